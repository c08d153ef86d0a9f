/**
 * Courses for learners: the list and detail reads, each in two parts (what is the same for every reader,
 * kept in the public cache, and the caller's own progress, added per request), one lesson's page,
 * enrolment and lesson reading. A lesson is made of blocks (issue 30) in the reader's language; its
 * exercises reach enrolled learners without their answers (publicBlock): the server alone judges an
 * answer (lesson-practice.ts). Counters and progress change inside one transaction each.
 */
import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import type { DB } from "../../db/open";
import type { Row } from "../../db/types";
import { getLocale, m } from "../../admin-modules/domain/i18n";
import { idFromSlug } from "../../admin-modules/domain/slug";
import {
  type Block,
  exercisesOf,
  parseBlocks,
  parseTexts,
  type PublicBlock,
  publicBlock,
  withEveryLanguageAnswers,
  withTexts,
} from "../../admin-modules/domain/lesson-blocks";
import { type OfflineCheck, offlineCheck } from "../../admin-modules/domain/offline-feedback";
import { lessonTranslations } from "./lesson-translations";
import type { ContentLanguageFilter, TextLanguage } from "../../admin-modules/domain/vocabulary";
import { publicCourse } from "./public-shapes";
import { computeAchievements, type LearningActivity, NO_ACTIVITY } from "./learning-achievements";
import { type PublicImage, withImages } from "./image-variants";
import { availableIn, type Fallback, type Localized, localizeRow, localizeRows, originalLanguageOf, readableFirst } from "./translations";
import { type LessonProgress, lessonsOf, progressOf, saveCourseProgress } from "./learning-progress";

/** A course's lessons in order (course_lessons: position, then id). */
async function courseLessons(db: DB, courseId: number) {
  return db.selectFrom("course_lessons").selectAll().where("course_id", "=", courseId).orderBy("position").orderBy("id").execute();
}

/** A fallback limited to the fields the answer carries. */
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

