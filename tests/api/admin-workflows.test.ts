/**
 * Workflow procedures: who may call them, review and publish exactly once, media review, registration
 * status changes that keep registered_count true, users, dashboard, reports and site settings.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { runWithLocale } from "../../server/http/locale";
import ta from "../../admin-modules/domain/messages/ta.json";
import { attempt, errorOf, eventValues, insertRow, next, type Outcome, personas, showPicture } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
});
afterAll(() => env.cleanup());

const SUPER_ONLY: Outcome[] = ["UNAUTHORIZED", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "OK"];

/** A pending submission with a picture, which the super admin's screen has shown (issue 29). */
async function submission(type: "resource" | "learning" | "media" | "event", data: Record<string, unknown> | null = null, owner?: number) {
  const id = await insertRow(env, "content_submissions", {
    title: `Submission ${next()}`,
    description: "Made by a child",
    content_type: type,
    age_group: "11-14",
    tags: JSON.stringify(["art", "fun"]),
    content_data: data ? JSON.stringify(data) : null,
    image_url: "https://example.org/pic.png",
    submitted_by: owner ?? people.orgA.userId,
  });
  await showPicture(people.sa.api, `content-${type}`, id);
  return id;
}

const EVENT_DATA = {
  type: "educational",
  event_date: "2031-03-01",
  start_time: "08:00",
  end_time: "10:00",
  location: "Negombo Lagoon",
  district: "Gampaha",
  capacity: 40,
  organizer_name: "Mangrove Friends",
  price_type: "free",
  price_amount: 0,
};

