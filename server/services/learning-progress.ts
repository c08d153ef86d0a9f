/**
 * A learner's progress through courses (issue 30): per lesson read, practised or mastered (by the lesson's
 * own rule, from the first tries the server stored), and per course the lessons done: a lesson with
 * exercises when mastered, one without when read. Read by the course page, My Progress, the parent's page
 * and the achievements; written (the enrolment's percent) after every tick and every answer.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { type Block, exercisesOf, parseBlocks } from "../../admin-modules/domain/lesson-blocks";
import { type AttemptResult, isLessonDone, type LessonState, type MasteryRule, masteryOf, masteryRuleOf } from "../../admin-modules/domain/mastery";

type Db = Kysely<Database>;

export interface LessonProgress {
  lessonId: number;
  /** Exercises to practise (their ids); none: the lesson is done when read. */
  exerciseIds: string[];
  read: boolean;
  state: LessonState;
  done: boolean;
  rule: MasteryRule;
  /** Right answers the rule counts so far, and how many it needs. */
  current: number;
  goal: number;
  masteredAt: string | null;
}

export interface CourseProgress {
  lessons: LessonProgress[];
  total: number;
  done: number;
  mastered: number;
  read: number;
  /** round(done / total * 100); 0 without lessons. */
  percent: number;
}

export interface LessonRow {
  id: number;
  course_id: number;
  blocks: string | null;
  mastery_rule: string;
  mastery_correct: number;
  mastery_window: number;
}

/** The lessons of these courses in their order, with what progress needs of them. */
export async function lessonsOf(db: Db, courseIds: readonly number[]): Promise<LessonRow[]> {
  if (!courseIds.length) return [];
  return db
    .selectFrom("course_lessons")
    .select(["id", "course_id", "blocks", "mastery_rule", "mastery_correct", "mastery_window"])
    .where("course_id", "in", [...courseIds])
    .orderBy("course_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
}

const exerciseIdsOf = (blocks: readonly Block[]) => exercisesOf(blocks).map((b) => b.id);

/** The first tries of one learner at these lessons, oldest first, per lesson. */
async function firstTriesOf(db: Db, userId: number, lessonIds: readonly number[]): Promise<Map<number, AttemptResult[]>> {
  const out = new Map<number, AttemptResult[]>();
  if (!lessonIds.length) return out;
  const rows = await db
    .selectFrom("exercise_attempts")
    .select(["lesson_id", "block_id", "correct"])
    .where("user_id", "=", userId)
    .where("lesson_id", "in", [...lessonIds])
    .where("first_try", "=", 1)
    .orderBy("id")
    .execute();
  for (const row of rows) out.set(row.lesson_id, [...(out.get(row.lesson_id) ?? []), { blockId: row.block_id, correct: row.correct === 1 }]);
  return out;
}

/** Per course (of those given), the learner's progress, lesson by lesson. */
export async function progressOf(db: Db, userId: number, courseIds: readonly number[], lessons?: readonly LessonRow[]): Promise<Map<number, CourseProgress>> {
  const rows = lessons ?? (await lessonsOf(db, courseIds));
  const out = new Map<number, CourseProgress>(courseIds.map((id) => [id, { lessons: [], total: 0, done: 0, mastered: 0, read: 0, percent: 0 }]));
  if (!courseIds.length) return out;
  const [reads, mastery] = await Promise.all([
    db
      .selectFrom("lesson_progress")
      .select("lesson_id")
      .where("user_id", "=", userId)
      .where("course_id", "in", [...courseIds])
      .execute(),
    db
      .selectFrom("lesson_mastery")
      .select(["lesson_id", "mastered_at"])
      .where("user_id", "=", userId)
      .where("course_id", "in", [...courseIds])
      .execute(),
  ]);
  const read = new Set(reads.map((r) => r.lesson_id));
  const practised = new Map(mastery.map((r) => [r.lesson_id, r.mastered_at]));
  // Only lessons practised and not yet mastered need their answers read (to say how far along they are).
  const open = mastery.filter((r) => r.mastered_at === null).map((r) => r.lesson_id);
  const tries = await firstTriesOf(db, userId, open);
  for (const row of rows) {
    const course = out.get(row.course_id);
    if (!course) continue;
    const exerciseIds = exerciseIdsOf(parseBlocks(row.blocks));
    const rule = masteryRuleOf(row);
    const masteredAt = practised.get(row.id) ?? null;
    const state: LessonState = masteredAt ? "mastered" : practised.has(row.id) ? "practised" : read.has(row.id) ? "read" : "new";
    const measured = masteredAt ? null : masteryOf(rule, exerciseIds, tries.get(row.id) ?? []);
    const goal = measured?.goal ?? masteryOf(rule, exerciseIds, []).goal;
    const done = isLessonDone(exerciseIds.length > 0, state) || (exerciseIds.length === 0 && read.has(row.id));
    course.lessons.push({
      lessonId: row.id,
      exerciseIds,
      read: read.has(row.id),
      state,
      done,
      rule,
      current: masteredAt ? goal : (measured?.current ?? 0),
      goal,
      masteredAt,
    });
  }
  for (const course of out.values()) {
    course.total = course.lessons.length;
    course.done = course.lessons.filter((l) => l.done).length;
    course.mastered = course.lessons.filter((l) => l.state === "mastered").length;
    course.read = course.lessons.filter((l) => l.read).length;
    course.percent = course.total ? Math.round((course.done / course.total) * 100) : 0;
  }
  return out;
}

/**
 * Writes the enrolment's percent after a change (a tick, a mastered lesson), and its completion the first
 * time it reaches 100 (kept afterwards: a course once mastered stays so, even if a lesson is added).
 */
export async function saveCourseProgress(db: Db, userId: number, courseId: number): Promise<{ progress: number; completedAt: string | null }> {
  const course = (await progressOf(db, userId, [courseId])).get(courseId)!;
  const enrolment = await db
    .selectFrom("course_enrollments")
    .select(["completed_at"])
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .executeTakeFirstOrThrow();
  const completedAt = course.percent === 100 ? (enrolment.completed_at ?? new Date().toISOString()) : enrolment.completed_at;
  await db
    .updateTable("course_enrollments")
    .set({ progress: course.percent, completed_at: completedAt })
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .execute();
  return { progress: course.percent, completedAt };
}
