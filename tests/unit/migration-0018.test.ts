/**
 * Migrations 0018 and 0019 on a database that has lived under 0017 (issue 27): lessons leave the course
 * JSON for rows of their own without loss (a course whose JSON held more keeps it), learners' ticks follow
 * their lesson, rows "for everyone" get the language their title is written in, resources' slugs keep the
 * vowel signs from now on while the old slugs stay reachable, and the helplines the old demo seed wrote in
 * English only become the trilingual defaults unless staff changed them.
 */
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigrator } from "../../db/migrate";

let sqlite: SQLite.Database;
let db: Kysely<any>;
const ids: Record<string, number> = {};

const course = (title: string, content: string | null, language = "all") =>
  sqlite
    .prepare(
      `INSERT INTO courses (title, category, level, instructor_name, duration, age_group, course_content, language) VALUES (?, 'Safety', 'Beginner', 'I', '1h', 'all', ?, ?)`,
    )
    .run(title, content, language).lastInsertRowid as number;

beforeAll(async () => {
  sqlite = new SQLite(":memory:");
  sqlite.pragma("foreign_keys = ON");
  db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  const before = await createMigrator(db).migrateTo("0017_back_office_language");
  expect(before.error).toBeUndefined();

  ids.plain = course(
    "ශ්‍රී ලංකා ළමා පාඨමාලාව",
    JSON.stringify({
      lessons: [
        { title: "One", duration: "5 min", content: "First." },
        { title: "Two", duration: "", content: "Second." },
      ],
    }),
  );
  ids.more = course("Tamil club", JSON.stringify({ intro: "Hello", lessons: [{ title: "Only", content: "Text", video: "https://x.example" }, "stray"] }), "ta");
  ids.none = course("No lessons", null, "en");
  sqlite.prepare(`INSERT INTO users (email, password_hash) VALUES ('learner@example.org', 'x')`).run();
  sqlite.prepare(`INSERT INTO course_enrollments (user_id, course_id) VALUES (1, ?)`).run(ids.plain);
  // Ticks of the second lesson, and of a place that never had a lesson (it never counted).
  sqlite.prepare(`INSERT INTO lesson_progress (user_id, course_id, lesson_index) VALUES (1, ?, 1), (1, ?, 7)`).run(ids.plain, ids.plain);
  ids.resource = sqlite.prepare(`INSERT INTO resources (title, slug, category, age_group) VALUES ('මගේ කඳු සහ ඉර', 'මග-කඳ-සහ-ඉර', 'safety', 'all')`).run()
    .lastInsertRowid as number;
  sqlite.prepare(`INSERT INTO hubs (title, path) VALUES ('தமிழ் மையம்', '/x')`).run();
  const helpline = sqlite.prepare(`INSERT INTO emergency_contacts (name, number, description, superhero_name, availability) VALUES (?, ?, ?, ?, ?)`);
  ids.untouched = helpline.run(
    "Childline Sri Lanka",
    "1929",
    "National Child Protection Authority: free, confidential help for children.",
    "Child Guardian",
    "24/7",
  ).lastInsertRowid as number;
  ids.edited = helpline.run("Police Emergency", "119", "Our own words.", "Captain Safety", "24/7").lastInsertRowid as number;
  ids.hours = helpline.run("Fire and Rescue", "110", "Fire brigade and rescue services.", "Fire Fighter", "Office hours").lastInsertRowid as number;

  // Up to the last migration before 0023 (which turns lessons into blocks: tests/unit/migration-0023.test.ts).
  const after = await createMigrator(db).migrateTo("0022_audit_row_label");
  expect(after.error).toBeUndefined();
});

afterAll(() => db.destroy());

