/**
 * The small pieces every page's plain forms share (issue #28), kept apart from the form hook
 * (src/lib/server-form.tsx) so the header and footer bring only these into every page's first download.
 * ActionForm and ConfirmInPage (the parent's and the classes pages' actions) are here too: in the entry they
 * cost every page a few hundred bytes, where a chunk of their own shared by those pages pushed the parent's
 * page over its first-load budget (tests/unit/bundle-budget.test.ts).
 */
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { localizeHref, m } from "../../admin-modules/domain/i18n";
import { useFormAnswer } from "./page-view";

/** The page's own address in its language (without its #fragment): where its forms post. */
export function usePageAddress(): string {
  return localizeHref(useRouterState({ select: (state) => state.location.href.split("#")[0]! }));
}

/** A text parameter of the address, whatever the route declares. */
export function useSearchText(name: string): string | undefined {
  const value = useRouterState({ select: (state) => (state.location.search as Record<string, unknown>)[name] });
  return typeof value === "string" ? value : undefined;
}

/** `?done=` of the address: what a form sent without the script has just done (the server's redirect says it). */
export const useDone = () => useSearchText("done");

/** False while the page is the server's (the script has not run, or JavaScript is off), then true. */
export function useAppRunning(): boolean {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return running;
}

/** The hidden field that names the form for the server (server/http/forms/handlers.ts). */
export function FormName({ name }: { name: string }) {
  return <input type="hidden" name="_form" value={name} />;
}

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
