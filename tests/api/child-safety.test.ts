/**
 * Child safety over the real router and SQLite: sign-up per age range and username rules, the parent's
 * e-mail (outbox) and link, consent recorded, personal features waiting for consent, decline / withdraw /
 * 30-day timeout deleting everything, and the parent's view showing exactly the child's data.
 */
import { ZodError } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { columnNames, queryFirst, tableNames, textPosition } from "../support/tables";
import { linkToken as tokenOfLink, mailsTo as outboxMailsTo } from "../support/outbox";
import { parentEmailsSettled, sweepUnansweredConsents } from "../../server/services/parental-consent";
import { resetRateLimits } from "../../server/auth/rate-limit";
import { uniqueUsername } from "../support/unique-username";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { saveImageUpload } from "../../server/services/images";
import { slugWithId } from "../../admin-modules/domain/slug";

let env: TestEnv;
let courseId: number;
let mediaId: number;
let eventId: number;

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  courseId = (
    await env.db
      .selectFrom("courses")
      .select("id")
      .where("is_active", "=", 1)
      .where("id", "in", (eb) => eb.selectFrom("course_lessons").select("course_id"))
      .orderBy("id")
      .executeTakeFirstOrThrow()
  ).id;
  mediaId = (await env.db.selectFrom("media_submissions").select("id").where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow()).id;
  eventId = (
    await env.db
      .selectFrom("events")
      .select("id")
      .where("is_active", "=", 1)
      .where("status", "=", "upcoming")
      .whereRef("registered_count", "<", "capacity")
      .orderBy("event_date")
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => env.cleanup());

const mailsTo = (address: string) => outboxMailsTo(env.config, address);
const linkToken = (mail: string) => tokenOfLink(mail, "/parent");

