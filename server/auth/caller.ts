/**
 * Who is calling, read with ONE statement per request: the session of the cookie's token (after Lucia's
 * guide: only the token's SHA-256 is stored), its account, the effective role (any super_admin row wins,
 * otherwise the first role row), the parent's consent, the profile the app shows, and the versions that
 * answers kept for this session depend on (the public tables' and the account's own: migrations 0009 and
 * 0020). A sign-out, a role change or a withdrawn consent (in this process or another one on the same
 * database) counts from the next request.
 *
 * The account's part (e-mail, role, profile, consent) is remembered per session while the account's
 * version is unchanged: every table it comes from bumps that version in the writing transaction
 * (migration 0020's triggers), so a request whose session, expiry, account version and public stamp are
 * read by a smaller statement (`readSessionState`) reuses it exactly when the full read would give the
 * same. Measured under bench:http's signed-in auth.session, the full statement was 14 % of the server's
 * time (issue #34).
 *
 * On SQLite the statement is prepared once on the raw handle (Kysely prepares every query anew, which
 * cost more than the read itself: issue #10); on PostgreSQL it is one round trip through Kysely.
 */
import { sql } from "kysely";
import type SQLite from "better-sqlite3";
import { LRUCache } from "lru-cache";
import { type DB, sqliteOf } from "../../db/open";
import { isPostgres } from "../../db/dialect";
import { readTogether } from "../../db/read-together";
import type { AgeRange, Role, SiteLocale } from "../../db/types";
import { hashToken, type Session, SESSION_LIFETIME_MS, SESSION_RENEW_BEFORE_MS, type SessionUser } from "./session";

/** What auth.session answers as the caller's profile. */
export interface CallerProfile {
  username: string;
  full_name: string | null;
  organization_name: string | null;
  email: string;
  phone: string | null;
  age_range: AgeRange | null;
  parent_view: number;
  created_at: string;
  back_office_locale: SiteLocale | null;
}

/** A parent's consent for the account; null when none is needed. */
export interface CallerConsent {
  status: "pending" | "granted";
  parent_email: string;
  consented_at: string | null;
}

export interface Caller {
  session: Session;
  user: SessionUser;
  role: Role | null;
  emailVerified: boolean;
  profile: CallerProfile | null;
  consent: CallerConsent | null;
  /**
   * The versions of everything an answer kept for this session may show, joined: every public table's
   * (bumped by migration 0009's triggers) and this account's own (migration 0020's). A kept answer is
   * current while its stamp equals this one (server/services/session-memo.ts).
   */
  stamp: string;
  /** The session's expiry moved forward: its cookie must be sent again. */
  renewed: boolean;
}

interface CallerRow {
  user_id: number;
  expires_at: string;
  email: string;
  email_verified_at: string | null;
  role: Role | null;
  profile_user_id: number | null;
  username: string;
  full_name: string | null;
  organization_name: string | null;
  profile_email: string;
  phone: string | null;
  age_range: AgeRange | null;
  parent_view: number;
  profile_created_at: string;
  back_office_locale: SiteLocale | null;
  consent_status: "pending" | "granted" | null;
  consent_parent_email: string;
  consent_consented_at: string | null;
  personal_version: number | null;
  account_version: number | null;
  public_stamp: string | null;
}

/** The columns each of the account's tables gives, as `column` or `column AS name`. */
const JOINED_COLUMNS = {
  users: { alias: "u", key: "id", columns: ["email", "email_verified_at"] },
  profiles: {
    alias: "p",
    key: "user_id",
    columns: [
      "user_id AS profile_user_id",
      "username",
      "full_name",
      "organization_name",
      "email AS profile_email",
      "phone",
      "age_range",
      "parent_view",
      "created_at AS profile_created_at",
      "back_office_locale",
    ],
  },
  parental_consents: {
    alias: "c",
    key: "user_id",
    columns: ["status AS consent_status", "parent_email AS consent_parent_email", "consented_at AS consent_consented_at"],
  },
  personal_versions: { alias: "v", key: "user_id", columns: ["version AS personal_version", "account_version"] },
} as const;

