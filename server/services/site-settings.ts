/** The single row of site settings, with defaults until a super admin changes them. */
import type { DB } from "../../db/open";
import { m } from "../../admin-modules/domain/i18n";

export interface SiteSettings {
  site_name: string;
  support_email: string;
  safety_email: string;
  partnerships_email: string;
}

/** The defaults, in the request's language (the default site name is a message). */
export function defaultSiteSettings(): SiteSettings {
  return {
    site_name: m["site.defaultName"](),
    support_email: "support@childrights.lk",
    safety_email: "safety@childrights.lk",
    partnerships_email: "partnerships@childrights.lk",
  };
}

export async function getSiteSettings(db: DB): Promise<SiteSettings> {
  const row = await db
    .selectFrom("site_settings")
    .select(["site_name", "support_email", "safety_email", "partnerships_email"])
    .where("id", "=", 1)
    .executeTakeFirst();
  return row ?? defaultSiteSettings();
}
