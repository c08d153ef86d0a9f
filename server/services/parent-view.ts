/**
 * What a parent sees through their link: the child's courses, progress, achievements, and the status of
 * what the child shared and signed up for. Titles and statuses only: no other child's data, no staff notes.
 */
import type { DB } from "../../db/open";
import { parentViewIsAlwaysOn } from "../../admin-modules/domain/child-safety";
import { computeAchievements } from "./learning-achievements";
import { registrationsOf } from "./account-data";
import { accountIdentity } from "./email-verification";

export async function loadParentView(db: DB, userId: number) {
  const profile = await db.selectFrom("profiles").select(["username", "age_range", "parent_view"]).where("user_id", "=", userId).executeTakeFirstOrThrow();
  const identity = await accountIdentity(db, userId);
  const visible = parentViewIsAlwaysOn(profile.age_range) || profile.parent_view === 1;
  const child = { username: profile.username, ageRange: profile.age_range };
  if (!visible) return { child, visible: false as const, courses: [], achievements: [], submissions: [], registrations: [] };

  const [courses, lessons, media, registrations] = await Promise.all([
    db
      .selectFrom("course_enrollments")
      .innerJoin("courses", "courses.id", "course_enrollments.course_id")
      .select(["courses.id", "courses.title", "course_enrollments.progress", "course_enrollments.enrolled_at", "course_enrollments.completed_at"])
      .where("course_enrollments.user_id", "=", userId)
      .orderBy("course_enrollments.enrolled_at")
      .execute(),
    db.selectFrom("lesson_progress").select("completed_at").where("user_id", "=", userId).execute(),
    db
      .selectFrom("media_submissions")
      .select(["id", "title", "type", "status", "created_at"])
      .where("submitted_by", "=", userId)
      .orderBy("created_at", "desc")
      .execute(),
    // The same rule as "Download my data": signed in, or with the child's e-mail once proved.
    registrationsOf(db, identity)
      .innerJoin("events", "events.id", "event_registrations.event_id")
      .select(["event_registrations.id", "events.title", "events.event_date", "event_registrations.status"])
      .orderBy("events.event_date")
      .execute(),
  ]);
  const achievements = computeAchievements({
    enrolments: courses.length,
    completedCourses: courses.filter((c) => c.completed_at !== null).length,
    lessonCompletions: lessons.map((l) => l.completed_at),
  });
  return { child, visible: true as const, courses, achievements, submissions: media, registrations };
}
