/**
 * Security test support: the real Express app on a free port over a test database, a raw HTTP client
 * that sets any header (Origin, Sec-Fetch-Site, X-Forwarded-For), and a checksum of every table to prove
 * that a call wrote nothing.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import type { Config } from "../../server/config";
import { createApp } from "../../server/app";
import type { TestEnv } from "../support/api";
import { queryFirst, queryRows, tableNames } from "../support/tables";
import { hashToken, SESSION_COOKIE, SESSION_LIFETIME_MS } from "../../server/auth/session";

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

/** Every user table, sorted: the data a call could change. */
export async function userTables(env: TestEnv): Promise<string[]> {
  return tableNames(env);
}

/** A SHA-256 over every row of every table (in rowid order); equal before and after means no write. */
export async function checksum(env: TestEnv, options: { except?: readonly string[] } = {}): Promise<string> {
  const hash = createHash("sha256");
  for (const table of await userTables(env)) {
    if (options.except?.includes(table)) continue;
    const rows =
      env.dialect === "postgres"
        ? (await queryRows(env, `SELECT * FROM "${table}"`)).map((row) => Object.values(row))
        : env.sqlite.prepare(`SELECT * FROM "${table}"`).raw().all();
    // Sorted, so a table without rowid or a changed plan cannot fake a difference.
    const lines = rows.map((row) => JSON.stringify(row, (_k, v) => (typeof v === "bigint" ? v.toString() : Buffer.isBuffer(v) ? v.toString("hex") : v))).sort();
    hash.update(`${table}\n${lines.join("\n")}\n`);
  }
  return hash.digest("hex");
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

export type CallerKey = "anonymous" | "user" | "orgA" | "orgB" | "superAdmin";

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
