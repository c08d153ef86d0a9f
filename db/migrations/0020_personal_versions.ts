/**
 * personal_versions: one counter per account, bumped by triggers inside every writing transaction that
 * changes what a signed-in page shows that person about themselves: the account (e-mail, password,
 * verification), the profile, the roles, the parent's consent, course enrolments and lesson ticks.
 *
 * Answers kept for one signed-in session (server/services/session-memo.ts) remember this counter with
 * the public tables' versions (migration 0009) and are served only while both are unchanged; the request's
 * one session statement reads it (server/auth/caller.ts). Because the database bumps it, no write path can
 * forget to, and a write by a second app process invalidates this process's copies too.
 *
 * A table added later whose rows a kept signed-in answer shows for their owner gets the same triggers in
 * its own migration, and the queries reading it join CALLER_KEPT_QUERIES (server/http/public-answers.ts).
 *
 * The row is made with the account (an insert trigger on users) and goes with it (ON DELETE CASCADE);
 * the bumps only UPDATE, so the deletes that cascade from an account never write a row for it again.
 */
import { type Kysely, sql } from "kysely";
import { afterRowTrigger, dialectOf, dropTrigger } from "../dialect";

/** Tables with a user_id whose rows a signed-in page shows their owner. */
const PERSONAL_TABLES = ["profiles", "user_roles", "parental_consents", "course_enrollments", "lesson_progress"] as const;
const OPERATIONS = ["INSERT", "UPDATE", "DELETE"] as const;

const triggerName = (table: string, operation: string) => `${table}_personal_after_${operation.toLowerCase()}`;
const bump = (userId: string) => `UPDATE personal_versions SET version = version + 1 WHERE user_id = ${userId};`;

interface Trigger {
  name: string;
  table: string;
  event: (typeof OPERATIONS)[number];
  body: string;
}

function triggers(): Trigger[] {
  const list: Trigger[] = [
    { name: "users_personal_after_insert", table: "users", event: "INSERT", body: "INSERT INTO personal_versions (user_id, version) VALUES (NEW.id, 0);" },
    { name: "users_personal_after_update", table: "users", event: "UPDATE", body: bump("NEW.id") },
  ];
  for (const table of PERSONAL_TABLES) {
    for (const event of OPERATIONS) {
      const row = event === "DELETE" ? "OLD" : "NEW";
      list.push({ name: triggerName(table, event), table, event, body: bump(`${row}.user_id`) });
    }
  }
  return list;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE TABLE personal_versions (
    user_id INTEGER PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    version INTEGER NOT NULL DEFAULT 0
  )`)
    .execute(db);
  await sql.raw("INSERT INTO personal_versions (user_id, version) SELECT id, 0 FROM users").execute(db);
  for (const trigger of triggers()) {
    for (const statement of afterRowTrigger(dialectOf(db), trigger)) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, table } of triggers()) {
    for (const statement of dropTrigger(dialectOf(db), name, table)) await sql.raw(statement).execute(db);
  }
  await sql.raw("DROP TABLE personal_versions").execute(db);
}
