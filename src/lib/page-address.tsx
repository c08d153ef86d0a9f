/**
 * The small pieces every page's plain forms share (issue #28), kept apart from the form hook
 * (src/lib/server-form.tsx) so the header and footer bring only these into every page's first download.
 */
import { useEffect, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { localizeHref } from "../../admin-modules/domain/i18n";

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
