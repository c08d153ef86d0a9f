/**
 * Classes (issue 31): what a confirmed teacher does with their classes, and what a child does with a join
 * code. The role is decided by the procedures (teacherProcedure, server/trpc.ts); here every teacher call
 * starts from a class whose teacher is the caller (another teacher's class answers like a missing one), and
 * every child call acts on the caller's own membership only. A teacher sees children by username only.
 * Every teacher action that touches a child is written to the audit log in its own transaction.
 */
import { randomInt } from "node:crypto";
import { TRPCError } from "@trpc/server";
import type { Transaction } from "kysely";
import type { DB } from "../../db/open";
import type { Database } from "../../db/types";
import { getLocale, m } from "../../admin-modules/domain/i18n";
import { type AssignInput, CLASS_LIMITS, type ClassInput, formatJoinCode, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from "../../admin-modules/domain/classes";
import { slugWithId } from "../../admin-modules/domain/slug";
import { recordAudit } from "../admin/audit";
import { localizeRows } from "./translations";

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: m["classes.notFound"]() });

function newJoinCode(): string {
  let code = "";
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** The teacher's own class, or NOT_FOUND (another teacher's class is not theirs to know about). */
export async function ownClass(db: DB | Transaction<Database>, teacherId: number, classId: number) {
  const row = await db.selectFrom("classes").selectAll().where("id", "=", classId).where("teacher_id", "=", teacherId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Whether the account asked to be a teacher, and whether a super admin confirmed it. */
export async function teacherStatus(db: DB, userId: number): Promise<"none" | "requested" | "confirmed"> {
  const row = await db.selectFrom("teacher_accounts").select("confirmed_at").where("user_id", "=", userId).executeTakeFirst();
  return !row ? "none" : row.confirmed_at ? "confirmed" : "requested";
}

/** Records the request made at sign-up; a super admin confirms it in the back office (Teachers). */
export async function requestTeacherRole(db: DB, userId: number): Promise<void> {
  await db
    .insertInto("teacher_accounts")
    .values({ user_id: userId })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

export async function listClasses(db: DB, teacherId: number) {
  return db
    .selectFrom("classes as c")
    .select((eb) => [
      "c.id",
      "c.name",
      "c.school",
      "c.grade",
      "c.language",
      "c.join_code as joinCode",
      "c.created_at as createdAt",
      eb.selectFrom("class_members as cm").select(eb.fn.countAll<number>().as("n")).whereRef("cm.class_id", "=", "c.id").as("children"),
      eb.selectFrom("class_assignments as a").select(eb.fn.countAll<number>().as("n")).whereRef("a.class_id", "=", "c.id").as("assignments"),
    ])
    .where("c.teacher_id", "=", teacherId)
    .orderBy("c.created_at", "desc")
    .orderBy("c.id", "desc")
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, children: Number(r.children), assignments: Number(r.assignments) })));
}

