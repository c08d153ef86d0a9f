/**
 * A signed-in caller's reads, over real HTTP: the session, role and consent come from one statement per
 * request (server/auth/caller.ts), and a session's answers are kept for that session only
 * (server/services/session-memo.ts) until something they show changes. Each change that affects them is
 * made here through the real procedure a person uses (sign-out, a role change, a parent's consent given
 * and withdrawn, a new password, the account deleted, the profile, a ticked lesson, a public write), and
 * the next answer must show it: without the stamps, every one of these would read the kept answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { serve, type Served } from "../security/support";
import { linkToken, mailsTo } from "../support/outbox";
import { uniqueUsername } from "../support/unique-username";
import { sessionMemoFor } from "../../server/services/session-memo";
import { parentEmailsSettled } from "../../server/services/parental-consent";
import { callerStatementCounts, resolveCaller } from "../../server/auth/caller";
import { createSession, generateSessionToken } from "../../server/auth/session";

let env: TestEnv;
let served: Served;
let courseId: number;

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  served = await serve(env);
  courseId = (
    await env.db
      .selectFrom("courses")
      .select("id")
      .where("is_active", "=", 1)
      .where("id", "in", (eb) => eb.selectFrom("course_lessons").select("course_id"))
      // A course of reading lessons, so a tick moves its progress (one with exercises moves when mastered).
      .where("id", "not in", (eb) => eb.selectFrom("course_lessons").select("course_id").where("blocks", "like", '%"prompt"%'))
      .orderBy("id")
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await served.close();
  await env.cleanup();
});

const memo = () => sessionMemoFor(env.db).stats();
const trpcPath = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

/** `data` is read field by field below. */
type Answer = { status: number; cacheControl: string | null; data: any };

/** A GET as the browser sends it with this session's cookie. */
async function ask(token: string, path: string): Promise<Answer> {
  const res = await fetch(`${served.base}${path}`, { headers: { cookie: `session=${token}` } });
  const body = (await res.json()) as { result?: { data: unknown } };
  return { status: res.status, cacheControl: res.headers.get("cache-control"), data: body.result?.data };
}
const sessionOf = (token: string) => ask(token, "/trpc/auth.session");

/** Asks twice (the second must come from the memo), makes the change, and asks again: that answer must be made anew. */
async function aroundChange(token: string, path: string, change: () => Promise<unknown>) {
  const before = await ask(token, path);
  const hits = memo().hits;
  expect(await ask(token, path)).toEqual(before);
  expect(memo().hits, "the second ask is the session's kept answer").toBe(hits + 1);
  const misses = memo().misses;
  await change();
  const after = await ask(token, path);
  return { before, after, remade: memo().misses > misses };
}

const tokenOf = (caller: { jar: Map<string, string> }) => caller.jar.get("session")!;

