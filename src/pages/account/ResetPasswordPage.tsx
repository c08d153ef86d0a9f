/**
 * Reset Password, reached from the e-mailed link /reset-password?token=…: new password and confirmation.
 * The token works once; afterwards every session of the account has ended and the person signs in again.
 */
import { type FormEvent, useState } from "react";
import { Link, useSearch } from "@tanstack/react-router";
import { t } from "../../../admin-modules/domain/messages";
import { toastError } from "../../lib/toast";
import { trpc } from "../../trpc";
import { NewPasswordFields } from "./PasswordFields";
import "./account.css";

export function ResetPasswordPage() {
  const { token = "" } = useSearch({ strict: false }) as { token?: string };
  const utils = trpc.useUtils();
  const status = trpc.auth.passwordResetStatus.useQuery({ token }, { enabled: token.length > 0 && token.length <= 100, retry: false });
  const reset = trpc.auth.resetPassword.useMutation();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return;
    try {
      await reset.mutateAsync({ token, newPassword: password });
      setDone(true);
      // If this browser was signed in to that account, its session has ended on the server: ask again.
      await utils.auth.session.invalidate();
    } catch (error) {
      toastError(t("account.resetFailed"), error);
    }
  };

  const invalid = !token || token.length > 100 || status.isError || status.data?.valid === false;

  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{t("account.resetTitle")}</h1>
        {done ? (
          <div className="success-panel" role="status">
            <p>{t("account.resetDone")}</p>
            <Link to="/auth" className="btn btn-primary btn-block">
              {t("nav.signIn")}
            </Link>
          </div>
        ) : invalid ? (
          <div className="success-panel">
            <p role="alert">{t("account.resetInvalid")}</p>
            <Link to="/forgot-password" className="btn btn-primary btn-block">
              {t("account.requestNewLink")}
            </Link>
          </div>
        ) : status.isPending ? (
          <p role="status">{t("site.loading")}</p>
        ) : (
          <form className="form" onSubmit={submit}>
            <p className="muted">{t("account.resetText")}</p>
            <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
            <button type="submit" className="btn btn-primary btn-block" disabled={reset.isPending || password !== confirm}>
              {t("account.resetButton")}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
