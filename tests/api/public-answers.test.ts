/**
 * The fast path for signed-out public reads (server/http/public-answers.ts), over real HTTP: it answers
 * exactly what tRPC answers, sees every write at the next request (an approval in the back office, the
 * removal of the demo content), and keeps a signed-in caller's answer for that session only (the session
 * memo's own tests: tests/api/session-memo.test.ts).
 */
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openConfiguredDatabase } from "../../db/open";
import { createTestEnv, type TestEnv } from "../support/api";
import { rawGet, serve, type Served } from "../security/support";
import { createSession, generateSessionToken } from "../../server/auth/session";
import { createAccount } from "../../server/services/accounts";
import { sriLankaDate } from "../../admin-modules/domain/time";
import { eventValues } from "./admin-helpers";

let env: TestEnv;
let served: Served;

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  served = await serve(env);
});
afterAll(async () => {
  await served.close();
  await env.cleanup();
});

const q = (procedures: string, input?: unknown, batch = false) =>
  `/trpc/${procedures}?${batch ? "batch=1&" : ""}${input === undefined ? "" : `input=${encodeURIComponent(JSON.stringify(input))}`}`;

async function get(path: string, cookie?: string) {
  const res = await fetch(`${served.base}${path}`, { headers: cookie ? { cookie } : {} });
  // Express's send() adds an ETag and tRPC's adapter does not: it tells which of the two answered.
  return {
    status: res.status,
    body: await res.text(),
    type: res.headers.get("content-type"),
    fast: res.headers.has("etag"),
    cacheControl: res.headers.get("cache-control"),
  };
}

/** The answer as it goes over the wire (fetch would undo the compression): status, headers, bytes. */
const raw = (path: string, headers: Record<string, string>) => rawGet(served.base, path, headers);

/** A cookie the fast path steps aside for; tRPC then finds no such session and answers as signed out. */
const UNKNOWN_SESSION = "session=abcdefghijklmnopqrstuvwxyz234567";

