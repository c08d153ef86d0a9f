/**
 * Events and emergency contacts written by an organization wait for a super admin (issue 18):
 * - review_status: pending (never approved), approved (public while active) or rejected. Rows that were
 *   already live stay approved (the column's default), so nothing disappears from the public pages.
 * - pending_changes: an organization's edit of an approved row, kept as JSON while the approved version
 *   stays live; a super admin's approval applies it, a rejection drops it.
 * - reviewed_by / reviewed_at / review_notes: who decided, when, and why.
 * The server sets review_status on every write; the default only covers rows written before this.
 */
import { type Kysely, sql } from "kysely";

const TABLES = ["events", "emergency_contacts"] as const;

const columns = [
  `review_status TEXT NOT NULL DEFAULT 'approved' CHECK (review_status IN ('pending', 'approved', 'rejected'))`,
  `pending_changes TEXT CHECK (pending_changes IS NULL OR json_valid(pending_changes))`,
  `reviewed_by INTEGER REFERENCES users(id) ON DELETE SET NULL`,
  `reviewed_at TEXT`,
  `review_notes TEXT CHECK (review_notes IS NULL OR length(review_notes) <= 2000)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const column of columns) await sql.raw(`ALTER TABLE ${table} ADD COLUMN ${column}`).execute(db);
    // The review queue and the pending badges read only the rows waiting for a decision.
    await sql.raw(`CREATE INDEX ${table}_awaiting_review ON ${table} (created_at) WHERE review_status = 'pending' OR pending_changes IS NOT NULL`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`DROP INDEX IF EXISTS ${table}_awaiting_review`).execute(db);
    for (const name of ["review_notes", "reviewed_at", "reviewed_by", "pending_changes", "review_status"]) {
      await sql.raw(`ALTER TABLE ${table} DROP COLUMN ${name}`).execute(db);
    }
  }
}
