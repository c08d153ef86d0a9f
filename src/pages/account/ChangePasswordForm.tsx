/** Change password: current, new (at least 6), confirmation. The server ends every other session. */
import { type FormEvent, useRef, useState } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { FieldError, FormError } from "../../components/FieldError";
import { fieldErrorsOf, type FieldErrors, focusFirstInvalid, useFieldErrors } from "../../lib/form-errors";
import { toastSuccess } from "../../lib/toast";
import { trpc } from "../../trpc";
import { checkNewPassword, NewPasswordFields } from "./PasswordFields";

export function ChangePasswordForm() {
  const change = trpc.auth.changePassword.useMutation();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const { errors, setErrors, errorId, describe } = useFieldErrors("change-password");
  const form = useRef<HTMLFormElement>(null);
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstInvalid(form.current, found));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return;
    const found = { ...(current ? {} : { currentPassword: m["error.passwordRequired"]() }), ...checkNewPassword(password) };
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    try {
      await change.mutateAsync({ currentPassword: current, newPassword: password });
      toastSuccess(m["account.passwordChanged"](), m["account.passwordChangedText"]());
      setCurrent("");
      setPassword("");
      setConfirm("");
    } catch (error) {
      showErrors(fieldErrorsOf(error));
    }
  };

  return (
    <form ref={form} className="form" method="post" onSubmit={submit} noValidate>
      <label className="field">
        <span>{m["account.currentPassword"]()}</span>
        <input
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
          maxLength={200}
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          {...describe("currentPassword")}
        />
        <FieldError id={errorId("currentPassword")} message={errors.currentPassword} />
      </label>
      <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} errors={errors} />
      <FormError message={errors._} />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={change.isPending || password !== confirm}>
          {m["account.changePasswordButton"]()}
        </button>
      </div>
    </form>
  );
}