/** A staff role wins; otherwise a teacher account a super admin confirmed gives "teacher" (migration 0027). */
const ROLE = `COALESCE(
      (SELECT r.role FROM user_roles r WHERE r.user_id = s.user_id AND r.role = 'super_admin' LIMIT 1),
      (SELECT r.role FROM user_roles r WHERE r.user_id = s.user_id ORDER BY r.id LIMIT 1),
      (SELECT 'teacher' FROM teacher_accounts t WHERE t.user_id = s.user_id AND t.confirmed_at IS NOT NULL)
    ) AS role`;

/** Every public table's version, in the order of their names, as the public cache's stamp joins them. */
const publicStampText = (postgres: boolean) =>
  postgres
    ? `(SELECT string_agg(version::text, ',' ORDER BY name COLLATE "C") FROM table_versions)`
    : `(SELECT group_concat(version, ',') FROM (SELECT version FROM table_versions ORDER BY name))`;

/**
 * The statement without its WHERE; the public tables' versions are joined in the order of their names, as
 * the public cache's stamp is.
 *
 * On SQLite every column of the account's tables is its own correlated subquery by primary key rather than
 * a JOIN: measured on a --scale 10000 database (SQLite 3.54), the joined form took about 110 µs per call
 * and this one about 15 µs, and this statement runs at every signed-in request (issue #34: it was a third
 * of a signed-in page's time under bench:http). PostgreSQL plans the joins well and answers them in one
 * index lookup each, so it keeps them.
 */
function selectText(postgres: boolean): string {
  const entries = Object.entries(JOINED_COLUMNS);
  if (postgres) {
    const publicStamp = publicStampText(true);
    const columns = entries.flatMap(([, table]) => table.columns.map((column) => `${table.alias}.${column}`));
    const joins = entries.map(
      ([name, table]) => `${name === "users" ? "JOIN" : "LEFT JOIN"} ${name} ${table.alias} ON ${table.alias}.${table.key} = s.user_id`,
    );
    return `SELECT s.user_id, s.expires_at, ${ROLE}, ${columns.join(", ")}, ${publicStamp} AS public_stamp FROM sessions s ${joins.join(" ")}`;
  }
  const publicStamp = publicStampText(false);
  const columns = entries.flatMap(([name, table]) =>
    table.columns.map((column) => {
      const [expression, as] = column.split(" AS ");
      return `(SELECT ${expression} FROM ${name} WHERE ${table.key} = s.user_id) AS ${as ?? expression}`;
    }),
  );
  // An account whose row is gone has no session (ON DELETE CASCADE), as the JOIN on users says on PostgreSQL.
  return `SELECT s.user_id, s.expires_at, ${ROLE}, ${columns.join(", ")}, ${publicStamp} AS public_stamp FROM sessions s`;
}

const statements = new WeakMap<SQLite.Database, SQLite.Statement>();

/** The statements run since the process started: the full one and the small one (read by the tests). */
export const callerStatementCounts = { full: 0, state: 0 };

async function readCaller(db: DB, sessionId: string): Promise<CallerRow | undefined> {
  callerStatementCounts.full += 1;
  const sqlite = sqliteOf(db);
  if (sqlite) {
    let statement = statements.get(sqlite);
    if (!statement) {
      statement = sqlite.prepare(`${selectText(false)} WHERE s.id = ?`);
      statements.set(sqlite, statement);
    }
    return statement.get(sessionId) as CallerRow | undefined;
  }
  const result = await sql<CallerRow>`${sql.raw(selectText(isPostgres(db)))} WHERE s.id = ${sessionId}`.execute(db);
  return result.rows[0];
}

/** What changes with every request of a session: its account, expiry, the account's versions and the public stamp. */
type SessionState = Pick<CallerRow, "user_id" | "expires_at" | "personal_version" | "account_version" | "public_stamp">;

/**
 * Each version its own subquery by primary key, as in the full statement: measured on SQLite (a --scale 10000
 * database), a LEFT JOIN of personal_versions took 25 µs a call against 7 µs, the public stamp's subquery
 * then being run again for the joined row.
 */
const stateText = (postgres: boolean) =>
  `SELECT s.user_id, s.expires_at, (SELECT version FROM personal_versions WHERE user_id = s.user_id) AS personal_version, (SELECT account_version FROM personal_versions WHERE user_id = s.user_id) AS account_version, ${publicStampText(postgres)} AS public_stamp FROM sessions s WHERE s.id = `;

