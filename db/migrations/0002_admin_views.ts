/**
 * Back office reads: two views the admin registry lists from, and indexes for owner-scoped lists.
 * - admin_users: a profile with its effective role (any super_admin row wins, else the first row, else null).
 * - admin_event_registrations: a registration with its event's title, date, type and owner, so the list
 *   can search by event title and organization users can be limited to their own events' registrations.
 */
import { type Kysely, sql } from "kysely";

const statements = [
  `CREATE VIEW admin_users AS
    SELECT p.user_id, p.full_name, p.email, p.organization_name, p.phone, p.created_at, p.updated_at,
      CASE
        WHEN EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = p.user_id AND r.role = 'super_admin') THEN 'super_admin'
        ELSE (SELECT r.role FROM user_roles r WHERE r.user_id = p.user_id ORDER BY r.id LIMIT 1)
      END AS role
    FROM profiles p`,
  `CREATE VIEW admin_event_registrations AS
    SELECT r.id, r.event_id, r.user_id, r.name, r.email, r.phone, r.notes, r.status, r.registered_at,
      e.title AS event_title, e.event_date AS event_date, e.type AS event_type, e.created_by AS event_owner
    FROM event_registrations r JOIN events e ON e.id = r.event_id`,
  // Organization users' lists are filtered by owner and sorted newest first.
  `CREATE INDEX resources_owner ON resources (created_by, created_at DESC)`,
  `CREATE INDEX courses_owner ON courses (created_by, created_at DESC)`,
  `CREATE INDEX courses_created ON courses (created_at DESC)`,
  `CREATE INDEX events_owner ON events (created_by, event_date)`,
  `CREATE INDEX events_date ON events (event_date, start_time)`,
  `CREATE INDEX media_owner ON media_submissions (submitted_by, created_at DESC)`,
  `CREATE INDEX media_status_created ON media_submissions (status, created_at DESC)`,
  `CREATE INDEX emergency_contacts_order ON emergency_contacts (display_order, id)`,
  `CREATE INDEX event_registrations_event ON event_registrations (event_id, status)`,
  `CREATE INDEX content_submissions_owner ON content_submissions (submitted_by, submitted_at DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ["admin_event_registrations", "admin_users"]) await sql.raw(`DROP VIEW IF EXISTS ${name}`).execute(db);
  for (const name of [
    "resources_owner",
    "courses_owner",
    "courses_created",
    "events_owner",
    "events_date",
    "media_owner",
    "media_status_created",
    "emergency_contacts_order",
    "event_registrations_event",
    "content_submissions_owner",
  ])
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
