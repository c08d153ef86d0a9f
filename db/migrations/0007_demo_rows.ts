/**
 * Which rows are demo content, so a real install can remove them in one step (back office dashboard, or
 * `npm run seed -- --remove-demo`) and keep everything staff made.
 *
 * A side table rather than an is_demo column on ten tables: the public queries and their allow-listed
 * shapes stay untouched, and a new demo table is one more name in DEMO_TABLES, not a migration.
 * SQLite reuses the id of a deleted row (no AUTOINCREMENT), so a marker must never outlive its row: a
 * trigger per table forgets the marker when the row is deleted (cascades included), and a staff row
 * that later gets the same id is never taken for demo.
 */
import { type Kysely, sql } from "kysely";

/** The tables the demo seed writes to (site settings and the helplines are kept: see README). */
export const DEMO_TABLES = [
  "announcements",
  "hubs",
  "resources",
  "courses",
  "media_submissions",
  "events",
  "event_registrations",
  "categories",
  "tags",
  "content_submissions",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE TABLE demo_rows (
    table_name TEXT NOT NULL CHECK (table_name IN (${DEMO_TABLES.map((t) => `'${t}'`).join(", ")})),
    row_id INTEGER NOT NULL,
    PRIMARY KEY (table_name, row_id)
  )`)
    .execute(db);
  for (const table of DEMO_TABLES) {
    await sql
      .raw(`CREATE TRIGGER demo_rows_forget_${table} AFTER DELETE ON ${table}
      BEGIN DELETE FROM demo_rows WHERE table_name = '${table}' AND row_id = OLD.id; END`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of DEMO_TABLES) await sql.raw(`DROP TRIGGER IF EXISTS demo_rows_forget_${table}`).execute(db);
  await sql.raw("DROP TABLE IF EXISTS demo_rows").execute(db);
}
