/**
 * The Report button next to public content (media, events, courses, bylines): a small dialog with a
 * reason and optional details, sent to the safety team's reports queue. Anyone may report; the server
 * checks the target.
 *
 * Before the script runs (or without it) the button is a link to the dialog's own id, which the styles
 * then show in the page (`:target`), and the form posts to the page (server/http/forms/): the page comes
 * back with "Report sent" (?done=report-<type>-<id>), or with the dialog open and the problem in it.
 */
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Flag } from "lucide-react";
import { m } from "../../admin-modules/domain/i18n";
import { REPORT_REASONS } from "../../admin-modules/domain/vocabulary";
import { reportReasonLabel } from "../../admin-modules/domain/vocabulary-labels";
import { toastError, toastSuccess } from "../lib/toast";
import { useAppRunning, useDone, usePageAddress, FormName } from "../lib/page-address";
import { useFormAnswer } from "../lib/page-view";
import { trpc } from "../trpc";
import { QuickExitPanel } from "./safety/QuickExit";
import { SendAnywayBox } from "./SendAnywayBox";
import "./ReportButton.css";

/**
 * The screening of the details (its patterns and the words naming what it found) loads once there are details to
 * screen, not with every page that has a Report button: it kept the course page's first load over its budget.
 */
type Screening = typeof import("../../admin-modules/domain/personal-info-text");
const loadScreening = () => import("../../admin-modules/domain/personal-info-text");

const UrgentHelplines = lazy(() => import("./safety/UrgentHelplines").then((module) => ({ default: module.UrgentHelplines })));

type Reason = (typeof REPORT_REASONS)[number];
type Target = "media" | "event" | "course" | "byline";

/** `label` names what is reported for screen readers (default: "Report this content"). */
export function ReportButton({ targetType, targetId, label }: { targetType: Target; targetId: number; label?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const id = `report-${targetType}-${targetId}`;
  const running = useAppRunning();
  const action = usePageAddress();
  // The server's answer to this report sent without the script: drawn open with the problem and the text.
  const sent = useFormAnswer("report");
  const answer = sent?.values.targetType === targetType && sent.values.targetId === String(targetId) ? sent : undefined;
  const [reason, setReason] = useState<Reason | null>(
    (REPORT_REASONS as readonly string[]).includes(answer?.values.reason ?? "") ? (answer?.values.reason as Reason) : null,
  );
  const [details, setDetails] = useState(answer?.values.details ?? "");
  const [error, setError] = useState<string | null>(answer ? (Object.values(answer.errors)[0] ?? null) : null);
  // Issue #29: what in the details looks like personal information (the server adds the staff's school and place names).
  const [sendAnyway, setSendAnyway] = useState(answer?.values.sendAnyway === "on");
  const [serverWarning, setServerWarning] = useState<string | null>(answer?.errors.sendAnyway ?? null);
  const [screening, setScreening] = useState<Screening | null>(null);
  useEffect(() => {
    if (details && !screening) void loadScreening().then(setScreening);
  }, [details, screening]);
  const personal = screening?.personalInfoIn({ description: details }) ?? null;
  const warning = personal && screening ? m["report.personalInfo.warning"]({ found: screening.personalInfoKindList(personal) }) : serverWarning;
  const done = useDone() === id;
  const report = trpc.public.reports.create.useMutation();
  /** The report held a safeguarding word (issue #29): the helplines are shown under the button. */
  const [urgent, setUrgent] = useState(false);

  const open = () => {
    setReason(null);
    setDetails("");
    setError(null);
    setSendAnyway(false);
    setServerWarning(null);
    // Drawn open in the page by the server's answer: shown as the app's dialog instead.
    if (dialog.current?.open) dialog.current.close();
    dialog.current?.showModal();
  };
  const close = () => {
    dialog.current?.close();
    // Opened before the script ran (the address names it): the styles would keep showing it.
    if (window.location.hash === `#${id}`) window.location.replace("#");
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    // Chosen or typed before the script ran: read from the form as it is now.
    const fields = new FormData(event.currentTarget as HTMLFormElement);
    const chosen = (fields.get("reason") as Reason | null) ?? reason;
    const text = String(fields.get("details") ?? details);
    if (!chosen) return setError(m["report.reasonRequired"]());
    if (text.length > 1000) return setError(m["report.detailsLong"]());
    const anyway = fields.get("sendAnyway") === "on" || sendAnyway;
    const screen = screening ?? (await loadScreening());
    const found = screen.personalInfoIn({ description: text });
    if (found && !anyway) return setError(m["report.personalInfo.warning"]({ found: screen.personalInfoKindList(found) }));
    try {
      const answer = await report.mutateAsync({ targetType, targetId, reason: chosen, details: text.trim() || null, sendAnyway: anyway });
      close();
      setUrgent(answer.urgent);
      toastSuccess(m["report.sent"](), m["report.sentText"]());
    } catch (failure) {
      // A school or place name on the staff's list: the warning and its box, in the dialog.
      const said = (failure as { data?: { fieldErrors?: Record<string, string> | null } }).data?.fieldErrors?.sendAnyway;
      if (said) {
        setServerWarning(said);
        setError(said);
        return;
      }
      toastError(m["report.failed"](), failure);
    }
  };

  const buttonLabel = label ?? m["report.buttonLabel"]();
  return (
    <>
      {running ? (
        <button type="button" id={`${id}-button`} className="btn btn-ghost report-button" onClick={open} aria-haspopup="dialog" aria-label={buttonLabel}>
          <Flag size={16} aria-hidden="true" /> {m["report.button"]()}
        </button>
      ) : (
        <a id={`${id}-button`} className="btn btn-ghost report-button" href={`#${id}`} aria-label={buttonLabel}>
          <Flag size={16} aria-hidden="true" /> {m["report.button"]()}
        </a>
      )}
      {done && (
        <p className="notice report-sent" role="status">
          <strong>{m["report.sent"]()}</strong> {m["report.sentText"]()}
        </p>
      )}
      {urgent && (
        // Loaded only when needed: most pages with a Report button never show it.
        <Suspense fallback={null}>
          <UrgentHelplines />
        </Suspense>
      )}
      <dialog ref={dialog} id={id} className={`report-dialog${answer ? " in-page" : ""}`} open={answer ? true : undefined} aria-labelledby={titleId}>
        <form className="form" method="post" action={action} onSubmit={submit} noValidate>
          <FormName name="report" />
          <input type="hidden" name="targetType" value={targetType} />
          <input type="hidden" name="targetId" value={targetId} />
          <h2 id={titleId}>{m["report.title"]()}</h2>
          <QuickExitPanel />
          <p className="muted small">{m["report.intro"]()}</p>
          <fieldset>
            <legend>{m["report.reasonLegend"]()}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="report-option">
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
                {reportReasonLabel(value)}
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>{m["report.details"]()}</span>
            <textarea name="details" maxLength={1000} value={details} onChange={(e) => setDetails(e.target.value)} />
          </label>
          {warning && <SendAnywayBox warning={warning} name="sendAnyway" warningId={`${id}-warning`} checked={sendAnyway} onChange={setSendAnyway} />}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="button-row">
            <button type="submit" className="btn btn-danger" disabled={report.isPending}>
              {m["report.send"]()}
            </button>
            {running ? (
              <button type="button" className="btn btn-outline" onClick={close}>
                {m["report.cancel"]()}
              </button>
            ) : (
              <a className="btn btn-outline" href={`#${id}-button`}>
                {m["report.cancel"]()}
              </a>
            )}
          </div>
        </form>
      </dialog>
    </>
  );
}
