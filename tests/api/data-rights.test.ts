/**
 * Data rights over the real router and SQLite: "Download my data" carries every row about the account
 * (compared with what SQLite holds), and "Delete my account" leaves no personal data in any table (a walk
 * over every table and column that can hold a user id, an e-mail or a name).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { columnNames, queryFirst, tableNames, textPosition } from "../support/tables";
import { passwordResetsSettled } from "../../server/services/password-reset";
import { emailVerificationsSettled } from "../../server/services/email-verification";
import { linkToken, mailsTo } from "../support/outbox";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seed: true });
});
afterAll(() => env.cleanup());

const PASSWORD = "secret-password";

/** A person who has done a bit of everything: learning, likes, registrations, media, a report. */
let phoneSeq = 100;

async function busyPerson(tag: string) {
  const phone = `07711${++phoneSeq}99`;
  const email = `busy.${tag}@example.org`;
  const username = `busy_${tag}`;
  const fullName = `Private Fullname ${tag}`;
  const visitor = await env.caller();
  await visitor.api.auth.signUp({ username, email, password: PASSWORD, ageRange: "18_plus" });
  // The person proves the address (issue #26): only then is what was made with it signed out theirs.
  await emailVerificationsSettled();
  await visitor.api.auth.verifyEmail({ token: linkToken(mailsTo(env.config, email).at(-1)!, "/verify-email") });
  await visitor.api.auth.signIn({ email, password: PASSWORD });
  await visitor.api.auth.updateProfile({ full_name: fullName, phone: phone });
  const userId = (await env.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

  const course = await env.db
    .selectFrom("courses")
    .select("id")
    .where("is_active", "=", 1)
    .where("id", "in", (eb) => eb.selectFrom("course_lessons").select("course_id"))
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await visitor.api.public.learning.enroll({ courseId: course.id });
  await visitor.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 0 });
  const media = await env.db.selectFrom("media_submissions").select("id").where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow();
  await visitor.api.public.media.like({ id: media.id });
  const event = await env.db
    .selectFrom("events")
    .select("id")
    .where("is_active", "=", 1)
    .where("status", "=", "upcoming")
    .whereRef("registered_count", "<", "capacity")
    .orderBy("event_date")
    .executeTakeFirstOrThrow();
  await visitor.api.public.events.register({ eventId: event.id, name: username, age: 12, guardianName: fullName, consent: true, email });
  // The same (proved) e-mail used for a registration while signed out belongs to the person too.
  const second = await env.db
    .selectFrom("events")
    .select("id")
    .where("is_active", "=", 1)
    .where("status", "=", "upcoming")
    .where("id", "!=", event.id)
    .whereRef("registered_count", "<", "capacity")
    .orderBy("event_date")
    .executeTakeFirstOrThrow();
  await (await env.caller()).api.public.events.register({ eventId: second.id, name: fullName, age: 17, guardianName: fullName, email: email.toUpperCase() });
  await env.db
    .insertInto("media_submissions")
    .values([
      {
        title: `Pending story ${tag}`,
        type: "story",
        content: "Once upon a time",
        author_name: username,
        author_age: 12,
        submitted_by: userId,
        status: "pending",
      },
      {
        title: `Published story ${tag}`,
        type: "story",
        content: "Happily ever after",
        author_name: username,
        author_age: 12,
        submitted_by: userId,
        status: "approved",
      },
    ])
    .execute();
  await env.db
    .insertInto("content_submissions")
    .values({ title: `Idea ${tag}`, description: "An event idea", content_type: "event", submitted_by: userId })
    .execute();
  await visitor.api.public.reports.create({ targetType: "media", targetId: media.id, reason: "spam", details: `reported by ${tag}` });
  await env.db.insertInto("learning_time").values({ user_id: userId, day: "2031-01-01", seconds: 600 }).execute();
  // Rate-limit counters that name the person: a password reset (per e-mail) and a data download (per account).
  await visitor.api.auth.requestPasswordReset({ email });
  await passwordResetsSettled();
  await visitor.api.account.exportData();
  return { ...visitor, userId, email, username, fullName, phone, courseId: course.id, mediaId: media.id, eventIds: [event.id, second.id] };
}

