/**
 * A lesson's progress in plain words (issue 30), the same on the lesson page, in My Progress and on the
 * parent's page: "Mastered", "Practised, not mastered yet: 2 of 3 right in a row so far", "Read"...
 */
import { m } from "../../../../admin-modules/domain/i18n";
import type { LessonState, MasteryRule } from "../../../../admin-modules/domain/mastery";

export interface LessonProgressView {
  state: LessonState;
  read: boolean;
  current: number;
  goal: number;
  rule: MasteryRule;
}

/** How far along the rule is: "2 of 3 right in a row so far". */
export function ruleProgress(progress: Pick<LessonProgressView, "current" | "goal" | "rule">): string {
  const counts = { current: progress.current, goal: progress.goal };
  if (progress.rule.kind === "recent") return m["mastery.progressRecent"](counts);
  if (progress.rule.kind === "all") return m["mastery.progressAll"](counts);
  return m["mastery.progressStreak"](counts);
}

/** What the rule asks, said to the child before they start. */
export function ruleText(rule: MasteryRule): string {
  if (rule.kind === "recent") return m["mastery.ruleRecent"]({ correct: rule.correct, window: rule.window });
  if (rule.kind === "all") return m["mastery.ruleAll"]();
  return m["mastery.ruleStreak"]({ count: rule.correct });
}

/** The lesson's state in plain words; `practice`: the lesson has exercises. */
export function lessonStatus(progress: LessonProgressView | null, practice: boolean): string {
  if (!progress || progress.state === "new") return m["mastery.plainNew"]();
  if (progress.state === "mastered") return practice ? m["mastery.plainMastered"]() : m["mastery.plainRead"]();
  if (progress.state === "practised") return m["mastery.plainPractised"]({ progress: ruleProgress(progress) });
  return practice ? m["mastery.plainReadToPractise"]() : m["mastery.plainRead"]();
}

/** The short label of a state: "Practised", "Mastered". */
export function stateLabel(state: LessonState): string {
  return { new: m["mastery.new"], read: m["mastery.read"], practised: m["mastery.practised"], mastered: m["mastery.mastered"] }[state]();
}
