/**
 * Confirm an e-mail address, reached from the link sign-up sends (/verify-email?token=…): one button. A
 * button rather than confirming as the page opens, so a mail scanner that follows links confirms nothing.
 * Works in any browser, signed in or not, and without the script (the button posts the page's form:
 * server/http/forms/); the link works once and only for the address it was sent to.
 */
import { type FormEvent, useState } from "react";
import { Link, useSearch } from "@tanstack/react-router";
import { m } from "../../../admin-modules/domain/i18n";
import { toastError } from "../../lib/toast";
import { FormError } from "../../components/FieldError";
import { useServerForm } from "../../lib/server-form";
import { useDone } from "../../lib/page-address";
import { trpc } from "../../trpc";
import "./account.css";

export function VerifyEmailPage() {
  const { token = "" } = useSearch({ strict: false }) as { token?: string };
  const utils = trpc.useUtils();
  const wellFormed = token.length > 0 && token.length <= 100;
  const status = trpc.auth.emailVerificationStatus.useQuery({ token }, { enabled: wellFormed, retry: false });
  const verify = trpc.auth.verifyEmail.useMutation();
  const { errors, formProps, formName, busy, onSubmit } = useServerForm("verifyEmail", {});
  const [confirmed, setDone] = useState(false);
  const doneByServer = useDone() === "verified";
  const done = confirmed || doneByServer;

  const confirm = onSubmit(async () => {
    try {
      await verify.mutateAsync({ token });
      setDone(true);
      // A signed-in person sees the confirmed address in My Account at once.
      await utils.auth.session.invalidate();
    } catch (error) {
      toastError(m["auth.verify.failed"](), error);
    }
  });

  const invalid = !done && (!wellFormed || status.isError || status.data?.valid === false);

  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{m["auth.verify.title"]()}</h1>
        {done ? (
          <div className="success-panel" role="status">
            <p>{m["auth.verify.done"]()}</p>
            <Link to="/account" className="btn btn-primary btn-block">
              {m["nav.account"]()}
            </Link>
          </div>
        ) : invalid ? (
          <div className="success-panel">
            <p role="alert">{m["auth.verify.invalid"]()}</p>
            <Link to="/account" className="btn btn-primary btn-block">
              {m["nav.account"]()}
            </Link>
          </div>
        ) : status.isPending ? (
          <p role="status">{m["site.loading"]()}</p>
        ) : (
          <form {...formProps} className="success-panel" onSubmit={confirm as (event: FormEvent) => void}>
            {formName}
            <p>{m["auth.verify.text"]()}</p>
            <FormError message={errors._} />
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {m["auth.verify.button"]()}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
