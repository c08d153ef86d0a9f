/**
 * Security test support: the real Express app on a free port over a test database, a raw HTTP client
 * that sets any header (Origin, Sec-Fetch-Site, X-Forwarded-For), and a checksum of every table to prove
 * that a call wrote nothing.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import fs from "node:fs";
import type { Config } from "../../server/config";
import { createApp } from "../../server/app";
import type { TestEnv } from "../support/api";
import { queryFirst, queryRows, tableNames } from "../support/tables";
import { hashToken, SESSION_COOKIE, SESSION_LIFETIME_MS } from "../../server/auth/session";
import { mailDeliveriesSettled } from "../../server/services/notify";

export interface Served {
  base: string;
  config: Config;
  close(): Promise<void>;
}

/** Serves createApp over the env's database; `config` overrides let a test switch PUBLIC_URL etc. */
export async function serve(env: TestEnv, config: Partial<Config> = {}): Promise<Served> {
  const merged = { ...env.config, ...config };
  const app = createApp({ db: env.db, config: merged });
  const server = app.listen(0, "127.0.0.1");
  // Node closes an idle kept-alive connection after 5 s, and fetch's pool drops it after about 4 s, on a
  // timer that runs late on a busy machine: a request sent on the connection just as the server closes
  // it fails with ECONNRESET. Tests that pause between calls (database work) met that race under load.
  // A long server-side idle time leaves the closing to the client; close() ends every connection.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    config: merged,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET that does not decompress (fetch would), so a test sees the bytes on the wire. */
export function rawGet(base: string, pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** A POST of `body`, answered as it came (not decompressed). */
export function rawPost(base: string, pathname: string, body: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { method: "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Every user table, sorted: the data a call could change. */
export async function userTables(env: TestEnv): Promise<string[]> {
  return tableNames(env);
}

/**
 * One line per table, "<table> <SHA-256 of its rows>": equal before and after means no write, and when they
 * differ `changedTables` names the tables that did (a failure then says where the write went).
 *
 * E-mails an earlier allowed call queued are delivered in the background, which removes them from
 * mail_queue; that delivery is waited for first, so it is never taken for a write of the call under test
 * (on PostgreSQL it used to land during the next, refused call: the access table's rare red run).
 */
export async function checksum(env: TestEnv, options: { except?: readonly string[] } = {}): Promise<string> {
  await mailDeliveriesSettled();
  const tables = (await userTables(env)).filter((table) => !options.except?.includes(table));
  if (env.dialect === "postgres") return postgresChecksum(env, tables);
  return tables
    .map((table) => {
      const rows = env.sqlite.prepare(`SELECT * FROM "${table}"`).raw().all();
      // Sorted, so a table without rowid or a changed plan cannot fake a difference.
      const lines = rows
        .map((row) => JSON.stringify(row, (_k, v) => (typeof v === "bigint" ? v.toString() : Buffer.isBuffer(v) ? v.toString("hex") : v)))
        .sort();
      return `${table} ${createHash("sha256").update(lines.join("\n")).digest("hex")}`;
    })
    .join("\n");
}

/**
 * PostgreSQL hashes each table itself, every row as its text form, sorted, in one query for all tables:
 * the rows never cross the network, which the fuzz test's thousands of calls would otherwise pay each time.
 */
async function postgresChecksum(env: TestEnv, tables: string[]): Promise<string> {
  if (!tables.length) return "";
  const parts = tables.map(
    (table, i) => `SELECT ${i} AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text COLLATE "C"), '')) AS h FROM "${table}" x`,
  );
  const rows = await queryRows<{ n: number; h: string }>(env, `${parts.join(" UNION ALL ")} ORDER BY n`);
  return rows.map((row) => `${tables[row.n]} ${row.h}`).join("\n");
}

/** The tables whose rows differ between two checksums. */
export function changedTables(before: string, after: string): string[] {
  const earlier = new Set(before.split("\n"));
  return after
    .split("\n")
    .filter((line) => !earlier.has(line))
    .map((line) => line.split(" ")[0]!);
}

/**
 * A cheap "did anything write?": SQLite's count of rows changed by this connection since it opened. On
 * PostgreSQL, the next transaction id the server will hand out: a transaction that writes takes one, a
 * read never does. Other databases' writes on the same server (another test file) move it too, so it may
 * say yes when nothing here changed; callers confirm with `checksum`, never the other way round.
 */
export async function totalChanges(env: TestEnv): Promise<number | string> {
  if (env.dialect === "postgres") return (await queryFirst<{ next: string }>(env, "SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next"))!.next;
  return (env.sqlite.prepare("SELECT total_changes() AS n").get() as { n: number }).n;
}

/** The five callers of every security table, and (authorization matrix only) a confirmed teacher (issue 31). */
export type CallerKey = "anonymous" | "user" | "orgA" | "orgB" | "superAdmin" | "teacher";

export interface Caller {
  key: CallerKey;
  name: string;
  role: "super_admin" | "organization" | null;
  userId: number | null;
  api: Awaited<ReturnType<TestEnv["caller"]>>["api"];
  jar: Map<string, string>;
  /** The session token, to restore the session and cookie if a call ends them. */
  token: string | null;
}

/** Anonymous, signed in without a role, organization A, organization B, super admin. */
export async function fiveCallers(env: TestEnv): Promise<Caller[]> {
  const anon = await env.caller();
  const people: Caller[] = [{ key: "anonymous", name: "anonymous", role: null, userId: null, api: anon.api, jar: anon.jar, token: null }];
  const rest = [
    ["user", "no role", null],
    ["orgA", "organization A", "organization"],
    ["orgB", "organization B", "organization"],
    ["superAdmin", "super admin", "super_admin"],
  ] as const;
  for (const [key, name, role] of rest) {
    const c = await env.userCaller({ role, name, organizationName: role === "organization" ? name : undefined });
    people.push({ key, name, role, userId: c.userId, api: c.api, jar: c.jar, token: c.jar.get(SESSION_COOKIE)! });
  }
  return people;
}

/** Undoes what an accepted call did to the callers themselves (signed out, password changed, role changed). */
export async function restoreFiveCallers(env: TestEnv, people: Caller[]): Promise<void> {
  for (const person of people) {
    if (!person.userId || !person.token) {
      person.jar.clear();
      continue;
    }
    person.jar.set(SESSION_COOKIE, person.token);
    await env.db
      .insertInto("sessions")
      .values({ id: hashToken(person.token), user_id: person.userId, expires_at: new Date(Date.now() + SESSION_LIFETIME_MS).toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const roles = await env.db.selectFrom("user_roles").select("role").where("user_id", "=", person.userId).execute();
    if (roles.length === (person.role ? 1 : 0) && (roles[0]?.role ?? null) === person.role) continue;
    await env.db.deleteFrom("user_roles").where("user_id", "=", person.userId).execute();
    if (person.role) await env.db.insertInto("user_roles").values({ user_id: person.userId, role: person.role }).execute();
  }
}

/**
 * With SECURITY_OUTCOMES=<file>, each security table's row appends the outcomes it saw (one JSON line:
 * the row's name and per caller its code), so a refactor can be compared with the code before it row for
 * row (`sort` both files and diff them). Unset, nothing is written.
 */
export function recordOutcomes(name: string, seen: Record<string, string>): void {
  const file = process.env.SECURITY_OUTCOMES;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ name, seen })}\n`);
}
