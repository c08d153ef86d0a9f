/** Site name and contact addresses; defaults until the server answers, so nothing waits on them. */
import { trpc } from "../trpc";

export const FALLBACK_SETTINGS = {
  site_name: "Child Rights Hub Sri Lanka",
  support_email: "support@childrights.lk",
  safety_email: "safety@childrights.lk",
  partnerships_email: "partnerships@childrights.lk",
};

/** How long read settings count as fresh (the router's layout loader asks with the same). */
export const SETTINGS_STALE_MS = 5 * 60_000;

export function useSiteSettings() {
  const query = trpc.public.settings.useQuery(undefined, { staleTime: SETTINGS_STALE_MS });
  return query.data ?? FALLBACK_SETTINGS;
}
