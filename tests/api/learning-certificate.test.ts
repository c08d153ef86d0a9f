/**
 * Issue 30: a course's certificate is the caller's own and exists only once they mastered the course
 * (every lesson done). Before that, and for anyone else, it is refused; it names the learner by username,
 * never by e-mail or real name, and the course in the reader's language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runWithLocale } from "../../server/http/locale";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";

let env: TestEnv;
let course: { id: number; slug: string; lessons: number };
beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  // Two lessons of reading: a lesson without exercises is done when read.
  const row = await env.db.selectFrom("courses").select("id").where("title", "=", "Drawing Your Feelings").executeTakeFirstOrThrow();
  const lessons = await env.db.selectFrom("course_lessons").select("id").where("course_id", "=", row.id).execute();
  course = { id: row.id, slug: `drawing-your-feelings-${row.id}`, lessons: lessons.length };
});
afterAll(() => env.cleanup());

const usernameOf = async (userId: number) =>
  (await env.db.selectFrom("profiles").select("username").where("user_id", "=", userId).executeTakeFirstOrThrow()).username;

describe("a course's certificate", () => {
  it("is refused before mastery, given after it with the username and the course, and refused to another child", async () => {
    const child = await env.userCaller({ email: "certificate-child@example.org", name: "Real Name Kept Private" });
    const other = await env.userCaller();
    const certificate = (caller: typeof child) => caller.api.public.learning.certificate({ slug: course.slug });

    // Not enrolled, then enrolled with one lesson of two read: refused with the reason in words.
    expect((await errorOf(certificate(child))).code).toBe("NOT_FOUND");
    await child.api.public.learning.enroll({ courseId: course.id });
    await child.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 0 });
    const early = await errorOf(certificate(child));
    expect(early.code).toBe("NOT_FOUND");
    expect(early.message).toBe("The certificate is ready when every lesson of this course is done.");

    for (let index = 1; index < course.lessons; index++) await child.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: index });
    const mine = await certificate(child);
    expect(mine).toMatchObject({
      username: await usernameOf(child.userId),
      course: { id: course.id, title: "Drawing Your Feelings", lang: null },
      lessons: course.lessons,
    });
    expect(mine.masteredAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const text = JSON.stringify(mine);
    expect(text).not.toContain("certificate-child@example.org");
    expect(text).not.toContain("Real Name Kept Private");

    // In Sinhala and Tamil the course is named in that language.
    expect((await runWithLocale("si", () => certificate(child))).course.title).toBe("ඔබේ හැඟීම් අඳින්න");
    expect((await runWithLocale("ta", () => certificate(child))).course.title).toBe("உங்கள் உணர்வுகளை வரையுங்கள்");

    // Another child asks for the same course: there is no way to name someone else's, and theirs does not exist.
    expect((await errorOf(certificate(other))).code).toBe("NOT_FOUND");
    await other.api.public.learning.enroll({ courseId: course.id });
    expect((await errorOf(certificate(other))).code).toBe("NOT_FOUND");
    // A user id smuggled into the input is refused or ignored, never used.
    const smuggled = await other.api.public.learning.certificate({ slug: course.slug, userId: child.userId } as never).catch((error) => error);
    expect(smuggled).toMatchObject({ code: "NOT_FOUND" });
  });

  it("is refused to a signed-out visitor and for a course that does not exist", async () => {
    const visitor = await env.caller();
    expect((await errorOf(visitor.api.public.learning.certificate({ slug: course.slug }))).code).toBe("UNAUTHORIZED");
    const child = await env.userCaller();
    expect((await errorOf(child.api.public.learning.certificate({ slug: "no-such-course" }))).code).toBe("NOT_FOUND");
    expect((await errorOf(child.api.public.learning.certificate({ slug: "gone-999999" }))).code).toBe("NOT_FOUND");
  });

  it("stays once reached, like the course's achievement (a course once mastered stays so)", async () => {
    const child = await env.userCaller();
    await child.api.public.learning.enroll({ courseId: course.id });
    for (let index = 0; index < course.lessons; index++) await child.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: index });
    const first = await child.api.public.learning.certificate({ slug: course.slug });
    const list = await child.api.public.learning.list();
    const achievement = list.achievements.find((a) => a.id === "course" && a.course?.id === course.id);
    expect(achievement?.unlocked).toBe(true);
    expect(achievement?.at).toBe(first.masteredAt);
  });
});
