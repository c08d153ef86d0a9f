/**
 * The authorization matrix, kept as data: every tRPC procedure × caller (anonymous, signed in without a
 * role, organization A, organization B, super admin) → expected outcome. Each row carries a small input
 * builder working from fixtures; rows that act on a row use one owned by organization A, so organization B's
 * column shows that another organization's row answers NOT_FOUND, exactly like a missing id.
 * tests/security/authorization.test.ts walks the router and fails when a procedure has no row here.
 * The back office (admin.* and adminWorkflows.*) is not here: every module × operation × caller is pinned
 * by the hand-written access table, tests/security/access-table.ts.
 */
import { uniqueUsername } from "../support/unique-username";
import type { CallerKey } from "./support";

export type Outcome = "OK" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "BAD_REQUEST" | "CONFLICT" | "TOO_MANY_REQUESTS";

/** What the builders may use: fresh rows owned by organization A. */
export interface Fixtures {
  /** A fresh upcoming, active event created by organization A. */
  event(): Promise<number>;
  /** A fresh event organization A wrote that waits for a super admin (review_status pending). */
  pendingEvent(): Promise<number>;
  /** A fresh media submission by organization A: pending, or approved (public). */
  media(status?: "pending" | "approved"): Promise<number>;
  /** An active course with lessons; enrols `caller` first when asked. */
  course(enrol?: CallerKey): Promise<number>;
  /** An active resource from the demo content. */
  resource(): Promise<number>;
  /** A fresh child account below the consent age, and a valid link token of its parent (pending or agreed). */
  parentToken(status?: "pending" | "granted"): Promise<string>;
  /** A valid password-reset token for a fresh account. */
  resetToken(): Promise<string>;
  /** A valid e-mail verification link's token for a fresh account. */
  verificationToken(): Promise<string>;
  /**
   * A fresh class of the matrix's teacher (the caller "teacher") with one child in it and a course given to
   * the class (issue 31); `code` is its join code.
   */
  teacherClass(): Promise<{ classId: number; childId: number; code: string; assignmentId: number }>;
  /** A fresh class of another teacher; `caller` joins it first when asked. */
  otherClass(join?: CallerKey): Promise<{ classId: number; code: string }>;
  /** Puts the caller's password back to the fixtures' password (after a change). */
  resetPassword(caller: CallerKey): Promise<void>;
  password: string;
  unique(): string;
  futureDate(days?: number): string;
}

export interface MatrixRow {
  /** The procedure's dotted path; several rows may show one procedure on different data. */
  path: string;
  /** Shown in the test name when a procedure has several rows. */
  on?: string;
  input: (fx: Fixtures, caller: CallerKey) => unknown | Promise<unknown>;
  /** A confirmed teacher (issue 31) answers as a member without a staff role unless `teacher` says otherwise. */
  expect: Record<Exclude<CallerKey, "teacher">, Outcome> & { teacher?: Outcome };
}

type Expected = MatrixRow["expect"];
const all = (o: Outcome): Expected => ({ anonymous: o, user: o, orgA: o, orgB: o, superAdmin: o });
const signedIn: Expected = { anonymous: "UNAUTHORIZED", user: "OK", orgA: "OK", orgB: "OK", superAdmin: "OK" };
/** A confirmed teacher only (issue 31): everyone else, staff included, is refused. */
const teacherOnly: Expected = { anonymous: "UNAUTHORIZED", user: "FORBIDDEN", orgA: "FORBIDDEN", orgB: "FORBIDDEN", superAdmin: "FORBIDDEN", teacher: "OK" };

const eventValues = (fx: Fixtures) => ({
  title: `Matrix event ${fx.unique()}`,
  organizer_name: "Org",
  type: "workshop",
  age_group: "all",
  capacity: 10,
  event_date: fx.futureDate(),
  start_time: "10:00",
  end_time: "12:00",
  location: "Hall",
  district: "Colombo",
});

