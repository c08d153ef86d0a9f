/** The single row of site settings (id = 1), written by a super admin: insert or replace in one statement. */
import { inTransaction } from "../transaction";
import type { Kysely } from "kysely";
import type { DB } from "../../../db/open";
import { m } from "../../../admin-modules/domain/i18n";
import { defaultSiteSettings, getSiteSettings, type SiteSettings } from "../../services/site-settings";
import { valveCeilings } from "../../auth/rate-limit";
import { recordAudit } from "../audit";

export interface ValveSettings {
  signup_hourly_ceiling: number;
  submission_hourly_ceiling: number;
}

/** Each kind of e-mail to the people affected can be switched off (server/services/notify.ts reads them). */
export interface MailSwitches {
  mail_review_decisions: boolean;
  mail_registration_status: boolean;
  mail_registration_digest: boolean;
}

export const MAIL_SWITCHES = ["mail_review_decisions", "mail_registration_status", "mail_registration_digest"] as const;

/** The switches as stored (all on until a super admin changes them). */
export async function loadMailSwitches(db: DB | Kysely<any>): Promise<MailSwitches> {
  const row = (await (db as Kysely<any>)
    .selectFrom("site_settings")
    .select([...MAIL_SWITCHES])
    .where("id", "=", 1)
    .executeTakeFirst()) as Record<(typeof MAIL_SWITCHES)[number], number> | undefined;
  return {
    mail_review_decisions: row ? row.mail_review_decisions === 1 : true,
    mail_registration_status: row ? row.mail_registration_status === 1 : true,
    mail_registration_digest: row ? row.mail_registration_digest === 1 : true,
  };
}

/**
 * The settings screen's own data (not public): the global valve's hourly ceilings (server/auth/limits.ts,
 * VALVES) and the e-mail switches.
 */
export async function loadValveSettings(db: DB): Promise<ValveSettings & MailSwitches> {
  const ceilings = await valveCeilings(db);
  return { signup_hourly_ceiling: ceilings.signUps, submission_hourly_ceiling: ceilings.submissions, ...(await loadMailSwitches(db)) };
}

/** The child-safety settings are optional in the input: a form that does not show them keeps them. */
export type SiteSettingsInput = Omit<SiteSettings, "consent_age" | "quick_exit_url"> & Partial<Pick<SiteSettings, "consent_age" | "quick_exit_url">>;

/** The public settings, and the valve's ceilings when given (left as they are otherwise). */
export async function updateSiteSettings(db: DB, input: SiteSettingsInput & Partial<ValveSettings & MailSwitches>, actorId: number) {
  const values: Record<string, unknown> = { ...input, updated_at: new Date().toISOString() };
  for (const name of MAIL_SWITCHES) if (typeof input[name] === "boolean") values[name] = input[name] ? 1 : 0;
  await inTransaction(db, async (trx) => {
    const before = await trx.selectFrom("site_settings").selectAll().where("id", "=", 1).executeTakeFirst();
    await trx
      .insertInto("site_settings")
      .values({ ...defaultSiteSettings(), ...values, id: 1 })
      .onConflict((oc) => oc.column("id").doUpdateSet(values))
      .execute();
    const after = await trx.selectFrom("site_settings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
    const { updated_at: _was, ...was } = before ?? {};
    const { updated_at: _is, ...is } = after;
    await recordAudit(trx, { actor: actorId, module: "settings", rowId: 1, action: "update", before: before ? was : null, after: is });
  });
  return { settings: await getSiteSettings(db), message: m["admin.siteSettings.updated"]() };
}
