/**
 * admin_event_registrations again, with CROSS JOIN: SQLite then always walks registrations first, so a
 * page sorted by registered_at (with or without a search) reads the newest rows through their index and
 * stops after one page, instead of scanning every event and sorting 100,000 rows (measured by
 * `npm run bench`: a registrations search went from ~100-170 ms to well under 100 ms).
 */
import { type Kysely, sql } from "kysely";
import { ddl, dialectOf } from "../dialect";

const view = (join: string) => `CREATE VIEW admin_event_registrations AS
    SELECT r.id, r.event_id, r.user_id, r.name, r.email, r.phone, r.notes, r.status, r.registered_at,
      e.title AS event_title, e.event_date AS event_date, e.type AS event_type, e.created_by AS event_owner
    FROM event_registrations r ${join} events e ON e.id = r.event_id`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw("DROP VIEW admin_event_registrations").execute(db);
  // PostgreSQL allows no ON after CROSS JOIN (and chooses the join order itself): a plain JOIN there.
  await sql.raw(view(ddl(dialectOf(db)).crossJoin)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw("DROP VIEW admin_event_registrations").execute(db);
  await sql.raw(view("JOIN")).execute(db);
}