/** Every place in the database that still holds the person's id, e-mail, username, full name or phone (or a counter of their account). */
async function leftovers(person: { userId: number; email: string; username: string; fullName: string; phone: string }): Promise<string[]> {
  const found: string[] = [];
  for (const name of await tableNames(env)) {
    for (const column of await columnNames(env, name)) {
      if (
        (/(^|_)user_id$|_by$/.test(column) || (name === "users" && column === "id")) &&
        (await queryFirst(env, `SELECT 1 FROM "${name}" WHERE "${column}" = ? LIMIT 1`, [person.userId]))
      )
        found.push(`${name}.${column}`);
      for (const text of [person.email, person.username, person.fullName, person.phone]) {
        if (await queryFirst(env, `SELECT 1 FROM "${name}" WHERE ${textPosition(env)}(lower(CAST("${column}" AS TEXT)), lower(?)) > 0 LIMIT 1`, [text]))
          found.push(`${name}.${column} ~ ${text}`);
      }
    }
  }
  // Per-account rate-limit counters name the account as "account:<id>" (server/auth/limits.ts).
  if (await queryFirst(env, "SELECT 1 FROM rate_limits WHERE subject = ? LIMIT 1", [`account:${person.userId}`]))
    found.push("rate_limits.subject = account id");
  return found;
}

