/**
 * /teacher/classes/<id> (issue 31): one class as its teacher runs it: the join code and sheet, the children
 * (usernames only) and their groups, "Give a course", and the teacher's view: per assignment each child's
 * progress and mastery, "needs help" (its rule stated), difficult questions, CSV (papaparse, the same
 * figures as the table) and print. Everything comes from the server, which checks the class is the caller's.
 */
import { saveFile } from "../../lib/save-file";
import { useState } from "react";
import { Link, useParams } from "@tanstack/react-router";
import type { inferRouterOutputs } from "@trpc/server";
import { m } from "../../../admin-modules/domain/i18n";
import type { AssignInput } from "../../../admin-modules/domain/classes";
import {
  assignFromForm,
  CSV_BOM,
  formatJoinCode,
  lessonFieldName,
  reportCsvFileName,
  reportCsvRows,
  statusWord,
} from "../../../admin-modules/domain/class-words";
import type { AppRouter } from "../../../server/routers";
import { LoadFailed } from "../../components/PageStates";
import { formatDay } from "../../lib/format";
import { toastError, toastSuccess } from "../../lib/toast";
import { ActionForm, ConfirmInPage } from "../../lib/page-address";
import { FieldError, FormError } from "../../components/FieldError";
import { fieldErrorsOf, focusFirstInvalid } from "../../lib/form-errors";
import { useAppRunning, useDone } from "../../lib/page-address";
import { useFormAnswer } from "../../lib/page-view";
import { useServerForm } from "../../lib/server-form";
import { trpc } from "../../trpc";
import { TeacherPage } from "./TeacherPage";
import { useAuth } from "../../auth/AuthContext";
import "./classes.css";
import "../../fonts/sinhala-tamil.css";

type Detail = inferRouterOutputs<AppRouter>["teacher"]["classDetail"];
type Report = inferRouterOutputs<AppRouter>["teacher"]["classReport"];

export function TeacherClassPage() {
  const { userRole } = useAuth();
  // Anyone else is told what the teacher's page tells them.
  if (userRole !== "teacher") return <TeacherPage />;
  return <ClassView />;
}

function ClassView() {
  const { classId } = useParams({ strict: false }) as { classId: string };
  const id = Number(classId);
  const detail = trpc.teacher.classDetail.useQuery({ classId: id }, { retry: false });
  const report = trpc.teacher.classReport.useQuery({ classId: id }, { retry: false });
  if (detail.error || report.error) return <LoadFailed onRetry={() => void Promise.all([detail.refetch(), report.refetch()])} />;
  if (!detail.data || !report.data) return <section className="container page" />;
  const c = detail.data.class;
  return (
    <section className="container page classes-page">
      <p className="no-print">
        <Link to="/teacher">{m["classes.teacher.title"]()}</Link>
      </p>
      <h1>{c.name}</h1>
      <p className="muted">
        {c.school} · {c.grade}
      </p>
      <p>
        {m["classes.class.code"]()}: <strong className="join-code">{formatJoinCode(c.joinCode)}</strong>{" "}
        <Link className="btn btn-secondary no-print" to="/teacher/classes/$classId/sheet" params={{ classId }}>
          {m["classes.class.sheet"]()}
        </Link>
      </p>
      <Members detail={detail.data} />
      <Assign detail={detail.data} />
      <TeacherView report={report.data} />
    </section>
  );
}

function useRefresh(classId: number) {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.teacher.classDetail.invalidate({ classId }), utils.teacher.classReport.invalidate({ classId })]);
}

