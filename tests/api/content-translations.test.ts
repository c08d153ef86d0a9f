/**
 * Content in the child's language (issue 27, the content half), over the real router, HTTP app and a
 * seeded database: translations saved with a back-office write, read in the reader's language with a
 * marked fallback, found by search, listed by the "missing translations" filter and counted on the
 * dashboard; a changed original marks its translations for re-translation; an organization's proposed
 * translations wait for review with its change; the public cache and the server-drawn /emergency follow a
 * translation's edit at once; old addresses redirect to the current ones (vowel signs kept).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify, slugWithId } from "../../admin-modules/domain/slug";
import { runWithLocale } from "../../server/http/locale";
import { createTestEnv, type TestCaller, type TestEnv } from "../support/api";
import { serveWithShells } from "../support/page-shells";

let env: TestEnv;
let visitor: TestCaller;
let admin: TestCaller & { userId: number };
let org: TestCaller & { userId: number };
let served: Awaited<ReturnType<typeof serveWithShells>>;
let base: string;

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  visitor = await env.caller();
  admin = await env.userCaller({ role: "super_admin" });
  org = await env.userCaller({ role: "organization", organizationName: "Jaffna Kids" });
  served = await serveWithShells(env);
  base = served.base;
});

afterAll(async () => {
  await served.close();
  await env.cleanup();
});

const inTamil = <T>(call: () => Promise<T>) => runWithLocale("ta", call);
const inSinhala = <T>(call: () => Promise<T>) => runWithLocale("si", call);

/** The words of a page's <main> (tags, the JSON data block and attributes left out). */
function wordsOfMain(html: string): string[] {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const text = main
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .trim();
  return text.split(/\s+/).filter(Boolean);
}

const COURSE = {
  title: "Kindness Club",
  description: "Small acts that make a big difference.",
  instructor_name: "Anne Teacher",
  level: "Beginner",
  category: "Safety",
  age_group: "8-12",
  duration: "20 min",
  lessons_count: 1,
};

describe("the helplines every new site has", () => {
  it("/si/emergency and /ta/emergency, drawn by the server, hold no Latin-script word but numbers", async () => {
    for (const locale of ["si", "ta"]) {
      const html = await (await fetch(`${base}/${locale}/emergency`)).text();
      const latin = wordsOfMain(html).filter((word) => /\p{Script=Latin}/u.test(word));
      expect(latin, locale).toEqual([]);
      expect(html).toContain('href="tel:1929"');
      expect(html).not.toContain("content-language");
    }
    const tamil = await inTamil(() => visitor.api.public.emergency.list());
    expect(tamil.find((c) => c.number === "1929")).toMatchObject({ name: "சிறுவர் உதவி அழைப்பு (தேசிய சிறுவர் பாதுகாப்பு அதிகாரசபை)", fallback: null });
    const sinhala = await inSinhala(() => visitor.api.public.emergency.list());
    expect(sinhala.find((c) => c.number === "119")).toMatchObject({ name: "පොලිස් හදිසි ඇමතුම", superhero_name: "ආරක්ෂක නායක", fallback: null });
  });

  it('a helpline added in English only shows in English on /ta/emergency, with lang="en" and the marker; its Tamil translation replaces it at the next request', async () => {
    const { row } = await admin.api.admin.create({
      module: "emergency-contacts",
      values: { name: "Harbour Rescue", number: "0112 345 678", description: "Boats in trouble.", availability: "Nights", category: "emergency" },
    });
    const id = Number(row.id);
    const before = await (await fetch(`${base}/ta/emergency`)).text();
    expect(before).toContain('<h3 lang="en">Harbour Rescue</h3>');
    expect(before).toContain('<p lang="en">Boats in trouble.</p>');
    expect(before).toMatch(/<p class="badge badge-outline content-language">ஆங்கிலம் மொழியில்<\/p>/);
    await admin.api.admin.update({
      module: "emergency-contacts",
      id,
      values: {},
      translations: { ta: { fields: { name: "துறைமுக மீட்பு", description: "சிக்கலில் உள்ள படகுகள்.", availability: "இரவுகளில்", superhero_name: "அவசர நாயகன்" } } },
    });
    const after = await (await fetch(`${base}/ta/emergency`)).text();
    expect(after).toContain("<h3>துறைமுக மீட்பு</h3>");
    expect(after).not.toContain("Harbour Rescue");
    await admin.api.admin.delete({ module: "emergency-contacts", id });
    expect(
      await env.db.selectFrom("content_translations").select("row_id").where("entity", "=", "emergency_contacts").where("row_id", "=", id).execute(),
    ).toEqual([]);
  });
});

