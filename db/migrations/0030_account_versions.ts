/**
 * Issue 30 (a class answering at once): personal_versions.account_version, a second counter per account,
 * bumped only by writes to what the request's session statement reads of an account (server/auth/caller.ts):
 * the account itself, its profile, its roles, the parent's consent and a teacher's confirmation.
 *
 * `version` (migration 0020) still moves with every row a signed-in page shows its owner, answers and
 * enrolments included, and still stamps what is kept for a session. Before, the session's row kept in
 * memory was trusted only while `version` was unchanged, so a child answering exercises (each answer moves
 * it) had the whole row read again at every request; now it is trusted while `account_version` is
 * unchanged, and the request's small statement reads both counters.
 *
 * Only adds (a column with a default, and triggers): code without this migration still runs.
 */
import { type Kysely, sql } from "kysely";
import { afterRowTrigger, dialectOf, dropTrigger } from "../dialect";

/** Tables with a user_id whose rows the session statement reads (besides users itself). */
const ACCOUNT_TABLES = ["profiles", "user_roles", "parental_consents", "teacher_accounts"] as const;
const OPERATIONS = ["INSERT", "UPDATE", "DELETE"] as const;

const bump = (userId: string) => `UPDATE personal_versions SET account_version = account_version + 1 WHERE user_id = ${userId};`;

interface Trigger {
  name: string;
  table: string;
  event: (typeof OPERATIONS)[number];
  body: string;
}

function triggers(): Trigger[] {
  const list: Trigger[] = [{ name: "users_account_after_update", table: "users", event: "UPDATE", body: bump("NEW.id") }];
  for (const table of ACCOUNT_TABLES) {
    for (const event of OPERATIONS) {
      const row = event === "DELETE" ? "OLD" : "NEW";
      list.push({ name: `${table}_account_after_${event.toLowerCase()}`, table, event, body: bump(`${row}.user_id`) });
    }
  }
  return list;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw("ALTER TABLE personal_versions ADD COLUMN account_version INTEGER NOT NULL DEFAULT 0").execute(db);
  for (const trigger of triggers()) {
    for (const statement of afterRowTrigger(dialectOf(db), trigger)) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, table } of triggers()) {
    for (const statement of dropTrigger(dialectOf(db), name, table)) await sql.raw(statement).execute(db);
  }
  await sql.raw("ALTER TABLE personal_versions DROP COLUMN account_version").execute(db);
}
