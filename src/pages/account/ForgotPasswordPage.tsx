/**
 * Forgot Password: asks for the e-mail and always shows the same neutral confirmation, so the page never
 * tells whether an account exists. The link arrives by e-mail (or in the server's outbox without SMTP).
 */
import { type FormEvent, useRef, useState } from "react";
import { Link } from "@tanstack/react-router";
import { EmailField } from "../../components/EmailField";
import { t } from "../../../admin-modules/domain/messages";
import { FormError } from "../../components/FieldError";
import { fieldErrorsOf, type FieldErrors, focusFirstInvalid, looksLikeEmail } from "../../lib/form-errors";
import { trpc } from "../../trpc";
import "./account.css";

export function ForgotPasswordPage() {
  const request = trpc.auth.requestPasswordReset.useMutation();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstInvalid(form.current, found));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!looksLikeEmail(email)) return showErrors({ email: t("error.emailInvalid") });
    setErrors({});
    try {
      await request.mutateAsync({ email });
      setSentTo(email.trim());
    } catch (error) {
      showErrors(fieldErrorsOf(error));
    }
  };

  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{t("account.forgotTitle")}</h1>
        {sentTo !== null ? (
          <div className="success-panel" role="status">
            <p>{t("account.forgotSent", { email: sentTo })}</p>
            <Link to="/auth" className="btn btn-primary btn-block">{t("account.backToSignIn")}</Link>
          </div>
        ) : (
          <form ref={form} className="form" onSubmit={submit} noValidate>
            <p className="muted">{t("account.forgotText")}</p>
            <EmailField value={email} onChange={setEmail} error={errors.email} />
            <FormError message={errors._} />
            <button type="submit" className="btn btn-primary btn-block" disabled={request.isPending}>
              {t("account.forgotButton")}
            </button>
            <Link to="/auth" className="small text-link">{t("account.backToSignIn")}</Link>
          </form>
        )}
      </div>
    </section>
  );
}
