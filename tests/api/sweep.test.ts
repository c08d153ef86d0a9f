/**
 * The sweep removes what no request needs (expired sessions, expired or used one-time links, stale
 * sign-in attempts, ended rate-limit windows, old daily counts) and keeps everything still alive.
 * Times are set in the test. `npm run sweep` runs it by hand.
 */
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { hashToken } from "../../server/auth/session";
import { resolveCaller } from "../../server/auth/caller";
import { describeSweep, startSweeper, sweepExpired, sweepNeedsThread } from "../../server/services/sweep";
import { SIGN_IN_LOCKOUT } from "../../server/auth/limits";
import { createAccount } from "../../server/services/accounts";
import { count, makeDataDir, openDb, removeDataDirs, runCli } from "./cli-support";

let env: TestEnv;
let userId: number;
beforeAll(async () => {
  env = await createTestEnv();
  userId = (await env.userCaller()).userId;
});
afterAll(async () => {
  await env.cleanup();
  removeDataDirs();
});

const NOW = new Date("2030-06-15T10:00:00.000Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const token = (label: string) => hashToken(`token-${label}`);

async function clearAll() {
  for (const table of [
    "sessions",
    "one_time_tokens",
    "login_attempts",
    "rate_limits",
    "rate_limit_hits",
    "media_view_marks",
    "review_shown_marks",
    "media_submissions",
  ] as const) {
    await env.db.deleteFrom(table).execute();
  }
}

async function plant() {
  await env.db
    .insertInto("sessions")
    .values([
      { id: token("s-expired-1"), user_id: userId, expires_at: at(-60) },
      { id: token("s-expired-2"), user_id: userId, expires_at: at(-1) },
      { id: token("s-expired-3"), user_id: userId, expires_at: at(0) },
      { id: token("s-live-1"), user_id: userId, expires_at: at(1) },
      { id: token("s-live-2"), user_id: userId, expires_at: at(60 * 24 * 20) },
    ])
    .execute();
  await env.db
    .insertInto("one_time_tokens")
    .values([
      { token_hash: token("t-expired"), purpose: "password_reset", user_id: userId, expires_at: at(-5), used_at: null },
      { token_hash: token("t-used"), purpose: "password_reset", user_id: userId, expires_at: at(50), used_at: at(-2) },
      { token_hash: token("t-setup-expired"), purpose: "setup", user_id: null, expires_at: at(-1), used_at: null },
      { token_hash: token("t-live"), purpose: "password_reset", user_id: userId, expires_at: at(30), used_at: null },
      { token_hash: token("t-setup-live"), purpose: "setup", user_id: null, expires_at: at(60 * 23), used_at: null },
    ])
    .execute();
  const windowMinutes = SIGN_IN_LOCKOUT.windowMs / 60_000;
  await env.db
    .insertInto("login_attempts")
    .values([
      { email: "old@example.org", failures: 2, window_started_at: at(-windowMinutes - 1), locked_until: null },
      { email: "old-lock-over@example.org", failures: 6, window_started_at: at(-60), locked_until: at(-30) },
      { email: "still-locked@example.org", failures: 6, window_started_at: at(-windowMinutes - 5), locked_until: at(5) },
      { email: "recent@example.org", failures: 3, window_started_at: at(-2), locked_until: null },
    ])
    .execute();
  await env.db
    .insertInto("rate_limits")
    .values([
      { bucket: "signUpPerAddress", subject: "203.0.113.1", window_start: at(-120), window_end: at(-60), count: 7 },
      { bucket: "signUpPerAddress", subject: "203.0.113.1", window_start: at(-60), window_end: at(0), count: 9 },
      { bucket: "signUpPerAddress", subject: "203.0.113.1", window_start: at(0), window_end: at(60), count: 1 },
    ])
    .execute();
  // One view mark past the 30 minutes in which a repeat is not counted, one within them.
  const { id: mediaId } = await env.db
    .insertInto("media_submissions")
    .values({ title: "Swept views", type: "story", content: "A story.", author_name: "A", author_age: 10, age_group: "all", status: "approved" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await env.db
    .insertInto("media_view_marks")
    .values([
      { address: "203.0.113.8", media_id: mediaId, counted_at: at(-31) },
      { address: "203.0.113.9", media_id: mediaId, counted_at: at(-29) },
    ])
    .execute();
  // Issue 29: a reviewer's look that never became a decision is forgotten after 12 hours.
  await env.db
    .insertInto("review_shown_marks")
    .values([
      { reviewer_id: userId, module: "media", row_id: 1, picture: "/uploads/a.webp", shown_at: at(-12 * 60 - 1) },
      { reviewer_id: userId, module: "media", row_id: 2, picture: "/uploads/b.webp", shown_at: at(-12 * 60 + 1) },
    ])
    .execute();
  await env.db
    .insertInto("rate_limit_hits")
    .values([
      { day: "2030-05-01", bucket: "signUpPerAddress", count: 4 },
      { day: "2030-06-15", bucket: "signUpPerAddress", count: 2 },
    ])
    .execute();
}

beforeEach(async () => {
  await clearAll();
  await plant();
});

describe("sweepExpired", () => {
  it("removes expired sessions and tokens, stale counters, and keeps every live row", async () => {
    const result = await sweepExpired(env.db, { now: NOW });
    expect(result).toMatchObject({
      sessions: 3,
      oneTimeTokens: 3,
      loginAttempts: 2,
      rateLimits: 2,
      rateLimitHits: 1,
      mediaViewMarks: 1,
      reviewShownMarks: 1,
      unansweredConsents: 0,
    });

    const ids = (await env.db.selectFrom("sessions").select("id").execute()).map((r) => r.id).sort();
    expect(ids).toEqual([token("s-live-1"), token("s-live-2")].sort());
    const tokens = (await env.db.selectFrom("one_time_tokens").select("token_hash").execute()).map((r) => r.token_hash).sort();
    expect(tokens).toEqual([token("t-live"), token("t-setup-live")].sort());
    const emails = (await env.db.selectFrom("login_attempts").select("email").orderBy("email").execute()).map((r) => r.email);
    expect(emails).toEqual(["recent@example.org", "still-locked@example.org"]);
    const windows = await env.db.selectFrom("rate_limits").select("window_start").execute();
    expect(windows.map((w) => w.window_start)).toEqual([at(0)]);
    const days = await env.db.selectFrom("rate_limit_hits").select("day").execute();
    expect(days.map((d) => d.day)).toEqual(["2030-06-15"]);
    const marks = await env.db.selectFrom("media_view_marks").select("address").execute();
    expect(marks.map((mark) => mark.address)).toEqual(["203.0.113.9"]);
    const looks = await env.db.selectFrom("review_shown_marks").select("row_id").execute();
    expect(looks.map((look) => look.row_id)).toEqual([2]);
    expect(describeSweep(result)).toMatch(
      /^removed 3 expired sessions, 3 expired or used one-time links, 2 old sign-in attempt rows, 2 ended rate-limit windows, 1 old daily limit counts, 1 old media view marks, 1 unused review marks in \d+ batches, and 0 accounts whose parent did not answer within 30 days \(\d+ ms\)$/,
    );

    // A second sweep finds nothing more.
    expect(await sweepExpired(env.db, { now: NOW })).toMatchObject({
      sessions: 0,
      oneTimeTokens: 0,
      loginAttempts: 0,
      rateLimits: 0,
      rateLimitHits: 0,
      mediaViewMarks: 0,
      reviewShownMarks: 0,
      unansweredConsents: 0,
    });
  });

  it("works in batches of the given size and removes the same rows", async () => {
    const extra = Array.from({ length: 23 }, (_, i) => ({ id: token(`bulk-${i}`), user_id: userId, expires_at: at(-10 - i) }));
    await env.db.insertInto("sessions").values(extra).execute();
    const result = await sweepExpired(env.db, { now: NOW, batchSize: 5 });
    expect(result.sessions).toBe(26);
    // 26 expired sessions in batches of 5: 6 DELETEs for sessions alone (the last one short).
    expect(result.batches).toBeGreaterThanOrEqual(6 + 5);
    expect(await env.db.selectFrom("sessions").select("id").execute()).toHaveLength(2);
  });

  it("leaves the connection's writes waiting for the disk again after its batches", async () => {
    // SQLite: the sweep's batches skip the wait (synchronous NORMAL), then FULL (2) is set back. PostgreSQL:
    // the sweep changes no setting, so the connection's synchronous_commit is what it was.
    const durability = async () =>
      env.dialect === "postgres"
        ? (await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(env.db)).rows[0]?.synchronous_commit
        : (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(env.db)).rows[0]?.synchronous;
    const before = await durability();
    await env.db
      .insertInto("sessions")
      .values({ id: token("sync-check"), user_id: userId, expires_at: at(-1) })
      .execute();
    expect((await sweepExpired(env.db, { now: NOW, batchSize: 1 })).sessions).toBeGreaterThanOrEqual(1);
    expect(await durability()).toBe(env.dialect === "postgres" ? before : 2);
  });

  it("keeps a session that is still valid for the real clock, and the app still accepts it", async () => {
    await clearAll();
    const live = await env.userCaller();
    await sweepExpired(env.db);
    const tokenValue = live.jar.get("session")!;
    expect(await resolveCaller(env.db, tokenValue)).not.toBeNull();
  });

  it("the server's sweeper runs at start, stops on request, and its timer keeps no process alive", async () => {
    const lines: string[] = [];
    await env.db
      .insertInto("sessions")
      .values({ id: token("gone-now"), user_id: userId, expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const sweeper = startSweeper(env.db, {
      databaseFile: env.config.databaseFile,
      databaseUrl: env.config.databaseUrl,
      uploadsDir: env.config.uploadsDir,
      everyMs: 60 * 60_000,
      log: (line) => lines.push(line),
    });
    // One expired session: swept on this connection (a backlog would go to its own thread; see below).
    await vi.waitFor(() => expect(lines.join("\n")).toMatch(/\[sweep\] removed [1-9]\d* expired sessions/), { timeout: 10_000 });
    await sweeper.stop();
    expect(await env.db.selectFrom("sessions").select("id").where("id", "=", token("gone-now")).executeTakeFirst()).toBeUndefined();
  });

  it("runs in its own thread only for a backlog: more than one batch due in some table", async () => {
    await clearAll();
    const due = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({ id: token(`${prefix}-${i}`), user_id: userId, expires_at: new Date(NOW.getTime() - 1000 - i).toISOString() }));
    expect(await sweepNeedsThread(env.db, NOW, 5)).toBe(false);
    await env.db.insertInto("sessions").values(due(5, "one-batch")).execute();
    // Live sessions are not due: they do not count.
    await env.db
      .insertInto("sessions")
      .values(Array.from({ length: 10 }, (_, i) => ({ id: token(`live-${i}`), user_id: userId, expires_at: new Date(NOW.getTime() + 60_000).toISOString() })))
      .execute();
    expect(await sweepNeedsThread(env.db, NOW, 5)).toBe(false);
    await env.db.insertInto("sessions").values(due(1, "one-more")).execute();
    expect(await sweepNeedsThread(env.db, NOW, 5)).toBe(true);
    await sweepExpired(env.db, { now: NOW });
    expect(await sweepNeedsThread(env.db, NOW, 5)).toBe(false);
    await clearAll();
  });

  it("stop() ends a running sweep after its current batch; the rest waits for the next sweep", async () => {
    await clearAll();
    const past = Date.now() - 60_000;
    const expired = Array.from({ length: 20_000 }, (_, i) => ({
      id: token(`many-${i}`),
      user_id: userId,
      expires_at: new Date(past - i * 1000).toISOString(),
    }));
    for (let i = 0; i < expired.length; i += 1000)
      await env.db
        .insertInto("sessions")
        .values(expired.slice(i, i + 1000))
        .execute();
    const left = async () =>
      Number(
        (
          await env.db
            .selectFrom("sessions")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const sweeper = startSweeper(env.db, {
      databaseFile: env.config.databaseFile,
      databaseUrl: env.config.databaseUrl,
      uploadsDir: env.config.uploadsDir,
      everyMs: 60 * 60_000,
      log: () => {},
    });
    await vi.waitFor(async () => expect(await left()).toBeLessThan(20_000), { timeout: 10_000, interval: 5 });
    await sweeper.stop();
    const afterStop = await left();
    expect(afterStop).toBeGreaterThan(0);
    // Nothing runs on after stop() resolved.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await left()).toBe(afterStop);
    await clearAll();
  });
});

describe("accounts whose parent never answered (child safety, #12)", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  let made = 0;

  /** A child whose parent was asked `daysAgo` days before `from`, with a pending creation and its uploaded image. */
  async function childWaiting(daysAgo: number, status: "pending" | "granted" = "pending", from = NOW) {
    made += 1;
    const userId = await createAccount(env.db, {
      username: `waiting_${made}`,
      email: `waiting${made}@example.org`,
      password: "kid-password",
      ageRange: "under_13",
      parentEmail: `parent${made}@example.org`,
    });
    const requested = new Date(from.getTime() - daysAgo * DAY_MS).toISOString();
    await env.db
      .updateTable("parental_consents")
      .set({ requested_at: requested, status, consented_at: status === "granted" ? requested : null })
      .where("user_id", "=", userId)
      .execute();
    const image = `/uploads/media/${randomUUID()}.png`;
    const file = path.join(env.config.uploadsDir, "media", path.basename(image));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "png");
    await env.db
      .insertInto("media_submissions")
      .values({ title: `Waiting kite ${made}`, type: "artwork", thumbnail: image, author_name: `waiting_${made}`, submitted_by: userId })
      .execute();
    return { userId, file };
  }
  const exists = async (userId: number) => Boolean(await env.db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst());

  it("the sweep deletes the account after 30 days without an answer, with its pending uploads; 29 days or a parent's yes keeps it", async () => {
    const late = await childWaiting(31);
    const recent = await childWaiting(29);
    const agreed = await childWaiting(60, "granted");
    const result = await sweepExpired(env.db, { now: NOW, uploadsDir: env.config.uploadsDir });
    expect(result.unansweredConsents).toBe(1);
    expect(describeSweep(result)).toContain("and 1 accounts whose parent did not answer within 30 days");
    expect(await exists(late.userId)).toBe(false);
    expect(fs.existsSync(late.file)).toBe(false);
    expect(await env.db.selectFrom("parental_consents").select("user_id").where("user_id", "=", late.userId).executeTakeFirst()).toBeUndefined();
    for (const kept of [recent, agreed]) {
      expect(await exists(kept.userId)).toBe(true);
      expect(fs.existsSync(kept.file)).toBe(true);
    }
    expect((await sweepExpired(env.db, { now: NOW, uploadsDir: env.config.uploadsDir })).unansweredConsents).toBe(0);
  });

  it("the server's sweeper runs it at start (real clock)", async () => {
    const lines: string[] = [];
    const late = await childWaiting(31, "pending", new Date());
    const sweeper = startSweeper(env.db, {
      databaseFile: env.config.databaseFile,
      databaseUrl: env.config.databaseUrl,
      uploadsDir: env.config.uploadsDir,
      everyMs: 60 * 60_000,
      log: (line) => lines.push(line),
    });
    // The accounts come last in a sweep (stop() would end it before them): wait for the start's sweep.
    await vi.waitFor(async () => expect(await exists(late.userId)).toBe(false), { timeout: 10_000 });
    await sweeper.stop();
    expect(fs.existsSync(late.file)).toBe(false);
    expect(lines.join("\n")).toMatch(/and [1-9]\d* accounts whose parent did not answer within 30 days/);
  });
});

describe("npm run sweep", () => {
  it("--help exits 0; a bad --batch exits 2 with the usage", async () => {
    const data = makeDataDir();
    const help = await runCli("sweep", ["--help"], data.env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: npm run sweep");
    const bad = await runCli("sweep", ["--batch", "zero"], data.env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^Error: --batch must be a whole number/);
    const missing = await runCli("sweep", [], data.env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Error: No database at/);
  });

  it("sweeps a real database file and prints what it removed", async () => {
    const data = makeDataDir();
    expect((await runCli("migrate", [], data.env)).code).toBe(0);
    const db = openDb(data.databaseFile, false);
    try {
      db.prepare("INSERT INTO users (email, password_hash) VALUES ('cli@example.org', 'x')").run();
      const insert = db.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, 1, ?)");
      insert.run(token("cli-old"), "2001-01-01T00:00:00.000Z");
      insert.run(token("cli-live"), "2999-01-01T00:00:00.000Z");
    } finally {
      db.close();
    }
    const result = await runCli("sweep", ["--batch", "1"], data.env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/removed 1 expired sessions, 0 expired or used one-time links/);
    expect(count(data.databaseFile, "SELECT count(*) FROM sessions")).toBe(1);
  });

  it("deletes the accounts whose parent did not answer within 30 days", async () => {
    const data = makeDataDir();
    expect((await runCli("migrate", [], data.env)).code).toBe(0);
    const db = openDb(data.databaseFile, false);
    try {
      const add = (id: number, daysAgo: number) => {
        db.prepare("INSERT INTO users (id, email, password_hash) VALUES (?, ?, 'x')").run(id, `child${id}@example.org`);
        db.prepare("INSERT INTO profiles (user_id, username, email, age_range) VALUES (?, ?, ?, 'under_13')").run(id, `child_${id}`, `child${id}@example.org`);
        db.prepare("INSERT INTO parental_consents (user_id, parent_email, requested_at) VALUES (?, ?, ?)").run(
          id,
          `parent${id}@example.org`,
          new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString(),
        );
      };
      add(1, 31);
      add(2, 2);
    } finally {
      db.close();
    }
    const result = await runCli("sweep", [], data.env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/and 1 accounts whose parent did not answer within 30 days/);
    expect(count(data.databaseFile, "SELECT count(*) FROM users WHERE id = 1")).toBe(0);
    expect(count(data.databaseFile, "SELECT count(*) FROM profiles WHERE user_id = 1")).toBe(0);
    expect(count(data.databaseFile, "SELECT count(*) FROM users WHERE id = 2")).toBe(1);
  });
});
