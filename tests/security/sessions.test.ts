/**
 * Sessions: the role is read on every request, so a demoted staff member loses access on the next call;
 * the cookie is sent again only when the session is renewed; session tokens never reach the server log.
 */
import { captureLogs } from "../support/logs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { SESSION_COOKIE } from "../../server/auth/session";
import { serve, type Served } from "./support";

let env: TestEnv;
/** The real HTTP app, for what only a request shows: cookies and the log. */
let http: Served;
beforeAll(async () => {
  env = await createTestEnv();
  http = await serve(env);
});
afterAll(async () => {
  await http.close();
  await env.cleanup();
});

describe("demotion takes effect on the next request", () => {
  it("an organization user whose role row is deleted is FORBIDDEN on the next admin call", async () => {
    const org = await env.userCaller({ role: "organization" });
    await org.api.admin.list({ module: "events" });
    await org.api.adminWorkflows.dashboard();
    await env.db.deleteFrom("user_roles").where("user_id", "=", org.userId).execute();
    expect((await errorOf(org.api.admin.list({ module: "events" }))).code).toBe("FORBIDDEN");
    expect((await errorOf(org.api.adminWorkflows.dashboard())).code).toBe("FORBIDDEN");
    // Still signed in as a plain user: demotion is not sign-out.
    expect((await org.api.auth.session()).role).toBeNull();
  });

  it("a super admin demoted by another super admin (set role) loses super-admin calls at once", async () => {
    const boss = await env.userCaller({ role: "super_admin" });
    const other = await env.userCaller({ role: "super_admin" });
    await other.api.admin.list({ module: "users" });
    await boss.api.adminWorkflows.setUserRole({ userId: other.userId, role: "organization" });
    expect((await errorOf(other.api.admin.list({ module: "users" }))).code).toBe("FORBIDDEN");
    expect(
      (
        await errorOf(
          other.api.adminWorkflows.updateSiteSettings({ site_name: "X", support_email: "a@b.org", safety_email: "a@b.org", partnerships_email: "a@b.org" }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    expect((await other.api.auth.session()).role).toBe("organization");
  });

  it("a deleted account's session stops working", async () => {
    const org = await env.userCaller({ role: "organization" });
    await env.db.deleteFrom("sessions").where("user_id", "=", org.userId).execute();
    expect((await errorOf(org.api.adminWorkflows.dashboard())).code).toBe("UNAUTHORIZED");
    expect((await org.api.auth.session()).user).toBeNull();
  });
});

describe("the session cookie is sent again only when the session is renewed", () => {
  it("a fresh session's answers carry no Set-Cookie; one with under 15 days left is extended and re-sent", async () => {
    await fetch(`${http.base}/trpc/auth.signUp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "cookie", email: "cookie@example.org", password: "secret-password", ageRange: "18_plus" }),
    });
    const signIn = await fetch(`${http.base}/trpc/auth.signIn`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "cookie@example.org", password: "secret-password" }),
    });
    const cookie = /^([^;]+)/.exec(signIn.headers.get("set-cookie") ?? "")![1]!;
    const session = () => fetch(`${http.base}/trpc/auth.session`, { headers: { cookie } });

    const fresh = await session();
    expect(((await fresh.json()) as { result: { data: { user: { email: string } } } }).result.data.user.email).toBe("cookie@example.org");
    // A late answer must not bring back a cookie the browser has dropped in the meantime.
    expect(fresh.headers.get("set-cookie")).toBeNull();

    const user = await env.db.selectFrom("users").select("id").where("email", "=", "cookie@example.org").executeTakeFirstOrThrow();
    // 30 days' lifetime, renewed once under 15 days are left (the values written out, not imported).
    const DAY = 86_400_000;
    const notYet = new Date(Date.now() + 15 * DAY + 10 * 60_000).toISOString();
    await env.db.updateTable("sessions").set({ expires_at: notYet }).where("user_id", "=", user.id).execute();
    expect((await session()).headers.get("set-cookie"), "15 days and 10 minutes left: not renewed").toBeNull();
    const old = new Date(Date.now() + 15 * DAY - 60_000).toISOString();
    await env.db.updateTable("sessions").set({ expires_at: old }).where("user_id", "=", user.id).execute();
    const renewed = await session();
    const sent = renewed.headers.get("set-cookie") ?? "";
    expect(sent).toContain(cookie);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(sent)![1]!);
    expect(expires).toBeGreaterThan(Date.now() + 30 * DAY - 120_000);
    expect(expires).toBeLessThan(Date.now() + 30 * DAY + 120_000);
    const stored = await env.db.selectFrom("sessions").select("expires_at").where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(Date.parse(stored.expires_at)).toBeGreaterThan(Date.now() + 30 * DAY - 120_000);
  });
});

describe("no session token in the logs", () => {
  it("sign-up, sign-in, an authenticated call, a failed call and sign-out print no token", async () => {
    const printed: string[] = [];
    const keep = (...args: unknown[]) =>
      void printed.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : typeof a === "string" ? a : JSON.stringify(a))).join(" "));
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((name) => vi.spyOn(console, name).mockImplementation(keep));
    const capture = (chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    };
    const writes = vi.spyOn(process.stdout, "write").mockImplementation(capture);
    const errWrites = vi.spyOn(process.stderr, "write").mockImplementation(capture);
    const logs = captureLogs(); // the server's log at every level, request lines included
    const tokens: string[] = [];
    try {
      const call = async (path: string, body?: unknown, cookie?: string) => {
        const res = await fetch(`${http.base}/trpc/${path}`, {
          method: body === undefined ? "GET" : "POST",
          headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const set = res.headers.get("set-cookie");
        const match = set && new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(set);
        if (match?.[1]) tokens.push(match[1]);
        return res;
      };
      await call("auth.signUp", { username: "logger", email: "logger@example.org", password: "secret-password", ageRange: "18_plus" });
      await call("auth.signIn", { email: "logger@example.org", password: "secret-password" });
      const token = tokens.at(-1)!;
      const cookie = `${SESSION_COOKIE}=${token}`;
      expect(token).toMatch(/^[a-z2-7]{32}$/);
      expect((await call("auth.session", undefined, cookie)).status).toBe(200);
      expect((await call("adminWorkflows.dashboard", undefined, cookie)).status).toBe(403);
      // A call that fails on the server side is logged with its cause.
      await sql`ALTER TABLE site_settings RENAME TO site_settings_away`.execute(env.db);
      expect((await call("public.settings", undefined, cookie)).status).toBe(500);
      await sql`ALTER TABLE site_settings_away RENAME TO site_settings`.execute(env.db);
      expect((await call("auth.signOut", {}, cookie)).status).toBe(200);
    } finally {
      for (const spy of [...spies, writes, errWrites]) spy.mockRestore();
      logs.restore();
      printed.push(logs.text());
    }
    expect(printed.join("\n")).toMatch(/no such table|does not exist/); // the capture works (SQLite's or PostgreSQL's wording)
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(printed.join("\n")).not.toContain(token);
  });
});
