/**
 * An e-mail address counts for identity only once its owner has proved it (issue #26): nothing made
 * signed out with an address (event registrations) is linked to an account by that address until the
 * account has verified it.
 * - users.email_verified_at: when the address was proved; NULL until then.
 * - email_verifications: the links sent to prove it (the SHA-256 of each token, never the token), with
 *   the address each one proves, so a link sent before an address change proves nothing.
 *
 * Existing accounts: unverified, unless the database already holds proof that a link sent to the address
 * was used: a used password-reset link of the account, or a parent's granted consent when the parent's
 * e-mail is the account's own (the consent link went to that address). Everyone else verifies from My
 * Account ("Send the link").
 */
import { type Kysely, sql } from "kysely";
import { ddl, dialectOf } from "../dialect";

const statements = (now: string) => [
  `ALTER TABLE users ADD COLUMN email_verified_at TEXT`,
  `UPDATE users SET email_verified_at = (
    SELECT max(t.used_at) FROM one_time_tokens t WHERE t.user_id = users.id AND t.purpose = 'password_reset' AND t.used_at IS NOT NULL
  )`,
  `UPDATE users SET email_verified_at = (
    SELECT c.consented_at FROM parental_consents c WHERE c.user_id = users.id AND c.status = 'granted' AND lower(c.parent_email) = lower(users.email)
  ) WHERE email_verified_at IS NULL`,
  `CREATE TABLE email_verifications (
    token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT ${now}
  )`,
  `CREATE INDEX email_verifications_user ON email_verifications (user_id)`,
  `CREATE INDEX email_verifications_expires ON email_verifications (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements(ddl(dialectOf(db)).now())) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`DROP TABLE email_verifications`).execute(db);
  await sql.raw(`ALTER TABLE users DROP COLUMN email_verified_at`).execute(db);
}
