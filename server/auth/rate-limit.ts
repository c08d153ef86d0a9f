/**
 * Counting calls against the limits of server/auth/limits.ts, in the database (table `rate_limits`), so
 * that several app processes and a restart share the counts. One call is one transaction: the counters
 * of its limits go up in one statement, the global valve's counter only when they passed, one commit.
 * tRPC batches many calls into one request, so this counts calls, not requests.
 */
import { isIPv6 } from "node:net";
import { sql } from "kysely";
import { TRPCError } from "@trpc/server";
import type { DB } from "../../db/open";
import { m, pickMessage } from "../../admin-modules/domain/i18n";
import { sriLankaDate } from "../../admin-modules/domain/time";
import { type HitCounter, LIMITS, type LimitedAction, type LimitName, VALVES, type ValveName } from "./limits";

export { LIMITS };

/** A limit said no: what to tell the person, and when they may try again. */
export class LimitReachedError extends Error {
  constructor(
    readonly counter: HitCounter,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = "LimitReachedError";
  }

  /** The same refusal for a tRPC procedure; the Retry-After header is set from its cause (app.ts). */
  toTRPCError(): TRPCError {
    return new TRPCError({ code: "TOO_MANY_REQUESTS", message: this.message, cause: this });
  }
}

/** The longest Retry-After among a response's errors, or null when none was a limit. */
export function retryAfterOf(errors: readonly unknown[]): number | null {
  let longest: number | null = null;
  for (const error of errors) {
    const cause = error instanceof LimitReachedError ? error : (error as { cause?: unknown } | null)?.cause;
    if (cause instanceof LimitReachedError) longest = Math.max(longest ?? 0, cause.retryAfterSeconds);
  }
  return longest;
}

/**
 * The unit a limit counts: an IPv4 address (also when written IPv4-mapped, "::ffff:1.2.3.4"), or an IPv6
 * /64 network, since one household or phone is handed a whole /64 and could otherwise rotate through it.
 * Anything else is used as it is.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * This machine itself is not limited per address. The server listens on loopback behind a reverse proxy
 * that names the visitor (X-Forwarded-For, trusted from loopback only): a request still seen as loopback
 * is either the operator or a proxy that failed to name the visitor, where one shared allowance would let
 * a single visitor lock everyone out. The browser tests also drive the one server from loopback.
 * Per-account limits and the global valve still apply.
 */
export function isLoopbackAddress(address: string): boolean {
  return address === "::1" || /^(::ffff:)?127\./.test(address);
}

/** Who is calling: the address (for per-address limits), the account if signed in, an e-mail if the call names one. */
export interface LimitCaller {
  ip?: string;
  userId?: number | null;
  email?: string;
}

interface Check {
  name: LimitName | `valve:${ValveName}`;
  subject: string;
  max: number;
  windowMs: number;
}

function subjectOf(per: (typeof LIMITS)[LimitName]["per"], who: LimitCaller): string | null {
  if (per === "address") return who.ip && !isLoopbackAddress(who.ip) ? addressKey(who.ip) : null;
  if (per === "account") return who.userId ? `account:${who.userId}` : null;
  return who.email ? `email:${who.email.trim().toLowerCase()}` : null;
}

/** The fixed window (aligned to the clock) that holds the instant. */
export function windowOf(windowMs: number, now: Date) {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start).toISOString(), end: new Date(start + windowMs).toISOString() };
}

/** Adds one to each check's window in one statement; answers each check's new count and window end. */
async function bump(db: DB, checks: Check[], now: Date) {
  const rows = checks.map((c) => {
    const w = windowOf(c.windowMs, now);
    return { bucket: c.name, subject: c.subject, window_start: w.start, window_end: w.end, count: 1 };
  });
  const counted = await db
    .insertInto("rate_limits")
    .values(rows)
    .onConflict((oc) => oc.columns(["bucket", "subject", "window_start"]).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning(["bucket", "subject", "count", "window_end"])
    .execute();
  return checks.map((c) => {
    const row = counted.find((r) => r.bucket === c.name && r.subject === c.subject)!;
    return { check: c, count: row.count, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(row.window_end) - now.getTime()) / 1000)) };
  });
}

/** The valves' hourly ceilings from the site settings (defaults until a super admin sets them). */
export async function valveCeilings(db: DB): Promise<Record<ValveName, number>> {
  const row = await db.selectFrom("site_settings").select(["signup_hourly_ceiling", "submission_hourly_ceiling"]).where("id", "=", 1).executeTakeFirst();
  return {
    signUps: row?.signup_hourly_ceiling ?? VALVES.signUps.defaultCeiling,
    submissions: row?.submission_hourly_ceiling ?? VALVES.submissions.defaultCeiling,
  };
}

const VALVE_OF: Partial<Record<LimitedAction, ValveName>> = { signUp: "signUps", submission: "submissions" };

/**
 * Counts one call of the action against its limits (and the global valve, for sign-ups and submissions).
 * Throws LimitReachedError when a limit is used up; a refused call is not counted by the valve, so a
 * flood from one address cannot close sign-ups for everyone. Answers whether the call passed a valve
 * that accepts anyway (many submissions this hour).
 */
