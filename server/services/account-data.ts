/**
 * A person's data rights: everything stored about an account as one JSON document ("Download my data",
 * also what a parent downloads), and deleting an account so that nothing personal stays ("Delete my
 * account", a parent's withdrawal or refusal, and the 30-day consent sweep).
 */
import type { Transaction } from "kysely";
import { oneLessNotBelowZero } from "../../db/dialect";
import type { DB } from "../../db/open";
import type { Database } from "../../db/types";
import { m } from "../../admin-modules/domain/i18n";
import { removeImageUpload } from "./images";
import { type AccountIdentity, accountIdentity } from "./email-verification";
import { sessionMemoFor } from "./session-memo";

type Reader = DB | Transaction<Database>;

/**
 * Registrations belong to the account when made signed in, or made with its e-mail once the account has
 * proved that address (issue #26: an address anyone can type at sign-up claims nothing).
 */
export function registrationsOf(db: Reader, identity: AccountIdentity) {
  const { userId, verifiedEmail } = identity;
  return db
    .selectFrom("event_registrations")
    .where((eb) =>
      verifiedEmail
        ? eb.or([eb("event_registrations.user_id", "=", userId), eb(eb.fn("lower", ["event_registrations.email"]), "=", verifiedEmail)])
        : eb("event_registrations.user_id", "=", userId),
    );
}

