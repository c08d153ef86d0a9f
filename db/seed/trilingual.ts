/**
 * Seeded texts written in the three languages of the site: the row holds the original, the other two go
 * to content_translations (migration 0018) as translations made from it, waiting for a native speaker's
 * review (reviewed = 0).
 */
import type { Kysely } from "kysely";
import type { Database, TextLanguage } from "../types";

export interface Trilingual {
  en: string;
  si: string;
  ta: string;
}

export const LANGUAGES: readonly TextLanguage[] = ["en", "si", "ta"];

export const isTrilingual = (value: unknown): value is Trilingual =>
  typeof value === "object" && value !== null && !Array.isArray(value) && LANGUAGES.every((l) => typeof (value as Record<string, unknown>)[l] === "string");

/** The translations of a row's fields from its `original` language into the two others. */
export async function insertTranslations(
  db: Kysely<Database>,
  table: string,
  rowId: number,
  original: TextLanguage,
  fields: Record<string, Trilingual>,
): Promise<void> {
  for (const [field, texts] of Object.entries(fields)) {
    for (const language of LANGUAGES) {
      if (language === original || !texts[language]) continue;
      await db
        .insertInto("content_translations")
        .values({ entity: table, row_id: rowId, field, language, text: texts[language], source_text: texts[original], reviewed: 0 })
        .execute();
    }
  }
}

/** A row whose trilingual fields are split: the original language's text in the row, the others returned. */
export function splitTrilingual(values: Record<string, unknown>, original: TextLanguage) {
  const row: Record<string, unknown> = { language: original };
  const translated: Record<string, Trilingual> = {};
  for (const [field, value] of Object.entries(values)) {
    if (isTrilingual(value)) {
      row[field] = value[original];
      translated[field] = value;
    } else row[field] = value;
  }
  return { row, translated };
}