export const MATRIX: MatrixRow[] = [
  // Accounts
  { path: "auth.session", input: () => undefined, expect: all("OK") },
  {
    path: "auth.signUp",
    input: (fx) => ({
      // Letters only: seven digits of a time stamp would read as a phone number and be refused at random.
      username: uniqueUsername("signup_").slice(0, 30),
      email: `signup-${fx.unique()}@example.org`,
      password: fx.password,
      ageRange: "18_plus",
    }),
    expect: all("OK"),
  },
  { path: "auth.signIn", input: (fx) => ({ email: "matrix-login@example.org", password: fx.password }), expect: all("OK") },
  { path: "auth.signOut", input: () => undefined, expect: all("OK") },
  { path: "auth.updateProfile", input: () => ({ full_name: "Matrix Name" }), expect: signedIn },
  {
    path: "auth.changePassword",
    input: async (fx, caller) => {
      if (caller !== "anonymous") await fx.resetPassword(caller);
      return { currentPassword: fx.password, newPassword: `${fx.password}-new` };
    },
    expect: signedIn,
  },
  { path: "auth.requestPasswordReset", input: (fx) => ({ email: `reset-${fx.unique()}@example.org` }), expect: all("OK") },
  { path: "auth.passwordResetStatus", input: async (fx) => ({ token: await fx.resetToken() }), expect: all("OK") },
  { path: "auth.resetPassword", input: async (fx) => ({ token: await fx.resetToken(), newPassword: "brand-new-password" }), expect: all("OK") },
  { path: "auth.setupStatus", input: () => ({ token: "no-such-token" }), expect: all("OK") },
  // Proving an address (issue #26): the link's token is the key, whoever holds it; asking again needs the account.
  { path: "auth.resendVerification", input: () => undefined, expect: signedIn },
  { path: "auth.emailVerificationStatus", input: async (fx) => ({ token: await fx.verificationToken() }), expect: all("OK") },
  { path: "auth.verifyEmail", input: async (fx) => ({ token: await fx.verificationToken() }), expect: all("OK") },
  { path: "auth.verifyEmail", on: "an unknown token", input: () => ({ token: "z".repeat(32) }), expect: all("BAD_REQUEST") },
  // A super admin exists, so the first-admin setup is closed to everyone.
  {
    path: "auth.setup",
    input: (fx) => ({ token: "no-such-token", fullName: "Intruder", email: `setup-${fx.unique()}@example.org`, password: fx.password }),
    expect: all("FORBIDDEN"),
  },

  // Own data rights and consent (tests/api/data-rights.test.ts, tests/api/child-safety.test.ts)
  { path: "account.exportData", input: () => undefined, expect: signedIn },
  // A wrong password, so the callers stay: the deletion itself is shown in tests/api/data-rights.test.ts.
  {
    path: "account.deleteAccount",
    input: () => ({ password: "not-the-password" }),
    expect: { ...signedIn, user: "BAD_REQUEST", orgA: "BAD_REQUEST", orgB: "BAD_REQUEST", superAdmin: "BAD_REQUEST" },
  },
  { path: "account.setParentView", input: () => ({ visible: true }), expect: signedIn },
  // A staff member's back-office language (tests/e2e/back-office-language.spec.ts): staff only.
  {
    path: "account.setBackOfficeLanguage",
    input: () => ({ locale: "en" }),
    expect: { anonymous: "UNAUTHORIZED", user: "FORBIDDEN", orgA: "OK", orgB: "OK", superAdmin: "OK" },
  },
  // None of the callers waits for a parent.
  {
    path: "account.resendConsent",
    input: () => undefined,
    expect: { ...signedIn, user: "BAD_REQUEST", orgA: "BAD_REQUEST", orgB: "BAD_REQUEST", superAdmin: "BAD_REQUEST" },
  },

  // The parent's link: the token is the key, whoever holds it
  { path: "parent.view", input: async (fx) => ({ token: await fx.parentToken("granted") }), expect: all("OK") },
  { path: "parent.view", on: "an unknown token", input: () => ({ token: "z".repeat(32) }), expect: all("NOT_FOUND") },
  { path: "parent.decide", input: async (fx) => ({ token: await fx.parentToken(), decision: "agree" }), expect: all("OK") },
  { path: "parent.decide", on: "an unknown token", input: () => ({ token: "z".repeat(32), decision: "decline" }), expect: all("NOT_FOUND") },
  { path: "parent.withdraw", input: async (fx) => ({ token: await fx.parentToken("granted") }), expect: all("OK") },
  { path: "parent.withdraw", on: "an unknown token", input: () => ({ token: "z".repeat(32) }), expect: all("NOT_FOUND") },
  { path: "parent.exportData", input: async (fx) => ({ token: await fx.parentToken("granted") }), expect: all("OK") },
  { path: "parent.revoke", input: async (fx) => ({ token: await fx.parentToken("granted") }), expect: all("OK") },
  { path: "parent.requestLink", input: (fx) => ({ email: `parent-${fx.unique()}@example.org` }), expect: all("OK") },

  // Public site
  { path: "public.home", input: () => undefined, expect: all("OK") },
  { path: "public.settings", input: () => undefined, expect: all("OK") },
  { path: "public.emergency.list", input: () => undefined, expect: all("OK") },
  { path: "public.resources.list", input: () => ({}), expect: all("OK") },
  { path: "public.resources.get", input: async (fx) => ({ slug: String(await fx.resource()) }), expect: all("OK") },
  { path: "public.learning.list", input: () => undefined, expect: all("OK") },
  { path: "public.learning.detail", input: async (fx) => ({ slug: String(await fx.course()) }), expect: all("OK") },
  { path: "public.learning.enroll", input: async (fx) => ({ courseId: await fx.course() }), expect: signedIn },
  { path: "public.learning.activity", input: () => undefined, expect: signedIn },
  // Judging answers is tested in depth by tests/api/lesson-practice.test.ts; here: signed in only, and a lesson
  // that is not the course's is not found whoever asks.
  {
    path: "public.learning.answer",
    on: "a lesson that is not the course's",
    input: async (fx, caller) => ({
      courseId: await fx.course(caller),
      lessonId: 999_999,
      blockId: "q1",
      attemptKey: `matrix-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      answer: { type: "truefalse", value: true },
    }),
    expect: { anonymous: "UNAUTHORIZED", user: "NOT_FOUND", orgA: "NOT_FOUND", orgB: "NOT_FOUND", superAdmin: "NOT_FOUND" },
  },
  // A key nobody sent: no verdict (null) for anyone signed in (tests/api/lesson-answer-form.test.ts goes further).
  {
    path: "public.learning.attempt",
    input: () => ({ attemptKey: "matrix-never-sent" }),
    expect: { anonymous: "UNAUTHORIZED", user: "OK", orgA: "OK", orgB: "OK", superAdmin: "OK" },
  },
  // A course nobody has mastered: no certificate for anyone (tests/api/learning-certificate.test.ts goes further).
  {
    path: "public.learning.certificate",
    input: async (fx, caller) => ({ slug: String(await fx.course(caller)) }),
    expect: { anonymous: "UNAUTHORIZED", user: "NOT_FOUND", orgA: "NOT_FOUND", orgB: "NOT_FOUND", superAdmin: "NOT_FOUND" },
  },
  { path: "public.learning.completeLesson", input: async (fx, caller) => ({ courseId: await fx.course(caller), lessonIndex: 0 }), expect: signedIn },
  { path: "public.media.list", input: () => ({}), expect: all("OK") },
  { path: "public.media.detail", input: async (fx) => ({ slug: String(await fx.media("approved")) }), expect: all("OK") },
  { path: "public.media.detail", on: "a pending item", input: async (fx) => ({ slug: String(await fx.media("pending")) }), expect: all("NOT_FOUND") },
  { path: "public.media.view", input: async (fx) => ({ id: await fx.media("approved") }), expect: all("OK") },
  { path: "public.media.like", input: async (fx) => ({ id: await fx.media("approved") }), expect: signedIn },
  {
    path: "public.media.like",
    on: "a pending item",
    input: async (fx) => ({ id: await fx.media("pending") }),
    expect: { ...signedIn, user: "NOT_FOUND", orgA: "NOT_FOUND", orgB: "NOT_FOUND", superAdmin: "NOT_FOUND" },
  },
  { path: "public.events.list", input: () => ({}), expect: all("OK") },
  { path: "public.events.detail", input: async (fx) => ({ slug: String(await fx.event()) }), expect: all("OK") },
  {
    path: "public.events.detail",
    on: "an organization's event awaiting review",
    input: async (fx) => ({ slug: String(await fx.pendingEvent()) }),
    expect: all("NOT_FOUND"),
  },
  {
    path: "public.events.register",
    on: "an event awaiting review",
    input: async (fx) => ({
      eventId: await fx.pendingEvent(),
      name: "Matrix Kid",
      age: 12,
      guardianName: "Matrix Parent",
      consent: true,
      email: `kid-${fx.unique()}@example.org`,
    }),
    expect: all("NOT_FOUND"),
  },
  {
    path: "public.events.register",
    input: async (fx) => ({
      eventId: await fx.event(),
      name: "Matrix Kid",
      age: 12,
      guardianName: "Matrix Parent",
      consent: true,
      email: `kid-${fx.unique()}@example.org`,
    }),
    expect: all("OK"),
  },
  {
    path: "public.events.submit",
    input: (fx) => ({ ...eventValues(fx), description: "A workshop", price_type: "free", contact_email: "org@example.org" }),
    expect: all("OK"),
  },
  { path: "public.reports.create", input: async (fx) => ({ targetType: "event", targetId: await fx.event(), reason: "spam" }), expect: all("OK") },
  {
    path: "public.reports.create",
    on: "a pending media item",
    input: async (fx) => ({ targetType: "media", targetId: await fx.media("pending"), reason: "spam" }),
    expect: all("NOT_FOUND"),
  },
  // Every module action runs through admin.action, found in the action table by "<module>.<action>" (issue 32):
  // events.review is the super admin's (the others are refused before anything is read), and without its
  // decision the super admin's call is bad input. An action no module declares is not found for anyone.
  // Roles, ownership and `when` of a module's own `set` action: tests/api/one-file-module.test.ts.
  {
    path: "admin.action",
    on: "a built-in module's action without its input",
    input: async (fx) => ({ module: "events", action: "review", id: await fx.event() }),
    expect: { anonymous: "UNAUTHORIZED", user: "FORBIDDEN", orgA: "FORBIDDEN", orgB: "FORBIDDEN", superAdmin: "BAD_REQUEST" },
  },
  {
    path: "admin.action",
    on: "an action no module declares",
    input: async (fx) => ({ module: "events", action: "publishEverything", id: await fx.event() }),
    expect: { anonymous: "UNAUTHORIZED", user: "NOT_FOUND", orgA: "NOT_FOUND", orgB: "NOT_FOUND", superAdmin: "NOT_FOUND" },
  },
  // The staff's screening words for the review dialog (issue #29): whoever may list the module, super admins.
  {
    path: "adminWorkflows.screeningWords",
    input: () => undefined,
    expect: { anonymous: "UNAUTHORIZED", user: "FORBIDDEN", orgA: "FORBIDDEN", orgB: "FORBIDDEN", superAdmin: "OK" },
  },

  // Classes (issue 31; in depth: tests/api/classes.test.ts). The teacher's own class; children by code.
  { path: "teacher.status", input: () => undefined, expect: signedIn },
  { path: "teacher.classes", input: () => undefined, expect: teacherOnly },
  { path: "teacher.createClass", input: () => ({ name: "Matrix class", school: "Matrix School", grade: "7", language: "ta" }), expect: teacherOnly },
  { path: "teacher.classDetail", input: async (fx) => ({ classId: (await fx.teacherClass()).classId }), expect: teacherOnly },
  { path: "teacher.classReport", input: async (fx) => ({ classId: (await fx.teacherClass()).classId }), expect: teacherOnly },
  {
    path: "teacher.classReport",
    on: "another teacher's class",
    input: async (fx) => ({ classId: (await fx.otherClass()).classId }),
    expect: { ...teacherOnly, teacher: "NOT_FOUND" },
  },
  {
    path: "teacher.removeChild",
    input: async (fx) => {
      const made = await fx.teacherClass();
      return { classId: made.classId, userId: made.childId };
    },
    expect: teacherOnly,
  },
  { path: "teacher.addGroup", input: async (fx) => ({ classId: (await fx.teacherClass()).classId, name: `Group ${fx.unique()}` }), expect: teacherOnly },
  {
    path: "teacher.setGroup",
    input: async (fx) => {
      const made = await fx.teacherClass();
      return { classId: made.classId, userId: made.childId, groupId: null };
    },
    expect: teacherOnly,
  },
  {
    path: "teacher.assign",
    input: async (fx) => ({ classId: (await fx.teacherClass()).classId, courseId: await fx.course(), target: { kind: "class" } }),
    expect: teacherOnly,
  },
  { path: "teacher.unassign", input: async (fx) => ({ assignmentId: (await fx.teacherClass()).assignmentId }), expect: teacherOnly },
  { path: "classes.preview", input: async (fx) => ({ code: (await fx.otherClass()).code }), expect: signedIn },
  { path: "classes.preview", on: "a code no class has", input: () => ({ code: "AAAAAA" }), expect: { ...all("NOT_FOUND"), anonymous: "UNAUTHORIZED" } },
  { path: "classes.join", input: async (fx) => ({ code: (await fx.otherClass()).code }), expect: signedIn },
  // The teacher's own class: a teacher is not a child of it.
  {
    path: "classes.join",
    on: "the matrix teacher's own class",
    input: async (fx) => ({ code: (await fx.teacherClass()).code }),
    expect: { ...signedIn, teacher: "BAD_REQUEST" },
  },
  { path: "classes.leave", input: async (fx, caller) => ({ classId: (await fx.otherClass(caller)).classId }), expect: signedIn },
  {
    path: "classes.leave",
    on: "a class the caller is not in",
    input: async (fx) => ({ classId: (await fx.otherClass()).classId }),
    expect: { ...all("NOT_FOUND"), anonymous: "UNAUTHORIZED" },
  },
  { path: "classes.mine", input: () => undefined, expect: signedIn },
];
