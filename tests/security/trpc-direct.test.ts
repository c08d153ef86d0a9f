/**
 * The API at /trpc is answered by tRPC's resolveResponse from Node's request, without Express
 * (server/http/trpc.ts, issue 30). What Express did for it must still happen: the caller's address and protocol read under
 * TRUST_PROXY as Express's `trust proxy` read them, the request's language (header, cookie, address
 * prefix), the cross-site refusal in that language, cookies written as Express wrote them, and the
 * headers every answer carries. (The CSRF refusals themselves, the body limit, Retry-After and
 * compression have their own files: http.test.ts, auth-limits.test.ts, compression.test.ts.)
 */
import fs from "node:fs";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { createSession, generateSessionToken, SESSION_COOKIE } from "../../server/auth/session";
import { createAccount } from "../../server/services/accounts";
import { clientAddress } from "../../server/http/client-address";
import type { TrustProxy } from "../../server/config";
import { serve, type Served } from "./support";

let env: TestEnv;
let http: Served;

beforeAll(async () => {
  env = await createTestEnv();
  http = await serve(env);
  await createAccount(env.db, { email: "child@example.org", password: "secret-password", fullName: "Child", role: null, organizationName: null });
});
afterAll(async () => {
  await http.close();
  await env.cleanup();
});

const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../admin-modules/domain/messages/${locale}.json`), "utf8")) as Record<string, string>;

let unknown = 0;
/** A sign-in: the child's own with the right password, else an unknown address's (401, and no account is locked). */
const signIn = (base: string, headers: Record<string, string>, password = "wrong-password") =>
  fetch(`${base}/trpc/auth.signIn`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email: password === "secret-password" ? "child@example.org" : `nobody${++unknown}@example.org`, password }),
  });

/** The addresses that sign-ins were counted under (loopback itself is never limited per address). */
const countedAddresses = async () =>
  (await env.db.selectFrom("rate_limits").select("subject").where("bucket", "=", "signInPerAddress").execute()).map((r) => r.subject).sort();

describe("the caller's address: X-Forwarded-For only from a proxy TRUST_PROXY trusts", () => {
  const cases: [string, TrustProxy, string, string[]][] = [
    ["loopback (the default): the hop before the proxy", ["loopback"], "203.0.113.5, 198.51.100.7", ["198.51.100.7"]],
    ["true: every hop, so the first address", true, "203.0.113.6, 198.51.100.8", ["203.0.113.6"]],
    ["false: nobody's header; the socket's (loopback) address", false, "203.0.113.9", []],
    ["a list without loopback: this client is not a proxy", ["10.0.0.0/8"], "203.0.113.10", []],
  ];

  it.each(cases)("%s", async (_label, trustProxy, forwardedFor, counted) => {
    await env.db.deleteFrom("rate_limits").execute();
    const served = await serve(env, { trustProxy });
    try {
      const res = await signIn(served.base, { "x-forwarded-for": forwardedFor });
      expect(res.status).toBe(401);
      expect(await countedAddresses()).toEqual(counted);
    } finally {
      await served.close();
    }
  });

  it("X-Forwarded-Proto counts from a trusted proxy only: an https page behind it is the same origin", async () => {
    const host = new URL(http.base).host;
    const headers = { origin: `https://${host}`, "x-forwarded-proto": "https" };
    // Trusted (loopback): the page was https at the proxy, so its Origin is ours.
    expect((await signIn(http.base, headers)).status).toBe(401);
    const untrusting = await serve(env, { trustProxy: false });
    try {
      const res = await signIn(untrusting.base, { ...headers, host: new URL(untrusting.base).host, origin: `https://${new URL(untrusting.base).host}` });
      expect(res.status).toBe(403);
    } finally {
      await untrusting.close();
    }
  });

  it("reads every request as Express's req.ip and req.protocol do, under every kind of setting", async () => {
    const settings: TrustProxy[] = [true, false, ["loopback"], ["10.0.0.0/8"], ["127.0.0.1", "10.0.0.1"], ["loopback", "uniquelocal"]];
    const headerSets: Record<string, string>[] = [
      {},
      { "x-forwarded-for": "203.0.113.1" },
      { "x-forwarded-for": "203.0.113.1, 10.0.0.1", "x-forwarded-proto": "https" },
      { "x-forwarded-for": "garbage, 198.51.100.2", "x-forwarded-proto": "https, http" },
      { "x-forwarded-proto": " https " },
    ];
    for (const setting of settings) {
      const address = clientAddress(setting);
      const app = express();
      app.set("trust proxy", setting);
      app.get("/", (req, res) => {
        res.json({ express: [req.ip, req.protocol], ours: [address.ip(req), address.protocol(req)] });
      });
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      try {
        const { port } = server.address() as { port: number };
        for (const headers of headerSets) {
          const answer = (await (await fetch(`http://127.0.0.1:${port}/`, { headers })).json()) as { express: unknown; ours: unknown };
          expect(answer.ours, `${JSON.stringify(setting)} ${JSON.stringify(headers)}`).toEqual(answer.express);
        }
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });
});

