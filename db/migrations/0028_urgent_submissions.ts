/**
 * Issue 29: event and content submissions carry the stored urgent mark that children's media and reports
 * have had since 0026. `urgent` (0 or 1) and `urgent_rule` (the matched rule, "self_harm: kill myself") are set
 * when the submission is written (the public Submit an Event form, the back office's forms and the API), so
 * an urgent one goes first in Content Review with its red mark and the safety address gets one e-mail.
 *
 * Also an index on review_shown_marks.shown_at: the sweep deletes the marks older than 12 hours by it.
 *
 * Only adds: both columns have a default, so code without this migration (the release before) still
 * writes rows the same way.
 */
import { type Kysely, sql } from "kysely";

const TABLES = ["content_submissions", "events"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`ALTER TABLE ${table} ADD COLUMN urgent INTEGER NOT NULL DEFAULT 0 CHECK (urgent IN (0, 1))`).execute(db);
    await sql.raw(`ALTER TABLE ${table} ADD COLUMN urgent_rule TEXT CHECK (urgent_rule IS NULL OR length(urgent_rule) <= 300)`).execute(db);
  }
  await sql.raw("CREATE INDEX review_shown_marks_shown_at ON review_shown_marks (shown_at)").execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw("DROP INDEX review_shown_marks_shown_at").execute(db);
  for (const table of TABLES) {
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN urgent_rule`).execute(db);
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN urgent`).execute(db);
  }
}
