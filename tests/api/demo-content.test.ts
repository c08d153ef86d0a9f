/**
 * Remove demo content (adminWorkflows.removeDemoContent, `npm run seed -- --remove-demo`): every row the
 * demo seed marked goes, in one transaction; staff accounts, every row staff created, site settings and
 * the helplines stay; uploaded demo files go unless a remaining row still uses them. Only a super admin
 * may do it, and only with confirm: true. Real router, real SQLite.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_TABLES } from "../../db/seed/demo";
import type { DemoTable } from "../../db/types";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { checksum } from "../security/support";
import { makeDataDir, openDb, removeDataDirs, runCli } from "./cli-support";

let env: TestEnv;
afterAll(async () => {
  await env?.cleanup();
  removeDataDirs();
});

const futureDate = (days = 20) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

async function demoIds(): Promise<Map<DemoTable, number[]>> {
  const rows = await env.db.selectFrom("demo_rows").selectAll().execute();
  const map = new Map<DemoTable, number[]>();
  for (const r of rows) map.set(r.table_name, [...(map.get(r.table_name) ?? []), r.row_id]);
  return map;
}

async function existing(table: DemoTable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await env.db.selectFrom(table).select("id").where("id", "in", ids).execute();
  return rows.map((r) => r.id);
}

describe("removing the demo content", () => {
  let superAdmin: Awaited<ReturnType<TestEnv["userCaller"]>>;
  let org: Awaited<ReturnType<TestEnv["userCaller"]>>;
  const staffRows: [DemoTable, number][] = [];
  let sharedFile = "";

  beforeAll(async () => {
    env = await createTestEnv({ seed: true });
    superAdmin = await env.userCaller({ role: "super_admin" });
    org = await env.userCaller({ role: "organization", organizationName: "Real NGO" });
  });

  it("the seed marks a demo row in every demo table, and not the helplines or site settings", async () => {
    const ids = await demoIds();
    for (const table of DEMO_TABLES) {
      const total = Number(
        (
          await env.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(ids.get(table)?.length ?? 0, table).toBe(total);
      expect(total, table).toBeGreaterThan(0);
    }
    expect(await superAdmin.api.adminWorkflows.demoContent()).toMatchObject({ total: [...ids.values()].flat().length });
  });

  it("is refused to organization users and without confirm: true, writing nothing", async () => {
    const before = await checksum(env);
    expect((await errorOf(org.api.adminWorkflows.removeDemoContent({ confirm: true }))).code).toBe("FORBIDDEN");
    expect((await errorOf(org.api.adminWorkflows.demoContent())).code).toBe("FORBIDDEN");
    expect((await errorOf(superAdmin.api.adminWorkflows.removeDemoContent({ confirm: false as true }))).code).toBe("BAD_REQUEST");
    expect(await checksum(env)).toBe(before);
  });

  it("a staff row that takes the id of a deleted demo row is not demo", async () => {
    // SQLite reuses the highest id after a delete: delete the newest demo tag, create a staff tag.
    const newest = await env.db.selectFrom("tags").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    await superAdmin.api.admin.delete({ module: "tags", id: newest.id });
    const id =
      env.dialect === "postgres"
        ? // PostgreSQL never hands out an id twice by itself: the staff row is given the deleted row's id on purpose.
          (
            await env.db
              .insertInto("tags")
              .values({ id: newest.id, name: "staff-tag", created_by: superAdmin.userId })
              .returning("id")
              .executeTakeFirstOrThrow()
          ).id
        : Number(((await superAdmin.api.admin.create({ module: "tags", values: { name: "staff-tag" } })).row as { id: number }).id);
    expect(id).toBe(newest.id);
    staffRows.push(["tags", id]);
  });

  it("removes every demo row in one step and keeps staff accounts, staff rows, settings and helplines", async () => {
    // Staff work next to the demo: rows created in the back office by both roles.
    const event = await org.api.admin.create({
      module: "events",
      values: {
        title: "Real event",
        organizer_name: "Real NGO",
        type: "workshop",
        age_group: "all",
        capacity: 10,
        event_date: futureDate(),
        start_time: "10:00",
        end_time: "12:00",
        location: "Hall",
        district: "Colombo",
      },
    });
    staffRows.push(["events", Number((event.row as { id: number }).id)]);
    // An organization's new event waits for review; approved, it is public like any staff event.
    await superAdmin.api.adminWorkflows.reviewRow({ module: "events", id: Number((event.row as { id: number }).id), decision: "approved" });
    const announcement = await superAdmin.api.admin.create({ module: "announcements", values: { title: "Real news", content: "We are live", priority: 2 } });
    staffRows.push(["announcements", Number((announcement.row as { id: number }).id)]);
    const hub = await superAdmin.api.admin.create({ module: "hubs", values: { title: "Our hub", path: "/learning", color: "green" } });
    staffRows.push(["hubs", Number((hub.row as { id: number }).id)]);
    const course = await org.api.admin.create({
      module: "learning",
      values: { title: "Real course", instructor_name: "I", level: "Beginner", category: "Safety", age_group: "8-14", duration: "1h", lessons_count: 3 },
    });
    staffRows.push(["courses", Number((course.row as { id: number }).id)]);
    // A staff resource that points at the same uploaded file as the first demo resource keeps that file.
    const demoResources = await env.db.selectFrom("resources").select(["id", "file_path"]).orderBy("id").execute();
    sharedFile = demoResources[0].file_path!;
    const resource = await env.db
      .insertInto("resources")
      .values({ title: "Real guide", slug: "real-guide", category: "health", age_group: "all", file_path: sharedFile, created_by: org.userId })
      .returning("id")
      .executeTakeFirstOrThrow();
    staffRows.push(["resources", Number(resource.id)]);
    // A visitor's registration on a staff event stays; one on a demo event goes with the event.
    const visitor = await env.caller({ ip: "10.9.9.9" });
    await visitor.api.public.events.register({
      eventId: staffRows[1][1],
      name: "Kid",
      age: 9,
      guardianName: "Real Parent",
      consent: true,
      email: "real.parent@example.org",
      notes: null,
    });
    const demoEvents = (await demoIds()).get("events")!;
    await visitor.api.public.events
      .register({ eventId: demoEvents[0], name: "Other Kid", age: 14, guardianName: "Other Parent", email: "other.parent@example.org", notes: null })
      .catch(() => undefined);

    // Reports on a demo course and on a byline of demo media go with them (child safety, #12); one on a staff course stays.
    const staffCourseId = Number((course.row as { id: number }).id);
    await env.db
      .insertInto("reports")
      .values([
        { target_type: "course", target_id: (await demoIds()).get("courses")![0], reason: "spam" },
        { target_type: "byline", target_id: (await demoIds()).get("media_submissions")![0], reason: "personal_info" },
        { target_type: "course", target_id: staffCourseId, reason: "other" },
      ])
      .execute();

    const uploads = env.config.uploadsDir;
    const demoFiles = demoResources.map((r) => r.file_path!);
    for (const file of demoFiles) expect(fs.existsSync(path.join(uploads, file)), file).toBe(true);
    // The demo lessons' pictures, each with its 1,600 px copy and 480 px WebP (issue 30).
    const pictures = (
      await env.db.selectFrom("image_variants").select(["url", "large_url", "thumb_url"]).where("url", "like", "/uploads/images/%").execute()
    ).map((row) => [row.url, row.large_url, row.thumb_url].map((url) => url.slice("/uploads/".length)));
    expect(pictures.length).toBe(9);
    for (const file of pictures.flat()) expect(fs.existsSync(path.join(uploads, file)), file).toBe(true);
    const idsBefore = await demoIds();
    const contactsBefore = await env.db.selectFrom("emergency_contacts").selectAll().orderBy("id").execute();
    const settingsBefore = await env.db.selectFrom("site_settings").selectAll().execute();
    const usersBefore = await env.db.selectFrom("users").select("id").orderBy("id").execute();

    const result = await superAdmin.api.adminWorkflows.removeDemoContent({ confirm: true });
    expect(result.rows).toBe([...idsBefore.values()].flat().length);

    // Every demo row is gone, and so are the markers.
    for (const [table, ids] of idsBefore) expect(await existing(table, ids), table).toEqual([]);
    expect(await env.db.selectFrom("demo_rows").selectAll().execute()).toEqual([]);
    expect(await superAdmin.api.adminWorkflows.demoContent()).toEqual({ tables: {}, total: 0 });
    // Every staff row, account, the helplines and the settings are still there, unchanged.
    for (const [table, id] of staffRows) expect(await existing(table, [id]), `${table} ${id}`).toEqual([id]);
    expect(await env.db.selectFrom("event_registrations").select("email").execute()).toEqual([{ email: "real.parent@example.org" }]);
    expect(await env.db.selectFrom("reports").select(["target_type", "target_id"]).where("target_type", "in", ["course", "byline"]).execute()).toEqual([
      { target_type: "course", target_id: staffCourseId },
    ]);
    expect(await env.db.selectFrom("emergency_contacts").selectAll().orderBy("id").execute()).toEqual(contactsBefore);
    expect(await env.db.selectFrom("site_settings").selectAll().execute()).toEqual(settingsBefore);
    expect(await env.db.selectFrom("users").select("id").orderBy("id").execute()).toEqual(usersBefore);
    // Demo files went, except the one a staff row still uses.
    expect(result.files.sort()).toEqual([...demoFiles.filter((f) => f !== sharedFile), ...pictures.map(([original]) => original!)].sort());
    for (const file of demoFiles) expect(fs.existsSync(path.join(uploads, file)), file).toBe(file === sharedFile);
    for (const file of pictures.flat()) expect(fs.existsSync(path.join(uploads, file)), file).toBe(false);
    expect(await env.db.selectFrom("image_variants").select("url").where("url", "like", "/uploads/images/%").execute()).toEqual([]);
  });

  it("the public site then shows only what staff made", async () => {
    const visitor = await env.caller();
    const home = await visitor.api.public.home();
    expect(JSON.stringify(home)).not.toMatch(/Beach Clean-up|Staying Safe Online|My Rights Colouring Book|Elephants at Minneriya/);
    const events = await visitor.api.public.events.list({});
    expect(events.items.map((e) => e.title)).toEqual(["Real event"]);
    const media = await visitor.api.public.media.list({});
    expect(JSON.stringify(media)).not.toContain("Minneriya");
  });

  it("a second removal finds nothing", async () => {
    expect(await superAdmin.api.adminWorkflows.removeDemoContent({ confirm: true })).toEqual({ rows: 0, files: [] });
  });
});

describe("npm run seed -- --remove-demo", () => {
  it("removes the demo rows of a seeded database and says so; a second run has nothing to remove", async () => {
    const data = makeDataDir("crh-demo-cli-");
    expect((await runCli("seed", ["--demo"], data.env)).code).toBe(0);
    const first = await runCli("seed", ["--remove-demo"], data.env);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Removed the demo content \([\d,]+ rows, 17 files\) from .*app\.db\.$/m);
    const db = openDb(data.databaseFile);
    try {
      for (const table of DEMO_TABLES) expect((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n, table).toBe(0);
      expect((db.prepare("SELECT count(*) AS n FROM emergency_contacts").get() as { n: number }).n).toBeGreaterThan(0);
    } finally {
      db.close();
    }
    expect(fs.readdirSync(path.join(data.uploadsDir, "files"))).toEqual([]);
    expect(fs.readdirSync(path.join(data.uploadsDir, "images"))).toEqual([]);
    const second = await runCli("seed", ["--remove-demo"], data.env);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/No demo content in .*; nothing to remove\./);
    const both = await runCli("seed", ["--demo", "--remove-demo"], data.env);
    expect(both.code).toBe(2);
  }, 60_000);
});
