/**
 * The one review queue and its counts, both derived from the registry's `review` declarations: every
 * module whose rows are reviewed before publication (children's media, content submissions, events and
 * emergency contacts written by organizations) contributes its rows waiting for a decision. The queue,
 * the sidebar badges and the dashboard read the same conditions, so their numbers always agree.
 */
import { type Kysely, sql } from "kysely";
import type { DB } from "../../../db/open";
import {
  awaitingReviewWhere,
  primaryKeyOf,
  REVIEW_QUEUE_TYPES,
  type ReviewQueueType,
  type ReviewSpec,
  firstWords,
  getTableModule,
  reviewedModules,
  type TableModule,
} from "../../../admin-modules/registry";
import { parseJsonList } from "../../services/public-shapes";
import { smallImages } from "../../services/image-variants";
import { activeScreeningWords, urgencyOf } from "../../services/urgent";
import { type Caller, ownedWhere } from "../access";
import { compileWhere, dynamicValues } from "../where";

type Reviewed = TableModule & { review: ReviewSpec };
// Tables come from the registry at run time, so the typed builder is set aside here.
const anyDb = (db: DB) => db as unknown as Kysely<any>;

/** This caller's rows of a reviewed module that wait for a decision (a super admin's: all of them). */
function awaitingQuery(db: DB, caller: Caller, module: Reviewed) {
  const dyn = dynamicValues(caller.userId);
  return anyDb(db)
    .selectFrom(module.table)
    .where((eb) => eb.and([compileWhere(eb, ownedWhere(module, caller), dyn), compileWhere(eb, awaitingReviewWhere(module.review), dyn)]));
}

export interface QueueInput {
  type?: ReviewQueueType;
  page: number;
  pageSize: number;
}

/** One page of everything waiting for review, urgent first, then newest submitted first, with counts per type. */
export async function reviewQueue(db: DB, caller: Caller, input: QueueInput) {
  const modules = reviewedModules();
  const shown = modules.filter((m) => !input.type || m.review.queueType === input.type);
  const parts = shown.map((m) => {
    const r = m.review;
    return awaitingQuery(db, caller, m).select([
      sql.lit(m.key).as("module"),
      sql.lit(r.queueType).as("type"),
      sql.ref(primaryKeyOf(m)).as("id"),
      sql.ref(r.titleColumn).as("title"),
      (r.summaryColumn ? sql.ref(r.summaryColumn) : sql.lit(null)).as("summary"),
      (r.tagsColumn ? sql.ref(r.tagsColumn) : sql.lit(null)).as("tags"),
      (r.bylineColumn ? sql.ref(r.bylineColumn) : sql.lit(null)).as("byline"),
      (r.pictureColumn ? sql.ref(r.pictureColumn) : sql.lit(null)).as("picture"),
      (r.storyColumn ? sql.ref(r.storyColumn) : sql.lit(null)).as("story"),
      sql.ref(r.submittedAt).as("submitted_at"),
      sql.ref(r.submittedBy).as("submitted_by"),
      // 1 or 0 on both databases (PostgreSQL's IS NOT NULL is a boolean, which a UNION cannot mix with 0).
      (r.changesColumn ? sql`CASE WHEN ${sql.ref(r.changesColumn)} IS NOT NULL THEN 1 ELSE 0 END` : sql.lit(0)).as("is_change"),
      (r.urgentColumn ? sql.ref(r.urgentColumn) : sql.lit(0)).as("urgent"),
      (r.urgentColumn ? sql.ref("urgent_rule") : sql.lit(null)).as("urgent_rule"),
    ]);
  });
  const counts = await pendingCounts(db, caller);
  if (!parts.length) return { rows: [], total: 0, page: input.page, pageSize: input.pageSize, counts: counts.byType };
  const union = parts.slice(1).reduce((all, part) => all.unionAll(part), parts[0]);
  const rows = (await anyDb(db)
    .selectFrom(union.as("queue"))
    .leftJoin("profiles", "profiles.user_id", "queue.submitted_by")
    .select([
      "queue.module",
      "queue.type",
      "queue.id",
      "queue.title",
      "queue.summary",
      "queue.tags",
      "queue.byline",
      "queue.picture",
      "queue.story",
      "queue.submitted_at",
      "queue.is_change",
      "queue.urgent",
      "queue.urgent_rule",
      "profiles.full_name as submitter_name",
      "profiles.organization_name as submitter_organization",
    ])
    // Urgent items (a safeguarding word, issue #29) first, whatever their age.
    .orderBy("queue.urgent", "desc")
    .orderBy("queue.submitted_at", "desc")
    .orderBy("queue.module")
    .orderBy("queue.id", "desc")
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute()) as {
    module: string;
    type: ReviewQueueType;
    id: number;
    title: string;
    summary: string | null;
    tags: string | null;
    byline: string | null;
    picture: string | null;
    story: string | null;
    submitted_at: string;
    is_change: number;
    urgent: number;
    urgent_rule: string | null;
    submitter_name: string | null;
    submitter_organization: string | null;
  }[];
  const total = input.type ? counts.byType[input.type] : counts.total;
  // Each row's picture as a thumbnail (its small copy where one was made), a story's first words (issue 29).
  const small = await smallImages(
    db,
    rows.map((r) => r.picture),
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      title: String(r.title),
      tags: parseJsonList(r.tags),
      is_change: Boolean(r.is_change),
      picture: r.picture?.trim() || null,
      small: (r.picture && small[r.picture]) || null,
      story: r.story ? firstWords(r.story) : null,
      urgent: Boolean(r.urgent),
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
    counts: counts.byType,
  };
}