describe("fast public answers", () => {
  it.each([
    ["public.home", undefined],
    ["public.events.list", { limit: 3 }],
    ["public.resources.list", {}],
    ["public.media.list", {}],
    ["public.learning.list", undefined],
    ["public.emergency.list", undefined],
    ["public.settings", undefined],
  ])("%s answers what tRPC answers, the same JSON", async (procedure, input) => {
    const fast = await get(q(procedure, input));
    const trpc = await get(q(procedure, input), UNKNOWN_SESSION);
    expect(fast.status).toBe(200);
    expect(fast.fast).toBe(true);
    expect(trpc.fast).toBe(false);
    expect(fast.type).toMatch(/^application\/json/);
    expect(JSON.parse(fast.body)).toEqual(JSON.parse(trpc.body));
  });

  it("answers a batch as tRPC's batch link expects", async () => {
    const path = q("public.home,public.events.list", { 0: undefined, 1: { limit: 2 } }, true);
    const fast = await get(path);
    const trpc = await get(path, UNKNOWN_SESSION);
    expect(fast.fast).toBe(true);
    expect(JSON.parse(fast.body)).toEqual(JSON.parse(trpc.body));
    expect(JSON.parse(fast.body)).toHaveLength(2);
  });

  it("leaves errors to tRPC: a missing item is a 404 with tRPC's error shape, bad input a 400", async () => {
    const missing = await get(q("public.media.detail", { slug: "nothing-999999" }));
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body).error.data.code).toBe("NOT_FOUND");
    const bad = await get(q("public.events.list", { limit: -1 }));
    expect(bad.status).toBe(400);
    const badJson = await get("/trpc/public.events.list?input=%7Bnot-json");
    expect(badJson.status).toBe(400);
  });

  it("shows a write made by another connection at the next request", async () => {
    const before = JSON.parse((await get(q("public.emergency.list"))).body).result.data as { name: string }[];
    const other = openConfiguredDatabase(env.config);
    try {
      await other.db.insertInto("emergency_contacts").values({ name: "Fast path helpline", number: "1929", display_order: 0 }).execute();
    } finally {
      await other.close();
    }
    const after = JSON.parse((await get(q("public.emergency.list"))).body).result.data as { name: string }[];
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((c) => c.name)).toContain("Fast path helpline");
  });

  it("keeps a signed-in caller's answer for their session only: their own progress, no-store, and nobody else sees it", async () => {
    const userId = await createAccount(env.db, {
      email: "fast-path@example.org",
      password: "secret-password",
      fullName: "Fast Path",
      role: null,
      organizationName: null,
    });
    const token = generateSessionToken();
    await createSession(env.db, token, userId);
    const course = await env.db.selectFrom("courses").select("id").where("is_active", "=", 1).executeTakeFirstOrThrow();
    await env.db.insertInto("course_enrollments").values({ user_id: userId, course_id: course.id }).execute();

    const anonymousFirst = JSON.parse((await get(q("public.learning.list"))).body).result.data;
    const signedIn = await get(q("public.learning.list"), `session=${token}`);
    // Kept for this session only (server/services/session-memo.ts), and by no browser or proxy.
    expect(signedIn.cacheControl).toBe("private, no-store");
    const mine = JSON.parse(signedIn.body).result.data;
    const anonymousAfter = JSON.parse((await get(q("public.learning.list"))).body).result.data;
    expect(mine.signedIn).toBe(true);
    expect(mine.courses.find((c: { id: number }) => c.id === course.id).enrolled).toBe(true);
    for (const answer of [anonymousFirst, anonymousAfter]) {
      expect(answer.signedIn).toBe(false);
      expect(answer.courses.some((c: { enrolled: boolean }) => c.enrolled)).toBe(false);
    }
  });
  it("shows an organization's event at the next request once a super admin approves it, not before", async () => {
    const org = await env.userCaller({ role: "organization", organizationName: "Fast Path Org" });
    const superAdmin = await env.userCaller({ role: "super_admin" });
    const { created_by: _, ...values } = eventValues(null, { title: "Fast path fair", event_date: sriLankaDate(), start_time: "00:00", end_time: "01:00" });
    const id = Number((await org.api.admin.create({ module: "events", values })).row.id);
    const titles = async (procedure: string, input?: unknown) => {
      const answer = await get(q(procedure, input));
      expect(answer.fast).toBe(true);
      const data = JSON.parse(answer.body).result.data;
      return ((data.items ?? data.events.items) as { title: string }[]).map((e) => e.title);
    };
    expect(await titles("public.events.list", { limit: 3 })).not.toContain("Fast path fair");
    expect(await titles("public.home")).not.toContain("Fast path fair");

    await superAdmin.api.adminWorkflows.reviewRow({ module: "events", id, decision: "approved" });

    expect((await titles("public.events.list", { limit: 3 }))[0]).toBe("Fast path fair");
    expect((await titles("public.home"))[0]).toBe("Fast path fair");
  });

  it("sends the kept answer compressed as the browser accepts it, with an ETag that answers 304", async () => {
    const path = q("public.home");
    const plain = await raw(path, {});
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/);

    const br = await raw(path, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gzip = await raw(path, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    const etag = String(plain.headers.etag);
    expect(br.headers.etag).toBe(etag);
    const again = await raw(path, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("carries the same security headers as every other answer", async () => {
    const fast = await raw(q("public.home"), {});
    const trpc = await raw(q("public.home"), { cookie: UNKNOWN_SESSION });
    expect(fast.headers.etag).toBeDefined();
    expect(trpc.headers.etag).toBeUndefined();
    for (const name of [
      "content-security-policy",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "cross-origin-opener-policy",
      "x-request-id",
    ]) {
      expect(fast.headers[name], name).toBeDefined();
      if (name !== "x-request-id") expect(fast.headers[name], name).toBe(trpc.headers[name]);
    }
  });

  // Last: it empties this file's database.
  it("answers an empty home page at the next request after the demo content is removed", async () => {
    const superAdmin = await env.userCaller({ role: "super_admin" });
    const home = async () => {
      const answer = await get(q("public.home"));
      expect(answer.fast).toBe(true);
      return JSON.parse(answer.body).result.data;
    };
    const full = await home();
    expect(full.resources.items.length + full.courses.length + full.media.items.length + full.hubs.length).toBeGreaterThan(0);

    await superAdmin.api.adminWorkflows.removeDemoContent({ confirm: true });

    const empty = await home();
    expect(empty.announcement).toBeNull();
    expect([empty.hubs, empty.resources.items, empty.courses, empty.media.items]).toEqual([[], [], [], []]);
    // Only the event this file's staff approved is left; no demo event.
    expect(empty.events.items.map((e: { title: string }) => e.title)).toEqual(["Fast path fair"]);
  });
});