export async function createClass(db: DB, teacherId: number, input: ClassInput): Promise<{ id: number; joinCode: string }> {
  const [{ n }] = await db
    .selectFrom("classes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("teacher_id", "=", teacherId)
    .execute();
  if (Number(n) >= CLASS_LIMITS.classesPerTeacher) throw new TRPCError({ code: "BAD_REQUEST", message: m["classes.tooManyClasses"]() });
  // A clash with an existing code is rare (244 million codes): try again with another.
  for (let attempt = 0; ; attempt++) {
    const joinCode = newJoinCode();
    const row = await db
      .insertInto("classes")
      .values({ teacher_id: teacherId, ...input, join_code: joinCode })
      .onConflict((oc) => oc.column("join_code").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (row) return { id: row.id, joinCode };
    if (attempt > 10) throw new Error("No free join code after 10 tries");
  }
}

/**
 * The join sheet's steps in all three languages at once (a class may mix them), written by the server: the
 * page of one language carries only its own messages.
 */
function joinSheet(publicUrl: string, code: string) {
  const address = `${publicUrl.replace(/\/$/, "")}/join`;
  const shown = formatJoinCode(code);
  return {
    address,
    code: shown,
    languages: (["si", "ta", "en"] as const).map((locale) => ({
      locale,
      title: m["classes.sheet.title"]({}, { locale }),
      steps: [
        m["classes.sheet.step1"]({ address }, { locale }),
        m["classes.sheet.step2"]({}, { locale }),
        m["classes.sheet.step3"]({ code: shown }, { locale }),
        m["classes.sheet.step4"]({}, { locale }),
      ],
    })),
  };
}

/** A class as its teacher manages it: the children (usernames only), groups, assignments, the courses to give, the join sheet. */
export async function classDetail(db: DB, teacherId: number, classId: number, publicUrl: string) {
  const row = await ownClass(db, teacherId, classId);
  const [members, groups, assignments, courses] = await Promise.all([
    db
      .selectFrom("class_members as cm")
      .innerJoin("profiles as p", "p.user_id", "cm.user_id")
      .select(["cm.user_id as userId", "p.username", "cm.group_id as groupId", "cm.joined_at as joinedAt"])
      .where("cm.class_id", "=", classId)
      .orderBy("p.username")
      .execute(),
    db.selectFrom("class_groups").select(["id", "name"]).where("class_id", "=", classId).orderBy("name").execute(),
    assignmentsOf(db, [classId]),
    assignableCourses(db),
  ]);
  return {
    class: { id: row.id, name: row.name, school: row.school, grade: row.grade, language: row.language, joinCode: row.join_code },
    members,
    groups,
    assignments,
    courses,
    sheet: joinSheet(publicUrl, row.join_code),
  };
}

/** Active courses with lessons, with their lessons in order: what a teacher may assign. */
export async function assignableCourses(db: DB) {
  const [courses, lessons] = await Promise.all([
    db.selectFrom("courses").select(["id", "title", "language"]).where("is_active", "=", 1).where("lessons_count", ">", 0).execute(),
    db
      .selectFrom("course_lessons as l")
      .innerJoin("courses as c", "c.id", "l.course_id")
      .select(["l.id", "l.course_id", "l.title", "l.language"])
      .where("c.is_active", "=", 1)
      .orderBy("l.course_id")
      .orderBy("l.position")
      .orderBy("l.id")
      .execute(),
  ]);
  // In the teacher's language where translated (as learners read them), in that language's order.
  const [shownCourses, shownLessons] = await Promise.all([localizeRows(db, "courses", courses), localizeRows(db, "course_lessons", lessons)]);
  return shownCourses
    .map((c) => ({ id: c.id, title: c.title, lessons: shownLessons.filter((l) => l.course_id === c.id).map((l) => ({ id: l.id, title: l.title })) }))
    .sort((a, b) => a.title.localeCompare(b.title, getLocale()));
}

export interface AssignmentRow {
  id: number;
  classId: number;
  courseId: number;
  courseTitle: string;
  courseSlug: string;
  lessonIds: number[] | null;
  groupId: number | null;
  userId: number | null;
  dueDate: string | null;
  createdAt: string;
}

export async function assignmentsOf(db: DB, classIds: readonly number[]): Promise<AssignmentRow[]> {
  if (!classIds.length) return [];
  const rows = await db
    .selectFrom("class_assignments as a")
    .innerJoin("courses as c", "c.id", "a.course_id")
    .select(["a.id", "a.class_id", "a.course_id", "c.title", "c.language", "a.lesson_ids", "a.group_id", "a.user_id", "a.due_date", "a.created_at"])
    .where("a.class_id", "in", [...classIds])
    .orderBy("a.id")
    .execute();
  // The course's title in the reader's language where translated; its address from the original title, as the learning pages' is.
  const titles = new Map(
    (
      await localizeRows(
        db,
        "courses",
        rows.map((r) => ({ id: r.course_id, title: r.title, language: r.language })),
      )
    ).map((c) => [c.id, c.title]),
  );
  return rows.map((r) => ({
    id: r.id,
    classId: r.class_id,
    courseId: r.course_id,
    courseTitle: titles.get(r.course_id) ?? r.title,
    courseSlug: slugWithId(r.title, r.course_id),
    lessonIds: r.lesson_ids ? (JSON.parse(r.lesson_ids) as number[]) : null,
    groupId: r.group_id,
    userId: r.user_id,
    dueDate: r.due_date,
    createdAt: r.created_at,
  }));
}

async function usernameOf(trx: Transaction<Database>, userId: number): Promise<string> {
  const row = await trx.selectFrom("profiles").select("username").where("user_id", "=", userId).executeTakeFirst();
  return row?.username ?? `#${userId}`;
}

async function memberOf(trx: Transaction<Database>, classId: number, userId: number) {
  const row = await trx.selectFrom("class_members").selectAll().where("class_id", "=", classId).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: m["classes.childNotFound"]() });
  return row;
}

