/**
 * The learning notice made real: active lesson time per Sri Lanka day, from a heartbeat the course page
 * sends once a minute while an enrolled learner has it open and visible. After 60 minutes in one day the
 * answer asks for a gentle "time for a break" message, once that day; nothing is ever blocked.
 */
import { sql } from "kysely";
import type { DB } from "../../db/open";
import { sriLankaDate } from "../../admin-modules/domain/time";

export const HEARTBEAT_SECONDS = 60;
export const DAILY_LEARNING_SECONDS = 60 * 60;
/** Beats closer together than this count nothing (a second tab, a reload, a script). */
const MIN_GAP_MS = 50_000;

/** A beat of `userId`'s; the caller checks first that the account may keep personal data (a parent's consent). */
export async function recordLearningActivity(db: DB, userId: number, now = new Date()): Promise<{ showBreak: boolean; minutesToday: number }> {
  const day = sriLankaDate(now);
  const at = now.toISOString();
  const earliest = new Date(now.getTime() - MIN_GAP_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("learning_time")
      .values({ user_id: userId, day, seconds: HEARTBEAT_SECONDS, last_beat_at: at })
      .onConflict((oc) =>
        oc.columns(["user_id", "day"]).doUpdateSet({
          // Qualified: PostgreSQL would not know the stored row's column from the proposed (EXCLUDED) one.
          seconds: sql`CASE WHEN learning_time.last_beat_at IS NULL OR learning_time.last_beat_at <= ${earliest} THEN learning_time.seconds + ${HEARTBEAT_SECONDS} ELSE learning_time.seconds END`,
          last_beat_at: sql`CASE WHEN learning_time.last_beat_at IS NULL OR learning_time.last_beat_at <= ${earliest} THEN ${at} ELSE learning_time.last_beat_at END`,
        }),
      )
      .execute();
    // Claimed in one statement, so two tabs cannot both show the message.
    const claimed = await trx
      .updateTable("learning_time")
      .set({ break_shown_at: at })
      .where("user_id", "=", userId)
      .where("day", "=", day)
      .where("seconds", ">=", DAILY_LEARNING_SECONDS)
      .where("break_shown_at", "is", null)
      .executeTakeFirst();
    const row = await trx.selectFrom("learning_time").select("seconds").where("user_id", "=", userId).where("day", "=", day).executeTakeFirstOrThrow();
    return { showBreak: Number(claimed.numUpdatedRows) > 0, minutesToday: Math.floor(row.seconds / 60) };
  });
}
