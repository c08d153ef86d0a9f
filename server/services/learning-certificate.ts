/**
 * A course's certificate (issue 30): what the printable page /learning/<course>/certificate shows once
 * the caller has mastered the course (every lesson done, the enrolment's completed_at, the same fact the
 * "course mastered" achievement follows). Only the caller's own: there is no user id to ask with, so
 * another child asking sees their own state, and a course not mastered is "not found" with the reason
 * in words. It names the learner by username only, never their e-mail or real name.
 */
import { TRPCError } from "@trpc/server";
import type { DB } from "../../db/open";
import { m } from "../../admin-modules/domain/i18n";
import { idFromSlug } from "../../admin-modules/domain/slug";
import { localizeRow } from "./translations";

const notMastered = () => new TRPCError({ code: "NOT_FOUND", message: m["certificate.notYet"]() });

export async function loadCertificate(db: DB, userId: number, slug: string) {
  const courseId = idFromSlug(slug);
  if (typeof courseId !== "number") throw new TRPCError({ code: "NOT_FOUND", message: m["learning.error.courseNotFound"]() });
  const course = await db.selectFrom("courses").selectAll().where("id", "=", courseId).where("is_active", "=", 1).executeTakeFirst();
  if (!course) throw new TRPCError({ code: "NOT_FOUND", message: m["learning.error.courseNotFound"]() });
  const [enrolment, profile, lessons] = await Promise.all([
    db.selectFrom("course_enrollments").select("completed_at").where("user_id", "=", userId).where("course_id", "=", courseId).executeTakeFirst(),
    db.selectFrom("profiles").select("username").where("user_id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("course_lessons")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("course_id", "=", courseId)
      .executeTakeFirstOrThrow(),
  ]);
  if (!enrolment?.completed_at || !profile) throw notMastered();
  const localized = await localizeRow(db, "courses", course);
  return {
    username: profile.username,
    course: { id: course.id, title: localized.title, lang: localized.fallback?.fields.includes("title") ? localized.fallback.lang : null },
    masteredAt: enrolment.completed_at,
    lessons: Number(lessons.n),
  };
}
