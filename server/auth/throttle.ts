/**
 * Sign-in throttling per e-mail, kept in SQLite so it holds across restarts and processes.
 * The attempt is counted in one statement before the password is checked, so parallel guesses
 * cannot slip past the limit.
 */
import { sql } from "kysely";
import type { DB } from "../../db/open";

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_MS = 15 * 60 * 1000;

/** Counts one attempt; answers whether the password may be checked at all. */
export async function countSignInAttempt(db: DB, email: string, now = new Date()): Promise<{ allowed: boolean }> {
  const key = email.trim().toLowerCase();
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
  const row = await db
    .insertInto("login_attempts")
    .values({ email: key, failures: 1, window_started_at: nowIso, locked_until: null })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet({
        failures: sql`CASE WHEN window_started_at < ${windowStart} THEN 1 ELSE failures + 1 END`,
        window_started_at: sql`CASE WHEN window_started_at < ${windowStart} THEN ${nowIso} ELSE window_started_at END`,
      }),
    )
    .returning(["failures", "locked_until"])
    .executeTakeFirstOrThrow();
  if (row.locked_until && row.locked_until > nowIso) return { allowed: false };
  if (row.failures > MAX_FAILURES) {
    const until = new Date(now.getTime() + LOCKOUT_MS).toISOString();
    await db.updateTable("login_attempts").set({ locked_until: until }).where("email", "=", key).execute();
    return { allowed: false };
  }
  return { allowed: true };
}

export async function clearSignInAttempts(db: DB, email: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("email", "=", email.trim().toLowerCase()).execute();
}
