/**
 * Issue 30: what an answer reached, kept with the attempt. `reached` is null for most attempts; for the one
 * that mastered its lesson it holds what the child was told at that moment, as JSON: whether the course was
 * mastered with it and the achievements it unlocked ({"courseCompleted":false,"unlocked":["firstLesson"]}).
 * The lesson page drawn after an exercise form sent without the script (server/http/forms/lesson-answer.ts)
 * reads it back with the verdict, so the child hears "You mastered this lesson" there too, as with the script.
 *
 * Only adds a nullable column: code without this migration still writes attempts the same way.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw("ALTER TABLE exercise_attempts ADD COLUMN reached TEXT CHECK (reached IS NULL OR length(reached) <= 500)").execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw("ALTER TABLE exercise_attempts DROP COLUMN reached").execute(db);
}