function Members({ detail }: { detail: Detail }) {
  const classId = detail.class.id;
  const refresh = useRefresh(classId);
  const remove = trpc.teacher.removeChild.useMutation();
  const setGroup = trpc.teacher.setGroup.useMutation();
  const running = useAppRunning();
  const done = useDone();
  // Removing sent without the script: the server asks to confirm first (the app asks in a dialog).
  const asked = useFormAnswer("classRemoveChild");
  const confirming = asked?.confirm ? detail.members.find((c) => String(c.userId) === asked.values.userId) : undefined;
  // A move refused without the script (the group was deleted meanwhile): said beside that child.
  const refusedMove = useFormAnswer("classSetGroup");
  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      toastSuccess(done);
      await refresh();
    } catch (error) {
      toastError(failed, error);
    }
  };
  const moveTo = (userId: number, groupId: string) =>
    void run(
      () => setGroup.mutateAsync({ classId, userId, groupId: groupId ? Number(groupId) : null }),
      m["classes.class.saved"](),
      m["classes.class.groups"](),
    );
  return (
    <section className="card no-print" aria-labelledby="class-children">
      <h2 id="class-children">{m["classes.class.children"]()}</h2>
      {(done === "removed" || done === "grouped" || done === "groupAdded") && (
        <p className="notice" role="status">
          {done === "removed" ? m["classes.class.removed"]() : m["classes.class.saved"]()}
        </p>
      )}
      {confirming && (
        <ConfirmInPage
          name="classRemoveChild"
          title={m["classes.class.removeConfirm"]({ username: confirming.username })}
          confirmLabel={m["classes.class.remove"]({ username: confirming.username })}
        />
      )}
      {detail.members.length === 0 ? (
        <p className="empty-state">{m["classes.class.noChildren"]()}</p>
      ) : (
        <ul className="class-members">
          {detail.members.map((child) => (
            <li key={child.userId}>
              <span className="member-name">{child.username}</span>
              {detail.groups.length > 0 && (
                // Once the app runs, choosing a group saves it; before, the choice is sent with its own button.
                <ActionForm name="classSetGroup" fields={{ classId: String(classId), userId: String(child.userId) }} onApp={() => undefined}>
                  <select
                    name="groupId"
                    aria-label={m["classes.class.groupOf"]({ username: child.username })}
                    value={child.groupId ?? ""}
                    onChange={(e) => moveTo(child.userId, e.target.value)}
                  >
                    <option value="">{m["classes.class.noGroup"]()}</option>
                    {detail.groups.map((g) => (
                      <option key={g.id} value={g.id}>
                        {g.name}
                      </option>
                    ))}
                  </select>
                  {!running && (
                    <button type="submit" className="btn btn-secondary">
                      {m["classes.class.saveGroupOf"]({ username: child.username })}
                    </button>
                  )}
                  {refusedMove?.values.userId === String(child.userId) && <FormError message={refusedMove.errors._} />}
                </ActionForm>
              )}
              <ActionForm
                name="classRemoveChild"
                fields={{ classId: String(classId), userId: String(child.userId) }}
                onApp={() => {
                  if (window.confirm(m["classes.class.removeConfirm"]({ username: child.username })))
                    void run(
                      () => remove.mutateAsync({ classId, userId: child.userId }),
                      m["classes.class.removed"](),
                      m["classes.class.remove"]({ username: child.username }),
                    );
                }}
              >
                <button type="submit" className="btn btn-secondary">
                  {m["classes.class.remove"]({ username: child.username })}
                </button>
              </ActionForm>
            </li>
          ))}
        </ul>
      )}
      <AddGroup classId={classId} />
    </section>
  );
}

/** "Add group": works before the script has run (server/http/forms/handlers.ts, classAddGroup). */
function AddGroup({ classId }: { classId: number }) {
  const refresh = useRefresh(classId);
  const addGroup = trpc.teacher.addGroup.useMutation();
  const { values, setValues, set, errors, setErrors, errorId, describe, busy, form, formProps, formName, onSubmit } = useServerForm("classAddGroup", {
    classId: String(classId),
    name: "",
  });
  const submit = onSubmit(async (typed) => {
    setErrors({});
    try {
      await addGroup.mutateAsync({ classId, name: typed.name });
      toastSuccess(m["classes.class.saved"]());
      setValues((now) => ({ ...now, name: "" }));
      await refresh();
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found);
      requestAnimationFrame(() => focusFirstInvalid(form.current, found));
    }
  });
  return (
    <form {...formProps} className="inline-form" onSubmit={submit}>
      {formName}
      <input type="hidden" name="classId" value={String(classId)} />
      <label className="field">
        <span>{m["classes.field.group"]()}</span>
        <input name="name" required maxLength={60} value={values.name} onChange={set("name")} {...describe("name")} />
        <FieldError id={errorId("name")} message={errors.name} />
      </label>
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        {m["classes.class.addGroup"]()}
      </button>
      <FormError message={errors._ ?? errors.classId} />
    </form>
  );
}

