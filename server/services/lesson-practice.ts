/**
 * Answering an exercise (issue 30). The server is the only judge: it checks the answer itself with the
 * shared grading (admin-modules/domain/grading.ts) against the lesson as stored, whatever the browser
 * says, and stores every attempt with its verdict. The learner names each attempt (attempt_key, a random
 * id made when the answer was given): the same attempt sent twice (a retry, the offline queue after a
 * reconnect, two tabs) is stored once and answered with the first verdict. Mastery and the course's
 * progress change in the same transaction.
 */
import { TRPCError } from "@trpc/server";
import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import type { DB } from "../../db/open";
import type { Database } from "../../db/types";
import { getLocale, m } from "../../admin-modules/domain/i18n";
import { isCorrect } from "../../admin-modules/domain/grading";
import { type Answer, type ExerciseBlock, isExercise, parseBlocks, withEveryLanguageAnswers, withTexts } from "../../admin-modules/domain/lesson-blocks";
import { lessonTranslations } from "./lesson-translations";
import { type AttemptResult, isFirstTry, lookBack, masteryOf, masteryRuleOf } from "../../admin-modules/domain/mastery";
import { saveCourseProgress } from "./learning-progress";
import { inGroupCommit } from "./group-commit";
import { compiledOnce } from "./compiled-query";
import { readStoredJson } from "./stored-json";

export interface AnswerInput {
  courseId: number;
  lessonId: number;
  blockId: string;
  attemptKey: string;
  answer: Answer;
}

export interface AnswerResult {
  correct: boolean;
  firstTry: boolean;
  /** The same attempt was already stored: this answer changed nothing. */
  repeated: boolean;
  mastered: boolean;
  /** Mastered by this very answer. */
  newlyMastered: boolean;
  current: number;
  goal: number;
  /** The course's progress after it. */
  progress: number;
  courseCompleted: boolean;
  /** In the reader's language: the hint after a wrong answer, the explanation after a right one ("" when none). */
  hint: string;
  explanation: string;
  /** Achievements this very answer reached (the page says so at once). */
  unlocked: ("firstLesson" | "course")[];
}

/**
 * What an answer that mastered its lesson reached, kept with the attempt (migration 0029): the same answer
 * sent again, and the lesson page drawn after a form sent without the script, tell it as the first answer did.
 */
export const reachedSchema = z.object({ courseCompleted: z.boolean(), unlocked: z.array(z.enum(["firstLesson", "course"])) });
export type Reached = z.infer<typeof reachedSchema>;

/** The kept text read back; nothing reached when it does not read as such. */
export const readReached = (text: string | null): Reached | null => readStoredJson(reachedSchema, text);

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: m["learning.error.lessonNotFound"]() });

/** An exercise's hint and explanation in the reader's language (the original's where not translated). */
export async function feedbackTexts(db: Kysely<Database>, lesson: { id: number; language: string }, exercise: ExerciseBlock) {
  const locale = getLocale();
  if (locale === lesson.language) return { hint: exercise.hint, explanation: exercise.explanation };
  const [shown] = withTexts([exercise], (await lessonTranslations(db, lesson.id)).get(locale) ?? {}).blocks;
  return { hint: shown.hint, explanation: shown.explanation };
}

/**
 * Answers that arrive together share one transaction and one commit (group-commit.ts); each is judged and
 * stored on its own, in its own savepoint, in arrival order.
 */
export function answerExercise(db: DB, userId: number, input: AnswerInput): Promise<AnswerResult> {
  return inGroupCommit(db, (trx) => answerIn(trx, userId, input));
}

/**
 * One statement for what every answer needs first: the versions of the lessons' and courses' tables (the
 * lesson kept below is used only while they are unchanged), the learner's enrolment in the course (null
 * columns: not enrolled) and their mastery row of the lesson (null: not practised). The answer's statements
 * are each built once (compiled-query.ts): they run at every answer.
 */