describe("the request's language", () => {
  const crossSite = { "sec-fetch-site": "cross-site", origin: "https://evil.example" };

  it("a cross-site write is refused in the page's language (X-Locale), the cookie's, or the address prefix's", async () => {
    const refusal = async (url: string, headers: Record<string, string>) => {
      const res = await fetch(`${http.base}${url}`, { method: "POST", headers: { "content-type": "application/json", ...crossSite, ...headers }, body: "{}" });
      expect(res.status).toBe(403);
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      return ((await res.json()) as { error: { message: string; code: string } }).error;
    };
    expect(await refusal("/trpc/auth.signOut", {})).toEqual({ message: messages("en")["error.crossSite"], code: "FORBIDDEN" });
    expect((await refusal("/trpc/auth.signOut", { "x-locale": "si" })).message).toBe(messages("si")["error.crossSite"]);
    expect((await refusal("/trpc/auth.signOut", { cookie: "locale=ta" })).message).toBe(messages("ta")["error.crossSite"]);
    expect((await refusal("/ta/trpc/auth.signOut", {})).message).toBe(messages("ta")["error.crossSite"]);
  });

  it("a procedure's own message is in the request's language, also under an address prefix", async () => {
    const wrong = async (url: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${http.base}${url}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ email: `nobody${++unknown}@example.org`, password: "wrong-password" }),
      });
      expect(res.status).toBe(401);
      return ((await res.json()) as { error: { message: string } }).error.message;
    };
    const english = await wrong("/trpc/auth.signIn");
    const sinhala = await wrong("/trpc/auth.signIn", { "x-locale": "si" });
    expect(sinhala).not.toBe(english);
    expect(Object.values(messages("si"))).toContain(sinhala);
    expect(await wrong("/si/trpc/auth.signIn")).toBe(sinhala);
  });
});

describe("cookies, as Express's res.cookie and res.clearCookie wrote them", () => {
  it("sign-in sets the session cookie, sign-out clears it, an unknown token is cleared", async () => {
    const res = await signIn(http.base, {}, "secret-password");
    expect(res.status).toBe(200);
    const set = res.headers.getSetCookie();
    expect(set).toHaveLength(1);
    const match = new RegExp(`^${SESSION_COOKIE}=([A-Za-z0-9]+); Path=/; Expires=([^;]+); HttpOnly; SameSite=Lax$`).exec(set[0]!);
    expect(match, set[0]).not.toBeNull();
    expect(new Date(match![2]!).toUTCString()).toBe(match![2]);

    const out = await fetch(`${http.base}/trpc/auth.signOut`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `${SESSION_COOKIE}=${match![1]}` },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()).toEqual([`${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`]);

    const stale = await fetch(`${http.base}/trpc/auth.session`, { headers: { cookie: `${SESSION_COOKIE}=${generateSessionToken()}` } });
    expect(stale.status).toBe(200);
    expect(stale.headers.getSetCookie()).toEqual([`${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`]);
  });
});

