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
import type { DB } from "../../db/open";
import type { Database } from "../../db/types";
import { getLocale, m } from "../../admin-modules/domain/i18n";
import { isCorrect } from "../../admin-modules/domain/grading";
import {
  type Answer,
  type ExerciseBlock,
  isExercise,
  parseBlocks,
  parseTexts,
  withEveryLanguageAnswers,
  withTexts,
} from "../../admin-modules/domain/lesson-blocks";
import { lessonTranslations } from "./lesson-translations";
import { type AttemptResult, isFirstTry, lookBack, masteryOf, masteryRuleOf } from "../../admin-modules/domain/mastery";
import { saveCourseProgress } from "./learning-progress";

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

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: m["learning.error.lessonNotFound"]() });

/** The exercise's hint and explanation in the reader's language (the original's where not translated). */
export async function feedbackTexts(db: Kysely<Database>, lesson: { id: number; language: string }, exercise: ExerciseBlock) {
  const locale = getLocale();
  if (locale === lesson.language) return { hint: exercise.hint, explanation: exercise.explanation };
  const translation = await db
    .selectFrom("content_translations")
    .select("text")
    .where("entity", "=", "course_lessons")
    .where("row_id", "=", lesson.id)
    .where("field", "=", "block_texts")
    .where("language", "=", locale)
    .executeTakeFirst();
  const [shown] = withTexts([exercise], parseTexts(translation?.text)).blocks;
  return { hint: shown!.hint, explanation: shown!.explanation };
}

/** Every language's accepted answers of a typed exercise (a Tamil child may type the Tamil answer). */
async function acceptedAnswers(db: Kysely<Database>, lessonId: number, exercise: ExerciseBlock): Promise<ExerciseBlock> {
  if (exercise.type !== "typed") return exercise;
  return withEveryLanguageAnswers(exercise, await lessonTranslations(db, lessonId));
}

