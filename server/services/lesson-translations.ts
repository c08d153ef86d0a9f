/**
 * A lesson's stored translations of its texts (content_translations, field block_texts), by language:
 * the server's grading and the offline feedback both accept a typed answer written in any of them, and
 * the feedback after an answer is in the reader's.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { parseTexts } from "../../admin-modules/domain/lesson-blocks";
import { compiledOnce } from "./compiled-query";

/** Built once (compiled-query.ts): a typed answer reads it every time. */
const translationsQuery = compiledOnce((db, p: { lessonId: number }) =>
  db
    .selectFrom("content_translations")
    .select(["language", "text"])
    .where("entity", "=", "course_lessons")
    .where("row_id", "=", p.lessonId)
    .where("field", "=", "block_texts"),
);

export async function lessonTranslations(db: Kysely<Database>, lessonId: number): Promise<Map<string, Record<string, string>>> {
  const { rows } = await translationsQuery(db, { lessonId });
  return new Map(rows.map((row) => [row.language, parseTexts(row.text)]));
}