/** Takes a child out of the teacher's class (what was given to that child alone goes too). */
export async function removeChild(db: DB, teacherId: number, classId: number, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ownClass(trx, teacherId, classId);
    await memberOf(trx, classId, userId);
    const child = await usernameOf(trx, userId);
    await trx.deleteFrom("class_members").where("class_id", "=", classId).where("user_id", "=", userId).execute();
    await recordAudit(trx, { actor: teacherId, module: "classes", rowId: classId, action: "removeChild", before: { child }, after: null });
  });
}

export async function addGroup(db: DB, teacherId: number, classId: number, name: string): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    await ownClass(trx, teacherId, classId);
    const groups = await trx.selectFrom("class_groups").select(["id", "name"]).where("class_id", "=", classId).execute();
    if (groups.some((g) => g.name.toLowerCase() === name.toLowerCase())) throw new TRPCError({ code: "CONFLICT", message: m["classes.group.exists"]() });
    if (groups.length >= CLASS_LIMITS.groups) throw new TRPCError({ code: "BAD_REQUEST", message: m["classes.group.tooMany"]() });
    const row = await trx.insertInto("class_groups").values({ class_id: classId, name }).returning("id").executeTakeFirstOrThrow();
    return { id: row.id };
  });
}

/** Puts a child of the class in one of its groups (or in none). */
export async function setGroup(db: DB, teacherId: number, classId: number, userId: number, groupId: number | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ownClass(trx, teacherId, classId);
    const member = await memberOf(trx, classId, userId);
    let group: string | null = null;
    if (groupId !== null) {
      const row = await trx.selectFrom("class_groups").select("name").where("id", "=", groupId).where("class_id", "=", classId).executeTakeFirst();
      if (!row) throw notFound();
      group = row.name;
    }
    const was =
      member.group_id === null
        ? null
        : ((await trx.selectFrom("class_groups").select("name").where("id", "=", member.group_id).executeTakeFirst())?.name ?? null);
    await trx.updateTable("class_members").set({ group_id: groupId }).where("class_id", "=", classId).where("user_id", "=", userId).execute();
    const child = await usernameOf(trx, userId);
    await recordAudit(trx, { actor: teacherId, module: "classes", rowId: classId, action: "setGroup", before: { child, group: was }, after: { child, group } });
  });
}

/** Gives a course (or some of its lessons) to the class, a group of it or one child in it. */
export async function assign(db: DB, teacherId: number, input: AssignInput): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    await ownClass(trx, teacherId, input.classId);
    const course = await trx.selectFrom("courses").select(["id", "title"]).where("id", "=", input.courseId).where("is_active", "=", 1).executeTakeFirst();
    if (!course) throw new TRPCError({ code: "NOT_FOUND", message: m["classes.assign.courseNotFound"]() });
    const lessonIds = [...new Set(input.lessonIds ?? [])];
    if (lessonIds.length) {
      const found = await trx.selectFrom("course_lessons").select("id").where("course_id", "=", course.id).where("id", "in", lessonIds).execute();
      if (found.length !== lessonIds.length) throw new TRPCError({ code: "BAD_REQUEST", message: m["classes.assign.lessonNotInCourse"]() });
    }
    const [{ n }] = await trx
      .selectFrom("class_assignments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("class_id", "=", input.classId)
      .execute();
    if (Number(n) >= CLASS_LIMITS.assignments) throw new TRPCError({ code: "BAD_REQUEST", message: m["classes.assign.tooMany"]() });
    const target = input.target;
    let who: string = m["classes.assign.wholeClass"]();
    if (target.kind === "group") {
      const group = await trx
        .selectFrom("class_groups")
        .select("name")
        .where("id", "=", target.groupId)
        .where("class_id", "=", input.classId)
        .executeTakeFirst();
      if (!group) throw notFound();
      who = group.name;
    }
    if (target.kind === "child") {
      await memberOf(trx, input.classId, target.userId);
      who = await usernameOf(trx, target.userId);
    }
    const row = await trx
      .insertInto("class_assignments")
      .values({
        class_id: input.classId,
        course_id: course.id,
        lesson_ids: lessonIds.length ? JSON.stringify(lessonIds) : null,
        group_id: target.kind === "group" ? target.groupId : null,
        user_id: target.kind === "child" ? target.userId : null,
        due_date: input.dueDate ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: teacherId,
      module: "classes",
      rowId: input.classId,
      action: "assign",
      before: null,
      after: { course: course.title, lessons: lessonIds.length || null, to: who, due_date: input.dueDate ?? null },
    });
    return { id: row.id };
  });
}

