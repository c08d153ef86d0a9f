/**
 * Courses for learners: the list and detail reads, each in two parts (what is the same for every reader,
 * kept in the public cache, and the caller's own progress, read in one statement and added per request),
 * enrolment and lesson completion. Counters and progress change inside one transaction each.
 */
import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import type { DB } from "../../db/open";
import type { Row } from "../../db/types";
import { m } from "../../admin-modules/domain/i18n";
import { idFromSlug } from "../../admin-modules/domain/slug";
import { publicCourse } from "./public-shapes";
import { computeAchievements } from "./learning-achievements";
import { withImages } from "./image-variants";
import { availableIn, type Fallback, localizeRow, localizeRows, readableFirst } from "./translations";
import type { ContentLanguageFilter } from "../../admin-modules/domain/vocabulary";

/** A course's lessons in order (course_lessons: position, then id). */
async function courseLessons(db: DB, courseId: number) {
  return db.selectFrom("course_lessons").selectAll().where("course_id", "=", courseId).orderBy("position").orderBy("id").execute();
}

/** A fallback limited to the fields the answer carries (a lesson's text goes to enrolled learners only). */
function shownFallback(fallback: Fallback, shown: readonly string[]): Fallback {
  const fields = fallback?.fields.filter((field) => shown.includes(field)) ?? [];
  return fallback && fields.length ? { lang: fallback.lang, fields } : null;
}

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: m["learning.error.courseNotFound"]() });

async function activeCourse(db: DB, courseId: number): Promise<Row<"courses">> {
  const course = await db.selectFrom("courses").selectAll().where("id", "=", courseId).where("is_active", "=", 1).executeTakeFirst();
  if (!course) throw notFound();
  return course;
}

/**
 * The learning page's courses, the same for every reader of a language (kept in the public cache by the
 * router): active courses in the reader's language, those readable in it (written or translated) first,
 * then by popularity; `language` keeps the courses readable in that language.
 */
export async function loadCourseList(db: DB, language?: ContentLanguageFilter) {
  const rows = await db
    .selectFrom("courses")
    .selectAll()
    .where("is_active", "=", 1)
    .$if(language !== undefined, (qb) => qb.where(availableIn("courses", language!)))
    .orderBy(readableFirst("courses", language))
    .orderBy("enrolled_count", "desc")
    .orderBy("id", "asc")
    .execute();
  return withImages(db, (await localizeRows(db, "courses", rows)).map(publicCourse));
}

/** A learner's own activity: every enrolment and every lesson tick, read in one statement. */
export async function learnerActivity(db: DB, userId: number) {
  const rows = await db
    .selectFrom("course_enrollments")
    .select([sql<"course" | "lesson">`'course'`.as("kind"), "course_id", "progress", "completed_at"])
    .where("user_id", "=", userId)
    .unionAll(
      db
        .selectFrom("lesson_progress")
        .select([
          sql<"course" | "lesson">`'lesson'`.as("kind"),
          "course_id",
          sql<number>`0`.as("progress"),
          sql<string | null>`completed_at`.as("completed_at"),
        ])
        .where("user_id", "=", userId),
    )
    .execute();
  const enrolments = rows.filter((row) => row.kind === "course");
  return {
    progress: new Map(enrolments.map((row) => [row.course_id, row.progress])),
    achievements: computeAchievements({
      enrolments: enrolments.length,
      completedCourses: enrolments.filter((row) => row.completed_at !== null).length,
      lessonCompletions: rows.flatMap((row) => (row.kind === "lesson" && row.completed_at !== null ? [row.completed_at] : [])),
    }),
  };
}

/**
 * The learning page's answer: the shared course list with the caller's own progress and achievements
 * added (achievements count every course, whatever the language filter). Nothing shared is changed.
 */
export function withLearnerActivity(courses: Awaited<ReturnType<typeof loadCourseList>>, activity: Awaited<ReturnType<typeof learnerActivity>> | null) {
  return {
    signedIn: activity !== null,
    courses: courses.map((course) => ({ ...course, progress: activity?.progress.get(course.id) ?? 0, enrolled: activity?.progress.has(course.id) ?? false })),
    achievements: activity?.achievements ?? computeAchievements({ enrolments: 0, completedCourses: 0, lessonCompletions: [] }),
  };
}

/**
 * One course with its lessons in the reader's language, the same for every reader (kept in the public
 * cache by the router). It holds the lessons' texts: withCourseProgress gives them to enrolled callers only.
 */
