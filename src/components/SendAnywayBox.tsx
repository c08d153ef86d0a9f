/**
 * Issue #29: the personal-information warning and its "I checked it: send it anyway" box, one for every
 * public form that screens a visitor's text (Share Your Creation, Submit an Event, the Report dialog).
 * The visitor is told before sending, in their language, and may still send. The box posts `name` = "on",
 * so the form works the same without the script.
 */
import { m } from "../../admin-modules/domain/i18n";
import { FieldError } from "./FieldError";

export interface SendAnywayBoxProps {
  /** The warning read out with the box (the found kinds, or the server's words). */
  warning: string;
  /** The box's form field name ("send_anyway", or "sendAnyway" for the report). */
  name: string;
  /** The warning paragraph's id (the box is described by it). */
  warningId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A message under the box (sending without ticking it), and its id. */
  error?: string;
  errorId?: string;
  /** Marks the box as needing attention (the server refused without it). */
  invalid?: boolean;
}

export function SendAnywayBox({ warning, name, warningId, checked, onChange, error, errorId, invalid }: SendAnywayBoxProps) {
  const describedBy = [warningId, error && errorId ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="field personal-info-warning">
      <p className="callout callout-warning" id={warningId}>
        {warning}
      </p>
      <label className="checkbox-row">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <span>{m["media.personalInfo.sendAnyway"]()}</span>
      </label>
      {errorId && <FieldError id={errorId} message={error} />}
    </div>
  );
}