/** Signs a child up through the API and signs them in; answers their caller, id and the parent's token. */
async function childSignUp(ageRange: "under_13" | "13_15" = "under_13") {
  const username = uniqueUsername("kid_");
  const email = `${username}@example.org`;
  const parentEmail = `parent.${username}@guardians.example.net`;
  const visitor = await env.caller();
  const answer = await visitor.api.auth.signUp({ username, email, password: "kid-password", ageRange, parentEmail });
  expect(answer).toEqual({ ok: true, waitingForParent: true, verificationSent: false });
  await parentEmailsSettled();
  await visitor.api.auth.signIn({ email, password: "kid-password" });
  const userId = (await env.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  const mails = mailsTo(parentEmail);
  expect(mails).toHaveLength(1);
  return { ...visitor, userId, username, email, parentEmail, token: linkToken(mails[0]!), mail: mails[0]! };
}

/** Rows anywhere that still name this user by id, e-mail, username or parent's e-mail. */
async function rowsMentioning(user: { userId: number; email: string; username: string; parentEmail?: string }) {
  const found: string[] = [];
  const texts = [user.email, user.username, user.parentEmail].filter(Boolean) as string[];
  for (const name of await tableNames(env)) {
    for (const column of await columnNames(env, name)) {
      // Any column that can hold a user id: user_id, *_by, reporter_user_id, and the users table's own id.
      const holdsUserId = /(^|_)user_id$|_by$/.test(column) || (name === "users" && column === "id");
      if (holdsUserId && (await queryFirst(env, `SELECT 1 FROM "${name}" WHERE "${column}" = ? LIMIT 1`, [user.userId]))) found.push(`${name}.${column} = id`);
      for (const text of texts) {
        if (await queryFirst(env, `SELECT 1 FROM "${name}" WHERE ${textPosition(env)}(lower(CAST("${column}" AS TEXT)), lower(?)) > 0 LIMIT 1`, [text]))
          found.push(`${name}.${column} ~ ${text}`);
      }
    }
  }
  return found;
}

describe("sign-up by username and age range", () => {
  it.each([
    ["under_13", true],
    ["13_15", true],
    ["16_17", false],
    ["18_plus", false],
    ["adult_carer", false],
  ] as const)("%s: a parent's e-mail is needed = %s (consent age 16)", async (ageRange, needsParent) => {
    await resetRateLimits(env.db);
    const { api } = await env.caller({ ip: "192.0.2.20" });
    const username = uniqueUsername("u_");
    const base = { username, email: `${username}@example.org`, password: "secret-password", ageRange };
    if (needsParent) {
      const refused = await errorOf(api.auth.signUp(base));
      expect([refused.code, refused.message]).toEqual(["BAD_REQUEST", "Please give a parent or guardian's e-mail."]);
      expect(await env.db.selectFrom("users").select("id").where("email", "=", base.email).executeTakeFirst()).toBeUndefined();
    }
    const answer = await api.auth.signUp({ ...base, parentEmail: needsParent ? `p.${username}@example.org` : null });
    expect(answer.waitingForParent).toBe(needsParent);
    const row = await env.db
      .selectFrom("profiles")
      .innerJoin("users", "users.id", "profiles.user_id")
      .leftJoin("parental_consents", "parental_consents.user_id", "users.id")
      .select(["profiles.username", "profiles.age_range", "profiles.full_name", "parental_consents.status", "parental_consents.parent_email"])
      .where("users.email", "=", base.email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      username,
      age_range: ageRange,
      full_name: null,
      status: needsParent ? "pending" : null,
      parent_email: needsParent ? `p.${username}@example.org` : null,
    });
  });

  it("follows the consent age setting: at 18, a 16-17 year old needs a parent too", async () => {
    await env.db
      .insertInto("site_settings")
      .values({
        id: 1,
        site_name: "Site",
        support_email: "s@example.org",
        safety_email: "safety@example.org",
        partnerships_email: "p@example.org",
        consent_age: 18,
      })
      .onConflict((oc) => oc.column("id").doUpdateSet({ consent_age: 18 }))
      .execute();
    const { api } = await env.caller({ ip: "192.0.2.21" });
    const username = uniqueUsername("teen_");
    expect((await errorOf(api.auth.signUp({ username, email: `${username}@example.org`, password: "secret-password", ageRange: "16_17" }))).code).toBe(
      "BAD_REQUEST",
    );
    await env.db.updateTable("site_settings").set({ consent_age: 16 }).where("id", "=", 1).execute();
    expect((await api.auth.signUp({ username, email: `${username}@example.org`, password: "secret-password", ageRange: "16_17" })).waitingForParent).toBe(
      false,
    );
  });

  it("refuses usernames that are e-mails, phone numbers, badly formed, reserved or taken in another case", async () => {
    await resetRateLimits(env.db);
    const { api } = await env.caller({ ip: "192.0.2.22" });
    const attempt = (username: string) =>
      api.auth.signUp({ username, email: `${uniqueUsername("x")}@example.org`, password: "secret-password", ageRange: "18_plus" });
    const cases: [string, string][] = [
      ["amaya@gmail.com", "A username cannot be an e-mail address. Choose a nickname instead."],
      ["amaya.perera.lk", "A username cannot be an e-mail address. Choose a nickname instead."],
      ["0771234567", "A username cannot contain a phone number. Choose a nickname instead."],
      ["kid_077_123_4567", "A username cannot contain a phone number. Choose a nickname instead."],
      ["ab", "A username has 3 to 30 characters."],
      ["a".repeat(31), "A username has 3 to 30 characters."],
      ["has space", "A username may use only letters, numbers, _ and ."],
      ["member_12", "This username is kept for older accounts. Please choose another."],
    ];
    for (const [username, message] of cases) {
      const error = await errorOf(attempt(username));
      // Through createCaller the zod issues are the cause; over HTTP the error formatter shows the first message.
      const shown = error.cause instanceof ZodError ? error.cause.issues[0]?.message : error.message;
      expect([username, error.code, shown]).toEqual([username, "BAD_REQUEST", message]);
    }
    await attempt("Kite.Flyer_7");
    const taken = await errorOf(attempt("kite.flyer_7"));
    expect([taken.code, taken.message]).toEqual(["CONFLICT", "This username is already taken. Please choose another."]);
  });

  it("gives accounts made without a username a unique member_<id> name, never anything from the e-mail", async () => {
    const alice = await env.userCaller({ email: "alice.real.name@example.org", name: "Alice Real" });
    const row = await env.db.selectFrom("profiles").select(["username", "full_name"]).where("user_id", "=", alice.userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ username: `member_${alice.userId}`, full_name: "Alice Real" });
  });
});

