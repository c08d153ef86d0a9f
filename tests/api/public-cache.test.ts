/**
 * The public cache (server/services/public-cache.ts): answers are served from memory, yet every write is
 * visible at the next read, whether it comes through the back office's real procedures, a public write,
 * or another connection to the same file (as a second server process would write), and no signed-in
 * caller's own data ever reaches someone else. That includes the paths added with issue 18 (an
 * organization's event or helpline approved from the review queue, its proposed changes applied to the
 * live row) and the removal of the demo content.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { openConfiguredDatabase } from "../../db/open";
import { sriLankaDate, addDays } from "../../admin-modules/domain/time";
import { publicCacheFor, VERSIONED_TABLES } from "../../server/services/public-cache";
import { createTestEnv, type TestCaller, type TestEnv } from "../support/api";
import { eventValues } from "./admin-helpers";

let env: TestEnv;
let visitor: TestCaller;
let admin: TestCaller & { userId: number };

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  visitor = await env.caller();
  admin = await env.userCaller({ role: "super_admin" });
});
afterAll(async () => {
  await env.cleanup();
});

async function insertEvent(values: { title: string; event_date?: string }) {
  const row = await env.db
    .insertInto("events")
    .values({
      title: values.title,
      type: "workshop",
      event_date: values.event_date ?? addDays(sriLankaDate(), 1),
      start_time: "09:00",
      end_time: "10:00",
      location: "Colombo",
      district: "Colombo",
      capacity: 30,
      age_group: "8-12",
      organizer_name: "Test org",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("public cache", () => {
  it("versions exactly the tables the code lists, and every write to one bumps its version in the same transaction", async () => {
    // In the names' order too: the stamp of an answer kept for every table is read in that order.
    const rows = await env.db.selectFrom("table_versions").select("name").orderBy("name").execute();
    expect(rows.map((r) => r.name)).toEqual([...VERSIONED_TABLES]);

    const before = (await publicCacheFor(env.db).versions()).get("events")!;
    // A rolled-back write leaves the version where it was: the bump is part of the transaction.
    await expect(
      env.db.transaction().execute(async (trx) => {
        await trx.updateTable("events").set({ title: "rolled back" }).where("id", "=", 1).execute();
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await publicCacheFor(env.db).versions()).get("events")).toBe(before);
    await env.db.updateTable("events").set({ capacity: sql`capacity` }).where("id", "=", 1).execute();
    expect((await publicCacheFor(env.db).versions()).get("events")).toBe(before + 1);
  });

  it("an answer kept for every table is served only while no table changed (the joined stamp SQLite reads)", async () => {
    const cache = publicCacheFor(env.db);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const first = await cache.get("whole-stamp-test", VERSIONED_TABLES, load);
    expect(await cache.peek("whole-stamp-test", VERSIONED_TABLES)).toBe(first);
    // A copy of the list takes the general path (each table's version by name): the stamps agree.
    expect(await cache.peek("whole-stamp-test", [...VERSIONED_TABLES])).toBe(first);
    // Each table, written in turn, makes the kept answer stale.
    for (const table of VERSIONED_TABLES) {
      await sql`UPDATE table_versions SET version = version + 1 WHERE name = ${table}`.execute(env.db);
      expect(await cache.peek("whole-stamp-test", VERSIONED_TABLES), table).toBeUndefined();
      await cache.get("whole-stamp-test", VERSIONED_TABLES, load);
    }
    expect(loads).toBe(1 + VERSIONED_TABLES.length);
  });

  it("serves a repeated read from memory: the second answer is the same object", async () => {
    const first = await visitor.api.public.events.list({ limit: 3 });
    const second = await visitor.api.public.events.list({ limit: 3 });
    expect(second).toBe(first);
    // Another input is another entry.
    const other = await visitor.api.public.events.list({ limit: 4 });
    expect(other).not.toBe(first);
    expect(publicCacheFor(env.db).stats().entries).toBeGreaterThan(1);
  });

  it("shows a media item at the next read after a staff member approves it (real review procedure)", async () => {
    const before = await visitor.api.public.media.list({});
    const homeBefore = await visitor.api.public.home();
    const { id } = await env.db
      .insertInto("media_submissions")
      .values({ title: "Cache test drawing", type: "artwork", author_name: "Kid", status: "pending", likes: 1_000_000 })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Pending: still not shown, and the cached list is still what was read.
    expect((await visitor.api.public.media.list({})).items.map((m) => m.title)).not.toContain("Cache test drawing");

    await admin.api.adminWorkflows.reviewMedia({ id, decision: "approved" });

    const after = await visitor.api.public.media.list({});
    expect(after.items[0]!.title).toBe("Cache test drawing");
    expect(after.counts.artwork).toBe(before.counts.artwork + 1);
    const homeAfter = await visitor.api.public.home();
    expect(homeAfter.media.items[0]!.title).toBe("Cache test drawing");
    expect(homeAfter.media.photoOrArtworkCount).toBe(homeBefore.media.photoOrArtworkCount + 1);
    const detail = await visitor.api.public.media.detail({ slug: `cache-test-drawing-${id}` });
    expect(detail.item.title).toBe("Cache test drawing");

    await admin.api.adminWorkflows.reviewMedia({ id, decision: "rejected" });
    expect((await visitor.api.public.media.list({})).items.map((m) => m.title)).not.toContain("Cache test drawing");
    await expect(visitor.api.public.media.detail({ slug: `cache-test-drawing-${id}` })).rejects.toThrow();
  });

  it("shows an event edited in the back office (generic admin update) at the next read", async () => {
    const id = await insertEvent({ title: "Before the edit", event_date: sriLankaDate() });
    const list = await visitor.api.public.events.list({ limit: 200 });
    expect(list.items.map((e) => e.title)).toContain("Before the edit");
    const slug = list.items.find((e) => e.id === id)!.slug;
    expect((await visitor.api.public.events.detail({ slug })).title).toBe("Before the edit");

    await admin.api.admin.update({ module: "events", id, values: { title: "After the edit" } });

    const titles = (await visitor.api.public.events.list({ limit: 200 })).items.map((e) => e.title);
    expect(titles).toContain("After the edit");
    expect(titles).not.toContain("Before the edit");
    expect((await visitor.api.public.events.detail({ slug })).title).toBe("After the edit");
  });

  it("sees a write made through another connection to the same file, as a second process would make it", async () => {
    const settings = await visitor.api.public.settings();
    const other = openConfiguredDatabase(env.config);
    try {
      await other.db.updateTable("site_settings").set({ site_name: "Renamed elsewhere" }).where("id", "=", 1).execute();
      const countBefore = (await visitor.api.public.resources.list({})).counts.all;
      await other.db
        .updateTable("resources")
        .set({ is_active: 0 })
        .where("id", "=", (await other.db.selectFrom("resources").select("id").where("is_active", "=", 1).executeTakeFirstOrThrow()).id)
        .execute();
      expect((await visitor.api.public.settings()).site_name).toBe("Renamed elsewhere");
      expect(settings.site_name).not.toBe("Renamed elsewhere");
      expect((await visitor.api.public.resources.list({})).counts.all).toBe(countBefore - 1);
      expect((await visitor.api.public.home()).settings.site_name).toBe("Renamed elsewhere");
    } finally {
      await other.close();
    }
  });

  it("a registration, and its deletion in the back office, change the places left at the next read", async () => {
    const id = await insertEvent({ title: "Places test" });
    const slug = (await visitor.api.public.events.list({ limit: 200 })).items.find((e) => e.id === id)!.slug;
    const before = await visitor.api.public.events.detail({ slug });
    await visitor.api.public.events.register({ eventId: id, name: "Nimal", age: 14, guardianName: "Parent", email: "parent-cache@example.org" });
    const after = await visitor.api.public.events.detail({ slug });
    expect(after.registered_count).toBe(before.registered_count + 1);

    // A registration deleted in the back office gives the place back, at the next read too.
    const registration = await env.db.selectFrom("event_registrations").select("id").where("event_id", "=", id).executeTakeFirstOrThrow();
    await admin.api.adminWorkflows.deleteRegistration({ id: registration.id });
    expect((await visitor.api.public.events.detail({ slug })).registered_count).toBe(before.registered_count);
    expect((await visitor.api.public.events.list({ limit: 200 })).items.find((e) => e.id === id)!.registered_count).toBe(before.registered_count);
  });

  it("never shares a signed-in learner's progress, nor a like, with anyone else", async () => {
    const learner = await env.userCaller();
    const other = await env.userCaller();
    const anonymousBefore = await visitor.api.public.learning.list();
    const course = anonymousBefore.courses[0]!;
    await learner.api.public.learning.enroll({ courseId: course.id });

    const mine = await learner.api.public.learning.list();
    expect(mine.courses.find((c) => c.id === course.id)!.enrolled).toBe(true);
    // The signed-out answer and another user's answer know nothing of it, whatever was read first.
    const anonymous = await visitor.api.public.learning.list();
    expect(anonymous.signedIn).toBe(false);
    expect(anonymous.courses.every((c) => !c.enrolled && c.progress === 0)).toBe(true);
    const theirs = await other.api.public.learning.list();
    expect(theirs.courses.find((c) => c.id === course.id)!.enrolled).toBe(false);
    // The enrolment did change the public count, and the signed-out answer shows it.
    expect(anonymous.courses.find((c) => c.id === course.id)!.enrolled_count).toBe(course.enrolled_count + 1);

    const detailMine = await learner.api.public.learning.detail({ slug: course.slug });
    expect(detailMine.enrolled).toBe(true);
    expect(detailMine.lessons.some((l) => l.blocks !== null)).toBe(true);
    const detailAnonymous = await visitor.api.public.learning.detail({ slug: course.slug });
    expect(detailAnonymous.enrolled).toBe(false);
    expect(detailAnonymous.lessons.every((l) => l.blocks === null)).toBe(true);
    expect((await other.api.public.learning.detail({ slug: course.slug })).enrolled).toBe(false);

    const media = (await visitor.api.public.media.list({})).items[0]!;
    await learner.api.public.media.like({ id: media.id });
    expect((await learner.api.public.media.detail({ slug: media.slug })).liked).toBe(true);
    expect((await other.api.public.media.detail({ slug: media.slug })).liked).toBe(false);
    expect((await visitor.api.public.media.detail({ slug: media.slug })).liked).toBe(false);
  });

  it("keys time-dependent answers by the Sri Lanka date", async () => {
    // An event dated today is upcoming today; the key holds today's date, so tomorrow it is asked again.
    const id = await insertEvent({ title: "Today only", event_date: sriLankaDate() });
    const upcoming = await visitor.api.public.events.list({ limit: 200 });
    expect(upcoming.today).toBe(sriLankaDate());
    expect(upcoming.items.some((e) => e.id === id)).toBe(true);
  });

  it("stays within its byte budget", async () => {
    const { PublicCache } = await import("../../server/services/public-cache");
    const small = new PublicCache(env.db, 20_000);
    for (let i = 0; i < 50; i += 1) await small.get(`key-${i}`, ["events"], async () => ({ text: "x".repeat(1000), i }));
    expect(small.stats().bytes).toBeLessThanOrEqual(20_000);
    expect(small.stats().entries).toBeLessThan(50);
    // The newest entries are kept.
    let loads = 0;
    await small.get("key-49", ["events"], async () => ({ loads: ++loads }));
    expect(loads).toBe(0);
  });
});

describe("public cache and the review of organizations' writes (issue 18)", () => {
  const helplineValues = (name: string, number = "011 555 0199") => ({ name, number, availability: "24/7", category: "child", description: "A test line" });
  /** Everything a visitor is shown about events and helplines, read (and so cached) in one go. */
  const publicView = async () => {
    const home = await visitor.api.public.home();
    return {
      events: (await visitor.api.public.events.list({ limit: 200 })).items.map((e) => e.title),
      homeEvents: home.events.items.map((e) => e.title),
      thisMonth: home.events.thisMonthCount,
      helplines: await visitor.api.public.emergency.list(),
    };
  };

  it("a pending event and helpline are not in the cached answers; approved from the review queue, they are at the next read", async () => {
    const org = await env.userCaller({ role: "organization", organizationName: "Cache Org" });
    // Today at midnight: the first upcoming event, so the home page (3 events) must show it once approved.
    const { created_by: _, ...event } = eventValues(null, { title: "Cache review fair", event_date: sriLankaDate(), start_time: "00:00", end_time: "01:00" });
    const eventId = Number((await org.api.admin.create({ module: "events", values: event })).row.id);
    const helplineId = Number((await org.api.admin.create({ module: "emergency-contacts", values: helplineValues("Cache review line") })).row.id);

    const pending = await publicView();
    expect(pending.events).not.toContain("Cache review fair");
    expect(pending.homeEvents).not.toContain("Cache review fair");
    expect(pending.helplines.map((c) => c.name)).not.toContain("Cache review line");
    // Read again: served from memory, still without them.
    expect(await visitor.api.public.home()).toBe(await visitor.api.public.home());

    const queue = await admin.api.adminWorkflows.reviewQueue({ pageSize: 100 });
    const waiting = (module: string, id: number) => queue.rows.find((r) => r.module === module && r.id === id);
    expect(waiting("events", eventId)?.title).toBe("Cache review fair");
    expect(waiting("emergency-contacts", helplineId)?.title).toBe("Cache review line");
    await admin.api.adminWorkflows.reviewRow({ module: "events", id: eventId, decision: "approved" });
    await admin.api.adminWorkflows.reviewRow({ module: "emergency-contacts", id: helplineId, decision: "approved" });

    const approved = await publicView();
    expect(approved.events).toContain("Cache review fair");
    expect(approved.homeEvents[0]).toBe("Cache review fair");
    expect(approved.thisMonth).toBe(pending.thisMonth + 1);
    expect(approved.helplines.map((c) => c.name)).toContain("Cache review line");
    const slug = (await visitor.api.public.events.list({ limit: 200 })).items.find((e) => e.id === eventId)!.slug;
    expect((await visitor.api.public.events.detail({ slug })).title).toBe("Cache review fair");
  });

  it("an organization's edit of a live row waits while the cached answer keeps the approved version; approving it shows the change at once", async () => {
    const org = await env.userCaller({ role: "organization", organizationName: "Cache Org Two" });
    const { created_by: _, ...event } = eventValues(null, { title: "Cache live event", event_date: addDays(sriLankaDate(), 2) });
    const eventId = Number((await org.api.admin.create({ module: "events", values: event })).row.id);
    const helplineId = Number((await org.api.admin.create({ module: "emergency-contacts", values: helplineValues("Cache live line", "011 555 0100") })).row.id);
    await admin.api.adminWorkflows.reviewRow({ module: "events", id: eventId, decision: "approved" });
    await admin.api.adminWorkflows.reviewRow({ module: "emergency-contacts", id: helplineId, decision: "approved" });
    const numberOf = async () => (await visitor.api.public.emergency.list()).find((c) => c.id === helplineId)?.number;

    expect((await publicView()).events).toContain("Cache live event");
    expect(await numberOf()).toBe("011 555 0100");

    await org.api.admin.update({ module: "events", id: eventId, values: { title: "Cache live event, new title" } });
    await org.api.admin.update({ module: "emergency-contacts", id: helplineId, values: { number: "0777 123 456" } });
    // The proposed changes are stored on the row (its table's version moved), yet the public answer is the approved version.
    const waiting = await publicView();
    expect(waiting.events).toContain("Cache live event");
    expect(waiting.events).not.toContain("Cache live event, new title");
    expect(await numberOf()).toBe("011 555 0100");

    await admin.api.adminWorkflows.reviewRow({ module: "events", id: eventId, decision: "approved" });
    await admin.api.adminWorkflows.reviewRow({ module: "emergency-contacts", id: helplineId, decision: "approved" });
    const applied = await publicView();
    expect(applied.events).toContain("Cache live event, new title");
    expect(applied.events).not.toContain("Cache live event");
    expect(await numberOf()).toBe("0777 123 456");
  });
});

