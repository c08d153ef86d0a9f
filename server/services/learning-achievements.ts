/**
 * Learning achievements, computed from what the learner really did (not a fixed list). Pure, so the
 * day edges in Sri Lanka time (UTC+05:30) can be tested without a database.
 */
import { addDays, sriLankaDate } from "../../admin-modules/domain/time";

export const ACHIEVEMENT_IDS = ["firstCourse", "quickLearner", "curiousMind", "dedicatedStudent", "knowledgeSeeker"] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

export interface LearningActivity {
  /** Courses the learner enrolled in (ever, including courses since hidden). */
  enrolments: number;
  /** Enrolments that reached 100 percent. */
  completedCourses: number;
  /** When each lesson was marked done: ISO-8601 UTC instants. */
  lessonCompletions: readonly string[];
}

export interface Achievement {
  id: AchievementId;
  unlocked: boolean;
  /** How far along the learner is, capped at the goal, for a "2 of 3" hint. */
  current: number;
  goal: number;
}

const GOALS: Record<AchievementId, number> = {
  firstCourse: 1,
  quickLearner: 3,
  curiousMind: 3,
  dedicatedStudent: 7,
  knowledgeSeeker: 5,
};

/** Lessons done per Sri Lankan calendar day (YYYY-MM-DD). */
function lessonsPerDay(completions: readonly string[]): Map<string, number> {
  const days = new Map<string, number>();
  for (const at of completions) {
    const instant = new Date(at);
    if (Number.isNaN(instant.getTime())) continue;
    const day = sriLankaDate(instant);
    days.set(day, (days.get(day) ?? 0) + 1);
  }
  return days;
}

/** The longest run of consecutive calendar days in the set. */
function longestStreak(days: Iterable<string>): number {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of sorted) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

export function computeAchievements(activity: LearningActivity): Achievement[] {
  const perDay = lessonsPerDay(activity.lessonCompletions);
  const reached: Record<AchievementId, number> = {
    firstCourse: activity.enrolments,
    quickLearner: Math.max(0, ...perDay.values()),
    curiousMind: activity.enrolments,
    dedicatedStudent: longestStreak(perDay.keys()),
    knowledgeSeeker: activity.completedCourses,
  };
  return ACHIEVEMENT_IDS.map((id) => ({
    id,
    unlocked: reached[id] >= GOALS[id],
    current: Math.min(reached[id], GOALS[id]),
    goal: GOALS[id],
  }));
}
