/**
 * Child safety by design (issue 12):
 * - profiles gain a public `username` (unique whatever the case), an `age_range` and `parent_view` (a child of
 *   13 or over chooses whether a parent keeps the progress view); `full_name` becomes optional and private.
 *   Existing accounts get the username "member_<id>": derived from nothing personal (an e-mail's local part is
 *   often a real name) and unique because the id is. Sign-up refuses that pattern, so nobody can take it first.
 *   Inserts that name no username (seeds, scripts, older code) get the same derived name from a trigger.
 * - parental_consents: one row per child below the consent age: the parent's e-mail, pending or granted (with
 *   the time), when the e-mail was last sent, and the SHA-256 of the parent's link (never the link itself).
 * - site_settings gain the consent age (13, 16 or 18; 16 by default) and the quick-exit address.
 * - reports may also name a course or a byline (the person shown on a media item).
 * - learning_time: seconds of active lesson time per user and Sri Lanka day, and when the break notice was shown.
 */
import { type Kysely, sql } from "kysely";
import { type Ddl, ddl, dialectOf, pgRowTrigger } from "../dialect";

const AGE_RANGES_AT_MIGRATION = ["under_13", "13_15", "16_17", "18_plus", "adult_carer"];
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

const adminUsersView = (withUsername: boolean) => `CREATE VIEW admin_users AS
    SELECT p.user_id, p.full_name, p.email, p.organization_name, p.phone, p.created_at, p.updated_at,
      CASE
        WHEN EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = p.user_id AND r.role = 'super_admin') THEN 'super_admin'
        ELSE (SELECT r.role FROM user_roles r WHERE r.user_id = p.user_id ORDER BY r.id LIMIT 1)
      END AS role${withUsername ? ", p.username, p.age_range" : ""}
    FROM profiles p`;

/** Inserts that name no username get "member_<id>" (SQLite: updated after the insert; PostgreSQL: set before it). */
const defaultUsername = (d: Ddl) =>
  d.pg
    ? pgRowTrigger({
        name: "profiles_default_username",
        table: "profiles",
        timing: "BEFORE",
        event: "INSERT",
        when: "NEW.username IS NULL",
        body: "NEW.username := 'member_' || NEW.user_id;",
      })
    : [
        `CREATE TRIGGER profiles_default_username AFTER INSERT ON profiles WHEN NEW.username IS NULL
    BEGIN UPDATE profiles SET username = 'member_' || NEW.user_id WHERE user_id = NEW.user_id; END`,
      ];

const statements = (d: Ddl) => {
  const now = d.now();
  return [
    `DROP VIEW admin_users`,
    `CREATE TABLE profiles_new (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    username TEXT CHECK (username IS NULL OR length(username) BETWEEN 3 AND 30),
    full_name TEXT CHECK (full_name IS NULL OR length(full_name) BETWEEN 1 AND 200),
    organization_name TEXT,
    email TEXT NOT NULL,
    phone TEXT,
    age_range TEXT CHECK (age_range IS NULL OR age_range IN (${list(AGE_RANGES_AT_MIGRATION)})),
    parent_view INTEGER NOT NULL DEFAULT 1 CHECK (parent_view IN (0, 1)),
    created_at TEXT NOT NULL DEFAULT ${now},
    updated_at TEXT NOT NULL DEFAULT ${now}
  )`,
    `INSERT INTO profiles_new (user_id, username, full_name, organization_name, email, phone, created_at, updated_at)
    SELECT user_id, 'member_' || user_id, full_name, organization_name, email, phone, created_at, updated_at FROM profiles`,
    `DROP TABLE profiles`,
    `ALTER TABLE profiles_new RENAME TO profiles`,
    `CREATE INDEX profiles_created ON profiles (created_at DESC)`,
    `CREATE UNIQUE INDEX profiles_username_unique ON profiles (lower(username))`,
    ...defaultUsername(d),
    adminUsersView(true),

    `CREATE TABLE parental_consents (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    parent_email TEXT NOT NULL CHECK (length(parent_email) BETWEEN 3 AND 254),
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'granted')),
    requested_at TEXT NOT NULL DEFAULT ${now},
    consented_at TEXT,
    last_sent_at TEXT,
    token_hash TEXT UNIQUE CHECK (token_hash IS NULL OR length(token_hash) = 64),
    token_expires_at TEXT,
    CHECK ((status = 'granted') = (consented_at IS NOT NULL))
  )`,
    `CREATE INDEX parental_consents_pending ON parental_consents (status, requested_at)`,
    `CREATE INDEX parental_consents_parent ON parental_consents (lower(parent_email))`,

    `ALTER TABLE site_settings ADD COLUMN consent_age INTEGER NOT NULL DEFAULT 16 CHECK (consent_age IN (13, 16, 18))`,
    `ALTER TABLE site_settings ADD COLUMN quick_exit_url TEXT NOT NULL DEFAULT 'https://www.bbc.com/weather'
    CHECK (quick_exit_url ${d.like} 'https://%' OR quick_exit_url ${d.like} 'http://%')`,

    `CREATE TABLE reports_new (
    ${d.idColumn()},
    target_type TEXT NOT NULL CHECK (target_type IN ('media', 'event', 'course', 'byline')),
    target_id INTEGER NOT NULL,
    reason TEXT NOT NULL CHECK (reason IN ('inappropriate', 'personal_info', 'bullying', 'unsafe', 'spam', 'other')),
    details TEXT CHECK (details IS NULL OR length(details) <= 1000),
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
    reporter_user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    resolved_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    resolved_at TEXT,
    created_at TEXT NOT NULL DEFAULT ${now}
  )`,
    `INSERT INTO reports_new SELECT id, target_type, target_id, reason, details, status, reporter_user_id, resolved_by, resolved_at, created_at FROM reports`,
    // The copied ids were given explicitly: PostgreSQL's sequence must continue after the largest.
    ...(d.pg ? ["SELECT setval(pg_get_serial_sequence('reports_new', 'id'), coalesce(max(id), 0) + 1, false) FROM reports_new"] : []),
    `DROP TABLE reports`,
    `ALTER TABLE reports_new RENAME TO reports`,
    `CREATE INDEX reports_queue ON reports (status, created_at DESC)`,

    `CREATE TABLE learning_time (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    day TEXT NOT NULL CHECK (${d.glob("day", "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]")}),
    seconds INTEGER NOT NULL DEFAULT 0 CHECK (seconds >= 0),
    last_beat_at TEXT,
    break_shown_at TEXT,
    PRIMARY KEY (user_id, day)
  )`,
  ];
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements(ddl(dialectOf(db)))) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error("The child-safety migration cannot be undone; restore a backup instead.");
}
