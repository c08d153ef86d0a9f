/**
 * The daily learning break: heartbeats add active minutes per Sri Lanka day; after 60 minutes the answer
 * asks for the break message exactly once that day; a new Sri Lanka day starts again; beats too close
 * together count nothing; a child waiting for a parent's consent has nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { recordLearningActivity } from "../../server/services/learning-time";
import { createAccount } from "../../server/services/accounts";
import { createSession, generateSessionToken } from "../../server/auth/session";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.cleanup());

describe("learning break", () => {
  it("shows once after 60 minutes in one Sri Lanka day, and again the next day", async () => {
    const learner = await env.userCaller();
    // 2031-05-05 08:00 in Sri Lanka is 02:30 UTC.
    const start = new Date("2031-05-05T02:30:00Z").getTime();
    const answers = [];
    for (let minute = 0; minute < 62; minute++) answers.push(await recordLearningActivity(env.db, learner.userId, new Date(start + minute * 60_000)));
    expect(answers.slice(0, 59).some((a) => a.showBreak)).toBe(false);
    expect(answers[59]).toEqual({ showBreak: true, minutesToday: 60 });
    expect(answers.slice(60).map((a) => a.showBreak)).toEqual([false, false]);
    // A beat 10 seconds after the last one counts nothing.
    expect((await recordLearningActivity(env.db, learner.userId, new Date(start + 61 * 60_000 + 10_000))).minutesToday).toBe(62);
    // 18:29 UTC is 23:59 in Sri Lanka (same day); 18:31 UTC is the next Sri Lanka day.
    expect((await recordLearningActivity(env.db, learner.userId, new Date("2031-05-05T18:29:00Z"))).minutesToday).toBe(63);
    expect((await recordLearningActivity(env.db, learner.userId, new Date("2031-05-05T18:31:00Z"))).minutesToday).toBe(1);
    const days = await env.db.selectFrom("learning_time").select(["day", "seconds"]).where("user_id", "=", learner.userId).orderBy("day").execute();
    expect(days).toEqual([
      { day: "2031-05-05", seconds: 63 * 60 },
      { day: "2031-05-06", seconds: 60 },
    ]);
  });

  it("the procedure counts the caller's own time; nothing is stored while a parent has not agreed", async () => {
    const learner = await env.userCaller();
    expect(await learner.api.public.learning.activity()).toEqual({ showBreak: false, minutesToday: 1 });
    const childId = await createAccount(env.db, {
      email: "waiting.child@example.org",
      password: "secret-password",
      ageRange: "under_13",
      parentEmail: "waiting.parent@example.org",
    });
    const token = generateSessionToken();
    await createSession(env.db, token, childId);
    const child = await env.caller({ token });
    expect(await child.api.public.learning.activity()).toEqual({ showBreak: false, minutesToday: 0 });
    expect(await env.db.selectFrom("learning_time").select("day").where("user_id", "=", childId).execute()).toEqual([]);
  });
});