describe("the caller, read with one statement", () => {
  it("resolves the effective role as before: any super_admin row wins, else the first row, else none", async () => {
    const both = await env.userCaller({ role: "organization" });
    await env.db.insertInto("user_roles").values({ user_id: both.userId, role: "super_admin" }).execute();
    const org = await env.userCaller({ role: "organization" });
    const child = await env.userCaller();
    expect((await resolveCaller(env.db, tokenOf(both)))?.role).toBe("super_admin");
    expect((await resolveCaller(env.db, tokenOf(org)))?.role).toBe("organization");
    expect((await resolveCaller(env.db, tokenOf(child)))?.role).toBeNull();
    expect(await resolveCaller(env.db, generateSessionToken())).toBeNull();
  });

  it("reads the account again after any write to a table it comes from, even one made beside the app (another process)", async () => {
    const member = await env.userCaller();
    const token = tokenOf(member);
    const read = async () => (await resolveCaller(env.db, token))!;
    // Read twice first: the second reading is the remembered account (server/auth/caller.ts).
    expect((await read()).role).toBeNull();
    expect((await read()).role).toBeNull();
    const changes: [string, () => Promise<unknown>, (caller: Awaited<ReturnType<typeof read>>) => unknown, unknown][] = [
      ["a role", () => env.db.insertInto("user_roles").values({ user_id: member.userId, role: "organization" }).execute(), (c) => c.role, "organization"],
      [
        "the profile",
        () => env.db.updateTable("profiles").set({ username: "renamed_beside" }).where("user_id", "=", member.userId).execute(),
        (c) => c.profile?.username,
        "renamed_beside",
      ],
      [
        "the e-mail",
        () => env.db.updateTable("users").set({ email: "moved.beside@example.org" }).where("id", "=", member.userId).execute(),
        (c) => c.user.email,
        "moved.beside@example.org",
      ],
      [
        "a consent",
        () => env.db.insertInto("parental_consents").values({ user_id: member.userId, parent_email: "p.beside@example.org" }).execute(),
        (c) => c.consent?.status,
        "pending",
      ],
      ["the role taken away", () => env.db.deleteFrom("user_roles").where("user_id", "=", member.userId).execute(), (c) => c.role, null],
    ];
    for (const [what, change, pick, expected] of changes) {
      await change();
      expect(pick(await read()), what).toEqual(expected);
      expect(pick(await read()), `${what}, read again`).toEqual(expected);
    }
    await env.db.deleteFrom("sessions").where("user_id", "=", member.userId).execute();
    expect(await resolveCaller(env.db, token), "the session ended beside the app").toBeNull();
  });

  it("a session whose own rows change at every request (a child answering) is read with the small statement, and always as it is", async () => {
    const member = await env.userCaller();
    const token = tokenOf(member);
    const read = async () => {
      const before = { ...callerStatementCounts };
      const caller = (await resolveCaller(env.db, token))!;
      return { caller, full: callerStatementCounts.full - before.full, state: callerStatementCounts.state - before.state };
    };
    const versionOf = async () =>
      (await env.db.selectFrom("personal_versions").select("version").where("user_id", "=", member.userId).executeTakeFirstOrThrow()).version;
    expect(await read()).toMatchObject({ full: 1, state: 0 });
    expect(await read(), "kept: the small statement says it is unchanged").toMatchObject({ full: 0, state: 1 });
    // What an answer does: one of the account's own rows written (an attempt: migration 0023's trigger moves the version).
    const course = await env.db.selectFrom("course_lessons").select(["id", "course_id"]).orderBy("id").executeTakeFirstOrThrow();
    await env.db.insertInto("course_enrollments").values({ user_id: member.userId, course_id: course.course_id }).execute();
    expect(await read(), "an enrolment: the small statement alone").toMatchObject({ full: 0, state: 1 });
    for (let i = 0; i < 3; i++) {
      const before = await versionOf();
      await env.db
        .insertInto("exercise_attempts")
        .values({
          user_id: member.userId,
          course_id: course.course_id,
          lesson_id: course.id,
          block_id: "q1",
          attempt_key: `memo-attempt-${i}`,
          answer: "{}",
          correct: 1,
          first_try: 1,
        })
        .execute();
      expect(await versionOf()).toBe(before + 1);
      const after = await read();
      expect(after, "an answer: the small statement alone").toMatchObject({ full: 0, state: 1 });
      // The stamp of what is kept for the session moves with it: a page showing the progress is made again.
      expect(after.caller.stamp.endsWith(`|${before + 1}`)).toBe(true);
    }
    // A change to the account itself, in the middle of the answers: read at once, with the full statement.
    await env.db.insertInto("user_roles").values({ user_id: member.userId, role: "organization" }).execute();
    expect(await read()).toMatchObject({ full: 1, state: 1, caller: { role: "organization" } });
    await env.db.deleteFrom("user_roles").where("user_id", "=", member.userId).execute();
    expect((await read()).caller.role).toBeNull();
    await env.db.updateTable("users").set({ email_verified_at: new Date().toISOString() }).where("id", "=", member.userId).execute();
    expect((await read()).caller.emailVerified).toBe(true);
    expect(await read()).toMatchObject({ full: 0, state: 1 });
    await env.db.deleteFrom("sessions").where("user_id", "=", member.userId).execute();
    expect(await resolveCaller(env.db, token), "the session ended").toBeNull();
  });

  it("auth.session answers the same over HTTP (kept) as through tRPC, no-store", async () => {
    const child = await env.userCaller();
    const first = await sessionOf(tokenOf(child));
    expect(first.cacheControl).toBe("private, no-store");
    expect(first.data).toEqual(JSON.parse(JSON.stringify(await child.api.auth.session())));
    expect(first.data.user.id).toBe(child.userId);
    const kept = await sessionOf(tokenOf(child));
    expect(kept).toEqual(first);
  });
});

