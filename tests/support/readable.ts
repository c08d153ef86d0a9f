/**
 * Which rows of a translatable table read in a language (issue 27), straight from the database: written in
 * it, or with their title translated into it. What a public list's "Show content in" filter keeps.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";

export async function readableIn(db: Kysely<Database>, table: "resources" | "courses" | "events", language: "si" | "ta" | "en"): Promise<Set<number>> {
  const active = (await db.selectFrom(table).select(["id", "language"]).where("is_active", "=", 1).execute()) as { id: number; language: string }[];
  const translated = new Set(
    (
      await db
        .selectFrom("content_translations")
        .select("row_id")
        .where("entity", "=", table)
        .where("field", "=", "title")
        .where("language", "=", language)
        .execute()
    ).map((r) => r.row_id),
  );
  return new Set(active.filter((row) => row.language === language || translated.has(row.id)).map((row) => row.id));
}

/** The texts of `field` of some rows as a reader of `language` reads them: the translation, else the original. */
export async function textsIn<T extends { id: number }>(
  db: Kysely<Database>,
  table: string,
  rows: readonly T[],
  field: keyof T & string,
  language: "si" | "ta" | "en",
): Promise<(T & { read: string })[]> {
  const translated = rows.length
    ? await db
        .selectFrom("content_translations")
        .select(["row_id", "text"])
        .where("entity", "=", table)
        .where("field", "=", field)
        .where("language", "=", language)
        .where(
          "row_id",
          "in",
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const byId = new Map(translated.map((t) => [t.row_id, t.text]));
  return rows.map((row) => ({ ...row, read: byId.get(row.id) ?? String(row[field]) }));
}