describe("the headers of every API answer", () => {
  it("a write's answer carries its request id, the security headers and Cache-Control: private, no-store", async () => {
    const user = await env.db.selectFrom("users").select("id").where("email", "=", "child@example.org").executeTakeFirstOrThrow();
    const token = generateSessionToken();
    await createSession(env.db, token, user.id);
    const res = await fetch(`${http.base}/trpc/auth.signOut`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `${SESSION_COOKIE}=${token}`, "sec-fetch-site": "same-origin" },
      body: "{}",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("/trpc itself and an unknown procedure answer tRPC's 404, not a page", async () => {
    for (const url of ["/trpc", "/trpc/", "/trpc/no.such.procedure", "/TRPC/auth.session"]) {
      const res = await fetch(`${http.base}${url}`);
      expect(res.status, url).toBe(url.startsWith("/TRPC") ? 200 : 404);
      expect(res.headers.get("content-type"), url).toMatch(/^application\/json/);
    }
  });
});

describe("a write of one call (http/trpc-node-bridge.ts): answered as tRPC's resolveResponse answers it", () => {
  /** The same call alone (called directly) and in a batch of two (answered by resolveResponse): bodies, statuses, headers. */
  const both = async (procedure: string, input: unknown, headers: Record<string, string> = {}) => {
    const post = (url: string, body: unknown) =>
      fetch(`${http.base}${url}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
    const alone = await post(`/trpc/${procedure}`, input);
    const batchOfOne = await post(`/trpc/${procedure}?batch=1`, { 0: input });
    const batchOfTwo = await post(`/trpc/${procedure},${procedure}?batch=1`, { 0: input, 1: input });
    return {
      alone: { status: alone.status, headers: alone.headers, body: await alone.json() },
      batchOfOne: { status: batchOfOne.status, body: (await batchOfOne.json()) as unknown[] },
      resolved: { status: batchOfTwo.status, headers: batchOfTwo.headers, body: ((await batchOfTwo.json()) as unknown[])[0] },
    };
  };
  const sameHeaders = (a: Headers, b: Headers) => {
    for (const name of ["content-type", "cache-control", "vary", "retry-after"]) expect(a.get(name), name).toBe(b.get(name));
  };

  it("a wrong password (401), bad input (400 with its field) and a malformed address all have resolveResponse's shape", async () => {
    await env.db.deleteFrom("rate_limits").execute();
    const wrong = await both("auth.signIn", { email: "child@example.org", password: "wrong-password" });
    expect(wrong.alone.status).toBe(401);
    expect(wrong.alone.body).toEqual(wrong.resolved.body);
    expect(wrong.batchOfOne.body).toEqual([wrong.resolved.body]);
    sameHeaders(wrong.alone.headers, wrong.resolved.headers);

    const bad = await both("auth.signIn", { email: "not an address", password: "x" });
    expect(bad.alone.status).toBe(400);
    expect(bad.alone.body).toMatchObject({ error: { data: { code: "BAD_REQUEST", fieldErrors: { email: expect.any(String) } } } });
    expect(bad.alone.body).toEqual(bad.resolved.body);
    // A query sent as a write is refused as tRPC refuses it (405), not called; so is a mutation sent by PUT.
    const query = await both("auth.session", {});
    expect(query.alone.status).toBe(405);
    expect(query.alone.body).toEqual(query.resolved.body);
    const put = await fetch(`${http.base}/trpc/auth.signIn`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "child@example.org", password: "secret-password" }),
    });
    expect(put.status).toBe(405);
    expect(((await put.json()) as { error: { data: { code: string } } }).error.data.code).toBe("METHOD_NOT_SUPPORTED");
  });

  it("a write that succeeds: tRPC's wire format, alone and in a batch of one, with the same headers", async () => {
    const user = await env.db.selectFrom("users").select("id").where("email", "=", "child@example.org").executeTakeFirstOrThrow();
    const sessions = await Promise.all(
      [0, 1, 2].map(async () => {
        const token = generateSessionToken();
        await createSession(env.db, token, user.id);
        return { cookie: `${SESSION_COOKIE}=${token}`, "sec-fetch-site": "same-origin" };
      }),
    );
    const post = (url: string, body: unknown, headers: Record<string, string>) =>
      fetch(`${http.base}${url}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
    const alone = await post("/trpc/auth.signOut", {}, sessions[0]!);
    const batchOfOne = await post("/trpc/auth.signOut?batch=1", { 0: {} }, sessions[1]!);
    const resolved = await post("/trpc/auth.signOut,auth.signOut?batch=1", { 0: {}, 1: {} }, sessions[2]!);
    expect(alone.status).toBe(200);
    const aloneBody = await alone.json();
    expect(aloneBody).toEqual({ result: { data: expect.anything() } });
    expect(await batchOfOne.json()).toEqual([aloneBody]);
    expect(((await resolved.json()) as unknown[])[0]).toEqual(aloneBody);
    sameHeaders(alone.headers, batchOfOne.headers);
    expect(alone.headers.get("content-type")).toBe(resolved.headers.get("content-type"));
    expect(alone.headers.get("vary")).toBe(resolved.headers.get("vary"));
    // Signed out: the session's cookie is cleared, alone as in a batch (there once per sign-out of the batch).
    expect(alone.headers.getSetCookie()).toEqual(batchOfOne.headers.getSetCookie());
    expect([...new Set(resolved.headers.getSetCookie())]).toEqual(alone.headers.getSetCookie());
  });
});
