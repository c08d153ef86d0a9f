/** Site name and contact addresses; defaults until the server answers, so nothing waits on them. */
import { trpc } from "../trpc";

export const FALLBACK_SETTINGS = {
  site_name: "Child Rights Hub Sri Lanka",
  support_email: "support@childrights.lk",
  safety_email: "safety@childrights.lk",
  partnerships_email: "partnerships@childrights.lk",
  consent_age: 16,
  quick_exit_url: "https://www.bbc.com/weather",
};

export function useSiteSettings() {
  const query = trpc.public.settings.useQuery(undefined, { staleTime: 5 * 60_000 });
  return query.data ?? FALLBACK_SETTINGS;
}
