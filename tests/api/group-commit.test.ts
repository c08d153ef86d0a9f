/**
 * Issue 30, a class answering at once: answers that arrive together share one transaction and one commit
 * on SQLite (server/services/group-commit.ts), and each still gets exactly the result it would get alone,
 * in arrival order; one that fails, even after writing, is rolled back alone. On PostgreSQL each write has
 * its own transaction (the same results, no shared commit).
 */
import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupCommitCounts, inGroupCommit } from "../../server/services/group-commit";
import { createTestEnv, type TestEnv } from "../support/api";

let env: TestEnv;
let course: { id: number; lessons: number[] };
beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  const row = await env.db.selectFrom("courses").select(["id"]).where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
  const lessons = await env.db.selectFrom("course_lessons").select("id").where("course_id", "=", row.id).orderBy("position").execute();
  course = { id: row.id, lessons: lessons.map((l) => l.id) };
  await sql`CREATE TABLE group_commit_probe (id INTEGER PRIMARY KEY, note TEXT NOT NULL)`.execute(env.db);
});
afterAll(() => env.cleanup());

let keys = 0;
const key = () => `group-key-${++keys}-${Date.now()}`;

async function learner() {
  const user = await env.userCaller();
  await user.api.public.learning.enroll({ courseId: course.id });
  return user;
}

/** Transactions the group commit made while `run` ran (0 on PostgreSQL: no shared transactions there). */
async function transactionsDuring<T>(run: () => Promise<T>): Promise<{ result: T; transactions: number; writes: number }> {
  const before = { ...groupCommitCounts };
  const result = await run();
  return { result, transactions: groupCommitCounts.transactions - before.transactions, writes: groupCommitCounts.writes - before.writes };
}

const shared = () => env.dialect === "sqlite";

