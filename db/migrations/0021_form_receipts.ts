/**
 * Forms posted without the page's script (issue #28): a double tap sends the same form twice before the
 * first answer arrives. Each form that creates something leaves a receipt, keyed by the SHA-256 of who sent
 * what, with the address its answer sent the visitor to; the same form again within a minute gets that
 * answer instead of a second write. Receipts older than a minute are deleted as new ones are written.
 */
import { type Kysely, sql } from "kysely";

const statements = [
  `CREATE TABLE form_receipts (
    key TEXT PRIMARY KEY CHECK (length(key) = 64),
    location TEXT CHECK (location IS NULL OR length(location) <= 2000),
    created_at TEXT NOT NULL
  )`,
  `CREATE INDEX form_receipts_created ON form_receipts (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`DROP TABLE form_receipts`).execute(db);
}
