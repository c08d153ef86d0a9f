/**
 * The dashboard in one call: counts from resources, courses, events, media and content submissions, the
 * 5 newest submissions, and for super admins the announcement and user totals and the review queues.
 * Organization users' figures cover only what they created or submitted (the same ownership rules as
 * their lists).
 */
import type { DB } from "../../../db/open";
import type { ContentType, ReviewStatus } from "../../../db/types";
import { CONTENT_TYPES } from "../../../admin-modules/domain/vocabulary";
import type { Caller } from "../access";

export const RECENT_SUBMISSIONS = 5;

export async function loadDashboard(db: DB, caller: Caller) {
  const own = caller.role !== "super_admin";
  const me = caller.userId;
  const count = async (query: Promise<{ n: number | bigint } | undefined>) => Number((await query)?.n ?? 0);

  const [resources, courses, events, media, byTypeRows, recent] = await Promise.all([
    count(
      db
        .selectFrom("resources")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .$if(own, (q) => q.where("created_by", "=", me))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom("courses")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .$if(own, (q) => q.where("created_by", "=", me))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom("events")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .$if(own, (q) => q.where("created_by", "=", me))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom("media_submissions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .$if(own, (q) => q.where("submitted_by", "=", me))
        .executeTakeFirst(),
    ),
    db
      .selectFrom("content_submissions")
      .select(["content_type", "status", (eb) => eb.fn.countAll<number>().as("n")])
      .$if(own, (q) => q.where("submitted_by", "=", me))
      .groupBy(["content_type", "status"])
      .execute(),
    db
      .selectFrom("content_submissions")
      .select(["id", "title", "content_type", "status", "submitted_at"])
      .$if(own, (q) => q.where("submitted_by", "=", me))
      .orderBy("submitted_at", "desc")
      .orderBy("id", "desc")
      .limit(RECENT_SUBMISSIONS)
      .execute(),
  ]);

  const byType = Object.fromEntries(CONTENT_TYPES.map((type) => [type, { total: 0, pending: 0, approved: 0, rejected: 0 }])) as Record<
    ContentType,
    Record<ReviewStatus | "total", number>
  >;
  for (const row of byTypeRows) {
    byType[row.content_type][row.status] += Number(row.n);
    byType[row.content_type].total += Number(row.n);
  }
  const submissions = Object.values(byType).reduce((sum, v) => sum + v.total, 0);

  let admin: { announcements: number; users: number; pendingReview: number; pendingMedia: number; openReports: number } | null = null;
  if (caller.role === "super_admin") {
    const [announcements, users, pendingMedia, openReports] = await Promise.all([
      count(
        db
          .selectFrom("announcements")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom("profiles")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom("media_submissions")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "pending")
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom("reports")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "open")
          .executeTakeFirst(),
      ),
    ]);
    const pendingReview = Object.values(byType).reduce((sum, v) => sum + v.pending, 0);
    admin = { announcements, users, pendingReview, pendingMedia, openReports };
  }

  return { counts: { resources, courses, events, media, submissions }, submissionsByType: byType, recent, admin };
}
