/**
 * Event registrations made by or for a child: the child's first name or nickname stays in `name`, the
 * contact e-mail in `email` (now the parent's or guardian's), and three columns are added: the child's
 * age, the parent's or guardian's name, and the parent's tick of consent. Rows made before this keep
 * their data (age and guardian name NULL). The database itself refuses a child under 13 without consent.
 *
 * One e-mail may now register several children (siblings) for one event, but not the same child twice:
 * the unique index covers the e-mail and the child's name.
 */
import { type Kysely, sql } from "kysely";
import { ddl, dialectOf } from "../dialect";

const view = (db: Kysely<unknown>, extra: string) => `CREATE VIEW admin_event_registrations AS
    SELECT r.id, r.event_id, r.user_id, r.name, r.email, r.phone, r.notes, r.status, r.registered_at,${extra}
      e.title AS event_title, e.event_date AS event_date, e.type AS event_type, e.created_by AS event_owner
    FROM event_registrations r ${ddl(dialectOf(db)).crossJoin} events e ON e.id = r.event_id`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE event_registrations ADD COLUMN participant_age INTEGER CHECK (participant_age IS NULL OR participant_age BETWEEN 1 AND 120)`,
    `ALTER TABLE event_registrations ADD COLUMN guardian_name TEXT CHECK (guardian_name IS NULL OR length(guardian_name) >= 1)`,
    `ALTER TABLE event_registrations ADD COLUMN guardian_consent INTEGER NOT NULL DEFAULT 0
      CHECK (guardian_consent IN (0, 1) AND (participant_age IS NULL OR participant_age >= 13 OR guardian_consent = 1))`,
    `DROP INDEX event_registrations_one_per_email`,
    `CREATE UNIQUE INDEX event_registrations_one_per_person ON event_registrations (event_id, lower(email), lower(name))`,
    `DROP VIEW admin_event_registrations`,
    view(db, " r.participant_age, r.guardian_name, r.guardian_consent,"),
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `DROP VIEW admin_event_registrations`,
    view(db, ""),
    `DROP INDEX event_registrations_one_per_person`,
    `CREATE UNIQUE INDEX event_registrations_one_per_email ON event_registrations (event_id, lower(email))`,
    `ALTER TABLE event_registrations DROP COLUMN guardian_consent`,
    `ALTER TABLE event_registrations DROP COLUMN guardian_name`,
    `ALTER TABLE event_registrations DROP COLUMN participant_age`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
