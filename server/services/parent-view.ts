/**
 * What a parent sees through their link: the child's courses, progress, achievements, and the status of
 * what the child shared and signed up for. Titles and statuses only: no other child's data, no staff notes.
 */
import type { DB } from "../../db/open";
import { parentViewIsAlwaysOn } from "../../admin-modules/domain/child-safety";
import { computeAchievements } from "./learning-achievements";
import { learningActivityOf } from "./learning";
import { lessonsOf, progressOf } from "./learning-progress";
import { localizeRows } from "./translations";
import { registrationsOf } from "./account-data";
import { accountIdentity } from "./email-verification";

export async function loadParentView(db: DB, userId: number) {
  const profile = await db.selectFrom("profiles").select(["username", "age_range", "parent_view"]).where("user_id", "=", userId).executeTakeFirstOrThrow();
  const identity = await accountIdentity(db, userId);
  const visible = parentViewIsAlwaysOn(profile.age_range) || profile.parent_view === 1;
  const child = { username: profile.username, ageRange: profile.age_range };
  if (!visible) return { child, visible: false as const, courses: [], achievements: [], submissions: [], registrations: [] };

  const [enrolments, media, registrations] = await Promise.all([
    db
      .selectFrom("course_enrollments")
      .innerJoin("courses", "courses.id", "course_enrollments.course_id")
      .select([
        "courses.id",
        "courses.title",
        "courses.language",
        "course_enrollments.progress",
        "course_enrollments.enrolled_at",
        "course_enrollments.completed_at",
      ])
      .where("course_enrollments.user_id", "=", userId)
      .orderBy("course_enrollments.enrolled_at")
      .execute(),
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
  // Each course's lessons with what the child did in each: read, practised or mastered (issue 30).
  const courseIds = enrolments.map((c) => c.id);
  const lessonRows = await lessonsOf(db, courseIds);
  const progress = await progressOf(db, userId, courseIds, lessonRows);
  const titles = new Map(
    (
      await localizeRows(
        db,
        "course_lessons",
        lessonRows.length
          ? await db
              .selectFrom("course_lessons")
              .select(["id", "title", "language"])
              .where(
                "id",
                "in",
                lessonRows.map((l) => l.id),
              )
              .execute()
          : [],
      )
    ).map((l) => [l.id, l.title]),
  );
  const courses = (await localizeRows(db, "courses", enrolments)).map(({ fallback: _f, source: _s, language: _l, ...course }) => {
    const mine = progress.get(course.id);
    return {
      ...course,
      counts: mine ? { total: mine.total, done: mine.done, mastered: mine.mastered, read: mine.read } : null,
      lessons: (mine?.lessons ?? []).map((lesson) => ({
        id: lesson.lessonId,
        title: titles.get(lesson.lessonId) ?? "",
        practice: lesson.exerciseIds.length > 0,
        state: lesson.state,
        read: lesson.read,
        current: lesson.current,
        goal: lesson.goal,
        rule: lesson.rule,
      })),
    };
  });
  const achievements = computeAchievements(await learningActivityOf(db, userId));
  return { child, visible: true as const, courses, achievements, submissions: media, registrations };
}
