/**
 * The dashboard in one call: counts from resources, courses, events, media and content submissions, the
 * 5 newest submissions, and for super admins the announcement and user totals, the review queues and
 * the limits reached today (with the global valve's state this hour).
 * Organization users' figures cover only what they created or submitted (the same ownership rules as
 * their lists).
 */
import type { DB } from "../../../db/open";
import type { ContentType, ReviewStatus } from "../../../db/types";
import { CONTENT_TYPES } from "../../../admin-modules/domain/vocabulary";
import type { Caller } from "../access";
import { limitsToday, type LimitsToday } from "./limits-today";
import { pendingCounts, reviewStatusCounts, urgentWaiting } from "./review-queue";
import { sql } from "kysely";
import { allModules, canDo, getTableModule, isOwnerScoped, isTranslatable, readSourceOf, type TableModule } from "../../../admin-modules/registry";
import { visibleWhere } from "../access";
import { compileWhere, dynamicValues } from "../where";
import { translationFilterWhere } from "../../services/translations";
import { anyDb } from "../crud";

/**
 * What is waiting for translation (issue 27): per translatable module the caller lists, how many of the
 * rows it sees lack a translation into some language and how many have one out of date (the list's
 * "missing translations" filter counts the same rows).
 */
async function untranslated(db: DB, caller: Caller) {
  const modules = allModules().filter((m): m is TableModule => m.kind === "table" && isTranslatable(m) && canDo(m, "list", caller.role));
  const dyn = dynamicValues(caller.userId);
  return Promise.all(
    modules.map(async (module) => {
      const row = (await anyDb(db)
        .selectFrom(readSourceOf(module))
        .select([
          sql<number>`count(*)`.as("total"),
          sql<number>`coalesce(sum(CASE WHEN ${translationFilterWhere(module, "missing")} THEN 1 ELSE 0 END), 0)`.as("missing"),
          sql<number>`coalesce(sum(CASE WHEN ${translationFilterWhere(module, "stale")} THEN 1 ELSE 0 END), 0)`.as("stale"),
        ])
        .where((eb) => compileWhere(eb, visibleWhere(module, caller), dyn))
        .executeTakeFirstOrThrow()) as { total: number; missing: number; stale: number };
      return { module: module.key, total: Number(row.total), missing: Number(row.missing), stale: Number(row.stale) };
    }),
  );
}

export const RECENT_SUBMISSIONS = 5;

/** The spec's response-time promise. */
export const REPORT_RESPONSE_HOURS = 24;

export async function loadDashboard(db: DB, caller: Caller, now = new Date()) {
  // Each figure counts the rows its module shows this caller: their own where the module's ownership
  // scopes the role to its own rows (an organization), every row otherwise.
  const ownOnly = (key: string) => isOwnerScoped(getTableModule(key)!, caller.role);
  const me = caller.userId;
  const count = async (query: Promise<{ n: number | bigint } | undefined>) => Number((await query)?.n ?? 0);

  const [resources, courses, events, media, byTypeRows, recent] = await Promise.all([
    count(
      db
        .selectFrom("resources")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .$if(ownOnly("resources"), (q) => q.where("created_by", "=", me))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom("courses")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .$if(ownOnly("learning"), (q) => q.where("created_by", "=", me))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom("events")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .$if(ownOnly("events"), (q) => q.where("created_by", "=", me))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom("media_submissions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .$if(ownOnly("media"), (q) => q.where("submitted_by", "=", me))
        .executeTakeFirst(),
    ),
    db
      .selectFrom("content_submissions")
      .select(["content_type", "status", (eb) => eb.fn.countAll<number>().as("n")])
      .$if(ownOnly("content-resource"), (q) => q.where("submitted_by", "=", me))
      .groupBy(["content_type", "status"])
      .execute(),
    db
      .selectFrom("content_submissions")
      .select(["id", "title", "content_type", "status", "submitted_at"])
      .$if(ownOnly("content-resource"), (q) => q.where("submitted_by", "=", me))
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

  // Review figures come from the same registry declarations as the queue and the sidebar's badges.
  const [review, awaiting, translations, urgentNow] = await Promise.all([
    reviewStatusCounts(db, caller),
    pendingCounts(db, caller),
    untranslated(db, caller),
    urgentWaiting(db, caller),
  ]);
  /** Urgent items (a safeguarding word) this caller may see waiting for a decision, and how many minutes the oldest has waited. */
  const urgent = {
    count: urgentNow.count,
    oldestMinutes: urgentNow.oldest ? Math.max(0, Math.floor((now.getTime() - Date.parse(urgentNow.oldest)) / 60000)) : null,
  };

  let admin: {
    announcements: number;
    users: number;
    pendingReview: number;
    openReports: number;
    overdueReports: number;
    limits: LimitsToday;
  } | null = null;
  // The site's own figures (announcements, people, reports, limits) are for those who may manage its people.
  if (canDo(getTableModule("users")!, "list", caller.role)) {
    // The spec promises an answer within 24 hours: an open report older than that is overdue.
    const overdueBefore = new Date(now.getTime() - REPORT_RESPONSE_HOURS * 60 * 60 * 1000).toISOString();
    const [announcements, users, openReports, overdueReports, limits] = await Promise.all([
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
          .selectFrom("reports")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "open")
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom("reports")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "open")
          .where("created_at", "<", overdueBefore)
          .executeTakeFirst(),
      ),
      limitsToday(db),
    ]);
    admin = { announcements, users, pendingReview: awaiting.total, openReports, overdueReports, limits };
  }

  return {
    counts: { resources, courses, events, media, submissions },
    submissionsByType: byType,
    /** Per review queue type (children's media, events, resources, courses, helplines): waiting, approved, rejected, all. */
    review,
    awaiting: awaiting.total,
    /** Per translatable module: rows lacking a translation, rows with one out of date, all rows. */
    translations,
    recent,
    urgent,
    admin,
  };
}
