/**
 * The Report button next to public content (media, events): a small dialog with a reason and optional
 * details, sent to the safety team's reports queue. Anyone may report; the server checks the target.
 */
import { type FormEvent, useId, useRef, useState } from "react";
import { Flag } from "lucide-react";
import { t, type MessageKey } from "../../admin-modules/domain/messages";
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
    if (!reason) return setError(t("report.reasonRequired"));
    if (details.length > 1000) return setError(t("report.detailsLong"));
    try {
      await report.mutateAsync({ targetType, targetId, reason, details: details.trim() || null });
      close();
      toastSuccess(t("report.sent"), t("report.sentText"));
    } catch (failure) {
      toastError(t("report.failed"), failure);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-ghost report-button" onClick={open} aria-haspopup="dialog" aria-label={label ?? t("report.buttonLabel")}>
        <Flag size={16} aria-hidden="true" /> {t("report.button")}
      </button>
      <dialog ref={dialog} className="report-dialog" aria-labelledby={titleId}>
        <form className="form" onSubmit={submit} noValidate>
          <h2 id={titleId}>{t("report.title")}</h2>
          <QuickExitPanel />
          <p className="muted small">{t("report.intro")}</p>
          <fieldset>
            <legend>{t("report.reasonLegend")}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="report-option">
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
                {t(`report.reason.${value}` as MessageKey)}
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>{t("report.details")}</span>
            <textarea name="details" maxLength={1000} value={details} onChange={(e) => setDetails(e.target.value)} />
          </label>
          {error && <p className="field-error" role="alert">{error}</p>}
          <div className="button-row">
            <button type="submit" className="btn btn-danger" disabled={report.isPending}>{t("report.send")}</button>
            <button type="button" className="btn btn-outline" onClick={close}>{t("report.cancel")}</button>
          </div>
        </form>
      </dialog>
    </>
  );
}
