/**
 * Sign-in failures per account (by e-mail), kept in SQLite so they hold across restarts and processes.
 * The attempt is counted in one statement before the password is checked, so parallel guesses cannot
 * slip past the limit. The numbers live in limits.ts (SIGN_IN_LOCKOUT).
 */
import { sql } from "kysely";
import type { DB } from "../../db/open";
import { m } from "../../admin-modules/domain/i18n";
import { SIGN_IN_LOCKOUT } from "./limits";
import { LimitReachedError, recordHit, waitPhrase } from "./rate-limit";

export const MAX_FAILURES = SIGN_IN_LOCKOUT.maxFailures;
export const WINDOW_MS = SIGN_IN_LOCKOUT.windowMs;
export const LOCKOUT_MS = SIGN_IN_LOCKOUT.lockoutMs;

/** Counts one attempt; answers whether the password may be checked at all, and if not, for how long. */
export async function countSignInAttempt(db: DB, email: string, now = new Date()): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const key = email.trim().toLowerCase();
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
  const row = await db
    .insertInto("login_attempts")
    .values({ email: key, failures: 1, window_started_at: nowIso, locked_until: null })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet({
        // Qualified: PostgreSQL would not know the stored row's column from the proposed (EXCLUDED) one.
        failures: sql`CASE WHEN login_attempts.window_started_at < ${windowStart} THEN 1 ELSE login_attempts.failures + 1 END`,
        window_started_at: sql`CASE WHEN login_attempts.window_started_at < ${windowStart} THEN ${nowIso} ELSE login_attempts.window_started_at END`,
      }),
    )
    .returning(["failures", "locked_until"])
    .executeTakeFirstOrThrow();
  const secondsUntil = (iso: string) => Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));
  if (row.locked_until && row.locked_until > nowIso) return { allowed: false, retryAfterSeconds: secondsUntil(row.locked_until) };
  if (row.failures > MAX_FAILURES) {
    const until = new Date(now.getTime() + LOCKOUT_MS).toISOString();
    await db.updateTable("login_attempts").set({ locked_until: until }).where("email", "=", key).execute();
    return { allowed: false, retryAfterSeconds: secondsUntil(until) };
  }
  return { allowed: true, retryAfterSeconds: 0 };
}

/** Counts one attempt and throws, with when to try again, while the account is locked. */
export async function enforceSignInAttempt(db: DB, email: string, now = new Date()): Promise<void> {
  const { allowed, retryAfterSeconds } = await countSignInAttempt(db, email, now);
  if (allowed) return;
  await recordHit(db, "signInLockout", now);
  throw new LimitReachedError("signInLockout", m["limits.signInLockout"]({ wait: waitPhrase(retryAfterSeconds) }), retryAfterSeconds).toTRPCError();
}

export async function clearSignInAttempts(db: DB, email: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("email", "=", email.trim().toLowerCase()).execute();
}
