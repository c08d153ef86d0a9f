/**
 * Migration 0023 (issue 30) on a database whose lessons are text: each lesson's text becomes its one
 * text block, and its translations (with what they were made from and their review mark) the
 * translations of that block's text, nothing lost; undone, the text and translations come back as they were.
 */
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigrator } from "../../db/migrate";
import { blockTexts, parseBlocks, withTexts } from "../../admin-modules/domain/lesson-blocks";

let sqlite: SQLite.Database;
let db: Kysely<any>;
const ids: Record<string, number> = {};
const TEXT = "First line.\n\nSecond paragraph with *stars* and <b>tags</b> kept as written.";

beforeAll(async () => {
  sqlite = new SQLite(":memory:");
  sqlite.pragma("foreign_keys = ON");
  db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  expect((await createMigrator(db).migrateTo("0022_audit_row_label")).error).toBeUndefined();
  const courseId = sqlite
    .prepare(
      `INSERT INTO courses (title, category, level, instructor_name, duration, age_group, language) VALUES ('C', 'Safety', 'Beginner', 'I', '1h', 'all', 'en')`,
    )
    .run().lastInsertRowid as number;
  const lesson = sqlite.prepare("INSERT INTO course_lessons (course_id, position, title, duration, content, language) VALUES (?, ?, ?, '5 min', ?, 'en')");
  ids.text = lesson.run(courseId, 0, "Text", TEXT).lastInsertRowid as number;
  ids.empty = lesson.run(courseId, 1, "Empty", null).lastInsertRowid as number;
  sqlite
    .prepare(
      "INSERT INTO content_translations (entity, row_id, field, language, text, source_text, reviewed) VALUES ('course_lessons', ?, 'content', 'si', 'සිංහල පාඩම.', 'First line (older).', 1)",
    )
    .run(ids.text);
  expect((await createMigrator(db).migrateTo("0023_interactive_lessons")).error).toBeUndefined();
});
afterAll(() => db.destroy());

describe("migration 0023", () => {
  it("turns each lesson's text into one text block, and its translation into that block's", async () => {
    const rows = (
      await sql<{ id: number; blocks: string; block_texts: string | null; mastery_rule: string }>`
      SELECT id, blocks, block_texts, mastery_rule FROM course_lessons ORDER BY position`.execute(db)
    ).rows;
    const blocks = parseBlocks(rows[0]!.blocks);
    expect(blocks).toEqual([{ id: "t1", type: "text", text: TEXT }]);
    expect(JSON.parse(rows[0]!.block_texts!)).toEqual(blockTexts(blocks));
    expect(rows[0]!.mastery_rule).toBe("streak");
    expect(parseBlocks(rows[1]!.blocks)).toEqual([]);
    const translation = (
      await sql<{ field: string; text: string; source_text: string; reviewed: number }>`
      SELECT field, text, source_text, reviewed FROM content_translations WHERE entity = 'course_lessons' AND row_id = ${ids.text}`.execute(db)
    ).rows;
    expect(translation).toEqual([
      {
        field: "block_texts",
        text: JSON.stringify({ "t1.text": "සිංහල පාඩම." }),
        source_text: JSON.stringify({ "t1.text": "First line (older)." }),
        reviewed: 1,
      },
    ]);
    expect(withTexts(blocks, JSON.parse(translation[0]!.text)).blocks[0]).toMatchObject({ text: "සිංහල පාඩම." });
    const columns = (await sql<{ name: string }>`SELECT name FROM pragma_table_info('course_lessons')`.execute(db)).rows.map((c) => c.name);
    expect(columns).not.toContain("content");
  });

  it("can be undone: the text, and its translation with its source and review mark, come back", async () => {
    expect((await createMigrator(db).migrateTo("0022_audit_row_label")).error).toBeUndefined();
    const rows = (await sql<{ content: string | null }>`SELECT content FROM course_lessons ORDER BY position`.execute(db)).rows;
    expect(rows.map((r) => r.content)).toEqual([TEXT, null]);
    const translation = (await sql`SELECT field, text, source_text, reviewed FROM content_translations WHERE entity = 'course_lessons'`.execute(db)).rows;
    expect(translation).toEqual([{ field: "content", text: "සිංහල පාඩම.", source_text: "First line (older).", reviewed: 1 }]);
  });
});
