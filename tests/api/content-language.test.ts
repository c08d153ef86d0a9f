/**
 * Content language in the public lists (issue 11 point 6, with issue 27's translations), over the real
 * router and a seeded SQLite file. Staff content is read in the reader's language where it is written
 * or translated: the demo content is in all three, so what a reader cannot read in their language (an
 * English-only resource for a Tamil reader, a Tamil-only course for an English one) comes after it, and
 * the "Show content in" filter keeps what can be read in the chosen language. Events keep their date
 * order. Children's media keep one language each: a Tamil item first for a Tamil reader, and the filter
 * keeps that language plus content for everyone, with the tab counts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, sriLankaDate } from "../../admin-modules/domain/time";
import { runWithLocale } from "../../server/http/locale";
import { MEDIA_PAGE_SIZE } from "../../server/routers/public-media";
import { createTestEnv, type TestCaller, type TestEnv } from "../support/api";
import { readableIn } from "../support/readable";

let env: TestEnv;
let visitor: TestCaller;
const ids = { englishResource: 0, tamilResource: 0, course: 0, media: 0, event: 0, englishEvent: 0 };

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  visitor = await env.caller();
  const resource = (title: string, language: "ta" | "en", downloads: number) =>
    env.db
      .insertInto("resources")
      .values({
        title,
        slug: title.toLowerCase().replace(/\s+/g, "-"),
        category: "safety",
        age_group: "8-12",
        is_active: 1,
        download_count: downloads,
        language,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  // The most downloaded of all, but written in English only.
  ids.englishResource = (await resource("English only guide", "en", 1_000_000)).id;
  // Written in Tamil only, downloaded by nobody yet.
  ids.tamilResource = (await resource("தமிழ் பாதுகாப்பு வழிகாட்டி", "ta", 0)).id;
  ids.course = (
    await env.db
      .insertInto("courses")
      .values({
        title: "தமிழ் வாசிப்புக் கழகம்",
        category: "Language",
        level: "Beginner",
        instructor_name: "ஆசிரியர்",
        duration: "30 நிமிடம்",
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
  ids.event = (await event("தமிழ் கதைக் காலை", addDays(sriLankaDate(), 400), "ta")).id;
  ids.englishEvent = (await event("English drama day", addDays(sriLankaDate(), 1), "en")).id;
});
afterAll(() => env.cleanup());

const tamil = <T>(call: () => Promise<T>) => runWithLocale("ta", call);
const english = <T>(call: () => Promise<T>) => runWithLocale("en", call);

describe("resources", () => {
  it("put what a Tamil reader can read in Tamil first; the English-only resource comes after, in English and marked", async () => {
    const forTamil = (await tamil(() => visitor.api.public.resources.list({}))).items;
    const firstUnreadable = forTamil.findIndex((r) => r.fallback !== null);
    expect(forTamil.slice(firstUnreadable).map((r) => r.id)).toEqual([ids.englishResource]);
    expect(forTamil.at(-1)).toMatchObject({ title: "English only guide", fallback: { lang: "en", fields: ["title"] } });
    // Demo resources read in Tamil, most downloaded first; the Tamil one is among them.
    expect(forTamil.some((r) => r.id === ids.tamilResource && r.fallback === null)).toBe(true);
    expect(forTamil[0].title).toMatch(/[\u0B80-\u0BFF]/);
    const forEnglish = (await english(() => visitor.api.public.resources.list({}))).items;
    expect(forEnglish[0].id).toBe(ids.englishResource);
    expect(forEnglish.at(-1)).toMatchObject({ id: ids.tamilResource, fallback: { lang: "ta" } });
  });

  it("filter to what reads in one language, counts included; search finds a resource by any of its translations", async () => {
    const inEnglish = await tamil(() => visitor.api.public.resources.list({ language: "en" }));
    expect(inEnglish.items.map((r) => r.id)).not.toContain(ids.tamilResource);
    expect(inEnglish.counts.all).toBe((await readableIn(env.db, "resources", "en")).size);
    const inTamil = await english(() => visitor.api.public.resources.list({ language: "ta" }));
    expect(inTamil.items.map((r) => r.id)).not.toContain(ids.englishResource);
    expect(new Set(inTamil.items.map((r) => r.id))).toEqual(await readableIn(env.db, "resources", "ta"));
    // "Healthy Eating Plate" is found by its Sinhala and Tamil titles, on any page.
    for (const q of ["සෞඛ්‍ය සම්පන්න", "ஆரோக்கியமான உணவு", "Healthy Eating"]) {
      const found = await english(() => visitor.api.public.resources.list({ q }));
      expect(
        found.items.map((r) => r.title),
        q,
      ).toEqual(["Healthy Eating Plate"]);
    }
  });
});

describe("courses", () => {
  it("put what a reader can read in their language first, then the usual order by popularity", async () => {
    const forTamil = (await tamil(() => visitor.api.public.learning.list())).courses;
    expect(forTamil.every((c) => c.fallback === null)).toBe(true);
    expect(forTamil.map((c) => c.enrolled_count)).toEqual([...forTamil.map((c) => c.enrolled_count)].sort((a, b) => b - a));
    const forEnglish = (await english(() => visitor.api.public.learning.list())).courses;
    expect(forEnglish.at(-1)).toMatchObject({ id: ids.course, language: "ta", fallback: { lang: "ta" } });
    const detail = await english(() => visitor.api.public.learning.detail({ slug: `x-${ids.course}` }));
    expect(detail.course).toMatchObject({ language: "ta", title: "தமிழ் வாசிப்புக் கழகம்" });
  });

  it("filter to the courses readable in one language", async () => {
    const inTamil = (await english(() => visitor.api.public.learning.list({ language: "ta" }))).courses;
    expect(new Set(inTamil.map((c) => c.id))).toEqual(await readableIn(env.db, "courses", "ta"));
    expect(inTamil.map((c) => c.id)).toContain(ids.course);
    const inSinhala = (await tamil(() => visitor.api.public.learning.list({ language: "si" }))).courses;
    expect(inSinhala.some((c) => c.id === ids.course)).toBe(false);
    expect(new Set(inSinhala.map((c) => c.id))).toEqual(await readableIn(env.db, "courses", "si"));
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
  it("keep the date order for a Tamil reader (no language-first order)", async () => {
    const list = await tamil(() => visitor.api.public.events.list({ limit: 200 }));
    const dates = list.items.map((e) => e.event_date);
    expect(dates).toEqual([...dates].sort());
    expect(list.items.at(-1)).toMatchObject({ id: ids.event, language: "ta", fallback: null });
    const detail = await english(() => visitor.api.public.events.detail({ slug: `x-${ids.event}` }));
    expect(detail).toMatchObject({ language: "ta", fallback: { lang: "ta" } });
  });

  it("filter to the events readable in one language, counts included", async () => {
    const inTamil = await english(() => visitor.api.public.events.list({ language: "ta", limit: 200 }));
    expect(inTamil.items.map((e) => e.id)).toContain(ids.event);
    expect(inTamil.items.map((e) => e.id)).not.toContain(ids.englishEvent);
    const readable = await readableIn(env.db, "events", "ta");
    expect(inTamil.items.every((e) => readable.has(e.id))).toBe(true);
    const everything = await english(() => visitor.api.public.events.list({ limit: 200 }));
    expect(inTamil.counts.all).toBe(everything.counts.all - 1);
    expect(inTamil.counts.workshop).toBe(everything.counts.workshop - 1);
    const inEnglish = await tamil(() => visitor.api.public.events.list({ language: "en", limit: 200 }));
    expect(inEnglish.items.map((e) => e.id)).toContain(ids.englishEvent);
    expect(inEnglish.items.map((e) => e.id)).not.toContain(ids.event);
  });
});