const stateStatements = new WeakMap<SQLite.Database, SQLite.Statement>();

async function readSessionState(db: DB, sessionId: string): Promise<SessionState | undefined> {
  callerStatementCounts.state += 1;
  const sqlite = sqliteOf(db);
  if (sqlite) {
    let statement = stateStatements.get(sqlite);
    if (!statement) {
      statement = sqlite.prepare(`${stateText(false)}?`);
      stateStatements.set(sqlite, statement);
    }
    // With the other requests of this turn of the event loop, in one read transaction (db/read-together.ts).
    const kept = statement;
    return readTogether(sqlite, () => kept.get(sessionId) as SessionState | undefined);
  }
  const result = await sql<SessionState>`${sql.raw(stateText(true))}${sessionId}`.execute(db);
  return result.rows[0];
}

/**
 * Sessions' full rows, by session id; an entry is used only while its account's version (account_version,
 * migration 0030: the account, profile, roles, consent, teacher confirmation) is the one it was read at.
 * Writes to the account's other rows (answers, enrolments, ticks) move only the personal version, which the
 * small statement reads for the stamp: a child answering exercises is read with the small statement at
 * every request (issue 30: a class answering at once), and a change to the role or the consent is read at
 * the next one.
 */
const MEMO_SESSIONS = 5000;
type SessionMemo = LRUCache<string, CallerRow>;
const memos = new WeakMap<object, SessionMemo>();

function memoFor(db: DB): SessionMemo {
  let memo = memos.get(db);
  if (!memo) {
    memo = new LRUCache({ max: MEMO_SESSIONS });
    memos.set(db, memo);
  }
  return memo;
}

/**
 * The session's full row: from the memo when it was read for the same account at the same account
 * version (the session's expiry, the personal version and the public stamp are taken from this request's
 * reading), otherwise by the full statement, which is then remembered.
 */
async function readCallerRow(db: DB, sessionId: string): Promise<CallerRow | undefined> {
  const memo = memoFor(db);
  const kept = memo.get(sessionId);
  if (kept) {
    const state = await readSessionState(db, sessionId);
    if (!state) {
      memo.delete(sessionId);
      return undefined;
    }
    if (state.user_id === kept.user_id && state.account_version !== null && state.account_version === kept.account_version) {
      return { ...kept, expires_at: state.expires_at, personal_version: state.personal_version, public_stamp: state.public_stamp };
    }
  }
  const row = await readCaller(db, sessionId);
  if (!row) memo.delete(sessionId);
  else memo.set(sessionId, row);
  return row;
}

function callerOf(row: CallerRow, session: Session, renewed: boolean): Caller {
  return {
    session,
    user: { id: row.user_id, email: row.email },
    role: row.role,
    emailVerified: row.email_verified_at !== null,
    profile:
      row.profile_user_id === null
        ? null
        : {
            username: row.username,
            full_name: row.full_name,
            organization_name: row.organization_name,
            email: row.profile_email,
            phone: row.phone,
            age_range: row.age_range,
            parent_view: row.parent_view,
            created_at: row.profile_created_at,
            back_office_locale: row.back_office_locale,
          },
    consent:
      row.consent_status === null ? null : { status: row.consent_status, parent_email: row.consent_parent_email, consented_at: row.consent_consented_at },
    stamp: `${row.public_stamp ?? ""}|${row.personal_version ?? -1}`,
    renewed,
  };
}

/**
 * The caller holding `token`, or null when no live session has it. An expired session is deleted; one
 * used with fewer than 15 days left is extended by 30 days (`renewed`: its cookie must be sent again).
 */
export async function resolveCaller(db: DB, token: string): Promise<Caller | null> {
  const id = hashToken(token);
  const row = await readCallerRow(db, id);
  if (!row) return null;
  const session: Session = { id, userId: row.user_id, expiresAt: new Date(row.expires_at) };
  const now = Date.now();
  if (now >= session.expiresAt.getTime()) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  const renewed = now >= session.expiresAt.getTime() - SESSION_RENEW_BEFORE_MS;
  if (renewed) {
    session.expiresAt = new Date(now + SESSION_LIFETIME_MS);
    await db.updateTable("sessions").set({ expires_at: session.expiresAt.toISOString() }).where("id", "=", id).execute();
  }
  return callerOf(row, session, renewed);
}
