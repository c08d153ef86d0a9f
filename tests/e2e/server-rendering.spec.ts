/**
 * Public pages drawn by the server (issue 10, point 3): every public page arrives as HTML with its
 * content, in English, Sinhala and Tamil, readable with JavaScript off; the back office is never drawn by
 * the server. That the browser then hydrates each page without asking the server again and without a
 * mismatch is checked in public-pages.spec.ts.
 */
import fs from "node:fs";
import { expect, type Page, test } from "./fixtures";
import { createTestAccount, publicPagePaths, signIn, useE2eDatabase } from "./support";
import { slugWithId } from "../../admin-modules/domain/slug";
import { sriLankaDate } from "../../admin-modules/domain/time";
import { textsIn } from "../support/readable";

const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../admin-modules/domain/messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
const TEXTS = { en: messages("en"), si: messages("si"), ta: messages("ta") } as const;
const LOCALES = ["en", "si", "ta"] as const;
const prefixed = (locale: (typeof LOCALES)[number], path: string) => (locale === "en" ? path : `/${locale}${path === "/" ? "/" : path}`);

const database = useE2eDatabase();

/** Rows the pages must show, read from the server's own database, their titles as a reader of `locale` reads them. */
async function seededContent(locale: (typeof LOCALES)[number]) {
  const { db } = database();
  // The server's "upcoming" starts at Sri Lanka's date, a day ahead of UTC's from 18:30 UTC.
  const today = sriLankaDate();
  const upcoming = await db
    .selectFrom("events")
    .select(["id", "title"])
    .where("is_active", "=", 1)
    .where("event_date", ">=", today)
    .orderBy("event_date")
    .orderBy("id")
    .execute();
  const events = await textsIn(db, "events", upcoming, "title", locale);
  const event = events[0]!;
  const eventTitles = events.map((e) => e.read);
  const resources = await textsIn(
    db,
    "resources",
    await db.selectFrom("resources").select(["id", "title"]).where("is_active", "=", 1).orderBy("id").execute(),
    "title",
    locale,
  );
  const resource = resources[0]!;
  const resourceTitles = resources.map((r) => r.read);
  const [course] = await textsIn(
    db,
    "courses",
    [await db.selectFrom("courses").select(["id", "title"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow()],
    "title",
    locale,
  );
  const media = await db.selectFrom("media_submissions").select(["id", "title"]).where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow();
  const mediaTitles = (await db.selectFrom("media_submissions").select("title").where("status", "=", "approved").execute()).map((r) => r.title);
  const [emergency] = await textsIn(
    db,
    "emergency_contacts",
    [await db.selectFrom("emergency_contacts").select(["id", "name"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow()],
    "name",
    locale,
  );
  return { event, eventTitles, resource, resourceTitles, course: course!, media, mediaTitles, emergency: emergency! };
}

/** The text of the page's <main> as the server sent it (no script has run). */
async function mainText(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator("main h1").first(), path).toBeVisible();
  return (await page.locator("main").innerText()).replace(/\s+/g, " ");
}

for (const locale of LOCALES) {
  test(`every public page arrives with its content, JavaScript off (${locale})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const seeded = await seededContent(locale);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const at = (path: string) => prefixed(locale, path);
    const texts = TEXTS[locale];

    // Lists show their rows, and each detail page its own title.
    const events = await mainText(page, at("/events"));
    expect(seeded.eventTitles.filter((title) => events.includes(title)).length, "upcoming titles on /events").toBeGreaterThan(0);
    await mainText(page, at("/events?view=calendar"));
    expect(await mainText(page, at(`/events/${slugWithId(seeded.event.title, seeded.event.id)}`))).toContain(seeded.event.read);
    const resources = await mainText(page, at("/resources"));
    expect(seeded.resourceTitles.filter((title) => resources.includes(title)).length, "resource titles on /resources").toBeGreaterThan(0);
    expect(await mainText(page, at(`/resources/${seeded.resource.id}`))).toContain(seeded.resource.read);
    expect(await mainText(page, at("/learning"))).toContain(seeded.course.read);
    expect(await mainText(page, at(`/learning/${slugWithId(seeded.course.title, seeded.course.id)}`))).toContain(seeded.course.read);
    const media = await mainText(page, at("/media"));
    expect(seeded.mediaTitles.filter((title) => media.includes(title)).length, "approved titles on /media").toBeGreaterThan(0);
    expect(await mainText(page, at(`/media/${slugWithId(seeded.media.title, seeded.media.id)}`))).toContain(seeded.media.title);
    expect(await mainText(page, at("/emergency"))).toContain(seeded.emergency.read);
    expect(await mainText(page, at("/"))).toContain(texts["home.heroTitle"]);

    // Every other public page: its heading in the address's language, the right <html lang>.
    for (const path of await publicPagePaths(database())) {
      await mainText(page, at(path));
      await expect(page.locator("html"), path).toHaveAttribute("lang", locale);
    }
    expect(await mainText(page, at("/about-us"))).toContain(texts["pages.about.title"]);
    expect(await mainText(page, at("/auth"))).toContain(texts["auth.title"]);
    await context.close();
  });
}

test("the back office is not drawn by the server", async ({ request }) => {
  const html = await (await request.get("/admin")).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('id="query-state"');
});

test("a signed-out visitor's page goes out compressed with an ETag, and a repeat answers 304", async ({ request }) => {
  const brotli = await request.get("/events", { headers: { "accept-encoding": "br" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(brotli.headers().vary).toContain("Accept-Encoding");
  expect(await brotli.text()).toContain('id="query-state"'); // drawn by the server, with its data
  const etag = brotli.headers().etag!;
  expect(etag).toBeTruthy();
  // The same page in the other encoding and in none: the same ETag, the same HTML.
  const gzip = await request.get("/events", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  const plain = await request.get("/events", { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect([gzip.headers().etag, plain.headers().etag]).toEqual([etag, etag]);
  expect(await plain.text()).toBe(await brotli.text());
  const again = await request.get("/events", { headers: { "if-none-match": etag } });
  expect(again.status()).toBe(304);
});

test("a page drawn for a signed-in person is never kept for anyone else", async ({ browser, request }) => {
  const { email } = await createTestAccount(database(), { role: null });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, "/");
  // Drawn for the session: the person's own account (its e-mail, in the session answer) is in the HTML,
  // and the answer may be stored nowhere (issue #26: not even in this browser's own cache).
  const own = await context.request.get("/learning");
  expect(own.headers()["cache-control"]).toBe("private, no-store");
  const ownHtml = await own.text();
  expect(ownHtml).toContain(email);
  // The same address for a signed-out visitor, after the signed-in one: the signed-out page.
  const anonymous = await request.get("/learning");
  expect(anonymous.headers()["cache-control"]).toBe("no-cache");
  expect(await anonymous.text()).not.toContain(email);
  await context.close();
});
