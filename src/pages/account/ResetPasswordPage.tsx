/**
 * Reset Password, reached from the e-mailed link /reset-password?token=…: new password and confirmation.
 * The token works once; afterwards every session of the account has ended and the person signs in again.
 */
import { useState } from "react";
import { Link, useSearch } from "@tanstack/react-router";
import { m } from "../../../admin-modules/domain/i18n";
import { FormError } from "../../components/FieldError";
import { fieldErrorsOf, type FieldErrors, focusFirstInvalid } from "../../lib/form-errors";
import { useServerForm } from "../../lib/server-form";
import { trpc } from "../../trpc";
import { checkNewPassword, NewPasswordFields } from "./PasswordFields";
import "./account.css";

export function ResetPasswordPage() {
  const { token = "" } = useSearch({ strict: false }) as { token?: string };
  const utils = trpc.useUtils();
  const status = trpc.auth.passwordResetStatus.useQuery({ token }, { enabled: token.length > 0 && token.length <= 100, retry: false });
  const reset = trpc.auth.resetPassword.useMutation();
  const { values, set, errors, setErrors, form, formProps, formName, busy, onSubmit } = useServerForm("resetPassword", {
    newPassword: "",
    confirmNewPassword: "",
  });
  const [done, setDone] = useState(false);
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstInvalid(form.current, found));
  };

  const submit = onSubmit(async ({ newPassword, confirmNewPassword }) => {
    if (newPassword !== confirmNewPassword) return;
    const found = checkNewPassword(newPassword);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    try {
      await reset.mutateAsync({ token, newPassword });
      setDone(true);
      // If this browser was signed in to that account, its session has ended on the server: ask again.
      await utils.auth.session.invalidate();
    } catch (error) {
      showErrors(fieldErrorsOf(error));
    }
  });

  const invalid = !token || token.length > 100 || status.isError || status.data?.valid === false;

  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{m["account.resetTitle"]()}</h1>
        {done ? (
          <div className="success-panel" role="status">
            <p>{m["account.resetDone"]()}</p>
            <Link to="/auth" className="btn btn-primary btn-block">
              {m["nav.signIn"]()}
            </Link>
          </div>
        ) : invalid ? (
          <div className="success-panel">
            <p role="alert">{m["account.resetInvalid"]()}</p>
            <Link to="/forgot-password" className="btn btn-primary btn-block">
              {m["account.requestNewLink"]()}
            </Link>
          </div>
        ) : status.isPending ? (
          <p role="status">{m["site.loading"]()}</p>
        ) : (
          <form {...formProps} className="form" onSubmit={submit}>
            {formName}
            <p className="muted">{m["account.resetText"]()}</p>
            <NewPasswordFields
              password={values.newPassword}
              confirm={values.confirmNewPassword}
              onPassword={(value) => set("newPassword")({ target: { value } })}
              onConfirm={(value) => set("confirmNewPassword")({ target: { value } })}
              errors={errors}
            />
            <FormError message={errors._} />
            <button type="submit" className="btn btn-primary btn-block" disabled={busy || values.newPassword !== values.confirmNewPassword}>
              {m["account.resetButton"]()}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
