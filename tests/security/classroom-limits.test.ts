/**
 * A whole classroom behind one address (issue 17), over real HTTP through the Express app: the reverse
 * proxy (trusted from loopback) names the visitor in X-Forwarded-For, as in production.
 * - A class of 40 signing up, signing in and sending its work from one address passes.
 * - 1,000 sign-ups from one address in an hour are stopped with a plain message and Retry-After.
 * - Wrong passwords lock that one account, never another account on the same address.
 * - The global valve: past the hourly ceiling, submissions are still accepted as pending; sign-ups get
 *   a clear "try again" message. The dashboard shows both, and how often each limit said no today.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { enforceLimits, LIMITS, resetRateLimits } from "../../server/auth/rate-limit";
import type { LimitedAction } from "../../server/auth/limits";
import { MAX_FAILURES } from "../../server/auth/throttle";
import { parentEmailsSettled } from "../../server/services/parental-consent";
import { addDays, sriLankaDate } from "../../admin-modules/domain/time";
import { serve, type Served } from "./support";

let env: TestEnv;
let http: Served;
let admin: Awaited<ReturnType<TestEnv["userCaller"]>>;
beforeAll(async () => {
  env = await createTestEnv();
  http = await serve(env);
  admin = await env.userCaller({ role: "super_admin" });
});
afterAll(async () => {
  await http.close();
  await env.cleanup();
});

const LAB = "198.51.100.40";
let n = 0;
const email = (label: string) => `${label}-${++n}-${Date.now()}@example.org`;
/** A username that is unique in this file and has no digits (seven digits read as a phone number). */
const nick = (label: string) => `${label}_${String(++n).replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;

/**
 * Runs `body` once more when a clock hour (or Sri Lanka's day) ended while it ran: the limits count per clock
 * hour and the dashboard's figures per day, so a run across the boundary sees two windows, not one.
 */
async function inOneClockHour(body: () => Promise<void>): Promise<void> {
  const period = () => `${Math.floor(Date.now() / 3_600_000)} ${sriLankaDate()}`;
  const started = period();
  try {
    await body();
  } catch (error) {
    if (period() === started) throw error;
    await body();
  }
}

/** One tRPC mutation over HTTP (not batched), as the browser sends it from the visitor's address. */
async function mutate(path: string, input: unknown, ip: string) {
  const res = await fetch(`${http.base}/trpc/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, "sec-fetch-site": "same-origin" },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as { result?: unknown; error?: { message: string; data: { code: string } } };
  return { status: res.status, retryAfter: res.headers.get("retry-after"), code: body.error?.data.code ?? null, message: body.error?.message ?? null };
}

async function submitMedia(title: string, ip: string) {
  const body = new FormData();
  const fields = {
    title,
    type: "story",
    description: "Our class story",
    content: "Once upon a time.",
    author_name: "Class 6B",
    author_age: "11",
    age_group: "11-14",
  };
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const res = await fetch(`${http.base}/api/media/submit`, { method: "POST", headers: { "x-forwarded-for": ip, "sec-fetch-site": "same-origin" }, body });
  const json = (await res.json()) as { ok?: boolean; error?: { message: string } };
  return { status: res.status, retryAfter: res.headers.get("retry-after"), message: json.error?.message ?? null };
}

