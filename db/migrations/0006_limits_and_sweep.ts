/**
 * Rate limits kept in the database, so that every app process (and a restart) sees the same counts;
 * the hourly ceilings of the global safety valve as site settings; indexes that let the sweep find
 * expired rows in small batches without scanning whole tables.
 */
import { type Kysely, sql } from "kysely";
import { type Ddl, ddl, dialectOf } from "../dialect";

const statements = ({ glob }: Ddl) => [
  // One fixed window of one limit for one subject (an address, "account:<id>", "email:<e>", or "*" for all).
  `CREATE TABLE rate_limits (
    bucket TEXT NOT NULL CHECK (length(bucket) BETWEEN 1 AND 60),
    subject TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 300),
    window_start TEXT NOT NULL,
    window_end TEXT NOT NULL,
    count INTEGER NOT NULL DEFAULT 0 CHECK (count >= 0),
    PRIMARY KEY (bucket, subject, window_start)
  )`,
  `CREATE INDEX rate_limits_end ON rate_limits (window_end)`,

  // How often each limit refused a call, per Sri Lanka calendar day (the dashboard's "today").
  `CREATE TABLE rate_limit_hits (
    day TEXT NOT NULL CHECK (${glob("day", "[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]")}),
    bucket TEXT NOT NULL CHECK (length(bucket) BETWEEN 1 AND 60),
    count INTEGER NOT NULL DEFAULT 0 CHECK (count >= 0),
    PRIMARY KEY (day, bucket)
  )`,

  `ALTER TABLE site_settings ADD COLUMN signup_hourly_ceiling INTEGER NOT NULL DEFAULT 300 CHECK (signup_hourly_ceiling BETWEEN 1 AND 1000000)`,
  `ALTER TABLE site_settings ADD COLUMN submission_hourly_ceiling INTEGER NOT NULL DEFAULT 200 CHECK (submission_hourly_ceiling BETWEEN 1 AND 1000000)`,

  `CREATE INDEX sessions_expires ON sessions (expires_at)`,
  `CREATE INDEX one_time_tokens_expires ON one_time_tokens (expires_at)`,
  `CREATE INDEX one_time_tokens_used ON one_time_tokens (used_at) WHERE used_at IS NOT NULL`,
  `CREATE INDEX login_attempts_window ON login_attempts (window_started_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements(ddl(dialectOf(db)))) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ["sessions_expires", "one_time_tokens_expires", "one_time_tokens_used", "login_attempts_window"]) {
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
  }
  await sql.raw("ALTER TABLE site_settings DROP COLUMN submission_hourly_ceiling").execute(db);
  await sql.raw("ALTER TABLE site_settings DROP COLUMN signup_hourly_ceiling").execute(db);
  await sql.raw("DROP TABLE rate_limit_hits").execute(db);
  await sql.raw("DROP TABLE rate_limits").execute(db);
}
