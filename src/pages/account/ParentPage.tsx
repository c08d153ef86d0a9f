/**
 * For parents and guardians, reached from the e-mailed link /parent?token=…: while consent is pending, what
 * the platform keeps and "I agree" / "No"; once agreed, the child's courses, progress, achievements,
 * shared creations and event sign-ups, with download, withdraw (deletes the account) and "stop this link".
 * A parent without a working link asks for a new one by e-mail. Deleting asks first in the app's confirm
 * dialog (the back office's, imported on its own so the public bundle does not take the admin styles).
 *
 * Every action is a form posted to this page, so it also works before the script runs (server/http/forms/):
 * the server then asks to confirm a deletion in the page, and sends the parent on with ?done=.
 */
import { lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { Link, useSearch } from "@tanstack/react-router";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../../server/routers";
import { achievementName } from "../learning/achievement-words";
import { lessonStatus } from "../learning/lesson/mastery-words";
import { m, pickMessage } from "../../../admin-modules/domain/i18n";
import { EmailField } from "../../components/EmailField";
import { formatDay } from "../../lib/format";
import { toastError } from "../../lib/toast";
import type { ConfirmDialogProps } from "../../admin/ui/ConfirmDialog";
import { trpc } from "../../trpc";
import { useServerForm } from "../../lib/server-form";
import { useDone } from "../../lib/page-address";
import { ChildDataJsonButton } from "./ActionForm";
import { ActionForm, ConfirmInPage } from "../../lib/page-address";
import "../../components/safety/safety.css";
import "./account.css";
import "../../fonts/sinhala-tamil.css";

type Ended = "deleted" | "revoked" | null;

export function ParentPage() {
  const { token = "" } = useSearch({ strict: false }) as { token?: string };
  const valid = token.length > 0 && token.length <= 100;
  const view = trpc.parent.view.useQuery({ token }, { enabled: valid, retry: false });
  // What a form sent without the script did (the server's redirect says it).
  const done = useDone();
  const [endedHere, setEnded] = useState<Ended>(null);
  const ended = endedHere ?? (done === "deleted" || done === "revoked" ? done : null);

  let body: ReactNode;
  if (ended === "deleted")
    body = (
      <p role="status" className="notice">
        {m["safety.parent.deleted"]()}
      </p>
    );
  else if (ended === "revoked")
    body = (
      <>
        <p role="status" className="notice">
          {m["safety.parent.revoked"]()}
        </p>
        <NewLinkForm />
      </>
    );
  else if (done === "linkSent") body = <NewLinkForm />;
  else if (!valid || view.isError)
    body = (
      <>
        <p role="alert" className="notice">
          {m["safety.parent.linkInvalid"]()}
        </p>
        <NewLinkForm />
      </>
    );
  else if (!view.data) body = <p>{m["site.loading"]()}</p>;
  else if (view.data.consent.status === "pending")
    body = <ConsentRequest token={token} username={view.data.child.username} onEnded={setEnded} onAgreed={() => void view.refetch()} />;
  else body = <ChildOverview token={token} data={view.data} onEnded={setEnded} />;

  return (
    <section className="container page parent-page">
      <h1>{m["safety.parent.title"]()}</h1>
      {body}
    </section>
  );
}

function ConsentRequest({ token, username, onEnded, onAgreed }: { token: string; username: string; onEnded: (e: Ended) => void; onAgreed: () => void }) {
  const decide = trpc.parent.decide.useMutation();
  const [confirming, setConfirming] = useState(false);
  const answer = async (decision: "agree" | "decline") => {
    try {
      const result = await decide.mutateAsync({ token, decision });
      if (result.status === "deleted") onEnded("deleted");
      else onAgreed();
    } catch (error) {
      toastError(m["safety.parent.failed"](), error);
    }
  };
  return (
    <div className="card account-card">
      <h2>{m["safety.parent.consentTitle"]({ username })}</h2>
      <p>{m["safety.parent.consentIntro"]({ username })}</p>
      <h3>{m["safety.parent.keepTitle"]()}</h3>
      <ul>
        {[m["safety.parent.keep1"](), m["safety.parent.keep2"](), m["safety.parent.keep3"](), m["safety.parent.keep4"]()].map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p>{m["safety.parent.keepWhy"]()}</p>
      <ConfirmInPage
        name="parentDecide"
        title={m["safety.parent.declineTitle"]({ username })}
        message={m["safety.parent.declineConfirm"]()}
        fields={{ decision: "decline" }}
        confirmLabel={m["safety.parent.confirmDelete"]()}
        className="account-card danger-zone"
      />
      <div className="form-actions">
        <ActionForm name="parentDecide" fields={{ decision: "agree" }} onApp={() => void answer("agree")}>
          <button type="submit" className="btn btn-primary" disabled={decide.isPending}>
            {m["safety.parent.agree"]()}
          </button>
        </ActionForm>
        <ActionForm name="parentDecide" fields={{ decision: "decline" }} onApp={() => setConfirming(true)}>
          <button type="submit" className="btn btn-danger" aria-haspopup="dialog" disabled={decide.isPending}>
            {m["safety.parent.decline"]()}
          </button>
        </ActionForm>
      </div>
      <ConfirmWhenAsked
        open={confirming}
        title={m["safety.parent.declineTitle"]({ username })}
        message={m["safety.parent.declineConfirm"]()}
        confirmLabel={m["safety.parent.confirmDelete"]()}
        busy={decide.isPending}
        onConfirm={() => {
          setConfirming(false);
          void answer("decline");
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/**
 * The "are you sure?" dialog, fetched the first time a parent asks to delete: its code is not part of the
 * page's first load (the public pages' 130 KB budget), and once opened it stays mounted so that closing
 * it gives the focus back to the button that opened it.
 */
const ConfirmDialog = lazy(() => import("../../admin/ui/ConfirmDialog").then((module) => ({ default: module.ConfirmDialog })));
function ConfirmWhenAsked(props: ConfirmDialogProps) {
  const asked = useRef(false);
  if (props.open) asked.current = true;
  return asked.current ? (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  ) : null;
}

type ViewData = inferRouterOutputs<AppRouter>["parent"]["view"];

function ChildOverview({ token, data, onEnded }: { token: string; data: ViewData; onEnded: (e: Ended) => void }) {
  const withdraw = trpc.parent.withdraw.useMutation();
  const revoke = trpc.parent.revoke.useMutation();
  const username = data.child.username;
  const [confirmingWithdraw, setConfirmingWithdraw] = useState(false);

  const endWith = async (action: "withdraw" | "revoke") => {
    try {
      if (action === "withdraw") await withdraw.mutateAsync({ token });
      else await revoke.mutateAsync({ token });
      onEnded(action === "withdraw" ? "deleted" : "revoked");
    } catch (error) {
      toastError(m["safety.parent.failed"](), error);
    }
  };

  return (
    <>
      {/* Dates drawn by the server may be worded by a fuller Intl than the browser's: accepted at hydration. */}
      <p className="notice" role="status" suppressHydrationWarning>
        {m["safety.parent.agreed"]()}{" "}
        {data.consent.consentedAt && m["safety.parent.agreedAt"]({ date: formatDay(data.consent.consentedAt.slice(0, 10)), email: data.consent.parentEmail })}
      </p>
      <section className="card account-card" aria-labelledby="child-title">
        <h2 id="child-title">{m["safety.parent.childTitle"]({ username })}</h2>
        {data.child.ageRange && (
          <p className="muted">
            {m["safety.parent.ageRange"]()}:{" "}
            {pickMessage(`safety.ageRange.${data.child.ageRange}`, {
              "safety.ageRange.under_13": m["safety.ageRange.under_13"],
              "safety.ageRange.13_15": m["safety.ageRange.13_15"],
              "safety.ageRange.16_17": m["safety.ageRange.16_17"],
              "safety.ageRange.18_plus": m["safety.ageRange.18_plus"],
              "safety.ageRange.adult_carer": m["safety.ageRange.adult_carer"],
              "safety.ageRange.required": m["safety.ageRange.required"],
            })}
          </p>
        )}
        {!data.visible ? (
          <p>{m["safety.parent.viewHidden"]({ username })}</p>
        ) : (
          <>
            <h3>{m["safety.parent.courses"]()}</h3>
            {data.courses.length === 0 ? (
              <p className="muted">{m["safety.parent.noCourses"]()}</p>
            ) : (
              <ul className="parent-list">
                {data.courses.map((course) => (
                  <li key={course.id} className="parent-course">
                    <span>{course.title}</span>
                    <span>{m["safety.parent.progress"]({ percent: course.progress })}</span>
                    {/* Each lesson in plain words: read, practised, mastered (issue 30). */}
                    {course.lessons.length > 0 && (
                      <ul className="parent-lessons">
                        {course.lessons.map((lesson) => (
                          <li key={lesson.id}>{m["mastery.lessonStatus"]({ title: lesson.title, status: lessonStatus(lesson, lesson.practice) })}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <h3>{m["safety.parent.achievements"]()}</h3>
            <ul className="parent-list">
              {data.achievements
                .filter((a) => a.unlocked)
                .map((a) => (
                  <li key={`${a.id}-${a.course?.id ?? 0}`}>{achievementName(a)}</li>
                ))}
            </ul>
            <h3>{m["safety.parent.submissions"]()}</h3>
            {data.submissions.length === 0 ? (
              <p className="muted">{m["safety.parent.noSubmissions"]()}</p>
            ) : (
              <ul className="parent-list">
                {data.submissions.map((item) => (
                  <li key={item.id}>
                    <span>{item.title}</span>
                    <span>
                      {pickMessage(`safety.parent.status.${item.status}`, {
                        "safety.parent.status.pending": m["safety.parent.status.pending"],
                        "safety.parent.status.approved": m["safety.parent.status.approved"],
                        "safety.parent.status.rejected": m["safety.parent.status.rejected"],
                        "safety.parent.status.confirmed": m["safety.parent.status.confirmed"],
                        "safety.parent.status.cancelled": m["safety.parent.status.cancelled"],
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <h3>{m["safety.parent.registrations"]()}</h3>
            {data.registrations.length === 0 ? (
              <p className="muted">{m["safety.parent.noRegistrations"]()}</p>
            ) : (
              <ul className="parent-list">
                {data.registrations.map((reg) => (
                  <li key={reg.id}>
                    <span suppressHydrationWarning>
                      {reg.title} · {formatDay(reg.event_date)}
                    </span>
                    <span>
                      {pickMessage(`safety.parent.status.${reg.status}`, {
                        "safety.parent.status.pending": m["safety.parent.status.pending"],
                        "safety.parent.status.approved": m["safety.parent.status.approved"],
                        "safety.parent.status.rejected": m["safety.parent.status.rejected"],
                        "safety.parent.status.confirmed": m["safety.parent.status.confirmed"],
                        "safety.parent.status.cancelled": m["safety.parent.status.cancelled"],
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <ParentLinks token={token} links={data.links} onEnded={onEnded} />
      <section className="card account-card danger-zone" aria-label={m["safety.account.dataTitle"]()}>
        <ConfirmInPage
          name="parentWithdraw"
          title={m["safety.parent.withdrawTitle"]()}
          message={m["safety.parent.withdrawConfirm"]({ username })}
          confirmLabel={m["safety.parent.confirmDelete"]()}
          className="account-card danger-zone"
        />
        <div className="form-actions">
          <Link to="/parent/data" search={{ token }} className="btn btn-outline">
            {m["parentData.open"]()}
          </Link>
          <ChildDataJsonButton token={token} username={username} label={m["safety.parent.download"]()} />
          <ActionForm name="parentRevoke" onApp={() => void endWith("revoke")}>
            <button type="submit" className="btn btn-outline" disabled={revoke.isPending}>
              {m["safety.parent.revoke"]()}
            </button>
          </ActionForm>
          <ActionForm name="parentWithdraw" onApp={() => setConfirmingWithdraw(true)}>
            <button type="submit" className="btn btn-danger" aria-haspopup="dialog" disabled={withdraw.isPending}>
              {m["safety.parent.withdraw"]()}
            </button>
          </ActionForm>
        </div>
        <ConfirmWhenAsked
          open={confirmingWithdraw}
          title={m["safety.parent.withdrawTitle"]()}
          message={m["safety.parent.withdrawConfirm"]({ username })}
          confirmLabel={m["safety.parent.confirmDelete"]()}
          busy={withdraw.isPending}
          onConfirm={() => {
            setConfirmingWithdraw(false);
            void endWith("withdraw");
          }}
          onCancel={() => setConfirmingWithdraw(false)}
        />
      </section>
    </>
  );
}

/**
 * Every working link to this page (issue #26: asking for a new link adds one and never breaks the one in
 * use). The parent stops any of them; stopping this one ends the page like "Stop this link working".
 */
function ParentLinks({ token, links, onEnded }: { token: string; links: ViewData["links"]; onEnded: (e: Ended) => void }) {
  const utils = trpc.useUtils();
  const revoke = trpc.parent.revoke.useMutation();
  const [stoppedHere, setStopped] = useState(false);
  const stoppedByServer = useDone() === "stopped";
  const stopped = stoppedHere || stoppedByServer;
  const stop = async (linkId: number) => {
    try {
      const result = await revoke.mutateAsync({ token, linkId });
      if (result.current) return onEnded("revoked");
      setStopped(true);
      await utils.parent.view.invalidate({ token });
    } catch (error) {
      toastError(m["safety.parent.failed"](), error);
    }
  };
  return (
    <section className="card account-card" aria-labelledby="parent-links-title">
      <h2 id="parent-links-title">{m["safety.parent.links.title"]()}</h2>
      <p className="muted">{m["safety.parent.links.text"]()}</p>
      {stopped && (
        <p role="status" className="notice">
          {m["safety.parent.links.stopped"]()}
        </p>
      )}
      <ul className="parent-links">
        {links.map((link) => {
          const made = formatDay(link.createdAt.slice(0, 10));
          return (
            <li key={link.id}>
              <span suppressHydrationWarning>
                {m["safety.parent.links.item"]({ created: made, expires: formatDay(link.expiresAt.slice(0, 10)) })}
                {link.current && <strong> · {m["safety.parent.links.current"]()}</strong>}
              </span>
              <ActionForm name="parentRevoke" fields={{ linkId: String(link.id) }} onApp={() => void stop(link.id)}>
                <button
                  type="submit"
                  className="btn btn-outline btn-sm"
                  disabled={revoke.isPending}
                  aria-label={m["safety.parent.links.stopLabel"]({ created: made })}
                >
                  {m["safety.parent.links.stop"]()}
                </button>
              </ActionForm>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function NewLinkForm() {
  const request = trpc.parent.requestLink.useMutation();
  const { values, set, errors, formProps, formName, busy, onSubmit } = useServerForm("parentRequestLink", { email: "" });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentByServer = useDone() === "linkSent";
  const submit = onSubmit(async ({ email }) => {
    try {
      await request.mutateAsync({ email });
      setSentTo(email);
    } catch (error) {
      toastError(m["safety.parent.failed"](), error);
    }
  });
  return (
    <section className="card account-card" aria-labelledby="new-link-title">
      <h2 id="new-link-title">{m["safety.parent.newLinkTitle"]()}</h2>
      {sentTo || sentByServer ? (
        <p role="status">{sentTo ? m["safety.parent.newLinkSent"]({ email: sentTo }) : m["form.done.parentLinkSent"]()}</p>
      ) : (
        <form {...formProps} className="form" onSubmit={submit}>
          {formName}
          <p className="muted">{m["safety.parent.newLinkText"]()}</p>
          <EmailField value={values.email} onChange={(email) => set("email")({ target: { value: email } })} error={errors.email ?? errors._} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {m["safety.parent.newLinkButton"]()}
          </button>
        </form>
      )}
    </section>
  );
}