export async function unassign(db: DB, teacherId: number, assignmentId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("class_assignments as a")
      .innerJoin("classes as c", "c.id", "a.class_id")
      .innerJoin("courses as co", "co.id", "a.course_id")
      .select(["a.id", "a.class_id", "co.title"])
      .where("a.id", "=", assignmentId)
      .where("c.teacher_id", "=", teacherId)
      .executeTakeFirst();
    if (!row) throw notFound();
    await trx.deleteFrom("class_assignments").where("id", "=", assignmentId).execute();
    await recordAudit(trx, { actor: teacherId, module: "classes", rowId: row.class_id, action: "unassign", before: { course: row.title }, after: null });
  });
}

// ——— The child's side ———

/** What a child sees before agreeing to join: the class's name and its teacher's username. Nothing about who is in it. */
export async function previewClass(db: DB, code: string) {
  const row = await db
    .selectFrom("classes as c")
    .innerJoin("teacher_accounts as t", "t.user_id", "c.teacher_id")
    .innerJoin("profiles as p", "p.user_id", "c.teacher_id")
    .select(["c.id", "c.name", "c.school", "c.grade", "p.username as teacher"])
    .where("c.join_code", "=", code)
    .where("t.confirmed_at", "is not", null)
    .executeTakeFirst();
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: m["classes.join.notFound"]() });
  return row;
}

export async function joinClass(db: DB, userId: number, code: string): Promise<{ classId: number; name: string }> {
  const found = await previewClass(db, code);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("classes").select(["teacher_id"]).where("id", "=", found.id).executeTakeFirstOrThrow();
    if (row.teacher_id === userId) throw new TRPCError({ code: "BAD_REQUEST", message: m["classes.join.ownClass"]() });
    const [{ n }] = await trx
      .selectFrom("class_members")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("class_id", "=", found.id)
      .execute();
    if (Number(n) >= CLASS_LIMITS.members) throw new TRPCError({ code: "BAD_REQUEST", message: m["classes.join.full"]() });
    await trx
      .insertInto("class_members")
      .values({ class_id: found.id, user_id: userId })
      .onConflict((oc) => oc.columns(["class_id", "user_id"]).doNothing())
      .execute();
    return { classId: found.id, name: found.name };
  });
}

export async function leaveClass(db: DB, userId: number, classId: number): Promise<void> {
  const result = await db.deleteFrom("class_members").where("class_id", "=", classId).where("user_id", "=", userId).executeTakeFirst();
  if (!Number(result.numDeletedRows)) throw notFound();
}

/** Which of these assignments are for this member: the whole class's, their group's, their own. */
export const isFor = (a: Pick<AssignmentRow, "groupId" | "userId">, member: { userId: number; groupId: number | null }) =>
  (a.groupId === null && a.userId === null) || (a.groupId !== null && a.groupId === member.groupId) || a.userId === member.userId;

/**
 * The child's classes and "From your teacher": each class's name and teacher, and what was given to this
 * child (whole class, their group, or them). Never another child's name, progress or count.
 */
export async function myClasses(db: DB, userId: number) {
  const memberships = await db
    .selectFrom("class_members as cm")
    .innerJoin("classes as c", "c.id", "cm.class_id")
    .innerJoin("profiles as p", "p.user_id", "c.teacher_id")
    .select(["c.id", "c.name", "p.username as teacher", "cm.group_id"])
    .where("cm.user_id", "=", userId)
    .orderBy("cm.joined_at")
    .execute();
  const assignments = await assignmentsOf(
    db,
    memberships.map((c) => c.id),
  );
  const lessonTitles = new Map<number, string>();
  const lessonIds = [...new Set(assignments.flatMap((a) => a.lessonIds ?? []))];
  if (lessonIds.length)
    for (const l of await localizeRows(
      db,
      "course_lessons",
      await db.selectFrom("course_lessons").select(["id", "title", "language"]).where("id", "in", lessonIds).execute(),
    ))
      lessonTitles.set(l.id, l.title);
  return memberships.map((c) => ({
    id: c.id,
    name: c.name,
    teacher: c.teacher,
    assignments: assignments
      .filter((a) => a.classId === c.id && isFor(a, { userId, groupId: c.group_id }))
      .map((a) => ({
        id: a.id,
        courseId: a.courseId,
        courseTitle: a.courseTitle,
        courseSlug: a.courseSlug,
        lessons: a.lessonIds?.map((id) => ({ id, title: lessonTitles.get(id) ?? "" })) ?? null,
        dueDate: a.dueDate,
      })),
  }));
}
