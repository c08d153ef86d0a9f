/**
 * Sign-in throttling per e-mail (5 failures lock the e-mail for 15 minutes, a success forgives) and
 * per-address ceilings on sign-in and sign-up, counted per call even when calls come batched in one request.
 * Classroom-sized traffic and the global valve: tests/security/classroom-limits.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { countSignInAttempt } from "../../server/auth/throttle";
import { addressKey, enforceLimits, isLoopbackAddress, LIMITS, resetRateLimits } from "../../server/auth/rate-limit";
import { serve, type Served } from "./support";
import { uniqueUsername } from "../support/unique-username";

let env: TestEnv;
let http: Served;
beforeAll(async () => {
  env = await createTestEnv();
  http = await serve(env);
  const { api } = await env.caller();
  await api.auth.signUp({ username: "known", email: "known@example.org", password: "right-password", ageRange: "18_plus" });
});
afterAll(async () => {
  await http.close();
  await env.cleanup();
});
beforeEach(() => resetRateLimits(env.db));

let n = 0;
const freshEmail = () => `nobody${++n}-${Date.now()}@example.org`;

describe("sign-in throttling per e-mail", () => {
  it("locks after 5 failures, even for the right password, and says so", async () => {
    const { api } = await env.caller();
    await api.auth.signUp({ username: "lock1", email: "lock1@example.org", password: "right-one", ageRange: "18_plus" });
    for (let i = 0; i < 5; i++) {
      expect((await errorOf(api.auth.signIn({ email: "lock1@example.org", password: "bad" }))).code).toBe("UNAUTHORIZED");
    }
    const locked = await errorOf(api.auth.signIn({ email: "LOCK1@example.org", password: "right-one" }));
    expect(locked.code).toBe("TOO_MANY_REQUESTS");
    expect(locked.message).not.toMatch(/password/i);
    expect(locked.message).toBe("Too many sign-in attempts for this account. To keep it safe, please try again in 15 minutes.");
  });

  it("the lock lasts 15 minutes from the locking attempt, then the e-mail may try again", async () => {
    const email = "clock@example.org";
    const t0 = Date.parse("2030-01-01T00:00:00Z");
    for (let i = 0; i < 5; i++) expect((await countSignInAttempt(env.db, email, new Date(t0 + i * 1000))).allowed).toBe(true);
    const lockedAt = t0 + 10_000;
    expect((await countSignInAttempt(env.db, email, new Date(lockedAt))).allowed).toBe(false);
    const FIFTEEN_MINUTES = 15 * 60_000;
    expect((await countSignInAttempt(env.db, email, new Date(lockedAt + FIFTEEN_MINUTES - 1000))).allowed).toBe(false);
    expect((await countSignInAttempt(env.db, email, new Date(lockedAt + FIFTEEN_MINUTES + 1000))).allowed).toBe(true);
  });

  it("a successful sign-in forgives earlier failures", async () => {
    const { api } = await env.caller();
    await api.auth.signUp({ username: "forgive", email: "forgive@example.org", password: "right-one", ageRange: "18_plus" });
    for (let i = 0; i < 5 - 1; i++) await errorOf(api.auth.signIn({ email: "forgive@example.org", password: "bad" }));
    await api.auth.signIn({ email: "forgive@example.org", password: "right-one" });
    // A full new allowance: five more failures are still judged on the password.
    for (let i = 0; i < 5; i++) {
      expect((await errorOf(api.auth.signIn({ email: "forgive@example.org", password: "bad" }))).code).toBe("UNAUTHORIZED");
    }
  });

  it("an unknown e-mail and a wrong password answer the same message in similar time", async () => {
    const { api } = await env.caller();
    const emails: string[] = [];
    for (let i = 0; i < 6; i++) {
      const email = `timing${i}@example.org`;
      await api.auth.signUp({
        username: uniqueUsername("timing_"),
        email,
        password: "right-password",
        ageRange: "18_plus",
      });
      emails.push(email);
    }
    const time = async (email: string) => {
      const start = performance.now();
      const error = await errorOf(api.auth.signIn({ email, password: "wrong-password" }));
      return { ms: performance.now() - start, message: error.message, code: error.code };
    };
    await time(freshEmail()); // warm the dummy hash
    const known: number[] = [];
    const unknown: number[] = [];
    for (const email of emails) {
      const a = await time(email);
      const b = await time(freshEmail());
      expect([a.code, a.message]).toEqual([b.code, b.message]);
      expect(a.message).toBe("Invalid email or password.");
      known.push(a.ms);
      unknown.push(b.ms);
    }
    // Each side's fastest run is its own cost with the least interference from other work on a shared
    // machine (the runs alternate, so load falls on both). Both pay one argon2id verification; without the
    // dummy hash an unknown e-mail would cost a database lookup only, some 100x less: a 4x band cannot
    // flake under load and still catches that.
    const fastest = (xs: number[]) => Math.min(...xs);
    const ratio = fastest(unknown) / fastest(known);
    expect(ratio, `unknown ${fastest(unknown).toFixed(1)} ms vs known ${fastest(known).toFixed(1)} ms`).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });
});

describe("per-address ceilings", () => {
  it(`sign-in: ${LIMITS.signInPerAddress.max} calls per address in 15 minutes, whatever the e-mail`, async () => {
    expect(LIMITS.signInPerAddress).toMatchObject({ max: 300, windowMs: 15 * 60_000 });
    const { api } = await env.caller({ ip: "203.0.113.10" });
    // Counted straight in the database (not 300 argon2 hashes); the 301st call is refused.
    const now = new Date();
    for (let i = 0; i < LIMITS.signInPerAddress.max; i++) await enforceLimits(env.db, "signIn", { ip: "203.0.113.10" }, now);
    const refused = await errorOf(api.auth.signIn({ email: "known@example.org", password: "right-password" }));
    expect(refused.code).toBe("TOO_MANY_REQUESTS");
    expect(refused.message).toMatch(
      /^Too many people tried to sign in from this network in the last 15 minutes\. Please try again in (a minute|\d+ minutes)\.$/,
    );
    // Another address is not affected.
    const other = await env.caller({ ip: "203.0.113.11" });
    await other.api.auth.signIn({ email: "known@example.org", password: "right-password" });
    // The window is 15 minutes: still refused just before it ends, allowed again after.
    const start = new Date(Date.UTC(2030, 0, 1, 10, 0, 0));
    const take = (at: Date) =>
      enforceLimits(env.db, "signIn", { ip: "203.0.113.12" }, at).then(
        () => true,
        () => false,
      );
    for (let i = 0; i < LIMITS.signInPerAddress.max; i++) await take(start);
    expect(await take(new Date(start.getTime() + 15 * 60_000 - 1000))).toBe(false);
    expect(await take(new Date(start.getTime() + 15 * 60_000 + 1000))).toBe(true);
  });

  it(`sign-up: ${LIMITS.signUpPerAddress.max} accounts per address per hour; the refused one writes nothing`, async () => {
    expect(LIMITS.signUpPerAddress).toMatchObject({ max: 100, windowMs: 60 * 60_000 });
    const { api } = await env.caller({ ip: "2001:db8::5" });
    for (let i = 0; i < LIMITS.signUpPerAddress.max; i++) await enforceLimits(env.db, "signUp", { ip: "2001:db8::5" });
    const before = await env.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const email = freshEmail();
    expect((await errorOf(api.auth.signUp({ username: "one_more", email, password: "secret1", ageRange: "18_plus" }))).code).toBe("TOO_MANY_REQUESTS");
    const after = await env.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 address", async () => {
    expect(addressKey("2001:db8:1:2::9")).toBe(addressKey("2001:0db8:0001:0002:ffff:1:2:3"));
    expect(addressKey("2001:db8:1:3::9")).not.toBe(addressKey("2001:db8:1:2::9"));
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("email:someone@example.org")).toBe("email:someone@example.org");
    const now = new Date(Date.UTC(2030, 0, 1, 10, 0, 0));
    const take = (ip: string, at = now) =>
      enforceLimits(env.db, "report", { ip }, at).then(
        () => true,
        () => false,
      );
    for (let i = 1; i <= LIMITS.reportPerAddress.max; i++) expect(await take(`2001:db8:aa:bb::${i.toString(16)}`)).toBe(true);
    // The next address of the same /64 finds the allowance used up; another /64 does not.
    expect(await take("2001:db8:aa:bb:1234::1")).toBe(false);
    expect(await take("2001:db8:aa:bc::1")).toBe(true);
    // The window ends.
    expect(await take("2001:db8:aa:bb::1", new Date(now.getTime() + LIMITS.reportPerAddress.windowMs))).toBe(true);
  });

  it("this machine (loopback) is not limited per address", async () => {
    expect(["127.0.0.1", "::1", "::ffff:127.0.0.1"].every(isLoopbackAddress)).toBe(true);
    expect(["203.0.113.1", "::ffff:10.0.0.1", "1270::1"].some(isLoopbackAddress)).toBe(false);
    const now = new Date();
    for (let i = 0; i < LIMITS.signInPerAddress.max + 2; i++) await enforceLimits(env.db, "signIn", { ip: "127.0.0.1" }, now);
    const { api } = await env.caller({ ip: "127.0.0.1" });
    expect((await errorOf(api.auth.signIn({ email: freshEmail(), password: "x" }))).code).toBe("UNAUTHORIZED");
  });
});

describe("over HTTP, batches count calls, not requests", () => {
  const batch = async (count: number, ip: string) => {
    const paths = Array.from({ length: count }, () => "auth.signIn").join(",");
    const body: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) body[i] = { email: freshEmail(), password: "x" };
    const res = await fetch(`${http.base}/trpc/${paths}?batch=1`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip, "sec-fetch-site": "same-origin" },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as unknown, retryAfter: res.headers.get("retry-after") };
  };
  const codes = (json: unknown) => (json as { error?: { data?: { code?: string } } }[]).map((r) => r.error?.data?.code);

  it("a batch of 21 calls is refused whole; 20 are served", async () => {
    const tooMany = await batch(21, "198.51.100.1");
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.json)).not.toMatch(/at \w+ \(|\.ts:/);
    const ok = await batch(20, "198.51.100.1");
    expect(codes(ok.json)).toEqual(Array(20).fill("UNAUTHORIZED"));
  });

  it("batched sign-ins from one address: the call past the ceiling is refused, with Retry-After", async () => {
    const max = LIMITS.signInPerAddress.max;
    for (let i = 0; i < max - 20; i++) await enforceLimits(env.db, "signIn", { ip: "198.51.100.2" });
    const first = await batch(10, "198.51.100.2");
    expect(codes(first.json)).toEqual(Array(10).fill("UNAUTHORIZED"));
    expect(first.retryAfter).toBeNull();
    const secondAnswer = await batch(11, "198.51.100.2");
    const second = codes(secondAnswer.json);
    // Exactly one call of the batch is past the ceiling. The calls of a batch run at once: on SQLite one
    // after the other (the last is refused), on PostgreSQL on several connections (any one may be).
    expect(second.filter((code) => code === "UNAUTHORIZED")).toHaveLength(10);
    expect(second.filter((code) => code === "TOO_MANY_REQUESTS")).toHaveLength(1);
    expect(Number(secondAnswer.retryAfter)).toBeGreaterThan(0);
    expect(Number(secondAnswer.retryAfter)).toBeLessThanOrEqual(15 * 60);
    // The address is read from X-Forwarded-For only because the proxy (loopback) is trusted.
    const other = codes((await batch(1, "198.51.100.3")).json);
    expect(other).toEqual(["UNAUTHORIZED"]);
  });
});
