/**
 * Events Hub over the real router and a real SQLite file: the upcoming/past split in Sri Lanka time,
 * category counts, registration (once per e-mail, never over capacity, also under 200 concurrent
 * callers), event submission through review into the public list, and the .ics file's route.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { LIMITS, resetRateLimits } from "../../server/auth/rate-limit";
import { addDays, sriLankaDate } from "../../admin-modules/domain/time";
import { createApp } from "../../server/app";
import { ZodError } from "zod";
import { showPicture } from "./admin-helpers";

let env: TestEnv;

/** The message a browser reads: for bad input, the first zod issue (as trpc.ts's error formatter words it). */
const shownMessage = (error: Error & { cause?: unknown }) => (error.cause instanceof ZodError ? error.cause.issues[0].message : error.message);
const today = () => sriLankaDate();

type EventValues = Partial<{
  title: string;
  type: string;
  event_date: string;
  capacity: number;
  registered_count: number;
  is_active: number;
  status: "upcoming" | "ongoing" | "completed" | "cancelled";
}>;

async function addEvent(values: EventValues = {}): Promise<number> {
  const row = await env.db
    .insertInto("events")
    .values({
      title: values.title ?? "Test Event",
      type: (values.type ?? "workshop") as "workshop",
      event_date: values.event_date ?? addDays(today(), 5),
      start_time: "09:00",
      end_time: "11:00",
      location: "Town Hall",
      district: "Colombo",
      capacity: values.capacity ?? 50,
      registered_count: values.registered_count ?? 0,
      age_group: "all",
      organizer_name: "Test Org",
      is_active: values.is_active ?? 1,
      status: values.status ?? "upcoming",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const countOf = async (id: number) =>
  (await env.db.selectFrom("events").select("registered_count").where("id", "=", id).executeTakeFirstOrThrow()).registered_count;
const registrationsOf = async (id: number) => (await env.db.selectFrom("event_registrations").select("email").where("event_id", "=", id).execute()).length;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await resetRateLimits(env.db);
  await env.db.deleteFrom("event_registrations").execute();
  await env.db.deleteFrom("events").execute();
  await env.db.deleteFrom("content_submissions").execute();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("public.events.list", () => {
  it("splits upcoming and past at midnight in Sri Lanka (18:30 UTC)", async () => {
    const onTenth = await addEvent({ title: "On the tenth", event_date: "2025-03-10" });
    const onEleventh = await addEvent({ title: "On the eleventh", event_date: "2025-03-11" });
    const onNinth = await addEvent({ title: "On the ninth", event_date: "2025-03-09" });
    const { api } = await env.caller();

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-10T18:29:59Z")); // 23:59:59 on the 10th in Colombo
    let upcoming = await api.public.events.list({ when: "upcoming" });
    let past = await api.public.events.list({ when: "past" });
    expect(upcoming.items.map((e) => e.id)).toEqual([onTenth, onEleventh]);
    expect(past.items.map((e) => e.id)).toEqual([onNinth]);

    vi.setSystemTime(new Date("2025-03-10T18:30:00Z")); // 00:00 on the 11th in Colombo
    upcoming = await api.public.events.list({ when: "upcoming" });
    past = await api.public.events.list({ when: "past" });
    expect(upcoming.items.map((e) => e.id)).toEqual([onEleventh]);
    // Past events: most recent first.
    expect(past.items.map((e) => e.id)).toEqual([onTenth, onNinth]);
  });

  it("counts each category for the chosen time, filters by category and leaves out inactive events", async () => {
    await addEvent({ type: "workshop" });
    await addEvent({ type: "workshop" });
    await addEvent({ type: "sports" });
    await addEvent({ type: "cultural" });
    await addEvent({ type: "arts", is_active: 0 });
    await addEvent({ type: "arts", event_date: addDays(today(), -3) });
    const { api } = await env.caller();

    const all = await api.public.events.list({ when: "upcoming" });
    expect(all.counts).toEqual({ all: 4, workshop: 2, sports: 1, arts: 0, educational: 0 });
    expect(all.total).toBe(4);
    const workshops = await api.public.events.list({ category: "workshop", when: "upcoming" });
    expect(workshops.items).toHaveLength(2);
    expect(workshops.items.every((e) => e.type === "workshop")).toBe(true);
    const past = await api.public.events.list({ when: "past" });
    expect(past.counts).toEqual({ all: 1, workshop: 0, sports: 0, arts: 1, educational: 0 });
  });

  it("pages with a limit and says when there is more", async () => {
    for (let i = 0; i < 5; i++) await addEvent({ event_date: addDays(today(), i) });
    const { api } = await env.caller();
    const first = await api.public.events.list({ when: "upcoming", limit: 3 });
    expect(first.items).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    const rest = await api.public.events.list({ when: "upcoming", limit: 6 });
    expect(rest.items).toHaveLength(5);
    expect(rest.hasMore).toBe(false);
  });

  it("lists every active event of a calendar month, past or upcoming", async () => {
    const a = await addEvent({ event_date: "2025-02-01" });
    const b = await addEvent({ event_date: "2025-02-28" });
    await addEvent({ event_date: "2025-03-01" });
    await addEvent({ event_date: "2025-01-31" });
    const { api } = await env.caller();
    const month = await api.public.events.list({ when: "upcoming", month: "2025-02" });
    expect(month.items.map((e) => e.id)).toEqual([a, b]);
    expect(month.counts.all).toBe(2);
    const bad = await errorOf(api.public.events.list({ when: "upcoming", month: "2025-13" }));
    expect(bad.code).toBe("BAD_REQUEST");
  });
});

describe("public.events.detail", () => {
  it("returns an active event by its slug with spots and registration state, and 404 for an inactive one", async () => {
    const id = await addEvent({ title: "Full Day", capacity: 10, registered_count: 12 });
    const hidden = await addEvent({ title: "Hidden", is_active: 0 });
    const { api } = await env.caller();
    const detail = await api.public.events.detail({ slug: `full-day-${id}` });
    expect(detail.title).toBe("Full Day");
    expect(detail.registration).toBe("full");
    const missing = await errorOf(api.public.events.detail({ slug: `hidden-${hidden}` }));
    expect(missing.code).toBe("NOT_FOUND");
    expect(JSON.stringify(detail)).not.toContain("created_by");
  });
});

describe("public.events.register", () => {
  it("registers once, raises the count by one and records the signed-in user", async () => {
    const id = await addEvent({ capacity: 5 });
    const { api, userId } = await env.userCaller();
    const result = await api.public.events.register({
      eventId: id,
      name: "Nimal",
      age: 14,
      guardianName: "Parent",
      email: "nimal@example.org",
      notes: "Vegetarian",
    });
    expect(result.status).toBe("pending");
    expect(result.spotsLeft).toBe(4);
    expect(await countOf(id)).toBe(1);
    const row = await env.db.selectFrom("event_registrations").selectAll().where("event_id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Nimal",
      participant_age: 14,
      guardian_name: "Parent",
      guardian_consent: 0,
      email: "nimal@example.org",
      status: "pending",
      user_id: userId,
      notes: "Vegetarian",
    });
    expect(JSON.stringify(result)).not.toContain("nimal@example.org");
  });

  it("refuses the same e-mail in another case and leaves the count unchanged", async () => {
    const id = await addEvent();
    const { api } = await env.caller();
    await api.public.events.register({ eventId: id, name: "Kamala", age: 14, guardianName: "Parent", email: "kamala@example.org" });
    const error = await errorOf(api.public.events.register({ eventId: id, name: "Kamala", age: 14, guardianName: "Parent", email: "KAMALA@Example.org" }));
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe("Kamala is already registered for this event with this e-mail.");
    expect(await countOf(id)).toBe(1);
    expect(await registrationsOf(id)).toBe(1);
  });

  it('answers a full event with exactly "This event is full"', async () => {
    const id = await addEvent({ capacity: 2, registered_count: 2 });
    const { api } = await env.caller();
    const error = await errorOf(api.public.events.register({ eventId: id, name: "Late", age: 14, guardianName: "Parent", email: "late@example.org" }));
    expect(error.message).toBe("This event is full");
    expect(await countOf(id)).toBe(2);
    expect(await registrationsOf(id)).toBe(0);
  });

  it("refuses past, cancelled and inactive events clearly", async () => {
    const { api } = await env.caller();
    const past = await addEvent({ event_date: addDays(today(), -1) });
    const cancelled = await addEvent({ status: "cancelled" });
    const inactive = await addEvent({ is_active: 0 });
    const e1 = await errorOf(api.public.events.register({ eventId: past, name: "A", age: 14, guardianName: "Parent", email: "a@example.org" }));
    expect(e1.message).toBe("This event has already taken place, so registration is closed.");
    const e2 = await errorOf(api.public.events.register({ eventId: cancelled, name: "A", age: 14, guardianName: "Parent", email: "a@example.org" }));
    expect(e2.message).toBe("This event has been cancelled, so registration is closed.");
    const e3 = await errorOf(api.public.events.register({ eventId: inactive, name: "A", age: 14, guardianName: "Parent", email: "a@example.org" }));
    expect(e3.code).toBe("NOT_FOUND");
    expect(await env.db.selectFrom("event_registrations").select("id").execute()).toHaveLength(0);
  });

  it("writes nothing for bad input", async () => {
    const id = await addEvent();
    const { api } = await env.caller();
    const e1 = await errorOf(api.public.events.register({ eventId: id, name: " ", age: 14, guardianName: "Parent", email: "ok@example.org" }));
    expect(shownMessage(e1)).toBe("Please enter the child's first name or nickname.");
    const e2 = await errorOf(api.public.events.register({ eventId: id, name: "Ok", age: 14, guardianName: "Parent", email: "not-an-email" }));
    expect(shownMessage(e2)).toBe("Please enter a valid e-mail address.");
    expect(await countOf(id)).toBe(0);
    expect(await registrationsOf(id)).toBe(0);
  });

  it("200 simultaneous registrations for 50 places give exactly 50", async () => {
    const id = await addEvent({ capacity: 50 });
    const callers = await Promise.all(Array.from({ length: 200 }, (_, i) => env.caller({ ip: `10.0.${Math.floor(i / 250)}.${i % 250}` })));
    const results = await Promise.allSettled(
      callers.map(({ api }, i) =>
        api.public.events.register({ eventId: id, name: `Child ${i}`, age: 14, guardianName: "Parent", email: `child${i}@example.org` }),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const full = results.filter((r) => r.status === "rejected" && (r.reason as Error).message === "This event is full");
    expect(ok).toHaveLength(50);
    expect(full).toHaveLength(150);
    expect(await countOf(id)).toBe(50);
    expect(await registrationsOf(id)).toBe(50);
  });

  it("20 simultaneous registrations with one e-mail give 1", async () => {
    const id = await addEvent({ capacity: 50 });
    const callers = await Promise.all(Array.from({ length: 20 }, (_, i) => env.caller({ ip: `10.1.0.${i}` })));
    const results = await Promise.allSettled(
      callers.map(({ api }, i) =>
        api.public.events.register({ eventId: id, name: "Same", age: 14, guardianName: "Parent", email: i % 2 ? "same@example.org" : "SAME@example.org" }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await countOf(id)).toBe(1);
    expect(await registrationsOf(id)).toBe(1);
  });

  it("is rate limited per address, far above a class of 40", async () => {
    const max = LIMITS.registrationPerAddress.max;
    expect(max).toBeGreaterThanOrEqual(80);
    const id = await addEvent({ capacity: 1000 });
    const { api } = await env.caller({ ip: "10.9.9.9" });
    for (let i = 0; i < max; i++) await api.public.events.register({ eventId: id, name: "N", age: 14, guardianName: "Parent", email: `n${i}@example.org` });
    const error = await errorOf(api.public.events.register({ eventId: id, name: "N", age: 14, guardianName: "Parent", email: "n-last@example.org" }));
    expect(error.code).toBe("TOO_MANY_REQUESTS");
    expect(error.message).toMatch(/^Too many event registrations came from this network in the last hour\. Please try again in (a minute|\d+ minutes)\.$/);
    expect(await countOf(id)).toBe(max);
  });
});

describe("public.events.submit", () => {
  const valid = () => ({
    title: "Kite Making Morning",
    description: "Make and fly your own kite.",
    type: "workshop" as const,
    event_date: addDays(today(), 10),
    start_time: "09:00",
    end_time: "12:30",
    location: "Galle Face Green",
    district: "Colombo" as const,
    organizer_name: "Sky Kids",
    age_group: "6-10" as const,
    capacity: 40,
    price_type: "paid" as const,
    price_amount: 250,
    contact_phone: "011 234 5678",
    contact_email: "hello@skykids.lk",
    contact_website: "https://skykids.lk",
    image_url: "https://skykids.lk/kite.png",
  });

  it("saves a pending event submission whose content_data publish.ts turns into a listed event", async () => {
    const { api, userId } = await env.userCaller();
    const result = await api.public.events.submit(valid());
    expect(result.status).toBe("pending");
    const sub = await env.db.selectFrom("content_submissions").selectAll().where("id", "=", result.id).executeTakeFirstOrThrow();
    expect(sub).toMatchObject({
      content_type: "event",
      status: "pending",
      submitted_by: userId,
      title: "Kite Making Morning",
      age_group: "6-10",
      image_url: "https://skykids.lk/kite.png",
    });
    expect(JSON.parse(sub.content_data!)).toEqual({
      type: "workshop",
      event_date: valid().event_date,
      start_time: "09:00",
      end_time: "12:30",
      location: "Galle Face Green",
      district: "Colombo",
      capacity: 40,
      organizer_name: "Sky Kids",
      age_group: "6-10",
      price_type: "paid",
      price_amount: 250,
      price_currency: "LKR",
      contact_info: { phone: "011 234 5678", email: "hello@skykids.lk", website: "https://skykids.lk" },
    });

    const admin = await env.userCaller({ role: "super_admin" });
    // Its picture shown to the reviewer first (issue 29: no approval without seeing).
    await showPicture(admin.api, "content-event", result.id);
    await admin.api.adminWorkflows.reviewSubmission({ id: result.id, decision: "approved" });
    const anonymous = await env.caller();
    const list = await anonymous.api.public.events.list({ when: "upcoming" });
    const published = list.items.find((e) => e.title === "Kite Making Morning");
    expect(published).toMatchObject({
      type: "workshop",
      district: "Colombo",
      capacity: 40,
      price_type: "paid",
      price_amount: 250,
      organizer_name: "Sky Kids",
      start_time: "09:00",
      end_time: "12:30",
      thumbnail: "https://skykids.lk/kite.png",
      contact_info: { phone: "011 234 5678", email: "hello@skykids.lk", website: "https://skykids.lk" },
    });
  });

  it("accepts an anonymous submission and stores a free event's price as 0", async () => {
    const { api } = await env.caller();
    const result = await api.public.events.submit({ ...valid(), price_type: "free", price_amount: 999, contact_website: "", image_url: "" });
    const sub = await env.db.selectFrom("content_submissions").selectAll().where("id", "=", result.id).executeTakeFirstOrThrow();
    expect(sub.submitted_by).toBeNull();
    expect(sub.image_url).toBeNull();
    const data = JSON.parse(sub.content_data!);
    expect(data.price_amount).toBe(0);
    expect(data.contact_info).toEqual({ phone: "011 234 5678", email: "hello@skykids.lk" });
  });

  it("writes nothing for bad input, with a clear message", async () => {
    const { api } = await env.caller();
    const cases: [Record<string, unknown>, string][] = [
      [{ end_time: "08:00" }, "The end time must be after the start time."],
      [{ district: "Atlantis" }, "Please choose one of the 25 districts."],
      [{ type: "party" }, "Please choose an event type."],
      [{ event_date: addDays(today(), -1) }, "The event date cannot be in the past."],
      [{ event_date: "2025-02-30" }, "Please choose a valid date."],
      [{ price_amount: 0 }, "A paid event needs a price of at least 1 LKR (a whole number)."],
      [{ capacity: 0 }, "Capacity must be a whole number from 1 to 100000."],
      [{ contact_phone: "", contact_email: "" }, "Please give a contact phone number or e-mail address."],
      [{ contact_website: "javascript:alert(1)" }, "The website must be a secure web address starting with https://."],
      [{ contact_website: "http://skykids.lk" }, "The website must be a secure web address starting with https://."],
      [{ contact_phone: "12345" }, "Please enter a Sri Lankan phone number, such as 011 234 5678 or +94 77 123 4567."],
      [{ contact_email: "hello@" }, "Please enter a valid e-mail address."],
      [{ title: "" }, "Please enter the event title."],
    ];
    for (const [change, message] of cases) {
      const error = await errorOf(api.public.events.submit({ ...valid(), ...change } as ReturnType<typeof valid>));
      expect(error.code).toBe("BAD_REQUEST");
      expect(shownMessage(error)).toBe(message);
    }
    expect(await env.db.selectFrom("content_submissions").select("id").execute()).toHaveLength(0);
  });
});

describe("GET /api/events/:id/ics", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = createApp({ db: env.db, config: env.config });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("serves an active event as text/calendar with CRLF lines, and 404 for an inactive one", async () => {
    const id = await addEvent({ title: "Drums, Dance; and Songs", event_date: "2030-07-01" });
    const hidden = await addEvent({ is_active: 0 });
    const res = await fetch(`${base}/api/events/${id}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("content-disposition")).toContain(`event-${id}.ics`);
    const body = await res.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body).toContain("SUMMARY:Drums\\, Dance\\; and Songs\r\n");
    expect(body).toContain("DTSTART:20300701T033000Z\r\n");
    expect(body).toContain("DTEND:20300701T053000Z\r\n");
    expect(body).toContain(`UID:event-${id}@127.0.0.1\r\n`);
    expect(body.replace(/\r\n/g, "")).not.toContain("\n");
    expect((await fetch(`${base}/api/events/${hidden}/ics`)).status).toBe(404);
    expect((await fetch(`${base}/api/events/999999/ics`)).status).toBe(404);
  });
});
