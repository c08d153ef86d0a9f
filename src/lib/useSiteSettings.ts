/** Site name and contact addresses; defaults until the server answers, so nothing waits on them. */
import { QUICK_EXIT_META } from "../../admin-modules/domain/child-safety";
import { trpc } from "../trpc";

/** The configured quick-exit address the server wrote into the page, so Leave quickly never waits. */
function shellQuickExitUrl(): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${QUICK_EXIT_META}"]`)?.content || null;
}

export const FALLBACK_SETTINGS = {
  site_name: "Child Rights Hub Sri Lanka",
  support_email: "support@childrights.lk",
  safety_email: "safety@childrights.lk",
  partnerships_email: "partnerships@childrights.lk",
  consent_age: 16,
  quick_exit_url: shellQuickExitUrl() ?? "https://www.bbc.com/weather",
};

/** How long read settings count as fresh (the router's layout loader asks with the same). */
export const SETTINGS_STALE_MS = 5 * 60_000;

export function useSiteSettings() {
  const query = trpc.public.settings.useQuery(undefined, { staleTime: SETTINGS_STALE_MS });
  return query.data ?? FALLBACK_SETTINGS;
}
