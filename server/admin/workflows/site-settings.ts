/** The single row of site settings (id = 1), written by a super admin: insert or replace in one statement. */
import type { DB } from "../../../db/open";
import { m } from "../../../admin-modules/domain/i18n";
import { defaultSiteSettings, type SiteSettings } from "../../services/site-settings";
import { valveCeilings } from "../../auth/rate-limit";

export interface ValveSettings {
  signup_hourly_ceiling: number;
  submission_hourly_ceiling: number;
}

/** The global valve's hourly ceilings (server/auth/limits.ts, VALVES), for the settings screen. */
export async function loadValveSettings(db: DB): Promise<ValveSettings> {
  const ceilings = await valveCeilings(db);
  return { signup_hourly_ceiling: ceilings.signUps, submission_hourly_ceiling: ceilings.submissions };
}

/** The public settings, and the valve's ceilings when given (left as they are otherwise). */
export async function updateSiteSettings(db: DB, input: SiteSettings & Partial<ValveSettings>) {
  const values = { ...input, updated_at: new Date().toISOString() };
  await db
    .insertInto("site_settings")
    .values({ id: 1, ...defaultSiteSettings(), ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
  const { signup_hourly_ceiling: _s, submission_hourly_ceiling: _m, ...settings } = input;
  return { settings, message: m["admin.siteSettings.updated"]() };
}
