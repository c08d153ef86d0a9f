/**
 * Which rows are demo content, so a real install can remove them in one step (back office dashboard, or
 * `npm run seed -- --remove-demo`) and keep everything staff made.
 *
 * A side table rather than an is_demo column on ten tables: the public queries and their allow-listed
 * shapes stay untouched, and a new demo table is one more name in DEMO_TABLES, not a migration.
 * SQLite reuses the id of a deleted row (no AUTOINCREMENT), so a marker must never outlive its row: a
 * trigger per table forgets the marker when the row is deleted (cascades included), and a staff row
 * that later gets the same id is never taken for demo. (PostgreSQL never reuses an id; the triggers keep
 * demo_rows free of dead markers there as well.)
 */
import { type Kysely, sql } from "kysely";
import { dialectOf, dropTrigger, pgRowTrigger } from "../dialect";

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
  const pg = dialectOf(db) === "postgres";
  for (const table of DEMO_TABLES) {
    const name = `demo_rows_forget_${table}`;
    const forget = `DELETE FROM demo_rows WHERE table_name = '${table}' AND row_id = OLD.id;`;
    const statements = pg
      ? pgRowTrigger({ name, table, timing: "AFTER", event: "DELETE", body: forget })
      : [
          `CREATE TRIGGER ${name} AFTER DELETE ON ${table}
      BEGIN ${forget} END`,
        ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of DEMO_TABLES) {
    for (const statement of dropTrigger(dialectOf(db), `demo_rows_forget_${table}`, table)) await sql.raw(statement).execute(db);
  }
  await sql.raw("DROP TABLE IF EXISTS demo_rows").execute(db);
}
