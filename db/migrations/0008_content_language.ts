/**
 * The language a piece of content is written in (issue 11): 'si', 'ta', 'en', or 'all' for content that
 * is for everyone (pictures, numbers, several languages). Existing rows become 'all'. Public lists show
 * the visitor's language and 'all' first; nothing is hidden from anyone.
 */
import { type Kysely, sql } from "kysely";

const TABLES = ["resources", "courses", "events", "media_submissions", "announcements"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`ALTER TABLE ${table} ADD COLUMN language TEXT NOT NULL DEFAULT 'all' CHECK (language IN ('si', 'ta', 'en', 'all'))`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`ALTER TABLE ${table} DROP COLUMN language`).execute(db);
}
