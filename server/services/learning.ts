/**
 * Courses for learners: the list and detail reads (with the caller's own progress only), enrolment and
 * lesson completion. Counters and progress change inside one transaction each.
 */
import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import type { DB } from "../../db/open";
import type { Row } from "../../db/types";
import { m } from "../../admin-modules/domain/i18n";
import { idFromSlug } from "../../admin-modules/domain/slug";
import { parseJsonObject, publicCourse } from "./public-shapes";
import { computeAchievements } from "./learning-achievements";
import { withImages } from "./image-variants";
import { languagesShown, readerLanguageFirst } from "./content-language";
import type { ContentLanguageFilter } from "../../admin-modules/domain/vocabulary";

export interface Lesson {
  title: string;
  duration: string;
  content: string;
}

/** The lessons of course_content ({"lessons":[{title,duration,content}]}); anything malformed is skipped. */
export function parseLessons(courseContent: string | null): Lesson[] {
  const parsed = parseJsonObject<{ lessons?: unknown }>(courseContent);
  if (!parsed || !Array.isArray(parsed.lessons)) return [];
  return parsed.lessons
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === "object")
    .map((item) => ({
      title: typeof item.title === "string" ? item.title : "",
      duration: typeof item.duration === "string" ? item.duration : "",
      content: typeof item.content === "string" ? item.content : "",
    }));
}

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: m["learning.error.courseNotFound"]() });

async function activeCourse(db: DB, courseId: number): Promise<Row<"courses">> {
  const course = await db.selectFrom("courses").selectAll().where("id", "=", courseId).where("is_active", "=", 1).executeTakeFirst();
  if (!course) throw notFound();
  return course;
}

/**
 * The learning page: active courses, the reader's language and content for everyone first, then by
 * popularity; `language` keeps one language plus content for everyone. For a signed-in caller also their
 * own progress and achievements (achievements count every course, whatever the filter).
 */
export async function loadLearningList(db: DB, userId: number | null, language?: ContentLanguageFilter) {
  const rows = await db
    .selectFrom("courses")
    .selectAll()
    .where("is_active", "=", 1)
    .$if(language !== undefined, (qb) => qb.where("language", "in", languagesShown(language!)))
    .orderBy(readerLanguageFirst(language))
    .orderBy("enrolled_count", "desc")
    .orderBy("id", "asc")
    .execute();

  const progress = new Map<number, number>();
  let achievements = computeAchievements({ enrolments: 0, completedCourses: 0, lessonCompletions: [] });
  if (userId !== null) {
    const enrolments = await db.selectFrom("course_enrollments").select(["course_id", "progress", "completed_at"]).where("user_id", "=", userId).execute();
    for (const e of enrolments) progress.set(e.course_id, e.progress);
    // Bounded by the number of lessons that exist, so reading them all is cheap.
    const lessons = await db.selectFrom("lesson_progress").select("completed_at").where("user_id", "=", userId).execute();
    achievements = computeAchievements({
      enrolments: enrolments.length,
      completedCourses: enrolments.filter((e) => e.completed_at !== null).length,
      lessonCompletions: lessons.map((l) => l.completed_at),
    });
  }

  return {
    signedIn: userId !== null,
    courses: (await withImages(db, rows.map(publicCourse))).map((course) => ({
      ...course,
      progress: progress.get(course.id) ?? 0,
      enrolled: progress.has(course.id),
    })),
    achievements,
  };
}

