/**
 * 1. table_versions: one counter per table that a public page reads, bumped by SQLite triggers after every
 *    INSERT, UPDATE and DELETE on that table, inside the writing transaction. The in-memory cache of public
 *    answers (server/services/public-cache.ts) remembers the counters it saw and serves an answer only
 *    while they are unchanged. Because the database does the bumping, no write path can forget it, and a
 *    second process writing to the same file invalidates this process's cache as well.
 * 2. image_variants: the phone-sized copies made of every uploaded image (at most 1,600 px wide, and a WebP
 *    thumbnail at most 480 px wide) with their sizes, found by the original's address.
 */
import { type Kysely, sql } from "kysely";
import { ddl, dialectOf, dropTrigger, pgRowTrigger } from "../dialect";

/** The tables whose rows a public read shows (server/services/public-cache.ts names the same; a test compares). */
const VERSIONED_TABLES = [
  "site_settings",
  "announcements",
  "hubs",
  "resources",
  "courses",
  "media_submissions",
  "events",
  "emergency_contacts",
  "image_variants",
] as const;

const OPERATIONS = ["INSERT", "UPDATE", "DELETE"] as const;
const triggerName = (table: string, operation: string) => `${table}_version_after_${operation.toLowerCase()}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(dialectOf(db));
  await sql
    .raw(`CREATE TABLE table_versions (
    name TEXT PRIMARY KEY NOT NULL,
    version INTEGER NOT NULL DEFAULT 0
  )${d.withoutRowid}`)
    .execute(db);

  await sql
    .raw(`CREATE TABLE image_variants (
    url TEXT PRIMARY KEY NOT NULL,
    width INTEGER NOT NULL CHECK (width > 0),
    height INTEGER NOT NULL CHECK (height > 0),
    large_url TEXT NOT NULL,
    large_width INTEGER NOT NULL CHECK (large_width > 0 AND large_width <= 1600),
    large_height INTEGER NOT NULL CHECK (large_height > 0),
    thumb_url TEXT NOT NULL,
    thumb_width INTEGER NOT NULL CHECK (thumb_width > 0 AND thumb_width <= 480),
    thumb_height INTEGER NOT NULL CHECK (thumb_height > 0),
    created_at TEXT NOT NULL DEFAULT ${d.now("(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))")}
  )${d.withoutRowid}`)
    .execute(db);

  for (const table of VERSIONED_TABLES) {
    await sql`INSERT INTO table_versions (name, version) VALUES (${table}, 0)`.execute(db);
    for (const operation of OPERATIONS) {
      const name = triggerName(table, operation);
      const bump = `UPDATE table_versions SET version = version + 1 WHERE name = '${table}';`;
      const statements = d.pg
        ? pgRowTrigger({ name, table, timing: "AFTER", event: operation, body: bump })
        : [
            `CREATE TRIGGER ${name} AFTER ${operation} ON ${table}
        BEGIN ${bump} END`,
          ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    for (const operation of OPERATIONS) {
      for (const statement of dropTrigger(dialectOf(db), triggerName(table, operation), table)) await sql.raw(statement).execute(db);
    }
  }
  await sql.raw("DROP TABLE image_variants").execute(db);
  await sql.raw("DROP TABLE table_versions").execute(db);
}
