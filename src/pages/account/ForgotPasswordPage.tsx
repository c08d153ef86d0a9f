/**
 * Forgot Password: asks for the e-mail and always shows the same neutral confirmation, so the page never
 * tells whether an account exists. The link arrives by e-mail (or in the server's outbox without SMTP).
 */
import { type FormEvent, useRef, useState } from "react";
import { Link } from "@tanstack/react-router";
import { EmailField } from "../../components/EmailField";
import { m } from "../../../admin-modules/domain/i18n";
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
    if (!looksLikeEmail(email)) return showErrors({ email: m["error.emailInvalid"]() });
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
        <h1>{m["account.forgotTitle"]()}</h1>
        {sentTo !== null ? (
          <div className="success-panel" role="status">
            <p>{m["account.forgotSent"]({ email: sentTo })}</p>
            <Link to="/auth" className="btn btn-primary btn-block">
              {m["account.backToSignIn"]()}
            </Link>
          </div>
        ) : (
          <form ref={form} className="form" onSubmit={submit} noValidate>
            <p className="muted">{m["account.forgotText"]()}</p>
            <EmailField value={email} onChange={setEmail} error={errors.email} />
            <FormError message={errors._} />
            <button type="submit" className="btn btn-primary btn-block" disabled={request.isPending}>
              {m["account.forgotButton"]()}
            </button>
            <Link to="/auth" className="small text-link">
              {m["account.backToSignIn"]()}
            </Link>
          </form>
        )}
      </div>
    </section>
  );
}
