/**
 * Forgot Password: asks for the e-mail and always shows the same neutral confirmation, so the page never
 * tells whether an account exists. The link arrives by e-mail (or in the server's outbox without SMTP).
 * Works without the script too (server/http/forms/): the server sends the visitor to ?done=sent.
 */
import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { EmailField } from "../../components/EmailField";
import { m } from "../../../admin-modules/domain/i18n";
import { FormError } from "../../components/FieldError";
import { fieldErrorsOf, type FieldErrors, focusFirstInvalid, looksLikeEmail } from "../../lib/form-errors";
import { useServerForm } from "../../lib/server-form";
import { useDone } from "../../lib/page-address";
import { trpc } from "../../trpc";
import "./account.css";

export function ForgotPasswordPage() {
  const request = trpc.auth.requestPasswordReset.useMutation();
  const { values, set, errors, setErrors, form, formProps, formName, busy, onSubmit } = useServerForm("forgotPassword", { email: "" });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const done = useDone() === "sent";
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstInvalid(form.current, found));
  };

  const submit = onSubmit(async ({ email }) => {
    if (!looksLikeEmail(email)) return showErrors({ email: m["error.emailInvalid"]() });
    setErrors({});
    try {
      await request.mutateAsync({ email });
      setSentTo(email.trim());
    } catch (error) {
      showErrors(fieldErrorsOf(error));
    }
  });

  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{m["account.forgotTitle"]()}</h1>
        {sentTo !== null || done ? (
          <div className="success-panel" role="status">
            <p>{sentTo !== null ? m["account.forgotSent"]({ email: sentTo }) : m["form.done.forgotSent"]()}</p>
            <Link to="/auth" className="btn btn-primary btn-block">
              {m["account.backToSignIn"]()}
            </Link>
          </div>
        ) : (
          <form {...formProps} className="form" onSubmit={submit}>
            {formName}
            <p className="muted">{m["account.forgotText"]()}</p>
            <EmailField value={values.email} onChange={(email) => set("email")({ target: { value: email } })} error={errors.email} />
            <FormError message={errors._} />
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
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
