/**
 * Forgot Password: asks for the e-mail and always shows the same neutral confirmation, so the page never
 * tells whether an account exists. The link arrives by e-mail (or in the server's outbox without SMTP).
 */
import { type FormEvent, useState } from "react";
import { Link } from "@tanstack/react-router";
import { EmailField } from "../../components/EmailField";
import { t } from "../../../admin-modules/domain/messages";
import { toastError } from "../../lib/toast";
import { trpc } from "../../trpc";
import "./account.css";

export function ForgotPasswordPage() {
  const request = trpc.auth.requestPasswordReset.useMutation();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await request.mutateAsync({ email });
      setSentTo(email.trim());
    } catch (error) {
      toastError(t("account.forgotFailed"), error);
    }
  };

  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{t("account.forgotTitle")}</h1>
        {sentTo !== null ? (
          <div className="success-panel" role="status">
            <p>{t("account.forgotSent", { email: sentTo })}</p>
            <Link to="/auth" className="btn btn-primary btn-block">
              {t("account.backToSignIn")}
            </Link>
          </div>
        ) : (
          <form className="form" onSubmit={submit}>
            <p className="muted">{t("account.forgotText")}</p>
            <EmailField value={email} onChange={setEmail} />
            <button type="submit" className="btn btn-primary btn-block" disabled={request.isPending}>
              {t("account.forgotButton")}
            </button>
            <Link to="/auth" className="small text-link">
              {t("account.backToSignIn")}
            </Link>
          </form>
        )}
      </div>
    </section>
  );
}
