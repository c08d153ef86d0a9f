/**
 * Issue 18: nothing an organization writes reaches the emergency page or the Events Hub before a super
 * admin approves it; one review queue whose counts agree with the badges and the dashboard; role None.
 * Real SQLite, real routers (createCaller), no mocks.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { errorOf, eventValues, futureDate, insertRow, personas } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  people = await personas(env);
});
afterAll(() => env.cleanup());

const contactValues = (name: string) => ({ name, number: "011 555 0101", availability: "Mon–Fri 8:00–17:00", category: "child", description: "A test line" });
const publicNames = async () => (await people.anon.api.public.emergency.list()).map((c) => c.name);
const homeNames = async () => (await people.anon.api.public.home()).emergencyContacts.map((c: { name: string }) => c.name);

describe("an organization's emergency contact", () => {
  it("is pending, absent from public.emergency and the home page until a super admin approves it", async () => {
    const created = await people.orgA.api.admin.create({ module: "emergency-contacts", values: contactValues("Org A Helpline") });
    expect(created.row.review_status).toBe("pending");
    expect(created.message).toMatch(/sent for review/i);
    expect(await publicNames()).not.toContain("Org A Helpline");
    expect(await homeNames()).not.toContain("Org A Helpline");

    // Shown as pending to both roles.
    const mine = await people.orgA.api.admin.list({ module: "emergency-contacts", pageSize: 100 });
    expect(mine.rows.find((r) => r.name === "Org A Helpline")?.review_status).toBe("pending");
    const queue = await people.sa.api.adminWorkflows.reviewQueue({ type: "emergency" });
    expect(queue.rows.map((r) => r.title)).toContain("Org A Helpline");

    // An organization cannot approve its own contact.
    const refused = await errorOf(people.orgA.api.adminWorkflows.reviewRow({ module: "emergency-contacts", id: Number(created.row.id), decision: "approved" }));
    expect(refused.code).toBe("FORBIDDEN");
    expect(await publicNames()).not.toContain("Org A Helpline");

    const approved = await people.sa.api.adminWorkflows.reviewRow({
      module: "emergency-contacts",
      id: Number(created.row.id),
      decision: "approved",
      notes: "Checked the number",
    });
    expect(approved.status).toBe("approved");
    expect(await publicNames()).toContain("Org A Helpline");
    const stored = await env.db.selectFrom("emergency_contacts").selectAll().where("id", "=", Number(created.row.id)).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ review_status: "approved", reviewed_by: people.sa.userId, review_notes: "Checked the number", pending_changes: null });
  });

  it("an edit of a live contact waits while the approved version stays public; rejecting it keeps the old one", async () => {
    const id = Number((await people.orgA.api.admin.create({ module: "emergency-contacts", values: contactValues("Org A Line Two") })).row.id);
    await people.sa.api.adminWorkflows.reviewRow({ module: "emergency-contacts", id, decision: "approved" });

    const edited = await people.orgA.api.admin.update({ module: "emergency-contacts", id, values: { number: "0999" } });
    expect(edited.message).toMatch(/changes were sent for review/i);
    expect(edited.row.number).toBe("011 555 0101");
    expect(edited.row.pending_changes).toMatchObject({ number: "0999" });
    const live = (await people.anon.api.public.emergency.list()).find((c) => c.name === "Org A Line Two");
    expect(live?.number).toBe("011 555 0101");

    const counts = await people.orgA.api.adminWorkflows.pendingCounts();
    expect(counts.byModule["emergency-contacts"]).toBeGreaterThanOrEqual(1);

    await people.sa.api.adminWorkflows.reviewRow({ module: "emergency-contacts", id, decision: "rejected", notes: "Wrong number" });
    expect((await people.anon.api.public.emergency.list()).find((c) => c.name === "Org A Line Two")?.number).toBe("011 555 0101");

    await people.orgA.api.admin.update({ module: "emergency-contacts", id, values: { number: "0777" } });
    await people.sa.api.adminWorkflows.reviewRow({ module: "emergency-contacts", id, decision: "approved" });
    expect((await people.anon.api.public.emergency.list()).find((c) => c.name === "Org A Line Two")?.number).toBe("0777");
  });

  it("availability must be chosen: a contact without one is refused and nothing is written", async () => {
    const before = await env.db
      .selectFrom("emergency_contacts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const { availability: _, ...withoutAvailability } = contactValues("No Availability");
    const error = await errorOf(people.orgA.api.admin.create({ module: "emergency-contacts", values: withoutAvailability }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toMatch(/when this line answers/i);
    const after = await env.db
      .selectFrom("emergency_contacts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("organizations see the live helplines read-only: listed, but another's row cannot be changed", async () => {
    const live = await publicNames();
    const list = await people.orgB.api.admin.list({ module: "emergency-contacts", pageSize: 100 });
    const names = list.rows.map((r) => r.name);
    for (const name of live) expect(names).toContain(name);
    // Organization A's pending contact is not among organization B's rows.
    const pendingOfA = await env.db
      .selectFrom("emergency_contacts")
      .select(["id", "name"])
      .where("review_status", "=", "pending")
      .where("created_by", "=", people.orgA.userId)
      .execute();
    for (const row of pendingOfA) expect(names).not.toContain(row.name);

    const seeded = await env.db.selectFrom("emergency_contacts").select("id").where("number", "=", "1929").executeTakeFirstOrThrow();
    for (const call of [
      () => people.orgB.api.admin.update({ module: "emergency-contacts", id: seeded.id, values: { number: "000" } }),
      () => people.orgB.api.admin.toggle({ module: "emergency-contacts", id: seeded.id }),
      () => people.orgB.api.admin.delete({ module: "emergency-contacts", id: seeded.id }),
      () => people.orgB.api.admin.reorder({ module: "emergency-contacts", id: seeded.id, direction: "down" }),
    ]) {
      expect((await errorOf(call())).code).toBe("NOT_FOUND");
    }
    expect(await env.db.selectFrom("emergency_contacts").select(["number", "is_active"]).where("id", "=", seeded.id).executeTakeFirstOrThrow()).toEqual({
      number: "1929",
      is_active: 1,
    });
  });

  it("a super admin's own contact goes live at once", async () => {
    const created = await people.sa.api.admin.create({ module: "emergency-contacts", values: contactValues("Super Admin Line") });
    expect(created.row.review_status).toBe("approved");
    expect(await publicNames()).toContain("Super Admin Line");
  });
});

describe("an organization's event", () => {
  const values = (title: string) => {
    const { created_by: _, ...rest } = eventValues(null, { title, event_date: futureDate(10) });
    return rest;
  };

  it("is not on the Events Hub, its detail page or open for registration until approved", async () => {
    const created = await people.orgA.api.admin.create({ module: "events", values: values("Org A Workshop") });
    const id = Number(created.row.id);
    expect(created.row.review_status).toBe("pending");
    const titles = async () => (await people.anon.api.public.events.list({})).items.map((e) => e.title);
    expect(await titles()).not.toContain("Org A Workshop");
    expect((await errorOf(people.anon.api.public.events.detail({ slug: String(id) }))).code).toBe("NOT_FOUND");
    expect(
      (await errorOf(people.anon.api.public.events.register({ eventId: id, name: "Kid", age: 14, guardianName: "Parent", email: "kid-pending@example.org" })))
        .code,
    ).toBe("NOT_FOUND");

    await people.sa.api.adminWorkflows.reviewRow({ module: "events", id, decision: "approved" });
    expect(await titles()).toContain("Org A Workshop");
  });

  it("a rejected event stays off the hub; editing it sends it for review again", async () => {
    const id = Number((await people.orgA.api.admin.create({ module: "events", values: values("Org A Rejected") })).row.id);
    await people.sa.api.adminWorkflows.reviewRow({ module: "events", id, decision: "rejected", notes: "Missing details" });
    expect((await people.orgA.api.admin.get({ module: "events", id })).review_status).toBe("rejected");
    const conflict = await errorOf(people.sa.api.adminWorkflows.reviewRow({ module: "events", id, decision: "approved" }));
    expect(conflict.code).toBe("CONFLICT");
    await people.orgA.api.admin.update({ module: "events", id, values: { description: "Now with details" } });
    expect((await people.orgA.api.admin.get({ module: "events", id })).review_status).toBe("pending");
  });

  it("a super admin's own event is live at once", async () => {
    const created = await people.sa.api.admin.create({ module: "events", values: values("Super Admin Fair") });
    expect(created.row.review_status).toBe("approved");
    expect((await people.anon.api.public.events.list({})).items.map((e) => e.title)).toContain("Super Admin Fair");
  });
});

describe("one review queue", () => {
  it("lists pending children's media, submissions, events and contacts; counts agree with the badges and the dashboard", async () => {
    const media = await insertRow(env, "media_submissions", { title: "Queue Drawing", type: "artwork", author_name: "Kid", status: "pending" });
    await people.orgB.api.admin.create({ module: "emergency-contacts", values: contactValues("Queue Helpline") });
    const { created_by: _, ...event } = eventValues(null, { title: "Queue Event" });
    await people.orgB.api.admin.create({ module: "events", values: event });
    const all = await people.sa.api.adminWorkflows.reviewQueue({ pageSize: 100 });
    expect(all.rows.find((r) => r.module === "media" && r.id === media)?.title).toBe("Queue Drawing");
    const types = new Set(all.rows.map((r) => r.type));
    for (const type of ["media", "event", "emergency"]) expect(types.has(type as never)).toBe(true);

    const onlyMedia = await people.sa.api.adminWorkflows.reviewQueue({ type: "media", pageSize: 100 });
    expect(onlyMedia.rows.every((r) => r.type === "media")).toBe(true);
    expect(onlyMedia.total).toBe(onlyMedia.rows.length);

    const counts = await people.sa.api.adminWorkflows.pendingCounts();
    const dashboard = await people.sa.api.adminWorkflows.dashboard();
    expect(counts.byModule["content-review"]).toBe(all.total);
    expect(dashboard.admin!.pendingReview).toBe(all.total);
    expect(dashboard.awaiting).toBe(all.total);
    expect(dashboard.review.media.awaiting).toBe(onlyMedia.total);
    expect(all.counts.media).toBe(onlyMedia.total);
    // The media module's badge is the children's media waiting in media_submissions, as the media list shows.
    const pendingMedia = await people.sa.api.admin.list({ module: "media", filters: { status: "pending" } });
    expect(counts.byModule.media).toBe(pendingMedia.total);
  });

  it("is for super admins; organizations get their own pending counts and no queue badge", async () => {
    expect((await errorOf(people.orgA.api.adminWorkflows.reviewQueue())).code).toBe("FORBIDDEN");
    const counts = await people.orgA.api.adminWorkflows.pendingCounts();
    expect(counts.byModule["content-review"]).toBeUndefined();
    const ownEvents = await env.db
      .selectFrom("events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("created_by", "=", people.orgA.userId)
      .where((eb) => eb.or([eb("review_status", "=", "pending"), eb("pending_changes", "is not", null)]))
      .executeTakeFirstOrThrow();
    expect(counts.byModule.events).toBe(Number(ownEvents.n));
  });
});

describe("role changes", () => {
  it("None removes every staff role, and the role filter lists members without a role", async () => {
    const member = await env.userCaller({ role: "organization", name: "Soon A Member" });
    const result = await people.sa.api.adminWorkflows.setUserRole({ userId: member.userId, role: "none" });
    expect(result.role).toBeNull();
    expect(await env.db.selectFrom("user_roles").select("role").where("user_id", "=", member.userId).execute()).toEqual([]);
    const none = await people.sa.api.admin.list({ module: "users", filters: { role: "none" }, pageSize: 100 });
    expect(none.rows.map((r) => r.user_id)).toContain(member.userId);
    expect(none.rows.every((r) => r.role === null)).toBe(true);
    // The member is refused by the back office on the next call.
    expect((await errorOf(member.api.admin.list({ module: "events" }))).code).toBe("FORBIDDEN");
  });
});
