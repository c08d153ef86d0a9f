/**
 * The Report button next to public content (media, events): a small dialog with a reason and optional
 * details, sent to the safety team's reports queue. Anyone may report; the server checks the target.
 */
import { type FormEvent, useId, useRef, useState } from "react";
import { Flag } from "lucide-react";
import { m, pickMessage } from "../../admin-modules/domain/i18n";
import { REPORT_REASONS } from "../../admin-modules/domain/vocabulary";
import { toastError, toastSuccess } from "../lib/toast";
import { trpc } from "../trpc";
import { QuickExitPanel } from "./safety/QuickExit";
import "./ReportButton.css";

type Reason = (typeof REPORT_REASONS)[number];

/** `label` names what is reported for screen readers (default: "Report this content"). */
export function ReportButton({ targetType, targetId, label }: { targetType: "media" | "event" | "course" | "byline"; targetId: number; label?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const report = trpc.public.reports.create.useMutation();

  const open = () => {
    setReason(null);
    setDetails("");
    setError(null);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(m["report.reasonRequired"]());
    if (details.length > 1000) return setError(m["report.detailsLong"]());
    try {
      await report.mutateAsync({ targetType, targetId, reason, details: details.trim() || null });
      close();
      toastSuccess(m["report.sent"](), m["report.sentText"]());
    } catch (failure) {
      toastError(m["report.failed"](), failure);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-ghost report-button" onClick={open} aria-haspopup="dialog" aria-label={label ?? m["report.buttonLabel"]()}>
        <Flag size={16} aria-hidden="true" /> {m["report.button"]()}
      </button>
      <dialog ref={dialog} className="report-dialog" aria-labelledby={titleId}>
        <form className="form" onSubmit={submit} noValidate>
          <h2 id={titleId}>{m["report.title"]()}</h2>
          <QuickExitPanel />
          <p className="muted small">{m["report.intro"]()}</p>
          <fieldset>
            <legend>{m["report.reasonLegend"]()}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="report-option">
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
                {pickMessage(`report.reason.${value}`, {
                  "report.reason.inappropriate": m["report.reason.inappropriate"],
                  "report.reason.personal_info": m["report.reason.personal_info"],
                  "report.reason.bullying": m["report.reason.bullying"],
                  "report.reason.unsafe": m["report.reason.unsafe"],
                  "report.reason.spam": m["report.reason.spam"],
                  "report.reason.other": m["report.reason.other"],
                })}
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>{m["report.details"]()}</span>
            <textarea name="details" maxLength={1000} value={details} onChange={(e) => setDetails(e.target.value)} />
          </label>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="button-row">
            <button type="submit" className="btn btn-danger" disabled={report.isPending}>
              {m["report.send"]()}
            </button>
            <button type="button" className="btn btn-outline" onClick={close}>
              {m["report.cancel"]()}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