/** Every row about the account, table by table. Session hashes and the password hash are secrets, not data. */
export async function exportAccountData(db: DB, userId: number) {
  const user = await db.selectFrom("users").select(["id", "email", "created_at", "email_verified_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
  const identity = await accountIdentity(db, userId);
  const [profile, roles, consent, enrolments, lessons, answers, mastery, likes, media, submissions, registrations, reports, learningTime, sessions, classes] =
    await Promise.all([
      db.selectFrom("profiles").selectAll().where("user_id", "=", userId).executeTakeFirst(),
      db.selectFrom("user_roles").select(["role", "created_at"]).where("user_id", "=", userId).orderBy("id").execute(),
      db
        .selectFrom("parental_consents")
        .select(["parent_email", "status", "requested_at", "consented_at", "last_sent_at"])
        .where("user_id", "=", userId)
        .executeTakeFirst(),
      db
        .selectFrom("course_enrollments")
        .innerJoin("courses", "courses.id", "course_enrollments.course_id")
        .select([
          "course_enrollments.course_id",
          "courses.title as course_title",
          "course_enrollments.progress",
          "course_enrollments.enrolled_at",
          "course_enrollments.completed_at",
        ])
        .where("course_enrollments.user_id", "=", userId)
        .orderBy("course_enrollments.course_id")
        .execute(),
      db
        .selectFrom("lesson_progress")
        .select(["course_id", "lesson_id", "completed_at"])
        .where("user_id", "=", userId)
        .orderBy("course_id")
        .orderBy("lesson_id")
        .execute(),
      // Every answer given to an exercise, as the server judged it, and each lesson practised or mastered (issue 30).
      db
        .selectFrom("exercise_attempts")
        .select(["course_id", "lesson_id", "block_id", "answer", "correct", "first_try", "answered_at"])
        .where("user_id", "=", userId)
        .orderBy("id")
        .execute(),
      db
        .selectFrom("lesson_mastery")
        .select(["course_id", "lesson_id", "practised_at", "mastered_at"])
        .where("user_id", "=", userId)
        .orderBy("lesson_id")
        .execute(),
      db.selectFrom("media_likes").select(["media_id", "created_at"]).where("user_id", "=", userId).orderBy("media_id").execute(),
      db
        .selectFrom("media_submissions")
        .select([
          "id",
          "title",
          "type",
          "description",
          "content",
          "thumbnail",
          "media_url",
          "author_name",
          "author_age",
          "age_group",
          "status",
          "likes",
          "views",
          "created_at",
          "published_at",
        ])
        .where("submitted_by", "=", userId)
        .orderBy("id")
        .execute(),
      db
        .selectFrom("content_submissions")
        .select(["id", "title", "description", "content_type", "age_group", "tags", "content_data", "image_url", "status", "submitted_at"])
        .where("submitted_by", "=", userId)
        .orderBy("id")
        .execute(),
      registrationsOf(db, identity)
        .innerJoin("events", "events.id", "event_registrations.event_id")
        .select([
          "event_registrations.id",
          "event_registrations.event_id",
          "events.title as event_title",
          "events.event_date",
          "event_registrations.name",
          "event_registrations.participant_age",
          "event_registrations.guardian_name",
          "event_registrations.guardian_consent",
          "event_registrations.email",
          "event_registrations.phone",
          "event_registrations.notes",
          "event_registrations.status",
          "event_registrations.registered_at",
        ])
        .orderBy("event_registrations.id")
        .execute(),
      db
        .selectFrom("reports")
        .select(["id", "target_type", "target_id", "reason", "details", "status", "created_at"])
        .where("reporter_user_id", "=", userId)
        .orderBy("id")
        .execute(),
      db.selectFrom("learning_time").select(["day", "seconds", "break_shown_at"]).where("user_id", "=", userId).orderBy("day").execute(),
      db.selectFrom("sessions").select(["created_at", "expires_at"]).where("user_id", "=", userId).orderBy("created_at").execute(),
      // The classes joined (issue 31): each class and its teacher's username, never another child of it.
      db
        .selectFrom("class_members")
        .innerJoin("classes", "classes.id", "class_members.class_id")
        .leftJoin("profiles as teacher", "teacher.user_id", "classes.teacher_id")
        .select(["classes.name", "classes.school", "classes.grade", "teacher.username as teacher", "class_members.joined_at"])
        .where("class_members.user_id", "=", userId)
        .orderBy("class_members.joined_at")
        .execute(),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    account: { id: user.id, email: user.email, created_at: user.created_at, email_verified_at: user.email_verified_at },
    profile: profile ?? null,
    roles,
    parentalConsent: consent ?? null,
    enrolments,
    lessonProgress: lessons,
    exerciseAnswers: answers,
    lessonMastery: mastery,
    likes,
    mediaSubmissions: media,
    contentSubmissions: submissions,
    eventRegistrations: registrations,
    reportsMade: reports,
    learningTime,
    sessions,
    classes,
  };
}

export type AccountData = Awaited<ReturnType<typeof exportAccountData>>;

/** What a deletion keeps of the person's published creations: nothing (the default), or each without the name. */
export type PublishedCreations = "remove" | "keep_anonymised";

/** What a deletion removed, for the e-mail that says so (server/services/deletion-mail.ts). */
export interface DeletionSummary {
  username: string | null;
  /** The address the account proved (issue #26), the only one its own mail may go to. */
  provedEmail: string | null;
  creations: { title: string; published: boolean; kept: boolean }[];
  registrations: number;
  courses: number;
}

/**
 * Deletes the account and everything personal it stored, in one transaction:
 * - its media go, published or not, with their uploaded images (issue #29: "everything in it will be deleted"
 *   means the drawing on the Media Hub too); only when the person chose `keep_anonymised` does published media
 *   stay, without the name (author_name becomes the neutral byline) and without the link to the account;
 *   content submissions not yet published go;
 * - registrations made by the account, or with its e-mail once proved, go, and their places are given back
 *   (one made signed out with an address the account never proved belongs to whoever made it, and stays);
 * - likes and enrolments go, and the public counters are lowered to match;
 * - reports stay for the safety team, without the reporter; sessions, tokens, consent and profile go with
 *   the user row (ON DELETE CASCADE); staff-authored rows keep their content with created_by emptied;
 * - rate-limit counters that name the account, its e-mail or its parent's e-mail go now rather than at the
 *   next sweep (server/auth/limits.ts counts by "account:<id>" and "email:<address>").
 * Answers what was removed, or null when there was no such account.
 */
export async function deleteAccount(
  db: DB,
  userId: number,
  uploadsDir: string | null,
  published: PublishedCreations = "remove",
): Promise<DeletionSummary | null> {
  const images: string[] = [];
  const summary = await db.transaction().execute(async (trx): Promise<DeletionSummary | null> => {
    const user = await trx.selectFrom("users").select(["id", "email", "email_verified_at"]).where("id", "=", userId).executeTakeFirst();
    if (!user) return null;
    const profile = await trx.selectFrom("profiles").select("username").where("user_id", "=", userId).executeTakeFirst();

    const media = await trx
      .selectFrom("media_submissions")
      .select(["id", "title", "status", "thumbnail"])
      .where("submitted_by", "=", userId)
      .orderBy("id")
      .execute();
    const keeps = (row: { status: string }) => published === "keep_anonymised" && row.status === "approved";
    const removed = media.filter((row) => !keeps(row));
    for (const row of removed) if (row.thumbnail?.startsWith("/uploads/")) images.push(row.thumbnail);
    // Likes and view marks of removed media go with them (ON DELETE CASCADE); reports about them stay for the safety team.
    if (removed.length)
      await trx
        .deleteFrom("media_submissions")
        .where(
          "id",
          "in",
          removed.map((r) => r.id),
        )
        .execute();
    await trx
      .updateTable("media_submissions")
      .set({ submitted_by: null, author_name: m["safety.deletedAuthor"]() })
      .where("submitted_by", "=", userId)
      .execute();

    await trx.deleteFrom("content_submissions").where("submitted_by", "=", userId).where("status", "!=", "approved").execute();

    const registrations = await registrationsOf(trx, await accountIdentity(trx, userId))
      .select(["id", "event_id", "status"])
      .execute();
    for (const reg of registrations) {
      if (reg.status === "cancelled") continue;
      await trx
        .updateTable("events")
        .set({ registered_count: oneLessNotBelowZero("registered_count") })
        .where("id", "=", reg.event_id)
        .execute();
    }
    if (registrations.length)
      await trx
        .deleteFrom("event_registrations")
        .where(
          "id",
          "in",
          registrations.map((r) => r.id),
        )
        .execute();

    const likes = await trx.selectFrom("media_likes").select("media_id").where("user_id", "=", userId).execute();
    for (const like of likes) {
      await trx
        .updateTable("media_submissions")
        .set({ likes: oneLessNotBelowZero("likes") })
        .where("id", "=", like.media_id)
        .execute();
    }
    const enrolments = await trx.selectFrom("course_enrollments").select("course_id").where("user_id", "=", userId).execute();
    for (const enrolment of enrolments) {
      await trx
        .updateTable("courses")
        .set({ enrolled_count: oneLessNotBelowZero("enrolled_count") })
        .where("id", "=", enrolment.course_id)
        .execute();
    }

    await trx.deleteFrom("login_attempts").where("email", "=", user.email.trim().toLowerCase()).execute();
    const parent = await trx.selectFrom("parental_consents").select("parent_email").where("user_id", "=", userId).executeTakeFirst();
    const subjects = [`account:${userId}`, `email:${user.email.trim().toLowerCase()}`];
    if (parent) subjects.push(`email:${parent.parent_email.trim().toLowerCase()}`);
    await trx.deleteFrom("rate_limits").where("subject", "in", subjects).execute();
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    return {
      username: profile?.username ?? null,
      provedEmail: user.email_verified_at ? user.email : null,
      creations: media.map((row) => ({ title: row.title, published: row.status === "approved", kept: keeps(row) })),
      registrations: registrations.filter((reg) => reg.status !== "cancelled").length,
      courses: enrolments.length,
    };
  });
  // Its sessions went with the account (ON DELETE CASCADE); what this process kept for them goes too.
  if (summary) sessionMemoFor(db).forgetUser(userId);
  if (summary && uploadsDir) {
    for (const url of images) await removeImageUpload(uploadsDir, url).catch(() => undefined);
  }
  return summary;
}
