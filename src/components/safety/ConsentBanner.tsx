/**
 * For a child whose parent has not agreed yet: a friendly explanation at the top of every public page and
 * "Send the e-mail again" (the server allows it once every few minutes and says so).
 */
import { m } from "../../../admin-modules/domain/i18n";
import { useAuth } from "../../auth/AuthContext";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../trpc";
import "./safety.css";

export function ConsentBanner() {
  const { consent } = useAuth();
  const resend = trpc.account.resendConsent.useMutation();
  if (consent?.status !== "pending") return null;

  const send = async () => {
    try {
      await resend.mutateAsync();
      toastSuccess(m["safety.consent.resent"](), m["safety.consent.resentText"]());
    } catch (error) {
      toastError(m["safety.consent.resendFailed"](), error);
    }
  };

  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="container">
        <h2 id="consent-banner-title">{m["safety.consent.waitingTitle"]()}</h2>
        <p>{m["safety.consent.waitingText"]({ email: consent.parent_email })}</p>
        <button type="button" className="btn btn-outline" onClick={send} disabled={resend.isPending} data-needs-app>
          {m["safety.consent.resend"]()}
        </button>
      </div>
    </section>
  );
}
