/**
 * Sign-in throttling per e-mail (5 failures lock the e-mail for 15 minutes, a success forgives) and
 * per-address limits on sign-in and sign-up, counted per call even when calls come batched in one request.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { countSignInAttempt, LOCKOUT_MS, MAX_FAILURES } from "../../server/auth/throttle";
import { ADDRESS_LIMITS, addressKey, isLoopbackAddress, resetAddressLimits, takeAddressAllowance } from "../../server/auth/rate-limit";
import { MAX_BATCH_SIZE } from "../../server/app";
import { serve, type Served } from "./support";

let env: TestEnv;
let http: Served;
beforeAll(async () => {
  env = await createTestEnv();
  http = await serve(env);
  const { api } = await env.caller();
  await api.auth.signUp({ fullName: "Known", email: "known@example.org", password: "right-password" });
});
afterAll(async () => {
  await http.close();
  await env.cleanup();
});
beforeEach(() => resetAddressLimits());

let n = 0;
const freshEmail = () => `nobody${++n}-${Date.now()}@example.org`;

describe("sign-in throttling per e-mail", () => {
  it(`locks after ${MAX_FAILURES} failures, even for the right password, and says so`, async () => {
    const { api } = await env.caller();
    await api.auth.signUp({ fullName: "Lock", email: "lock1@example.org", password: "right-one" });
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await errorOf(api.auth.signIn({ email: "lock1@example.org", password: "bad" }))).code).toBe("UNAUTHORIZED");
    }
    const locked = await errorOf(api.auth.signIn({ email: "LOCK1@example.org", password: "right-one" }));
    expect(locked.code).toBe("TOO_MANY_REQUESTS");
    expect(locked.message).not.toMatch(/password/i);
  });

  it("the lock lasts 15 minutes from the locking attempt, then the e-mail may try again", async () => {
    const email = "clock@example.org";
    const t0 = Date.parse("2030-01-01T00:00:00Z");
    for (let i = 0; i < MAX_FAILURES; i++) expect((await countSignInAttempt(env.db, email, new Date(t0 + i * 1000))).allowed).toBe(true);
    const lockedAt = t0 + 10_000;
    expect((await countSignInAttempt(env.db, email, new Date(lockedAt))).allowed).toBe(false);
    expect(LOCKOUT_MS).toBe(15 * 60_000);
    expect((await countSignInAttempt(env.db, email, new Date(lockedAt + LOCKOUT_MS - 1000))).allowed).toBe(false);
    expect((await countSignInAttempt(env.db, email, new Date(lockedAt + LOCKOUT_MS + 1000))).allowed).toBe(true);
  });

  it("a successful sign-in forgives earlier failures", async () => {
    const { api } = await env.caller();
    await api.auth.signUp({ fullName: "Forgive", email: "forgive@example.org", password: "right-one" });
    for (let i = 0; i < MAX_FAILURES - 1; i++) await errorOf(api.auth.signIn({ email: "forgive@example.org", password: "bad" }));
    await api.auth.signIn({ email: "forgive@example.org", password: "right-one" });
    // A full new allowance: five more failures are still judged on the password.
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await errorOf(api.auth.signIn({ email: "forgive@example.org", password: "bad" }))).code).toBe("UNAUTHORIZED");
    }
  });

  it("an unknown e-mail and a wrong password answer the same message in similar time", async () => {
    const { api } = await env.caller();
    const emails: string[] = [];
    for (let i = 0; i < 6; i++) {
      const email = `timing${i}@example.org`;
      await api.auth.signUp({ fullName: "Timing", email, password: "right-password" });
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
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const ratio = median(unknown) / median(known);
    // Both pay one argon2id verification; without the dummy hash an unknown e-mail would be ~100x faster.
    expect(ratio, `unknown ${median(unknown).toFixed(1)} ms vs known ${median(known).toFixed(1)} ms`).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe("per-address limits", () => {
  it(`sign-in: ${ADDRESS_LIMITS.signIn.max} calls per address in 15 minutes, whatever the e-mail`, async () => {
    expect(ADDRESS_LIMITS.signIn).toEqual({ max: 30, windowMs: 15 * 60_000 });
    const { api } = await env.caller({ ip: "203.0.113.10" });
    for (let i = 0; i < ADDRESS_LIMITS.signIn.max; i++) {
      expect((await errorOf(api.auth.signIn({ email: freshEmail(), password: "x" }))).code).toBe("UNAUTHORIZED");
    }
    const refused = await errorOf(api.auth.signIn({ email: "known@example.org", password: "right-password" }));
    expect(refused.code).toBe("TOO_MANY_REQUESTS");
    // Another address is not affected.
    const other = await env.caller({ ip: "203.0.113.11" });
    await other.api.auth.signIn({ email: "known@example.org", password: "right-password" });
  });

  it(`sign-up: ${ADDRESS_LIMITS.signUp.max} accounts per address per hour; the refused one writes nothing`, async () => {
    expect(ADDRESS_LIMITS.signUp).toEqual({ max: 10, windowMs: 60 * 60_000 });
    const { api } = await env.caller({ ip: "2001:db8::5" });
    for (let i = 0; i < ADDRESS_LIMITS.signUp.max; i++) await api.auth.signUp({ fullName: "Many", email: freshEmail(), password: "secret1" });
    const before = await env.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const email = freshEmail();
    expect((await errorOf(api.auth.signUp({ fullName: "One more", email, password: "secret1" }))).code).toBe("TOO_MANY_REQUESTS");
    const after = await env.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 address", () => {
    expect(addressKey("2001:db8:1:2::9")).toBe(addressKey("2001:0db8:0001:0002:ffff:1:2:3"));
    expect(addressKey("2001:db8:1:3::9")).not.toBe(addressKey("2001:db8:1:2::9"));
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("email:someone@example.org")).toBe("email:someone@example.org");
    const now = Date.now();
    for (let i = 1; i <= ADDRESS_LIMITS.signUp.max; i++) expect(takeAddressAllowance("signUp", `2001:db8:aa:bb::${i.toString(16)}`, now)).toBe(true);
    // The next address of the same /64 finds the allowance used up; another /64 does not.
    expect(takeAddressAllowance("signUp", "2001:db8:aa:bb:1234::1", now)).toBe(false);
    expect(takeAddressAllowance("signUp", "2001:db8:aa:bc::1", now)).toBe(true);
    // The window ends.
    expect(takeAddressAllowance("signUp", "2001:db8:aa:bb::1", now + ADDRESS_LIMITS.signUp.windowMs)).toBe(true);
  });

  it("this machine (loopback) is not limited", async () => {
    expect(["127.0.0.1", "::1", "::ffff:127.0.0.1"].every(isLoopbackAddress)).toBe(true);
    expect(["203.0.113.1", "::ffff:10.0.0.1", "1270::1"].some(isLoopbackAddress)).toBe(false);
    const { api } = await env.caller({ ip: "127.0.0.1" });
    for (let i = 0; i < ADDRESS_LIMITS.signIn.max + 2; i++) {
      expect((await errorOf(api.auth.signIn({ email: freshEmail(), password: "x" }))).code).toBe("UNAUTHORIZED");
    }
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
    return { status: res.status, json: (await res.json()) as unknown };
  };
  const codes = (json: unknown) => (json as { error?: { data?: { code?: string } } }[]).map((r) => r.error?.data?.code);

  it(`a batch of ${MAX_BATCH_SIZE + 1} calls is refused whole; ${MAX_BATCH_SIZE} are served`, async () => {
    expect(MAX_BATCH_SIZE).toBe(20);
    const tooMany = await batch(MAX_BATCH_SIZE + 1, "198.51.100.1");
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.json)).not.toMatch(/at \w+ \(|\.ts:/);
    const ok = await batch(MAX_BATCH_SIZE, "198.51.100.1");
    expect(codes(ok.json)).toEqual(Array(MAX_BATCH_SIZE).fill("UNAUTHORIZED"));
  });

  it("20 + 11 batched sign-ins from one address: the 31st call is refused by the address limit", async () => {
    const first = await batch(20, "198.51.100.2");
    expect(codes(first.json)).toEqual(Array(20).fill("UNAUTHORIZED"));
    const second = codes((await batch(11, "198.51.100.2")).json);
    expect(second.slice(0, 10)).toEqual(Array(10).fill("UNAUTHORIZED"));
    expect(second[10]).toBe("TOO_MANY_REQUESTS");
    // The address is read from X-Forwarded-For only because the proxy (loopback) is trusted.
    const other = codes((await batch(1, "198.51.100.3")).json);
    expect(other).toEqual(["UNAUTHORIZED"]);
  });
});
