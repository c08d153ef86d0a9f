/** New password and its confirmation, with the spec's "Passwords do not match" (used by change and reset). */
import { m } from "../../../admin-modules/domain/i18n";
import { FieldError } from "../../components/FieldError";
import type { FieldErrors } from "../../lib/form-errors";

/** The problems a visitor can be told under the new-password fields before anything is sent. */
export function checkNewPassword(password: string): FieldErrors {
  if (!password) return { newPassword: m["error.passwordRequired"]() };
  if (password.length < 6) return { newPassword: m["error.passwordShort"]() };
  return {};
}

export function NewPasswordFields(props: {
  password: string;
  confirm: string;
  onPassword(value: string): void;
  onConfirm(value: string): void;
  passwordLabel?: string;
  /** The form's field errors (see src/lib/form-errors.ts); only `newPassword` and `confirmNewPassword` are read here. */
  errors?: FieldErrors;
}) {
  const error = props.errors?.newPassword;
  // Also when the server found it (the form sent without the script: the fields come back empty).
  const mismatch = (props.confirm.length > 0 && props.password !== props.confirm) || Boolean(props.errors?.confirmNewPassword);
  return (
    <>
      <label className="field">
        <span>{props.passwordLabel ?? m["account.newPassword"]()}</span>
        <input
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          minLength={6}
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "new-password-hint new-password-error" : "new-password-hint"}
          value={props.password}
          onChange={(e) => props.onPassword(e.target.value)}
        />
        <small id="new-password-hint" className="muted">
          {m["auth.passwordHint"]()}
        </small>
        <FieldError id="new-password-error" message={error} />
      </label>
      <label className="field">
        <span>{m["account.confirmNewPassword"]()}</span>
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
            {m["auth.passwordsDoNotMatch"]()}
          </small>
        )}
      </label>
    </>
  );
}
