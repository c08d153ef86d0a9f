/**
 * "From your teacher" on the Learning page (issue 31): the signed-in child's classes, what each teacher gave
 * them (a course or some lessons, maybe by a date), a link to join a class and a way to leave one. Only the
 * child's own classes and assignments: never another child.
 */
import { Link } from "@tanstack/react-router";
import { m } from "../../../admin-modules/domain/i18n";
import { formatDay } from "../../lib/format";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../trpc";
import { ActionForm, ConfirmInPage } from "../../lib/page-address";
import { useDone } from "../../lib/page-address";
import { useFormAnswer } from "../../lib/page-view";
import "./classes.css";
import "../../fonts/sinhala-tamil.css";

export function FromYourTeacher() {
  const mine = trpc.classes.mine.useQuery(undefined, { retry: 1 });
  const utils = trpc.useUtils();
  const leave = trpc.classes.leave.useMutation();
  const leftBefore = useDone() === "left";
  // Leaving sent without the script: the server asks to confirm first (the app asks in a dialog).
  const asked = useFormAnswer("classLeave");
  if (!mine.data) return null;
  const confirming = asked?.confirm ? mine.data.find((c) => String(c.id) === asked.values.classId) : undefined;
  const left = leftBefore && (
    <p className="notice" role="status">
      {m["classes.learning.left"]()}
    </p>
  );
  if (mine.data.length === 0)
    return (
      <div className="from-teacher">
        {left}
        <p>
          <Link to="/join">{m["classes.learning.join"]()}</Link>
        </p>
      </div>
    );
  return (
    <section className="card from-teacher" aria-labelledby="from-teacher">
      <h2 id="from-teacher">{m["classes.learning.title"]()}</h2>
      {left}
      {confirming && (
        <ConfirmInPage
          name="classLeave"
          title={m["classes.learning.leaveConfirm"]({ name: confirming.name })}
          confirmLabel={m["classes.learning.leave"]({ name: confirming.name })}
        />
      )}
      {mine.data.map((c) => (
        <div key={c.id} className="from-teacher-class">
          <h3>{m["classes.learning.class"]({ name: c.name, teacher: c.teacher })}</h3>
          {c.assignments.length === 0 ? (
            <p className="muted small">{m["classes.learning.nothing"]()}</p>
          ) : (
            <ul>
              {c.assignments.map((a) => (
                <li key={a.id}>
                  <Link to="/learning/$courseSlug" params={{ courseSlug: a.courseSlug }}>
                    {a.courseTitle}
                  </Link>
                  {a.lessons && <span className="small"> · {m["classes.learning.lessonsOnly"]({ lessons: a.lessons.map((l) => l.title).join(", ") })}</span>}
                  {a.dueDate && <span className="small"> · {m["classes.view.due"]({ date: formatDay(a.dueDate) })}</span>}
                </li>
              ))}
            </ul>
          )}
          <ActionForm
            name="classLeave"
            fields={{ classId: String(c.id) }}
            onApp={() => {
              if (!window.confirm(m["classes.learning.leaveConfirm"]({ name: c.name }))) return;
              void leave
                .mutateAsync({ classId: c.id })
                .then(async () => {
                  toastSuccess(m["classes.learning.left"]());
                  await utils.classes.mine.invalidate();
                })
                .catch((error: unknown) => toastError(m["classes.learning.leave"]({ name: c.name }), error));
            }}
          >
            <button type="submit" className="btn btn-secondary">
              {m["classes.learning.leave"]({ name: c.name })}
            </button>
          </ActionForm>
        </div>
      ))}
      <p>
        <Link to="/join">{m["classes.learning.join"]()}</Link>
      </p>
    </section>
  );
}
