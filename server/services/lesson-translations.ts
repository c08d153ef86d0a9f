/**
 * A lesson's stored translations of its texts (content_translations, field block_texts), every language:
 * the server's grading and the offline feedback both accept a typed answer written in any of them.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { parseTexts } from "../../admin-modules/domain/lesson-blocks";

export async function lessonTranslations(db: Kysely<Database>, lessonId: number): Promise<Record<string, string>[]> {
  const rows = await db
    .selectFrom("content_translations")
    .select("text")
    .where("entity", "=", "course_lessons")
    .where("row_id", "=", lessonId)
    .where("field", "=", "block_texts")
    .execute();
  return rows.map((row) => parseTexts(row.text));
}