describe("every kept answer is made again after a change that affects it", () => {
  it("sign-out: the session's entries go, and the old cookie is answered as signed out", async () => {
    const child = await env.userCaller();
    const token = tokenOf(child);
    await sessionOf(token);
    await ask(token, trpcPath("public.learning.list"));
    const entries = memo().entries;
    await child.api.auth.signOut();
    expect(memo().entries).toBe(entries - 2);
    const after = await sessionOf(token);
    expect(after.data.user).toBeNull();
    expect(after.cacheControl).toBe("private, no-store");
  });

  it("a role change by a super admin", async () => {
    const boss = await env.userCaller({ role: "super_admin" });
    const member = await env.userCaller();
    const { before, after, remade } = await aroundChange(tokenOf(member), "/trpc/auth.session", async () => {
      const entries = memo().entries;
      await boss.api.adminWorkflows.setUserRole({ userId: member.userId, role: "organization" });
      expect(memo().entries, "the kept answer with the old role is gone from memory at once").toBe(entries - 1);
    });
    expect([before.data.role, after.data.role, remade]).toEqual([null, "organization", true]);
  });

  it("a parent's consent given, then withdrawn (which deletes the account)", async () => {
    const username = uniqueUsername("memo_");
    const email = `${username}@example.org`;
    const parentEmail = `parent.${username}@guardians.example.net`;
    const visitor = await env.caller();
    await visitor.api.auth.signUp({ username, email, password: "kid-password", ageRange: "under_13", parentEmail });
    await parentEmailsSettled();
    await visitor.api.auth.signIn({ email, password: "kid-password" });
    const token = tokenOf(visitor);
    const parentToken = linkToken(mailsTo(env.config, parentEmail)[0]!, "/parent");
    const parent = await env.caller();

    const given = await aroundChange(token, "/trpc/auth.session", async () => {
      const entries = memo().entries;
      await parent.api.parent.decide({ token: parentToken, decision: "agree" });
      expect(memo().entries, "the kept answer with the pending consent is gone from memory at once").toBe(entries - 1);
    });
    expect([given.before.data.consent.status, given.after.data.consent.status, given.remade]).toEqual(["pending", "granted", true]);

    const withdrawn = await aroundChange(token, "/trpc/auth.session", () => parent.api.parent.withdraw({ token: parentToken }));
    expect(withdrawn.before.data.user.email).toBe(email);
    expect(withdrawn.after.data.user).toBeNull();
  });

  it("a password change: the other sessions end, and this one's answers are made again", async () => {
    const member = await env.userCaller();
    const other = generateSessionToken();
    await createSession(env.db, other, member.userId);
    expect((await sessionOf(other)).data.user.id).toBe(member.userId);
    const { after, remade } = await aroundChange(tokenOf(member), "/trpc/auth.session", () =>
      member.api.auth.changePassword({ currentPassword: "secret-password", newPassword: "another-secret-password" }),
    );
    expect([after.data.user.id, remade]).toEqual([member.userId, true]);
    expect((await sessionOf(other)).data.user).toBeNull();
  });

  it("nothing kept outlives its session: another session's entries go at a new password, every entry at the account's deletion, a stale one when found", async () => {
    const member = await env.userCaller();
    const other = generateSessionToken();
    await createSession(env.db, other, member.userId);
    const before = memo().entries;
    await sessionOf(other);
    await ask(other, trpcPath("public.learning.list"));
    await sessionOf(tokenOf(member));
    expect(memo().entries).toBe(before + 3);
    await member.api.auth.changePassword({ currentPassword: "secret-password", newPassword: "another-secret-password" });
    expect(memo().entries, "every entry of the account went with its other session").toBe(before);
    await sessionOf(tokenOf(member));
    await ask(tokenOf(member), trpcPath("public.learning.list"));
    expect(memo().entries).toBe(before + 2);
    // A stale entry (the profile changed) is dropped when found, and the new answer kept in its place.
    await member.api.auth.updateProfile({ full_name: "Renamed" });
    expect((await sessionOf(tokenOf(member))).data.profile.full_name).toBe("Renamed");
    expect(memo().entries).toBe(before + 2);
    await member.api.account.deleteAccount({ password: "another-secret-password" });
    expect(memo().entries, "the deleted account's answers are gone from memory").toBe(before);
  });

  it("the account deleted", async () => {
    const member = await env.userCaller();
    const { before, after } = await aroundChange(tokenOf(member), "/trpc/auth.session", () =>
      member.api.account.deleteAccount({ password: "secret-password" }),
    );
    expect(before.data.user.id).toBe(member.userId);
    expect(after.data.user).toBeNull();
  });

  it("the profile edited", async () => {
    const member = await env.userCaller({ name: "Before Name" });
    const { before, after, remade } = await aroundChange(tokenOf(member), "/trpc/auth.session", () =>
      member.api.auth.updateProfile({ full_name: "After Name" }),
    );
    expect([before.data.profile.full_name, after.data.profile.full_name, remade]).toEqual(["Before Name", "After Name", true]);
  });

  it("a lesson ticked: the Learning list and the course page show the new progress", async () => {
    const learner = await env.userCaller();
    const token = tokenOf(learner);
    await learner.api.public.learning.enroll({ courseId });
    const detailPath = trpcPath("public.learning.detail", { slug: `course-${courseId}` });
    const list = await aroundChange(token, trpcPath("public.learning.list"), () => learner.api.public.learning.completeLesson({ courseId, lessonIndex: 0 }));
    const progressIn = (data: { courses: { id: number; progress: number }[] }) => data.courses.find((course) => course.id === courseId)!.progress;
    expect(progressIn(list.before.data)).toBe(0);
    expect(progressIn(list.after.data)).toBeGreaterThan(0);
    const detail = await aroundChange(token, detailPath, async () => {
      const lessons = (await learner.api.public.learning.detail({ slug: `course-${courseId}` })).lessons.length;
      if (lessons > 1) await learner.api.public.learning.completeLesson({ courseId, lessonIndex: 1 });
      else await env.db.deleteFrom("lesson_progress").where("user_id", "=", learner.userId).execute();
    });
    expect(detail.after.data.completedLessons).not.toEqual(detail.before.data.completedLessons);
  });

  it("a public write (the site's name) reaches a session's kept settings at the next request", async () => {
    const boss = await env.userCaller({ role: "super_admin" });
    const member = await env.userCaller();
    const settings = await boss.api.public.settings();
    const { after, remade } = await aroundChange(tokenOf(member), trpcPath("public.settings"), () =>
      env.db.updateTable("site_settings").set({ site_name: "Renamed for the memo test" }).execute(),
    );
    expect([after.data.site_name, remade]).toEqual(["Renamed for the memo test", true]);
    await env.db.updateTable("site_settings").set({ site_name: settings.site_name }).execute();
  });
});

