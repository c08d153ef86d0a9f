/**
 * public.home on the demo seed: every section and count of the home page from one query, checked against
 * plain SQL over the same database, and records that are inactive (or not approved, or not upcoming)
 * kept out of every section.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sriLankaDate, sriLankaMonthRange } from "../../admin-modules/domain/time";
import { createTestEnv, type TestEnv } from "../support/api";

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
});
afterAll(() => env.cleanup());

const home = async () => (await env.caller()).api.public.home();
const scalar = async (query: string) => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(env.db)).rows[0]!.n);
const column = async (query: string) => (await sql<{ v: unknown }>`${sql.raw(query)}`.execute(env.db)).rows.map((r) => r.v);

describe("public.home on the demo seed", () => {
  it("answers every section with the spec's limits and orders", async () => {
    const data = await home();

    expect(data.announcement?.title).toBe(
      (await column("SELECT title AS v FROM announcements WHERE is_active = 1 ORDER BY priority DESC, created_at DESC LIMIT 1"))[0],
    );
    expect(data.hubs.map((h) => h.title)).toEqual(await column("SELECT title AS v FROM hubs WHERE is_active = 1 ORDER BY display_order, id"));
    expect(data.resources.items.map((r) => r.id)).toEqual(
      await column("SELECT id AS v FROM resources WHERE is_active = 1 ORDER BY download_count DESC, id LIMIT 2"),
    );
    expect(data.resources.activeCount).toBe(await scalar("SELECT count(*) AS n FROM resources WHERE is_active = 1"));
    expect(data.courses.map((c) => c.id)).toEqual(await column("SELECT id AS v FROM courses WHERE is_active = 1 ORDER BY enrolled_count DESC, id LIMIT 3"));
    expect(data.media.items.map((m) => m.id)).toEqual(
      await column("SELECT id AS v FROM media_submissions WHERE status = 'approved' ORDER BY likes DESC, id LIMIT 3"),
    );
    expect(data.media.videoCount).toBe(await scalar("SELECT count(*) AS n FROM media_submissions WHERE status = 'approved' AND type = 'video'"));
    expect(data.media.photoOrArtworkCount).toBe(
      await scalar("SELECT count(*) AS n FROM media_submissions WHERE status = 'approved' AND type IN ('photo', 'artwork')"),
    );
    expect(data.emergencyContacts.map((c) => c.name)).toEqual(
      await column("SELECT name AS v FROM emergency_contacts WHERE is_active = 1 ORDER BY display_order, id LIMIT 3"),
    );

    const today = sriLankaDate();
    expect(data.events.items.map((e) => e.id)).toEqual(
      await column(
        `SELECT id AS v FROM events WHERE is_active = 1 AND status = 'upcoming' AND event_date >= '${today}' ORDER BY event_date, start_time LIMIT 3`,
      ),
    );
    const month = sriLankaMonthRange();
    expect(data.events.thisMonthCount).toBe(
      await scalar(`SELECT count(*) AS n FROM events WHERE is_active = 1 AND event_date BETWEEN '${month.first}' AND '${month.last}'`),
    );
    const active = await scalar("SELECT count(*) AS n FROM events WHERE is_active = 1");
    const free = await scalar("SELECT count(*) AS n FROM events WHERE is_active = 1 AND price_amount = 0");
    expect(data.events.freePercent).toBe(Math.round((free / active) * 100));

    // The seed fills every section, so none of the above compared empty lists.
    expect(data.hubs.length).toBeGreaterThan(0);
    expect(data.resources.items).toHaveLength(2);
    expect(data.courses).toHaveLength(3);
    expect(data.media.items).toHaveLength(3);
    expect(data.events.items.length).toBeGreaterThan(0);
    expect(data.emergencyContacts).toHaveLength(3);
  });

  it("hides inactive, unapproved and non-upcoming records from every section", async () => {
    const before = await home();
    const resource = before.resources.items[0]!;
    const hub = before.hubs[0]!;
    const course = before.courses[0]!;
    const media = before.media.items[0]!;
    const event = before.events.items[0]!;
    const contact = before.emergencyContacts[0]!;

    await env.db.updateTable("resources").set({ is_active: 0 }).where("id", "=", resource.id).execute();
    await env.db.updateTable("hubs").set({ is_active: 0 }).where("id", "=", hub.id).execute();
    await env.db.updateTable("courses").set({ is_active: 0 }).where("id", "=", course.id).execute();
    await env.db.updateTable("media_submissions").set({ status: "pending" }).where("id", "=", media.id).execute();
    await env.db.updateTable("events").set({ status: "cancelled" }).where("id", "=", event.id).execute();
    await env.db.updateTable("emergency_contacts").set({ is_active: 0 }).where("id", "=", contact.id).execute();
    await env.db.updateTable("announcements").set({ is_active: 0 }).execute();

    const after = await home();
    expect(after.resources.items.map((r) => r.id)).not.toContain(resource.id);
    expect(after.resources.activeCount).toBe(before.resources.activeCount - 1);
    expect(after.hubs.map((h) => h.id)).not.toContain(hub.id);
    expect(after.courses.map((c) => c.id)).not.toContain(course.id);
    expect(after.media.items.map((m) => m.id)).not.toContain(media.id);
    expect(after.events.items.map((e) => e.id)).not.toContain(event.id);
    expect(after.emergencyContacts.map((c) => c.id)).not.toContain(contact.id);
    expect(after.announcement).toBeNull();
  });

  it("answers no e-mail, phone or reviewer of anyone in any section", async () => {
    await env.userCaller({ email: "child.private@example.org" });
    const event = await env.db.selectFrom("events").select("id").where("is_active", "=", 1).executeTakeFirstOrThrow();
    await env.db
      .insertInto("event_registrations")
      .values({ event_id: event.id, name: "Nila", email: "nila.private@example.org", phone: "0771234567" })
      .execute();
    const text = JSON.stringify(await home());
    expect(text).not.toContain("0771234567");
    for (const email of await column("SELECT email AS v FROM profiles UNION SELECT email FROM event_registrations")) {
      expect(text).not.toContain(String(email));
    }
    expect(text).not.toMatch(/"(reviewed_by|review_notes|submitted_by|created_by)"/);
  });
});
