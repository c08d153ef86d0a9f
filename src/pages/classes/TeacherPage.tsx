/**
 * /teacher (issue 31): a teacher's classes and "Create a class". A teacher waiting for a super admin, or an
 * account that is no teacher, is told so and sees nothing else. Personal: drawn per session, never kept publicly.
 */
import { Link } from "@tanstack/react-router";
import { m } from "../../../admin-modules/domain/i18n";
import { CLASS_LANGUAGES, formatJoinCode } from "../../../admin-modules/domain/class-words";

type ClassLanguage = (typeof CLASS_LANGUAGES)[number];
import { useAuth } from "../../auth/AuthContext";
import { LoadFailed } from "../../components/PageStates";
import { FieldError, FormError } from "../../components/FieldError";
import { fieldErrorsOf, focusFirstInvalid } from "../../lib/form-errors";
import { useDone } from "../../lib/page-address";
import { useServerForm } from "../../lib/server-form";
import { toastSuccess } from "../../lib/toast";
import { trpc } from "../../trpc";
import { LANGUAGE_NAMES } from "./language-names";
import "./classes.css";
import "../../fonts/sinhala-tamil.css";

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

/** "Create a class": works before the script has run (server/http/forms/handlers.ts, classCreate); problems under their fields. */
function CreateClass() {
  const utils = trpc.useUtils();
  const create = trpc.teacher.createClass.useMutation();
  const { values, setValues, set, errors, setErrors, errorId, describe, busy, form, formProps, formName, onSubmit } = useServerForm("classCreate", {
    name: "",
    school: "",
    grade: "",
    language: "si",
  });
  const createdBefore = useDone() === "created";
  const submit = onSubmit(async (typed) => {
    setErrors({});
    try {
      await create.mutateAsync({ ...typed, language: typed.language as ClassLanguage });
      toastSuccess(m["classes.teacher.created"]());
      setValues({ ...typed, name: "" });
      await utils.teacher.classes.invalidate();
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found);
      requestAnimationFrame(() => focusFirstInvalid(form.current, found));
    }
  });
  const field = (key: "name" | "school" | "grade", label: string, max: number) => (
    <label className="field">
      <span>{label}</span>
      <input name={key} required maxLength={max} value={values[key]} onChange={set(key)} {...describe(key)} />
      <FieldError id={errorId(key)} message={errors[key]} />
    </label>
  );
  return (
    <form {...formProps} className="card class-form" onSubmit={submit} aria-labelledby="create-class">
      {formName}
      <h2 id="create-class">{m["classes.teacher.create"]()}</h2>
      {createdBefore && (
        <p className="notice" role="status">
          {m["classes.teacher.created"]()}
        </p>
      )}
      {field("name", m["classes.field.name"](), 100)}
      {field("school", m["classes.field.school"](), 200)}
      {field("grade", m["classes.field.grade"](), 40)}
      <label className="field">
        <span>{m["classes.field.language"]()}</span>
        <select name="language" value={values.language} onChange={set("language")} {...describe("language")}>
          {CLASS_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]()}
            </option>
          ))}
        </select>
        <FieldError id={errorId("language")} message={errors.language} />
      </label>
      <FormError message={errors._} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {m["classes.teacher.create"]()}
      </button>
    </form>
  );
}