async function registeredCountIsTrue(eventId: number) {
  const event = await env.db.selectFrom("events").select("registered_count").where("id", "=", eventId).executeTakeFirstOrThrow();
  const live = await env.db
    .selectFrom("event_registrations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("event_id", "=", eventId)
    .where("status", "<>", "cancelled")
    .executeTakeFirstOrThrow();
  expect(event.registered_count).toBe(Number(live.n));
  return event.registered_count;
}

describe("who may call each workflow", () => {
  it("content review, approve and reject: super admins only", async () => {
    for (const [i, p] of people.all.entries()) {
      const id = await submission("resource", { category: "health" });
      await attempt(env, `pending as ${p.name}`, () => p.api.adminWorkflows.reviewQueue(), SUPER_ONLY[i]!, ["content_submissions"]);
      await attempt(env, `review as ${p.name}`, () => p.api.adminWorkflows.reviewSubmission({ id, decision: "rejected" }), SUPER_ONLY[i]!, [
        "content_submissions",
        "resources",
      ]);
      // A super admin may change their mind: a rejected submission can still be approved.
      const approved = await attempt(env, `approve as ${p.name}`, () => p.api.adminWorkflows.reviewSubmission({ id, decision: "approved" }), SUPER_ONLY[i]!, [
        "content_submissions",
        "resources",
      ]);
      if (approved) expect(approved.publishedId).toBeGreaterThan(0);
    }
  });

  it("media review, role switch, user edit, reports, site settings: super admins only", async () => {
    for (const [i, p] of people.all.entries()) {
      const outcome = SUPER_ONLY[i]!;
      const media = await insertRow(env, "media_submissions", { title: "M", type: "story", author_name: "Kid", submitted_by: people.orgA.userId });
      await attempt(env, `reviewMedia as ${p.name}`, () => p.api.adminWorkflows.reviewMedia({ id: media, decision: "approved" }), outcome, [
        "media_submissions",
      ]);
      await attempt(env, `setUserRole as ${p.name}`, () => p.api.adminWorkflows.setUserRole({ userId: people.plain.userId!, role: "organization" }), outcome, [
        "user_roles",
      ]);
      if (outcome === "OK") await env.db.deleteFrom("user_roles").where("user_id", "=", people.plain.userId!).execute();
      await attempt(env, `updateUser as ${p.name}`, () => p.api.adminWorkflows.updateUser({ userId: people.plain.userId!, full_name: "Renamed" }), outcome, [
        "profiles",
        "users",
      ]);
      const report = await insertRow(env, "reports", { target_type: "media", target_id: media, reason: "spam" });
      await attempt(
        env,
        `dismiss a report as ${p.name}`,
        () => p.api.admin.action({ module: "reports", action: "dismiss", id: report, values: { note: "Not spam after all" } }),
        outcome,
        ["reports"],
      );
      await attempt(
        env,
        `updateSiteSettings as ${p.name}`,
        () => p.api.adminWorkflows.updateSiteSettings({ site_name: "Kids Hub", support_email: "a@b.lk", safety_email: "s@b.lk", partnerships_email: "p@b.lk" }),
        outcome,
        ["site_settings"],
      );
    }
  });

  it("registrations: staff on registrations of their own events; another organization's is NOT_FOUND", async () => {
    const outcomes: Outcome[] = ["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "OK", "OK"];
    for (const [i, p] of people.all.entries()) {
      const event = await insertRow(env, "events", eventValues(people.orgA.userId, { registered_count: 1 }));
      const reg = await insertRow(env, "event_registrations", { event_id: event, name: "Kid", email: `k${next()}@example.org` });
      const tables = ["event_registrations", "events"];
      await attempt(env, `confirm as ${p.name}`, () => p.api.adminWorkflows.confirmRegistration({ id: reg }), outcomes[i]!, tables);
      if (outcomes[i] === "OK") {
        await attempt(env, `cancel as ${p.name}`, () => p.api.adminWorkflows.cancelRegistration({ id: reg }), "OK", tables);
      } else {
        await attempt(env, `cancel as ${p.name}`, () => p.api.adminWorkflows.cancelRegistration({ id: reg }), outcomes[i]!, tables);
      }
      await attempt(env, `delete as ${p.name}`, () => p.api.adminWorkflows.deleteRegistration({ id: reg }), outcomes[i]!, tables);
      await registeredCountIsTrue(event);
    }
  });

  it("dashboard: any staff member", async () => {
    const outcomes: Outcome[] = ["UNAUTHORIZED", "FORBIDDEN", "OK", "OK", "OK"];
    for (const [i, p] of people.all.entries()) {
      await attempt(env, `dashboard as ${p.name}`, () => p.api.adminWorkflows.dashboard(), outcomes[i]!, []);
    }
  });
});

describe("approval publishes exactly once", () => {
  it.each([
    ["resource", { category: "safety", file_type: "DOC", pages: 3 }, "resources"],
    ["learning", { level: "Beginner", lessons: [{ title: "One", duration: "5 min", content: "Hi" }] }, "courses"],
    ["media", { type: "stories", author_name: "Nimal", author_age: 12, content: "Once upon a time" }, "media_submissions"],
    ["event", EVENT_DATA, "events"],
  ] as const)("a %s submission approved twice becomes one row of its table", async (type, data, table) => {
    const id = await submission(type, data);
    const first = await people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "approved", notes: "Lovely" });
    expect(first.message).toBe("Content approved successfully");
    const second = await people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "approved" });
    expect(second.publishedId).toBe(first.publishedId);
    const rows = await env.db.selectFrom(table).selectAll().where("source_submission_id", "=", id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(first.publishedId);
    expect(rows[0]!.title).toMatch(/^Submission/);
    const sub = await env.db.selectFrom("content_submissions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ status: "approved", reviewed_by: people.sa.userId, review_notes: "Lovely", published_id: first.publishedId });
    expect(sub.reviewed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    if (type === "media") expect(rows[0]).toMatchObject({ status: "approved", type: "story", author_age: 12, reviewed_by: people.sa.userId });
    if (type === "learning") expect(rows[0]).toMatchObject({ lessons_count: 1, price_type: "Free", price_amount: 0 });
    if (type === "event") expect(rows[0]).toMatchObject({ district: "Gampaha", capacity: 40, created_by: people.orgA.userId, tags: '["art","fun"]' });
  });

  it("two concurrent approvals publish one row", async () => {
    const id = await submission("event", EVENT_DATA);
    const results = await Promise.all([
      people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "approved" }),
      people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "approved" }),
      people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "approved" }),
    ]);
    expect(new Set(results.map((r) => r.publishedId)).size).toBe(1);
    const rows = await env.db.selectFrom("events").select("id").where("source_submission_id", "=", id).execute();
    expect(rows).toHaveLength(1);
  });

  it("an event submission without its required details is not published, and nothing changes", async () => {
    const id = await submission("event", { type: "workshop", location: "Hall" });
    const before = await env.db.selectFrom("events").select("id").execute();
    const error = await errorOf(people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "approved" }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toBe("This submission cannot be published yet: event_date, start_time, end_time, district, capacity");
    expect(await env.db.selectFrom("events").select("id").execute()).toEqual(before);
    const sub = await env.db.selectFrom("content_submissions").select(["status", "published_id"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(sub).toEqual({ status: "pending", published_id: null });
  });

  it("rejection records reviewer, notes and time; an approved submission cannot then be rejected", async () => {
    const id = await submission("resource");
    const result = await people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "rejected", notes: "  Needs a source  " });
    expect(result.message).toBe("Content rejected successfully");
    const sub = await env.db.selectFrom("content_submissions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ status: "rejected", review_notes: "Needs a source", reviewed_by: people.sa.userId, published_id: null });
    expect(await env.db.selectFrom("resources").select("id").where("source_submission_id", "=", id).execute()).toHaveLength(0);

    const approved = await submission("resource");
    await people.sa.api.adminWorkflows.reviewSubmission({ id: approved, decision: "approved" });
    const error = await errorOf(people.sa.api.adminWorkflows.reviewSubmission({ id: approved, decision: "rejected" }));
    expect(error.code).toBe("CONFLICT");
  });

  it("the queue lists only pending submissions, newest submitted first", async () => {
    await env.db.updateTable("content_submissions").set({ status: "rejected" }).where("status", "=", "pending").execute();
    const older = await submission("media");
    await env.db.updateTable("content_submissions").set({ submitted_at: "2020-01-01T00:00:00.000Z" }).where("id", "=", older).execute();
    const newer = await submission("event");
    const queue = await people.sa.api.adminWorkflows.reviewQueue({ pageSize: 100 });
    const submissions = queue.rows.filter((r) => r.module.startsWith("content-"));
    expect(submissions.map((r) => r.id)).toEqual([newer, older]);
    expect(submissions.map((r) => r.module)).toEqual(["content-event", "content-media"]);
    expect(submissions[0]!.tags).toEqual(["art", "fun"]);
    expect(submissions[0]!.submitter_name).toBe("Org A User");
  });
});

