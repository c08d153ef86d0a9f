/** The single row of site settings (id = 1), written by a super admin: insert or replace in one statement. */
import { inTransaction } from "../transaction";
import type { Kysely } from "kysely";
import type { DB } from "../../../db/open";
import { m } from "../../../admin-modules/domain/i18n";
import { defaultSiteSettings, getSiteSettings, type SiteSettings, storedSiteSettings } from "../../services/site-settings";
import { loadTranslations, writeTranslations } from "../../services/translations";
import type { TextLanguage, TranslationsInput } from "../../../admin-modules/registry";
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

/**
 * The child-safety settings, the address, the texts' language and their translations are optional in the
 * input: a form that does not show them keeps them.
 */
export type SiteSettingsInput = Omit<SiteSettings, "consent_age" | "quick_exit_url" | "contact_address" | "fallback"> &
  Partial<Pick<SiteSettings, "consent_age" | "quick_exit_url" | "contact_address">> & { language?: TextLanguage; translations?: TranslationsInput };

/** The site's name and address as written, with their translations (the Settings screen edits these). */
export async function loadSiteTexts(db: DB) {
  const row = await storedSiteSettings(db);
  const texts = row ?? { ...defaultSiteSettings(), language: "en" as TextLanguage };
  return {
    language: texts.language,
    site_name: texts.site_name,
    contact_address: texts.contact_address,
    translations: row ? await loadTranslations(db, "site_settings", row, 1) : {},
  };
}

/** The public settings, and the valve's ceilings when given (left as they are otherwise). */
export async function updateSiteSettings(db: DB, input: SiteSettingsInput & Partial<ValveSettings & MailSwitches>, actorId: number) {
  const { translations, ...settings } = input;
  const values: Record<string, unknown> = { ...settings, updated_at: new Date().toISOString() };
  for (const name of MAIL_SWITCHES) if (typeof input[name] === "boolean") values[name] = input[name] ? 1 : 0;
  await inTransaction(db, async (trx) => {
    const before = await trx.selectFrom("site_settings").selectAll().where("id", "=", 1).executeTakeFirst();
    const { fallback: _fallback, ...defaults } = defaultSiteSettings();
    await trx
      .insertInto("site_settings")
      .values({ ...defaults, ...values, id: 1 })
      .onConflict((oc) => oc.column("id").doUpdateSet(values))
      .execute();
    const after = await trx.selectFrom("site_settings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
    const translated = translations ? await writeTranslations(trx, "site_settings", after, 1, translations) : { before: {}, after: {} };
    const { updated_at: _was, ...was } = before ?? {};
    const { updated_at: _is, ...is } = after;
    await recordAudit(trx, {
      actor: actorId,
      module: "settings",
      rowId: 1,
      action: "update",
      before: before ? { ...was, ...translated.before } : null,
      after: { ...is, ...translated.after },
    });
  });
  return { settings: await getSiteSettings(db), message: m["admin.siteSettings.updated"]() };
}