export async function answerExercise(db: DB, userId: number, input: AnswerInput): Promise<AnswerResult> {
  return db.transaction().execute(async (trx) => {
    const lesson = await trx
      .selectFrom("course_lessons")
      .innerJoin("courses", "courses.id", "course_lessons.course_id")
      .select([
        "course_lessons.id",
        "course_lessons.blocks",
        "course_lessons.language",
        "course_lessons.mastery_rule",
        "course_lessons.mastery_correct",
        "course_lessons.mastery_window",
      ])
      .where("course_lessons.id", "=", input.lessonId)
      .where("course_lessons.course_id", "=", input.courseId)
      .where("courses.is_active", "=", 1)
      .executeTakeFirst();
    if (!lesson) throw notFound();
    const enrolled = await trx
      .selectFrom("course_enrollments")
      .select("completed_at")
      .where("user_id", "=", userId)
      .where("course_id", "=", input.courseId)
      .executeTakeFirst();
    if (!enrolled) throw new TRPCError({ code: "PRECONDITION_FAILED", message: m["learning.error.notEnrolled"]() });

    const blocks = parseBlocks(lesson.blocks);
    const exercises = blocks.filter(isExercise);
    const rule = masteryRuleOf(lesson);
    const exerciseIds = exercises.map((e) => e.id);

    const exercise = exercises.find((e) => e.id === input.blockId);
    if (!exercise) throw new TRPCError({ code: "NOT_FOUND", message: m["exercise.error.notFound"]() });
    const feedback = await feedbackTexts(trx, lesson, exercise);
    const shownFeedback = (correct: boolean) => ({ hint: correct ? "" : feedback.hint, explanation: correct ? feedback.explanation : "" });

    // The same attempt again: its first verdict, and nothing written.
    const stored = await trx
      .selectFrom("exercise_attempts")
      .select(["correct", "first_try", "lesson_id"])
      .where("user_id", "=", userId)
      .where("attempt_key", "=", input.attemptKey)
      .executeTakeFirst();
    if (stored) return { ...(await repeatedAnswer(trx, userId, input.courseId, stored)), ...shownFeedback(stored.correct === 1) };
    const correct = isCorrect(await acceptedAnswers(trx, lesson.id, exercise), input.answer);

    const previous = await trx
      .selectFrom("exercise_attempts")
      .select(["block_id", "correct"])
      .where("user_id", "=", userId)
      .where("lesson_id", "=", lesson.id)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    const firstTry = isFirstTry(previous && { blockId: previous.block_id, correct: previous.correct === 1 }, exercise.id);
    const inserted = await trx
      .insertInto("exercise_attempts")
      .values({
        user_id: userId,
        course_id: input.courseId,
        lesson_id: lesson.id,
        block_id: exercise.id,
        attempt_key: input.attemptKey,
        answer: JSON.stringify(input.answer),
        correct: correct ? 1 : 0,
        first_try: firstTry ? 1 : 0,
      })
      .onConflict((oc) => oc.columns(["user_id", "attempt_key"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      const raced = await trx
        .selectFrom("exercise_attempts")
        .select(["correct", "first_try", "lesson_id"])
        .where("user_id", "=", userId)
        .where("attempt_key", "=", input.attemptKey)
        .executeTakeFirstOrThrow();
      return { ...(await repeatedAnswer(trx, userId, input.courseId, raced)), ...shownFeedback(raced.correct === 1) };
    }

    const existing = await trx
      .selectFrom("lesson_mastery")
      .select("mastered_at")
      .where("user_id", "=", userId)
      .where("lesson_id", "=", lesson.id)
      .executeTakeFirst();
    let state = { mastered: Boolean(existing?.mastered_at), current: 0, goal: 0 };
    if (!existing?.mastered_at) {
      // Only as many first tries as the rule looks at ("all": the latest of each exercise, so every one).
      const back = lookBack(rule, exerciseIds.length);
      const recent = await trx
        .selectFrom("exercise_attempts")
        .select(["block_id", "correct"])
        .where("user_id", "=", userId)
        .where("lesson_id", "=", lesson.id)
        .where("first_try", "=", 1)
        .orderBy("id", "desc")
        .$if(back !== null, (qb) => qb.limit(back!))
        .execute();
      const tries: AttemptResult[] = recent.reverse().map((r) => ({ blockId: r.block_id, correct: r.correct === 1 }));
      state = masteryOf(rule, exerciseIds, tries);
    }
    const newlyMastered = state.mastered && !existing?.mastered_at;
    const now = new Date().toISOString();
    if (!existing)
      await trx
        .insertInto("lesson_mastery")
        .values({ user_id: userId, course_id: input.courseId, lesson_id: lesson.id, practised_at: now, mastered_at: newlyMastered ? now : null })
        .execute();
    else if (newlyMastered)
      await trx.updateTable("lesson_mastery").set({ mastered_at: now }).where("user_id", "=", userId).where("lesson_id", "=", lesson.id).execute();

    const progress = newlyMastered ? await saveCourseProgress(trx, userId, input.courseId) : null;
    const enrolment = progress ?? (await currentProgress(trx, userId, input.courseId));
    const unlocked: AnswerResult["unlocked"] = [];
    if (newlyMastered) {
      const mastered = await trx
        .selectFrom("lesson_mastery")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .where("mastered_at", "is not", null)
        .executeTakeFirstOrThrow();
      if (Number(mastered.n) === 1) unlocked.push("firstLesson");
      if (progress?.completedAt && enrolled.completed_at === null) unlocked.push("course");
    }
    return {
      correct,
      firstTry,
      repeated: false,
      mastered: state.mastered,
      newlyMastered,
      current: state.mastered ? Math.max(state.current, state.goal) : state.current,
      goal: state.goal,
      progress: enrolment.progress,
      courseCompleted: enrolment.completedAt !== null,
      ...shownFeedback(correct),
      unlocked,
    };
  });
}

async function currentProgress(db: Kysely<Database>, userId: number, courseId: number) {
  const row = await db
    .selectFrom("course_enrollments")
    .select(["progress", "completed_at"])
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .executeTakeFirstOrThrow();
  return { progress: row.progress, completedAt: row.completed_at };
}

/** The answer to an attempt sent again: its stored verdict and the state as it is now. */
async function repeatedAnswer(
  db: Kysely<Database>,
  userId: number,
  courseId: number,
  stored: { correct: 0 | 1; first_try: 0 | 1; lesson_id: number },
): Promise<Omit<AnswerResult, "hint" | "explanation">> {
  const mastery = await db
    .selectFrom("lesson_mastery")
    .select("mastered_at")
    .where("user_id", "=", userId)
    .where("lesson_id", "=", stored.lesson_id)
    .executeTakeFirst();
  const enrolment = await currentProgress(db, userId, courseId);
  return {
    correct: stored.correct === 1,
    firstTry: stored.first_try === 1,
    repeated: true,
    mastered: Boolean(mastery?.mastered_at),
    newlyMastered: false,
    current: 0,
    goal: 0,
    progress: enrolment.progress,
    courseCompleted: enrolment.completedAt !== null,
    unlocked: [],
  };
}
