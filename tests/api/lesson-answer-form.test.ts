/**
 * Issue 30: an exercise answered as a plain form (before the page's script, or without it) cannot forge
 * mastery either. The form posts to the lesson's page (server/http/forms/lesson-answer.ts); the server judges
 * it with the app's own procedure: a wrong answer never counts as right whatever the form carries, the same
 * form sent twice (its attempt key) counts once, nothing is recorded for anyone but the session's account,
 * and a visitor without a session is sent to sign in. The verdict comes back with the page's address
 * (`?answered=<key>`) and is read by public.learning.attempt, the caller's own only.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { SESSION_COOKIE } from "../../server/auth/session";
import { runWithLocale } from "../../server/http/locale";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";

let env: TestEnv;
let base: string;
let close: () => Promise<void>;
let course: { id: number; slug: string; lessons: number[] };

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  const row = await env.db.selectFrom("courses").select(["id"]).where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
  const lessons = await env.db.selectFrom("course_lessons").select("id").where("course_id", "=", row.id).orderBy("position").execute();
  course = { id: row.id, slug: `staying-safe-online-${row.id}`, lessons: lessons.map((l) => l.id) };
  const server = createApp({ db: env.db, config: env.config }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await env.cleanup();
});

let keys = 0;
const formKey = () => `form-test-${++keys}-${Date.now()}`;

async function learner() {
  const user = await env.userCaller();
  await user.api.public.learning.enroll({ courseId: course.id });
  return { ...user, token: user.jar.get(SESSION_COOKIE)! };
}

/** Sends lesson `number`'s exercise form as a browser without the script would (same-origin, form-encoded). */
async function sendForm(token: string | null, fields: Record<string, string>, { number = 1, language = "" } = {}) {
  const page = `${language}/learning/${course.slug}/lessons/${number}`;
  return fetch(`${base}${page}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
    },
    body: new URLSearchParams({ _form: "lessonAnswer", courseId: String(course.id), lessonId: String(course.lessons[number - 1]), ...fields }),
  });
}

const attempts = (userId: number) =>
  env.db.selectFrom("exercise_attempts").select(["block_id", "correct", "first_try", "attempt_key"]).where("user_id", "=", userId).orderBy("id").execute();
const masteredAt = async (userId: number, lessonId: number) =>
  (await env.db.selectFrom("lesson_mastery").select("mastered_at").where("user_id", "=", userId).where("lesson_id", "=", lessonId).executeTakeFirst())
    ?.mastered_at ?? null;

describe("an exercise sent as a plain form", () => {
  it("is judged by the server: wrong stays wrong (with the hint in the reader's language), right gives the explanation, and the rule decides mastery", async () => {
    const kid = await learner();
    const wrongKey = formKey();
    const wrong = await sendForm(
      kid.token,
      { blockId: "q1", type: "single", attemptKey: wrongKey, choice: "a", correct: "1", right: "true" },
      { language: "/si" },
    );
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("location")).toBe(`/si/learning/${course.slug}/lessons/1?answered=${wrongKey}#practice-title`);
    const verdict = await runWithLocale("si", () => kid.api.public.learning.attempt({ attemptKey: wrongKey }));
    expect(verdict).toMatchObject({ lessonId: course.lessons[0], blockId: "q1", correct: false, explanation: "" });
    // The hint in Sinhala, the lesson's translation (not the English original).
    expect(verdict?.hint).toMatch(/[\u0D80-\u0DFF]/);

    // Right after the hint: counted, not a first try. Then q2 and q1 right at the first try: mastered (2 in a row).
    const answers = [
      { blockId: "q1", type: "single", choice: "c" },
      { blockId: "q2", type: "truefalse", choice: "false" },
    ];
    for (const fields of answers) expect((await sendForm(kid.token, { ...fields, attemptKey: formKey() })).status).toBe(303);
    expect(await masteredAt(kid.userId, course.lessons[0]!)).toBeNull();
    const lastKey = formKey();
    await sendForm(kid.token, { blockId: "q1", type: "single", choice: "c", attemptKey: lastKey });
    const right = await runWithLocale("ta", () => kid.api.public.learning.attempt({ attemptKey: lastKey }));
    expect(right).toMatchObject({ correct: true, hint: "" });
    expect(right?.explanation).toMatch(/[\u0B80-\u0BFF]/);
    expect(await masteredAt(kid.userId, course.lessons[0]!)).not.toBeNull();
    expect((await attempts(kid.userId)).map(({ block_id, correct, first_try }) => [block_id, correct, first_try])).toEqual([
      ["q1", 0, 1],
      ["q1", 1, 0],
      ["q2", 1, 1],
      ["q1", 1, 1],
    ]);
  });

  it("never counts a wrong answer as right, whatever else the form carries", async () => {
    const kid = await learner();
    for (let i = 0; i < 4; i++) {
      const response = await sendForm(kid.token, {
        blockId: "q2",
        type: "truefalse",
        choice: "true",
        attemptKey: formKey(),
        correct: "1",
        firstTry: "1",
        mastered: "true",
        "choices.c": "on",
      });
      expect(response.status).toBe(303);
    }
    expect((await attempts(kid.userId)).every((a) => a.correct === 0)).toBe(true);
    expect(await masteredAt(kid.userId, course.lessons[0]!)).toBeNull();
    const detail = await kid.api.public.learning.detail({ slug: course.slug });
    expect(detail.lessons[0]!.progress?.state).not.toBe("mastered");
  });

  it("counts the same form sent twice (a double tap, a reload) once, with the first verdict", async () => {
    const kid = await learner();
    const attemptKey = formKey();
    const first = await sendForm(kid.token, { blockId: "q1", type: "single", choice: "c", attemptKey });
    // The second send at once, and a changed answer under the same key: still the first one's.
    const [again, changed] = await Promise.all([
      sendForm(kid.token, { blockId: "q1", type: "single", choice: "c", attemptKey }),
      sendForm(kid.token, { blockId: "q1", type: "single", choice: "a", attemptKey }),
    ]);
    for (const response of [first, again, changed]) expect(response.headers.get("location")).toContain(`?answered=${attemptKey}`);
    expect(await attempts(kid.userId)).toEqual([{ block_id: "q1", correct: 1, first_try: 1, attempt_key: attemptKey }]);
    expect(await kid.api.public.learning.attempt({ attemptKey })).toMatchObject({ correct: true });
  });

  it("records nothing for another account: the session decides whose answer it is, and another's verdict is not shown", async () => {
    const owner = await learner();
    const other = await learner();
    const attemptKey = formKey();
    await sendForm(owner.token, { blockId: "q1", type: "single", choice: "c", attemptKey, userId: String(other.userId) });
    expect(await attempts(owner.userId)).toHaveLength(1);
    expect(await attempts(other.userId)).toHaveLength(0);
    // The other child cannot read the owner's verdict by its key (attempt keys are per account).
    expect(await other.api.public.learning.attempt({ attemptKey })).toBeNull();
    // The same key from the other child is the other child's own first attempt.
    await sendForm(other.token, { blockId: "q1", type: "single", choice: "a", attemptKey });
    expect(await attempts(other.userId)).toMatchObject([{ correct: 0, attempt_key: attemptKey }]);
    expect(await attempts(owner.userId)).toMatchObject([{ correct: 1 }]);
    expect(await other.api.public.learning.attempt({ attemptKey })).toMatchObject({ correct: false });
  });

  it("sends a visitor without a session to sign in and records nothing; a child not enrolled is refused", async () => {
    const before = await env.db
      .selectFrom("exercise_attempts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const anonymous = await sendForm(null, { blockId: "q1", type: "single", choice: "c", attemptKey: formKey() }, { language: "/ta" });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toBe(`/ta/auth?redirect=${encodeURIComponent(`/learning/${course.slug}/lessons/1`)}`);
    const stranger = await env.userCaller();
    const refused = await sendForm(stranger.jar.get(SESSION_COOKIE)!, { blockId: "q1", type: "single", choice: "c", attemptKey: formKey() });
    expect(refused.status).toBe(412);
    const after = await env.db
      .selectFrom("exercise_attempts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await errorOf(env.caller().then((c) => c.api.public.learning.attempt({ attemptKey: "form-nobody-1" })))).code).toBe("UNAUTHORIZED");
  });

  it("refuses an answer not given (nothing chosen, an order with a place twice) with the page again, and writes nothing", async () => {
    const kid = await learner();
    const empty = await sendForm(kid.token, { blockId: "q1", type: "single", attemptKey: formKey() });
    expect(empty.status).toBe(400);
    const order = await sendForm(
      kid.token,
      { blockId: "q1", type: "order", "place.1": "1", "place.2": "1", "place.3": "2", attemptKey: formKey() },
      { number: 3 },
    );
    expect(order.status).toBe(400);
    expect(await attempts(kid.userId)).toEqual([]);
  });

  it("takes every kind as plain fields: several choices, a typed answer, places in order, matches", async () => {
    const kid = await learner();
    const detail = await kid.api.public.learning.detail({ slug: course.slug });
    const blocks = detail.lessons.flatMap((lesson, index) => (lesson.blocks ?? []).map((block) => ({ ...block, number: index + 1 })));
    const multiple = blocks.find((b) => b.type === "multiple") as { id: string; number: number };
    const typed = blocks.find((b) => b.type === "typed") as { id: string; number: number };
    const order = blocks.find((b) => b.type === "order") as { id: string; number: number; items: { id: string; text: string }[] };
    const match = blocks.find((b) => b.type === "match") as { id: string; number: number; left: { id: string }[]; right: { id: string }[] };
    const send = (number: number, fields: Record<string, string>) => sendForm(kid.token, { ...fields, attemptKey: formKey() }, { number });
    // The demo course's right answers (db/seed/demo-lessons.ts), given as a page without the script gives them.
    const seeded = await env.db.selectFrom("course_lessons").select(["blocks"]).where("course_id", "=", course.id).orderBy("position").execute();
    const stored = seeded.flatMap((l) => JSON.parse(l.blocks ?? "[]") as { id: string; [k: string]: unknown }[]);
    const storedMultiple = stored.find((b) => b.id === multiple.id) as unknown as { choices: { id: string; correct: boolean }[] };
    await send(multiple.number, {
      blockId: multiple.id,
      type: "multiple",
      ...Object.fromEntries(storedMultiple.choices.filter((c) => c.correct).map((c) => [`choices.${c.id}`, "on"])),
    });
    await send(typed.number, { blockId: typed.id, type: "typed", text: "௧௦" });
    const storedOrder = stored.find((b) => b.id === order.id) as unknown as { items: { id: string; text: string }[] };
    const places = Object.fromEntries(order.items.map((item) => [`place.${item.id}`, String(storedOrder.items.findIndex((s) => s.text === item.text) + 1)]));
    await send(order.number, { blockId: order.id, type: "order", ...places });
    const storedMatch = stored.find((b) => b.id === match.id) as unknown as { pairs: { id: string; right: string }[] };
    const shownRight = (detail.lessons[match.number - 1]!.blocks!.find((b) => b.id === match.id) as { right: { id: string; text: string }[] }).right;
    const pairs = Object.fromEntries(storedMatch.pairs.map((pair) => [`pair.${pair.id}`, shownRight.find((r) => r.text === pair.right)!.id]));
    await send(match.number, { blockId: match.id, type: "match", ...pairs });
    expect((await attempts(kid.userId)).map((a) => [a.block_id, a.correct])).toEqual([
      [multiple.id, 1],
      [typed.id, 1],
      [order.id, 1],
      [match.id, 1],
    ]);
  });
});