/**
 * "Give a course": works before the script has run (server/http/forms/handlers.ts, classAssign). Without the
 * script every course's lessons are listed under it (a tick counts for the chosen course only); once the app
 * runs, only the chosen course's.
 */
function Assign({ detail }: { detail: Detail }) {
  const classId = detail.class.id;
  const refresh = useRefresh(classId);
  const assign = trpc.teacher.assign.useMutation();
  const running = useAppRunning();
  const { values, set, errors, setErrors, errorId, describe, busy, form, formProps, formName, onSubmit } = useServerForm("classAssign", {
    classId: String(classId),
    courseId: "",
    target: "class",
    dueDate: "",
  });
  // Ticks sent without the script come back with the form's answer; the app reads ticks from the form itself.
  const ticked = useFormAnswer("classAssign")?.values ?? {};
  const [lessonsKey, setLessonsKey] = useState(0);
  const assignedBefore = useDone() === "assigned";
  const submit = onSubmit(async (typed) => {
    setErrors({});
    const fields = Object.fromEntries([...new FormData(form.current ?? undefined).entries()].map(([k, v]) => [k, String(v)]));
    try {
      await assign.mutateAsync(assignFromForm({ ...fields, ...typed }) as AssignInput);
      toastSuccess(m["classes.assign.saved"]());
      setLessonsKey((k) => k + 1);
      await refresh();
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found);
      requestAnimationFrame(() => focusFirstInvalid(form.current, found));
    }
  });
  const shownCourses = running ? detail.courses.filter((c) => String(c.id) === values.courseId) : detail.courses;
  return (
    <form {...formProps} className="card class-form no-print" onSubmit={submit} aria-labelledby="class-assign">
      {formName}
      <input type="hidden" name="classId" value={String(classId)} />
      <h2 id="class-assign">{m["classes.assign.title"]()}</h2>
      {assignedBefore && (
        <p className="notice" role="status">
          {m["classes.assign.saved"]()}
        </p>
      )}
      <label className="field">
        <span>{m["classes.assign.course"]()}</span>
        <select
          name="courseId"
          required
          value={values.courseId}
          onChange={(e) => {
            set("courseId")(e);
            setLessonsKey((k) => k + 1);
          }}
          {...describe("courseId")}
        >
          <option value="">{m["classes.assign.chooseCourse"]()}</option>
          {detail.courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
        <FieldError id={errorId("courseId")} message={errors.courseId} />
      </label>
      {shownCourses.map((course) => {
        const lessons = (
          <fieldset key={`${course.id}-${lessonsKey}`} className="field">
            <legend>{running ? m["classes.assign.lessons"]() : `${course.title}: ${m["classes.assign.lessons"]()}`}</legend>
            {course.lessons.map((l) => (
              <label key={l.id} className="choice">
                <input type="checkbox" name={lessonFieldName(course.id, l.id)} defaultChecked={ticked[lessonFieldName(course.id, l.id)] === "on"} />
                {l.title}
              </label>
            ))}
          </fieldset>
        );
        if (running) return lessons;
        // Without the script, each course's lessons fold away under its name (open where some were ticked).
        const open = course.lessons.some((l) => ticked[lessonFieldName(course.id, l.id)] === "on");
        return (
          <details key={course.id} className="course-lessons" open={open}>
            <summary>{course.title}</summary>
            {lessons}
          </details>
        );
      })}
      <FieldError id={errorId("lessonIds")} message={errors.lessonIds} />
      <label className="field">
        <span>{m["classes.assign.to"]()}</span>
        <select name="target" value={values.target} onChange={set("target")} {...describe("target")}>
          <option value="class">{m["classes.assign.wholeClass"]()}</option>
          {detail.groups.map((g) => (
            <option key={g.id} value={`group:${g.id}`}>
              {m["classes.assign.groupOption"]({ name: g.name })}
            </option>
          ))}
          {detail.members.map((c) => (
            <option key={c.userId} value={`child:${c.userId}`}>
              {m["classes.assign.childOption"]({ username: c.username })}
            </option>
          ))}
        </select>
        <FieldError id={errorId("target")} message={errors.target} />
      </label>
      <label className="field">
        <span>{m["classes.assign.dueDate"]()}</span>
        <input type="date" name="dueDate" value={values.dueDate} onChange={set("dueDate")} {...describe("dueDate")} />
        <FieldError id={errorId("dueDate")} message={errors.dueDate} />
      </label>
      <FormError message={errors._ ?? errors.classId} />
      <button type="submit" className="btn btn-primary" disabled={busy || assign.isPending}>
        {m["classes.assign.submit"]()}
      </button>
    </form>
  );
}

