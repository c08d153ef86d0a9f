/**
 * Issue 30: interactive lessons.
 *
 * - course_lessons.blocks: the lesson as a list of blocks (text, image, audio, video, exercises; JSON, see
 *   admin-modules/domain/lesson-blocks.ts). block_texts: every text of those blocks under its key, the
 *   lesson's translatable field (its translations in content_translations are the same keys in another
 *   language). mastery_rule / mastery_correct / mastery_window: how the lesson's practice is mastered
 *   (n right in a row by default 3; m right of the last n; all right).
 * - Each lesson's old text becomes its first block, a text block, and its translations the translations of
 *   that block (with the text they were made from and their review mark), so nothing is lost; the column
 *   `content` goes. Undone, the text blocks are joined back into `content`.
 * - exercise_attempts: every answer a learner gave, as the server judged it (correct), whether it was a
 *   first try, and the learner's own id for it (attempt_key: an answer sent twice, e.g. from the offline
 *   queue, is stored once). lesson_mastery: when a learner first practised a lesson and when they mastered
 *   it. Both go with the enrolment (and so with the account) and with the lesson.
 */
import { type Kysely, sql } from "kysely";
import { afterRowTrigger, ddl, dialectOf, dropTrigger } from "../dialect";

/**
 * The new tables' rows show on their owner's signed-in pages (My Progress, the parent's page): like
 * migration 0020's personal tables, each write bumps the owner's personal_versions counter.
 */
const PERSONAL_TABLES = ["exercise_attempts", "lesson_mastery"] as const;
const OPERATIONS = ["INSERT", "UPDATE", "DELETE"] as const;
const personalTriggers = () =>
  PERSONAL_TABLES.flatMap((table) =>
    OPERATIONS.map((event) => ({
      name: `${table}_personal_after_${event.toLowerCase()}`,
      table,
      event,
      body: `UPDATE personal_versions SET version = version + 1 WHERE user_id = ${event === "DELETE" ? "OLD" : "NEW"}.user_id;`,
    })),
  );

/** The key of the one text block a converted lesson gets (its texts' keys are "<id>.text"). */
const CONVERTED_BLOCK = "t1";

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(dialectOf(db));
  const now = d.now();
  const statements = [
    "ALTER TABLE course_lessons ADD COLUMN blocks TEXT CHECK (blocks IS NULL OR length(blocks) <= 200000)",
    "ALTER TABLE course_lessons ADD COLUMN block_texts TEXT CHECK (block_texts IS NULL OR length(block_texts) <= 20000)",
    "ALTER TABLE course_lessons ADD COLUMN mastery_rule TEXT NOT NULL DEFAULT 'streak' CHECK (mastery_rule IN ('streak', 'recent', 'all'))",
    "ALTER TABLE course_lessons ADD COLUMN mastery_correct INTEGER NOT NULL DEFAULT 3 CHECK (mastery_correct BETWEEN 1 AND 20)",
    "ALTER TABLE course_lessons ADD COLUMN mastery_window INTEGER NOT NULL DEFAULT 5 CHECK (mastery_window BETWEEN 1 AND 20)",
    `CREATE TABLE exercise_attempts (
    ${d.idColumn()},
    user_id INTEGER NOT NULL,
    course_id INTEGER NOT NULL,
    lesson_id INTEGER NOT NULL REFERENCES course_lessons(id) ON DELETE CASCADE,
    block_id TEXT NOT NULL CHECK (length(block_id) BETWEEN 1 AND 12),
    attempt_key TEXT NOT NULL CHECK (length(attempt_key) BETWEEN 8 AND 64),
    answer TEXT NOT NULL CHECK (length(answer) <= 4000),
    correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
    first_try INTEGER NOT NULL CHECK (first_try IN (0, 1)),
    answered_at TEXT NOT NULL DEFAULT ${now},
    UNIQUE (user_id, attempt_key),
    FOREIGN KEY (user_id, course_id) REFERENCES course_enrollments(user_id, course_id) ON DELETE CASCADE
  )`,
    // A learner's attempts at a lesson, newest last (mastery); an exercise's first tries (the editor's figures).
    "CREATE INDEX exercise_attempts_learner ON exercise_attempts (user_id, lesson_id, id)",
    "CREATE INDEX exercise_attempts_block ON exercise_attempts (lesson_id, block_id, user_id, id)",
    `CREATE TABLE lesson_mastery (
    user_id INTEGER NOT NULL,
    course_id INTEGER NOT NULL,
    lesson_id INTEGER NOT NULL REFERENCES course_lessons(id) ON DELETE CASCADE,
    practised_at TEXT NOT NULL DEFAULT ${now},
    mastered_at TEXT,
    PRIMARY KEY (user_id, lesson_id),
    FOREIGN KEY (user_id, course_id) REFERENCES course_enrollments(user_id, course_id) ON DELETE CASCADE
  )`,
    "CREATE INDEX lesson_mastery_course ON lesson_mastery (user_id, course_id)",
    "CREATE INDEX lesson_mastery_lesson ON lesson_mastery (lesson_id)",
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  for (const trigger of personalTriggers()) {
    for (const statement of afterRowTrigger(dialectOf(db), trigger)) await sql.raw(statement).execute(db);
  }

  // Each lesson's text becomes its first block; its translations follow it.
  const lessons = await sql<{ id: number; content: string | null }>`SELECT id, content FROM course_lessons`.execute(db);
  for (const lesson of lessons.rows) {
    const text = lesson.content ?? "";
    const blocks = text.trim() === "" ? [] : [{ id: CONVERTED_BLOCK, type: "text", text }];
    const texts = text.trim() === "" ? null : JSON.stringify({ [`${CONVERTED_BLOCK}.text`]: text });
    await sql`UPDATE course_lessons SET blocks = ${JSON.stringify(blocks)}, block_texts = ${texts} WHERE id = ${lesson.id}`.execute(db);
  }
  const translations = await sql<{ row_id: number; language: string; text: string; source_text: string }>`
    SELECT row_id, language, text, source_text FROM content_translations WHERE entity = 'course_lessons' AND field = 'content'`.execute(db);
  for (const t of translations.rows) {
    const key = `${CONVERTED_BLOCK}.text`;
    await sql`UPDATE content_translations SET field = 'block_texts', text = ${JSON.stringify({ [key]: t.text })}, source_text = ${JSON.stringify({ [key]: t.source_text })}
      WHERE entity = 'course_lessons' AND row_id = ${t.row_id} AND field = 'content' AND language = ${t.language}`.execute(db);
  }
  await sql.raw("ALTER TABLE course_lessons DROP COLUMN content").execute(db);
}

