/** New password and its confirmation, with the spec's "Passwords do not match" (used by change and reset). */
import { m } from "../../../admin-modules/domain/i18n";

export function NewPasswordFields(props: {
  password: string;
  confirm: string;
  onPassword(value: string): void;
  onConfirm(value: string): void;
  passwordLabel?: string;
}) {
  const mismatch = props.confirm.length > 0 && props.password !== props.confirm;
  return (
    <>
      <label className="field">
        <span>{props.passwordLabel ?? m["account.newPassword"]()}</span>
        <input type="password" name="newPassword" autoComplete="new-password" required minLength={6} maxLength={200} aria-describedby="new-password-hint" value={props.password} onChange={(e) => props.onPassword(e.target.value)} />
        <small id="new-password-hint" className="muted">{m["auth.passwordHint"]()}</small>
      </label>
      <label className="field">
        <span>{m["account.confirmNewPassword"]()}</span>
        <input type="password" name="confirmNewPassword" autoComplete="new-password" required aria-invalid={mismatch} aria-describedby={mismatch ? "new-confirm-error" : undefined} value={props.confirm} onChange={(e) => props.onConfirm(e.target.value)} />
        {mismatch && <small id="new-confirm-error" className="field-error" role="alert">{m["auth.passwordsDoNotMatch"]()}</small>}
      </label>
    </>
  );
}