export async function enforceLimits(db: DB, action: LimitedAction, who: LimitCaller, now = new Date()): Promise<{ pastValve: boolean }> {
  const checks: Check[] = [];
  for (const [name, limit] of Object.entries(LIMITS) as [LimitName, (typeof LIMITS)[LimitName]][]) {
    if (limit.action !== action) continue;
    const subject = subjectOf(limit.per, who);
    if (subject) checks.push({ name, subject, max: limit.max, windowMs: limit.windowMs });
  }
  const valve = VALVE_OF[action];
  if (checks.length === 0 && !valve) return { pastValve: false };

  // The refusal is thrown after the commit, so the counts and the day's hit are kept.
  const outcome = await db.transaction().execute(async (trx): Promise<{ refused: LimitReachedError | null; pastValve: boolean }> => {
    if (checks.length > 0) {
      const over = (await bump(trx, checks, now)).find((r) => r.count > r.check.max);
      if (over) {
        const name = over.check.name as LimitName;
        await recordHit(trx, name, now);
        return { refused: new LimitReachedError(name, limitMessage(name, over.retryAfterSeconds), over.retryAfterSeconds), pastValve: false };
      }
    }
    if (!valve) return { refused: null, pastValve: false };
    const spec = VALVES[valve];
    const ceiling = (await valveCeilings(trx))[valve];
    const [counted] = await bump(trx, [{ name: `valve:${valve}`, subject: "*", max: ceiling, windowMs: spec.window }], now);
    if (counted!.count <= ceiling) return { refused: null, pastValve: false };
    if (spec.refuses) {
      await recordHit(trx, "signUpValve", now);
      const message = m["limits.signUpValve"]({ wait: waitPhrase(counted!.retryAfterSeconds) });
      return { refused: new LimitReachedError("signUpValve", message, counted!.retryAfterSeconds), pastValve: true };
    }
    await recordHit(trx, "submissionValve", now);
    return { refused: null, pastValve: true };
  });
  if (outcome.refused) throw outcome.refused;
  return { pastValve: outcome.pastValve };
}

/** enforceLimits for tRPC procedures: a limit's refusal becomes TOO_MANY_REQUESTS with its message. */
export async function enforceLimitsForProcedure(db: DB, action: LimitedAction, who: LimitCaller): Promise<{ pastValve: boolean }> {
  try {
    return await enforceLimits(db, action, who);
  } catch (error) {
    if (error instanceof LimitReachedError) throw error.toTRPCError();
    throw error;
  }
}

/** Adds one to today's count (Sri Lanka calendar day) of a limit that said no, for the dashboard. */
export async function recordHit(db: DB, counter: HitCounter, now = new Date()): Promise<void> {
  await db
    .insertInto("rate_limit_hits")
    .values({ day: sriLankaDate(now), bucket: counter, count: 1 })
    .onConflict((oc) => oc.columns(["day", "bucket"]).doUpdateSet({ count: sql`rate_limit_hits.count + 1` }))
    .execute();
}

/** "in a minute", "in 12 minutes", "in 2 hours": when the person may try again. */
export function waitPhrase(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return m["limits.wait.oneMinute"]();
  if (minutes <= 90) return m["limits.wait.minutes"]({ minutes });
  return m["limits.wait.hours"]({ hours: Math.ceil(minutes / 60) });
}

/** "the last hour", "the last 15 minutes": the window a limit counts over, in words. */
function periodPhrase(windowMs: number): string {
  const minutes = Math.round(windowMs / 60_000);
  return minutes === 60 ? m["limits.period.hour"]() : m["limits.period.minutes"]({ minutes });
}

export function limitMessage(name: LimitName, retryAfterSeconds: number): string {
  return pickMessage(
    `limits.${name}`,
    {
      "limits.wait.oneMinute": m["limits.wait.oneMinute"],
      "limits.wait.minutes": m["limits.wait.minutes"],
      "limits.wait.hours": m["limits.wait.hours"],
      "limits.period.hour": m["limits.period.hour"],
      "limits.period.minutes": m["limits.period.minutes"],
      "limits.signInPerAddress": m["limits.signInPerAddress"],
      "limits.signInLockout": m["limits.signInLockout"],
      "limits.signUpPerAddress": m["limits.signUpPerAddress"],
      "limits.signUpValve": m["limits.signUpValve"],
      "limits.passwordResetPerAddress": m["limits.passwordResetPerAddress"],
      "limits.passwordResetPerEmail": m["limits.passwordResetPerEmail"],
      "limits.emailVerificationPerAddress": m["limits.emailVerificationPerAddress"],
      "limits.emailVerificationPerEmail": m["limits.emailVerificationPerEmail"],
      "limits.submissionPerAddress": m["limits.submissionPerAddress"],
      "limits.submissionPerAccount": m["limits.submissionPerAccount"],
      "limits.registrationPerAddress": m["limits.registrationPerAddress"],
      "limits.registrationPerAccount": m["limits.registrationPerAccount"],
      "limits.reportPerAddress": m["limits.reportPerAddress"],
      "limits.reportPerAccount": m["limits.reportPerAccount"],
      "limits.uploadPerAddress": m["limits.uploadPerAddress"],
      "limits.uploadPerAccount": m["limits.uploadPerAccount"],
      "limits.parentEmailPerAddress": m["limits.parentEmailPerAddress"],
      "limits.parentEmailPerEmail": m["limits.parentEmailPerEmail"],
      "limits.dataExportPerAddress": m["limits.dataExportPerAddress"],
      "limits.dataExportPerAccount": m["limits.dataExportPerAccount"],
      "limits.classJoinPerAddress": m["limits.classJoinPerAddress"],
      "limits.classJoinPerAccount": m["limits.classJoinPerAccount"],
    },
    { period: periodPhrase(LIMITS[name].windowMs), wait: waitPhrase(retryAfterSeconds) },
  );
}

/** Forgets every counter (tests). */
export async function resetRateLimits(db: DB): Promise<void> {
  await db.deleteFrom("rate_limits").execute();
}
