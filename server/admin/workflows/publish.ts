/**
 * Turning an approved content submission into a row of its public table. content_data is free JSON
 * written by a submitter, so values are checked here with the target module's own field rules (its
 * create schema, field by field: one source per rule); what is optional gets a sensible default, and
 * what an event cannot do without stops the approval with a message naming the missing fields.
 */
import { textLessonColumns } from "../../../admin-modules/domain/lesson-blocks";
import { TRPCError } from "@trpc/server";
import type { Transaction } from "kysely";
import type { ContentSubmissionsTable, Database } from "../../../db/types";
import type { Selectable } from "kysely";
import { slugify } from "../../../admin-modules/domain/slug";
import { m } from "../../../admin-modules/domain/i18n";
import { createSchema, getTableModule } from "../../../admin-modules/registry";
import type { z } from "zod";
import {
  languageOfText,
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  type EVENT_TYPES,
  MEDIA_TYPES,
  RESOURCE_CATEGORIES,
  RESOURCE_FILE_TYPES,
  SUBMISSION_AGE_GROUPS,
} from "../../../admin-modules/domain/vocabulary";
import { isUploadPath, isWebAddress } from "../../../admin-modules/domain/addresses";

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
  return s && (isWebAddress(s) || isUploadPath(s)) ? s : null;
};
/** The submitted contact: { phone, email, website } (the Submit an Event form's), or the same keys at the top. */
const contactOf = (d: Data): Data => (d.contact_info && typeof d.contact_info === "object" ? (d.contact_info as Data) : {});

function data(sub: Submission): Data {
  if (!sub.content_data) return {};
  try {
    const parsed: unknown = JSON.parse(sub.content_data);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Data) : {};
  } catch {
    return {};
  }
}

/**
 * A reader of submitted values through a target module's create schema, field by field: the value as the
 * module stores it, or null when it is missing or breaks the module's rule.
 */
function moduleRules(moduleKey: string) {
  const module = getTableModule(moduleKey);
  // The publish targets are built-in modules; one missing is a programming error, not a caller's.
  if (!module) throw new Error(`publish: module ${moduleKey} is not registered`);
  const shape = createSchema(module).shape as Record<string, z.ZodType>;
  return <T>(field: string, value: unknown): T | null => {
    const result = shape[field].safeParse(value);
    return result.success && result.data !== undefined && result.data !== null ? (result.data as T) : null;
  };
}

/** The lessons of a learning submission ({ lessons: [{ title, duration, content }] }, or inside course_content). */
function submittedLessons(d: Data): { title: string; duration: string | null; content: string | null }[] {
  const holder = d.course_content && typeof d.course_content === "object" ? (d.course_content as Data) : d;
  const lessons = Array.isArray(d.lessons) ? d.lessons : Array.isArray(holder.lessons) ? holder.lessons : [];
  return lessons
    .filter((item): item is Data => Boolean(item) && typeof item === "object" && !Array.isArray(item))
    .map((item) => ({ title: str(item.title, 200) ?? "", duration: str(item.duration, 50), content: str(item.content, 20000) }));
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
    ? await trx.selectFrom("profiles").select(["full_name", "username", "organization_name"]).where("user_id", "=", sub.submitted_by).executeTakeFirst()
    : undefined;
  const who = submitter?.organization_name || submitter?.full_name || null;
  // The submission's texts are its row's original: their language is the one they are written in.
  const language = languageOfText(`${sub.title} ${sub.description}`);
  const common = { title: sub.title.slice(0, 200), description: sub.description, tags: sub.tags, source_submission_id: sub.id, language };

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
          pages: moduleRules("resources")<number>("pages", d.pages),
          organization_name: str(d.organization_name, 200) ?? submitter?.organization_name ?? null,
          created_by: sub.submitted_by,
        })
        .onConflict((oc) => oc.column("source_submission_id").doNothing())
        .execute();
      return idOf(trx, "resources", sub.id);

    case "learning": {
      const valid = moduleRules("learning");
      const lessons = submittedLessons(d);
      await trx
        .insertInto("courses")
        .values({
          ...common,
          category: oneOf(COURSE_CATEGORIES, d.category) ?? COURSE_CATEGORIES[0],
          level: oneOf(COURSE_LEVELS, d.level) ?? "All Levels",
          thumbnail: valid<string>("thumbnail", sub.image_url),
          instructor_name: str(d.instructor_name, 200) ?? who ?? "Community",
          duration: str(d.duration, 50) ?? "Self-paced",
          lessons_count: lessons.length || (valid<number>("lessons_count", d.lessons_count) ?? 0),
          age_group: sub.age_group ?? "all",
          price_type: "Free",
          price_amount: 0,
          created_by: sub.submitted_by,
        })
        .onConflict((oc) => oc.column("source_submission_id").doNothing())
        .executeTakeFirst();
      const courseId = await idOf(trx, "courses", sub.id);
      // Its lessons, once: a course published earlier keeps the lessons it has.
      const existing = await trx.selectFrom("course_lessons").select("id").where("course_id", "=", courseId).limit(1).executeTakeFirst();
      if (!existing) {
        for (const [position, lesson] of lessons.entries()) {
          await trx
            .insertInto("course_lessons")
            .values({ course_id: courseId, position, title: lesson.title, duration: lesson.duration, ...textLessonColumns(lesson.content), language })
            .execute();
        }
      }
      return courseId;
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
          // A byline is public: the nickname given, else the public username, never the private full name.
          author_name: str(d.author_name, 200) ?? submitter?.username ?? "Anonymous",
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
      // Every value is checked by the events module's own field rules, as the admin create checks it.
      const valid = moduleRules("events");
      const type = valid<(typeof EVENT_TYPES)[number]>("type", d.type);
      const date = valid<string>("event_date", d.event_date);
      const start = valid<string>("start_time", d.start_time);
      const end = valid<string>("end_time", d.end_time);
      const location = valid<string>("location", d.location);
      const district = valid<string>("district", d.district);
      const capacity = valid<number>("capacity", d.capacity);
      const missing = Object.entries({ type, event_date: date, start_time: start, end_time: end, location, district, capacity })
        .filter(([, v]) => v === null)
        .map(([k]) => k);
      if (missing.length) cannotPublish(missing);
      const price = valid<number>("price_amount", d.price_amount);
      const paid = d.price_type === "paid" && (price ?? 0) > 0;
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
          age_group: valid<string>("age_group", d.age_group) ?? sub.age_group ?? "all",
          organizer_name: valid<string>("organizer_name", d.organizer_name) ?? who ?? "Community",
          price_type: paid ? "paid" : "free",
          price_amount: paid ? price! : 0,
          thumbnail: valid<string>("thumbnail", sub.image_url),
          contact_phone: valid<string>("contact_phone", contactOf(d).phone ?? d.contact_phone),
          contact_email: valid<string>("contact_email", contactOf(d).email ?? d.contact_email),
          contact_website: valid<string>("contact_website", contactOf(d).website ?? d.contact_website),
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
