/**
 * Event registration by or for a child (issue 18, point 3) over the real router and a real SQLite file:
 * the child's first name or nickname and age, a parent's or guardian's name and e-mail, and the parent's
 * tick of consent for a child under 13, enforced by the server and by the database. Registrations made
 * before migration 0005 keep their data. The registrations CSV carries the new fields and Sri Lanka times.
 * Also the Events Hub's district filter (point 10), applied by the server.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { sql } from "kysely";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { resetRateLimits } from "../../server/auth/rate-limit";
import { addDays, sriLankaDate } from "../../admin-modules/domain/time";
import { createMigrator, migrateToLatest } from "../../db/migrate";
import { openDatabase } from "../../db/open";

let env: TestEnv;

const shownMessage = (error: Error & { cause?: unknown }) => (error.cause instanceof ZodError ? error.cause.issues[0].message : error.message);

async function addEvent(values: { district?: string; type?: string; title?: string } = {}): Promise<number> {
  const row = await env.db
    .insertInto("events")
    .values({
      title: values.title ?? "Kite Day",
      type: (values.type ?? "workshop") as "workshop",
      event_date: addDays(sriLankaDate(), 5),
      start_time: "09:00",
      end_time: "11:00",
      location: "Town Hall",
      district: values.district ?? "Colombo",
      capacity: 50,
      registered_count: 0,
      age_group: "all",
      organizer_name: "Test Org",
      is_active: 1,
      status: "upcoming",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const countOf = async (id: number) =>
  (await env.db.selectFrom("events").select("registered_count").where("id", "=", id).executeTakeFirstOrThrow()).registered_count;
const rowsOf = (id: number) => env.db.selectFrom("event_registrations").selectAll().where("event_id", "=", id).execute();

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
});

describe("registration by or for a child", () => {
  it("refuses a child under 13 without the parent's consent and writes nothing", async () => {
    const id = await addEvent();
    const { api } = await env.caller();
    const error = await errorOf(api.public.events.register({ eventId: id, name: "Nimmi", age: 9, guardianName: "Kamala Perera", email: "kamala@example.org" }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(shownMessage(error)).toBe("A parent or guardian must tick the consent box for a child under 13.");
    const refusedExplicitly = await errorOf(
      api.public.events.register({ eventId: id, name: "Nimmi", age: 12, guardianName: "Kamala Perera", email: "kamala@example.org", consent: false }),
    );
    expect(refusedExplicitly.code).toBe("BAD_REQUEST");
    expect(await countOf(id)).toBe(0);
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it("registers a child under 13 with consent and stores the child's and the parent's fields", async () => {
    const id = await addEvent();
    const { api } = await env.caller();
    const result = await api.public.events.register({
      eventId: id,
      name: "Nimmi",
      age: 9,
      guardianName: "Kamala Perera",
      email: "kamala@example.org",
      consent: true,
      notes: "Needs a seat near the door",
    });
    expect(result.status).toBe("pending");
    expect(JSON.stringify(result)).not.toContain("kamala@example.org");
    expect(JSON.stringify(result)).not.toContain("Kamala Perera");
    expect(await rowsOf(id)).toEqual([
      expect.objectContaining({
        name: "Nimmi",
        participant_age: 9,
        guardian_name: "Kamala Perera",
        email: "kamala@example.org",
        guardian_consent: 1,
        notes: "Needs a seat near the door",
      }),
    ]);
    expect(await countOf(id)).toBe(1);
  });

  it("needs no tick from 13 on, but always the age and the parent's name", async () => {
    const id = await addEvent();
    const { api } = await env.caller();
    await api.public.events.register({ eventId: id, name: "Ravi", age: 13, guardianName: "Sunil", email: "sunil@example.org" });
    expect((await rowsOf(id))[0]).toMatchObject({ participant_age: 13, guardian_consent: 0 });

    const noAge = await errorOf(api.public.events.register({ eventId: id, name: "Ravi", guardianName: "Sunil", email: "s2@example.org" } as never));
    expect(shownMessage(noAge)).toBe("Please enter the child's age (a whole number from 1 to 18).");
    const tooOld = await errorOf(api.public.events.register({ eventId: id, name: "Ravi", age: 40, guardianName: "Sunil", email: "s3@example.org" }));
    expect(shownMessage(tooOld)).toBe("Please enter the child's age (a whole number from 1 to 18).");
    const noParent = await errorOf(api.public.events.register({ eventId: id, name: "Ravi", age: 14, guardianName: "  ", email: "s4@example.org" }));
    expect(shownMessage(noParent)).toBe("Please enter the parent or guardian's name.");
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it("lets one parent register two children, but not the same child twice", async () => {
    const id = await addEvent();
    const { api } = await env.caller();
    await api.public.events.register({ eventId: id, name: "Nimmi", age: 9, guardianName: "Kamala", email: "kamala@example.org", consent: true });
    await api.public.events.register({ eventId: id, name: "Ravi", age: 11, guardianName: "Kamala", email: "kamala@example.org", consent: true });
    const again = await errorOf(
      api.public.events.register({ eventId: id, name: "NIMMI", age: 9, guardianName: "Kamala", email: "KAMALA@example.org", consent: true }),
    );
    expect(again.code).toBe("CONFLICT");
    expect(again.message).toBe("NIMMI is already registered for this event with this e-mail.");
    expect(await countOf(id)).toBe(2);
  });

  it("the database itself refuses a child under 13 without consent", async () => {
    const id = await addEvent();
    const insert = (consent: 0 | 1) =>
      env.db
        .insertInto("event_registrations")
        .values({ event_id: id, name: "Direct", email: `d${consent}@example.org`, participant_age: 8, guardian_name: "P", guardian_consent: consent })
        .execute();
    // SQLite's wording, or PostgreSQL's.
    await expect(insert(0)).rejects.toThrow(/CHECK constraint failed|violates check constraint/);
    await insert(1);
    expect(await rowsOf(id)).toHaveLength(1);
  });
});

describe("registrations made before migration 0005", () => {
  it("keep their data, are valid and show in the back-office view", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crh-0005-"));
    const { db, close } = openDatabase(path.join(dir, "app.db"));
    try {
      const before = await createMigrator(db).migrateTo("0003_admin_registrations_order");
      expect(before.error).toBeUndefined();
      await sql`INSERT INTO events (id, title, type, event_date, start_time, end_time, location, district, capacity, registered_count, age_group, organizer_name)
        VALUES (1, 'Old Event', 'workshop', '2031-01-05', '09:00', '10:00', 'Hall', 'Colombo', 10, 1, 'all', 'Org')`.execute(db);
      await sql`INSERT INTO event_registrations (event_id, name, email, phone, notes, status, registered_at)
        VALUES (1, 'Parent Perera', 'old@example.org', '0771234567', 'Old note', 'confirmed', '2030-12-01T20:00:00.000Z')`.execute(db);

      await migrateToLatest(db);
      const row = await db.selectFrom("event_registrations").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: "Parent Perera",
        email: "old@example.org",
        phone: "0771234567",
        notes: "Old note",
        status: "confirmed",
        registered_at: "2030-12-01T20:00:00.000Z",
        participant_age: null,
        guardian_name: null,
        guardian_consent: 0,
      });
      const viewed = await db.selectFrom("admin_event_registrations").selectAll().executeTakeFirstOrThrow();
      expect(viewed).toMatchObject({ name: "Parent Perera", event_title: "Old Event", participant_age: null, guardian_name: null });
      const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
      expect(integrity.rows[0].integrity_check).toBe("ok");
    } finally {
      await close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the registrations back office", () => {
  it("lists the child's age and the parent's fields, and exports them with Sri Lanka times", async () => {
    const id = await addEvent({ title: "CSV Day" });
    const { api } = await env.caller();
    await api.public.events.register({ eventId: id, name: "Nimmi", age: 9, guardianName: "Kamala Perera", email: "kamala@example.org", consent: true });
    // 20:00 UTC on 1 Dec is 01:30 on 2 Dec in Sri Lanka.
    await env.db.updateTable("event_registrations").set({ registered_at: "2030-12-01T20:00:00.000Z" }).where("event_id", "=", id).execute();
    const admin = await env.userCaller({ role: "super_admin" });

    const list = await admin.api.admin.list({ module: "event-registrations", search: "Kamala" });
    expect(list.rows[0]).toMatchObject({
      name: "Nimmi",
      participant_age: 9,
      guardian_name: "Kamala Perera",
      email: "kamala@example.org",
      guardian_consent: true,
    });

    const csv = await admin.api.admin.exportRows({ module: "event-registrations", filters: { event_id: id } });
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
    expect(csv.rows).toEqual([
      expect.objectContaining({
        name: "Nimmi",
        email: "kamala@example.org",
        registered_at: "2030-12-02 01:30",
        participant_age: 9,
        guardian_name: "Kamala Perera",
        guardian_consent: "Yes",
      }),
    ]);
  });
});

describe("the Events Hub's district filter", () => {
  it("lists and counts only the chosen district's events, and refuses an unknown district", async () => {
    await addEvent({ title: "Colombo Kites", district: "Colombo", type: "workshop" });
    await addEvent({ title: "Galle Football", district: "Galle", type: "sports" });
    await addEvent({ title: "Galle Painting", district: "Galle", type: "arts" });
    const { api } = await env.caller();

    const galle = await api.public.events.list({ district: "Galle" });
    expect(galle.items.map((e) => e.title).sort()).toEqual(["Galle Football", "Galle Painting"]);
    expect(galle.counts).toMatchObject({ all: 2, sports: 1, arts: 1, workshop: 0 });

    const gallesSports = await api.public.events.list({ district: "Galle", category: "sports" });
    expect(gallesSports.items.map((e) => e.title)).toEqual(["Galle Football"]);

    const everywhere = await api.public.events.list({});
    expect(everywhere.counts.all).toBe(3);

    const unknown = await errorOf(api.public.events.list({ district: "Atlantis" as never }));
    expect(unknown.code).toBe("BAD_REQUEST");
  });
});