describe("media review", () => {
  it("approval publishes now, rejection clears it, any status may be reviewed again", async () => {
    const id = await insertRow(env, "media_submissions", { title: "Drawing", type: "artwork", author_name: "Kid" });
    const approved = await people.sa.api.adminWorkflows.reviewMedia({ id, decision: "approved", notes: "Great" });
    expect(approved.message).toBe("Submission approved successfully");
    let row = await env.db.selectFrom("media_submissions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "approved", reviewed_by: people.sa.userId, review_notes: "Great" });
    expect(row.published_at).toBe(row.reviewed_at);
    const rejected = await people.sa.api.adminWorkflows.reviewMedia({ id, decision: "rejected" });
    expect(rejected.message).toBe("Submission rejected successfully");
    row = await env.db.selectFrom("media_submissions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "rejected", published_at: null, review_notes: null });
    await attempt(env, "missing media", () => people.sa.api.adminWorkflows.reviewMedia({ id: 999999, decision: "approved" }), "NOT_FOUND", [
      "media_submissions",
    ]);
  });
});

describe("registrations keep registered_count true", () => {
  it("confirm from pending or cancelled, cancel from confirmed, delete; a full event refuses a comeback", async () => {
    const event = await insertRow(env, "events", eventValues(people.orgA.userId, { capacity: 2, registered_count: 2 }));
    const a = await insertRow(env, "event_registrations", { event_id: event, name: "A", email: `a${next()}@x.org` });
    const b = await insertRow(env, "event_registrations", { event_id: event, name: "B", email: `b${next()}@x.org` });
    expect(await registeredCountIsTrue(event)).toBe(2);

    expect((await people.orgA.api.adminWorkflows.confirmRegistration({ id: a })).message).toBe("Registration confirmed");
    expect(await registeredCountIsTrue(event)).toBe(2);
    await attempt(env, "confirm twice", () => people.orgA.api.adminWorkflows.confirmRegistration({ id: a }), "CONFLICT", ["event_registrations", "events"]);
    await attempt(env, "cancel pending", () => people.orgA.api.adminWorkflows.cancelRegistration({ id: b }), "CONFLICT", ["event_registrations", "events"]);

    expect((await people.orgA.api.adminWorkflows.cancelRegistration({ id: a })).message).toBe("Registration cancelled");
    expect(await registeredCountIsTrue(event)).toBe(1);

    // A third person takes the freed place; the cancelled one cannot come back.
    const c = await insertRow(env, "event_registrations", { event_id: event, name: "C", email: `c${next()}@x.org` });
    await env.db
      .updateTable("events")
      .set((eb) => ({ registered_count: eb("registered_count", "+", 1) }))
      .where("id", "=", event)
      .execute();
    const full = await errorOf(people.sa.api.adminWorkflows.confirmRegistration({ id: a }));
    expect(full.message).toBe("This event is full");
    expect(await registeredCountIsTrue(event)).toBe(2);

    expect((await people.sa.api.adminWorkflows.deleteRegistration({ id: c })).message).toBe("Registration deleted successfully");
    expect(await registeredCountIsTrue(event)).toBe(1);
    await people.sa.api.adminWorkflows.confirmRegistration({ id: a });
    expect(await registeredCountIsTrue(event)).toBe(2);
    await people.sa.api.adminWorkflows.cancelRegistration({ id: a });
    await people.sa.api.adminWorkflows.deleteRegistration({ id: a });
    expect(await registeredCountIsTrue(event)).toBe(1);
  });

  it("two concurrent comebacks for one free place: exactly one succeeds", async () => {
    const event = await insertRow(env, "events", eventValues(people.orgA.userId, { capacity: 1 }));
    const a = await insertRow(env, "event_registrations", { event_id: event, name: "A", email: `a${next()}@x.org`, status: "cancelled" });
    const b = await insertRow(env, "event_registrations", { event_id: event, name: "B", email: `b${next()}@x.org`, status: "cancelled" });
    const results = await Promise.allSettled([
      people.sa.api.adminWorkflows.confirmRegistration({ id: a }),
      people.orgA.api.adminWorkflows.confirmRegistration({ id: b }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await registeredCountIsTrue(event)).toBe(1);
  });

  it("the list, filters, cards and export of an organization cover only its own events' registrations", async () => {
    const mine = await insertRow(env, "events", eventValues(people.orgB.userId, { title: "Orchid Walk", registered_count: 2 }));
    const other = await insertRow(env, "events", eventValues(people.sa.userId, { registered_count: 1 }));
    await insertRow(env, "event_registrations", { event_id: mine, name: "Ama", email: `ama${next()}@x.org`, status: "confirmed" });
    await insertRow(env, "event_registrations", { event_id: mine, name: "Binu", email: `binu${next()}@x.org` });
    await insertRow(env, "event_registrations", { event_id: other, name: "Ama Other", email: `o${next()}@x.org`, status: "confirmed" });
    const list = await people.orgB.api.admin.list({ module: "event-registrations" });
    expect(list.rows.map((r) => r.name).sort()).toEqual(["Ama", "Binu"]);
    expect(list.rows[0]!.event_title).toBe("Orchid Walk");
    const search = await people.orgB.api.admin.list({ module: "event-registrations", search: "orchid" });
    expect(search.total).toBe(2);
    const confirmed = await people.orgB.api.admin.list({ module: "event-registrations", filters: { status: "confirmed" } });
    expect(confirmed.rows.map((r) => r.name)).toEqual(["Ama"]);
    const cards = await people.orgB.api.admin.summary({ module: "event-registrations" });
    expect(cards.cards).toEqual([
      { key: "total", value: 2 },
      { key: "confirmed", value: 1 },
      { key: "activeEvents", value: 1 },
      { key: "thisMonth", value: 2 },
    ]);
    const csv = await people.orgB.api.admin.exportRows({ module: "event-registrations", filters: { event_id: mine } });
    expect(csv.columns.map((c) => c.header)).toEqual([
      "Name",
      "Email",
      "Phone",
      "Event",
      "Date",
      "Status",
      "Registered At",
      "Age",
      "Parent or Guardian",
      "Parent Consent",
    ]);
    expect(csv.rows).toHaveLength(2);
    // From the Tamil back office, the file's headers are Tamil (issue #27).
    const tamil = await runWithLocale("ta", () => people.orgB.api.admin.exportRows({ module: "event-registrations", filters: { event_id: mine } }));
    expect(tamil.columns.map((c) => c.header).slice(0, 3)).toEqual([
      ta["admin.registrations.csvName"],
      ta["admin.registrations.csvEmail"],
      ta["admin.registrations.csvPhone"],
    ]);
    expect(tamil.columns.at(-1)?.header).toBe(ta["admin.registrations.csvConsent"]);
    const options = await people.orgB.api.admin.options({ module: "event-registrations", field: "event_id" });
    expect(options.map((o) => o.value)).toEqual([mine]);
  });
});

describe("users", () => {
  it("the last super admin cannot demote themselves", async () => {
    const error = await errorOf(people.sa.api.adminWorkflows.setUserRole({ userId: people.sa.userId!, role: "organization" }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toBe("You are the last super admin. Make another user a super admin before changing your own role.");
    expect((await people.sa.api.auth.session()).role).toBe("super_admin");
  });

  it("switches roles with the spec's message; the new role applies on the next request", async () => {
    const user = await env.userCaller({ role: "organization" });
    const result = await people.sa.api.adminWorkflows.setUserRole({ userId: user.userId, role: "super_admin" });
    expect(result.message).toBe("User role updated to Super Admin");
    expect((await user.api.auth.session()).role).toBe("super_admin");
    const listed = await people.sa.api.admin.list({ module: "users", filters: { role: "super_admin" } });
    expect(listed.rows.map((r) => r.user_id)).toContain(user.userId);
    // With two super admins, one may step down.
    expect((await user.api.adminWorkflows.setUserRole({ userId: user.userId, role: "organization" })).message).toBe("User role updated to Organization");
    expect((await user.api.auth.session()).role).toBe("organization");
    await attempt(env, "demoted loses users", () => user.api.admin.list({ module: "users" }), "FORBIDDEN", []);
  });

  it("edits name, e-mail (unique regardless of case, in users and profiles) and organization", async () => {
    const user = await env.userCaller({ role: "organization", email: "first@example.org" });
    // Someone else's address, in another case, is taken.
    const orgAEmail = (await env.db.selectFrom("users").select("email").where("id", "=", people.orgA.userId!).executeTakeFirstOrThrow()).email;
    const taken = await errorOf(people.sa.api.adminWorkflows.updateUser({ userId: user.userId, email: orgAEmail.toUpperCase() }));
    expect(taken.code).toBe("CONFLICT");
    expect(taken.message).toBe("An account with this email already exists.");
    const result = await people.sa.api.adminWorkflows.updateUser({
      userId: user.userId,
      full_name: "New Name",
      email: "new@example.org",
      organization_name: "New Org",
    });
    expect(result.message).toBe("User details updated successfully");
    const account = await env.db.selectFrom("users").select("email").where("id", "=", user.userId).executeTakeFirstOrThrow();
    const profile = await env.db.selectFrom("profiles").selectAll().where("user_id", "=", user.userId).executeTakeFirstOrThrow();
    expect(account.email).toBe("new@example.org");
    expect(profile).toMatchObject({ full_name: "New Name", email: "new@example.org", organization_name: "New Org" });
    const { api } = await env.caller();
    await api.auth.signIn({ email: "NEW@example.org", password: "secret-password" });
    expect((await api.auth.session()).user?.id).toBe(user.userId);
    await attempt(env, "bad email", () => people.sa.api.adminWorkflows.updateUser({ userId: user.userId, email: "nope" }), "BAD_REQUEST", [
      "users",
      "profiles",
    ]);
    await attempt(env, "missing user", () => people.sa.api.adminWorkflows.updateUser({ userId: 999999, full_name: "X" }), "NOT_FOUND", ["users", "profiles"]);
  });
});

describe("dashboard", () => {
  it("counts per role: organizations see only their own; super admins see everything and the extra totals", async () => {
    const orgC = await env.userCaller({ role: "organization" });
    await insertRow(env, "resources", { title: "R", slug: "r", category: "health", age_group: "all", created_by: orgC.userId });
    await insertRow(env, "events", eventValues(orgC.userId));
    for (let i = 0; i < 7; i++) await submission(i % 2 ? "media" : "event", null, orgC.userId);
    await env.db
      .updateTable("content_submissions")
      .set({ status: "approved" })
      .where("submitted_by", "=", orgC.userId)
      .where("content_type", "=", "media")
      .execute();
    const mine = await orgC.api.adminWorkflows.dashboard();
    expect(mine.counts).toEqual({ resources: 1, courses: 0, events: 1, media: 0, submissions: 7 });
    expect(mine.submissionsByType.event).toEqual({ total: 4, pending: 4, approved: 0, rejected: 0 });
    expect(mine.submissionsByType.media).toEqual({ total: 3, pending: 0, approved: 3, rejected: 0 });
    expect(mine.recent).toHaveLength(5);
    expect(mine.admin).toBeNull();
    const all = await people.sa.api.adminWorkflows.dashboard();
    expect(all.counts.submissions).toBeGreaterThan(7);
    expect(all.admin!.users).toBe(
      Number(
        (
          await env.db
            .selectFrom("profiles")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    const newest = await env.db.selectFrom("content_submissions").select("id").orderBy("submitted_at", "desc").orderBy("id", "desc").limit(5).execute();
    expect(all.recent.map((r) => r.id)).toEqual(newest.map((r) => r.id));
  });
});

describe("reports and site settings", () => {
  it("resolves or dismisses an open report once, recording who and when", async () => {
    const id = await insertRow(env, "reports", { target_type: "event", target_id: 1, reason: "unsafe", details: "Looks wrong" });
    const result = await people.sa.api.admin.action({ module: "reports", action: "resolve", id });
    expect(result.message).toBe("Report resolved successfully");
    const row = await env.db.selectFrom("reports").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "resolved", resolved_by: people.sa.userId });
    await attempt(
      env,
      "twice",
      () => people.sa.api.admin.action({ module: "reports", action: "dismiss", id, values: { note: "Already handled" } }),
      "CONFLICT",
      ["reports"],
    );
    const open = await people.sa.api.admin.list({ module: "reports", filters: { status: "open" } });
    expect(open.rows.every((r) => r.status === "open")).toBe(true);
  });

  it("upserts the single settings row, seen by the public settings call", async () => {
    const values = { site_name: "Lanka Kids", support_email: "help@lk.org", safety_email: "safe@lk.org", partnerships_email: "team@lk.org" };
    expect((await people.sa.api.adminWorkflows.updateSiteSettings(values)).message).toBe("Settings updated successfully");
    await people.sa.api.adminWorkflows.updateSiteSettings({ ...values, site_name: "Lanka Kids Hub" });
    // The child-safety settings keep their defaults when a form does not send them.
    expect(await people.anon.api.public.settings()).toEqual({
      ...values,
      site_name: "Lanka Kids Hub",
      contact_address: null,
      consent_age: 16,
      quick_exit_url: "https://www.bbc.com/weather",
      fallback: null,
    });
    await people.sa.api.adminWorkflows.updateSiteSettings({ ...values, consent_age: 18, quick_exit_url: "https://weather.example.org/" });
    expect(await people.anon.api.public.settings()).toMatchObject({ consent_age: 18, quick_exit_url: "https://weather.example.org/" });
    await attempt(env, "consent age 15", () => people.sa.api.adminWorkflows.updateSiteSettings({ ...values, consent_age: 15 as 16 }), "BAD_REQUEST", [
      "site_settings",
    ]);
    await attempt(
      env,
      "javascript: exit",
      () => people.sa.api.adminWorkflows.updateSiteSettings({ ...values, quick_exit_url: "javascript:alert(1)" }),
      "BAD_REQUEST",
      ["site_settings"],
    );
    expect(await env.db.selectFrom("site_settings").select("id").execute()).toEqual([{ id: 1 }]);
    await attempt(env, "bad email", () => people.sa.api.adminWorkflows.updateSiteSettings({ ...values, safety_email: "x" }), "BAD_REQUEST", ["site_settings"]);
  });
});
