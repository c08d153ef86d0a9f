/**
 * "Right first time" per exercise (issue 30), for the staff who wrote the lesson: of the children who tried
 * an exercise, how many answered it right at their very first attempt. A low share points at a confusing
 * question. Counted from exercise_attempts: each child's earliest attempt at each exercise of the lesson
 * (by id, so a repeated attempt key or a later retry never changes it). Staff accounts that practised
 * are left out: only learners (no staff role) are children here. The caller's right to see the lesson is
 * decided before this runs (the module's row scope, server/routers/admin.ts).
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";

export interface ExerciseFigure {
  blockId: string;
  /** Children who answered this exercise at least once. */
  tried: number;
  /** Of them, those whose first answer was right. */
  rightFirstTime: number;
}

export async function exerciseFigures(db: Kysely<Database>, lessonId: number): Promise<ExerciseFigure[]> {
  const rows = await db
    .selectFrom("exercise_attempts as a")
    .where("a.lesson_id", "=", lessonId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("user_roles").select("user_roles.user_id").whereRef("user_roles.user_id", "=", "a.user_id"))))
    .where((eb) =>
      eb(
        "a.id",
        "=",
        eb
          .selectFrom("exercise_attempts as b")
          .select((b) => b.fn.min("b.id").as("first"))
          .whereRef("b.lesson_id", "=", "a.lesson_id")
          .whereRef("b.block_id", "=", "a.block_id")
          .whereRef("b.user_id", "=", "a.user_id"),
      ),
    )
    .groupBy("a.block_id")
    .select((eb) => ["a.block_id", eb.fn.countAll<number>().as("tried"), eb.fn.sum<number>("a.correct").as("right")])
    .execute();
  return rows.map((row) => ({ blockId: row.block_id, tried: Number(row.tried), rightFirstTime: Number(row.right ?? 0) }));
}