const learnerQuery = compiledOnce((db, p: { userId: number; lessonId: number; courseId: number }) =>
  db
    .selectFrom("table_versions as lessons_version")
    .innerJoin("table_versions as courses_version", (join) => join.on("courses_version.name", "=", "courses"))
    .leftJoin("course_enrollments", (join) => join.on("course_enrollments.course_id", "=", p.courseId).on("course_enrollments.user_id", "=", p.userId))
    .leftJoin("lesson_mastery", (join) => join.on("lesson_mastery.lesson_id", "=", p.lessonId).on("lesson_mastery.user_id", "=", p.userId))
    .select([
      "lessons_version.version as lessons_version",
      "courses_version.version as courses_version",
      "course_enrollments.enrolled_at",
      "course_enrollments.progress",
      "course_enrollments.completed_at",
      "lesson_mastery.practised_at",
      "lesson_mastery.mastered_at",
    ])
    .where("lessons_version.name", "=", "course_lessons"),
);

/** The lesson as stored, when its course is active. */
const lessonQuery = compiledOnce((db, p: { lessonId: number }) =>
  db
    .selectFrom("course_lessons")
    .innerJoin("courses", "courses.id", "course_lessons.course_id")
    .select([
      "course_lessons.id",
      "course_lessons.course_id",
      "course_lessons.blocks",
      "course_lessons.language",
      "course_lessons.mastery_rule",
      "course_lessons.mastery_correct",
      "course_lessons.mastery_window",
    ])
    .where("course_lessons.id", "=", p.lessonId)
    .where("courses.is_active", "=", 1),
);

interface KeptLesson {
  /** The versions of course_lessons and courses it was read at. */
  stamp: string;
  /** Null: no such lesson in an active course. */
  lesson: {
    id: number;
    courseId: number;
    language: string;
    rule: ReturnType<typeof masteryRuleOf>;
    /** Frozen (the list and each exercise): the same objects serve every later answer, so nothing may change them. */
    exercises: readonly Readonly<ExerciseBlock>[];
    /** Its translations' texts by language: a typed answer may be in any of them, the feedback is in the reader's. */
    translations: ReadonlyMap<string, Record<string, string>>;
  } | null;
}

/**
 * Lessons as every answer needs them: parsed, with their translations, kept per lesson for as long as the
 * versions of course_lessons and courses are unchanged. Those versions move at every write to a lesson, a
 * course or a translation of either (triggers, migrations 0009 and 0018), in this process or any other, and
 * are read in the answer's own transaction. Before, every answer read the lesson's blocks (up to 200,000
 * characters) and its translations again, to find them unchanged.
 */
const keptLessons = new LRUCache<number, KeptLesson>({ max: 500 });

async function lessonFor(trx: Kysely<Database>, lessonId: number, stamp: string): Promise<KeptLesson["lesson"]> {
  const kept = keptLessons.get(lessonId);
  if (kept?.stamp === stamp) return kept.lesson;
  const row = (await lessonQuery(trx, { lessonId })).rows[0];
  const lesson = row
    ? {
        id: row.id,
        courseId: row.course_id,
        language: row.language,
        rule: masteryRuleOf(row),
        exercises: Object.freeze(
          parseBlocks(row.blocks)
            .filter(isExercise)
            .map((exercise) => Object.freeze(exercise)),
        ),
        translations: new Map([...(await lessonTranslations(trx, row.id))].map(([language, texts]) => [language, Object.freeze(texts)])),
      }
    : null;
  keptLessons.set(lessonId, { stamp, lesson });
  return lesson;
}

/** The learner's first tries at the lesson and their latest attempt, newest first. */
const attemptsQuery = (db: Kysely<Database>, p: { userId: number; lessonId: number }) =>
  db
    .selectFrom("exercise_attempts")
    .select(["block_id", "correct", "first_try"])
    .where("user_id", "=", p.userId)
    .where("lesson_id", "=", p.lessonId)
    .where((eb) =>
      eb.or([
        eb("first_try", "=", 1),
        eb(
          "id",
          "=",
          eb
            .selectFrom("exercise_attempts")
            .select((e) => e.fn.max("id").as("latest"))
            .where("user_id", "=", p.userId)
            .where("lesson_id", "=", p.lessonId),
        ),
      ]),
    )
    .orderBy("id", "desc");
