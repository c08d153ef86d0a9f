/**
 * The real Express app on a free port: CSRF refusals for /trpc and /api, security headers, the JSON body
 * limit, and production errors that carry no stack trace, SQL or file path.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { createSession, generateSessionToken, SESSION_COOKIE } from "../../server/auth/session";
import { createAccount } from "../../server/services/accounts";
import { checksum, serve, type Served } from "./support";
import { captureLogs } from "../support/logs";
import { allProcedures, sample } from "./procedures";

let env: TestEnv;
let http: Served;
let token: string;

beforeAll(async () => {
  env = await createTestEnv();
  http = await serve(env);
  const userId = await createAccount(env.db, {
    email: "victim@example.org",
    password: "secret-password",
    fullName: "Victim",
    role: null,
    organizationName: null,
  });
  token = generateSessionToken();
  await createSession(env.db, token, userId);
});
afterAll(async () => {
  await http.close();
  await env.cleanup();
});

const post = (path: string, headers: Record<string, string>, body: string | FormData = "{}") =>
  fetch(`${http.base}${path}`, { method: "POST", headers: { cookie: `${SESSION_COOKIE}=${token}`, ...headers }, body });

const sessionCount = async () => (await env.db.selectFrom("sessions").select("id").execute()).length;

describe("CSRF: state-changing requests only from our own pages", () => {
  const json = { "content-type": "application/json" };
  const refusals: [string, Record<string, string>][] = [
    ["an Origin of another site", { ...json, origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { ...json, "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site from a sibling host", { ...json, "sec-fetch-site": "same-site", origin: "http://evil.127.0.0.1:3999" }],
    ["Origin: null (sandboxed frame, data: URL)", { ...json, origin: "null" }],
    [
      "a cross-site urlencoded form post",
      { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    ],
    ["a cross-site text/plain form post", { "content-type": "text/plain", origin: "https://evil.example" }],
  ];

  it.each(refusals)("/trpc/auth.signOut refuses %s with 403 and keeps the session", async (_label, headers) => {
    const before = await sessionCount();
    const res = await post("/trpc/auth.signOut", headers, headers["content-type"]?.startsWith("application/json") ? "{}" : "a=1");
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("This request came from another site and was refused.");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await sessionCount()).toBe(before);
  });

  it("/trpc/auth.signOut refuses a cross-site multipart form post", async () => {
    const form = new FormData();
    form.set("x", "1");
    const before = await checksum(env);
    const res = await post("/trpc/auth.signOut", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }, form);
    expect(res.status).toBe(403);
    expect(await checksum(env)).toBe(before);
  });

  it("/trpc accepts the same origin (by Origin, by Sec-Fetch-Site) and a non-browser caller", async () => {
    const okSignIn = (headers: Record<string, string>) =>
      fetch(`${http.base}/trpc/auth.signIn`, {
        method: "POST",
        headers: { ...json, ...headers },
        body: JSON.stringify({ email: "victim@example.org", password: "secret-password" }),
      });
    for (const headers of [{ origin: "http://127.0.0.1:3999" }, { origin: http.base }, { "sec-fetch-site": "same-origin" }, {}] as Record<string, string>[]) {
      const res = await okSignIn(headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    }
    const before = await sessionCount();
    const out = await post("/trpc/auth.signOut", { ...json, origin: http.base, "sec-fetch-site": "same-origin" });
    expect(out.status).toBe(200);
    expect(await sessionCount()).toBe(before - 1);
    token = generateSessionToken();
    const user = await env.db.selectFrom("users").select("id").where("email", "=", "victim@example.org").executeTakeFirstOrThrow();
    await createSession(env.db, token, user.id);
  });

  it("/api refuses cross-site writes with 403 before any route, and lets the same origin through", async () => {
    for (const [, headers] of refusals) {
      const res = await post("/api/resources/1/download", headers, "a=1");
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("This request came from another site and was refused.");
    }
    const form = new FormData();
    form.set("file", new Blob(["x"]), "x.txt");
    const before = await checksum(env);
    expect((await post("/api/uploads/image", { origin: "https://evil.example" }, form)).status).toBe(403);
    expect((await post("/api/media/submit", { "sec-fetch-site": "cross-site" }, form)).status).toBe(403);
    expect(await checksum(env)).toBe(before);
    const same = await post("/api/no-such-route", { origin: http.base, "sec-fetch-site": "same-origin" });
    expect(same.status).toBe(404);
  });

  it("a mutation cannot be smuggled through GET (which passes the CSRF check): refused, session kept", async () => {
    const before = await checksum(env);
    for (const url of ["/trpc/auth.signOut", "/trpc/auth.signOut?batch=1&input=%7B%7D", "/trpc/auth.session,auth.signOut?batch=1&input=%7B%7D"]) {
      const res = await fetch(`${http.base}${url}`, {
        headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect([400, 405], url).toContain(res.status);
    }
    expect(await checksum(env)).toBe(before);
  });

  it("reads (GET) are not refused: they change nothing", async () => {
    const res = await fetch(`${http.base}/trpc/auth.session`, { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(200);
  });
});

describe("security headers", () => {
  const csp = (res: Response) => {
    const map = new Map<string, string[]>();
    for (const part of (res.headers.get("content-security-policy") ?? "").split(";")) {
      const [name, ...values] = part.trim().split(/\s+/);
      if (name) map.set(name, values);
    }
    return map;
  };

  it.each(["/healthz", "/trpc/auth.session", "/some/page", "/api/no-such-route"])(
    "%s carries CSP, nosniff, Referrer-Policy and no X-Powered-By",
    async (path) => {
      const res = await fetch(`${http.base}${path}`);
      const policy = csp(res);
      const scripts = policy.get("script-src") ?? policy.get("default-src")!;
      expect(scripts).toEqual(["'self'"]);
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(res.headers.get("content-security-policy")).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("x-powered-by")).toBeNull();
      // Plain http: HSTS would break the site for anyone who reaches it without TLS.
      expect(res.headers.get("strict-transport-security")).toBeNull();
    },
  );

  it("HSTS and upgrade-insecure-requests only when PUBLIC_URL is https; then the session cookie is Secure", async () => {
    const https = await serve(env, { publicUrl: "https://kids.example.lk" });
    try {
      const res = await fetch(`${https.base}/healthz`);
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(csp(res).has("upgrade-insecure-requests")).toBe(true);
      const signIn = await fetch(`${https.base}/trpc/auth.signIn`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://kids.example.lk" },
        body: JSON.stringify({ email: "victim@example.org", password: "secret-password" }),
      });
      const cookie = signIn.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; SameSite=Lax/);
    } finally {
      await https.close();
    }
  });

  it("the session cookie lives 30 days, HttpOnly, SameSite=Lax, not Secure on plain http", async () => {
    const res = await fetch(`${http.base}/trpc/auth.signIn`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "victim@example.org", password: "secret-password" }),
    });
    const cookie = res.headers.get("set-cookie")!;
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    expect(Math.abs(expires - Date.now() - 30 * 86_400_000)).toBeLessThan(60_000);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/);
  });
});

describe("bodies and errors", () => {
  it("a JSON body over 1 MiB answers 413 with a plain message, not 500; one just under is read", async () => {
    const ONE_MIB = 1024 * 1024;
    const under = JSON.stringify({ email: "a@example.org", password: "x".repeat(ONE_MIB - 100) });
    const read = await fetch(`${http.base}/trpc/auth.signIn`, { method: "POST", headers: { "content-type": "application/json" }, body: under });
    expect(read.status, "a body under the limit reaches the procedure (which refuses the password)").not.toBe(413);
    const big = JSON.stringify({ email: "a@example.org", password: "x".repeat(ONE_MIB + 10) });
    const before = await checksum(env);
    const res = await fetch(`${http.base}/trpc/auth.signIn`, { method: "POST", headers: { "content-type": "application/json" }, body: big });
    expect(res.status).toBe(413);
    const text = await res.text();
    expect(text).not.toMatch(/\.ts|node_modules|at \w/);
    expect(await checksum(env)).toBe(before);
  });

  it("deeply nested JSON and __proto__ keys answer 4xx, never 500, and pollute nothing", async () => {
    const nested = "[".repeat(500_000) + "]".repeat(500_000);
    const post = (body: string) => fetch(`${http.base}/trpc/auth.signIn`, { method: "POST", headers: { "content-type": "application/json" }, body });
    const deep = await post(`{"email":${nested},"password":"x"}`);
    expect(deep.status).toBeGreaterThanOrEqual(400);
    expect(deep.status).toBeLessThan(500);
    const proto = await post('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"email":"a@example.org","password":"x"}');
    expect([400, 401]).toContain(proto.status);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("malformed JSON answers 400, not 500", async () => {
    const res = await fetch(`${http.base}/trpc/auth.signIn`, { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" });
    expect(res.status).toBe(400);
  });

  it("a database failure in production answers 500 with a plain message: no stack, SQL or path", async () => {
    const own = await createTestEnv();
    const served = await serve(own);
    const logged = captureLogs();
    try {
      await sql`DROP TABLE site_settings`.execute(own.db);
      for (const url of ["/trpc/public.settings", "/trpc/public.settings,auth.session?batch=1&input=%7B%7D"]) {
        const res = await fetch(`${served.base}${url}`);
        const text = await res.text();
        expect([500, 207], url).toContain(res.status); // 207: a batch with one failed call
        expect(text).toContain("Something went wrong on our side. Please try again.");
        expect(text).not.toMatch(/site_settings|SELECT|sqlite|no such table/i);
        expect(text).not.toMatch(/\/work\/|\/tmp\/|\.ts\b|node_modules|stack|\bat \w+ \(/);
      }
      // Plain routes under /api end in the same last stop.
      if (own.dialect === "postgres") await sql`DROP TABLE event_registrations, events CASCADE`.execute(own.db);
      else own.sqlite.exec("PRAGMA foreign_keys = OFF; DROP TABLE event_registrations; DROP TABLE events;");
      const ics = await fetch(`${served.base}/api/events/1/ics`);
      const icsText = await ics.text();
      expect(ics.status).toBe(500);
      expect(icsText).toContain("Something went wrong on our side. Please try again.");
      expect(icsText).not.toMatch(/events|SELECT|sqlite|no such table|\/work\/|\.ts\b|\bat \w+ \(/i);
      // The operator still gets the cause in the server log.
      expect(logged.text()).toMatch(/no such table: site_settings|relation \\"site_settings\\" does not exist/);
    } finally {
      logged.restore();
      await served.close();
      await own.cleanup();
    }
  });
});

describe("answers that carry personal data are never stored (issue #26)", () => {
  const cookie = () => ({ cookie: `${SESSION_COOKIE}=${token}` });
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${http.base}${path}`, { headers });

  it("the session and 'Download my data' say Cache-Control: private, no-store", async () => {
    const session = await get("/trpc/auth.session", cookie());
    expect(session.status).toBe(200);
    expect(await session.text()).toContain("victim@example.org");
    expect(session.headers.get("cache-control")).toBe("private, no-store");
    const data = await get("/trpc/account.exportData", cookie());
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("victim@example.org");
    expect(data.headers.get("cache-control")).toBe("private, no-store");
    // A batch mixing a public read with a personal one: the whole answer is one person's.
    const batch = await get(`/trpc/public.settings,auth.session?batch=1&input=${encodeURIComponent("{}")}`, cookie());
    expect(batch.status).toBe(200);
    expect(batch.headers.get("cache-control")).toBe("private, no-store");
  });

  it("every query of the router, asked with a session, is private, no-store whatever it answers", async () => {
    const queries = allProcedures().filter((p) => p.type === "query");
    expect(queries.length).toBeGreaterThan(20);
    for (const query of queries) {
      const input = sample(query.json);
      const res = await get(`/trpc/${query.path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, cookie());
      await res.arrayBuffer();
      expect(res.headers.get("cache-control"), `${query.path} (${res.status})`).toBe("private, no-store");
    }
  });

  it("mutations and the /api routes are no-store too; a signed-out public read keeps its revalidated caching", async () => {
    const signOut = await fetch(`${http.base}/trpc/auth.signOut`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(signOut.headers.get("cache-control")).toBe("private, no-store");
    const upload = await fetch(`${http.base}/api/uploads/image`, { method: "POST", headers: cookie(), body: new FormData() });
    expect(upload.headers.get("cache-control")).toBe("private, no-store");
    const missing = await get("/api/nothing-here", cookie());
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
    const publicRead = await get("/trpc/public.settings");
    expect(publicRead.status).toBe(200);
    // Kept for every signed-out visitor and revalidated by its ETag: nothing personal in it.
    expect(publicRead.headers.get("etag")).toBeTruthy();
    expect(publicRead.headers.get("cache-control")).not.toBe("private, no-store");
  });
});
