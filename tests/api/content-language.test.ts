/**
 * Content language in the public lists (issue 11 point 6), over the real router and a seeded SQLite file.
 * A Tamil resource, course and media item is listed first for a Tamil reader (the page's language, as the
 * server reads it per request) and still reachable by everyone; a Tamil event keeps the date order but is
 * kept by the Tamil filter and dropped by another language's. The filter keeps one language plus content
 * for everyone, and the media tab counts follow it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, sriLankaDate } from "../../admin-modules/domain/time";
import { runWithLocale } from "../../server/http/locale";
import { MEDIA_PAGE_SIZE } from "../../server/routers/public-media";
import { createTestEnv, type TestCaller, type TestEnv } from "../support/api";

let env: TestEnv;
let visitor: TestCaller;
const ids = { resource: 0, course: 0, media: 0, event: 0, englishEvent: 0 };

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  visitor = await env.caller();
  // Each Tamil row is the least popular of its kind, so only the language can put it first.
  ids.resource = (
    await env.db
      .insertInto("resources")
      .values({
        title: "Tamil safety guide",
        slug: "tamil-safety-guide",
        category: "safety",
        age_group: "8-12",
        is_active: 1,
        download_count: 0,
        language: "ta",
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  ids.course = (
    await env.db
      .insertInto("courses")
      .values({
        title: "Tamil reading club",
        category: "Language",
        level: "Beginner",
        instructor_name: "Teacher",
        duration: "30 min",
        lessons_count: 1,
        enrolled_count: 0,
        age_group: "8-12",
        is_active: 1,
        language: "ta",
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  ids.media = (
    await env.db
      .insertInto("media_submissions")
      .values({ title: "My Tamil poem", type: "story", content: "A poem.", author_name: "Kid", status: "approved", likes: 0, views: 0, language: "ta" })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  const event = (title: string, date: string, language: "ta" | "en") =>
    env.db
      .insertInto("events")
      .values({
        title,
        type: "workshop",
        event_date: date,
        start_time: "09:00",
        end_time: "11:00",
        location: "Hall",
        district: "Jaffna",
        capacity: 20,
        age_group: "all",
        organizer_name: "Org",
        is_active: 1,
        status: "upcoming",
        language,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  // The Tamil event is the last upcoming one, so a language-first order would move it.
  ids.event = (await event("Tamil story morning", addDays(sriLankaDate(), 400), "ta")).id;
  ids.englishEvent = (await event("English drama day", addDays(sriLankaDate(), 1), "en")).id;
});
afterAll(() => env.cleanup());

const tamil = <T>(call: () => Promise<T>) => runWithLocale("ta", call);
const english = <T>(call: () => Promise<T>) => runWithLocale("en", call);

describe("resources", () => {
  it("put a Tamil resource first for a Tamil reader and keep it for an English one", async () => {
    expect((await tamil(() => visitor.api.public.resources.list({}))).items[0].id).toBe(ids.resource);
    const forEnglish = (await english(() => visitor.api.public.resources.list({}))).items;
    expect(forEnglish[0].id).not.toBe(ids.resource);
    expect(forEnglish.find((r) => r.id === ids.resource)?.language).toBe("ta");
  });
});

describe("courses", () => {
  it("put a Tamil course first for a Tamil reader, then the usual order by popularity", async () => {
    const courses = (await tamil(() => visitor.api.public.learning.list())).courses;
    expect(courses[0]).toMatchObject({ id: ids.course, language: "ta" });
    const rest = courses.slice(1).map((c) => c.enrolled_count);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });

  it("keep the Tamil course reachable for an English reader, after the courses for everyone", async () => {
    const courses = (await english(() => visitor.api.public.learning.list())).courses;
    expect(courses.at(-1)?.id).toBe(ids.course);
    const detail = await english(() => visitor.api.public.learning.detail({ slug: `tamil-reading-club-${ids.course}` }));
    expect(detail.course.language).toBe("ta");
  });

  it("filter to one language plus content for everyone", async () => {
    const all = await env.db.selectFrom("courses").select(["id", "language"]).where("is_active", "=", 1).execute();
    const inTamil = (await english(() => visitor.api.public.learning.list({ language: "ta" }))).courses;
    expect(inTamil[0].id).toBe(ids.course);
    expect(inTamil.map((c) => c.id).sort()).toEqual(
      all
        .filter((c) => c.language === "ta" || c.language === "all")
        .map((c) => c.id)
        .sort(),
    );
    const inSinhala = (await tamil(() => visitor.api.public.learning.list({ language: "si" }))).courses;
    expect(inSinhala.some((c) => c.id === ids.course)).toBe(false);
    expect(inSinhala.length).toBe(all.filter((c) => c.language === "si" || c.language === "all").length);
  });
});

describe("media", () => {
  it("put a Tamil item first for a Tamil reader and keep it on some page for everyone", async () => {
    const first = await tamil(() => visitor.api.public.media.list({ page: 1 }));
    expect(first.items[0]).toMatchObject({ id: ids.media, language: "ta" });
    const forEnglish = await english(() => visitor.api.public.media.list({ page: 1 }));
    expect(forEnglish.items[0].id).not.toBe(ids.media);
    const pages = Math.ceil(forEnglish.total / MEDIA_PAGE_SIZE);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page++) seen.push(...(await english(() => visitor.api.public.media.list({ page }))).items.map((i) => i.id));
    expect(seen).toContain(ids.media);
    expect(new Set(seen).size).toBe(forEnglish.total);
  });

  it("filter items and tab counts by language", async () => {
    const rows = await env.db.selectFrom("media_submissions").select(["id", "type", "language"]).where("status", "=", "approved").execute();
    const shown = (language: string) => rows.filter((r) => r.language === language || r.language === "all");
    const inEnglish = await tamil(() => visitor.api.public.media.list({ page: 1, language: "en" }));
    expect(inEnglish.counts.all).toBe(shown("en").length);
    expect(inEnglish.counts.story).toBe(shown("en").filter((r) => r.type === "story").length);
    expect(inEnglish.items.some((i) => i.id === ids.media)).toBe(false);
    const inTamil = await english(() => visitor.api.public.media.list({ page: 1, type: "story", language: "ta" }));
    expect(inTamil.items[0].id).toBe(ids.media);
    expect(inTamil.counts.story).toBe(shown("ta").filter((r) => r.type === "story").length);
    expect(inTamil.total).toBe(inTamil.counts.story);
  });
});

describe("events", () => {
  it("keep the date order for a Tamil reader (no language-first order) and carry each event's language", async () => {
    const list = await tamil(() => visitor.api.public.events.list({ limit: 200 }));
    const dates = list.items.map((e) => e.event_date);
    expect(dates).toEqual([...dates].sort());
    expect(list.items.at(-1)).toMatchObject({ id: ids.event, language: "ta" });
    const detail = await tamil(() => visitor.api.public.events.detail({ slug: `tamil-story-morning-${ids.event}` }));
    expect(detail.language).toBe("ta");
  });

  it("filter to one language plus events for everyone, counts included", async () => {
    const inTamil = await english(() => visitor.api.public.events.list({ language: "ta", limit: 200 }));
    expect(inTamil.items.map((e) => e.id)).toContain(ids.event);
    expect(inTamil.items.map((e) => e.id)).not.toContain(ids.englishEvent);
    expect(inTamil.items.every((e) => e.language === "ta" || e.language === "all")).toBe(true);
    const everything = await english(() => visitor.api.public.events.list({ limit: 200 }));
    expect(inTamil.counts.all).toBe(everything.counts.all - 1);
    expect(inTamil.counts.workshop).toBe(everything.counts.workshop - 1);
    const inEnglish = await tamil(() => visitor.api.public.events.list({ language: "en", limit: 200 }));
    expect(inEnglish.items.map((e) => e.id)).toContain(ids.englishEvent);
    expect(inEnglish.items.map((e) => e.id)).not.toContain(ids.event);
  });
});