export async function loadCourse(db: DB, slug: string) {
  const id = idFromSlug(slug);
  if (typeof id !== "number") throw notFound();
  const course = await activeCourse(db, id);
  const lessons = await localizeRows(db, "course_lessons", await courseLessons(db, id));
  const localized = await localizeRow(db, "courses", course);
  return {
    course: { ...(await withImages(db, [publicCourse(localized)]))[0]!, description: localized.description },
    lessons: lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      duration: lesson.duration ?? "",
      content: lesson.content ?? "",
      fallback: lesson.fallback,
    })),
  };
}

/** A learner's enrolment in one course with the lessons they ticked, in one statement; null when not enrolled. */
export async function courseProgress(db: DB, userId: number, courseId: number) {
  const rows = await db
    .selectFrom("course_enrollments as e")
    .leftJoin("lesson_progress as l", (join) => join.onRef("l.user_id", "=", "e.user_id").onRef("l.course_id", "=", "e.course_id"))
    .select(["e.progress", "e.completed_at", "l.lesson_id"])
    .where("e.user_id", "=", userId)
    .where("e.course_id", "=", courseId)
    .execute();
  if (rows.length === 0) return null;
  return {
    progress: rows[0]!.progress,
    completedAt: rows[0]!.completed_at,
    done: new Set(rows.flatMap((row) => (row.lesson_id === null ? [] : [row.lesson_id]))),
  };
}

/**
 * The course page's answer: the shared course with the caller's own enrolment added. Lesson texts go to
 * enrolled callers only; everyone sees titles and durations.
 */
export function withCourseProgress(shared: Awaited<ReturnType<typeof loadCourse>>, enrolment: Awaited<ReturnType<typeof courseProgress>>) {
  const enrolled = enrolment !== null;
  return {
    course: shared.course,
    lessons: shared.lessons.map((lesson, index) => ({
      index,
      title: lesson.title,
      duration: lesson.duration,
      content: enrolled ? lesson.content : null,
      // The lesson's texts shown in its original language, for the page's lang and marker.
      fallback: shownFallback(lesson.fallback, enrolled ? ["title", "duration", "content"] : ["title", "duration"]),
    })),
    enrolled,
    progress: enrolment?.progress ?? 0,
    completedAt: enrolment?.completedAt ?? null,
    // Lessons are numbered by their place in the course; a tick belongs to its lesson.
    completedLessons: shared.lessons.flatMap((lesson, index) => (enrolment?.done.has(lesson.id) ? [index] : [])),
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
 * Marks one lesson (by its place in the course, as the page numbers them) done, idempotently, and
 * recomputes progress = round(done / total * 100); the course is complete at 100. Requires an enrolment:
 * enrolling is a deliberate act that is counted.
 */
export async function completeLesson(db: DB, userId: number, courseId: number, lessonIndex: number) {
  return db.transaction().execute(async (trx) => {
    await activeCourse(trx, courseId);
    const lessons = await courseLessons(trx, courseId);
    const total = lessons.length;
    const lesson = lessons[lessonIndex];
    if (!lesson) throw new TRPCError({ code: "BAD_REQUEST", message: m["learning.error.lessonNotFound"]() });
    const enrolment = await trx
      .selectFrom("course_enrollments")
      .select("completed_at")
      .where("user_id", "=", userId)
      .where("course_id", "=", courseId)
      .executeTakeFirst();
    if (!enrolment) throw new TRPCError({ code: "PRECONDITION_FAILED", message: m["learning.error.notEnrolled"]() });

    await trx
      .insertInto("lesson_progress")
      .values({ user_id: userId, course_id: courseId, lesson_id: lesson.id })
      .onConflict((oc) => oc.columns(["user_id", "lesson_id"]).doNothing())
      .execute();
    const done = new Set(
      (await trx.selectFrom("lesson_progress").select("lesson_id").where("user_id", "=", userId).where("course_id", "=", courseId).execute()).map(
        (r) => r.lesson_id,
      ),
    );
    const completedLessons = lessons.flatMap((l, index) => (done.has(l.id) ? [index] : []));
    const progress = Math.round((completedLessons.length / total) * 100);
    const completedAt = progress === 100 ? (enrolment.completed_at ?? new Date().toISOString()) : enrolment.completed_at;
    await trx
      .updateTable("course_enrollments")
      .set({ progress, completed_at: completedAt })
      .where("user_id", "=", userId)
      .where("course_id", "=", courseId)
      .execute();
    return { progress, completedAt, completedLessons };
  });
}
