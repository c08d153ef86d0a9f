/**
 * Issue 27: the language a staff member chose for the back office, kept with the account so that it follows
 * them to another computer (NULL: not chosen; the address, cookie and Accept-Language decide, as on the
 * public site). Not the e-mail language: that stays profiles.locale (migration 0012).
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`ALTER TABLE profiles ADD COLUMN back_office_locale TEXT CHECK (back_office_locale IS NULL OR back_office_locale IN ('en', 'si', 'ta'))`)
    .execute(db);
}
