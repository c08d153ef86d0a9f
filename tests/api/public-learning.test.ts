import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seed: true });
});
afterAll(() => env.cleanup());

async function courseByTitle(title: string) {
  return env.db.selectFrom("courses").selectAll().where("title", "=", title).executeTakeFirstOrThrow();
}
async function rowCounts() {
  const n = async (table: "course_enrollments" | "lesson_progress") =>
    Number(
      (
        await env.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { enrolments: await n("course_enrollments"), lessons: await n("lesson_progress") };
}

describe("public.learning reads", () => {
  it("lists active courses by enrolled_count, with no progress and all achievements locked for a visitor", async () => {
    const { api } = await env.caller();
    const list = await api.public.learning.list();
    expect(list.signedIn).toBe(false);
    expect(list.courses.length).toBeGreaterThan(2);
    const counts = list.courses.map((c) => c.enrolled_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(list.courses.every((c) => c.progress === 0 && !c.enrolled)).toBe(true);
    expect(list.achievements.map((a) => [a.id, a.unlocked])).toEqual([
      ["firstLesson", false],
      ["course", false],
      ["learningWeek", false],
    ]);
  });

  it("shows a visitor the lesson titles of a course but not the lesson texts", async () => {
    const course = await courseByTitle("Staying Safe Online");
    const { api } = await env.caller();
    const detail = await api.public.learning.detail({ slug: `staying-safe-online-${course.id}` });
    expect(detail.course.title).toBe("Staying Safe Online");
    expect(detail.course.description).toBe("Passwords, privacy and kindness on the internet.");
    expect(detail.lessons.map((l) => l.title)).toEqual(["Strong passwords", "Private information", "Being kind online"]);
    expect(detail.lessons.every((l) => l.blocks === null)).toBe(true);
    expect(detail.enrolled).toBe(false);
  });

  it("answers a hidden or unknown course with not found", async () => {
    const hidden = await courseByTitle("Coding with Blocks");
    await env.db.updateTable("courses").set({ is_active: 0 }).where("id", "=", hidden.id).execute();
    const { api } = await env.caller();
    const list = await api.public.learning.list();
    expect(list.courses.some((c) => c.id === hidden.id)).toBe(false);
    for (const slug of [`coding-with-blocks-${hidden.id}`, "no-such-course-99999", "no-id"]) {
      const error = await errorOf(api.public.learning.detail({ slug }));
      expect(error.code).toBe("NOT_FOUND");
      expect(error.message).toBe("This course does not exist or is no longer available.");
    }
    await env.db.updateTable("courses").set({ is_active: 1 }).where("id", "=", hidden.id).execute();
  });
});

describe("public.learning writes", () => {
  it("refuses anonymous callers with Not authenticated and writes nothing", async () => {
    const course = await courseByTitle("Staying Safe Online");
    const { api } = await env.caller();
    const before = await rowCounts();
    const enrol = await errorOf(api.public.learning.enroll({ courseId: course.id }));
    expect(enrol.code).toBe("UNAUTHORIZED");
    expect(enrol.message).toBe("Not authenticated");
    const complete = await errorOf(api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 0 }));
    expect(complete.message).toBe("Not authenticated");
    expect(await rowCounts()).toEqual(before);
    expect((await courseByTitle("Staying Safe Online")).enrolled_count).toBe(course.enrolled_count);
  });

  it("enrols once: twice in a row and ten at once raise enrolled_count by one", async () => {
    const course = await courseByTitle("Speak English with Confidence");
    const user = await env.userCaller();
    const first = await user.api.public.learning.enroll({ courseId: course.id });
    expect(first.newlyEnrolled).toBe(true);
    const second = await user.api.public.learning.enroll({ courseId: course.id });
    expect(second.newlyEnrolled).toBe(false);
    expect((await courseByTitle(course.title)).enrolled_count).toBe(course.enrolled_count + 1);

    const other = await courseByTitle("Money Smart Kids");
    const racer = await env.userCaller();
    const results = await Promise.all(Array.from({ length: 10 }, () => racer.api.public.learning.enroll({ courseId: other.id })));
    expect(results.filter((r) => r.newlyEnrolled)).toHaveLength(1);
    expect((await courseByTitle(other.title)).enrolled_count).toBe(other.enrolled_count + 1);
    const rows = await env.db.selectFrom("course_enrollments").selectAll().where("user_id", "=", racer.userId).execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses to enrol in a hidden course, writing nothing", async () => {
    const course = await courseByTitle("Coding with Blocks");
    await env.db.updateTable("courses").set({ is_active: 0 }).where("id", "=", course.id).execute();
    const user = await env.userCaller();
    const before = await rowCounts();
    const error = await errorOf(user.api.public.learning.enroll({ courseId: course.id }));
    expect(error.code).toBe("NOT_FOUND");
    expect(error.message).toBe("This course does not exist or is no longer available.");
    const lesson = await errorOf(user.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 0 }));
    expect(lesson.code).toBe("NOT_FOUND");
    expect(await rowCounts()).toEqual(before);
    expect((await courseByTitle(course.title)).enrolled_count).toBe(course.enrolled_count);
    await env.db.updateTable("courses").set({ is_active: 1 }).where("id", "=", course.id).execute();
  });

  it("counts progress as round(done / total * 100), idempotently, and completes the course at 100", async () => {
    const course = await courseByTitle("Science Around the House"); // 3 lessons of reading, no exercises
    const user = await env.userCaller();
    const notYet = await errorOf(user.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 0 }));
    expect(notYet.message).toBe("Please start the course before completing its lessons.");

    await user.api.public.learning.enroll({ courseId: course.id });
    expect((await user.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 1 })).progress).toBe(33);
    expect((await user.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 1 })).progress).toBe(33);
    const two = await user.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 0 });
    expect(two).toMatchObject({ progress: 67, completedAt: null, completedLessons: [0, 1] });
    const all = await user.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 2 });
    expect(all.progress).toBe(100);
    expect(all.completedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const detail = await user.api.public.learning.detail({ slug: `x-${course.id}` });
    expect(detail).toMatchObject({ enrolled: true, progress: 100, completedLessons: [0, 1, 2] });
    expect(detail.lessons[0].blocks).toEqual([{ id: "t1", type: "text", text: "Why does a ship float? Test fruits in a bowl of water.", lang: null }]);
    const list = await user.api.public.learning.list();
    expect(list.courses.find((c) => c.id === course.id)).toMatchObject({ progress: 100, enrolled: true });
    const achievements = Object.fromEntries(list.achievements.map((a) => [a.id, a.unlocked]));
    // Every lesson read in a course without exercises: the course is mastered; no lesson was practised.
    expect(achievements).toEqual({ firstLesson: false, course: true, learningWeek: false });
  });

  it("refuses a lesson index outside the course's lessons, writing nothing", async () => {
    const course = await courseByTitle("Drawing Your Feelings"); // 2 lessons
    const user = await env.userCaller();
    await user.api.public.learning.enroll({ courseId: course.id });
    const before = await rowCounts();
    const beyond = await errorOf(user.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 2 }));
    expect(beyond.code).toBe("BAD_REQUEST");
    expect(beyond.message).toBe("This lesson does not exist in this course.");
    const negative = await errorOf(user.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: -1 }));
    expect(negative.code).toBe("BAD_REQUEST");
    const fractional = await errorOf(user.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 0.5 }));
    expect(fractional.code).toBe("BAD_REQUEST");
    expect(await rowCounts()).toEqual(before);
    const enrolment = await env.db
      .selectFrom("course_enrollments")
      .select("progress")
      .where("user_id", "=", user.userId)
      .where("course_id", "=", course.id)
      .executeTakeFirstOrThrow();
    expect(enrolment.progress).toBe(0);
  });

  it("never shows one user's progress to another", async () => {
    const course = await courseByTitle("Science Around the House");
    const asha = await env.userCaller();
    const ravi = await env.userCaller();
    await asha.api.public.learning.enroll({ courseId: course.id });
    await asha.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 0 });

    const ashaView = await asha.api.public.learning.list();
    expect(ashaView.courses.find((c) => c.id === course.id)?.progress).toBe(33);
    const raviView = await ravi.api.public.learning.list();
    expect(raviView.courses.every((c) => c.progress === 0 && !c.enrolled)).toBe(true);
    expect(raviView.achievements.every((a) => !a.unlocked)).toBe(true);
    const raviDetail = await ravi.api.public.learning.detail({ slug: `science-around-the-house-${course.id}` });
    expect(raviDetail).toMatchObject({ enrolled: false, progress: 0, completedLessons: [] });
    expect(raviDetail.lessons.every((l) => l.blocks === null)).toBe(true);
    const visitor = await (await env.caller()).api.public.learning.detail({ slug: `science-around-the-house-${course.id}` });
    expect(visitor).toMatchObject({ enrolled: false, progress: 0, completedLessons: [] });
    // The shapes carry no user ids at all.
    expect(JSON.stringify(raviView)).not.toContain("user_id");
  });

  it("unlocks nothing for enrolling alone: achievements follow from mastery", async () => {
    const user = await env.userCaller();
    const courses = await env.db.selectFrom("courses").select("id").where("is_active", "=", 1).limit(3).execute();
    for (const c of courses) await user.api.public.learning.enroll({ courseId: c.id });
    const list = await user.api.public.learning.list();
    expect(list.achievements.every((a) => !a.unlocked)).toBe(true);
    expect(list.courses.filter((c) => c.enrolled)).toHaveLength(3);
    expect(list.courses.filter((c) => c.progress > 0)).toHaveLength(0);
  });
});
