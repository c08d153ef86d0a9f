/**
 * Which address has viewed which media item in the last 30 minutes, in the database rather than in one
 * process's memory, so that app processes sharing a database count a view once between them (issue #16).
 * Swept like the rate-limit windows: a mark older than 30 minutes is deleted (server/services/sweep.ts).
 */
import { type Kysely, sql } from "kysely";

const statements = [
  `CREATE TABLE media_view_marks (
    address TEXT NOT NULL CHECK (length(address) BETWEEN 1 AND 300),
    media_id INTEGER NOT NULL REFERENCES media_submissions(id) ON DELETE CASCADE,
    counted_at TEXT NOT NULL,
    PRIMARY KEY (address, media_id)
  )`,
  `CREATE INDEX media_view_marks_counted ON media_view_marks (counted_at)`,
  `CREATE INDEX media_view_marks_media ON media_view_marks (media_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
