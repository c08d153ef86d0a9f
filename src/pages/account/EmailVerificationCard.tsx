/**
 * My Account's card for an address not yet proved (issue #26): what waits for it, and "Send the link
 * again". Nothing for a proved address, nor for a child below the consent age (the parent's consent is
 * their flow, and nothing is linked to their account by their e-mail).
 */
import { useState } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { useAuth } from "../../auth/AuthContext";
import { toastError } from "../../lib/toast";
import { trpc } from "../../trpc";
import { ActionForm, useDone } from "../../lib/page-address";
import { useFormAnswer } from "../../lib/page-view";
import { FormError } from "../../components/FieldError";

export function EmailVerificationCard() {
  const { user, consent } = useAuth();
  const resend = trpc.auth.resendVerification.useMutation();
  const [sent, setSent] = useState(false);
  // Sent without the script: the page after it says so, or why not (the hourly limit).
  const sentByServer = useDone() === "verifySent";
  const refused = useFormAnswer("verifyResend")?.errors._;
  if (!user || user.emailVerified || consent) return null;

  const send = async () => {
    try {
      await resend.mutateAsync();
      setSent(true);
    } catch (error) {
      toastError(m["auth.verify.resendFailed"](), error);
    }
  };

  return (
    <section className="card account-card" aria-labelledby="account-verify">
      <h2 id="account-verify">{m["auth.verify.title"]()}</h2>
      <p>{m["auth.verify.accountText"]({ email: user.email })}</p>
      <p className="muted">{m["auth.verify.accountWaits"]()}</p>
      {sent || sentByServer ? (
        <p role="status" className="notice">
          {m["auth.verify.resent"]({ email: user.email })}
        </p>
      ) : (
        <div className="form-actions">
          {/* A plain form before the script (server/http/forms/handlers.ts, verifyResend); the app's call after. */}
          <ActionForm name="verifyResend" onApp={() => void send()}>
            <button type="submit" className="btn btn-outline" disabled={resend.isPending}>
              {m["auth.verify.resend"]()}
            </button>
            <FormError message={refused} />
          </ActionForm>
        </div>
      )}
    </section>
  );
}
