/** New password and its confirmation, with the spec's "Passwords do not match" (used by change and reset). */
import { t } from "../../../admin-modules/domain/messages";

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
        <span>{props.passwordLabel ?? t("account.newPassword")}</span>
        <input
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          minLength={6}
          maxLength={200}
          aria-describedby="new-password-hint"
          value={props.password}
          onChange={(e) => props.onPassword(e.target.value)}
        />
        <small id="new-password-hint" className="muted">
          {t("auth.passwordHint")}
        </small>
      </label>
      <label className="field">
        <span>{t("account.confirmNewPassword")}</span>
        <input
          type="password"
          name="confirmNewPassword"
          autoComplete="new-password"
          required
          aria-invalid={mismatch}
          aria-describedby={mismatch ? "new-confirm-error" : undefined}
          value={props.confirm}
          onChange={(e) => props.onConfirm(e.target.value)}
        />
        {mismatch && (
          <small id="new-confirm-error" className="field-error" role="alert">
            {t("auth.passwordsDoNotMatch")}
          </small>
        )}
      </label>
    </>
  );
}
