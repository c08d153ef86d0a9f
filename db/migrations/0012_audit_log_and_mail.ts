/**
 * Issue 14: the audit log and e-mails to the people affected.
 * - audit_log: one row per staff write, written in the write's own transaction (server/admin/audit.ts):
 *   when (and the Sri Lanka day, for the date filter), who (id and a label kept as it was, so an entry
 *   outlives the account), module, row id, action and the changed fields' before/after as JSON. A trigger
 *   refuses every UPDATE: entries are never edited. Only `npm run audit -- --prune-older-than` deletes.
 * - mail_queue: e-mails decided inside a staff write's transaction (a transactional outbox), rendered in the
 *   recipient's language and delivered after the commit (server/services/notify.ts); a crash between the
 *   two loses no e-mail and a rolled-back write sends none.
 * - profiles.locale: the language the person last used to sign in or sign up (NULL: the site's default).
 * - event_registrations.locale: the language of the page the registration was made on;
 *   event_registrations.digested_at: when the organiser's daily digest listed it (existing rows count as listed).
 * - site_settings: one switch per kind of e-mail (on by default).
 * - job_runs: the Sri Lanka day a once-a-day job (the organisers' digest) last ran.
 */
import { type Kysely, sql } from "kysely";
import { type Ddl, ddl, dialectOf, pgRowTrigger } from "../dialect";
const locale = (column: string) => `${column} TEXT CHECK (${column} IS NULL OR ${column} IN ('en', 'si', 'ta'))`;
const flag = (column: string) => `${column} INTEGER NOT NULL DEFAULT 1 CHECK (${column} IN (0, 1))`;

const AUDIT_UNCHANGEABLE = "audit entries cannot be changed";

const statements = (d: Ddl) => {
  const now = d.now();
  return [
    `CREATE TABLE audit_log (
    ${d.idColumn()},
    created_at TEXT NOT NULL DEFAULT ${now},
    day TEXT NOT NULL CHECK (${d.glob("day", "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]")}),
    actor_id INTEGER,
    actor_label TEXT NOT NULL,
    module TEXT NOT NULL CHECK (length(module) BETWEEN 1 AND 64),
    row_id INTEGER,
    action TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 64),
    changes TEXT CHECK (changes IS NULL OR json_valid(changes))
  )`,
    `CREATE INDEX audit_log_created ON audit_log (created_at DESC)`,
    `CREATE INDEX audit_log_actor ON audit_log (actor_id, created_at DESC)`,
    `CREATE INDEX audit_log_module ON audit_log (module, created_at DESC)`,
    `CREATE INDEX audit_log_day ON audit_log (day)`,
    ...(d.pg
      ? pgRowTrigger({ name: "audit_log_no_update", table: "audit_log", timing: "BEFORE", event: "UPDATE", body: `RAISE EXCEPTION '${AUDIT_UNCHANGEABLE}';` })
      : [
          `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
    BEGIN SELECT RAISE(ABORT, '${AUDIT_UNCHANGEABLE}'); END`,
        ]),

    `CREATE TABLE mail_queue (
    ${d.idColumn()},
    created_at TEXT NOT NULL DEFAULT ${now},
    kind TEXT NOT NULL,
    to_address TEXT NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0
  )`,

    `ALTER TABLE profiles ADD COLUMN ${locale("locale")}`,
    `ALTER TABLE event_registrations ADD COLUMN ${locale("locale")}`,
    `ALTER TABLE event_registrations ADD COLUMN digested_at TEXT`,
    `UPDATE event_registrations SET digested_at = ${now}`,
    `CREATE INDEX event_registrations_undigested ON event_registrations (event_id) WHERE digested_at IS NULL`,

    `ALTER TABLE site_settings ADD COLUMN ${flag("mail_review_decisions")}`,
    `ALTER TABLE site_settings ADD COLUMN ${flag("mail_registration_status")}`,
    `ALTER TABLE site_settings ADD COLUMN ${flag("mail_registration_digest")}`,

    `CREATE TABLE job_runs (
    name TEXT PRIMARY KEY NOT NULL,
    last_day TEXT NOT NULL
  )${d.withoutRowid}`,
  ];
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements(ddl(dialectOf(db)))) await sql.raw(statement).execute(db);
}
