/**
 * A page's actions as forms posted to the page itself (with hidden fields), so they work before the script
 * runs (server/http/forms/); once the app runs, it does them instead. Used by the parent's pages and the
 * classes pages (issue 31).
 */
import type { FormEvent, ReactNode } from "react";
import { m } from "../../admin-modules/domain/i18n";
import { FormName, usePageAddress } from "../lib/page-address";
import { useFormAnswer } from "../lib/page-view";
import "./action-form.css";

/** One action as a form; once the app runs, `onApp` does it instead (with the app's confirm dialog where it asks one). */
export function ActionForm({ name, fields = {}, onApp, children }: { name: string; fields?: Record<string, string>; onApp: () => void; children: ReactNode }) {
  const action = usePageAddress();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApp();
  };
  return (
    <form method="post" action={action} onSubmit={submit} className="action-form">
      <FormName name={name} />
      {Object.entries(fields).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {children}
    </form>
  );
}

/**
 * The server's "are you sure?" for a deletion sent before the script ran: the same form again, confirmed
 * (its fields are those the server drew back, unless given).
 */
export function ConfirmInPage({
  name,
  title,
  message,
  confirmLabel,
  fields,
  className = "",
}: {
  name: string;
  title: string;
  message?: string;
  confirmLabel: string;
  fields?: Record<string, string>;
  /** The page's own card style beside the warning border. */
  className?: string;
}) {
  const answer = useFormAnswer(name);
  const action = usePageAddress();
  if (!answer?.confirm) return null;
  return (
    <section className={`card confirm-in-page ${className}`} role="alert" aria-labelledby={`${name}-confirm`}>
      <h2 id={`${name}-confirm`}>{title}</h2>
      {message && <p>{message}</p>}
      <form method="post" action={action} className="form-actions">
        <FormName name={name} />
        {Object.entries({ ...(fields ?? answer.values), _confirmed: "yes" }).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <button type="submit" className="btn btn-danger">
          {confirmLabel}
        </button>
        <a className="btn btn-outline" href={action}>
          {m["account.cancel"]()}
        </a>
      </form>
    </section>
  );
}
