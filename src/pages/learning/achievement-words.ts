/** An achievement's name and what it asks, in the reader's language (the learning page and the parent's page). */
import { m } from "../../../admin-modules/domain/i18n";

interface AchievementView {
  id: "firstLesson" | "course" | "learningWeek";
  course: { title: string } | null;
}

export function achievementName(a: AchievementView): string {
  if (a.id === "course") return a.course ? m["achievement.courseNamed"]({ title: a.course.title }) : m["achievement.course"]();
  return a.id === "firstLesson" ? m["achievement.firstLesson"]() : m["achievement.learningWeek"]();
}

export function achievementText(a: AchievementView): string {
  return { firstLesson: m["achievement.firstLessonText"], course: m["achievement.courseText"], learningWeek: m["achievement.learningWeekText"] }[a.id]();
}

export const ACHIEVEMENT_EMOJI: Record<AchievementView["id"], string> = { firstLesson: "🎯", course: "🏆", learningWeek: "📅" };