describe("a parent's consent", () => {
  it("e-mails the parent a link valid 7 days that explains what is kept; consent is recorded with the time and e-mail", async () => {
    const child = await childSignUp();
    expect(child.mail).toContain("Subject: Please agree to your child's account on");
    expect(child.mail).toContain(`"${child.username}"`);
    expect(child.mail).toContain("Personal Data Protection Act No. 9 of 2022");
    expect(child.mail).toContain("What we keep:");
    expect(child.mail).not.toContain(child.email);
    const stored = await env.db.selectFrom("parent_links").selectAll().where("user_id", "=", child.userId).executeTakeFirstOrThrow();
    // Only the token's SHA-256 is kept.
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(child.token);
    const days = (new Date(stored.expires_at).getTime() - new Date(stored.created_at).getTime()) / 86_400_000;
    expect(days).toBe(7);

    const parent = await env.caller({ ip: "192.0.2.30" });
    const before = await parent.api.parent.view({ token: child.token });
    expect(before.consent.status).toBe("pending");
    expect(before.child.username).toBe(child.username);
    const start = Date.now();
    expect(await parent.api.parent.decide({ token: child.token, decision: "agree" })).toEqual({ status: "granted" });
    const after = await env.db
      .selectFrom("parental_consents")
      .select(["status", "consented_at", "parent_email"])
      .where("user_id", "=", child.userId)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe("granted");
    expect(after.parent_email).toBe(child.parentEmail);
    expect(new Date(after.consented_at!).getTime()).toBeGreaterThanOrEqual(start - 1000);
  });

  it("refuses an expired link (after 7 days) and an unknown one", async () => {
    const child = await childSignUp();
    const parent = await env.caller();
    await env.db
      .updateTable("parent_links")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", child.userId)
      .execute();
    expect((await errorOf(parent.api.parent.view({ token: child.token }))).code).toBe("NOT_FOUND");
    expect((await errorOf(parent.api.parent.decide({ token: "b".repeat(32), decision: "agree" }))).code).toBe("NOT_FOUND");
    expect((await env.db.selectFrom("parental_consents").select("status").where("user_id", "=", child.userId).executeTakeFirstOrThrow()).status).toBe(
      "pending",
    );
  });

  it("keeps enrolment, progress, likes, media and registrations waiting with a friendly message, and allows them after consent", async () => {
    const child = await childSignUp("13_15");
    const waiting = "We are waiting for your parent or guardian to agree. Until then we cannot save this for you. You can still read and watch everything.";
    // Reading everything public works.
    expect((await child.api.public.learning.list()).courses.length).toBeGreaterThan(0);
    expect((await child.api.public.media.list({})).items.length).toBeGreaterThan(0);
    const refused = [
      await errorOf(child.api.public.learning.enroll({ courseId })),
      await errorOf(child.api.public.learning.completeLesson({ courseId, lessonIndex: 0 })),
      await errorOf(child.api.public.media.like({ id: mediaId })),
      await errorOf(child.api.public.events.register({ eventId, name: "Kid", age: 14, guardianName: "Kid's parent", email: child.email })),
    ];
    expect(refused.map((e) => [e.code, e.message])).toEqual(Array(4).fill(["PRECONDITION_FAILED", waiting]));
    for (const table of ["course_enrollments", "media_likes", "event_registrations"] as const) {
      expect(await env.db.selectFrom(table).select("user_id").where("user_id", "=", child.userId).execute()).toEqual([]);
    }
    expect((await child.api.auth.session()).consent).toMatchObject({ status: "pending", parent_email: child.parentEmail });

    await (await env.caller()).api.parent.decide({ token: child.token, decision: "agree" });
    await child.api.public.learning.enroll({ courseId });
    await child.api.public.learning.completeLesson({ courseId, lessonIndex: 0 });
    await child.api.public.media.like({ id: mediaId });
    await child.api.public.events.register({ eventId, name: "Kid", age: 14, guardianName: "Kid's parent", email: child.email });
    expect(await env.db.selectFrom("course_enrollments").select("course_id").where("user_id", "=", child.userId).execute()).toEqual([{ course_id: courseId }]);
  });

  it("sends the e-mail again on request, at most once every 10 minutes", async () => {
    const child = await childSignUp();
    const tooSoon = await errorOf(child.api.account.resendConsent());
    expect([tooSoon.code, tooSoon.message]).toEqual(["TOO_MANY_REQUESTS", "The e-mail was sent a moment ago. You can send it again after 10 minutes."]);
    await env.db
      .updateTable("parental_consents")
      .set({ last_sent_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where("user_id", "=", child.userId)
      .execute();
    await child.api.account.resendConsent();
    const mails = mailsTo(child.parentEmail);
    expect(mails).toHaveLength(2);
    // The new link works, and so does the first one: sending again never breaks a link (issue #26).
    const parent = await env.caller();
    expect((await parent.api.parent.view({ token: linkToken(mails[1]!) })).consent.status).toBe("pending");
    expect((await parent.api.parent.view({ token: child.token })).consent.status).toBe("pending");
  });

  it("a parent who declines deletes the account and everything it stored", async () => {
    const child = await childSignUp();
    await child.api.public.reports.create({ targetType: "media", targetId: mediaId, reason: "unsafe", details: null });
    expect((await rowsMentioning(child)).length).toBeGreaterThan(0);
    expect(await (await env.caller()).api.parent.decide({ token: child.token, decision: "decline" })).toEqual({ status: "deleted" });
    expect(await rowsMentioning(child)).toEqual([]);
    // The report itself stays for the safety team, without its reporter.
    expect(await env.db.selectFrom("reports").select("reporter_user_id").where("target_id", "=", mediaId).where("reason", "=", "unsafe").execute()).toEqual([
      { reporter_user_id: null },
    ]);
  });

  it("no answer within 30 days deletes the account (the sweep); 29 days does not", async () => {
    const child = await childSignUp();
    const day = 86_400_000;
    expect(await sweepUnansweredConsents(env.db, env.config, new Date(Date.now() + 29 * day))).toBe(0);
    expect(await env.db.selectFrom("users").select("id").where("id", "=", child.userId).executeTakeFirst()).toBeDefined();
    expect(await sweepUnansweredConsents(env.db, env.config, new Date(Date.now() + 31 * day))).toBeGreaterThanOrEqual(1);
    expect(await rowsMentioning(child)).toEqual([]);
  });
});

describe("the parent's view", () => {
  it("shows exactly the child's courses, progress, achievements, submissions and registrations, nothing of another child", async () => {
    const child = await childSignUp();
    const other = await childSignUp();
    const parent = await env.caller();
    for (const kid of [child, other]) await parent.api.parent.decide({ token: kid.token, decision: "agree" });
    await child.api.public.learning.enroll({ courseId });
    await child.api.public.learning.completeLesson({ courseId, lessonIndex: 0 });
    await child.api.public.events.register({ eventId, name: "Kid", age: 14, guardianName: "Kid's parent", email: child.email });
    await env.db
      .insertInto("media_submissions")
      .values({ title: "Child's kite", type: "story", author_name: child.username, submitted_by: child.userId, status: "pending" })
      .execute();
    await env.db
      .insertInto("media_submissions")
      .values({ title: "Other child's secret", type: "story", author_name: other.username, submitted_by: other.userId, status: "pending" })
      .execute();
    await other.api.public.learning.enroll({ courseId });

    const view = await parent.api.parent.view({ token: child.token });
    const course = await env.db.selectFrom("courses").select("title").where("id", "=", courseId).executeTakeFirstOrThrow();
    const enrolment = await env.db.selectFrom("course_enrollments").select("progress").where("user_id", "=", child.userId).executeTakeFirstOrThrow();
    expect(view.visible).toBe(true);
    expect(view.courses.map((c) => [c.id, c.title, c.progress])).toEqual([[courseId, course.title, enrolment.progress]]);
    expect(view.submissions.map((s) => [s.title, s.status])).toEqual([["Child's kite", "pending"]]);
    expect(view.registrations.map((r) => r.status)).toEqual(["pending"]);
    // The lesson read, in plain words per lesson (issue 30); reading alone masters nothing.
    expect(view.courses[0]!.lessons[0]).toMatchObject({ state: "read", read: true });
    expect(view.achievements.find((a) => a.id === "firstLesson")?.unlocked).toBe(false);
    const text = JSON.stringify(view);
    expect(text).not.toContain(other.username);
    expect(text).not.toContain("Other child's secret");
  });

  it("a child of 13 or over may hide the view; a child under 13 may not", async () => {
    const teen = await childSignUp("13_15");
    const young = await childSignUp("under_13");
    const parent = await env.caller();
    await parent.api.parent.decide({ token: teen.token, decision: "agree" });
    await teen.api.account.setParentView({ visible: false });
    const hidden = await parent.api.parent.view({ token: teen.token });
    expect([hidden.visible, hidden.courses]).toEqual([false, []]);
    expect((await errorOf(young.api.account.setParentView({ visible: false }))).code).toBe("FORBIDDEN");
  });

  it("downloads the child's data, revokes and renews the link by e-mail, and withdrawing deletes the account", async () => {
    const child = await childSignUp();
    const parent = await env.caller({ ip: "192.0.2.40" });
    await parent.api.parent.decide({ token: child.token, decision: "agree" });
    const data = await parent.api.parent.exportData({ token: child.token });
    expect(data.account.email).toBe(child.email);
    expect(data.parentalConsent?.parent_email).toBe(child.parentEmail);

    await parent.api.parent.revoke({ token: child.token });
    expect((await errorOf(parent.api.parent.view({ token: child.token }))).code).toBe("NOT_FOUND");
    expect(await parent.api.parent.requestLink({ email: child.parentEmail.toUpperCase() })).toEqual({ ok: true });
    await parentEmailsSettled();
    const mails = mailsTo(child.parentEmail);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain("Subject: Your link to");
    const renewed = linkToken(mails[1]!);
    expect((await parent.api.parent.view({ token: renewed })).consent.status).toBe("granted");

    expect(await parent.api.parent.withdraw({ token: renewed })).toEqual({ status: "deleted" });
    expect(await rowsMentioning(child)).toEqual([]);
  });

  it("withdrawing removes the child's approved drawing (its page answers not found, its files are gone) and e-mails the parent what was removed", async () => {
    const child = await childSignUp();
    const parent = await env.caller({ ip: "192.0.2.41" });
    await parent.api.parent.decide({ token: child.token, decision: "agree" });
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const saved = await saveImageUpload(picture, env.config.uploadsDir, "media");
    const files = [saved.url, saved.large.url, saved.thumb.url].map((url) => path.join(env.config.uploadsDir, url.replace(/^\/uploads\//, "")));
    const title = `My garden drawing ${child.username}`;
    const { id } = await env.db
      .insertInto("media_submissions")
      .values([
        { title, type: "artwork", thumbnail: saved.url, author_name: child.username, author_age: 10, submitted_by: child.userId, status: "approved" },
        {
          title: `Waiting story ${child.username}`,
          type: "story",
          content: "Once",
          author_name: child.username,
          author_age: 10,
          submitted_by: child.userId,
          status: "pending",
        },
      ])
      .returning("id")
      .executeTakeFirstOrThrow();
    const visitor = await env.caller();
    const slug = slugWithId(title, id);
    expect((await visitor.api.public.media.detail({ slug })).item.title).toBe(title);
    for (const file of files) expect(fs.existsSync(file), file).toBe(true);

    expect(await parent.api.parent.withdraw({ token: child.token })).toEqual({ status: "deleted" });
    expect((await errorOf(visitor.api.public.media.detail({ slug }))).code).toBe("NOT_FOUND");
    for (const file of files) expect(fs.existsSync(file), file).toBe(false);
    expect(await env.db.selectFrom("media_submissions").select("id").where("title", "like", `%${child.username}`).execute()).toEqual([]);

    const mail = mailsTo(child.parentEmail).at(-1)!;
    expect(mail).toContain("Subject: What was deleted from");
    expect(mail).toContain(`"${title}", which was on the Media Hub`);
    expect(mail).toContain(`"Waiting story ${child.username}", which was waiting for review`);
    expect(mail).toContain("Event registrations: 0");
    expect(mail).not.toContain(child.email);
  });
});
