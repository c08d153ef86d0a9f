/**
 * Courses for learners: the list and detail reads (with the caller's own progress only), enrolment and
 * lesson reading. A lesson is made of blocks (issue 30) in the reader's language, each block marked with
 * the original's language where its texts are not translated; its exercises go to enrolled learners with
 * what the page needs to give feedback at once (also offline), while the server alone decides what
 * counts (lesson-practice.ts). Counters and progress change inside one transaction each.
 */
import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import type { DB } from "../../db/open";
import type { Row } from "../../db/types";
import { getLocale, m } from "../../admin-modules/domain/i18n";
import { idFromSlug } from "../../admin-modules/domain/slug";
import { answerLines, type Block, parseBlocks, parseTexts, withTexts } from "../../admin-modules/domain/lesson-blocks";
import type { TextLanguage } from "../../admin-modules/domain/vocabulary";
import { publicCourse } from "./public-shapes";
import { computeAchievements, type LearningActivity, NO_ACTIVITY } from "./learning-achievements";
import { withImages } from "./image-variants";
import { availableIn, type Fallback, localizeRow, localizeRows, originalLanguageOf, readableFirst } from "./translations";
import type { ContentLanguageFilter } from "../../admin-modules/domain/vocabulary";
import { type LessonProgress, lessonsOf, progressOf, saveCourseProgress } from "./learning-progress";

/** A course's lessons in order (course_lessons: position, then id). */
async function courseLessons(db: DB, courseId: number) {
  return db.selectFrom("course_lessons").selectAll().where("course_id", "=", courseId).orderBy("position").orderBy("id").execute();
}

/** A fallback limited to the fields the answer carries (a lesson's blocks go to enrolled learners only). */
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

/** A block as a learner's page gets it: `lang` names the original's language where it was not translated. */
export type PublicBlock = Block & { lang?: TextLanguage };

/** A lesson's progress as its page shows it. */
function lessonProgressView(progress: LessonProgress | undefined) {
  if (!progress) return null;
  return {
    read: progress.read,
    state: progress.state,
    done: progress.done,
    current: progress.current,
    goal: progress.goal,
    rule: progress.rule,
  };
}

/**
 * What the achievements count, for one learner: lessons and courses mastered (courses named in the
 * reader's language) and the days they learned.
 */
export async function learningActivityOf(db: DB, userId: number): Promise<LearningActivity> {
  const [mastery, enrolments, reads, days] = await Promise.all([
    db.selectFrom("lesson_mastery").select(["mastered_at", "practised_at"]).where("user_id", "=", userId).execute(),
    db
      .selectFrom("course_enrollments")
      .innerJoin("courses", "courses.id", "course_enrollments.course_id")
      .selectAll("courses")
      .select("course_enrollments.completed_at as enrolment_completed_at")
      .where("course_enrollments.user_id", "=", userId)
      .where("course_enrollments.completed_at", "is not", null)
      .execute(),
    db.selectFrom("lesson_progress").select("completed_at").where("user_id", "=", userId).execute(),
    db.selectFrom("learning_time").select("day").where("user_id", "=", userId).execute(),
  ]);
  const courses = await localizeRows(db, "courses", enrolments);
  return {
    masteredLessons: mastery.flatMap((r) => (r.mastered_at ? [r.mastered_at] : [])),
    masteredCourses: courses.map((c) => ({ id: c.id, title: c.title, at: c.enrolment_completed_at! })),
    learningTimes: [...reads.map((r) => r.completed_at), ...mastery.map((r) => r.practised_at)],
    learningDays: days.map((d) => d.day),
  };
}

/**
 * The learning page: active courses in the reader's language, those readable in it (written or
 * translated) first, then by popularity; `language` keeps the courses readable in that language. For a
 * signed-in caller also their own progress, lesson by lesson for the courses they follow (My Progress),
 * and their achievements (which count every course, whatever the filter).
 */