describe("translations written in the back office", () => {
  let courseId: number;

  it("are saved with the item, read in the reader's language, and its lessons too", async () => {
    const created = await admin.api.admin.create({
      module: "learning",
      values: COURSE,
      translations: { si: { fields: { title: "කරුණාව සමාජය", description: "ලොකු වෙනසක් කරන කුඩා ක්‍රියා." } } },
    });
    courseId = Number(created.row.id);
    const sinhala = await inSinhala(() => visitor.api.public.learning.detail({ slug: `kindness-club-${courseId}` }));
    // Translated fields in Sinhala; the instructor and duration are not translated yet: English, marked.
    expect(sinhala.course).toMatchObject({ title: "කරුණාව සමාජය", description: "ලොකු වෙනසක් කරන කුඩා ක්‍රියා.", instructor_name: "Anne Teacher" });
    expect(sinhala.course.fallback).toEqual({ lang: "en", fields: ["instructor_name", "duration"] });
    // The address is the same in every language: from the original title.
    expect(sinhala.course.slug).toBe(slugWithId("Kindness Club", courseId));
    const tamil = await inTamil(() => visitor.api.public.learning.detail({ slug: `kindness-club-${courseId}` }));
    expect(tamil.course).toMatchObject({ title: "Kindness Club", fallback: { lang: "en", fields: ["title", "description", "instructor_name", "duration"] } });

    const lesson = await admin.api.admin.create({
      module: "course-lessons",
      values: {
        course_id: courseId,
        title: "Say hello",
        duration: "5 min",
        blocks: JSON.stringify([{ id: "t1", type: "text", text: "Smile and say hello." }]),
      },
      translations: { ta: { fields: { title: "வணக்கம் சொல்லுங்கள்", block_texts: JSON.stringify({ "t1.text": "புன்னகைத்து வணக்கம் சொல்லுங்கள்." }) } } },
    });
    expect(lesson.row.position).toBe(0);
    const withLesson = await inTamil(() => visitor.api.public.learning.detail({ slug: `kindness-club-${courseId}` }));
    // Not enrolled: the lesson's blocks are not sent, so only its title and duration are marked.
    expect(withLesson.lessons).toEqual([
      {
        id: lesson.row.id,
        index: 0,
        title: "வணக்கம் சொல்லுங்கள்",
        duration: "5 min",
        exercises: 0,
        blocks: null,
        progress: null,
        fallback: { lang: "en", fields: ["duration"] },
      },
    ]);
    // Enrolled: the text block in Tamil, as written in the back office.
    const learner = await env.userCaller();
    await learner.api.public.learning.enroll({ courseId });
    const enrolled = await inTamil(() => learner.api.public.learning.detail({ slug: `kindness-club-${courseId}` }));
    expect(enrolled.lessons[0]!.blocks).toEqual([{ id: "t1", type: "text", text: "புன்னகைத்து வணக்கம் சொல்லுங்கள்.", lang: null }]);
  });

  it("are found by search in any language, in the public list and the back office", async () => {
    const found = await visitor.api.public.learning.list();
    expect(found.courses.some((c) => c.id === courseId)).toBe(true);
    const admins = await admin.api.admin.list({ module: "learning", search: "කරුණාව" });
    expect(admins.rows.map((r) => r.id)).toEqual([courseId]);
  });

  it("the missing-translations filter lists the items lacking one, and the list says which language is missing", async () => {
    const missingTamil = await admin.api.admin.list({ module: "learning", filters: { translations: "missing_ta" }, pageSize: 100 });
    expect(missingTamil.rows.map((r) => r.id)).toEqual([courseId]);
    expect(missingTamil.rows[0]._translations).toEqual({ si: "partial", ta: "missing", en: "original" });
    const missingSinhala = await admin.api.admin.list({ module: "learning", filters: { translations: "missing_si" }, pageSize: 100 });
    expect(missingSinhala.rows.map((r) => r.id)).toEqual([courseId]);
    // The demo courses are in three languages.
    const any = await admin.api.admin.list({ module: "learning", filters: { translations: "missing" }, pageSize: 100 });
    expect(any.rows.map((r) => r.id)).toEqual([courseId]);
    const dashboard = await admin.api.adminWorkflows.dashboard();
    expect(dashboard.translations.find((f) => f.module === "learning")).toMatchObject({ missing: 1, stale: 0 });
    expect(dashboard.translations.find((f) => f.module === "emergency-contacts")).toMatchObject({ missing: 0 });
    await expect(admin.api.admin.list({ module: "learning", filters: { translations: "everything" } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(admin.api.admin.list({ module: "users", filters: { translations: "missing" } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("a changed original marks its translations for re-translation until they are updated or confirmed", async () => {
    await admin.api.admin.update({ module: "learning", id: courseId, values: { title: "Kindness Club for Everyone" } });
    const stale = await admin.api.admin.translations({ module: "learning", id: courseId });
    expect(stale.translations.si?.title).toMatchObject({ text: "කරුණාව සමාජය", source_text: "Kindness Club", stale: true });
    expect(stale.translations.si?.description).toMatchObject({ stale: false });
    const listed = await admin.api.admin.list({ module: "learning", filters: { translations: "stale" } });
    expect(listed.rows.map((r) => r.id)).toEqual([courseId]);
    expect(listed.rows[0]._translations).toMatchObject({ si: "stale" });
    expect((await admin.api.adminWorkflows.dashboard()).translations.find((f) => f.module === "learning")).toMatchObject({ stale: 1 });
    // Saving the form again does not make it current; the editor's confirmation does.
    await admin.api.admin.update({
      module: "learning",
      id: courseId,
      values: { title: "Kindness Club for Everyone" },
      translations: { si: { fields: { title: "කරුණාව සමාජය" } } },
    });
    expect((await admin.api.admin.translations({ module: "learning", id: courseId })).translations.si?.title.stale).toBe(true);
    await admin.api.admin.update({ module: "learning", id: courseId, values: {}, translations: { si: { current: ["title"], reviewed: true } } });
    const confirmed = await admin.api.admin.translations({ module: "learning", id: courseId });
    expect(confirmed.translations.si?.title).toMatchObject({ source_text: "Kindness Club for Everyone", stale: false, reviewed: true });
    expect((await admin.api.admin.list({ module: "learning", filters: { translations: "stale" } })).rows).toEqual([]);
    // Each change is in the audit log, with the translation's before and after.
    const audit = await env.db
      .selectFrom("audit_log")
      .select("changes")
      .where("module", "=", "learning")
      .where("row_id", "=", courseId)
      .orderBy("id")
      .execute();
    expect(audit.some((entry) => entry.changes?.includes('"title.si.source"'))).toBe(true);
    expect(audit[0].changes).toContain('"title.si":{"before":null,"after":"කරුණාව සමාජය"}');
  });

  it("refuses a translation longer than its field allows, and fields that are not translatable", async () => {
    const long = "අ".repeat(201);
    await expect(
      admin.api.admin.update({ module: "learning", id: courseId, values: {}, translations: { ta: { fields: { title: long } } } }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      admin.api.admin.update({ module: "learning", id: courseId, values: {}, translations: { ta: { fields: { level: "ஆரம்பம்" } } } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(admin.api.admin.update({ module: "users", id: admin.userId, values: {}, translations: { ta: { fields: {} } } })).rejects.toMatchObject({
      code: expect.stringMatching(/BAD_REQUEST|FORBIDDEN|NOT_FOUND/),
    });
  });
});

describe("an organization's change is reviewed with its translations", () => {
  it("a proposed translation of a live event waits; approving publishes it, rejecting drops it", async () => {
    const created = await org.api.admin.create({
      module: "events",
      values: {
        title: "Beach Games",
        description: "Games on the sand.",
        type: "sports",
        event_date: "2099-01-10",
        start_time: "09:00",
        end_time: "11:00",
        location: "Nilaveli",
        district: "Trincomalee",
        capacity: 40,
        age_group: "8-14",
        organizer_name: "Jaffna Kids",
      },
      translations: { ta: { fields: { title: "கடற்கரை விளையாட்டுகள்" } } },
    });
    const id = Number(created.row.id);
    // A new event is pending with its translations; the reviewer sees them, and approval publishes both.
    expect((await admin.api.admin.translations({ module: "events", id })).translations.ta?.title.text).toBe("கடற்கரை விளையாட்டுகள்");
    await admin.api.adminWorkflows.reviewRow({ module: "events", id, decision: "approved" });
    const slug = `beach-games-${id}`;
    expect((await inTamil(() => visitor.api.public.events.detail({ slug }))).title).toBe("கடற்கரை விளையாட்டுகள்");

    // A proposed translation of the live event waits beside the field changes.
    await org.api.admin.update({ module: "events", id, values: {}, translations: { ta: { fields: { title: "கடற்கரை விளையாட்டு நாள்" } } } });
    expect((await inTamil(() => visitor.api.public.events.detail({ slug }))).title).toBe("கடற்கரை விளையாட்டுகள்");
    const waiting = await admin.api.admin.translations({ module: "events", id });
    expect(waiting.proposed?.ta?.fields?.title).toBe("கடற்கரை விளையாட்டு நாள்");
    await admin.api.adminWorkflows.reviewRow({ module: "events", id, decision: "rejected" });
    expect((await inTamil(() => visitor.api.public.events.detail({ slug }))).title).toBe("கடற்கரை விளையாட்டுகள்");
    expect((await admin.api.admin.translations({ module: "events", id })).proposed).toBeNull();

    await org.api.admin.update({ module: "events", id, values: {}, translations: { ta: { fields: { title: "கடற்கரை விளையாட்டு நாள்" } } } });
    await admin.api.adminWorkflows.reviewRow({ module: "events", id, decision: "approved" });
    expect((await inTamil(() => visitor.api.public.events.detail({ slug }))).title).toBe("கடற்கரை விளையாட்டு நாள்");
    // Another organization reads nothing of it.
    const other = await env.userCaller({ role: "organization" });
    await expect(other.api.admin.translations({ module: "events", id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(other.api.admin.update({ module: "events", id, values: {}, translations: { ta: { fields: { title: "x" } } } })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("the site's name and address", () => {
  it("are edited with their translations and read in the reader's language", async () => {
    const texts = await admin.api.adminWorkflows.siteTexts();
    expect(texts).toMatchObject({ language: "en", site_name: "Child Rights Hub Sri Lanka" });
    expect(texts.translations.ta?.site_name.text).toBe("இலங்கை குழந்தை உரிமைகள் மையம்");
    expect((await inSinhala(() => visitor.api.public.settings())).site_name).toBe("ශ්‍රී ලංකා ළමා අයිතිවාසිකම් මධ්‍යස්ථානය");
    await admin.api.adminWorkflows.updateSiteSettings({
      site_name: "Child Rights Hub Sri Lanka",
      contact_address: "12 Galle Road, Colombo 3",
      support_email: "support@childrights.lk",
      safety_email: "safety@childrights.lk",
      partnerships_email: "partnerships@childrights.lk",
      translations: { si: { fields: { contact_address: "ගාලු පාර 12, කොළඹ 3" } } },
    });
    expect(await inSinhala(() => visitor.api.public.settings())).toMatchObject({ contact_address: "ගාලු පාර 12, කොළඹ 3", fallback: null });
    expect(await inTamil(() => visitor.api.public.settings())).toMatchObject({
      contact_address: "12 Galle Road, Colombo 3",
      fallback: { lang: "en", fields: ["contact_address"] },
    });
  });
});

describe("addresses", () => {
  it("a Sinhala title keeps its vowel signs in the address, and the address made by the old rule redirects to it", async () => {
    const title = "මගේ කඳු සහ ඉර";
    expect(slugify(title)).toBe("මගේ-කඳු-සහ-ඉර");
    const media = await env.db
      .insertInto("media_submissions")
      .values({ title, type: "story", content: "…", author_name: "Nimesha", status: "approved", language: "si" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const item = await visitor.api.public.media.detail({ slug: `x-${media.id}` });
    expect(item.item.slug).toBe(`මගේ-කඳු-සහ-ඉර-${media.id}`);
    const old = await fetch(`${base}/si/media/${encodeURIComponent(`මග-කඳ-සහ-ඉර-${media.id}`)}?from=share`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(decodeURIComponent(old.headers.get("location") ?? "")).toBe(`/si/media/මගේ-කඳු-සහ-ඉර-${media.id}?from=share`);
    const current = await fetch(`${base}/si/media/${encodeURIComponent(`මගේ-කඳු-සහ-ඉර-${media.id}`)}`, { redirect: "manual" });
    expect(current.status).toBe(200);
  });

  it("a resource's slug follows its title; the earlier slug (with or without its id) still reaches it", async () => {
    const { row } = await admin.api.admin.create({
      module: "resources",
      values: { title: "පාසල් ආරක්ෂාව", category: "safety", age_group: "8-12", language: "si" },
    });
    const id = Number(row.id);
    expect(row.slug).toBe("පාසල්-ආරක්ෂාව");
    await admin.api.admin.update({ module: "resources", id, values: { title: "පාසලේ ආරක්ෂාව" } });
    for (const oldLink of ["පාසල්-ආරක්ෂාව", `පාසල්-ආරක්ෂාව-${id}`]) {
      const res = await fetch(`${base}/resources/${encodeURIComponent(oldLink)}`, { redirect: "manual" });
      expect(res.status, oldLink).toBe(301);
      expect(decodeURIComponent(res.headers.get("location") ?? "")).toBe(`/resources/පාසලේ-ආරක්ෂාව-${id}`);
    }
    expect((await visitor.api.public.resources.get({ slug: "පාසල්-ආරක්ෂාව" })).id).toBe(id);
    // An address that names nothing is not redirected anywhere.
    expect((await fetch(`${base}/resources/no-such-thing`, { redirect: "manual" })).status).toBe(200);
  });
});
