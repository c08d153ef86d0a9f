/**
 * The authorization matrix, kept as data: every tRPC procedure × caller (anonymous, signed in without a
 * role, organization A, organization B, super admin) → expected outcome. Each row carries a small input
 * builder working from fixtures; rows that act on a row use one owned by organization A, so organization B's
 * column shows that another organization's row answers NOT_FOUND, exactly like a missing id.
 * tests/security/authorization.test.ts walks the router and fails when a procedure has no row here.
 * The per-module detail of the generic admin router (every module × operation) is in
 * tests/api/admin-access.test.ts; here each generic procedure is shown on representative modules.
 */
import type { CallerKey } from "./support";

export type Outcome = "OK" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "BAD_REQUEST" | "CONFLICT" | "TOO_MANY_REQUESTS";

/** What the builders may use: fresh rows owned by organization A, and the callers' ids. */
export interface Fixtures {
  ids: Record<Exclude<CallerKey, "anonymous">, number>;
  /** A fresh upcoming, active event created by organization A. */
  event(): Promise<number>;
  /** A fresh registration (pending unless asked) on a fresh event of organization A. */
  registration(status?: "pending" | "confirmed"): Promise<number>;
  /** A fresh pending content submission of organization A (content type "event", complete enough to publish). */
  submission(): Promise<number>;
  /** A fresh media submission by organization A: pending, or approved (public). */
  media(status?: "pending" | "approved"): Promise<number>;
  /** A fresh open report on a public event. */
  report(): Promise<number>;
  /** A fresh account without a role. */
  user(): Promise<number>;
  /** A fresh emergency contact of organization A (ordered, toggled). */
  contact(): Promise<number>;
  /** An active course with lessons; enrols `caller` first when asked. */
  course(enrol?: CallerKey): Promise<number>;
  /** An active resource from the demo content. */
  resource(): Promise<number>;
  /** A valid password-reset token for a fresh account. */
  resetToken(): Promise<string>;
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
  expect: Record<CallerKey, Outcome>;
}