describe("Download my data", () => {
  it("returns every row about the account, as SQLite holds it", async () => {
    const person = await busyPerson("export");
    const data = await person.api.account.exportData();
    const db = env.db;
    const id = person.userId;
    expect(data.account).toEqual(
      await db.selectFrom("users").select(["id", "email", "created_at", "email_verified_at"]).where("id", "=", id).executeTakeFirstOrThrow(),
    );
    expect(data.account.email_verified_at).not.toBeNull();
    expect(data.profile).toEqual(await db.selectFrom("profiles").selectAll().where("user_id", "=", id).executeTakeFirstOrThrow());
    expect(data.profile?.full_name).toBe(person.fullName);
    const pairs: [string, unknown[], unknown[]][] = [
      [
        "enrolments",
        data.enrolments.map((e) => [e.course_id, e.progress, e.enrolled_at]),
        (
          await db.selectFrom("course_enrollments").select(["course_id", "progress", "enrolled_at"]).where("user_id", "=", id).orderBy("course_id").execute()
        ).map((e) => [e.course_id, e.progress, e.enrolled_at]),
      ],
      [
        "lessons",
        data.lessonProgress,
        await db
          .selectFrom("lesson_progress")
          .select(["course_id", "lesson_id", "completed_at"])
          .where("user_id", "=", id)
          .orderBy("course_id")
          .orderBy("lesson_id")
          .execute(),
      ],
      ["likes", data.likes, await db.selectFrom("media_likes").select(["media_id", "created_at"]).where("user_id", "=", id).orderBy("media_id").execute()],
      [
        "media",
        data.mediaSubmissions.map((m) => m.id),
        (await db.selectFrom("media_submissions").select("id").where("submitted_by", "=", id).orderBy("id").execute()).map((m) => m.id),
      ],
      [
        "content",
        data.contentSubmissions.map((m) => m.id),
        (await db.selectFrom("content_submissions").select("id").where("submitted_by", "=", id).orderBy("id").execute()).map((m) => m.id),
      ],
      [
        "registrations",
        data.eventRegistrations.map((r) => r.id),
        (
          await db
            .selectFrom("event_registrations")
            .select("id")
            .where((eb) => eb.or([eb("user_id", "=", id), eb(eb.fn("lower", ["email"]), "=", person.email)]))
            .orderBy("id")
            .execute()
        ).map((r) => r.id),
      ],
      [
        "reports",
        data.reportsMade.map((r) => r.id),
        (await db.selectFrom("reports").select("id").where("reporter_user_id", "=", id).orderBy("id").execute()).map((r) => r.id),
      ],
      [
        "learning time",
        data.learningTime,
        await db.selectFrom("learning_time").select(["day", "seconds", "break_shown_at"]).where("user_id", "=", id).execute(),
      ],
      [
        "sessions",
        data.sessions.length === 0 ? [] : [data.sessions.length],
        [
          Number(
            (
              await db
                .selectFrom("sessions")
                .select((eb) => eb.fn.countAll().as("n"))
                .where("user_id", "=", id)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ],
      ],
    ];
    for (const [name, exported, stored] of pairs) {
      expect(exported, name).toEqual(stored);
      expect(stored.length, `${name}: the fixture made rows`).toBeGreaterThan(0);
    }
    expect(data.eventRegistrations).toHaveLength(2);
    // Secrets are not data: no password hash, no session hash.
    expect(JSON.stringify(data)).not.toMatch(/\$argon2|password_hash/);
  });

  it("needs a signed-in caller", async () => {
    expect((await errorOf((await env.caller()).api.account.exportData())).code).toBe("UNAUTHORIZED");
  });
});

describe("Delete my account", () => {
  it("refuses a wrong password and deletes nothing", async () => {
    const person = await busyPerson("wrongpw");
    const error = await errorOf(person.api.account.deleteAccount({ password: "not-it" }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(await env.db.selectFrom("users").select("id").where("id", "=", person.userId).executeTakeFirst()).toBeDefined();
  });

  it("leaves no personal data in any table; published media goes too; sessions end; counters follow; the proved address is told what went", async () => {
    const person = await busyPerson("delete");
    expect((await leftovers(person)).length).toBeGreaterThan(5);
    const before = {
      course: (await env.db.selectFrom("courses").select("enrolled_count").where("id", "=", person.courseId).executeTakeFirstOrThrow()).enrolled_count,
      likes: (await env.db.selectFrom("media_submissions").select("likes").where("id", "=", person.mediaId).executeTakeFirstOrThrow()).likes,
      registered: await env.db.selectFrom("events").select(["id", "registered_count"]).where("id", "in", person.eventIds).orderBy("id").execute(),
    };
    expect(await person.api.account.deleteAccount({ password: PASSWORD })).toEqual({ ok: true });
    expect(await leftovers(person)).toEqual([]);
    expect(person.jar.has("session")).toBe(false);
    expect((await person.api.auth.session()).user).toBeNull();

    // Issue #29: "deleted" means the published story too, unless the person ticked the box that keeps it (below).
    expect(await env.db.selectFrom("media_submissions").select("title").where("title", "like", "% story delete").execute()).toEqual([]);
    const mail = mailsTo(env.config, person.email).at(-1)!;
    expect(mail).toContain("Subject: What was deleted from");
    expect(mail).toContain('"Published story delete", which was on the Media Hub');
    expect(mail).toContain('"Pending story delete", which was waiting for review');
    expect(mail).toContain("Event registrations: 2");
    expect((await env.db.selectFrom("courses").select("enrolled_count").where("id", "=", person.courseId).executeTakeFirstOrThrow()).enrolled_count).toBe(
      before.course - 1,
    );
    expect((await env.db.selectFrom("media_submissions").select("likes").where("id", "=", person.mediaId).executeTakeFirstOrThrow()).likes).toBe(
      before.likes - 1,
    );
    const after = await env.db.selectFrom("events").select(["id", "registered_count"]).where("id", "in", person.eventIds).orderBy("id").execute();
    expect(after.map((e) => e.registered_count)).toEqual(before.registered.map((e) => e.registered_count - 1));
    // The report stays for the safety team, without its reporter.
    expect(await env.db.selectFrom("reports").select("reporter_user_id").where("details", "=", "reported by delete").execute()).toEqual([
      { reporter_user_id: null },
    ]);
  });

  it("with the box ticked, published media stays without the name or the link to the account; the rest goes", async () => {
    const person = await busyPerson("keeper");
    expect(await person.api.account.deleteAccount({ password: PASSWORD, keepPublished: true })).toEqual({ ok: true });
    expect(await leftovers(person)).toEqual([]);
    const kept = await env.db
      .selectFrom("media_submissions")
      .select(["title", "author_name", "submitted_by", "status"])
      .where("title", "like", "% story keeper")
      .orderBy("id")
      .execute();
    expect(kept).toEqual([{ title: "Published story keeper", author_name: "A young creator", submitted_by: null, status: "approved" }]);
    expect(mailsTo(env.config, person.email).at(-1)).toContain('"Published story keeper" stays on the Media Hub without the username, as chosen');
  });

  it("the only super admin cannot delete themselves", async () => {
    const admin = await env.userCaller({ role: "super_admin", email: "only.admin@example.org" });
    const others = await env.db.selectFrom("user_roles").select("user_id").where("role", "=", "super_admin").where("user_id", "!=", admin.userId).execute();
    for (const other of others) await env.db.deleteFrom("user_roles").where("user_id", "=", other.user_id).where("role", "=", "super_admin").execute();
    expect((await errorOf(admin.api.account.deleteAccount({ password: "secret-password" }))).code).toBe("CONFLICT");
  });
});
