/**
 * Two app processes on one PostgreSQL database behind one address (issue #16): every limit and guarantee
 * lives in the database, so a round-robin client that alternates between them gets what one process
 * gives. Runs under `npm run test:pg` (tests/pg needs TEST_DATABASE_URL). Each process is the real server
 * (server/main.ts), started at the same time as the other on the same fresh database, as a deployment
 * with two instances would (both run the migrations at start: PostgreSQL's migration lock lets one).
 */
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../server/services/accounts";
import { finished, startCli, waitForOutput } from "../api/cli-support";
import { createTestEnv, type TestEnv } from "../support/api";

let env: TestEnv;
const servers: { child: ChildProcess; base: string }[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  const started = [1, 2].map((n) => {
    const child = startCli("server/main.ts", [], {
      DATABASE_URL: env.config.databaseUrl!,
      // Each process keeps its own e-mail outbox and uploads folder here; the data is in PostgreSQL.
      DATABASE_FILE: path.join(env.dir, `process-${n}`, "app.db"),
      UPLOADS_DIR: path.join(env.dir, "uploads"),
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      PUBLIC_URL: "http://127.0.0.1:3999",
    });
    return { child, listening: waitForOutput(child, /Serving on (http:\/\/127\.0\.0\.1:\d+)/, 60_000) };
  });
  for (const { child, listening } of started) {
    const line = await listening;
    servers.push({ child, base: /Serving on (http:\/\/127\.0\.0\.1:\d+)/.exec(line)![1]! });
  }
}, 90_000);

afterAll(async () => {
  await Promise.all(
    servers.map(({ child }) => {
      const exited = finished(child);
      child.kill("SIGTERM");
      return exited;
    }),
  );
  await env?.cleanup();
});

let turn = 0;
/** The round-robin front: each call goes to the next process, from the address a proxy would pass on. */
async function call(procedure: string, input: unknown, ip: string): Promise<{ status: number; message?: string }> {
  const { base } = servers[turn++ % servers.length]!;
  const response = await fetch(`${base}/trpc/${procedure}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { error?: { message: string } };
  return { status: response.status, message: body.error?.message };
}

describe("two app processes on one PostgreSQL database", () => {
  it("both serve the same database", async () => {
    expect(servers).toHaveLength(2);
    expect(new Set(servers.map((s) => s.base)).size).toBe(2);
    for (const { base } of servers) expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it("lock an account after 5 failed sign-ins in total, not 5 per process", async () => {
    const email = "two-processes@example.org";
    await createAccount(env.db, { email, password: "right-password-1", fullName: "Two Processes", role: null, organizationName: null });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await call("auth.signIn", { email, password: "wrong-password" }, "10.9.0.1");
      expect(failed, `attempt ${attempt}`).toMatchObject({ status: 401, message: "Invalid email or password." });
    }
    // The sixth, on either process and with the right password, meets the lockout.
    for (let i = 0; i < 2; i++) {
      const locked = await call("auth.signIn", { email, password: "right-password-1" }, "10.9.0.1");
      expect(locked.status).toBe(429);
      expect(locked.message).toMatch(/^Too many sign-in attempts/);
    }
  });

  it("count a media view once per address between them", async () => {
    const { id } = await env.db
      .insertInto("media_submissions")
      .values({ title: "Viewed twice", type: "story", content: "A story.", author_name: "A", author_age: 10, age_group: "all", status: "approved" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const views = await Promise.all(Array.from({ length: 6 }, () => call("public.media.view", { id }, "10.7.0.1")));
    expect(views.every((v) => v.status === 200)).toBe(true);
    await call("public.media.view", { id }, "10.7.0.2");
    await call("public.media.view", { id }, "10.7.0.2");
    const row = await env.db.selectFrom("media_submissions").select("views").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.views).toBe(2);
  });

  it("give exactly 50 of 200 simultaneous registrations for 50 places", async () => {
    const { id } = await env.db
      .insertInto("events")
      .values({
        title: "Two processes",
        type: "workshop",
        event_date: "2031-01-15",
        start_time: "09:00",
        end_time: "11:00",
        location: "Town Hall",
        district: "Colombo",
        capacity: 50,
        registered_count: 0,
        age_group: "all",
        organizer_name: "Test Org",
        is_active: 1,
        status: "upcoming",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(
          "public.events.register",
          { eventId: id, name: `Child ${i}`, age: 14, guardianName: "Parent", email: `child${i}@example.org` },
          `10.8.${i >> 8}.${i & 255}`,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(50);
    expect(results.filter((r) => r.message === "This event is full")).toHaveLength(150);
    const event = await env.db.selectFrom("events").select("registered_count").where("id", "=", id).executeTakeFirstOrThrow();
    expect(event.registered_count).toBe(50);
    const rows = await env.db.selectFrom("event_registrations").select("id").where("event_id", "=", id).execute();
    expect(rows).toHaveLength(50);
  });
});