const all = (o: Outcome): Record<CallerKey, Outcome> => ({ anonymous: o, user: o, orgA: o, orgB: o, superAdmin: o });
const signedIn: Record<CallerKey, Outcome> = { anonymous: "UNAUTHORIZED", user: "OK", orgA: "OK", orgB: "OK", superAdmin: "OK" };
const staff: Record<CallerKey, Outcome> = { anonymous: "UNAUTHORIZED", user: "FORBIDDEN", orgA: "OK", orgB: "OK", superAdmin: "OK" };
/** Acts on organization A's row: organization B sees nothing there. */
const ownedByA: Record<CallerKey, Outcome> = { anonymous: "UNAUTHORIZED", user: "FORBIDDEN", orgA: "OK", orgB: "NOT_FOUND", superAdmin: "OK" };
const superAdminOnly: Record<CallerKey, Outcome> = { anonymous: "UNAUTHORIZED", user: "FORBIDDEN", orgA: "FORBIDDEN", orgB: "FORBIDDEN", superAdmin: "OK" };

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
  { path: "auth.signUp", input: (fx) => ({ fullName: "Matrix", email: `signup-${fx.unique()}@example.org`, password: fx.password }), expect: all("OK") },
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
  // A super admin exists, so the first-admin setup is closed to everyone.
  {
    path: "auth.setup",
    input: (fx) => ({ token: "no-such-token", fullName: "Intruder", email: `setup-${fx.unique()}@example.org`, password: fx.password }),
    expect: all("FORBIDDEN"),
  },

  // Public site
  { path: "public.home", input: () => undefined, expect: all("OK") },
  { path: "public.settings", input: () => undefined, expect: all("OK") },
  { path: "public.emergency.list", input: () => undefined, expect: all("OK") },
  { path: "public.resources.list", input: () => ({}), expect: all("OK") },
  { path: "public.resources.get", input: async (fx) => ({ slug: String(await fx.resource()) }), expect: all("OK") },
  { path: "public.learning.list", input: () => undefined, expect: all("OK") },
  { path: "public.learning.detail", input: async (fx) => ({ slug: String(await fx.course()) }), expect: all("OK") },
  { path: "public.learning.enroll", input: async (fx) => ({ courseId: await fx.course() }), expect: signedIn },
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
    path: "public.events.register",
    input: async (fx) => ({ eventId: await fx.event(), name: "Matrix Kid", email: `kid-${fx.unique()}@example.org` }),
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

  // Generic back office, on representative modules (every module: tests/api/admin-access.test.ts)
  { path: "admin.list", on: "events", input: () => ({ module: "events" }), expect: staff },
  { path: "admin.list", on: "users", input: () => ({ module: "users" }), expect: superAdminOnly },
  { path: "admin.get", on: "organization A's event", input: async (fx) => ({ module: "events", id: await fx.event() }), expect: ownedByA },
  {
    path: "admin.get",
    on: "a missing id",
    input: () => ({ module: "events", id: 987654 }),
    expect: { ...ownedByA, orgA: "NOT_FOUND", superAdmin: "NOT_FOUND" },
  },
  {
    path: "admin.get",
    on: "organization A's registration",
    input: async (fx) => ({ module: "event-registrations", id: await fx.registration() }),
    expect: ownedByA,
  },
  { path: "admin.summary", on: "events", input: () => ({ module: "events" }), expect: staff },
  { path: "admin.exportRows", on: "event-registrations", input: () => ({ module: "event-registrations" }), expect: staff },
  { path: "admin.exportRows", on: "users", input: () => ({ module: "users" }), expect: superAdminOnly },
  { path: "admin.options", on: "event-registrations.event_id", input: () => ({ module: "event-registrations", field: "event_id" }), expect: staff },
  { path: "admin.create", on: "events", input: (fx) => ({ module: "events", values: eventValues(fx) }), expect: staff },
  {
    path: "admin.create",
    on: "announcements",
    input: (fx) => ({ module: "announcements", values: { title: `A ${fx.unique()}`, content: "Body", priority: 1 } }),
    expect: superAdminOnly,
  },
  {
    path: "admin.update",
    on: "organization A's event",
    input: async (fx) => ({ module: "events", id: await fx.event(), values: { title: "Changed" } }),
    expect: ownedByA,
  },
  { path: "admin.delete", on: "organization A's event", input: async (fx) => ({ module: "events", id: await fx.event() }), expect: ownedByA },
  {
    path: "admin.toggle",
    on: "organization A's emergency contact",
    input: async (fx) => ({ module: "emergency-contacts", id: await fx.contact() }),
    expect: ownedByA,
  },
  {
    path: "admin.reorder",
    on: "organization A's emergency contact",
    input: async (fx) => ({ module: "emergency-contacts", id: await fx.contact(), direction: "down" }),
    expect: ownedByA,
  },

  // Back-office workflows
  { path: "adminWorkflows.dashboard", input: () => undefined, expect: staff },
  { path: "adminWorkflows.pendingSubmissions", input: () => ({}), expect: superAdminOnly },
  { path: "adminWorkflows.reviewSubmission", input: async (fx) => ({ id: await fx.submission(), decision: "rejected", notes: "No" }), expect: superAdminOnly },
  { path: "adminWorkflows.quickApprove", input: async (fx) => ({ id: await fx.submission() }), expect: superAdminOnly },
  { path: "adminWorkflows.submissionForEdit", input: async (fx) => ({ id: await fx.submission() }), expect: ownedByA },
  { path: "adminWorkflows.reviewMedia", input: async (fx) => ({ id: await fx.media("pending"), decision: "approved" }), expect: superAdminOnly },
  { path: "adminWorkflows.confirmRegistration", input: async (fx) => ({ id: await fx.registration() }), expect: ownedByA },
  { path: "adminWorkflows.cancelRegistration", input: async (fx) => ({ id: await fx.registration("confirmed") }), expect: ownedByA },
  { path: "adminWorkflows.deleteRegistration", input: async (fx) => ({ id: await fx.registration() }), expect: ownedByA },
  { path: "adminWorkflows.setUserRole", input: async (fx) => ({ userId: await fx.user(), role: "organization" }), expect: superAdminOnly },
  { path: "adminWorkflows.updateUser", input: async (fx) => ({ userId: await fx.user(), full_name: "Renamed" }), expect: superAdminOnly },
  { path: "adminWorkflows.resolveReport", input: async (fx) => ({ id: await fx.report(), status: "dismissed" }), expect: superAdminOnly },
  {
    path: "adminWorkflows.updateSiteSettings",
    input: () => ({ site_name: "Matrix Site", support_email: "a@example.org", safety_email: "b@example.org", partnerships_email: "c@example.org" }),
    expect: superAdminOnly,
  },
  { path: "adminWorkflows.demoContent", input: () => undefined, expect: superAdminOnly },
  // Last: the super admin's call removes the demo rows other rows' fixtures read.
  { path: "adminWorkflows.removeDemoContent", input: () => ({ confirm: true }), expect: superAdminOnly },
];
