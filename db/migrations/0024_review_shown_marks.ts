/**
 * Issue 29, "no approval without seeing": which reviewer's screen reported which item's picture as shown
 * (loaded in the review dialog or the bulk grid), and which picture it was. An approval of an item with a
 * picture needs the approving reviewer's mark for that very picture (a changed picture needs a new look);
 * the approval uses up the approver's mark, so a later approval needs a new look too. `row_id` names a row of
 * the module's table (media, content submissions, events): several tables, so no foreign key.
 */
import { type Kysely, sql } from "kysely";

const statements = [
  `CREATE TABLE review_shown_marks (
    reviewer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    module TEXT NOT NULL CHECK (length(module) BETWEEN 1 AND 64),
    row_id INTEGER NOT NULL,
    picture TEXT NOT NULL CHECK (length(picture) BETWEEN 1 AND 2000),
    shown_at TEXT NOT NULL,
    PRIMARY KEY (reviewer_id, module, row_id)
  )`,
  `CREATE INDEX review_shown_marks_row ON review_shown_marks (module, row_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw("DROP TABLE review_shown_marks").execute(db);
}
