/**
 * /teacher (issue 31): a teacher's classes and "Create a class". A teacher waiting for a super admin, or an
 * account that is no teacher, is told so and sees nothing else. Personal: drawn per session, never kept publicly.
 */
import { type FormEvent, useState } from "react";
import { Link } from "@tanstack/react-router";
import { m } from "../../../admin-modules/domain/i18n";
import { CLASS_LANGUAGES, formatJoinCode } from "../../../admin-modules/domain/class-words";
import { useAuth } from "../../auth/AuthContext";
import { LoadFailed } from "../../components/PageStates";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../trpc";
import { LANGUAGE_NAMES } from "./language-names";
import "./classes.css";

export function TeacherPage() {
  const { user, userRole, loading } = useAuth();
  const status = trpc.teacher.status.useQuery(undefined, { enabled: Boolean(user) });
  if (loading) return <section className="container page" />;
  if (!user)
    return (
      <section className="container page classes-page">
        <h1>{m["classes.teacher.title"]()}</h1>
        <p>{m["classes.teacher.signIn"]()}</p>
        <Link to="/auth" search={{ redirect: "/teacher" }} className="btn btn-primary">
          {m["learning.signIn"]()}
        </Link>
      </section>
    );
  if (userRole !== "teacher")
    return (
      <section className="container page classes-page">
        <h1>{m["classes.teacher.title"]()}</h1>
        <p className="notice" role="note">
          {status.data?.status === "requested" ? m["classes.teacher.waiting"]() : m["classes.teacher.notTeacher"]()}
        </p>
      </section>
    );
  return <TeacherClasses />;
}

function TeacherClasses() {
  const classes = trpc.teacher.classes.useQuery();
  return (
    <section className="container page classes-page">
      <h1>{m["classes.teacher.title"]()}</h1>
      {classes.error ? (
        <LoadFailed onRetry={() => void classes.refetch()} />
      ) : classes.data?.length === 0 ? (
        <p className="empty-state">{m["classes.teacher.none"]()}</p>
      ) : (
        <ul className="class-list">
          {classes.data?.map((c) => (
            <li key={c.id} className="card">
              <h2>
                <Link to="/teacher/classes/$classId" params={{ classId: String(c.id) }}>
                  {c.name}
                </Link>
              </h2>
              <p className="muted">
                {c.school} · {c.grade} · {LANGUAGE_NAMES[c.language]()}
              </p>
              <p>
                {m["classes.class.code"]()}: <strong className="join-code">{formatJoinCode(c.joinCode)}</strong>
              </p>
              <p className="small">{m["classes.teacher.counts"]({ children: c.children, assignments: c.assignments })}</p>
            </li>
          ))}
        </ul>
      )}
      <CreateClass />
    </section>
  );
}

function CreateClass() {
  const utils = trpc.useUtils();
  const create = trpc.teacher.createClass.useMutation();
  const [values, setValues] = useState({ name: "", school: "", grade: "", language: "si" as (typeof CLASS_LANGUAGES)[number] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create.mutateAsync(values);
      toastSuccess(m["classes.teacher.created"]());
      setValues({ ...values, name: "" });
      await utils.teacher.classes.invalidate();
    } catch (error) {
      toastError(m["classes.teacher.create"](), error);
    }
  };
  const field = (key: "name" | "school" | "grade", label: string, max: number) => (
    <label className="field">
      <span>{label}</span>
      <input required maxLength={max} value={values[key]} onChange={(e) => setValues({ ...values, [key]: e.target.value })} />
    </label>
  );
  return (
    <form className="card class-form" onSubmit={(e) => void submit(e)} aria-labelledby="create-class">
      <h2 id="create-class">{m["classes.teacher.create"]()}</h2>
      {field("name", m["classes.field.name"](), 100)}
      {field("school", m["classes.field.school"](), 200)}
      {field("grade", m["classes.field.grade"](), 40)}
      <label className="field">
        <span>{m["classes.field.language"]()}</span>
        <select value={values.language} onChange={(e) => setValues({ ...values, language: e.target.value as typeof values.language })}>
          {CLASS_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]()}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {m["classes.teacher.create"]()}
      </button>
    </form>
  );
}
