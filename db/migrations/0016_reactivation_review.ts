/**
 * Switching a live row back on is reviewed when someone else switched it off (issue #26): events and
 * emergency contacts record who last switched them off. An organization's switching on of an approved
 * row that a super admin took down (or that was off before this migration, when nobody knows who did it)
 * waits for review like an edit; its own switching off and on applies at once.
 */
import { type Kysely, sql } from "kysely";

const TABLES = ["events", "emergency_contacts"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`ALTER TABLE ${table} ADD COLUMN deactivated_by INTEGER REFERENCES users(id) ON DELETE SET NULL`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`ALTER TABLE ${table} DROP COLUMN deactivated_by`).execute(db);
}
