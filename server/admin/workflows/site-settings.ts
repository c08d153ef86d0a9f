/** The single row of site settings (id = 1), written by a super admin: insert or replace in one statement. */
import type { DB } from "../../../db/open";
import { m } from "../../../admin-modules/domain/i18n";
import type { SiteSettings } from "../../services/site-settings";

export async function updateSiteSettings(db: DB, input: SiteSettings) {
  const values = { ...input, updated_at: new Date().toISOString() };
  await db
    .insertInto("site_settings")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
  return { settings: input, message: m["admin.siteSettings.updated"]() };
}
