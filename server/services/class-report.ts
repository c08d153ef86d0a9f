/**
 * The teacher's view of a class (issue 31): for each assignment, each child it is for with their progress
 * and mastery on the assigned lessons only (lesson_progress, lesson_mastery, exercise_attempts), "needs
 * help" and "difficult questions" by the rules in admin-modules/domain/classes.ts. Children by username only.
 *
 * Four reads for the whole class whatever its size (members, lessons, and the three progress tables limited
 * to the class's children and the assigned lessons), then counted in memory: a class of 40 with 10
 * assignments and 2,000 answers is one page (npm run bench:http, "teacher's view").
 */
import type { DB } from "../../db/open";
import { exercisesOf } from "../../admin-modules/domain/lesson-blocks";
import { blocksInReaderLanguage } from "./learning";
import { localizeRows } from "./translations";
import { isLessonDone, type LessonState } from "../../admin-modules/domain/mastery";
import { type ChildReport, DIFFICULT_SHARE, type DifficultQuestion, NEEDS_HELP_WRONG_ANSWERS } from "../../admin-modules/domain/classes";
import { type AssignmentRow, assignmentsOf, isFor, ownClass } from "./classes";

interface Lesson {
  id: number;
  courseId: number;
  title: string;
  exercises: { id: string; prompt: string }[];
}

interface Attempt {
  user_id: number;
  lesson_id: number;
  block_id: string;
  correct: 0 | 1;
}

const key = (userId: number, lessonId: number) => `${userId}:${lessonId}`;

export async function classReport(db: DB, teacherId: number, classId: number) {
  const row = await ownClass(db, teacherId, classId);
  const [members, groups, assignments] = await Promise.all([
    db
      .selectFrom("class_members as cm")
      .innerJoin("profiles as p", "p.user_id", "cm.user_id")
      .select(["cm.user_id as userId", "p.username", "cm.group_id as groupId"])
      .where("cm.class_id", "=", classId)
      .orderBy("p.username")
      .execute(),
    db.selectFrom("class_groups").select(["id", "name"]).where("class_id", "=", classId).execute(),
    assignmentsOf(db, [classId]),
  ]);
  const courseIds = [...new Set(assignments.map((a) => a.courseId))];
  const lessonRows = courseIds.length
    ? await db
        .selectFrom("course_lessons")
        .select(["id", "course_id", "title", "language", "blocks", "block_texts"])
        .where("course_id", "in", courseIds)
        .orderBy("course_id")
        .orderBy("position")
        .orderBy("id")
        .execute()
    : [];
  // Titles and questions in the teacher's language where translated, as a learner's page reads them.
  const lessons = (await localizeRows(db, "course_lessons", lessonRows)).map(
    (l): Lesson => ({
      id: l.id,
      courseId: l.course_id,
      title: l.title,
      exercises: exercisesOf(blocksInReaderLanguage(l).blocks).map((b) => ({ id: b.id, prompt: b.prompt })),
    }),
  );
  const assigned = new Map(assignments.map((a) => [a.id, lessonsOfAssignment(a, lessons)]));
  const lessonIds = [...new Set([...assigned.values()].flat().map((l) => l.id))];
  const userIds = members.map((mb) => mb.userId);
  const read = new Set<string>();
  const mastery = new Map<string, string | null>();
  const attempts = new Map<string, Attempt[]>();
  if (lessonIds.length && userIds.length) {
    const [progressRows, masteryRows, attemptRows] = await Promise.all([
      db.selectFrom("lesson_progress").select(["user_id", "lesson_id"]).where("user_id", "in", userIds).where("lesson_id", "in", lessonIds).execute(),
      db
        .selectFrom("lesson_mastery")
        .select(["user_id", "lesson_id", "mastered_at"])
        .where("user_id", "in", userIds)
        .where("lesson_id", "in", lessonIds)
        .execute(),
      db
        .selectFrom("exercise_attempts")
        .select(["user_id", "lesson_id", "block_id", "correct"])
        .where("user_id", "in", userIds)
        .where("lesson_id", "in", lessonIds)
        .orderBy("id")
        .execute(),
    ]);
    for (const p of progressRows) read.add(key(p.user_id, p.lesson_id));
    for (const p of masteryRows) mastery.set(key(p.user_id, p.lesson_id), p.mastered_at);
    for (const a of attemptRows) {
      const k = key(a.user_id, a.lesson_id);
      const list = attempts.get(k);
      if (list) list.push(a);
      else attempts.set(k, [a]);
    }
  }
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const usernames = new Map(members.map((mb) => [mb.userId, mb.username]));
  return {
    class: { id: row.id, name: row.name, school: row.school, grade: row.grade, language: row.language, joinCode: row.join_code },
    needsHelpAfter: NEEDS_HELP_WRONG_ANSWERS,
    assignments: assignments.map((a) => {
      const its = assigned.get(a.id) ?? [];
      const children = members.filter((mb) => isFor(a, mb)).map((mb) => childReport(mb.userId, mb.username, its, read, mastery, attempts));
      return {
        id: a.id,
        courseId: a.courseId,
        courseTitle: a.courseTitle,
        lessons: its.map((l) => ({ id: l.id, title: l.title })),
        wholeCourse: a.lessonIds === null,
        target:
          a.groupId !== null
            ? { kind: "group" as const, name: groupName.get(a.groupId) ?? "" }
            : a.userId !== null
              ? { kind: "child" as const, name: usernames.get(a.userId) ?? "" }
              : { kind: "class" as const, name: "" },
        dueDate: a.dueDate,
        children,
        difficult: difficultQuestions(its, children, attempts),
      };
    }),
  };
}

