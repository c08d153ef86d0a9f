/**
 * Content in several languages on the learning page, the Media Hub and the Events Hub (issue 11 point 6,
 * with issue 27's translations): a course written in Tamil only reads without a marker on a Tamil page
 * and is marked "In Tamil" after what reads in English on an English one; a Tamil media item comes first
 * for a Tamil visitor; a Tamil event keeps its date order. Each stays reachable by everyone, and "Show
 * content in" keeps what reads in that language, lives in the address (Back restores it) and survives the
 * /ta prefix.
 */
import fs from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { addDays, sriLankaDate } from "../../admin-modules/domain/time";
import { slugWithId } from "../../admin-modules/domain/slug";
import { useE2eDatabase } from "./support";
import { readableIn } from "../support/readable";

const ta = JSON.parse(fs.readFileSync(new URL("../../admin-modules/domain/messages/ta.json", import.meta.url), "utf8")) as Record<string, string>;
const TAMIL_BADGE = ta["lang.contentBadge"].replace("{language}", ta["lang.name.ta"]);
const stamp = Date.now();
const COURSE = `தமிழ் வாசிப்புக் கழகம் ${stamp}`;
const MEDIA = `My Tamil poem ${stamp}`;
const EVENT = `தமிழ் கதைக் காலை ${stamp}`;
const ENGLISH_EVENT = `English drama day ${stamp}`;
const ids = { course: 0, media: 0, event: 0, englishEvent: 0 };

const database = useE2eDatabase({
  beforeClose: async ({ db }) => {
    await db.deleteFrom("courses").where("id", "=", ids.course).execute();
    await db.deleteFrom("media_submissions").where("id", "=", ids.media).execute();
    await db.deleteFrom("events").where("id", "in", [ids.event, ids.englishEvent]).execute();
  },
});

test.beforeAll(async () => {
  const { db } = database();
  // Each is the least popular of its kind: only its language can put it first.
  ids.course = (
    await db
      .insertInto("courses")
      .values({
        title: COURSE,
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
    await db
      .insertInto("media_submissions")
      .values({ title: MEDIA, type: "story", content: "A poem.", author_name: "Kid", status: "approved", likes: 0, views: 0, language: "ta" })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  const event = async (title: string, language: "ta" | "en") =>
    (
      await db
        .insertInto("events")
        .values({
          title,
          type: "workshop",
          event_date: addDays(sriLankaDate(), 1),
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
        .executeTakeFirstOrThrow()
    ).id;
  ids.event = await event(EVENT, "ta");
  ids.englishEvent = await event(ENGLISH_EVENT, "en");
});

const cards = (page: Page) => page.locator("main .card-grid > *");
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });

test("a Tamil-only course reads unmarked for a Tamil visitor, comes after what reads in English for everyone else, and the filter lives in the address", async ({
  page,
}) => {
  await page.goto("/ta/learning", { waitUntil: "networkidle" });
  await expect(card(page, COURSE)).toHaveCount(1);
  await expect(card(page, COURSE).locator(".content-language")).toHaveCount(0);

  await page.goto("/learning", { waitUntil: "networkidle" });
  await expect(card(page, COURSE)).toHaveCount(1);
  await expect(cards(page).last()).toContainText(COURSE);
  await expect(card(page, COURSE).locator(".content-language")).toHaveText("In Tamil");
  await expect(card(page, COURSE).getByRole("link", { name: COURSE, exact: true })).toHaveAttribute("lang", "ta");

  await page.getByLabel("Show content in").selectOption("ta");
  await expect(page).toHaveURL(/language=ta/);
  await expect(card(page, COURSE)).toHaveCount(1);
  await expect(cards(page)).toHaveCount((await readableIn(database().db, "courses", "ta")).size);

  // The detail page names the language; Back brings the filtered list again.
  await card(page, COURSE).getByRole("link", { name: COURSE, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
  await expect(page.locator(".course-hero .content-language")).toHaveText("In Tamil");
  await page.goBack();
  await expect(page).toHaveURL(/\/learning\?language=ta/);
  await expect(page.getByLabel("Show content in")).toHaveValue("ta");
  await expect(card(page, COURSE)).toHaveCount(1);

  await page.getByLabel("Show content in").selectOption("si");
  await expect(card(page, COURSE)).toHaveCount(0);
});

test("a Tamil media item comes first for a Tamil visitor and the filter narrows items and tab counts", async ({ page }) => {
  await page.goto("/ta/media", { waitUntil: "networkidle" });
  await expect(cards(page).first()).toContainText(MEDIA);
  await expect(card(page, MEDIA).locator(".content-language")).toHaveText(TAMIL_BADGE);

  // Reachable by everyone: its own page, in English, names its language.
  await page.goto(`/media/${slugWithId(MEDIA, ids.media)}`, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: MEDIA })).toBeVisible();
  await expect(page.locator("main .content-language")).toHaveText("In Tamil");

  await page.goto("/media?type=story", { waitUntil: "networkidle" });
  await page.getByLabel("Show content in").selectOption("en");
  await expect(page).toHaveURL(/type=story/);
  await expect(page).toHaveURL(/language=en/);
  await expect(card(page, MEDIA)).toHaveCount(0);
  const approved = await database().db.selectFrom("media_submissions").select(["type", "language"]).where("status", "=", "approved").execute();
  const english = approved.filter((r) => r.language === "en" || r.language === "all");
  await expect(page.locator("#media-tab-all")).toContainText(String(english.length));
  await expect(page.locator("#media-tab-story")).toContainText(String(english.filter((r) => r.type === "story").length));

  await page.getByLabel("Show content in").selectOption("ta");
  await expect(cards(page).first()).toContainText(MEDIA);
  await page.locator("#media-tab-all").click();
  await expect(page).toHaveURL(/language=ta/);
  await expect(cards(page).first()).toContainText(MEDIA);
});

test("a Tamil event keeps its date order, is kept by the Tamil filter and dropped by the English one", async ({ page }) => {
  await page.goto("/ta/events?language=ta", { waitUntil: "networkidle" });
  await expect(page.getByLabel(ta["lang.filterLabel"])).toHaveValue("ta");
  await expect(card(page, EVENT)).toHaveCount(1);
  await expect(card(page, EVENT).locator(".content-language")).toHaveCount(0);
  await expect(card(page, ENGLISH_EVENT)).toHaveCount(0);

  await page.goto("/events", { waitUntil: "networkidle" });
  await expect(card(page, EVENT)).toHaveCount(1);
  await expect(card(page, ENGLISH_EVENT)).toHaveCount(1);
  await page.getByLabel("Show content in").selectOption("en");
  await expect(page).toHaveURL(/language=en/);
  await expect(card(page, EVENT)).toHaveCount(0);
  await expect(card(page, ENGLISH_EVENT)).toHaveCount(1);
  await expect(card(page, ENGLISH_EVENT).locator(".content-language")).toHaveCount(0);

  await page.getByLabel("Show content in").selectOption("ta");
  await expect(card(page, ENGLISH_EVENT)).toHaveCount(0);
  await card(page, EVENT).getByRole("link", { name: EVENT }).click();
  await expect(page.getByRole("heading", { level: 1, name: EVENT })).toBeVisible();
  await expect(page.locator("main .content-language")).toHaveText("In Tamil");
  await page.goBack();
  await expect(page).toHaveURL(/language=ta/);
  await expect(page.getByLabel("Show content in")).toHaveValue("ta");
  await expect(card(page, EVENT)).toHaveCount(1);
});
