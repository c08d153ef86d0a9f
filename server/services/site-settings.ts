/** The single row of site settings, with defaults until a super admin changes them. */
import type { DB } from "../../db/open";
import { t } from "../../admin-modules/domain/messages";

export const DEFAULT_SITE_SETTINGS = {
  site_name: t("site.defaultName"),
  support_email: "support@childrights.lk",
  safety_email: "safety@childrights.lk",
  partnerships_email: "partnerships@childrights.lk",
};

export type SiteSettings = typeof DEFAULT_SITE_SETTINGS;

export async function getSiteSettings(db: DB): Promise<SiteSettings> {
  const row = await db
    .selectFrom("site_settings")
    .select(["site_name", "support_email", "safety_email", "partnerships_email"])
    .where("id", "=", 1)
    .executeTakeFirst();
  return row ?? DEFAULT_SITE_SETTINGS;
}
