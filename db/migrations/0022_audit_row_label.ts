/**
 * Issue 29: the Audit Log names the row an entry is about ("Summer art camp"), not its id ("Events 9"):
 * the row's title as it was when the entry was written, so it outlives a rename or a delete. Entries made
 * before this migration keep NULL (the log refuses updates) and are shown by their id.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw("ALTER TABLE audit_log ADD COLUMN row_label TEXT").execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw("ALTER TABLE audit_log DROP COLUMN row_label").execute(db);
}