/** The text blocks of a lesson, joined as one text (what `content` held). */
function joinedText(json: string | null, texts?: Record<string, string>): string | null {
  let blocks: { id: string; type: string; text?: string }[] = [];
  try {
    blocks = JSON.parse(json ?? "[]") as typeof blocks;
  } catch {
    return null;
  }
  const parts = blocks.filter((b) => b.type === "text").map((b) => (texts ? (texts[`${b.id}.text`] ?? "") : (b.text ?? "")));
  const joined = parts.filter((p) => p.trim() !== "").join("\n\n");
  return joined === "" ? null : joined.slice(0, 20000);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw("ALTER TABLE course_lessons ADD COLUMN content TEXT CHECK (content IS NULL OR length(content) <= 20000)").execute(db);
  const lessons = await sql<{ id: number; blocks: string | null }>`SELECT id, blocks FROM course_lessons`.execute(db);
  for (const lesson of lessons.rows) await sql`UPDATE course_lessons SET content = ${joinedText(lesson.blocks)} WHERE id = ${lesson.id}`.execute(db);
  const translations = await sql<{ row_id: number; language: string; text: string; source_text: string; blocks: string | null }>`
    SELECT t.row_id, t.language, t.text, t.source_text, l.blocks FROM content_translations t JOIN course_lessons l ON l.id = t.row_id
    WHERE t.entity = 'course_lessons' AND t.field = 'block_texts'`.execute(db);
  for (const t of translations.rows) {
    const parse = (s: string) => {
      try {
        return JSON.parse(s) as Record<string, string>;
      } catch {
        return {};
      }
    };
    const text = joinedText(t.blocks, parse(t.text));
    const where = sql`entity = 'course_lessons' AND row_id = ${t.row_id} AND field = 'block_texts' AND language = ${t.language}`;
    if (text === null) await sql`DELETE FROM content_translations WHERE ${where}`.execute(db);
    else
      await sql`UPDATE content_translations SET field = 'content', text = ${text}, source_text = ${joinedText(t.blocks, parse(t.source_text)) ?? ""} WHERE ${where}`.execute(
        db,
      );
  }
  for (const { name, table } of personalTriggers()) for (const statement of dropTrigger(dialectOf(db), name, table)) await sql.raw(statement).execute(db);
  await sql.raw("DROP TABLE lesson_mastery").execute(db);
  await sql.raw("DROP TABLE exercise_attempts").execute(db);
  for (const column of ["blocks", "block_texts", "mastery_rule", "mastery_correct", "mastery_window"])
    await sql.raw(`ALTER TABLE course_lessons DROP COLUMN ${column}`).execute(db);
}
