/**
 * The demo course "Staying Safe Online" (three lessons with practice) for the classes tests: its lessons and
 * the right answer to each of its questions, so a test can complete it or get a question wrong on purpose.
 */
import type { TestEnv } from "../support/api";
import { mixed } from "../../admin-modules/domain/lesson-blocks";

type Api = Awaited<ReturnType<TestEnv["caller"]>>["api"];

/** Where the page shows each of the items a, b, c of an order or match question (its mix is fixed by the question's id). */
const shownPlace = (question: string, id: string) =>
  String(
    mixed(
      ["a", "b", "c"].map((x) => ({ id: x })),
      question,
    ).findIndex((item) => item.id === id) + 1,
  );

/** The right answers of the demo's six questions (db/seed/demo-lessons.ts), as the page sends them. */
export const RIGHT_ANSWERS = {
  q1: { type: "single", choice: "c" },
  q2: { type: "truefalse", value: false },
  q3: { type: "multiple", choices: ["a", "b"] },
  q4: { type: "typed", text: "10" },
  q5: { type: "order", order: ["a", "b", "c"].map((id) => shownPlace("q5", id)) },
  q6: { type: "match", pairs: { a: shownPlace("q6", "a"), b: shownPlace("q6", "b"), c: shownPlace("q6", "c") } },
} as const;

type Question = keyof typeof RIGHT_ANSWERS;
const LESSON_OF: Record<Question, number> = { q1: 0, q2: 0, q3: 1, q4: 1, q5: 2, q6: 2 };

export async function safetyCourse(env: Pick<TestEnv, "db">) {
  const row = await env.db.selectFrom("courses").select("id").where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
  const lessons = (await env.db.selectFrom("course_lessons").select("id").where("course_id", "=", row.id).orderBy("position").orderBy("id").execute()).map(
    (l) => l.id,
  );
  return {
    id: row.id,
    lessons,
    /** Where a question is: the course and its lesson, and the block's id. */
    q: (question: Question) => ({ courseId: row.id, lessonId: lessons[LESSON_OF[question]]!, blockId: question }),
  };
}

let keys = 0;

export async function answerRight(api: Api, course: Awaited<ReturnType<typeof safetyCourse>>, question: Question) {
  return api.public.learning.answer({ ...course.q(question), attemptKey: `right-${++keys}-${Date.now()}`, answer: RIGHT_ANSWERS[question] as never });
}

/** Enrols and masters every lesson: each lesson's questions answered right in turn until the lesson's rule says mastered. */
export async function completeCourse(api: Api, course: Awaited<ReturnType<typeof safetyCourse>>) {
  await api.public.learning.enroll({ courseId: course.id });
  const byLesson: Question[][] = [
    ["q1", "q2"],
    ["q3", "q4"],
    ["q5", "q6"],
  ];
  for (const questions of byLesson) {
    let mastered = false;
    for (let i = 0; i < 12 && !mastered; i++) mastered = (await answerRight(api, course, questions[i % questions.length]!)).mastered;
    if (!mastered) throw new Error(`lesson of ${questions.join(", ")} not mastered`);
  }
}
