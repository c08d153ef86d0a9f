/**
 * A statement built once by Kysely and run again with new values (server/services/compiled-query.ts):
 * each run answers what the same query built with its values answers, on SQLite and on PostgreSQL (the
 * fixed values stay, the placeholders take each run's), in a transaction too; a value missing is an
 * error, never a NULL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { compiledOnce } from "../../server/services/compiled-query";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seed: true });
});
afterAll(() => env.cleanup());

/** Lessons of a course past a position, in an active course: fixed values, placeholders and a LIMIT. */
const lessonsQuery = (db: typeof env.db, p: { courseId: number; after: number; limit: number }) =>
  db
    .selectFrom("course_lessons")
    .innerJoin("courses", "courses.id", "course_lessons.course_id")
    .select(["course_lessons.id", "course_lessons.title", "course_lessons.position"])
    .where("course_lessons.course_id", "=", p.courseId)
    .where("course_lessons.position", ">", p.after)
    .where("courses.is_active", "=", 1)
    .orderBy("course_lessons.position")
    .limit(p.limit);

describe("compiledOnce", () => {
  it("runs the SQL Kysely writes, with each run's values in their places, and answers the same rows", async () => {
    const lessons = compiledOnce(lessonsQuery);
    const courses = await env.db.selectFrom("courses").select("id").where("is_active", "=", 1).orderBy("id").execute();
    expect(courses.length).toBeGreaterThan(1);
    let runs = 0;
    for (const { id } of courses) {
      for (const values of [
        { courseId: id, after: -1, limit: 10 },
        { courseId: id, after: 0, limit: 1 },
        { courseId: id, after: 1, limit: 2 },
      ]) {
        const answered = await lessons(env.db, values);
        expect(answered.rows, JSON.stringify(values)).toEqual(await lessonsQuery(env.db, values).execute());
        runs += 1;
      }
    }
    expect(runs).toBeGreaterThan(3);
  });

  it("works inside a transaction and for a write, and refuses a run without one of its values", async () => {
    const rename = compiledOnce((db, p: { id: number; title: string }) => db.updateTable("course_lessons").set({ title: p.title }).where("id", "=", p.id));
    const lesson = await env.db.selectFrom("course_lessons").select(["id", "title"]).orderBy("id").executeTakeFirstOrThrow();
    await env.db.transaction().execute(async (trx) => {
      const result = await rename(trx, { id: lesson.id, title: "Renamed once" });
      expect(Number(result.numAffectedRows)).toBe(1);
    });
    expect((await env.db.selectFrom("course_lessons").select("title").where("id", "=", lesson.id).executeTakeFirstOrThrow()).title).toBe("Renamed once");
    await expect(rename(env.db, { id: lesson.id } as { id: number; title: string })).rejects.toThrow(/no value for title/);
    expect((await env.db.selectFrom("course_lessons").select("title").where("id", "=", lesson.id).executeTakeFirstOrThrow()).title).toBe("Renamed once");
  });
});
