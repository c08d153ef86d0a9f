/**
 * The dashboard's view of the limits (super admins): how often each limit said no today (Sri Lanka
 * calendar day), and whether sign-ups or submissions from all addresses together passed this hour's
 * ceiling of the global valve.
 */
import type { DB } from "../../../db/open";
import { sriLankaDate } from "../../../admin-modules/domain/time";
import { HIT_COUNTERS, type HitCounter, VALVES, type ValveName } from "../../auth/limits";
import { valveCeilings, windowOf } from "../../auth/rate-limit";

export interface ValveState {
  count: number;
  ceiling: number;
  over: boolean;
}

export interface LimitsToday {
  /** The limits that said no today, most often first. */
  hits: { counter: HitCounter; count: number }[];
  signUps: ValveState;
  submissions: ValveState;
}

export async function limitsToday(db: DB, now = new Date()): Promise<LimitsToday> {
  const [hitRows, ceilings, valveRows] = await Promise.all([
    db.selectFrom("rate_limit_hits").select(["bucket", "count"]).where("day", "=", sriLankaDate(now)).execute(),
    valveCeilings(db),
    db
      .selectFrom("rate_limits")
      .select(["bucket", "count"])
      .where("subject", "=", "*")
      .where("window_start", "=", windowOf(VALVES.signUps.window, now).start)
      .where("bucket", "in", ["valve:signUps", "valve:submissions"])
      .execute(),
  ]);
  const known = new Set<string>(HIT_COUNTERS);
  const hits = hitRows
    .filter((row) => known.has(row.bucket) && row.count > 0)
    .map((row) => ({ counter: row.bucket as HitCounter, count: row.count }))
    .sort((a, b) => b.count - a.count || a.counter.localeCompare(b.counter));
  const valve = (name: ValveName): ValveState => {
    const count = valveRows.find((row) => row.bucket === `valve:${name}`)?.count ?? 0;
    return { count, ceiling: ceilings[name], over: count > ceilings[name] };
  };
  return { hits, signUps: valve("signUps"), submissions: valve("submissions") };
}
