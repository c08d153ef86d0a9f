/**
 * Issue 27: content in the child's language.
 *
 * - content_translations: one row per translated text of a row (entity = the row's table, row_id, field,
 *   language), with `source_text`, the original text it was translated from (its fingerprint: when the
 *   original changes, the translation reads as out of date until someone updates or confirms it), and
 *   `reviewed` (a native speaker has checked it). One table for every module, so a new module gets
 *   translations from `translatable: true` in its module file, with no migration of its own.
 * - Every translatable row names its original language (`language`: si, ta or en). The tables of issue 11
 *   had 'all' ("for everyone") as their default; such rows get the language their title is written in
 *   (Sinhala or Tamil letters, else English). Hubs, helplines, categories, tags and the site settings get
 *   the column with English as the default (what was written so far).
 * - course_lessons: the lessons that were JSON inside courses.course_content, one row each, in order
 *   (position 0, 1, ...), with translatable title, duration and content. The JSON column is kept as
 *   legacy_course_content only for a course whose JSON held anything the rows do not (other keys, items
 *   that were not lessons), so nothing is lost; for every other course it is emptied.
 * - lesson_progress names the lesson it ticks (lesson_id) instead of its place in the JSON list, so a
 *   lesson moved, added or deleted in the back office keeps (or takes away) its own ticks. Ticks of
 *   places that had no lesson never counted and are not carried over.
 * - slug_history: a resource's earlier slugs (a trigger remembers the old one whenever it changes), so an
 *   old address still reaches the resource. Resources' slugs are made again keeping the vowel signs of
 *   Sinhala and Tamil (combining marks) that the first slug rule dropped; the old ones go to the history.
 * - Freshness of the public cache: a translation's write bumps its table's version (triggers), and
 *   course_lessons is versioned like the other public tables. A row's translations go with the row.
 */
import { type Kysely, sql } from "kysely";
import { type Ddl, ddl, dialectOf, dropTrigger, pgRowTrigger } from "../dialect";

const LANGUAGES = "('si', 'ta', 'en')";
const languageColumn = `language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ${LANGUAGES})`;

/** Tables whose rows carry translatable texts (the module files say which fields). */
export const TRANSLATED_TABLES = [
  "announcements",
  "hubs",
  "resources",
  "courses",
  "course_lessons",
  "events",
  "emergency_contacts",
  "categories",
  "tags",
  "site_settings",
] as const;

/** Tables that get an original-language column here (the others have one since migration 0008). */
const NEW_LANGUAGE_COLUMN = ["hubs", "emergency_contacts", "categories", "tags", "site_settings"] as const;
/** Tables of migration 0008 whose 'all' rows get the language of their text. */
const FROM_ALL = ["announcements", "resources", "courses", "events"] as const;

/** The slug rule of this migration's time: letters (with their combining marks), digits, single hyphens. */
function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, (c) => (c === "\u200c" || c === "\u200d" ? c : ""))
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .join("-");
}

/** The language a text is written in, by its letters: Sinhala, Tamil, else English. */
function languageOfText(text: string): "si" | "ta" | "en" {
  if (/[\u0D80-\u0DFF]/.test(text)) return "si";
  if (/[\u0B80-\u0BFF]/.test(text)) return "ta";
  return "en";
}

/** An AFTER row trigger on either database; `when` is the condition in each one's words. */
const rowTrigger = (d: Ddl, name: string, table: string, event: "INSERT" | "UPDATE" | "DELETE", body: string, when?: { sqlite: string; pg: string }) =>
  d.pg
    ? pgRowTrigger({ name, table, timing: "AFTER", event, when: when?.pg, body })
    : [
        `CREATE TRIGGER ${name} AFTER ${event} ON ${table}${when ? ` WHEN ${when.sqlite}` : ""}
    BEGIN ${body} END`,
      ];

const OPERATIONS = ["INSERT", "UPDATE", "DELETE"] as const;

