import { describe, expect, it } from "vitest";
import { computeAchievements, type LearningActivity } from "../../server/services/learning-achievements";

const none: LearningActivity = { enrolments: 0, completedCourses: 0, lessonCompletions: [] };
const unlocked = (activity: Partial<LearningActivity>) =>
  computeAchievements({ ...none, ...activity })
    .filter((a) => a.unlocked)
    .map((a) => a.id);

describe("learning achievements from real activity", () => {
  it("a new learner has all five, each locked", () => {
    const all = computeAchievements(none);
    expect(all.map((a) => a.id)).toEqual(["firstCourse", "quickLearner", "curiousMind", "dedicatedStudent", "knowledgeSeeker"]);
    expect(all.every((a) => !a.unlocked && a.current === 0)).toBe(true);
  });

  it("First Course at one enrolment, Curious Mind at three, Knowledge Seeker at five completed courses", () => {
    expect(unlocked({ enrolments: 1 })).toEqual(["firstCourse"]);
    expect(unlocked({ enrolments: 2 })).toEqual(["firstCourse"]);
    expect(unlocked({ enrolments: 3 })).toEqual(["firstCourse", "curiousMind"]);
    expect(unlocked({ enrolments: 6, completedCourses: 4 })).not.toContain("knowledgeSeeker");
    expect(unlocked({ enrolments: 6, completedCourses: 5 })).toContain("knowledgeSeeker");
    const seeker = computeAchievements({ ...none, enrolments: 6, completedCourses: 4 }).find((a) => a.id === "knowledgeSeeker");
    expect(seeker).toMatchObject({ current: 4, goal: 5 });
  });

  it("Quick Learner counts three lessons on one Sri Lanka calendar day (UTC+05:30)", () => {
    // 18:29 UTC is 23:59 in Colombo; 18:30 UTC is already the next day there.
    const split = ["2026-03-01T00:00:00Z", "2026-03-01T10:00:00Z", "2026-03-01T18:30:00Z"];
    expect(unlocked({ enrolments: 1, lessonCompletions: split })).not.toContain("quickLearner");
    const sameDay = ["2026-03-01T00:00:00Z", "2026-03-01T10:00:00Z", "2026-03-01T18:29:59Z"];
    expect(unlocked({ enrolments: 1, lessonCompletions: sameDay })).toContain("quickLearner");
    // 19:00 UTC on 28 Feb is 00:30 on 1 March in Colombo: one day with 10:00 UTC and 18:00 UTC on 1 March.
    const acrossUtcMidnight = ["2026-02-28T19:00:00Z", "2026-03-01T10:00:00Z", "2026-03-01T18:00:00Z"];
    expect(unlocked({ enrolments: 1, lessonCompletions: acrossUtcMidnight })).toContain("quickLearner");
    // The early hours in UTC are still the previous Sri Lankan day until 18:30 UTC.
    const earlyAndLate = ["2026-02-28T18:29:00Z", "2026-02-28T18:31:00Z", "2026-03-01T05:00:00Z"];
    expect(computeAchievements({ ...none, lessonCompletions: earlyAndLate }).find((a) => a.id === "quickLearner")?.current).toBe(2);
  });

  it("Dedicated Student needs seven consecutive Sri Lanka days, across a month end", () => {
    // One lesson at 23:00 Colombo time (17:30 UTC) on each of 24 Feb .. 2 Mar 2026.
    const days = ["02-24", "02-25", "02-26", "02-27", "02-28", "03-01", "03-02"].map((d) => `2026-${d}T17:30:00Z`);
    expect(unlocked({ enrolments: 1, lessonCompletions: days })).toContain("dedicatedStudent");
    // Drop 27 Feb: the best run is three days.
    const gap = days.filter((_, i) => i !== 3);
    const result = computeAchievements({ ...none, enrolments: 1, lessonCompletions: gap }).find((a) => a.id === "dedicatedStudent");
    expect(result).toMatchObject({ unlocked: false, current: 3 });
  });

  it("a 19:00 UTC lesson belongs to the next Colombo day, so it can close a streak", () => {
    // Six days at 12:00 UTC (17:30 Colombo) on 1..6 March, then 19:00 UTC on 6 March = 00:30 on 7 March.
    const six = [1, 2, 3, 4, 5, 6].map((d) => `2026-03-0${d}T12:00:00Z`);
    expect(unlocked({ lessonCompletions: six })).not.toContain("dedicatedStudent");
    expect(unlocked({ lessonCompletions: [...six, "2026-03-06T19:00:00Z"] })).toContain("dedicatedStudent");
    // 18:29 UTC on 6 March is still 6 March in Colombo: no seventh day.
    expect(unlocked({ lessonCompletions: [...six, "2026-03-06T18:29:00Z"] })).not.toContain("dedicatedStudent");
  });
});
