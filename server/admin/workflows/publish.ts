/**
 * Turning an approved content submission into a row of its public table. content_data is free JSON
 * written by a submitter, so every value is checked here against the target table's rules; what is
 * optional gets a sensible default, and what an event cannot do without stops the approval with a
 * message naming the missing fields.
 */
import { TRPCError } from "@trpc/server";
import type { Transaction } from "kysely";
import type { ContentSubmissionsTable, Database } from "../../../db/types";
import type { Selectable } from "kysely";
import { slugify } from "../../../admin-modules/domain/slug";
import { m } from "../../../admin-modules/domain/i18n";
import {
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  DISTRICTS,
  EVENT_TYPES,
  MEDIA_TYPES,
  RESOURCE_CATEGORIES,
  RESOURCE_FILE_TYPES,
  SUBMISSION_AGE_GROUPS,
} from "../../../admin-modules/domain/vocabulary";

type Submission = Selectable<ContentSubmissionsTable>;
type Data = Record<string, unknown>;

const str = (v: unknown, max = 500): string | null => (typeof v === "string" && v.trim() ? v.trim().slice(0, max) : null);
const int = (v: unknown, min: number, max: number): number | null => {
  const n = typeof v === "string" && v.trim() ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) && n >= min && n <= max ? n : null;
};
const oneOf = <T extends string>(list: readonly T[], v: unknown): T | null => (list.includes(v as T) ? (v as T) : null);
const url = (v: unknown): string | null => {
  const s = str(v, 2000);
  return s && (/^https?:\/\/\S+$/i.test(s) || /^\/uploads\/[\w./-]+$/.test(s)) ? s : null;
};
const jsonOrNull = (v: unknown): string | null => (v && typeof v === "object" ? JSON.stringify(v) : null);

function data(sub: Submission): Data {
  if (!sub.content_data) return {};
  try {
    const parsed: unknown = JSON.parse(sub.content_data);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Data) : {};
  } catch {
    return {};
  }
}

function cannotPublish(fields: string[]): never {
  throw new TRPCError({ code: "BAD_REQUEST", message: m["admin.review.cannotPublish"]({ detail: fields.join(", ") }) });
}

/** "stories" / "photos" / "videos" (the back office's words) are the public side's story/photo/video. */
function mediaType(v: unknown): (typeof MEDIA_TYPES)[number] {
  const s = typeof v === "string" ? v.toLowerCase().replace(/ies$/, "y").replace(/s$/, "") : "";
  return oneOf(MEDIA_TYPES, s) ?? "story";
}

/**
 * Inserts the public row for the submission unless one already exists (source_submission_id is UNIQUE),
 * and returns its id. Runs inside the caller's transaction.
 */
