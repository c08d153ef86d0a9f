/**
 * Issue 30, offline practice: the course a learner keeps on the phone carries what the phone needs to say
 * right or wrong without a connection (salted hashes of the right answers, and the hint), never the answers
 * in plain form; the phone's verdict from them agrees with the server's grader for every exercise kind; and
 * a queue of answers given offline, sent again (a reconnect after a lost reply, two tabs), counts once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runWithLocale } from "../../server/http/locale";
import { isCorrect } from "../../admin-modules/domain/grading";
import { type Answer, type ExerciseBlock, exercisesOf, parseBlocks, shownItems, withEveryLanguageAnswers } from "../../admin-modules/domain/lesson-blocks";
import { answerKey, checkOffline, type OfflineCheck } from "../../admin-modules/domain/offline-feedback";
import { lessonTranslations } from "../../server/services/lesson-translations";
import { createTestEnv, type TestEnv } from "../support/api";

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
const key = () => `offline-key-${++keys}-${Date.now()}`;

async function learner() {
  const user = await env.userCaller();
  await user.api.public.learning.enroll({ courseId: course.id });
  return user;
}

/** Every exercise of the course as stored (with its answers, every language's typed answers added). */
async function storedExercises(): Promise<{ lessonId: number; exercise: ExerciseBlock }[]> {
  const rows = await env.db.selectFrom("course_lessons").select(["id", "blocks"]).where("course_id", "=", course.id).orderBy("position").execute();
  const out: { lessonId: number; exercise: ExerciseBlock }[] = [];
  for (const row of rows) {
    const translations = await lessonTranslations(env.db, row.id);
    for (const exercise of exercisesOf(parseBlocks(row.blocks)))
      out.push({ lessonId: row.id, exercise: withEveryLanguageAnswers(exercise, translations.values()) });
  }
  return out;
}

