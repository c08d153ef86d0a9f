/**
 * Issue 30's must-show: mastery cannot be forged. The server judges every answer against the lesson as
 * stored (whatever the browser sends), an attempt sent twice counts once, and no call records progress
 * for anyone but the caller. Also: the lesson's blocks reach the page without their answers, typed
 * answers match in any of the three languages and with Sinhala/Tamil digits, and the rule is the lesson's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runWithLocale } from "../../server/http/locale";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";

let env: TestEnv;
let course: { id: number; slug: string; lessons: number[] };
beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  const row = await env.db.selectFrom("courses").select(["id"]).where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
  const lessons = await env.db.selectFrom("course_lessons").select("id").where("course_id", "=", row.id).orderBy("position").execute();
  course = { id: row.id, slug: `staying-safe-online-${row.id}`, lessons: lessons.map((l) => l.id) };
});
afterAll(() => env.cleanup());

let keys = 0;
const key = () => `test-key-${++keys}-${Date.now()}`;

async function learner() {
  const user = await env.userCaller();
  await user.api.public.learning.enroll({ courseId: course.id });
  return user;
}

const attempts = async (userId: number) =>
  env.db.selectFrom("exercise_attempts").select(["block_id", "correct", "first_try"]).where("user_id", "=", userId).orderBy("id").execute();
const mastery = async (userId: number) => env.db.selectFrom("lesson_mastery").select(["lesson_id", "mastered_at"]).where("user_id", "=", userId).execute();

describe("answering an exercise", () => {
  it("sends the page no answers: no right choice, no true/false, no accepted words, the order mixed", async () => {
    const user = await learner();
    const detail = await user.api.public.learning.detail({ slug: course.slug });
    const text = JSON.stringify(detail.lessons.map((l) => l.blocks));
    expect(text).not.toContain('"correct"');
    expect(text).not.toContain('"answer"');
    expect(text).not.toContain('"answers"');
    expect(text).not.toContain("ten");
    const order = detail.lessons[2]!.blocks!.find((b) => b.type === "order") as { items: { id: string }[] };
    expect(order.items.map((i) => i.id)).not.toEqual(["a", "b", "c"]);
  });

  it("judges by the lesson as stored: a wrong answer is wrong whatever else the call carries", async () => {
    const user = await learner();
    const wrong = await user.api.public.learning.answer({
      courseId: course.id,
      lessonId: course.lessons[0]!,
      blockId: "q1",
      attemptKey: key(),
      answer: { type: "single", choice: "a" },
    });
    expect(wrong).toMatchObject({ correct: false, mastered: false, hint: "A strong password is long and hard to guess.", explanation: "" });
    // A claim of being right is no part of the input: refused, nothing written.
    const forged = await errorOf(
      user.api.public.learning.answer({
        courseId: course.id,
        lessonId: course.lessons[0]!,
        blockId: "q1",
        attemptKey: key(),
        answer: { type: "single", choice: "a" },
        correct: true,
      } as never),
    );
    expect(forged.code).toBe("BAD_REQUEST");
    // An answer of another exercise's shape, or naming a choice that does not exist, is a wrong answer.
    for (const answer of [
      { type: "truefalse", value: true },
      { type: "single", choice: "zzz" },
    ] as const) {
      const result = await user.api.public.learning.answer({ courseId: course.id, lessonId: course.lessons[0]!, blockId: "q2", attemptKey: key(), answer });
      expect(result.correct).toBe(false);
    }
    expect((await attempts(user.userId)).map((a) => a.correct)).toEqual([0, 0, 0]);
    expect((await mastery(user.userId)).every((m) => m.mastered_at === null)).toBe(true);
  });

  it("counts an attempt sent twice once, answering it as the first time", async () => {
    const user = await learner();
    const same = { courseId: course.id, lessonId: course.lessons[0]!, blockId: "q1", attemptKey: key(), answer: { type: "single" as const, choice: "c" } };
    const first = await user.api.public.learning.answer(same);
    const again = await user.api.public.learning.answer(same);
    // Ten at once, as a phone reconnecting might.
    const burst = await Promise.all(Array.from({ length: 10 }, () => user.api.public.learning.answer(same)));
    expect(first).toMatchObject({ correct: true, repeated: false });
    expect(again).toMatchObject({ correct: true, repeated: true });
    expect(burst.every((r) => r.correct && r.repeated)).toBe(true);
    expect(await attempts(user.userId)).toHaveLength(1);
    // The same key with another answer is still that first attempt: it cannot be replayed to change it.
    const changed = await user.api.public.learning.answer({ ...same, answer: { type: "single", choice: "a" } });
    expect(changed).toMatchObject({ correct: true, repeated: true });
    expect(await attempts(user.userId)).toHaveLength(1);
  });

  it("reaches mastery by the lesson's rule only with different questions right at the first try", async () => {
    const user = await learner();
    const lessonId = course.lessons[0]!; // rule: 2 right in a row
    const answer = (blockId: string, given: Parameters<typeof user.api.public.learning.answer>[0]["answer"]) =>
      user.api.public.learning.answer({ courseId: course.id, lessonId, blockId, attemptKey: key(), answer: given });
    expect(await answer("q1", { type: "single", choice: "b" })).toMatchObject({ correct: false, firstTry: true });
    // Right after the hint: it helps, it does not count.
    expect(await answer("q1", { type: "single", choice: "c" })).toMatchObject({ correct: true, firstTry: false, current: 0, goal: 2 });
    // The same right answer again and again never makes a run.
    expect(await answer("q1", { type: "single", choice: "c" })).toMatchObject({ firstTry: false, mastered: false });
    expect(await answer("q2", { type: "truefalse", value: false })).toMatchObject({ correct: true, firstTry: true, current: 1, mastered: false });
    const done = await answer("q1", { type: "single", choice: "c" });
    expect(done).toMatchObject({ correct: true, firstTry: true, mastered: true, newlyMastered: true, unlocked: ["firstLesson"] });
    expect(done.explanation).toContain("Three random words");
    // Mastered stays mastered: a later mistake takes nothing away.
    expect(await answer("q2", { type: "truefalse", value: true })).toMatchObject({ correct: false, mastered: true });

    const detail = await user.api.public.learning.detail({ slug: course.slug });
    expect(detail.lessons[0]!.progress).toMatchObject({ state: "mastered" });
    expect(detail.counts).toMatchObject({ total: 3, mastered: 1, done: 1 });
    expect(detail.progress).toBe(33);
    const list = await user.api.public.learning.list();
    expect(list.achievements.find((a) => a.id === "firstLesson")?.unlocked).toBe(true);
    // The learner's own data export carries every answer and the mastery.
    const data = await user.api.account.exportData();
    expect(data.exerciseAnswers.map((a) => [a.block_id, a.correct, a.first_try])).toEqual(
      (await attempts(user.userId)).map((a) => [a.block_id, a.correct, a.first_try]),
    );
    expect(data.lessonMastery).toEqual([expect.objectContaining({ lesson_id: course.lessons[0], mastered_at: expect.any(String) })]);
    expect(list.courses.find((c) => c.id === course.id)!.lessons![0]).toMatchObject({ state: "mastered", practice: true });
  });

  it("the answer that mastered a lesson tells it again by its key: sent twice, and on the page after a form without the script", async () => {
    const user = await learner();
    const lessonId = course.lessons[0]!; // rule: 2 right in a row
    const first = { courseId: course.id, lessonId, blockId: "q2", attemptKey: key(), answer: { type: "truefalse" as const, value: false } };
    const masteringKey = key();
    const mastering = { courseId: course.id, lessonId, blockId: "q1", attemptKey: masteringKey, answer: { type: "single" as const, choice: "c" } };
    await user.api.public.learning.answer(first);
    expect(await user.api.public.learning.answer(mastering)).toMatchObject({ newlyMastered: true, unlocked: ["firstLesson"], courseCompleted: false });
    // A double tap, or the offline queue sending it again: the same news, nothing stored twice.
    expect(await user.api.public.learning.answer(mastering)).toMatchObject({ repeated: true, newlyMastered: true, unlocked: ["firstLesson"] });
    expect(await user.api.public.learning.attempt({ attemptKey: masteringKey })).toMatchObject({
      correct: true,
      reached: { courseCompleted: false, unlocked: ["firstLesson"] },
    });
    // The answer before it, and one after it, reached nothing.
    expect((await user.api.public.learning.attempt({ attemptKey: first.attemptKey }))?.reached).toBeNull();
    const later = { ...first, attemptKey: key() };
    expect(await user.api.public.learning.answer(later)).toMatchObject({ newlyMastered: false, unlocked: [] });
    expect((await user.api.public.learning.attempt({ attemptKey: later.attemptKey }))?.reached).toBeNull();
    // Another child cannot read it by its key.
    const other = await learner();
    expect(await other.api.public.learning.attempt({ attemptKey: masteringKey })).toBeNull();
  });

  it("judges the next answer by the lesson as edited: its right answer, a new translation's words, its course taken down", async () => {
    const user = await learner();
    const lessonId = course.lessons[1]!;
    const typed = async (text: string) =>
      (await user.api.public.learning.answer({ courseId: course.id, lessonId, blockId: "q4", attemptKey: key(), answer: { type: "typed", text } })).correct;
    expect(await typed("ten")).toBe(true);
    expect(await typed("twelve")).toBe(false);
    const row = await env.db.selectFrom("course_lessons").select("blocks").where("id", "=", lessonId).executeTakeFirstOrThrow();
    const sinhala = env.db
      .selectFrom("content_translations")
      .select("text")
      .where("entity", "=", "course_lessons")
      .where("row_id", "=", lessonId)
      .where("field", "=", "block_texts")
      .where("language", "=", "si");
    const originalSinhala = (await sinhala.executeTakeFirstOrThrow()).text;
    const setSinhala = (text: string) =>
      env.db
        .updateTable("content_translations")
        .set({ text })
        .where("entity", "=", "course_lessons")
        .where("row_id", "=", lessonId)
        .where("field", "=", "block_texts")
        .where("language", "=", "si")
        .execute();
    try {
      // Staff change the accepted answers (the stored blocks, as the back office saves them).
      const blocks = JSON.parse(row.blocks!) as { id: string; answers?: string[] }[];
      for (const block of blocks) if (block.id === "q4") block.answers = ["12", "twelve"];
      await env.db
        .updateTable("course_lessons")
        .set({ blocks: JSON.stringify(blocks) })
        .where("id", "=", lessonId)
        .execute();
      expect(await typed("twelve")).toBe(true);
      expect(await typed("ten")).toBe(false);
      // The Sinhala translation's accepted words count from its next answer on.
      expect(await typed("දොළහ")).toBe(false);
      await setSinhala(JSON.stringify({ ...(JSON.parse(originalSinhala) as Record<string, string>), "q4.answers": "දොළහ" }));
      expect(await typed("දොළහ")).toBe(true);
      expect(await typed("දහය")).toBe(false);
      // The course taken down: its lessons answer nothing.
      await env.db.updateTable("courses").set({ is_active: 0 }).where("id", "=", course.id).execute();
      expect((await errorOf(typed("twelve"))).code).toBe("NOT_FOUND");
    } finally {
      await env.db.updateTable("courses").set({ is_active: 1 }).where("id", "=", course.id).execute();
      await env.db.updateTable("course_lessons").set({ blocks: row.blocks }).where("id", "=", lessonId).execute();
      await setSinhala(originalSinhala);
    }
    expect(await typed("ten")).toBe(true);
    expect(await typed("දහය")).toBe(true);
  });

  it("accepts a typed answer in any of the three languages, and Sinhala or Tamil digits", async () => {
    const user = await learner();
    const lessonId = course.lessons[1]!;
    const typed = async (text: string) =>
      (await user.api.public.learning.answer({ courseId: course.id, lessonId, blockId: "q4", attemptKey: key(), answer: { type: "typed", text } })).correct;
    expect(await typed(" 10 ")).toBe(true);
    expect(await typed("10.0")).toBe(true);
    expect(await typed("Ten")).toBe(true);
    expect(await typed("දහය")).toBe(true);
    expect(await typed("பத்து")).toBe(true);
    expect(await typed("௧௦")).toBe(true); // Tamil digits 1 0
    expect(await typed("11")).toBe(false);
    expect(await typed("nine")).toBe(false);
  });

  it("answers in the reader's language: the Sinhala hint, the Tamil explanation, and Sinhala blocks", async () => {
    const user = await learner();
    const at = (blockId: string, answer: { type: "single"; choice: string }) => ({
      courseId: course.id,
      lessonId: course.lessons[0]!,
      blockId,
      attemptKey: key(),
      answer,
    });
    const wrong = await runWithLocale("si", () => user.api.public.learning.answer(at("q1", { type: "single", choice: "a" })));
    expect(wrong.hint).toBe("ශක්තිමත් මුරපදයක් දිගයි, අනුමාන කිරීමට අපහසුයි.");
    const right = await runWithLocale("ta", () => user.api.public.learning.answer(at("q1", { type: "single", choice: "c" })));
    expect(right.explanation).toContain("மூன்று தொடர்பில்லாத சொற்கள்");
    const detail = await runWithLocale("si", () => user.api.public.learning.detail({ slug: course.slug }));
    expect(detail.lessons[0]!.blocks![1]).toMatchObject({ type: "single", prompt: "වඩාත්ම ශක්තිමත් මුරපදය කුමක්ද?", lang: null });
  });
});

describe("no call records progress for another user", () => {
  it("writes only the caller's attempts: identity comes from the session, never the input", async () => {
    const asha = await learner();
    const ravi = await learner();
    const forged = await errorOf(
      asha.api.public.learning.answer({
        courseId: course.id,
        lessonId: course.lessons[0]!,
        blockId: "q1",
        attemptKey: key(),
        answer: { type: "single", choice: "c" },
        userId: ravi.userId,
      } as never),
    );
    expect(forged.code).toBe("BAD_REQUEST");
    await asha.api.public.learning.answer({
      courseId: course.id,
      lessonId: course.lessons[0]!,
      blockId: "q1",
      attemptKey: key(),
      answer: { type: "single", choice: "c" },
    });
    expect(await attempts(ravi.userId)).toEqual([]);
    expect(await mastery(ravi.userId)).toEqual([]);
    // Ravi's view knows nothing of it; the same attempt key is his own if he uses it.
    const raviDetail = await ravi.api.public.learning.detail({ slug: course.slug });
    expect(raviDetail.lessons.every((l) => l.progress?.state === "new")).toBe(true);
  });

  it("refuses a signed-out caller, a learner not enrolled, and a lesson of another course, writing nothing", async () => {
    const visitor = await env.caller();
    const input = { courseId: course.id, lessonId: course.lessons[0]!, blockId: "q1", attemptKey: key(), answer: { type: "single" as const, choice: "c" } };
    expect((await errorOf(visitor.api.public.learning.answer(input))).code).toBe("UNAUTHORIZED");
    const stranger = await env.userCaller();
    expect((await errorOf(stranger.api.public.learning.answer(input))).code).toBe("PRECONDITION_FAILED");
    expect(await attempts(stranger.userId)).toEqual([]);
    const other = await env.db.selectFrom("course_lessons").select("id").where("course_id", "!=", course.id).executeTakeFirstOrThrow();
    const user = await learner();
    expect((await errorOf(user.api.public.learning.answer({ ...input, attemptKey: key(), lessonId: other.id }))).code).toBe("NOT_FOUND");
    expect((await errorOf(user.api.public.learning.answer({ ...input, attemptKey: key(), blockId: "t1" }))).code).toBe("NOT_FOUND");
    expect(await attempts(user.userId)).toEqual([]);
  });
});
