/**
 * Classes (issue 31): a teacher reads course, lesson and question titles in their interface language (the
 * content's translation for it, the original where there is none), as learners read them: in the class page's
 * courses to give, the teacher's view (its needs-help and difficult questions, which the CSV and print view
 * draw) and the child's "From your teacher".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { runWithLocale } from "../../server/http/locale";
import { parseTexts } from "../../admin-modules/domain/lesson-blocks";
import { reportCsvRows } from "../../admin-modules/domain/classes";
import { safetyCourse } from "./classes-support";

let env: TestEnv;
let course: Awaited<ReturnType<typeof safetyCourse>>;
beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  course = await safetyCourse(env);
});
afterAll(() => env.cleanup());

/** The stored translation of one field of one row. */
async function translation(entity: string, rowId: number, field: string, language: "si" | "ta"): Promise<string> {
  const row = await env.db
    .selectFrom("content_translations")
    .select("text")
    .where("entity", "=", entity)
    .where("row_id", "=", rowId)
    .where("field", "=", field)
    .where("language", "=", language)
    .executeTakeFirstOrThrow();
  return row.text;
}

async function signUp(input: { ageRange: string; teacher?: boolean }, label: string) {
  const anon = await env.caller();
  const username = `lang${label}`;
  const email = `${username}@example.org`;
  await anon.api.auth.signUp({ username, email, password: "secret-password", ...input } as never);
  await anon.api.auth.signIn({ email, password: "secret-password" });
  const userId = (await env.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  return { ...anon, userId, username };
}

describe("titles in the teacher's language", () => {
  it("courses to give, the teacher's view, needs help, difficult questions, the CSV and From your teacher, in si and ta; English stays the original", async () => {
    const admin = await env.userCaller({ role: "super_admin" });
    const teacher = await signUp({ ageRange: "adult_carer", teacher: true }, "teacher");
    await admin.api.admin.action({ module: "teachers", action: "confirm", id: teacher.userId });
    const made = await teacher.api.teacher.createClass({ name: "Grade 6", school: "Royal College", grade: "6", language: "si" });
    const pupil = await signUp({ ageRange: "16_17" }, "pupil");
    await pupil.api.classes.join({ code: made.joinCode });
    await teacher.api.teacher.assign({ classId: made.id, courseId: course.id, target: { kind: "class" } });
    await teacher.api.teacher.assign({ classId: made.id, courseId: course.id, lessonIds: [course.lessons[0]!], target: { kind: "class" } });
    await pupil.api.public.learning.enroll({ courseId: course.id });
    for (let i = 0; i < 3; i++)
      await pupil.api.public.learning.answer({ ...course.q("q1"), attemptKey: `language-${i}-attempt`, answer: { type: "single", choice: "a" } });

    const english = await runWithLocale("en", () => teacher.api.teacher.classReport({ classId: made.id }));
    expect(english.assignments[0]!.courseTitle).toBe("Staying Safe Online");
    expect(english.assignments[0]!.children[0]!.needsHelp[0]!.lessonTitle).toBe("Strong passwords");
    const englishPrompt = english.assignments[0]!.children[0]!.needsHelp[0]!.prompt;
    const englishMine = await runWithLocale("en", () => pupil.api.classes.mine());
    expect(englishMine[0]!.assignments[1]!.courseSlug).toMatch(/^staying-safe-online/);

    for (const locale of ["si", "ta"] as const) {
      const courseTitle = await translation("courses", course.id, "title", locale);
      const lessonTitle = await translation("course_lessons", course.lessons[0]!, "title", locale);
      const prompt = parseTexts(await translation("course_lessons", course.lessons[0]!, "block_texts", locale))["q1.prompt"];
      expect(courseTitle).not.toBe("Staying Safe Online");
      expect(prompt).toBeTruthy();
      expect(prompt).not.toBe(englishPrompt);

      const report = await runWithLocale(locale, () => teacher.api.teacher.classReport({ classId: made.id }));
      for (const assignment of report.assignments) {
        expect(assignment.courseTitle).toBe(courseTitle);
        expect(assignment.lessons[0]!.title).toBe(lessonTitle);
        expect(assignment.children[0]!.needsHelp[0]).toMatchObject({ lessonTitle, question: 1, prompt });
        expect(assignment.difficult[0]).toMatchObject({ lessonTitle, question: 1, prompt });
      }
      // The CSV is made from the same rows: its needs-help column names the lesson in the teacher's language.
      expect(reportCsvRows(report.assignments[0]!.children).data[0]!.at(-1)).toContain(lessonTitle);

      const detail = await runWithLocale(locale, () => teacher.api.teacher.classDetail({ classId: made.id }));
      const offered = detail.courses.find((c) => c.id === course.id)!;
      expect(offered.title).toBe(courseTitle);
      expect(offered.lessons[0]!.title).toBe(lessonTitle);
      expect(detail.assignments[0]!.courseTitle).toBe(courseTitle);

      const mine = await runWithLocale(locale, () => pupil.api.classes.mine());
      expect(mine[0]!.assignments[1]).toMatchObject({ courseTitle, lessons: [{ id: course.lessons[0], title: lessonTitle }] });
      // The course's address stays the one its page has (made from the original title).
      expect(mine[0]!.assignments[1]!.courseSlug).toBe(englishMine[0]!.assignments[1]!.courseSlug);
    }
  });
});