export async function loadLearningList(db: DB, userId: number | null, language?: ContentLanguageFilter) {
  const rows = await db
    .selectFrom("courses")
    .selectAll()
    .where("is_active", "=", 1)
    .$if(language !== undefined, (qb) => qb.where(availableIn("courses", language!)))
    .orderBy(readableFirst("courses", language))
    .orderBy("enrolled_count", "desc")
    .orderBy("id", "asc")
    .execute();

  const enrolled = new Set<number>();
  let achievements = computeAchievements(NO_ACTIVITY);
  let progress = new Map<number, Awaited<ReturnType<typeof progressOf>> extends Map<number, infer P> ? P : never>();
  const titles = new Map<number, { title: string; lang?: TextLanguage }>();
  if (userId !== null) {
    const enrolments = await db.selectFrom("course_enrollments").select("course_id").where("user_id", "=", userId).execute();
    for (const e of enrolments) enrolled.add(e.course_id);
    const followed = rows.filter((row) => enrolled.has(row.id)).map((row) => row.id);
    const lessons = await lessonsOf(db, followed);
    progress = await progressOf(db, userId, followed, lessons);
    // The lessons' titles in the reader's language, for My Progress.
    if (lessons.length) {
      const named = await localizeRows(
        db,
        "course_lessons",
        await db.selectFrom("course_lessons").select(["id", "title", "language"]).where("id", "in", lessons.map((l) => l.id)).execute(),
      );
      for (const lesson of named) titles.set(lesson.id, { title: lesson.title, lang: lesson.fallback?.fields.includes("title") ? lesson.fallback.lang : undefined });
    }
    achievements = computeAchievements(await learningActivityOf(db, userId));
  }

  return {
    signedIn: userId !== null,
    courses: (await withImages(db, (await localizeRows(db, "courses", rows)).map(publicCourse))).map((course) => {
      const mine = progress.get(course.id);
      return {
        ...course,
        progress: mine?.percent ?? 0,
        enrolled: enrolled.has(course.id),
        // My Progress: each lesson in plain words (read, practised, mastered).
        lessons: mine
          ? mine.lessons.map((lesson) => ({
              id: lesson.lessonId,
              title: titles.get(lesson.lessonId)?.title ?? "",
              lang: titles.get(lesson.lessonId)?.lang ?? null,
              practice: lesson.exerciseIds.length > 0,
              ...lessonProgressView(lesson)!,
            }))
          : null,
      };
    }),
    achievements,
  };
}

/** Every language's accepted answers of the typed exercises, so feedback on the page matches the server's. */
function withAllAnswers(blocks: PublicBlock[], translations: readonly string[]): PublicBlock[] {
  if (!translations.length) return blocks;
  const maps = translations.map(parseTexts);
  return blocks.map((block) =>
    block.type === "typed"
      ? { ...block, answers: [...new Set([...block.answers, ...maps.flatMap((texts) => answerLines(texts[`${block.id}.answers`] ?? ""))])] }
      : block,
  );
}

