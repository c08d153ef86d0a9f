/** The single row of site settings (id = 1), written by a super admin: insert or replace in one statement. */
import type { DB } from "../../../db/open";
import { t } from "../../../admin-modules/domain/messages";
import { getSiteSettings, type SiteSettings } from "../../services/site-settings";

/** The child-safety settings are optional in the input: a form that does not show them keeps them. */
export type SiteSettingsInput = Omit<SiteSettings, "consent_age" | "quick_exit_url"> & Partial<Pick<SiteSettings, "consent_age" | "quick_exit_url">>;

export async function updateSiteSettings(db: DB, input: SiteSettingsInput) {
  const values = { ...input, updated_at: new Date().toISOString() };
  await db
    .insertInto("site_settings")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
  return { settings: await getSiteSettings(db), message: t("admin.siteSettings.updated") };
}