describe("migration 0018", () => {
  it("moves each course's lessons into rows, in order, and keeps a JSON only where it held more", async () => {
    const lessons = (await sql`SELECT course_id, position, title, duration, content, language FROM course_lessons ORDER BY course_id, position`.execute(db))
      .rows;
    expect(lessons).toEqual([
      { course_id: ids.plain, position: 0, title: "One", duration: "5 min", content: "First.", language: "si" },
      { course_id: ids.plain, position: 1, title: "Two", duration: "", content: "Second.", language: "si" },
      { course_id: ids.more, position: 0, title: "Only", duration: null, content: "Text", language: "ta" },
    ]);
    const courses = (
      await sql<{
        id: number;
        legacy_course_content: string | null;
        language: string;
      }>`SELECT id, legacy_course_content, language FROM courses ORDER BY id`.execute(db)
    ).rows;
    expect(courses.find((c) => c.id === ids.plain)).toMatchObject({ legacy_course_content: null, language: "si" });
    expect(JSON.parse(courses.find((c) => c.id === ids.more)!.legacy_course_content!)).toMatchObject({ intro: "Hello" });
    expect(courses.find((c) => c.id === ids.none)).toMatchObject({ legacy_course_content: null, language: "en" });
  });

  it("keeps a learner's tick on its lesson, and drops the tick of a place that had none", async () => {
    const ticks = (
      await sql<{ title: string }>`SELECT l.title FROM lesson_progress p JOIN course_lessons l ON l.id = p.lesson_id WHERE p.user_id = 1`.execute(db)
    ).rows;
    expect(ticks).toEqual([{ title: "Two" }]);
    // A deleted lesson takes its ticks with it.
    await sql`DELETE FROM course_lessons WHERE title = 'Two'`.execute(db);
    expect((await sql`SELECT count(*) AS n FROM lesson_progress`.execute(db)).rows).toEqual([{ n: 0 }]);
  });

  it("gives rows the language of their text, and resources slugs with vowel signs, remembering the old ones", async () => {
    expect((await sql`SELECT language FROM hubs`.execute(db)).rows).toEqual([{ language: "ta" }]);
    expect((await sql`SELECT slug FROM resources WHERE id = ${ids.resource}`.execute(db)).rows).toEqual([{ slug: "මගේ-කඳු-සහ-ඉර" }]);
    expect((await sql`SELECT entity, slug, row_id FROM slug_history`.execute(db)).rows).toEqual([
      { entity: "resources", slug: "මග-කඳ-සහ-ඉර", row_id: ids.resource },
    ]);
  });

  it("makes the old seed's untouched English helplines trilingual, and leaves what staff changed", async () => {
    const rows = (await sql<{ id: number; name: string; availability: string }>`SELECT id, name, availability FROM emergency_contacts ORDER BY id`.execute(db))
      .rows;
    expect(rows).toEqual([
      { id: ids.untouched, name: "Child Helpline (National Child Protection Authority)", availability: "24 hours, every day" },
      { id: ids.edited, name: "Police Emergency", availability: "24/7" },
      { id: ids.hours, name: "Fire and Rescue", availability: "Office hours" },
    ]);
    const translated = (
      await sql<{ row_id: number; field: string; language: string }>`
      SELECT row_id, field, language FROM content_translations WHERE entity = 'emergency_contacts' ORDER BY row_id, field, language`.execute(db)
    ).rows;
    expect(translated.filter((t) => t.row_id === ids.untouched).map((t) => `${t.field}.${t.language}`)).toEqual([
      "availability.si",
      "availability.ta",
      "description.si",
      "description.ta",
      "name.si",
      "name.ta",
      "superhero_name.si",
      "superhero_name.ta",
    ]);
    expect(translated.some((t) => t.row_id === ids.edited)).toBe(false);
    // Its staff-chosen hours stay, untranslated; the rest is the default's.
    expect(translated.filter((t) => t.row_id === ids.hours).map((t) => t.field)).not.toContain("availability");
  });

  it("can be undone, putting the lessons back into the course's JSON", async () => {
    const down = await createMigrator(db).migrateTo("0017_back_office_language");
    expect(down.error).toBeUndefined();
    const row = (await sql<{ course_content: string }>`SELECT course_content FROM courses WHERE id = ${ids.plain}`.execute(db)).rows[0]!;
    expect(JSON.parse(row.course_content)).toEqual({ lessons: [{ title: "One", duration: "5 min", content: "First." }] });
  });
});
