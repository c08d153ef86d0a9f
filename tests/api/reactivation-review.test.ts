/**
 * Issue #26, finding 4: an organization switching back on a live event or helpline that a super admin
 * switched off goes through review like any change that shows the public something new; its own switching
 * off and on applies at once. Through admin.toggle (the row's switch) and admin.bulk's "activate" (the same
 * procedure per row). Real SQLite, real routers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { eventValues, futureDate, personas } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
});
afterAll(() => env.cleanup());

const publicHelplines = async () => (await people.anon.api.public.emergency.list()).map((c) => c.name);
const publicEvents = async () => (await people.anon.api.public.events.list({})).items.map((e) => e.title);
const stored = (table: "events" | "emergency_contacts", id: number) =>
  env.db.selectFrom(table).select(["is_active", "review_status", "pending_changes", "deactivated_by"]).where("id", "=", id).executeTakeFirstOrThrow();

/** An organization's helpline, approved and live. */
async function liveHelpline(name: string): Promise<number> {
  const created = await people.orgA.api.admin.create({
    module: "emergency-contacts",
    values: { name, number: "011 555 0101", availability: "24/7", category: "child" },
  });
  const id = Number(created.row.id);
  await people.sa.api.adminWorkflows.reviewRow({ module: "emergency-contacts", id, decision: "approved" });
  expect(await publicHelplines()).toContain(name);
  return id;
}

describe("switching a live row back on", () => {
  it("an organization's helpline that a super admin took down: the switch is a change waiting for review", async () => {
    const id = await liveHelpline("Org A Night Line");
    const off = await people.sa.api.admin.toggle({ module: "emergency-contacts", id });
    expect(off.row.is_active).toBe(false);
    expect(await stored("emergency_contacts", id)).toMatchObject({ is_active: 0, deactivated_by: people.sa.userId });
    expect(await publicHelplines()).not.toContain("Org A Night Line");

    const on = await people.orgA.api.admin.toggle({ module: "emergency-contacts", id });
    expect(on.message).toMatch(/sent for review/i);
    // Still off, and off the public page; the switch waits in the proposed changes.
    expect(on.row.is_active).toBe(false);
    expect(on.row.pending_changes).toEqual({ is_active: true });
    expect(await publicHelplines()).not.toContain("Org A Night Line");
    const queue = await people.sa.api.adminWorkflows.reviewQueue({ type: "emergency" });
    expect(queue.rows.find((r) => r.id === id)).toMatchObject({ is_change: true });
    // The audit log names it as the organization's toggle.
    const entry = await env.db
      .selectFrom("audit_log")
      .select(["actor_id", "action"])
      .where("module", "=", "emergency-contacts")
      .where("row_id", "=", id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ actor_id: people.orgA.userId, action: "toggle" });

    // Rejected: it stays down. Approved: it is public again.
    await people.sa.api.adminWorkflows.reviewRow({ module: "emergency-contacts", id, decision: "rejected", notes: "Number not answering" });
    expect(await stored("emergency_contacts", id)).toMatchObject({ is_active: 0, pending_changes: null });
    expect(await publicHelplines()).not.toContain("Org A Night Line");
    await people.orgA.api.admin.toggle({ module: "emergency-contacts", id });
    await people.sa.api.adminWorkflows.reviewRow({ module: "emergency-contacts", id, decision: "approved" });
    expect(await stored("emergency_contacts", id)).toMatchObject({ is_active: 1, pending_changes: null });
    expect(await publicHelplines()).toContain("Org A Night Line");
  });

  it("the organization's own switching off and on applies at once", async () => {
    const id = await liveHelpline("Org A Day Line");
    const off = await people.orgA.api.admin.toggle({ module: "emergency-contacts", id });
    expect(off.row.is_active).toBe(false);
    expect(await stored("emergency_contacts", id)).toMatchObject({ deactivated_by: people.orgA.userId });
    const on = await people.orgA.api.admin.toggle({ module: "emergency-contacts", id });
    expect(on.row.is_active).toBe(true);
    expect(on.row.pending_changes).toBeNull();
    expect(await publicHelplines()).toContain("Org A Day Line");
  });

  it("an event a super admin switched off: also through bulk activate, which runs admin.toggle per row", async () => {
    const { created_by: _, ...values } = eventValues(null, { title: "Org A Fair", event_date: futureDate(12) });
    const id = Number((await people.orgA.api.admin.create({ module: "events", values })).row.id);
    await people.sa.api.adminWorkflows.reviewRow({ module: "events", id, decision: "approved" });
    expect(await publicEvents()).toContain("Org A Fair");
    await people.sa.api.admin.toggle({ module: "events", id });
    expect(await publicEvents()).not.toContain("Org A Fair");

    const bulk = await people.orgA.api.admin.bulk({ module: "events", action: "activate", ids: [id] });
    expect(bulk).toMatchObject({ done: 0, sentForReview: 1, skipped: [], message: "1 sent for review" });
    expect(await stored("events", id)).toMatchObject({ is_active: 0, review_status: "approved" });
    expect(JSON.parse(String((await stored("events", id)).pending_changes))).toMatchObject({ is_active: true });
    expect(await publicEvents()).not.toContain("Org A Fair");
    await people.sa.api.adminWorkflows.reviewRow({ module: "events", id, decision: "approved" });
    expect(await publicEvents()).toContain("Org A Fair");
  });

  it("a row switched off before anyone recorded who did (older data) is reviewed too; a super admin's own switch applies at once", async () => {
    const id = await liveHelpline("Org A Old Line");
    await env.db.updateTable("emergency_contacts").set({ is_active: 0, deactivated_by: null }).where("id", "=", id).execute();
    expect((await people.orgA.api.admin.toggle({ module: "emergency-contacts", id })).row.is_active).toBe(false);
    const sa = await people.sa.api.admin.toggle({ module: "emergency-contacts", id });
    expect(sa.row.is_active).toBe(true);
    expect(await publicHelplines()).toContain("Org A Old Line");
  });

  it("a pending row is not public either way: its owner switches it on and off freely", async () => {
    const created = await people.orgA.api.admin.create({
      module: "emergency-contacts",
      values: { name: "Org A Pending Line", number: "011 555 0102", availability: "24/7", category: "child", is_active: false },
    });
    const id = Number(created.row.id);
    const on = await people.orgA.api.admin.toggle({ module: "emergency-contacts", id });
    expect(on.row.is_active).toBe(true);
    expect(on.row.review_status).toBe("pending");
    expect(await publicHelplines()).not.toContain("Org A Pending Line");
  });
});