/**
 * One course with its lessons, in the reader's language. Lesson blocks go to enrolled callers; everyone
 * sees titles and durations, and whether a lesson has exercises to practise.
 */
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
  const rows = await courseLessons(db, id);
  const lessons = await localizeRows(db, "course_lessons", rows);
  const progress = enrolment ? (await progressOf(db, userId!, [id], rows)).get(id)! : null;
  // Every language's typed answers, for enrolled learners' feedback.
  const translations =
    enrolment && rows.length
      ? await db
          .selectFrom("content_translations")
          .select(["row_id", "text"])
          .where("entity", "=", "course_lessons")
          .where("field", "=", "block_texts")
          .where("row_id", "in", rows.map((r) => r.id))
          .execute()
      : [];
  const locale = getLocale() as TextLanguage;
  const localized = await localizeRow(db, "courses", course);
  return {
    course: { ...(await withImages(db, [publicCourse(localized)]))[0]!, description: localized.description },
    lessons: lessons.map((lesson, index) => {
      const original = parseBlocks(lesson.source.blocks);
      const exercises = original.filter((b) => b.type !== "text" && b.type !== "image" && b.type !== "audio" && b.type !== "video").length;
      let blocks: PublicBlock[] | null = null;
      if (enrolment) {
        const sameLanguage = originalLanguageOf(lesson) === locale;
        const translated = sameLanguage || lesson.fallback?.fields.includes("block_texts") ? {} : parseTexts(lesson.block_texts);
        const { blocks: shown, fallback } = sameLanguage ? { blocks: original, fallback: [] } : withTexts(original, translated);
        const lang = originalLanguageOf(lesson);
        blocks = withAllAnswers(
          shown.map((block) => (fallback.includes(block.id) ? { ...block, lang } : block)),
          translations.filter((t) => t.row_id === lesson.id).map((t) => t.text),
        );
      }
      return {
        id: lesson.id,
        index,
        title: lesson.title,
        duration: lesson.duration ?? "",
        exercises,
        blocks,
        // The lesson's title and duration shown in its original language, for the page's lang and marker.
        fallback: shownFallback(lesson.fallback, ["title", "duration"]),
        progress: lessonProgressView(progress?.lessons[index]),
      };
    }),
    enrolled: Boolean(enrolment),
    progress: progress?.percent ?? enrolment?.progress ?? 0,
    completedAt: enrolment?.completed_at ?? null,
    counts: progress ? { total: progress.total, done: progress.done, mastered: progress.mastered, read: progress.read } : null,
    // Lessons are numbered by their place in the course; a tick belongs to its lesson.
    completedLessons: (progress?.lessons ?? []).flatMap((lesson, index) => (lesson.done ? [index] : [])),
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
 * Marks one lesson (by its place in the course, as the page numbers them) read, idempotently, and
 * recomputes the course's progress: lessons done / lessons, where a lesson with exercises is done when
 * mastered and one without when read; the course is complete at 100. Requires an enrolment: enrolling is
 * a deliberate act that is counted.
 */
export async function completeLesson(db: DB, userId: number, courseId: number, lessonIndex: number) {
  return db.transaction().execute(async (trx) => {
    await activeCourse(trx, courseId);
    const lessons = await courseLessons(trx, courseId);
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
    const { progress, completedAt } = await saveCourseProgress(trx, userId, courseId);
    const course = (await progressOf(trx, userId, [courseId])).get(courseId)!;
    return { progress, completedAt, completedLessons: course.lessons.flatMap((l, index) => (l.done ? [index] : [])) };
  });
}

/**
 * The certificate of a course the learner completed (every lesson done): their username, the course's
 * title in the reader's language, when, and how many lessons. NOT_FOUND for a course not completed.
 */
export async function loadCertificate(db: DB, slug: string, userId: number) {
  const id = idFromSlug(slug);
  if (typeof id !== "number") throw notFound();
  const course = await activeCourse(db, id);
  const enrolment = await db
    .selectFrom("course_enrollments")
    .select("completed_at")
    .where("user_id", "=", userId)
    .where("course_id", "=", id)
    .executeTakeFirst();
  if (!enrolment?.completed_at) throw new TRPCError({ code: "NOT_FOUND", message: m["certificate.notYet"]() });
  const profile = await db.selectFrom("profiles").select("username").where("user_id", "=", userId).executeTakeFirstOrThrow();
  const localized = await localizeRow(db, "courses", course);
  const lessons = await db
    .selectFrom("course_lessons")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("course_id", "=", id)
    .executeTakeFirstOrThrow();
  return {
    username: profile.username,
    course: { id: course.id, title: localized.title, lang: localized.fallback?.fields.includes("title") ? localized.fallback.lang : null },
    completedAt: enrolment.completed_at,
    lessons: Number(lessons.n),
  };
}