/** Every item waiting for review (of one type, or all), newest first, at most `limit`: the queue's "select all". */
export async function awaitingItems(db: DB, caller: Caller, type: ReviewQueueType | undefined, limit: number) {
  const shown = reviewedModules().filter((m) => !type || m.review.queueType === type);
  const parts = shown.map((m) =>
    awaitingQuery(db, caller, m).select([
      sql.lit(m.key).as("module"),
      sql.ref(primaryKeyOf(m)).as("id"),
      sql.ref(m.review.submittedAt).as("submitted_at"),
      (m.review.urgentColumn ? sql.ref(m.review.urgentColumn) : sql.lit(0)).as("urgent"),
    ]),
  );
  if (!parts.length) return [];
  const union = parts.slice(1).reduce((all, part) => all.unionAll(part), parts[0]);
  const rows = (await anyDb(db)
    .selectFrom(union.as("queue"))
    .select(["queue.module", "queue.id"])
    .orderBy("queue.urgent", "desc")
    .orderBy("queue.submitted_at", "desc")
    .orderBy("queue.module")
    .orderBy("queue.id", "desc")
    .limit(limit)
    .execute()) as { module: string; id: number }[];
  return rows.map((r) => ({ module: String(r.module), id: Number(r.id) }));
}

/**
 * Rows waiting for review that this caller can act on or follow: per module (the sidebar's badges;
 * organization users count their own), per queue type and in all (Content Review's badge and filter).
 */