/** One course with its lessons. Lesson texts go to enrolled callers; everyone sees titles and durations. */
export async function loadCourseDetail(db: DB, slug: string, userId: number | null) {
  const id = idFromSlug(slug);
  if (typeof id !== "number") throw notFound();
  const course = await activeCourse(db, id);
  const enrolment =
    userId === null
      ? undefined
      : await db
          .selectFrom("course_enrollments")
          .select(["progress", "completed_at"])
          .where("user_id", "=", userId)
          .where("course_id", "=", id)
          .executeTakeFirst();
  const done = enrolment
    ? (
        await db
          .selectFrom("lesson_progress")
          .select("lesson_index")
          .where("user_id", "=", userId!)
          .where("course_id", "=", id)
          .orderBy("lesson_index")
          .execute()
      ).map((r) => r.lesson_index)
    : [];
  const lessons = parseLessons(course.course_content);
  return {
    course: { ...(await withImages(db, [publicCourse(course)]))[0]!, description: course.description },
    lessons: lessons.map((lesson, index) => ({
      index,
      title: lesson.title,
      duration: lesson.duration,
      content: enrolment ? lesson.content : null,
    })),
    enrolled: Boolean(enrolment),
    progress: enrolment?.progress ?? 0,
    completedAt: enrolment?.completed_at ?? null,
    completedLessons: done.filter((index) => index < lessons.length),
  };
}

/**
 * Enrols the user once. The enrolment row and the enrolled_count rise happen in one transaction, and the
 * count rises only when the row is new, so enrolling twice (or ten times at once) counts once.
 */
export async function enrollInCourse(db: DB, userId: number, courseId: number) {
  return db.transaction().execute(async (trx) => {
    await activeCourse(trx, courseId);
    const inserted = await trx
      .insertInto("course_enrollments")
      .values({ user_id: userId, course_id: courseId })
      .onConflict((oc) => oc.columns(["user_id", "course_id"]).doNothing())
      .executeTakeFirst();
    const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (isNew) {
      await trx.updateTable("courses").set({ enrolled_count: sql`enrolled_count + 1` }).where("id", "=", courseId).execute();
    }
    const row = await trx
      .selectFrom("course_enrollments")
      .select("progress")
      .where("user_id", "=", userId)
      .where("course_id", "=", courseId)
      .executeTakeFirstOrThrow();
    return { enrolled: true as const, newlyEnrolled: isNew, progress: row.progress };
  });
}

/**
 * Marks one lesson done (idempotent) and recomputes progress = round(done / total * 100); the course is
 * complete at 100. Requires an enrolment: enrolling is a deliberate act that is counted.
 */
export async function completeLesson(db: DB, userId: number, courseId: number, lessonIndex: number) {
  return db.transaction().execute(async (trx) => {
    const course = await activeCourse(trx, courseId);
    const total = parseLessons(course.course_content).length;
    if (lessonIndex >= total) throw new TRPCError({ code: "BAD_REQUEST", message: m["learning.error.lessonNotFound"]() });
    const enrolment = await trx
      .selectFrom("course_enrollments")
      .select("completed_at")
      .where("user_id", "=", userId)
      .where("course_id", "=", courseId)
      .executeTakeFirst();
    if (!enrolment) throw new TRPCError({ code: "PRECONDITION_FAILED", message: m["learning.error.notEnrolled"]() });

    await trx
      .insertInto("lesson_progress")
      .values({ user_id: userId, course_id: courseId, lesson_index: lessonIndex })
      .onConflict((oc) => oc.columns(["user_id", "course_id", "lesson_index"]).doNothing())
      .execute();
    const doneRows = await trx
      .selectFrom("lesson_progress")
      .select("lesson_index")
      .where("user_id", "=", userId)
      .where("course_id", "=", courseId)
      .where("lesson_index", "<", total)
      .orderBy("lesson_index")
      .execute();
    const progress = Math.round((doneRows.length / total) * 100);
    const completedAt = progress === 100 ? (enrolment.completed_at ?? new Date().toISOString()) : enrolment.completed_at;
    await trx
      .updateTable("course_enrollments")
      .set({ progress, completed_at: completedAt })
      .where("user_id", "=", userId)
      .where("course_id", "=", courseId)
      .execute();
    return { progress, completedAt, completedLessons: doneRows.map((r) => r.lesson_index) };
  });
}