function schema(d: Ddl): string[] {
  const now = d.now();
  const statements = [
    `CREATE TABLE content_translations (
    entity TEXT NOT NULL CHECK (length(entity) BETWEEN 1 AND 64),
    row_id INTEGER NOT NULL,
    field TEXT NOT NULL CHECK (length(field) BETWEEN 1 AND 64),
    language TEXT NOT NULL CHECK (language IN ${LANGUAGES}),
    text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 20000),
    source_text TEXT NOT NULL,
    reviewed INTEGER NOT NULL DEFAULT 0 CHECK (reviewed IN (0, 1)),
    updated_at TEXT NOT NULL DEFAULT ${now},
    PRIMARY KEY (entity, row_id, field, language)
  )`,
    // Public lists ask "which rows have a title in Tamil?"; the back office "which rows lack one?".
    `CREATE INDEX content_translations_language ON content_translations (entity, language, field, row_id)`,

    `CREATE TABLE course_lessons (
    ${d.idColumn()},
    course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
    position INTEGER NOT NULL DEFAULT 0 CHECK (position >= 0),
    title TEXT NOT NULL CHECK (length(title) <= 200),
    duration TEXT CHECK (duration IS NULL OR length(duration) <= 50),
    content TEXT CHECK (content IS NULL OR length(content) <= 20000),
    ${languageColumn},
    created_at TEXT NOT NULL DEFAULT ${now}
  )`,
    `CREATE INDEX course_lessons_course ON course_lessons (course_id, position, id)`,

    `CREATE TABLE slug_history (
    entity TEXT NOT NULL,
    slug TEXT NOT NULL,
    row_id INTEGER NOT NULL,
    created_at TEXT NOT NULL DEFAULT ${now},
    PRIMARY KEY (entity, slug)
  )`,
    `ALTER TABLE site_settings ADD COLUMN contact_address TEXT CHECK (contact_address IS NULL OR length(contact_address) <= 300)`,
    `INSERT INTO table_versions (name, version) VALUES ('course_lessons', 0)`,
  ];
  for (const table of NEW_LANGUAGE_COLUMN) statements.push(`ALTER TABLE ${table} ADD COLUMN ${languageColumn}`);

  // A translation's write makes the answers read from its table stale (server/services/public-cache.ts).
  for (const operation of OPERATIONS) {
    const row = operation === "DELETE" ? "OLD" : "NEW";
    statements.push(
      ...rowTrigger(
        d,
        `content_translations_version_after_${operation.toLowerCase()}`,
        "content_translations",
        operation,
        `UPDATE table_versions SET version = version + 1 WHERE name = ${row}.entity;`,
      ),
    );
    statements.push(
      ...rowTrigger(
        d,
        `course_lessons_version_after_${operation.toLowerCase()}`,
        "course_lessons",
        operation,
        "UPDATE table_versions SET version = version + 1 WHERE name = 'course_lessons';",
      ),
    );
  }
  // A row's translations go with it (cascades and the demo removal included).
  for (const table of TRANSLATED_TABLES.filter((t) => t !== "site_settings")) {
    statements.push(
      ...rowTrigger(d, `${table}_translations_forget`, table, "DELETE", `DELETE FROM content_translations WHERE entity = '${table}' AND row_id = OLD.id;`),
    );
  }
  // A resource's old slug keeps reaching it.
  const remember = `INSERT INTO slug_history (entity, slug, row_id) VALUES ('resources', OLD.slug, OLD.id)
      ON CONFLICT (entity, slug) DO UPDATE SET row_id = excluded.row_id;`;
  statements.push(
    ...rowTrigger(d, "resources_slug_history", "resources", "UPDATE", remember, { sqlite: "OLD.slug <> NEW.slug", pg: "OLD.slug IS DISTINCT FROM NEW.slug" }),
  );
  return statements;
}

interface LegacyLesson {
  title: string;
  duration: string | null;
  content: string | null;
}