function permutations<T>(list: readonly T[]): T[][] {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((item, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** Answers a child could give: every one for choices, order and matching; right, near and wrong words for typed ones. */
function candidateAnswers(exercise: ExerciseBlock): Answer[] {
  switch (exercise.type) {
    case "single":
      return exercise.choices.map((c) => ({ type: "single", choice: c.id }));
    case "multiple": {
      const ids = exercise.choices.map((c) => c.id);
      return Array.from({ length: 2 ** ids.length }, (_, mask) => ({ type: "multiple", choices: ids.filter((_, i) => mask & (1 << i)).reverse() }));
    }
    case "truefalse":
      return [
        { type: "truefalse", value: true },
        { type: "truefalse", value: false },
      ];
    case "typed": {
      const words = exercise.answers.flatMap((a) => [a, ` ${a.toUpperCase()}! `, `${a}x`, a.replace(/\d/g, (d) => String.fromCharCode(0x0be6 + Number(d)))]);
      return [...words, "10.0", "1,0", "", "nine", "௧௦", "෧෦"].map((text) => ({ type: "typed", text }));
    }
    case "order": {
      const places = shownItems(exercise.items, exercise.id, (item) => item.id).map((item) => item.id);
      return permutations(places).map((order) => ({ type: "order", order }));
    }
    case "match": {
      const places = shownItems(exercise.pairs, exercise.id, (pair) => pair.id).map((item) => item.id);
      return permutations(places).map((rights) => ({ type: "match", pairs: Object.fromEntries(exercise.pairs.map((pair, i) => [pair.id, rights[i]!])) }));
    }
  }
}

type Kept = { id: string; type: string; offline?: OfflineCheck };
const keptExercises = (detail: { lessons: { blocks: unknown[] | null }[] }) =>
  detail.lessons.flatMap((lesson) => (lesson.blocks ?? []) as Kept[]).filter((block) => block.offline !== undefined);

describe("the offline feedback a kept course carries", () => {
  it("is there for every exercise, for enrolled learners only, with the hint in the reader's language and no explanation", async () => {
    const user = await learner();
    const stored = await storedExercises();
    const detail = await user.api.public.learning.detail({ slug: course.slug });
    const kept = keptExercises(detail);
    expect(kept.map((b) => b.id)).toEqual(stored.map((s) => s.exercise.id));
    expect(new Set(kept.map((b) => b.type))).toEqual(new Set(["single", "multiple", "truefalse", "typed", "order", "match"]));
    for (const block of kept) {
      expect(Object.keys(block.offline!).sort()).toEqual(["hashes", "hint", "salt"]);
      expect(block.offline!.salt).toMatch(/^[0-9a-f]{32}$/);
      for (const hash of block.offline!.hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(kept[0]!.offline!.hint).toBe("A strong password is long and hard to guess.");
    const sinhala = keptExercises(await runWithLocale("si", () => user.api.public.learning.detail({ slug: course.slug })));
    expect(sinhala[0]!.offline!.hint).toMatch(/[\u0d80-\u0dff]/);
    // Nobody else gets the lesson's blocks, so nobody else gets them either.
    const stranger = await env.userCaller();
    expect(keptExercises(await stranger.api.public.learning.detail({ slug: course.slug }))).toEqual([]);
    expect(keptExercises(await (await env.caller()).api.public.learning.detail({ slug: course.slug }))).toEqual([]);
  });

  it("never holds a right answer in plain form: no right flag, no accepted words, no answer's key, no explanation", async () => {
    const user = await learner();
    const detail = await user.api.public.learning.detail({ slug: course.slug });
    const text = JSON.stringify(detail);
    const blocks = JSON.stringify(detail.lessons.map((lesson) => lesson.blocks));
    // ("correct" is also the mastery rule's count: only a right flag is looked for.)
    expect(text).not.toMatch(/"correct":(true|false)/);
    expect(text).not.toContain('"answer"');
    expect(text).not.toContain('"answers"');
    expect(text).not.toContain('"explanation"');
    for (const { exercise } of await storedExercises()) {
      expect(text).not.toContain(exercise.explanation);
      for (const answer of candidateAnswers(exercise).filter((a) => isCorrect(exercise, a))) expect(text).not.toContain(answerKey(answer)!);
      if (exercise.type === "typed") for (const word of exercise.answers) expect(blocks).not.toMatch(new RegExp(`"${word}"|\\b${word}\\b`));
    }
  });

  it("says right or wrong as the server's grader does, for every answer of every kind (all six supported)", async () => {
    const user = await learner();
    const detail = await user.api.public.learning.detail({ slug: course.slug });
    const checks = new Map(keptExercises(detail).map((b) => [b.id, b.offline!]));
    let compared = 0;
    for (const { exercise } of await storedExercises()) {
      const answers = candidateAnswers(exercise);
      expect(answers.some((a) => isCorrect(exercise, a))).toBe(true);
      for (const answer of answers) {
        expect(await checkOffline(checks.get(exercise.id)!, exercise.id, answer), `${exercise.type} ${JSON.stringify(answer)}`).toBe(
          isCorrect(exercise, answer),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it("agrees with the server's own verdict through the answer procedure, in each language's page", async () => {
    for (const locale of ["en", "si", "ta"] as const) {
      const user = await learner();
      const detail = await runWithLocale(locale, () => user.api.public.learning.detail({ slug: course.slug }));
      const checks = new Map(keptExercises(detail).map((b) => [b.id, b.offline!]));
      for (const { lessonId, exercise } of await storedExercises()) {
        for (const answer of candidateAnswers(exercise).slice(0, 6)) {
          const server = await runWithLocale(locale, () =>
            user.api.public.learning.answer({ courseId: course.id, lessonId, blockId: exercise.id, attemptKey: key(), answer }),
          );
          expect(await checkOffline(checks.get(exercise.id)!, exercise.id, answer), `${locale} ${exercise.type} ${JSON.stringify(answer)}`).toBe(
            server.correct,
          );
          // Offline, the hint shown after a wrong answer is the one the server gives.
          if (!server.correct) expect(checks.get(exercise.id)!.hint).toBe(server.hint);
        }
      }
    }
  });

  it("has a new salt each time the server draws the course, so equal answers never have equal hashes", async () => {
    const detail = await (await learner()).api.public.learning.detail({ slug: course.slug });
    const hashes = keptExercises(detail).flatMap((b) => b.offline!.hashes);
    expect(new Set(hashes).size).toBe(hashes.length);
    const salts = keptExercises(detail).map((b) => b.offline!.salt);
    expect(new Set(salts).size).toBe(salts.length);
  });
});

describe("a queue of answers given offline", () => {
  it("counts once however often it is sent: again in order, all at once, and after mastery", async () => {
    const user = await learner();
    const lessonId = course.lessons[0]!;
    // Lesson 1's rule is two different questions right in a row at the first try: q1 right, q2 right.
    const queue = [
      { blockId: "q1", answer: { type: "single", choice: "a" } },
      { blockId: "q1", answer: { type: "single", choice: "c" } },
      { blockId: "q2", answer: { type: "truefalse", value: false } },
      { blockId: "q1", answer: { type: "single", choice: "c" } },
    ].map((a) => ({ courseId: course.id, lessonId, attemptKey: key(), ...a }) as Parameters<typeof user.api.public.learning.answer>[0]);
    const stored = () =>
      env.db.selectFrom("exercise_attempts").select(["attempt_key", "correct", "first_try"]).where("user_id", "=", user.userId).orderBy("id").execute();

    const first: Awaited<ReturnType<typeof user.api.public.learning.answer>>[] = [];
    for (const answer of queue) first.push(await user.api.public.learning.answer(answer));
    const afterFirst = await stored();
    const mastered = await env.db.selectFrom("lesson_mastery").select("mastered_at").where("user_id", "=", user.userId).executeTakeFirstOrThrow();
    const progress = await env.db.selectFrom("course_enrollments").select("progress").where("user_id", "=", user.userId).executeTakeFirstOrThrow();
    expect(afterFirst.map((a) => a.attempt_key)).toEqual(queue.map((a) => a.attemptKey));
    expect(first.map((r) => r.repeated)).toEqual([false, false, false, false]);

    // The reply to the last send was lost: the phone sends the whole queue again, then twice at once (two tabs).
    const again = [];
    for (const answer of queue) again.push(await user.api.public.learning.answer(answer));
    const together = await Promise.all([...queue, ...queue].map((answer) => user.api.public.learning.answer(answer)));
    // Each is answered as the first time, with what it reached: the last one mastered the lesson (a reply that was
    // lost is told again), the others nothing; nothing is stored or counted again (below).
    expect(first.map((r) => r.newlyMastered)).toEqual([false, false, false, true]);
    for (const [i, result] of [...again, ...together].entries()) {
      expect(result).toMatchObject({ repeated: true, newlyMastered: first[i % 4]!.newlyMastered, unlocked: first[i % 4]!.unlocked });
    }
    expect(again.map((r) => r.correct)).toEqual(first.map((r) => r.correct));

    expect(await stored()).toEqual(afterFirst);
    expect(await env.db.selectFrom("lesson_mastery").select("mastered_at").where("user_id", "=", user.userId).executeTakeFirstOrThrow()).toEqual(mastered);
    expect(await env.db.selectFrom("course_enrollments").select("progress").where("user_id", "=", user.userId).executeTakeFirstOrThrow()).toEqual(progress);
    // A queued answer is judged by the server when it arrives, whatever the phone said: the same key with
    // another answer keeps the first verdict.
    const swapped = await user.api.public.learning.answer({ ...queue[0]!, answer: { type: "single", choice: "c" } });
    expect(swapped).toMatchObject({ repeated: true, correct: false });
  });

  it("answers arriving at once (a class, a replayed queue) each get their own verdict, language and refusal", async () => {
    const [sinhala, tamil, english] = [await learner(), await learner(), await learner()];
    const notEnrolled = await env.userCaller();
    const at = (blockId: string, answer: Answer) => ({ courseId: course.id, lessonId: course.lessons[0]!, blockId, attemptKey: key(), answer });
    const wrong = { type: "single", choice: "a" } as const;
    const [si, ta, en, refused] = await Promise.allSettled([
      runWithLocale("si", () => sinhala.api.public.learning.answer(at("q1", wrong))),
      runWithLocale("ta", () => tamil.api.public.learning.answer(at("q1", wrong))),
      english.api.public.learning.answer(at("q1", { type: "single", choice: "c" })),
      notEnrolled.api.public.learning.answer(at("q1", wrong)),
    ]);
    const value = <T>(r: PromiseSettledResult<T>) => (r as PromiseFulfilledResult<T>).value;
    expect(value(si).hint).toMatch(/[\u0d80-\u0dff]/);
    expect(value(ta).hint).toMatch(/[\u0b80-\u0bff]/);
    expect(value(en)).toMatchObject({ correct: true, hint: "" });
    expect(refused.status).toBe("rejected");
    for (const [user, correct] of [
      [sinhala, 0],
      [tamil, 0],
      [english, 1],
    ] as const) {
      expect(await env.db.selectFrom("exercise_attempts").select("correct").where("user_id", "=", user.userId).execute()).toEqual([{ correct }]);
    }
    expect(await env.db.selectFrom("exercise_attempts").select("id").where("user_id", "=", notEnrolled.userId).execute()).toEqual([]);
  });
});
