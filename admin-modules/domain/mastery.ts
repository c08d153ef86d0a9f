/**
 * Mastery of a lesson's practice (issue 30), after Kolibri: staff choose the rule per lesson, n right in a
 * row (the default, 3), m right of the last n, or every exercise right. What counts is the first try at a
 * question: a right answer after a hint (or the same question answered again) helps the child learn but does not count toward mastery (so
 * guessing through the choices never masters a lesson). Once mastered, a lesson stays mastered: no level
 * is taken away, no streak to keep up. Pure, shared by the server (the only judge) and the offline page.
 */

export const MASTERY_RULES = ["streak", "recent", "all"] as const;
export type MasteryRuleKind = (typeof MASTERY_RULES)[number];

export interface MasteryRule {
  kind: MasteryRuleKind;
  /** streak: n right in a row; recent: m right... */
  correct: number;
  /** recent: ...of the last n. */
  window: number;
}

export const DEFAULT_MASTERY: MasteryRule = { kind: "streak", correct: 3, window: 5 };
export const MASTERY_BOUNDS = { min: 1, max: 20 } as const;

/** The rule as stored on a lesson row, made sensible (m never above n). */
export function masteryRuleOf(row: { mastery_rule?: unknown; mastery_correct?: unknown; mastery_window?: unknown }): MasteryRule {
  const kind = (MASTERY_RULES as readonly unknown[]).includes(row.mastery_rule) ? (row.mastery_rule as MasteryRuleKind) : DEFAULT_MASTERY.kind;
  const bound = (value: unknown, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= MASTERY_BOUNDS.min && n <= MASTERY_BOUNDS.max ? n : fallback;
  };
  const window = bound(row.mastery_window, DEFAULT_MASTERY.window);
  const correct = bound(row.mastery_correct, DEFAULT_MASTERY.correct);
  return { kind, correct: kind === "recent" ? Math.min(correct, window) : correct, window };
}

/** One stored attempt, oldest first. */
export interface AttemptResult {
  blockId: string;
  correct: boolean;
}

/**
 * Whether an attempt is a first try: it is unless the attempt just before it (in this lesson) was at the
 * same question. So another try after a wrong answer (and the hint) never counts, and neither does
 * sending the same right answer again and again: a run of right answers is a run of different questions.
 */
export function isFirstTry(previous: AttemptResult | undefined, blockId: string): boolean {
  return !(previous && previous.blockId === blockId);
}

/** The first tries of a lesson's attempts, oldest first. */
export function firstTries(attempts: readonly AttemptResult[]): AttemptResult[] {
  return attempts.filter((attempt, i) => isFirstTry(attempts[i - 1], attempt.blockId));
}

export interface MasteryState {
  mastered: boolean;
  /** How far along: right answers counted by the rule, and how many it needs. */
  current: number;
  goal: number;
}

/**
 * The rule applied to a lesson's first tries (oldest first). `exerciseIds` are the lesson's exercises now;
 * tries at exercises since removed do not count for "all".
 */
export function masteryOf(rule: MasteryRule, exerciseIds: readonly string[], tries: readonly AttemptResult[]): MasteryState {
  if (exerciseIds.length === 0) return { mastered: false, current: 0, goal: 0 };
  switch (rule.kind) {
    case "streak": {
      let run = 0;
      for (let i = tries.length - 1; i >= 0 && tries[i]!.correct; i--) run++;
      return { mastered: run >= rule.correct, current: Math.min(run, rule.correct), goal: rule.correct };
    }
    case "recent": {
      const right = tries.slice(-rule.window).filter((t) => t.correct).length;
      return { mastered: right >= rule.correct, current: Math.min(right, rule.correct), goal: rule.correct };
    }
    case "all": {
      const latest = new Map<string, boolean>();
      for (const t of tries) latest.set(t.blockId, t.correct);
      const right = exerciseIds.filter((id) => latest.get(id) === true).length;
      return { mastered: right === exerciseIds.length, current: right, goal: exerciseIds.length };
    }
  }
}

/** How many first tries the rule looks back over at most (the server reads no more than this). */
export function lookBack(rule: MasteryRule, exerciseCount: number): number | null {
  if (rule.kind === "streak") return rule.correct;
  if (rule.kind === "recent") return rule.window;
  return exerciseCount > 0 ? null : 0;
}

/** A lesson as a child's progress sees it. */
export type LessonState = "new" | "read" | "practised" | "mastered";

/**
 * Done for the course's progress: a lesson with exercises when mastered, one without when read.
 */
export const isLessonDone = (hasExercises: boolean, state: LessonState) => (hasExercises ? state === "mastered" : state === "read" || state === "mastered");