export async function publishSubmission(trx: Transaction<Database>, sub: Submission, reviewerId: number, notes: string | null, now: string): Promise<number> {
  const d = data(sub);
  const submitter = sub.submitted_by
    ? await trx.selectFrom("profiles").select(["full_name", "organization_name"]).where("user_id", "=", sub.submitted_by).executeTakeFirst()
    : undefined;
  const who = submitter?.organization_name || submitter?.full_name || null;
  const common = { title: sub.title.slice(0, 200), description: sub.description, tags: sub.tags, source_submission_id: sub.id };

  switch (sub.content_type) {
    case "resource":
      await trx
        .insertInto("resources")
        .values({
          ...common,
          slug: slugify(sub.title) || "resource",
          category: oneOf(RESOURCE_CATEGORIES, d.category) ?? "education",
          age_group: sub.age_group ?? "all",
          file_type: oneOf(RESOURCE_FILE_TYPES, d.file_type) ?? "PDF",
          file_url: url(d.file_url),
          pages: int(d.pages, 0, 100000),
          organization_name: str(d.organization_name, 200) ?? submitter?.organization_name ?? null,
          created_by: sub.submitted_by,
        })
        .onConflict((oc) => oc.column("source_submission_id").doNothing())
        .execute();
      return idOf(trx, "resources", sub.id);

    case "learning": {
      const lessons = Array.isArray(d.lessons) ? d.lessons : null;
      const content = lessons ? { lessons } : d.course_content && typeof d.course_content === "object" ? d.course_content : null;
      await trx
        .insertInto("courses")
        .values({
          ...common,
          category: oneOf(COURSE_CATEGORIES, d.category) ?? COURSE_CATEGORIES[0],
          level: oneOf(COURSE_LEVELS, d.level) ?? "All Levels",
          thumbnail: url(sub.image_url),
          instructor_name: str(d.instructor_name, 200) ?? who ?? "Community",
          duration: str(d.duration, 50) ?? "Self-paced",
          lessons_count: lessons?.length ?? int(d.lessons_count, 0, 10000) ?? 0,
          age_group: sub.age_group ?? "all",
          price_type: "Free",
          price_amount: 0,
          course_content: jsonOrNull(content),
          created_by: sub.submitted_by,
        })
        .onConflict((oc) => oc.column("source_submission_id").doNothing())
        .execute();
      return idOf(trx, "courses", sub.id);
    }

    case "media":
      await trx
        .insertInto("media_submissions")
        .values({
          title: common.title,
          description: sub.description,
          source_submission_id: sub.id,
          type: mediaType(d.type),
          content: str(d.content, 20000),
          media_url: url(d.media_url),
          thumbnail: url(sub.image_url),
          author_name: str(d.author_name, 200) ?? submitter?.full_name ?? "Anonymous",
          author_age: int(d.author_age, 1, 120),
          age_group: oneOf(SUBMISSION_AGE_GROUPS, sub.age_group),
          status: "approved",
          submitted_by: sub.submitted_by,
          reviewed_by: reviewerId,
          review_notes: notes,
          reviewed_at: now,
          published_at: now,
        })
        .onConflict((oc) => oc.column("source_submission_id").doNothing())
        .execute();
      return idOf(trx, "media_submissions", sub.id);

    case "event": {
      const type = oneOf(EVENT_TYPES, d.type);
      const date = typeof d.event_date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d.event_date) ? d.event_date : null;
      const time = (v: unknown) => (typeof v === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(v) ? v : null);
      const start = time(d.start_time);
      const end = time(d.end_time);
      const location = str(d.location, 300);
      const district = oneOf(DISTRICTS, d.district);
      const capacity = int(d.capacity, 0, 1000000);
      const missing = Object.entries({ type, event_date: date, start_time: start, end_time: end, location, district, capacity })
        .filter(([, v]) => v === null)
        .map(([k]) => k);
      if (missing.length) cannotPublish(missing);
      const paid = d.price_type === "paid" && (int(d.price_amount, 1, 100000000) ?? 0) > 0;
      await trx
        .insertInto("events")
        .values({
          ...common,
          type: type!,
          event_date: date!,
          start_time: start!,
          end_time: end!,
          location: location!,
          district: district!,
          capacity: capacity!,
          age_group: str(d.age_group, 50) ?? sub.age_group ?? "all",
          organizer_name: str(d.organizer_name, 200) ?? who ?? "Community",
          price_type: paid ? "paid" : "free",
          price_amount: paid ? int(d.price_amount, 1, 100000000)! : 0,
          thumbnail: url(sub.image_url),
          contact_info: jsonOrNull(d.contact_info),
          created_by: sub.submitted_by,
        })
        .onConflict((oc) => oc.column("source_submission_id").doNothing())
        .execute();
      return idOf(trx, "events", sub.id);
    }
  }
}

async function idOf(trx: Transaction<Database>, table: "resources" | "courses" | "media_submissions" | "events", submissionId: number): Promise<number> {
  const row = await trx.selectFrom(table).select("id").where("source_submission_id", "=", submissionId).executeTakeFirstOrThrow();
  return row.id;
}