/** papaparse is fetched when a CSV is asked for: the page (and the server drawing it) never carry it. */
const loadPapa = import.meta.env.SSR ? null : () => import("papaparse");

function downloadCsv(fileName: string, text: string) {
  saveFile(fileName, new Blob([`${CSV_BOM}${text}`], { type: "text/csv;charset=utf-8" }));
}

/** The question before an assignment is taken back, naming the course and whom it was for. */
function takeBackQuestion(a: Report["assignments"][number]): string {
  return m["classes.assign.removeConfirm"]({ course: a.courseTitle, who: a.target.kind === "class" ? m["classes.assign.wholeClass"]() : a.target.name });
}

function TeacherView({ report }: { report: Report }) {
  const refresh = useRefresh(report.class.id);
  const unassign = trpc.teacher.unassign.useMutation();
  // Taking back sent without the script: the server asks to confirm first (the app asks in a dialog).
  const asked = useFormAnswer("classUnassign");
  const confirming = asked?.confirm ? report.assignments.find((a) => String(a.id) === asked.values.assignmentId) : undefined;
  const takenBack = useDone() === "unassigned";
  return (
    <section aria-labelledby="class-view" className="teacher-view">
      <h2 id="class-view">{m["classes.view.title"]()}</h2>
      {takenBack && (
        <p className="notice" role="status">
          {m["classes.assign.removed"]()}
        </p>
      )}
      {confirming && <ConfirmInPage name="classUnassign" title={takeBackQuestion(confirming)} confirmLabel={m["classes.assign.remove"]()} />}
      <p className="muted small">{m["classes.report.privacy"]()}</p>
      <p className="notice" role="note">
        {m["classes.report.needsHelpRule"]({ n: report.needsHelpAfter })}
      </p>
      <p className="no-print">
        <button type="button" className="btn btn-secondary" onClick={() => window.print()} data-needs-app>
          {m["classes.report.print"]()}
        </button>
      </p>
      {report.assignments.length === 0 && <p className="empty-state">{m["classes.view.none"]()}</p>}
      {report.assignments.map((a) => {
        const who = a.target.kind === "class" ? m["classes.assign.wholeClass"]() : a.target.name;
        const done = a.children.filter((c) => c.status === "done").length;
        const needing = a.children.filter((c) => c.needsHelp.length > 0).length;
        const csv = async () => {
          const { fields, data } = reportCsvRows(a.children);
          const Papa = (await loadPapa!()).default;
          downloadCsv(reportCsvFileName(report.class.name, a.courseTitle), Papa.unparse({ fields, data }));
        };
        return (
          <article key={a.id} className="card assignment" aria-labelledby={`assignment-${a.id}`} data-testid="assignment">
            <h3 id={`assignment-${a.id}`}>{a.courseTitle}</h3>
            <p className="small">
              {m["classes.view.forWhom"]({ who })}
              {a.dueDate && <> · {m["classes.view.due"]({ date: formatDay(a.dueDate) })}</>} ·{" "}
              {a.wholeCourse ? m["classes.view.wholeCourse"]() : m["classes.view.lessonsCount"]({ count: a.lessons.length })}
            </p>
            <p>
              <strong>{m["classes.report.doneCount"]({ done, total: a.children.length })}</strong> ·{" "}
              <strong>{m["classes.report.needsHelpCount"]({ count: needing })}</strong>
            </p>
            {a.children.length === 0 ? (
              <p className="empty-state">{m["classes.view.noChildren"]()}</p>
            ) : (
              // Focusable and named, so a keyboard can scroll a table wider than a phone (axe: scrollable-region-focusable).
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard only through tabIndex
              <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={`assignment-${a.id}`}>
                <table className="report-table">
                  <thead>
                    <tr>
                      <th scope="col">{m["classes.report.child"]()}</th>
                      <th scope="col">{m["classes.report.status"]()}</th>
                      <th scope="col">{m["classes.report.lessonsDone"]()}</th>
                      <th scope="col">{m["classes.report.mastered"]()}</th>
                      <th scope="col">{m["classes.report.percent"]()}</th>
                      <th scope="col">{m["classes.report.answers"]()}</th>
                      <th scope="col">{m["classes.report.right"]()}</th>
                      <th scope="col">{m["classes.report.needsHelp"]()}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {a.children.map((c) => (
                      <tr key={c.userId} data-testid="child-row">
                        <th scope="row">{c.username}</th>
                        <td>{statusWord(c.status)}</td>
                        <td>
                          {c.done} / {c.total}
                        </td>
                        <td>{c.mastered}</td>
                        <td>{c.percent}</td>
                        <td>{c.answers}</td>
                        <td>{c.right}</td>
                        <td>
                          {c.needsHelp.length > 0 && (
                            <span className="needs-help">
                              {m["classes.report.needsHelp"]()}:{" "}
                              {c.needsHelp.map((q) => `${q.lessonTitle} – ${m["classes.report.questionNumber"]({ n: q.question })}`).join("; ")}
                            </span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <h4>{m["classes.report.difficult"]()}</h4>
            <p className="muted small">{m["classes.report.difficultRule"]()}</p>
            {a.difficult.length === 0 ? (
              <p className="small">{m["classes.report.noDifficult"]()}</p>
            ) : (
              <ul>
                {a.difficult.map((q) => (
                  <li key={`${q.lessonTitle}-${q.question}`}>
                    {q.lessonTitle} – {m["classes.report.questionNumber"]({ n: q.question })}: <q>{q.prompt}</q> (
                    {m["classes.report.missed"]({ missed: q.missedFirstTime, tried: q.tried })})
                  </li>
                ))}
              </ul>
            )}
            <p className="no-print assignment-actions">
              {/* Without the script the server writes the same file (classReportCsv); the page stays. */}
              <ActionForm name="classReportCsv" fields={{ classId: String(report.class.id), assignmentId: String(a.id) }} onApp={() => void csv()}>
                <button type="submit" className="btn btn-secondary">
                  {m["classes.report.csv"]()}
                </button>
              </ActionForm>
              <ActionForm
                name="classUnassign"
                fields={{ assignmentId: String(a.id) }}
                onApp={() => {
                  if (window.confirm(takeBackQuestion(a)))
                    void unassign
                      .mutateAsync({ assignmentId: a.id })
                      .then(() => toastSuccess(m["classes.assign.removed"]()))
                      .then(refresh)
                      .catch((error: unknown) => toastError(m["classes.assign.remove"](), error));
                }}
              >
                <button type="submit" className="btn btn-secondary">
                  {m["classes.assign.remove"]()}
                </button>
              </ActionForm>
            </p>
          </article>
        );
      })}
    </section>
  );
}