const userCount = async () =>
  Number(
    (
      await env.db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const hitsToday = async (bucket: string) =>
  (await env.db.selectFrom("rate_limit_hits").select("count").where("day", "=", sriLankaDate()).where("bucket", "=", bucket).executeTakeFirst())?.count ?? 0;

describe("a class of 40 behind one address", () => {
  // Children under 13 sign up with their parent's e-mail (each parent is asked to agree).
  const pupils = Array.from({ length: 40 }, (_, i) => ({
    username: nick("pupil"),
    email: email(`pupil${i}`),
    password: `class-pass-${i}`,
    ageRange: "under_13",
    parentEmail: email(`parent${i}`),
  }));

  it("40 sign-ups, 40 sign-ins (each after one typo) and 40 media submissions all pass", async () => {
    await resetRateLimits(env.db);
    for (const pupil of pupils) expect(await mutate("auth.signUp", pupil, LAB)).toMatchObject({ status: 200, code: null });
    for (const pupil of pupils) {
      expect((await mutate("auth.signIn", { email: pupil.email, password: "typo" }, LAB)).code).toBe("UNAUTHORIZED");
      expect(await mutate("auth.signIn", { email: pupil.email, password: pupil.password }, LAB)).toMatchObject({ status: 200, code: null });
    }
    for (let i = 0; i < 40; i++) expect(await submitMedia(`Class story ${i}`, LAB)).toMatchObject({ status: 200, message: null });
    const pending = await env.db.selectFrom("media_submissions").select("id").where("title", "like", "Class story %").where("status", "=", "pending").execute();
    expect(pending).toHaveLength(40);
    await parentEmailsSettled();
    const asked = await env.db
      .selectFrom("parental_consents")
      .select("parent_email")
      .where(
        "parent_email",
        "in",
        pupils.map((p) => p.parentEmail),
      )
      .execute();
    expect(asked).toHaveLength(40);
  }, 180_000);

  it("every limited action: two classes of 40, each within 10 minutes, in one hour, never meet a limit", async () => {
    await resetRateLimits(env.db);
    const actions: LimitedAction[] = [
      "signIn",
      "signUp",
      "passwordReset",
      "emailVerification",
      "submission",
      "registration",
      "report",
      "upload",
      "parentEmail",
      "dataExport",
      "classJoin",
    ];
    // From 10:02 to 10:12 and 10:40 to 10:50 (UTC) on one day: one clock hour holds both classes.
    const lesson = (start: number, i: number) => new Date(Date.UTC(2030, 2, 4, 10, start) + i * 15_000);
    for (const action of actions) {
      for (const start of [2, 40]) {
        for (let i = 0; i < 40; i++) await enforceLimits(env.db, action, { ip: "192.0.2.77" }, lesson(start, i));
      }
    }
    // A teacher sending the workshop's 40 pieces (or registering the class) from one account passes too.
    for (const action of ["submission", "registration"] as const) {
      for (let i = 0; i < 40; i++) await enforceLimits(env.db, action, { ip: "192.0.2.78", userId: admin.userId }, lesson(2, i));
    }
  });
});

describe("a flood from one address", () => {
  it(
    "1,000 sign-ups within an hour: the ceiling's worth are created, the rest stopped with a plain message and Retry-After",
    () =>
      inOneClockHour(async () => {
        await resetRateLimits(env.db);
        const before = await userCount();
        const hitsBefore = await hitsToday("signUpPerAddress");
        const max = LIMITS.signUpPerAddress.max;
        const answers: Awaited<ReturnType<typeof mutate>>[] = [];
        for (let i = 0; i < 1000; i++)
          answers.push(
            await mutate("auth.signUp", { username: nick("bot"), email: email("bot"), password: "bot-password", ageRange: "18_plus" }, "203.0.113.66"),
          );
        expect(answers.slice(0, max).every((a) => a.status === 200)).toBe(true);
        const refused = answers.slice(max);
        expect(refused).toHaveLength(1000 - max);
        for (const answer of refused) {
          expect(answer.status).toBe(429);
          expect(answer.code).toBe("TOO_MANY_REQUESTS");
          expect(answer.message).toMatch(/^Too many people signed up from this network in the last hour\. Please try again in (a minute|\d+ minutes)\.$/);
          const seconds = Number(answer.retryAfter);
          expect(seconds).toBeGreaterThan(0);
          expect(seconds).toBeLessThanOrEqual(3600);
          // The minutes in the message agree with the header.
          const minutes = /in (\d+) minutes/.exec(answer.message!)?.[1];
          if (minutes) expect(Number(minutes)).toBe(Math.ceil(seconds / 60));
        }
        expect(await userCount()).toBe(before + max);
        expect(await hitsToday("signUpPerAddress")).toBe(hitsBefore + 1000 - max);
        // Another address (another school) is not affected.
        expect(
          (
            await mutate(
              "auth.signUp",
              { username: nick("other"), email: email("other"), password: "secret-1", ageRange: "13_15", parentEmail: email("otherparent") },
              "203.0.113.67",
            )
          ).status,
        ).toBe(200);
      }),
    300_000,
  );

  it(`${MAX_FAILURES} wrong passwords lock that one account, not another account on the same address`, async () => {
    await resetRateLimits(env.db);
    const a = { username: nick("amaya"), email: email("amaya"), password: "amaya-pass", ageRange: "16_17" };
    const b = { username: nick("bimal"), email: email("bimal"), password: "bimal-pass", ageRange: "16_17" };
    for (const pupil of [a, b]) expect((await mutate("auth.signUp", pupil, LAB)).status).toBe(200);
    for (let i = 0; i < MAX_FAILURES; i++) expect((await mutate("auth.signIn", { email: a.email, password: "wrong" }, LAB)).code).toBe("UNAUTHORIZED");
    const locked = await mutate("auth.signIn", { email: a.email, password: a.password }, LAB);
    expect(locked).toMatchObject({
      status: 429,
      code: "TOO_MANY_REQUESTS",
      message: "Too many sign-in attempts for this account. To keep it safe, please try again in 15 minutes.",
    });
    expect(Number(locked.retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(locked.retryAfter)).toBeLessThanOrEqual(15 * 60);
    // The same account from another address is locked too; the other account on this address is not.
    expect((await mutate("auth.signIn", { email: a.email, password: a.password }, "203.0.113.99")).code).toBe("TOO_MANY_REQUESTS");
    expect(await mutate("auth.signIn", { email: b.email, password: b.password }, LAB)).toMatchObject({ status: 200, code: null });
  });

  it("per-account limits: one account past its ceiling is refused; another account at the same address is not", async () => {
    await resetRateLimits(env.db);
    const now = new Date();
    const max = LIMITS.submissionPerAccount.max;
    for (let i = 0; i < max; i++) await enforceLimits(env.db, "submission", { ip: "127.0.0.1", userId: 9001 }, now);
    const refused = await enforceLimits(env.db, "submission", { ip: "127.0.0.1", userId: 9001 }, now).then(
      () => null,
      (e: Error) => e,
    );
    expect(refused?.message).toMatch(/^You have sent a lot of creations and events in the last hour\. Please try again in/);
    await enforceLimits(env.db, "submission", { ip: "127.0.0.1", userId: 9002 }, now);
  });
});

describe("the global safety valve", () => {
  const setCeilings = (signup: number, submission: number) =>
    admin.api.adminWorkflows.updateSiteSettings({
      site_name: "Valve Test",
      support_email: "s@example.org",
      safety_email: "t@example.org",
      partnerships_email: "p@example.org",
      signup_hourly_ceiling: signup,
      submission_hourly_ceiling: submission,
    });

  it("past the hourly ceiling, submissions from all addresses are still accepted as pending, and the dashboard says so", async () => {
    await resetRateLimits(env.db);
    await setCeilings(300, 5);
    // The settings screen's data also holds the e-mail switches (issue #14).
    expect(await admin.api.adminWorkflows.valveSettings()).toMatchObject({ signup_hourly_ceiling: 300, submission_hourly_ceiling: 5 });
    const valveHits = await hitsToday("submissionValve");
    for (let i = 0; i < 8; i++) expect(await submitMedia(`Surge ${i}`, `192.0.2.${10 + i}`)).toMatchObject({ status: 200, message: null });
    // An event submitted past the ceiling is accepted for review too.
    const anon = await env.caller({ ip: "192.0.2.30" });
    const event = await anon.api.public.events.submit({
      title: "Surge Workshop",
      description: "Kites",
      type: "workshop",
      event_date: addDays(sriLankaDate(), 10),
      start_time: "09:00",
      end_time: "11:00",
      location: "Hall",
      district: "Colombo",
      organizer_name: "Club",
      age_group: "all",
      capacity: 30,
      price_type: "free",
      contact_email: "club@example.org",
    });
    expect(event.status).toBe("pending");
    const surge = await env.db.selectFrom("media_submissions").select("status").where("title", "like", "Surge %").execute();
    expect(surge.map((r) => r.status)).toEqual(Array(8).fill("pending"));
    expect(await hitsToday("submissionValve")).toBe(valveHits + 4);

    const dashboard = await admin.api.adminWorkflows.dashboard();
    expect(dashboard.admin?.limits.submissions).toEqual({ count: 9, ceiling: 5, over: true });
    expect(dashboard.admin?.limits.signUps.over).toBe(false);
    expect(dashboard.admin?.limits.hits.find((h) => h.counter === "submissionValve")?.count).toBe(valveHits + 4);
    expect(dashboard.admin?.limits.hits.find((h) => h.counter === "signUpPerAddress")?.count).toBeGreaterThanOrEqual(1000 - LIMITS.signUpPerAddress.max);
    // Organization users do not see the limits.
    const org = await env.userCaller({ role: "organization", organizationName: "Org" });
    expect((await org.api.adminWorkflows.dashboard()).admin).toBeNull();
  });

  it("past the hourly ceiling, a sign-up gets a clear message and Retry-After, and no account is made", async () => {
    await resetRateLimits(env.db);
    await setCeilings(3, 200);
    for (let i = 0; i < 3; i++)
      expect(
        (await mutate("auth.signUp", { username: nick("joiner"), email: email("joiner"), password: "joiner-1", ageRange: "18_plus" }, `192.0.2.${50 + i}`))
          .status,
      ).toBe(200);
    const before = await userCount();
    const paused = await mutate("auth.signUp", { username: nick("late"), email: email("late"), password: "late-pass", ageRange: "18_plus" }, "192.0.2.60");
    expect(paused.status).toBe(429);
    expect(paused.message).toMatch(
      /^So many people are joining right now that new accounts are paused for a short while\. Please try again in (a minute|\d+ minutes)\.$/,
    );
    expect(Number(paused.retryAfter)).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);
    const dashboard = await admin.api.adminWorkflows.dashboard();
    expect(dashboard.admin?.limits.signUps).toMatchObject({ ceiling: 3, over: true });
    await setCeilings(300, 200);
  });

  it("ceilings are checked: a bad value is refused with a clear message and changes nothing", async () => {
    const error = await errorOf(setCeilings(0, 200));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toContain("Sign-ups per hour (all visitors) must be a whole number from 1 to 1,000,000.");
    expect(await admin.api.adminWorkflows.valveSettings()).toMatchObject({ signup_hourly_ceiling: 300, submission_hourly_ceiling: 200 });
  });
});

describe("e-mails to parents and data downloads (child safety, #12)", () => {
  const tooManyForParent = /^Too many e-mails were asked for this parent's address in the last hour\. Please try again in (a minute|\d+ minutes)\.$/;

  it("a parent's inbox gets at most five of our e-mails an hour, whether asked by sign-ups or by the parent's page", async () => {
    await resetRateLimits(env.db);
    const parent = email("busyparent");
    const max = LIMITS.parentEmailPerEmail.max;
    // Sign-ups naming the same parent, from different addresses: the parent's inbox is what is protected.
    for (let i = 0; i < max - 1; i++) {
      const child = { username: nick("sibling"), email: email("sibling"), password: "sibling-pass", ageRange: "under_13", parentEmail: parent };
      expect(await mutate("auth.signUp", child, `198.51.100.${100 + i}`)).toMatchObject({ status: 200, code: null });
    }
    expect(await mutate("parent.requestLink", { email: parent }, "198.51.100.120")).toMatchObject({ status: 200, code: null });
    const before = await userCount();
    const refused = await mutate(
      "auth.signUp",
      { username: nick("sibling"), email: email("sibling"), password: "sibling-pass", ageRange: "13_15", parentEmail: parent },
      "198.51.100.121",
    );
    expect(refused).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS" });
    expect(refused.message).toMatch(tooManyForParent);
    expect(await userCount()).toBe(before);
    expect((await mutate("parent.requestLink", { email: parent.toUpperCase() }, "198.51.100.122")).message).toMatch(tooManyForParent);
    // Another parent is not affected.
    expect(await mutate("parent.requestLink", { email: email("otherparent") }, "198.51.100.122")).toMatchObject({ status: 200, code: null });
    await parentEmailsSettled();
  });

  it("'send the e-mail again' counts against the parent's inbox too", async () => {
    await resetRateLimits(env.db);
    const child = await env.caller({ ip: "198.51.100.130" });
    const parent = email("resendparent");
    const kid = { username: nick("resender"), email: email("resender"), password: "resend-pass" };
    await child.api.auth.signUp({ ...kid, ageRange: "under_13", parentEmail: parent });
    await child.api.auth.signIn({ email: kid.email, password: kid.password });
    await parentEmailsSettled();
    const userId = (await env.db.selectFrom("users").select("id").where("email", "=", kid.email).executeTakeFirstOrThrow()).id;
    for (let i = 0; i < LIMITS.parentEmailPerEmail.max - 1; i++) {
      // The ten-minute pause between sends of one child is its own rule (tests/api/child-safety.test.ts).
      await env.db.updateTable("parental_consents").set({ last_sent_at: null }).where("user_id", "=", userId).execute();
      await child.api.account.resendConsent();
    }
    await env.db.updateTable("parental_consents").set({ last_sent_at: null }).where("user_id", "=", userId).execute();
    const refused = await errorOf(child.api.account.resendConsent());
    expect(refused.code).toBe("TOO_MANY_REQUESTS");
    expect(refused.message).toMatch(tooManyForParent);
    await parentEmailsSettled();
  });

  it("Download my data: 20 an hour per account; another account is not affected", async () => {
    await resetRateLimits(env.db);
    const person = await env.userCaller();
    for (let i = 0; i < LIMITS.dataExportPerAccount.max; i++) await person.api.account.exportData();
    const refused = await errorOf(person.api.account.exportData());
    expect(refused.code).toBe("TOO_MANY_REQUESTS");
    expect(refused.message).toMatch(/^This account's data was downloaded a lot in the last hour\. Please try again in/);
    await (await env.userCaller()).api.account.exportData();
  });
});