const allAttempts = compiledOnce((db, p: { userId: number; lessonId: number }) => attemptsQuery(db, p));
const latestAttempts = compiledOnce((db, p: { userId: number; lessonId: number; limit: number }) => attemptsQuery(db, p).limit(p.limit));

/**
 * The learner's latest attempt at the lesson (to tell whether this one is a first try) and, newest first,
 * as many of their first tries as the rule looks back over (`back`; null: all), in one statement.
 */
async function recentAttempts(trx: Kysely<Database>, userId: number, lessonId: number, back: number | null) {
  // The latest attempt may be a retry, the one row beyond the first tries.
  const { rows } = back === null ? await allAttempts(trx, { userId, lessonId }) : await latestAttempts(trx, { userId, lessonId, limit: back + 1 });
  const latest = rows[0];
  return {
    previous: latest && { blockId: latest.block_id, correct: latest.correct === 1 },
    firstTries: rows
      .filter((r) => r.first_try === 1)
      .slice(0, back ?? undefined)
      .map((r): AttemptResult => ({ blockId: r.block_id, correct: r.correct === 1 })),
  };
}

/** Stores an attempt unless the learner already sent one with its key (then nothing is written). */
const insertAttempt = compiledOnce(
  (db, p: { userId: number; courseId: number; lessonId: number; blockId: string; attemptKey: string; answer: string; correct: 0 | 1; firstTry: 0 | 1 }) =>
    db
      .insertInto("exercise_attempts")
      .values({
        user_id: p.userId,
        course_id: p.courseId,
        lesson_id: p.lessonId,
        block_id: p.blockId,
        attempt_key: p.attemptKey,
        answer: p.answer,
        correct: p.correct,
        first_try: p.firstTry,
      })
      .onConflict((oc) => oc.columns(["user_id", "attempt_key"]).doNothing()),
);