/** A lesson's progress as its pages show it. */
function lessonProgressView(progress: LessonProgress | undefined) {
  if (!progress) return null;
  return { read: progress.read, state: progress.state, done: progress.done, current: progress.current, goal: progress.goal, rule: progress.rule };
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

/** Lesson titles in the reader's language, with the original's language where not translated. */
async function lessonTitles(db: DB, lessonIds: readonly number[]) {
  const titles = new Map<number, { title: string; lang: TextLanguage | null }>();
  if (!lessonIds.length) return titles;
  const rows = await db
    .selectFrom("course_lessons")
    .select(["id", "title", "language"])
    .where("id", "in", [...lessonIds])
    .execute();
  for (const lesson of await localizeRows(db, "course_lessons", rows))
    titles.set(lesson.id, { title: lesson.title, lang: lesson.fallback?.fields.includes("title") ? lesson.fallback.lang : null });
  return titles;
}

/**
 * A learner's own activity: their courses' progress, lesson by lesson in plain words (My Progress), and
 * their achievements (which count every course, whatever the list's language filter).
 */
export async function learnerActivity(db: DB, userId: number) {
  const enrolments = await db.selectFrom("course_enrollments").select("course_id").where("user_id", "=", userId).execute();
  const courseIds = enrolments.map((e) => e.course_id);
  const lessons = await lessonsOf(db, courseIds);
  const [progress, titles, activity] = await Promise.all([
    progressOf(db, userId, courseIds, lessons),
    lessonTitles(
      db,
      lessons.map((l) => l.id),
    ),
    learningActivityOf(db, userId),
  ]);
  return { progress, titles, achievements: computeAchievements(activity) };
}

/** The learning page's answer: the shared course list with the caller's own progress and achievements added. */
export function withLearnerActivity(courses: Awaited<ReturnType<typeof loadCourseList>>, activity: Awaited<ReturnType<typeof learnerActivity>> | null) {
  return {
    signedIn: activity !== null,
    courses: courses.map((course) => {
      const mine = activity?.progress.get(course.id);
      return {
        ...course,
        progress: mine?.percent ?? 0,
        enrolled: mine !== undefined,
        // My Progress: each lesson in plain words (read, practised, mastered).
        lessons: mine
          ? mine.lessons.map((lesson) => ({
              id: lesson.lessonId,
              title: activity!.titles.get(lesson.lessonId)?.title ?? "",
              lang: activity!.titles.get(lesson.lessonId)?.lang ?? null,
              practice: lesson.exerciseIds.length > 0,
              ...lessonProgressView(lesson)!,
            }))
          : null,
      };
    }),
    achievements: activity?.achievements ?? computeAchievements(NO_ACTIVITY),
  };
}

/** The phone-sized copies of the blocks' uploaded images, by address. */
async function blockImages(db: DB, blocks: readonly PublicBlock[]): Promise<Map<string, PublicImage>> {
  const urls = [...new Set(blocks.flatMap((b) => (b.type === "image" && b.src.startsWith("/uploads/") ? [b.src] : [])))];
  const withCopies = await withImages(
    db,
    urls.map((thumbnail) => ({ thumbnail })),
  );
  return new Map(withCopies.flatMap((item) => (item.image ? [[item.thumbnail, item.image] as const] : [])));
}

/**
 * A lesson's blocks in the reader's language (a row read through localizeRows): its translated texts put in
 * where they exist, and the ids of the blocks that kept some original text. Learners' pages and the
 * teacher's view (class-report.ts) read lessons through this one function.
 */
export function blocksInReaderLanguage(lesson: Localized<{ id: number; language?: unknown; blocks: string | null; block_texts: string | null }>): {
  blocks: Block[];
  fallback: string[];
  /** The translated texts put in (by "<block id>.<text>"); null when the reader reads the original's language. */
  texts: Record<string, string> | null;
} {
  const original = parseBlocks(lesson.source.blocks);
  if (originalLanguageOf(lesson) === (getLocale() as TextLanguage)) return { blocks: original, fallback: [], texts: null };
  const texts = lesson.fallback?.fields.includes("block_texts") ? {} : parseTexts(lesson.block_texts);
  return { ...withTexts(original, texts), texts };
}

/**
 * One lesson's blocks in the reader's language, as a learner's page gets them: answers left out, each
 * block marked with the original's language where its texts are not translated.
 */
async function lessonBlocks(db: DB, lesson: Awaited<ReturnType<typeof localizeRows<Row<"course_lessons">>>>[number]) {
  const original = parseBlocks(lesson.source.blocks);
  const lang = originalLanguageOf(lesson);
  const { blocks, fallback, texts } = blocksInReaderLanguage(lesson);
  // A narration not recorded in the reader's language plays the original's: the page says which language it is in.
  const narrationLang = (block: Block) => (texts === null || texts[`${block.id}.src`]?.trim() ? null : lang);
  const shown = blocks.map((block) => {
    const view = publicBlock(block, fallback.includes(block.id) ? lang : null);
    return view.type === "audio" ? { ...view, narrationLang: narrationLang(block) } : view;
  });
  const [images, checks] = await Promise.all([blockImages(db, shown), offlineChecks(db, lesson.id, original, blocks)]);
  return shown.map((block) =>
    block.type === "image" ? { ...block, image: images.get(block.src) ?? null } : checks.has(block.id) ? { ...block, offline: checks.get(block.id)! } : block,
  );
}

/**
 * What a kept course needs to say right or wrong without a connection (offline-feedback.ts): per exercise
 * the salted hashes of its right answers (typed answers of every language, as the server accepts them) and
 * the hint in the reader's language. The explanation is not sent: it may name the answer.
 */
async function offlineChecks(db: DB, lessonId: number, original: readonly Block[], shown: readonly Block[]): Promise<Map<string, OfflineCheck>> {
  const exercises = exercisesOf(original);
  if (!exercises.length) return new Map();
  // An array, not the map's iterator: every exercise reads it.
  const translations = exercises.some((e) => e.type === "typed") ? [...(await lessonTranslations(db, lessonId)).values()] : [];
  const hints = new Map(exercisesOf(shown).map((e) => [e.id, e.hint]));
  return new Map(
    await Promise.all(
      exercises.map(
        async (exercise) => [exercise.id, await offlineCheck(withEveryLanguageAnswers(exercise, translations), hints.get(exercise.id) ?? "")] as const,
      ),
    ),
  );
}

/**
 * One course with its lessons in the reader's language, the same for every reader (kept in the public
 * cache by the router). It holds the lessons' blocks: withCourseProgress gives them to enrolled callers only.
 */
export async function loadCourse(db: DB, slug: string) {
  const id = idFromSlug(slug);
  if (typeof id !== "number") throw notFound();
  const course = await activeCourse(db, id);
  const lessons = await localizeRows(db, "course_lessons", await courseLessons(db, id));
  const localized = await localizeRow(db, "courses", course);
  return {
    course: { ...(await withImages(db, [publicCourse(localized)]))[0]!, description: localized.description },
    lessons: await Promise.all(
      lessons.map(async (lesson) => ({
        id: lesson.id,
        title: lesson.title,
        duration: lesson.duration ?? "",
        exercises: exercisesOf(parseBlocks(lesson.source.blocks)).length,
        blocks: await lessonBlocks(db, lesson),
        fallback: shownFallback(lesson.fallback, ["title", "duration"]),
      })),
    ),
  };
}

/** A learner's enrolment in one course and their progress lesson by lesson; null when not enrolled. */
export async function courseProgress(db: DB, userId: number, courseId: number) {
  const enrolment = await db
    .selectFrom("course_enrollments")
    .select(["progress", "completed_at"])
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!enrolment) return null;
  const progress = (await progressOf(db, userId, [courseId])).get(courseId)!;
  return { completedAt: enrolment.completed_at, progress };
}

/** The course page's answer: the shared course with the caller's own enrolment and progress added. */
export function withCourseProgress(shared: Awaited<ReturnType<typeof loadCourse>>, enrolment: Awaited<ReturnType<typeof courseProgress>>) {
  const byLesson = new Map((enrolment?.progress.lessons ?? []).map((lesson) => [lesson.lessonId, lesson]));
  return {
    course: shared.course,
    lessons: shared.lessons.map((lesson, index) => ({
      ...lesson,
      index,
      blocks: enrolment ? lesson.blocks : null,
      progress: lessonProgressView(byLesson.get(lesson.id)),
    })),
    enrolled: enrolment !== null,
    progress: enrolment?.progress.percent ?? 0,
    completedAt: enrolment?.completedAt ?? null,
    counts: enrolment
      ? { total: enrolment.progress.total, done: enrolment.progress.done, mastered: enrolment.progress.mastered, read: enrolment.progress.read }
      : null,
    // Lessons are numbered by their place in the course; a lesson is done when read (no exercises) or mastered.
    completedLessons: (enrolment?.progress.lessons ?? []).flatMap((lesson, index) => (lesson.done ? [index] : [])),
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