describe("public cache and the removal of the demo content", () => {
  let demoEnv: TestEnv;
  afterAll(async () => {
    await demoEnv?.cleanup();
  });

  it("a cached home page full of demo content is empty at the next read after a super admin removes it", async () => {
    demoEnv = await createTestEnv({ seed: true });
    const anonymous = await demoEnv.caller();
    const superAdmin = await demoEnv.userCaller({ role: "super_admin" });
    const full = await anonymous.api.public.home();
    expect(await anonymous.api.public.home()).toBe(full); // cached
    expect(full.announcement).not.toBeNull();
    for (const items of [full.hubs, full.resources.items, full.courses, full.media.items, full.events.items]) expect(items.length).toBeGreaterThan(0);
    const lists = {
      resources: await anonymous.api.public.resources.list({}),
      media: await anonymous.api.public.media.list({}),
      events: await anonymous.api.public.events.list({ limit: 3 }),
      learning: await anonymous.api.public.learning.list(),
    };
    expect(lists.resources.items.length * lists.media.items.length * lists.events.items.length * lists.learning.courses.length).toBeGreaterThan(0);

    await superAdmin.api.adminWorkflows.removeDemoContent({ confirm: true });

    const empty = await anonymous.api.public.home();
    expect(empty.announcement).toBeNull();
    expect(empty.hubs).toEqual([]);
    expect(empty.resources).toEqual({ items: [], activeCount: 0 });
    expect(empty.courses).toEqual([]);
    expect(empty.media).toEqual({ items: [], videoCount: 0, photoOrArtworkCount: 0 });
    expect(empty.events).toMatchObject({ items: [], thisMonthCount: 0 });
    // The helplines and the site settings are not demo content: they stay.
    expect(empty.emergencyContacts).toEqual(full.emergencyContacts);
    expect(empty.settings).toEqual(full.settings);
    expect((await anonymous.api.public.resources.list({})).items).toEqual([]);
    expect((await anonymous.api.public.media.list({})).items).toEqual([]);
    expect((await anonymous.api.public.events.list({ limit: 3 })).items).toEqual([]);
    expect((await anonymous.api.public.learning.list()).courses).toEqual([]);
  });
});
