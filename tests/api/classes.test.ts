/**
 * Classes (issue 31) over the real router and SQLite: the teacher role is granted by a super admin, a child
 * joins with the code, the teacher's view shows progress, "needs help" and difficult questions; and the
 * access rules: a teacher reads only their classes' children, only usernames, only what they assigned; a
 * child reads nothing of another child; an unconfirmed teacher sees nothing of any child; every teacher
 * action that touches a child is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { parentEmailsSettled } from "../../server/services/parental-consent";
import { mailsTo } from "../support/outbox";
import { JOIN_CODE_ALPHABET, reportCsvRows } from "../../admin-modules/domain/classes";
import { LIMITS, resetRateLimits } from "../../server/auth/rate-limit";
import { answerRight, completeCourse, safetyCourse } from "./classes-support";

let env: TestEnv;
type Person = Awaited<ReturnType<TestEnv["userCaller"]>>;
let admin: Person;
let course: Awaited<ReturnType<typeof safetyCourse>>;
let otherCourseId: number;
beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  admin = await env.userCaller({ role: "super_admin" });
  course = await safetyCourse(env);
  otherCourseId = (
    await env.db
      .selectFrom("courses")
      .select("id")
      .where("id", "!=", course.id)
      .where("lessons_count", ">", 0)
      .where("is_active", "=", 1)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => env.cleanup());

let n = 0;
const nick = (label: string) => `${label}_${String(++n).replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;

/** An account made through sign-up (as a browser does), signed in. */
async function signUp(input: { ageRange: string; teacher?: boolean; parentEmail?: string }) {
  const anon = await env.caller();
  const username = nick("person");
  const email = `${username}@example.org`;
  await anon.api.auth.signUp({ username, email, password: "secret-password", ...input } as never);
  await anon.api.auth.signIn({ email, password: "secret-password" });
  const userId = (await env.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  return { ...anon, userId, username, email };
}

const confirm = (teacherId: number) => admin.api.admin.action({ module: "teachers", action: "confirm", id: teacherId });

async function confirmedTeacher() {
  const teacher = await signUp({ ageRange: "adult_carer", teacher: true });
  await confirm(teacher.userId);
  return teacher;
}

async function classOf(teacher: { api: Person["api"] }, name = "Grade 6 B") {
  const made = await teacher.api.teacher.createClass({ name, school: "Royal College", grade: "6", language: "si" });
  return made;
}

const child = () => signUp({ ageRange: "16_17" });

describe("the teacher role", () => {
  it("is asked for at sign-up and granted by a super admin; until then the teacher sees nothing of any child", async () => {
    const teacher = await signUp({ ageRange: "adult_carer", teacher: true });
    expect(await teacher.api.teacher.status()).toEqual({ status: "requested" });
    expect((await teacher.api.auth.session()).role).toBeNull();
    for (const call of [
      () => teacher.api.teacher.classes(),
      () => teacher.api.teacher.createClass({ name: "A", school: "S", grade: "5", language: "en" }),
      () => teacher.api.teacher.classReport({ classId: 1 }),
      () => teacher.api.teacher.classDetail({ classId: 1 }),
    ])
      expect((await errorOf(call())).code).toBe("FORBIDDEN");

    await confirm(teacher.userId);
    expect(await teacher.api.teacher.status()).toEqual({ status: "confirmed" });
    expect((await teacher.api.auth.session()).role).toBe("teacher");
    expect(await teacher.api.teacher.classes()).toEqual([]);
    // The super admin's decision is in the audit log; confirming twice is refused.
    const entry = await env.db.selectFrom("audit_log").selectAll().where("module", "=", "teachers").where("row_id", "=", teacher.userId).executeTakeFirst();
    expect(entry).toMatchObject({ action: "confirm", actor_id: admin.userId });
    expect((await errorOf(confirm(teacher.userId))).code).toBe("CONFLICT");
    // Staff are no teachers: a super admin has no classes to read.
    expect((await errorOf(admin.api.teacher.classes())).code).toBe("FORBIDDEN");
  });

  it("is for adults only", async () => {
    const anon = await env.caller();
    const error = await errorOf(
      anon.api.auth.signUp({ username: nick("kid"), email: `${nick("kid")}@example.org`, password: "secret-password", ageRange: "16_17", teacher: true }),
    );
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toContain("Only adults can ask to be a teacher.");
  });

  it("removed by a super admin: the role and the teacher's classes go, the children's progress stays", async () => {
    const teacher = await confirmedTeacher();
    const made = await classOf(teacher);
    const pupil = await child();
    await pupil.api.classes.join({ code: made.joinCode });
    await admin.api.admin.delete({ module: "teachers", id: teacher.userId });
    expect((await teacher.api.auth.session()).role).toBeNull();
    expect((await errorOf(teacher.api.teacher.classDetail({ classId: made.id }))).code).toBe("FORBIDDEN");
    expect(await env.db.selectFrom("classes").select("id").where("id", "=", made.id).execute()).toEqual([]);
    expect(await pupil.api.classes.mine()).toEqual([]);
  });
});

describe("joining a class", () => {
  it("a code of unambiguous letters; the child sees the class's name and teacher before joining, and can leave", async () => {
    const teacher = await confirmedTeacher();
    const made = await classOf(teacher, "Class of Nimal");
    expect(made.joinCode).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`));
    const pupil = await child();
    // Typed as printed ("ABC-DEF"), in lower case, with spaces: the same code.
    const typed = ` ${made.joinCode.slice(0, 3).toLowerCase()}-${made.joinCode.slice(3)} `;
    const preview = await pupil.api.classes.preview({ code: typed });
    expect(preview).toEqual({ name: "Class of Nimal", school: "Royal College", grade: "6", teacher: teacher.username });
    // Looking a class up stores nothing about the child.
    expect(await env.db.selectFrom("class_members").selectAll().where("user_id", "=", pupil.userId).execute()).toEqual([]);
    await pupil.api.classes.join({ code: typed });
    expect((await pupil.api.classes.mine()).map((c) => c.name)).toEqual(["Class of Nimal"]);
    // "Download my data" (and the parent's copy) names the class and its teacher, and no other child of it.
    const classmate = await child();
    await classmate.api.classes.join({ code: made.joinCode });
    const exported = await pupil.api.account.exportData();
    expect(exported.classes).toEqual([
      { name: "Class of Nimal", school: "Royal College", grade: "6", teacher: teacher.username, joined_at: expect.any(String) },
    ]);
    expect(JSON.stringify(exported)).not.toContain(classmate.username);
    await pupil.api.classes.leave({ classId: made.id });
    expect(await pupil.api.classes.mine()).toEqual([]);
    expect((await errorOf(pupil.api.classes.preview({ code: "O0I1L8" }))).message).toContain("Type the 6-letter class code your teacher gave you.");
    expect((await errorOf(pupil.api.classes.preview({ code: "AAAAAA" }))).code).toBe("NOT_FOUND");
  });

  it("a class of a teacher who is not confirmed cannot be joined", async () => {
    const teacher = await confirmedTeacher();
    const made = await classOf(teacher);
    await env.db.updateTable("teacher_accounts").set({ confirmed_at: null }).where("user_id", "=", teacher.userId).execute();
    const pupil = await child();
    expect((await errorOf(pupil.api.classes.join({ code: made.joinCode }))).code).toBe("NOT_FOUND");
  });

  it("under the consent age, joining waits for the parent's consent, and the consent e-mail says a teacher will see progress", async () => {
    const teacher = await confirmedTeacher();
    const made = await classOf(teacher);
    const parentEmail = `${nick("parent")}@example.org`;
    const young = await signUp({ ageRange: "under_13", parentEmail });
    const error = await errorOf(young.api.classes.join({ code: made.joinCode }));
    expect(error.code).toBe("PRECONDITION_FAILED");
    expect(await env.db.selectFrom("class_members").selectAll().where("user_id", "=", young.userId).execute()).toEqual([]);
    await parentEmailsSettled();
    const [mail] = mailsTo(env.config, parentEmail);
    expect(mail).toContain("that teacher will see their username and their progress on the courses the teacher gives them");
    // Once the parent agrees, the child joins.
    await env.db
      .updateTable("parental_consents")
      .set({ status: "granted", consented_at: new Date().toISOString() })
      .where("user_id", "=", young.userId)
      .execute();
    await young.api.classes.join({ code: made.joinCode });
    expect((await young.api.classes.mine()).length).toBe(1);
  });

  it("guessing codes is limited per account", async () => {
    await resetRateLimits(env.db);
    const guesser = await child();
    for (let i = 0; i < LIMITS.classJoinPerAccount.max; i++) await errorOf(guesser.api.classes.preview({ code: "AAAAAA" }));
    const error = await errorOf(guesser.api.classes.preview({ code: "AAAAAA" }));
    expect(error.code).toBe("TOO_MANY_REQUESTS");
    expect(error.message).toMatch(/^You have tried many class codes in the last hour\. Please try again in/);
    await resetRateLimits(env.db);
  });
});

describe("the teacher's view", () => {
  it("per assignment: one child done, one who needs help, the difficult question; the CSV has the same figures", async () => {
    const teacher = await confirmedTeacher();
    const made = await classOf(teacher);
    const [done, stuck, third] = [await child(), await child(), await child()];
    for (const pupil of [done, stuck, third]) await pupil.api.classes.join({ code: made.joinCode });
    const { id: assignmentId } = await teacher.api.teacher.assign({ classId: made.id, courseId: course.id, target: { kind: "class" }, dueDate: "2031-05-05" });

    // "From your teacher" on the child's Learning page.
    const mine = await done.api.classes.mine();
    expect(mine[0]!.assignments).toEqual([
      expect.objectContaining({ courseId: course.id, courseTitle: "Staying Safe Online", lessons: null, dueDate: "2031-05-05" }),
    ]);

    await completeCourse(done.api, course);
    await stuck.api.public.learning.enroll({ courseId: course.id });
    for (let i = 0; i < 3; i++)
      await stuck.api.public.learning.answer({ ...course.q("q1"), attemptKey: `stuck-${i}-${Date.now()}`, answer: { type: "single", choice: "a" } });
    await third.api.public.learning.enroll({ courseId: course.id });
    await third.api.public.learning.answer({ ...course.q("q1"), attemptKey: `third-${Date.now()}`, answer: { type: "single", choice: "b" } });
    await answerRight(third.api, course, "q1");

    const report = await teacher.api.teacher.classReport({ classId: made.id });
    expect(report.needsHelpAfter).toBe(3);
    const [assignment] = report.assignments;
    expect(assignment!.id).toBe(assignmentId);
    const row = (userId: number) => assignment!.children.find((c) => c.userId === userId)!;
    expect(row(done.userId)).toMatchObject({ username: done.username, status: "done", done: 3, mastered: 3, total: 3, percent: 100, needsHelp: [] });
    expect(row(stuck.userId)).toMatchObject({ status: "started", done: 0, answers: 3, right: 0 });
    expect(row(stuck.userId).needsHelp).toEqual([{ lessonTitle: "Strong passwords", question: 1, prompt: expect.any(String), wrong: 3 }]);
    // The third child got it right in the end: no help needed.
    expect(row(third.userId).needsHelp).toEqual([]);
    // q1: two of the three who tried missed it the first time.
    expect(assignment!.difficult[0]).toMatchObject({ lessonTitle: "Strong passwords", question: 1, tried: 3, missedFirstTime: 2 });

    const csv = reportCsvRows(assignment!.children);
    const csvRow = csv.data.find((r) => r[0] === stuck.username)!;
    expect(csvRow).toEqual([stuck.username, "Started", 0, 3, 0, 0, 3, 0, "Strong passwords – question 1"]);
    expect(csv.data.find((r) => r[0] === done.username)!.slice(1, 6)).toEqual(["Done", 3, 3, 3, 100]);
  });

  it("single lessons, to a group or one child; removing the child takes back what was given to them alone", async () => {
    const teacher = await confirmedTeacher();
    const made = await classOf(teacher);
    const [a, b] = [await child(), await child()];
    for (const pupil of [a, b]) await pupil.api.classes.join({ code: made.joinCode });
    const { id: groupId } = await teacher.api.teacher.addGroup({ classId: made.id, name: "Readers" });
    await teacher.api.teacher.setGroup({ classId: made.id, userId: a.userId, groupId });
    await teacher.api.teacher.assign({ classId: made.id, courseId: course.id, lessonIds: [course.lessons[1]!], target: { kind: "group", groupId } });
    await teacher.api.teacher.assign({ classId: made.id, courseId: course.id, lessonIds: [course.lessons[2]!], target: { kind: "child", userId: b.userId } });
    expect((await a.api.classes.mine())[0]!.assignments.map((x) => x.lessons?.map((l) => l.id))).toEqual([[course.lessons[1]]]);
    expect((await b.api.classes.mine())[0]!.assignments.map((x) => x.lessons?.map((l) => l.id))).toEqual([[course.lessons[2]]]);
    const report = await teacher.api.teacher.classReport({ classId: made.id });
    expect(report.assignments.map((x) => x.children.map((c) => c.username))).toEqual([[a.username], [b.username]]);
    expect(report.assignments.map((x) => x.target)).toEqual([
      { kind: "group", name: "Readers" },
      { kind: "child", name: b.username },
    ]);
    // Lessons of another course are refused.
    const other = await env.db.selectFrom("course_lessons").select("id").where("course_id", "=", otherCourseId).executeTakeFirstOrThrow();
    expect((await errorOf(teacher.api.teacher.assign({ classId: made.id, courseId: course.id, lessonIds: [other.id], target: { kind: "class" } }))).code).toBe(
      "BAD_REQUEST",
    );

    await teacher.api.teacher.removeChild({ classId: made.id, userId: b.userId });
    expect(await b.api.classes.mine()).toEqual([]);
    expect((await teacher.api.teacher.classDetail({ classId: made.id })).assignments).toHaveLength(1);
  });

  it("every teacher action that touches a child is in the audit log, under the class, with the teacher as actor", async () => {
    const teacher = await confirmedTeacher();
    const made = await classOf(teacher, "Audited class");
    const pupil = await child();
    await pupil.api.classes.join({ code: made.joinCode });
    const { id: groupId } = await teacher.api.teacher.addGroup({ classId: made.id, name: "Blue" });
    await teacher.api.teacher.setGroup({ classId: made.id, userId: pupil.userId, groupId });
    const { id } = await teacher.api.teacher.assign({ classId: made.id, courseId: course.id, target: { kind: "child", userId: pupil.userId } });
    await teacher.api.teacher.unassign({ assignmentId: id });
    await teacher.api.teacher.removeChild({ classId: made.id, userId: pupil.userId });
    const entries = await env.db
      .selectFrom("audit_log")
      .select(["action", "actor_id", "row_label", "changes"])
      .where("module", "=", "classes")
      .where("row_id", "=", made.id)
      .orderBy("id")
      .execute();
    expect(entries.map((e) => e.action)).toEqual(["setGroup", "assign", "unassign", "removeChild"]);
    for (const entry of entries) expect(entry).toMatchObject({ actor_id: teacher.userId, row_label: "Audited class" });
    expect(entries[3]!.changes).toContain(pupil.username);
  });
});

describe("what a teacher may read", () => {
  it("not a child outside their classes, not another teacher's class", async () => {
    const [mine, theirs] = [await confirmedTeacher(), await confirmedTeacher()];
    const myClass = await classOf(mine);
    const theirClass = await classOf(theirs);
    const outsider = await child();
    await outsider.api.classes.join({ code: theirClass.joinCode });
    for (const call of [
      () => mine.api.teacher.classReport({ classId: theirClass.id }),
      () => mine.api.teacher.classDetail({ classId: theirClass.id }),
      () => mine.api.teacher.removeChild({ classId: theirClass.id, userId: outsider.userId }),
      () => mine.api.teacher.removeChild({ classId: myClass.id, userId: outsider.userId }),
      () => mine.api.teacher.setGroup({ classId: myClass.id, userId: outsider.userId, groupId: null }),
      () => mine.api.teacher.assign({ classId: myClass.id, courseId: course.id, target: { kind: "child", userId: outsider.userId } }),
      () => mine.api.teacher.assign({ classId: theirClass.id, courseId: course.id, target: { kind: "class" } }),
    ])
      expect((await errorOf(call())).code).toBe("NOT_FOUND");
    const theirAssignment = await theirs.api.teacher.assign({ classId: theirClass.id, courseId: course.id, target: { kind: "class" } });
    expect((await errorOf(mine.api.teacher.unassign({ assignmentId: theirAssignment.id }))).code).toBe("NOT_FOUND");
    expect(JSON.stringify(await mine.api.teacher.classes())).not.toContain(outsider.username);
  });

  it("not a course they did not assign, and no personal field: only usernames and progress on what was assigned", async () => {
    const teacher = await confirmedTeacher();
    const made = await classOf(teacher);
    const parentEmail = `${nick("parent")}@example.org`;
    const pupil = await signUp({ ageRange: "under_13", parentEmail });
    await env.db
      .updateTable("parental_consents")
      .set({ status: "granted", consented_at: new Date().toISOString() })
      .where("user_id", "=", pupil.userId)
      .execute();
    await pupil.api.auth.updateProfile({ full_name: "Nimali Perera Private" });
    await pupil.api.classes.join({ code: made.joinCode });
    // The child learns in a course the teacher did not assign, and in one lesson of the assigned course only.
    await pupil.api.public.learning.enroll({ courseId: otherCourseId });
    await pupil.api.public.learning.completeLesson({ courseId: otherCourseId, lessonIndex: 0 });
    const otherTitle = (await env.db.selectFrom("courses").select("title").where("id", "=", otherCourseId).executeTakeFirstOrThrow()).title;
    await pupil.api.public.learning.enroll({ courseId: course.id });
    await pupil.api.public.learning.answer({ ...course.q("q3"), attemptKey: `personal-${Date.now()}`, answer: { type: "multiple", choices: ["c"] } });
    await teacher.api.teacher.assign({ classId: made.id, courseId: course.id, lessonIds: [course.lessons[0]!], target: { kind: "class" } });

    const seen = JSON.stringify([await teacher.api.teacher.classReport({ classId: made.id }), await teacher.api.teacher.classDetail({ classId: made.id })]);
    expect(seen).toContain(pupil.username);
    for (const secret of [pupil.email, parentEmail, "Nimali Perera Private", "under_13", `"courseId":${otherCourseId}`]) expect(seen).not.toContain(secret);
    const report = await teacher.api.teacher.classReport({ classId: made.id });
    // Only lesson 1 was given: the answer in lesson 2 and the other course's lesson are not counted or shown.
    expect(report.assignments[0]!.children[0]).toMatchObject({ answers: 0, done: 0, total: 1, status: "notStarted" });
    expect(JSON.stringify(report)).not.toContain(otherTitle);
    // The courses a teacher may assign are the public catalogue, not the child's.
    const detail = await teacher.api.teacher.classDetail({ classId: made.id });
    expect(Object.keys(detail.members[0]!).sort()).toEqual(["groupId", "joinedAt", "userId", "username"]);
  });
});

describe("what a child may read", () => {
  it("never another child's progress or the class list", async () => {
    const teacher = await confirmedTeacher();
    const made = await classOf(teacher);
    const [me, classmate] = [await child(), await child()];
    for (const pupil of [me, classmate]) await pupil.api.classes.join({ code: made.joinCode });
    await teacher.api.teacher.assign({ classId: made.id, courseId: course.id, target: { kind: "class" } });
    await completeCourse(classmate.api, course);
    const seen = JSON.stringify([await me.api.classes.mine(), await me.api.classes.preview({ code: made.joinCode })]);
    expect(seen).not.toContain(classmate.username);
    for (const call of [
      () => me.api.teacher.classReport({ classId: made.id }),
      () => me.api.teacher.classDetail({ classId: made.id }),
      () => me.api.teacher.classes(),
    ])
      expect((await errorOf(call())).code).toBe("FORBIDDEN");
    // Leaving a class one is not in, or taking another child out, is not possible.
    expect((await errorOf(me.api.classes.leave({ classId: 987654 }))).code).toBe("NOT_FOUND");
  });
});