describe("never another child's answer", () => {
  it("two children asking the same addresses in turn each get their own session, progress and achievements", async () => {
    const ana = await env.userCaller({ email: "ana.memo@example.org" });
    const ben = await env.userCaller({ email: "ben.memo@example.org" });
    await ana.api.public.learning.enroll({ courseId });
    await ana.api.public.learning.completeLesson({ courseId, lessonIndex: 0 });
    const paths = ["/trpc/auth.session", trpcPath("public.learning.list"), trpcPath("public.learning.detail", { slug: `course-${courseId}` })];
    const hits = memo().hits;
    for (let round = 0; round < 3; round++) {
      for (const path of paths) {
        const [a, b] = [await ask(tokenOf(ana), path), await ask(tokenOf(ben), path)];
        const text = (answer: Answer) => JSON.stringify(answer.data);
        expect(text(a)).not.toContain("ben.memo@");
        expect(text(b)).not.toContain("ana.memo@");
        if (path === "/trpc/auth.session") expect([a.data.user.id, b.data.user.id]).toEqual([ana.userId, ben.userId]);
        else if (path.includes("learning.list")) {
          const enrolled = (answer: Answer) => answer.data.courses.find((course: { id: number }) => course.id === courseId).enrolled;
          expect([enrolled(a), enrolled(b)]).toEqual([true, false]);
          expect(a.data.achievements).not.toEqual(b.data.achievements);
        } else {
          expect([a.data.enrolled, b.data.enrolled]).toEqual([true, false]);
          expect(a.data.lessons[0].blocks).not.toBeNull();
          expect(b.data.lessons.every((lesson: { blocks: unknown[] | null }) => lesson.blocks === null)).toBe(true);
        }
      }
    }
    // Rounds two and three came from the memo: 2 rounds x 3 addresses x 2 children.
    expect(memo().hits - hits).toBe(12);
  });

  it("twenty children asking the same addresses at the same moment each get their own", async () => {
    const children = await Promise.all(Array.from({ length: 20 }, (_, i) => env.userCaller({ email: `same.moment.${i}@example.org` })));
    await children[3]!.api.public.learning.enroll({ courseId });
    const paths = ["/trpc/auth.session", trpcPath("public.learning.detail", { slug: `course-${courseId}` })];
    for (let round = 0; round < 3; round++) {
      for (const path of paths) {
        const answers = await Promise.all(children.map((child) => ask(tokenOf(child), path)));
        answers.forEach((answer, i) => {
          const text = JSON.stringify(answer.data);
          expect(answer.cacheControl).toBe("private, no-store");
          for (let j = 0; j < children.length; j++) if (j !== i) expect(text, `${path}: child ${i} sees child ${j}`).not.toContain(`same.moment.${j}@`);
          if (path.includes("detail")) expect(answer.data.enrolled, path).toBe(i === 3);
          else expect(answer.data.user.id, path).toBe(children[i]!.userId);
        });
      }
    }
  });
});
