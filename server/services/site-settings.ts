/**
 * The single row of site settings, with defaults until a super admin changes them. The site's name and
 * address are written once per language (issue 27): public answers carry the reader's.
 */
import type { DB } from "../../db/open";
import { m } from "../../admin-modules/domain/i18n";
import { DEFAULT_CONSENT_AGE } from "../../admin-modules/domain/child-safety";
import { type Fallback, localizeRow } from "./translations";

export interface SiteSettings {
  site_name: string;
  /** Where the organisation is, for the contact page; null: the default text ("Colombo, Sri Lanka"). */
  contact_address: string | null;
  support_email: string;
  safety_email: string;
  partnerships_email: string;
  /** Below this age a parent must agree (README: "Privacy and children's data"). */
  consent_age: number;
  /** A neutral page "Leave quickly" opens. */
  quick_exit_url: string;
  /** The texts above left in their original language on a page in another. */
  fallback: Fallback;
}

/** The defaults, in the request's language (the default site name is a message). */
export function defaultSiteSettings(): SiteSettings {
  return {
    site_name: m["site.defaultName"](),
    contact_address: null,
    support_email: "support@childrights.lk",
    safety_email: "safety@childrights.lk",
    partnerships_email: "partnerships@childrights.lk",
    consent_age: DEFAULT_CONSENT_AGE,
    quick_exit_url: "https://www.bbc.com/weather",
    fallback: null,
  };
}

/** The settings as stored, texts in their original language (the back office edits these). */
export function storedSiteSettings(db: DB) {
  return db
    .selectFrom("site_settings")
    .select(["id", "site_name", "contact_address", "language", "support_email", "safety_email", "partnerships_email", "consent_age", "quick_exit_url"])
    .where("id", "=", 1)
    .executeTakeFirst();
}

/** The settings in the reader's language. */
export async function getSiteSettings(db: DB): Promise<SiteSettings> {
  const row = await storedSiteSettings(db);
  if (!row) return defaultSiteSettings();
  const { id: _id, language: _language, source: _source, ...read } = await localizeRow(db, "site_settings", row);
  return read;
}
