/**
 * Learning achievements (issue 30), following from what the learner mastered rather than from a fixed
 * list of prizes: a first lesson mastered, each course mastered (one achievement per course, named after
 * it), and a week of learning (seven different days, in any order: no streak to keep up, nothing lost by
 * a day off, after the ICO Children's Code, standard 13). Pure, so the Sri Lanka day edges (UTC+05:30)
 * are tested without a database.
 */
import { sriLankaDate } from "../../admin-modules/domain/time";

export interface LearningActivity {
  /** When each lesson was mastered (ISO-8601 UTC instants). */
  masteredLessons: readonly string[];
  /** Each course whose every lesson is done, with its title in the reader's language. */
  masteredCourses: readonly { id: number; title: string; at: string }[];
  /** Instants of any learning: lessons read, answers given, minutes on a course page. */
  learningTimes: readonly string[];
  /** Sri Lanka days with learning time recorded (YYYY-MM-DD). */
  learningDays: readonly string[];
}

export type AchievementId = "firstLesson" | "course" | "learningWeek";

export interface Achievement {
  /** "firstLesson", "learningWeek", or "course" (one per mastered course; and one locked while none is). */
  id: AchievementId;
  unlocked: boolean;
  /** How far along the learner is, capped at the goal, for a "3 of 7" hint. */
  current: number;
  goal: number;
  /** The course of a "course" achievement once unlocked. */
  course: { id: number; title: string } | null;
  /** When it was reached. */
  at: string | null;
}

export const LEARNING_WEEK_DAYS = 7;

export const NO_ACTIVITY: LearningActivity = { masteredLessons: [], masteredCourses: [], learningTimes: [], learningDays: [] };

export function computeAchievements(activity: LearningActivity): Achievement[] {
  const firstMastered = [...activity.masteredLessons].sort()[0] ?? null;
  const days = new Set(activity.learningDays);
  for (const at of activity.learningTimes) {
    const instant = new Date(at);
    if (!Number.isNaN(instant.getTime())) days.add(sriLankaDate(instant));
  }
  const weekDay = [...days].sort()[LEARNING_WEEK_DAYS - 1] ?? null;
  const courses: Achievement[] = [...activity.masteredCourses]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((course) => ({ id: "course", unlocked: true, current: 1, goal: 1, course: { id: course.id, title: course.title }, at: course.at }));
  return [
    { id: "firstLesson", unlocked: firstMastered !== null, current: firstMastered ? 1 : 0, goal: 1, course: null, at: firstMastered },
    ...(courses.length ? courses : [{ id: "course" as const, unlocked: false, current: 0, goal: 1, course: null, at: null }]),
    {
      id: "learningWeek",
      unlocked: days.size >= LEARNING_WEEK_DAYS,
      current: Math.min(days.size, LEARNING_WEEK_DAYS),
      goal: LEARNING_WEEK_DAYS,
      course: null,
      at: days.size >= LEARNING_WEEK_DAYS ? `${weekDay}` : null,
    },
  ];
}
