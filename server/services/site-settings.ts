/** The single row of site settings, with defaults until a super admin changes them. */
import type { DB } from "../../db/open";
import { m } from "../../admin-modules/domain/i18n";
import { DEFAULT_CONSENT_AGE } from "../../admin-modules/domain/child-safety";

export interface SiteSettings {
  site_name: string;
  support_email: string;
  safety_email: string;
  partnerships_email: string;
  /** Below this age a parent must agree (README: "Privacy and children's data"). */
  consent_age: number;
  /** A neutral page "Leave quickly" opens. */
  quick_exit_url: string;
}

/** The defaults, in the request's language (the default site name is a message). */
export function defaultSiteSettings(): SiteSettings {
  return {
    site_name: m["site.defaultName"](),
    support_email: "support@childrights.lk",
    safety_email: "safety@childrights.lk",
    partnerships_email: "partnerships@childrights.lk",
    consent_age: DEFAULT_CONSENT_AGE,
    quick_exit_url: "https://www.bbc.com/weather",
  };
}

export async function getSiteSettings(db: DB): Promise<SiteSettings> {
  const row = await db
    .selectFrom("site_settings")
    .select(["site_name", "support_email", "safety_email", "partnerships_email", "consent_age", "quick_exit_url"])
    .where("id", "=", 1)
    .executeTakeFirst();
  return row ?? defaultSiteSettings();
}
