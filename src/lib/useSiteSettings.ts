/** Site name and contact addresses; defaults until the server answers, so nothing waits on them. */
import { QUICK_EXIT_META } from "../../admin-modules/domain/child-safety";
import { m } from "../../admin-modules/domain/i18n";
import type { SiteSettings } from "../../server/services/site-settings";
import { trpc } from "../trpc";

/** The configured quick-exit address the server wrote into the page, so Leave quickly never waits. */
function shellQuickExitUrl(): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${QUICK_EXIT_META}"]`)?.content || null;
}

/** Until the server's answer arrives (the page was drawn with it, so rarely): the defaults, in the page's language. */
export const fallbackSettings = (): SiteSettings => ({
  site_name: m["site.defaultName"](),
  contact_address: null,
  support_email: "support@childrights.lk",
  safety_email: "safety@childrights.lk",
  partnerships_email: "partnerships@childrights.lk",
  consent_age: 16,
  quick_exit_url: shellQuickExitUrl() ?? "https://www.bbc.com/weather",
  fallback: null,
});

/** How long read settings count as fresh (the router's layout loader asks with the same). */
export const SETTINGS_STALE_MS = 5 * 60_000;

export function useSiteSettings() {
  const query = trpc.public.settings.useQuery(undefined, { staleTime: SETTINGS_STALE_MS });
  return query.data ?? fallbackSettings();
}