export async function pendingCounts(db: DB, caller: Caller) {
  const modules = reviewedModules();
  const values = await Promise.all(
    modules.map(async (m) =>
      Number(
        (
          await awaitingQuery(db, caller, m)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );
  const byModule: Record<string, number> = {};
  const byType = Object.fromEntries(REVIEW_QUEUE_TYPES.map((type) => [type, 0])) as Record<ReviewQueueType, number>;
  modules.forEach((m, i) => {
    byModule[m.key] = values[i];
    byType[m.review.queueType] += values[i];
  });
  const total = values.reduce((sum, n) => sum + n, 0);
  return { byModule, byType, total };
}

/** Pending rows screened when the dashboard is drawn, per module (far more than ever wait at once). */
const SCREENED_AT_READ = 2000;

/**
 * Urgent items waiting (issue #29), and when the oldest came in, among what this caller may see: rows of
 * the reviewed modules its role may list, within its ownership (an organization: its own events and
 * content submissions, never another's), and open urgent reports for the roles that may list reports.
 * A module with an urgent column (children's media, events, content submissions) was marked when written
 * (services/urgent.ts, admin/urgent-rows.ts); a module without one (helplines) is screened here with the
 * staff's safeguarding words.
 */
export async function urgentWaiting(db: DB, caller: Caller): Promise<{ count: number; oldest: string | null }> {
  const role = caller.role;
  if (!role) return { count: 0, oldest: null };
  const visible = reviewedModules().filter((m) => m.access.list.includes(role));
  const words = (await activeScreeningWords(db)).filter((w) => w.kind !== "personal");
  const screened = async (m: Reviewed) => {
    const texts = [m.review.titleColumn, m.review.summaryColumn, m.review.storyColumn].filter((c): c is string => Boolean(c));
    const rows = await awaitingQuery(db, caller, m)
      .select([...texts.map((c) => sql.ref(c).as(c)), sql.ref(m.review.submittedAt).as("at")])
      .limit(SCREENED_AT_READ)
      .execute();
    const urgent = rows.filter(
      (r) =>
        urgencyOf(
          texts.map((c) => r[c] as string | null),
          words,
        ).urgent,
    );
    return { n: urgent.length, oldest: urgent.map((r) => String(r.at)).sort()[0] ?? null };
  };
  const parts = await Promise.all([
    ...visible.map((m) =>
      m.review.urgentColumn
        ? awaitingQuery(db, caller, m)
            .where(sql.ref(m.review.urgentColumn), "=", 1)
            .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min(m.review.submittedAt).as("oldest")])
            .executeTakeFirstOrThrow()
        : screened(m),
    ),
    ...(getTableModule("reports")?.access.list.includes(role)
      ? [
          db
            .selectFrom("reports")
            .where("status", "=", "open")
            .where("urgent", "=", 1)
            .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min("created_at").as("oldest")])
            .executeTakeFirstOrThrow(),
        ]
      : []),
  ]);
  const oldest =
    parts
      .map((p) => p.oldest as string | null)
      .filter((t): t is string => Boolean(t))
      .sort()[0] ?? null;
  return { count: parts.reduce((sum, p) => sum + Number(p.n), 0), oldest };
}

/** Per queue type: waiting, approved, rejected and all rows this caller owns (a super admin: all). */
export async function reviewStatusCounts(db: DB, caller: Caller) {
  const modules = reviewedModules();
  const dyn = dynamicValues(caller.userId);
  const byType = Object.fromEntries(REVIEW_QUEUE_TYPES.map((type) => [type, { awaiting: 0, approved: 0, rejected: 0, total: 0 }])) as Record<
    ReviewQueueType,
    { awaiting: number; approved: number; rejected: number; total: number }
  >;
  for (const m of modules) {
    const status = sql.ref(m.review.statusColumn);
    const row = await anyDb(db)
      .selectFrom(m.table)
      .where((eb) => compileWhere(eb, ownedWhere(m, caller), dyn))
      .select((eb) => [
        sql<number>`count(*) filter (where ${compileWhere(eb, awaitingReviewWhere(m.review), dyn)})`.as("awaiting"),
        // An approved row with proposed changes is still approved (and public) while they wait.
        sql<number>`count(*) filter (where ${status} = 'approved')`.as("approved"),
        sql<number>`count(*) filter (where ${status} = 'rejected')`.as("rejected"),
        eb.fn.countAll<number>().as("total"),
      ])
      .executeTakeFirstOrThrow();
    const into = byType[m.review.queueType];
    for (const key of ["awaiting", "approved", "rejected", "total"] as const) into[key] += Number(row[key]);
  }
  return byType;
}
