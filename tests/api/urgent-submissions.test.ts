/**
 * Issue 29: event and content submissions carry the stored urgent mark (migration 0028), set on every path
 * that writes them: the public Submit an Event route (what the page sends), the procedure itself (the API and
 * the form posted without the script), and the back office's generic create and update (an organization's
 * content submission and event). An urgent one is first in the review queue, marked, and the safety address
 * gets exactly one e-mail; the dashboard reads the stored mark.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { resetRateLimits } from "../../server/auth/rate-limit";
import { mailDeliveriesSettled } from "../../server/services/notify";
import { addDays, sriLankaDate } from "../../admin-modules/domain/time";
import { createTestEnv, type TestEnv } from "../support/api";
import { mailsTo } from "../support/outbox";
import { eventValues, futureDate, personas } from "./admin-helpers";

const SAFETY = "safety.events@example.org";
/** From the starting list (db/migrations/0026): Sinhala self-harm, "cannot live". */
const SINHALA_URGENT = "මට ජීවත් වෙන්න බෑ, කවුරුත් අහන්නේ නෑ.";

let env: TestEnv;
let base: string;
let close: () => Promise<void>;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv({ seed: false });
  await env.db
    .insertInto("site_settings")
    .values({ id: 1, site_name: "Safe Site", support_email: "help@example.org", safety_email: SAFETY, partnerships_email: "p@example.org" })
    .onConflict((oc) => oc.column("id").doUpdateSet({ site_name: "Safe Site", safety_email: SAFETY }))
    .execute();
  const server = createApp({ db: env.db, config: env.config }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  people = await personas(env);
});
afterAll(async () => {
  await close();
  await env.cleanup();
});
beforeEach(() => resetRateLimits(env.db));

const fields = (change: Record<string, string> = {}): Record<string, string> => ({
  title: "Kite Making Morning",
  description: "Make and fly your own kite.",
  type: "workshop",
  event_date: addDays(sriLankaDate(), 10),
  start_time: "09:00",
  end_time: "12:30",
  location: "Galle Face Green",
  district: "Colombo",
  organizer_name: "Sky Kids",
  age_group: "6-10",
  capacity: "40",
  price_type: "free",
  contact_phone: "011 234 5678",
  ...change,
});

async function postEvent(values: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  const res = await fetch(`${base}/api/events/submit`, { method: "POST", body, headers: { "x-locale": "si" } });
  return { status: res.status, body: (await res.json()) as { ok?: boolean; id?: number; urgent?: boolean } };
}

const safetyMails = async () => {
  await mailDeliveriesSettled();
  return mailsTo(env.config, SAFETY);
};
const submission = (id: number) =>
  env.db.selectFrom("content_submissions").select(["status", "urgent", "urgent_rule"]).where("id", "=", id).executeTakeFirstOrThrow();

