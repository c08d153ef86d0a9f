/**
 * What the server said of one of the caller's own answers, found again by its attempt key (issue 30): the
 * lesson page drawn after an exercise form was sent without the script (server/http/forms/lesson-answer.ts)
 * shows this verdict, with the hint after a wrong answer and the explanation after a right one, in the
 * reader's language, with the answer the child gave still chosen (as it stays chosen with the script), and,
 * for the answer that mastered its lesson, what it reached (mastery, the course, achievements). Only the
 * caller's own attempts are found (attempt keys are per learner); nothing is written.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { type Answer, isExercise, parseBlocks } from "../../admin-modules/domain/lesson-blocks";
import { answerSchema } from "../../admin-modules/domain/lesson-blocks-schema";
import { feedbackTexts, type Reached, readReached } from "./lesson-practice";
import { readStoredJson } from "./stored-json";

export interface AttemptFeedback {
  lessonId: number;
  blockId: string;
  correct: boolean;
  hint: string;
  explanation: string;
  /** What the child answered; null if the stored text no longer reads as an answer to it. */
  answer: Answer | null;
  /** When this answer mastered its lesson: whether the course was mastered with it, and the achievements it unlocked. */
  reached: Reached | null;
}

export async function attemptFeedback(db: Kysely<Database>, userId: number, attemptKey: string): Promise<AttemptFeedback | null> {
  const attempt = await db
    .selectFrom("exercise_attempts")
    .innerJoin("course_lessons", "course_lessons.id", "exercise_attempts.lesson_id")
    .select([
      "exercise_attempts.lesson_id",
      "exercise_attempts.block_id",
      "exercise_attempts.correct",
      "exercise_attempts.answer",
      "exercise_attempts.reached",
      "course_lessons.blocks",
      "course_lessons.language",
    ])
    .where("exercise_attempts.user_id", "=", userId)
    .where("exercise_attempts.attempt_key", "=", attemptKey)
    .executeTakeFirst();
  if (!attempt) return null;
  const exercise = parseBlocks(attempt.blocks)
    .filter(isExercise)
    .find((block) => block.id === attempt.block_id);
  // The exercise was removed from the lesson since: its verdict has nothing left to show.
  if (!exercise) return null;
  const correct = attempt.correct === 1;
  const texts = await feedbackTexts(db, { id: attempt.lesson_id, language: attempt.language }, exercise);
  return {
    lessonId: attempt.lesson_id,
    blockId: attempt.block_id,
    correct,
    hint: correct ? "" : texts.hint,
    explanation: correct ? texts.explanation : "",
    answer: storedAnswer(attempt.answer, exercise.type),
    reached: readReached(attempt.reached),
  };
}

/** The stored answer, read back through the same schema the answer came in by, and only for its exercise's type. */
function storedAnswer(text: string, type: string): Answer | null {
  const answer = readStoredJson(answerSchema, text);
  return answer?.type === type ? (answer as Answer) : null;
}