/** One answer, judged and stored inside the transaction `trx`. */
async function answerIn(trx: Kysely<Database>, userId: number, input: AnswerInput): Promise<AnswerResult> {
  const learner = (await learnerQuery(trx, { userId, lessonId: input.lessonId, courseId: input.courseId })).rows[0];
  const kept = learner ? await lessonFor(trx, input.lessonId, `${learner.lessons_version},${learner.courses_version}`) : null;
  if (!learner || !kept || kept.courseId !== input.courseId) throw notFound();
  if (learner.enrolled_at === null) throw new TRPCError({ code: "PRECONDITION_FAILED", message: m["learning.error.notEnrolled"]() });
  const lesson = { ...learner, id: kept.id, language: kept.language };

  const { exercises, rule, translations } = kept;
  const exercise = exercises.find((e) => e.id === input.blockId);
  if (!exercise) throw new TRPCError({ code: "NOT_FOUND", message: m["exercise.error.notFound"]() });
  const exerciseIds = exercises.map((e) => e.id);

  // A typed answer may be in any language; the hint and explanation are in the reader's.
  const locale = getLocale();
  const [shown] = locale === lesson.language ? [exercise] : withTexts([exercise], translations.get(locale) ?? {}).blocks;
  const shownFeedback = (correct: boolean) => ({ hint: correct ? "" : shown!.hint, explanation: correct ? shown!.explanation : "" });
  const correct = isCorrect(withEveryLanguageAnswers(exercise, translations.values()), input.answer);

  const alreadyMastered = lesson.mastered_at !== null;
  // Mastered: the rule looks at nothing more, only the latest attempt is needed.
  const { previous, firstTries } = await recentAttempts(trx, userId, lesson.id, alreadyMastered ? 0 : lookBack(rule, exerciseIds.length));
  const firstTry = isFirstTry(previous, exercise.id);
  const inserted = await insertAttempt(trx, {
    userId,
    courseId: input.courseId,
    lessonId: lesson.id,
    blockId: exercise.id,
    attemptKey: input.attemptKey,
    answer: JSON.stringify(input.answer),
    correct: correct ? 1 : 0,
    firstTry: firstTry ? 1 : 0,
  });
  if (Number(inserted.numAffectedRows ?? 0) === 0) {
    // The same attempt again (a retry, the offline queue, two tabs): its first verdict, and nothing written.
    const stored = await trx
      .selectFrom("exercise_attempts")
      .select(["correct", "first_try", "lesson_id", "reached"])
      .where("user_id", "=", userId)
      .where("attempt_key", "=", input.attemptKey)
      .executeTakeFirstOrThrow();
    const state =
      stored.lesson_id === lesson.id
        ? { mastered: alreadyMastered, progress: lesson.progress!, completedAt: lesson.completed_at }
        : await storedState(trx, userId, input.courseId, stored.lesson_id);
    const reached = readReached(stored.reached);
    return {
      correct: stored.correct === 1,
      firstTry: stored.first_try === 1,
      repeated: true,
      mastered: state.mastered,
      newlyMastered: reached !== null,
      current: 0,
      goal: 0,
      progress: state.progress,
      courseCompleted: state.completedAt !== null,
      ...shownFeedback(stored.correct === 1),
      unlocked: reached?.unlocked ?? [],
    };
  }

  // The rule over the first tries, oldest first, this one included.
  const tries = [...firstTries].reverse();
  if (firstTry) tries.push({ blockId: exercise.id, correct });
  const state = alreadyMastered ? { mastered: true, current: 0, goal: 0 } : masteryOf(rule, exerciseIds, tries);
  const newlyMastered = state.mastered && !alreadyMastered;
  if (lesson.practised_at === null || newlyMastered) {
    const now = new Date().toISOString();
    await trx
      .insertInto("lesson_mastery")
      .values({ user_id: userId, course_id: input.courseId, lesson_id: lesson.id, practised_at: now, mastered_at: newlyMastered ? now : null })
      .onConflict((oc) =>
        oc.columns(["user_id", "lesson_id"]).doUpdateSet((eb) => ({ mastered_at: eb.fn.coalesce("lesson_mastery.mastered_at", "excluded.mastered_at") })),
      )
      .execute();
  }

  const progress = newlyMastered ? await saveCourseProgress(trx, userId, input.courseId) : { progress: lesson.progress!, completedAt: lesson.completed_at };
  const unlocked: AnswerResult["unlocked"] = [];
  if (newlyMastered) {
    const mastered = await trx
      .selectFrom("lesson_mastery")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .where("mastered_at", "is not", null)
      .executeTakeFirstOrThrow();
    if (Number(mastered.n) === 1) unlocked.push("firstLesson");
    if (progress.completedAt && lesson.completed_at === null) unlocked.push("course");
    const reached: Reached = { courseCompleted: progress.completedAt !== null, unlocked };
    await trx
      .updateTable("exercise_attempts")
      .set({ reached: JSON.stringify(reached) })
      .where("user_id", "=", userId)
      .where("attempt_key", "=", input.attemptKey)
      .execute();
  }
  return {
    correct,
    firstTry,
    repeated: false,
    mastered: state.mastered,
    newlyMastered,
    current: state.mastered ? Math.max(state.current, state.goal) : state.current,
    goal: state.goal,
    progress: progress.progress,
    courseCompleted: progress.completedAt !== null,
    ...shownFeedback(correct),
    unlocked,
  };
}

/** An attempt sent again that was stored for another lesson: that lesson's mastery, and the course's progress now. */
async function storedState(trx: Kysely<Database>, userId: number, courseId: number, lessonId: number) {
  const mastery = await trx
    .selectFrom("lesson_mastery")
    .select("mastered_at")
    .where("user_id", "=", userId)
    .where("lesson_id", "=", lessonId)
    .executeTakeFirst();
  const enrolment = await trx
    .selectFrom("course_enrollments")
    .select(["progress", "completed_at"])
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .executeTakeFirstOrThrow();
  return { mastered: Boolean(mastery?.mastered_at), progress: enrolment.progress, completedAt: enrolment.completed_at };
}