/** The lessons of a course's JSON, and whether the JSON held anything else (then it is kept). */
function splitCourseContent(json: string | null): { lessons: LegacyLesson[]; keepJson: boolean } {
  if (json === null) return { lessons: [], keepJson: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { lessons: [], keepJson: true };
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return { lessons: [], keepJson: true };
  const { lessons, ...rest } = parsed as { lessons?: unknown };
  let keepJson = Object.keys(rest).length > 0 || (lessons !== undefined && !Array.isArray(lessons));
  const out: LegacyLesson[] = [];
  for (const item of Array.isArray(lessons) ? lessons : []) {
    if (!item || typeof item !== "object" || Array.isArray(item)) {
      keepJson = true;
      continue;
    }
    const { title, duration, content, ...other } = item as Record<string, unknown>;
    if (Object.keys(other).length > 0) keepJson = true;
    const text = (v: unknown) => (typeof v === "string" ? v : v === undefined || v === null ? null : JSON.stringify(v));
    out.push({ title: (text(title) ?? "").slice(0, 200), duration: text(duration)?.slice(0, 50) ?? null, content: text(content) });
  }
  return { lessons: out, keepJson };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(dialectOf(db));
  for (const statement of schema(d)) await sql.raw(statement).execute(db);

  // 'all' ("for everyone") becomes the language the row's title is written in.
  for (const table of FROM_ALL) {
    const rows = await sql<{ id: number; title: string }>`SELECT id, title FROM ${sql.table(table)} WHERE language = 'all'`.execute(db);
    for (const row of rows.rows) {
      await sql`UPDATE ${sql.table(table)} SET language = ${languageOfText(row.title)} WHERE id = ${row.id}`.execute(db);
    }
  }
  for (const table of NEW_LANGUAGE_COLUMN) {
    const column = table === "emergency_contacts" || table === "categories" || table === "tags" ? "name" : table === "site_settings" ? "site_name" : "title";
    const rows = await sql<{ id: number; text: string }>`SELECT id, ${sql.ref(column)} AS text FROM ${sql.table(table)}`.execute(db);
    for (const row of rows.rows) {
      const language = languageOfText(row.text);
      if (language !== "en") await sql`UPDATE ${sql.table(table)} SET language = ${language} WHERE id = ${row.id}`.execute(db);
    }
  }

  // Lessons out of the JSON, in their order; the JSON stays only where it held more than the rows do.
  const courses = await sql<{ id: number; language: string; course_content: string | null }>`SELECT id, language, course_content FROM courses`.execute(db);
  const keep: number[] = [];
  for (const course of courses.rows) {
    const { lessons, keepJson } = splitCourseContent(course.course_content);
    if (keepJson) keep.push(course.id);
    for (const [position, lesson] of lessons.entries()) {
      await sql`INSERT INTO course_lessons (course_id, position, title, duration, content, language)
        VALUES (${course.id}, ${position}, ${lesson.title}, ${lesson.duration}, ${lesson.content}, ${course.language === "all" ? "en" : course.language})`.execute(
        db,
      );
    }
  }
  await sql.raw("ALTER TABLE courses RENAME COLUMN course_content TO legacy_course_content").execute(db);
  if (keep.length > 0) await sql`UPDATE courses SET legacy_course_content = NULL WHERE id NOT IN (${sql.join(keep)})`.execute(db);
  else await sql`UPDATE courses SET legacy_course_content = NULL`.execute(db);

  // Progress ticks a lesson, not a place in a list (the table is made again: SQLite cannot change a primary key).
  await sql
    .raw(`CREATE TABLE lesson_progress_by_lesson (
    user_id INTEGER NOT NULL,
    course_id INTEGER NOT NULL,
    lesson_id INTEGER NOT NULL REFERENCES course_lessons(id) ON DELETE CASCADE,
    completed_at TEXT NOT NULL DEFAULT ${d.now()},
    PRIMARY KEY (user_id, lesson_id),
    FOREIGN KEY (user_id, course_id) REFERENCES course_enrollments(user_id, course_id) ON DELETE CASCADE
  )`)
    .execute(db);
  await sql`INSERT INTO lesson_progress_by_lesson (user_id, course_id, lesson_id, completed_at)
    SELECT p.user_id, p.course_id, l.id, p.completed_at FROM lesson_progress p
    JOIN course_lessons l ON l.course_id = p.course_id AND l.position = p.lesson_index`.execute(db);
  await sql.raw("DROP TABLE lesson_progress").execute(db);
  await sql.raw("ALTER TABLE lesson_progress_by_lesson RENAME TO lesson_progress").execute(db);
  await sql.raw("CREATE INDEX lesson_progress_day ON lesson_progress (user_id, completed_at)").execute(db);
  await sql.raw("CREATE INDEX lesson_progress_course ON lesson_progress (user_id, course_id)").execute(db);
  await sql.raw("CREATE INDEX lesson_progress_lesson ON lesson_progress (lesson_id)").execute(db);

  // Slugs keep the vowel signs now; the trigger above remembers each old one.
  const resources = await sql<{ id: number; title: string; slug: string }>`SELECT id, title, slug FROM resources`.execute(db);
  for (const resource of resources.rows) {
    const slug = slugify(resource.title) || "resource";
    if (slug !== resource.slug) await sql`UPDATE resources SET slug = ${slug} WHERE id = ${resource.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const triggers: [string, string][] = [["resources_slug_history", "resources"]];
  for (const operation of OPERATIONS) {
    triggers.push([`content_translations_version_after_${operation.toLowerCase()}`, "content_translations"]);
    triggers.push([`course_lessons_version_after_${operation.toLowerCase()}`, "course_lessons"]);
  }
  for (const table of TRANSLATED_TABLES.filter((t) => t !== "site_settings")) triggers.push([`${table}_translations_forget`, table]);
  for (const [name, table] of triggers) for (const statement of dropTrigger(dialect, name, table)) await sql.raw(statement).execute(db);
  // Progress by place again, and each course's lessons back into its JSON.
  const d = ddl(dialect);
  await sql
    .raw(`CREATE TABLE lesson_progress_by_index (
    user_id INTEGER NOT NULL,
    course_id INTEGER NOT NULL,
    lesson_index INTEGER NOT NULL CHECK (lesson_index >= 0),
    completed_at TEXT NOT NULL DEFAULT ${d.now()},
    PRIMARY KEY (user_id, course_id, lesson_index),
    FOREIGN KEY (user_id, course_id) REFERENCES course_enrollments(user_id, course_id) ON DELETE CASCADE
  )`)
    .execute(db);
  await sql`INSERT INTO lesson_progress_by_index (user_id, course_id, lesson_index, completed_at)
    SELECT p.user_id, p.course_id, (SELECT count(*) FROM course_lessons o WHERE o.course_id = l.course_id AND (o.position < l.position OR (o.position = l.position AND o.id < l.id))), p.completed_at
    FROM lesson_progress p JOIN course_lessons l ON l.id = p.lesson_id`.execute(db);
  await sql.raw("DROP TABLE lesson_progress").execute(db);
  await sql.raw("ALTER TABLE lesson_progress_by_index RENAME TO lesson_progress").execute(db);
  await sql.raw("CREATE INDEX lesson_progress_day ON lesson_progress (user_id, completed_at)").execute(db);
  const lessons = await sql<{ course_id: number; title: string; duration: string | null; content: string | null }>`
    SELECT course_id, title, duration, content FROM course_lessons ORDER BY course_id, position, id`.execute(db);
  const byCourse = new Map<number, { title: string; duration: string; content: string }[]>();
  for (const l of lessons.rows)
    byCourse.set(l.course_id, [...(byCourse.get(l.course_id) ?? []), { title: l.title, duration: l.duration ?? "", content: l.content ?? "" }]);
  for (const [courseId, list] of byCourse) {
    await sql`UPDATE courses SET legacy_course_content = coalesce(legacy_course_content, ${JSON.stringify({ lessons: list })}) WHERE id = ${courseId}`.execute(
      db,
    );
  }
  await sql.raw("ALTER TABLE courses RENAME COLUMN legacy_course_content TO course_content").execute(db);
  await sql.raw("DELETE FROM table_versions WHERE name = 'course_lessons'").execute(db);
  for (const table of ["slug_history", "course_lessons", "content_translations"]) await sql.raw(`DROP TABLE ${table}`).execute(db);
  for (const table of NEW_LANGUAGE_COLUMN) await sql.raw(`ALTER TABLE ${table} DROP COLUMN language`).execute(db);
  await sql.raw("ALTER TABLE site_settings DROP COLUMN contact_address").execute(db);
}