function lessonsOfAssignment(a: AssignmentRow, lessons: readonly Lesson[]): Lesson[] {
  const ofCourse = lessons.filter((l) => l.courseId === a.courseId);
  if (!a.lessonIds) return ofCourse;
  const chosen = new Set(a.lessonIds);
  return ofCourse.filter((l) => chosen.has(l.id));
}

function childReport(
  userId: number,
  username: string,
  lessons: readonly Lesson[],
  read: ReadonlySet<string>,
  mastery: ReadonlyMap<string, string | null>,
  attempts: ReadonlyMap<string, Attempt[]>,
): ChildReport {
  let done = 0;
  let mastered = 0;
  let answers = 0;
  let right = 0;
  let started = false;
  const needsHelp: ChildReport["needsHelp"] = [];
  for (const lesson of lessons) {
    const k = key(userId, lesson.id);
    const masteredAt = mastery.get(k);
    const state: LessonState = masteredAt ? "mastered" : mastery.has(k) ? "practised" : read.has(k) ? "read" : "new";
    if (state !== "new") started = true;
    if (state === "mastered") mastered++;
    if (isLessonDone(lesson.exercises.length > 0, state)) done++;
    const given = attempts.get(k) ?? [];
    answers += given.length;
    right += given.filter((a) => a.correct === 1).length;
    lesson.exercises.forEach((exercise, index) => {
      // Wrong answers since the last right one: a child who got there in the end does not need help with it.
      let wrong = 0;
      for (const a of given) if (a.block_id === exercise.id) wrong = a.correct ? 0 : wrong + 1;
      if (wrong >= NEEDS_HELP_WRONG_ANSWERS) needsHelp.push({ lessonTitle: lesson.title, question: index + 1, prompt: exercise.prompt, wrong });
    });
  }
  if (answers > 0) started = true;
  const total = lessons.length;
  return {
    userId,
    username,
    done,
    mastered,
    total,
    percent: total ? Math.round((done / total) * 100) : 0,
    answers,
    right,
    status: total > 0 && done === total ? "done" : started ? "started" : "notStarted",
    needsHelp,
  };
}

/** The questions most of the children who tried missed at their first answer, the most missed first. */
function difficultQuestions(lessons: readonly Lesson[], children: readonly ChildReport[], attempts: ReadonlyMap<string, Attempt[]>): DifficultQuestion[] {
  const out: DifficultQuestion[] = [];
  for (const lesson of lessons) {
    lesson.exercises.forEach((exercise, index) => {
      let tried = 0;
      let missed = 0;
      for (const child of children) {
        const first = attempts.get(key(child.userId, lesson.id))?.find((a) => a.block_id === exercise.id);
        if (!first) continue;
        tried++;
        if (!first.correct) missed++;
      }
      if (tried > 0 && missed / tried > DIFFICULT_SHARE)
        out.push({ lessonTitle: lesson.title, question: index + 1, prompt: exercise.prompt, tried, missedFirstTime: missed });
    });
  }
  return out.sort((a, b) => b.missedFirstTime / b.tried - a.missedFirstTime / a.tried || b.missedFirstTime - a.missedFirstTime);
}