describe("answers arriving together", () => {
  it("share one commit: a class of 12 answering at once is one transaction, each answer stored once as its own child's", async () => {
    const children = await Promise.all(Array.from({ length: 12 }, () => learner()));
    const { result, transactions, writes } = await transactionsDuring(() =>
      Promise.all(
        children.map((child, i) =>
          child.api.public.learning.answer({
            courseId: course.id,
            lessonId: course.lessons[0]!,
            blockId: "q1",
            attemptKey: key(),
            answer: { type: "single", choice: i % 2 ? "c" : "a" },
          }),
        ),
      ),
    );
    expect(result.map((r) => r.correct)).toEqual(children.map((_, i) => i % 2 === 1));
    expect({ transactions, writes }).toEqual(shared() ? { transactions: 1, writes: 12 } : { transactions: 0, writes: 0 });
    for (const [i, child] of children.entries()) {
      expect(await env.db.selectFrom("exercise_attempts").select(["correct", "first_try"]).where("user_id", "=", child.userId).execute()).toEqual([
        { correct: i % 2, first_try: 1 },
      ]);
    }
  });

  it("give one child's queue sent all at once exactly the results it gets answer by answer: first tries, mastery, progress, achievement", async () => {
    // Lesson 1's rule: two right in a row at the first try. q1 wrong, q1 again (after the hint: not a first
    // try), q2 right, q1 right: mastered by the fourth answer, not before.
    const queue = [
      { blockId: "q1", answer: { type: "single", choice: "a" } },
      { blockId: "q1", answer: { type: "single", choice: "c" } },
      { blockId: "q2", answer: { type: "truefalse", value: false } },
      { blockId: "q1", answer: { type: "single", choice: "c" } },
    ] as const;
    const one = await learner();
    const alone = [];
    for (const a of queue) alone.push(await one.api.public.learning.answer({ courseId: course.id, lessonId: course.lessons[0]!, attemptKey: key(), ...a }));
    const other = await learner();
    const answer = (a: (typeof queue)[number]) =>
      other.api.public.learning.answer({ courseId: course.id, lessonId: course.lessons[0]!, attemptKey: key(), ...a });
    // On PostgreSQL each answer is a transaction of its own, and one child's answers sent at the same moment are
    // not ordered (the phone's queue sends them one after the other): there they go in order.
    const { result: together, transactions } = await transactionsDuring(async () => {
      if (shared()) return Promise.all(queue.map(answer));
      const results = [];
      for (const a of queue) results.push(await answer(a));
      return results;
    });
    expect(transactions).toBe(shared() ? 1 : 0);
    expect(together).toEqual(alone);
    expect(together.map((r) => [r.firstTry, r.mastered, r.newlyMastered])).toEqual([
      [true, false, false],
      [false, false, false],
      [true, false, false],
      [true, true, true],
    ]);
    expect(together[3]!.unlocked).toEqual(["firstLesson"]);
    const masteryOf = (userId: number) =>
      env.db
        .selectFrom("lesson_mastery")
        .select((eb) => eb.fn.count<number>("mastered_at").as("mastered"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
    expect(await masteryOf(other.userId)).toEqual(await masteryOf(one.userId));
  });

  it("count the same attempt sent twice in one group once: the later one is a repeat with the stored verdict", async () => {
    const child = await learner();
    const attempt = { courseId: course.id, lessonId: course.lessons[0]!, blockId: "q1", attemptKey: key() };
    const both = await Promise.all([
      child.api.public.learning.answer({ ...attempt, answer: { type: "single", choice: "c" } }),
      child.api.public.learning.answer({ ...attempt, answer: { type: "single", choice: "a" } }),
    ]);
    const stored = await env.db.selectFrom("exercise_attempts").select("correct").where("user_id", "=", child.userId).execute();
    expect(stored).toHaveLength(1);
    expect(both.map((r) => r.correct)).toEqual([stored[0]!.correct === 1, stored[0]!.correct === 1]);
    expect(both.map((r) => r.repeated).sort()).toEqual([false, true]);
    // In one group they run in arrival order (on PostgreSQL, two transactions at once: either may be first).
    if (shared())
      expect(both.map((r) => [r.correct, r.repeated])).toEqual([
        [true, false],
        [true, true],
      ]);
  });
});

describe("a write of the group that fails", () => {
  it("is rolled back alone, even after it wrote, and rejected alone; the writes before and after it commit", async () => {
    const insert = (id: number) => (trx: Parameters<Parameters<typeof inGroupCommit>[1]>[0]) =>
      sql`INSERT INTO group_commit_probe (id, note) VALUES (${id}, ${`write ${id}`})`.execute(trx);
    const refused = new TRPCError({ code: "BAD_REQUEST", message: "refused after writing" });
    const { result, transactions, writes } = await transactionsDuring(() =>
      Promise.allSettled([
        inGroupCommit(env.db, insert(1)),
        inGroupCommit(env.db, async (trx) => {
          await insert(2)(trx);
          throw refused;
        }),
        inGroupCommit(env.db, async (trx) => {
          await insert(3)(trx);
          // A statement the database refuses (the same id again): only this write is undone.
          await insert(3)(trx);
        }),
        inGroupCommit(env.db, insert(4)),
      ]),
    );
    expect(result.map((r) => r.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
    expect((result[1] as PromiseRejectedResult).reason).toBe(refused);
    expect({ transactions, writes }).toEqual(shared() ? { transactions: 1, writes: 4 } : { transactions: 0, writes: 0 });
    expect((await sql<{ id: number }>`SELECT id FROM group_commit_probe ORDER BY id`.execute(env.db)).rows.map((r) => Number(r.id))).toEqual([1, 4]);
  });

  it("leaves the next group unharmed", async () => {
    await inGroupCommit(env.db, (trx) => sql`INSERT INTO group_commit_probe (id, note) VALUES (5, 'after')`.execute(trx));
    expect((await sql<{ id: number }>`SELECT id FROM group_commit_probe ORDER BY id`.execute(env.db)).rows.map((r) => Number(r.id))).toEqual([1, 4, 5]);
  });
});