describe("an urgent event submission", () => {
  it("from the public form: marked, first in the queue and the event list, one e-mail; a calm one is not", async () => {
    const before = (await safetyMails()).length;
    const urgent = await postEvent(fields({ title: "Talk to us", description: SINHALA_URGENT }));
    expect(urgent.body).toMatchObject({ ok: true, urgent: true });
    const calm = await postEvent(fields({ title: "Later kite day" }));
    expect(calm.body).toMatchObject({ ok: true, urgent: false });

    expect(await submission(urgent.body.id!)).toEqual({ status: "pending", urgent: 1, urgent_rule: "self_harm: ජීවත් වෙන්න බෑ" });
    expect(await submission(calm.body.id!)).toMatchObject({ urgent: 0, urgent_rule: null });

    // Newer, but not urgent: the urgent one stays first, in the whole queue and among events.
    for (const type of [undefined, "event" as const]) {
      const queue = await people.sa.api.adminWorkflows.reviewQueue({ type, page: 1, pageSize: 20 });
      expect(queue.rows[0]).toMatchObject({ module: "content-event", id: urgent.body.id, urgent: true, urgent_rule: "self_harm: ජීවත් වෙන්න බෑ" });
    }
    const list = await people.sa.api.admin.list({ module: "content-event", page: 1, pageSize: 20 });
    expect(list.rows[0]).toMatchObject({ id: urgent.body.id, urgent: true });

    const mails = (await safetyMails()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('URGENT on Safe Site: Event "Talk to us"');
    expect(mails[0]).toContain("/admin/content-review");
    // The text itself stays in the back office.
    expect(mails[0]).not.toContain("කවුරුත් අහන්නේ නෑ");
  });

  it("through the procedure (the API, and the form sent without the script): the same mark and one e-mail", async () => {
    const before = (await safetyMails()).length;
    const visitor = await env.caller({ ip: "10.9.9.9" });
    const input = { ...fields({ title: "Kite club", organizer_name: "They bully me at school" }), capacity: 40, price_type: "free", price_amount: 0 };
    const answer = await visitor.api.public.events.submit(input as never);
    expect(answer).toMatchObject({ status: "pending", urgent: true });
    expect(await submission(answer.id)).toMatchObject({ urgent: 1, urgent_rule: "bullying: bully me" });
    expect((await safetyMails()).slice(before)).toHaveLength(1);
  });

  it("is counted on the dashboard from its stored mark, and no longer once decided", async () => {
    const dashboard = await people.sa.api.adminWorkflows.dashboard();
    const urgentNow = await env.db.selectFrom("content_submissions").select("id").where("urgent", "=", 1).where("status", "=", "pending").execute();
    expect(dashboard.urgent.count).toBe(urgentNow.length);
    // The stored mark is what counts: a calm text marked by hand is counted, and unmarked it is not.
    const calm = await env.db.selectFrom("content_submissions").select("id").where("title", "=", "Later kite day").executeTakeFirstOrThrow();
    await env.db.updateTable("content_submissions").set({ urgent: 1, urgent_rule: "danger: test" }).where("id", "=", calm.id).execute();
    expect((await people.sa.api.adminWorkflows.dashboard()).urgent.count).toBe(urgentNow.length + 1);
    await env.db.updateTable("content_submissions").set({ urgent: 0, urgent_rule: null, status: "rejected" }).where("id", "=", calm.id).execute();
    await env.db.updateTable("content_submissions").set({ status: "rejected" }).where("urgent", "=", 1).execute();
    expect((await people.sa.api.adminWorkflows.dashboard()).urgent).toEqual({ count: 0, oldestMinutes: null });
  });
});

describe("written in the back office or through the admin API", () => {
  it("an organization's content submission: marked on create, one e-mail; an edit keeps it without a second e-mail; a calm edit clears it", async () => {
    const before = (await safetyMails()).length;
    const { row } = await people.orgA.api.admin.create({
      module: "content-resource",
      values: { title: "Worksheet", description: "A child wrote: I want to die. Please help.", category: "education" },
    });
    const id = Number(row.id);
    expect(row).toMatchObject({ urgent: true, urgent_rule: "self_harm: want to die" });
    const mails = (await safetyMails()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('URGENT on Safe Site: Resource "Worksheet"');

    await people.orgA.api.admin.update({ module: "content-resource", id, values: { title: "Worksheet 2" } });
    expect(await submission(id)).toMatchObject({ urgent: 1 });
    expect((await safetyMails()).slice(before)).toHaveLength(1);

    await people.orgA.api.admin.update({ module: "content-resource", id, values: { description: "Colouring pages about our rights." } });
    expect(await submission(id)).toMatchObject({ urgent: 0, urgent_rule: null });
  });

  it("an organization's event, held for review: marked and first among events, one e-mail; a super admin's approved event is not marked", async () => {
    const before = (await safetyMails()).length;
    const { created_by: _, ...values } = eventValues(null, { title: "Safe space", description: "Come if someone hits me at home or beats me" });
    const id = Number((await people.orgA.api.admin.create({ module: "events", values })).row.id);
    const stored = await env.db.selectFrom("events").select(["review_status", "urgent", "urgent_rule"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ review_status: "pending", urgent: 1, urgent_rule: "abuse: hits me" });
    const queue = await people.sa.api.adminWorkflows.reviewQueue({ type: "event", page: 1, pageSize: 20 });
    expect(queue.rows[0]).toMatchObject({ module: "events", id, urgent: true });
    expect((await safetyMails()).slice(before)).toHaveLength(1);

    const { created_by: __, ...own } = eventValues(null, { title: "Staff talk", description: "About children who are bullied", event_date: futureDate(40) });
    const staffId = Number((await people.sa.api.admin.create({ module: "events", values: own })).row.id);
    expect(await env.db.selectFrom("events").select(["review_status", "urgent"]).where("id", "=", staffId).executeTakeFirstOrThrow()).toEqual({
      review_status: "approved",
      urgent: 0,
    });
    expect((await safetyMails()).slice(before)).toHaveLength(1);
  });
});
