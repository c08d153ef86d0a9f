import { describe, expect, it } from "vitest";
import { computeAchievements, type LearningActivity, NO_ACTIVITY } from "../../server/services/learning-achievements";

const unlocked = (activity: Partial<LearningActivity>) =>
  computeAchievements({ ...NO_ACTIVITY, ...activity })
    .filter((a) => a.unlocked)
    .map((a) => (a.course ? `course:${a.course.title}` : a.id));

describe("learning achievements follow from mastery (issue 30)", () => {
  it("a new learner has a first lesson, a course and a week of learning, each locked", () => {
    const all = computeAchievements(NO_ACTIVITY);
    expect(all.map((a) => a.id)).toEqual(["firstLesson", "course", "learningWeek"]);
    expect(all.every((a) => !a.unlocked && a.current === 0)).toBe(true);
  });

  it("a first lesson mastered, then one achievement per mastered course, named after it", () => {
    expect(unlocked({ masteredLessons: ["2026-03-01T10:00:00Z"] })).toEqual(["firstLesson"]);
    const courses = [
      { id: 2, title: "Feelings", at: "2026-03-03T10:00:00Z" },
      { id: 1, title: "My rights", at: "2026-03-02T10:00:00Z" },
    ];
    expect(unlocked({ masteredLessons: ["2026-03-01T10:00:00Z"], masteredCourses: courses })).toEqual(["firstLesson", "course:My rights", "course:Feelings"]);
  });

  it("a week of learning is seven different Sri Lanka days in any order: no streak to keep", () => {
    // 23:00 in Colombo (17:30 UTC) on seven days with gaps between them.
    const days = ["02-01", "02-05", "02-09", "02-14", "02-20", "02-27", "03-02"].map((d) => `2026-${d}T17:30:00Z`);
    expect(unlocked({ learningTimes: days })).toEqual(["learningWeek"]);
    expect(computeAchievements({ ...NO_ACTIVITY, learningTimes: days.slice(1) }).find((a) => a.id === "learningWeek")).toMatchObject({
      unlocked: false,
      current: 6,
      goal: 7,
    });
  });

  it("counts days by Sri Lanka time (UTC+05:30): 18:29 and 18:31 UTC fall on two days", () => {
    const week = computeAchievements({ ...NO_ACTIVITY, learningTimes: ["2026-02-28T18:29:00Z", "2026-02-28T18:31:00Z"] }).find((a) => a.id === "learningWeek");
    expect(week?.current).toBe(2);
    const sameDay = computeAchievements({ ...NO_ACTIVITY, learningTimes: ["2026-02-28T18:31:00Z", "2026-03-01T05:00:00Z"], learningDays: ["2026-03-01"] });
    expect(sameDay.find((a) => a.id === "learningWeek")?.current).toBe(1);
  });
});
