/**
 * Content in the child's language (issue 27, the content half), in Chromium at 375 px:
 * - /si/emergency and /ta/emergency with Sri Lanka's default helplines read in Sinhala and Tamil only: no
 *   Latin-script word but numbers (the language switch names English in English, and the Esc key is
 *   called by the name printed on it);
 * - the home page's hubs, a course with its lessons and a resource are in the page's language;
 * - an item written in English only shows its English text with lang="en" and the "in English" marker;
 * - a staff member, with the back office switched to Tamil, adds a Tamil translation to an English course
 *   (language tabs): it leaves the "missing translations" filter and appears on /ta/learning;
 * - a Sinhala title keeps its vowel signs in the address, and the old address redirects there.
 */
import fs from "node:fs";
import { DEFAULT_HELPLINES } from "../../db/seed/helplines";
import { slugWithId } from "../../admin-modules/domain/slug";
import { expect, type Page, test } from "./fixtures";
import { createTestAccount, signIn, useE2eDatabase } from "./support";

const database = useE2eDatabase();
const ta = JSON.parse(fs.readFileSync(new URL("../../admin-modules/domain/messages/ta.json", import.meta.url), "utf8")) as Record<string, string>;

/** Latin-script words in the texts of `selector`, leaving out the language switch and the named exceptions. */
async function latinWords(page: Page, selector: string, allowed: readonly string[] = []): Promise<string[]> {
  const texts = await page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      for (const node of copy.querySelectorAll(".language-switch, script, style, noscript")) node.remove();
      return copy.innerText;
    }),
  );
  return texts
    .join(" ")
    .split(/\s+/)
    .filter((word) => /\p{Script=Latin}/u.test(word) && !allowed.includes(word.replace(/[^\p{L}]/gu, "")));
}

/** Translations of a row's field, straight from the database. */
async function translation(table: string, id: number, field: string, language: "si" | "ta") {
  const row = await database()
    .db.selectFrom("content_translations")
    .select("text")
    .where("entity", "=", table)
    .where("row_id", "=", id)
    .where("field", "=", field)
    .where("language", "=", language)
    .executeTakeFirstOrThrow();
  return row.text;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
});

test("/si/emergency and /ta/emergency show the default helplines with no Latin-script word but numbers", async ({ page }) => {
  const numbers = DEFAULT_HELPLINES.map((line) => line.number);
  for (const locale of ["si", "ta"] as const) {
    await page.goto(`/${locale}/emergency`);
    for (const line of DEFAULT_HELPLINES) {
      await expect(page.locator("article.emergency-card").filter({ hasText: line.name[locale] })).toBeVisible();
    }
    // The default helplines' cards, the page's own texts, the header and the footer (other tests may add helplines of their own).
    const defaults = numbers.map((n) => `article.emergency-card:has(.emergency-number:text-is("${n}"))`).join(", ");
    expect(await latinWords(page, `${defaults}, main h1, main .emergency-tips, main .quick-exit-panel, header, footer`, ["Esc"]), locale).toEqual([]);
    // Nothing of them is marked as shown in another language.
    await expect(page.locator(`article.emergency-card:has(.emergency-number:text-is("119")) [lang]`)).toHaveCount(0);
  }
});

test("the home page's hubs, a course with its lessons and a resource are in the page's language", async ({ page }) => {
  const { db } = database();
  const hubs = await db.selectFrom("hubs").select(["id", "title"]).where("is_active", "=", 1).execute();
  const course = await db.selectFrom("courses").select(["id", "title"]).where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
  const lessons = await db.selectFrom("course_lessons").select(["id", "title"]).where("course_id", "=", course.id).orderBy("position").execute();
  const resource = await db.selectFrom("resources").select(["id", "slug", "title"]).where("title", "=", "Healthy Eating Plate").executeTakeFirstOrThrow();

  for (const locale of ["si", "ta"] as const) {
    await page.goto(`/${locale}/`);
    const grid = page.locator(".hub-grid");
    for (const hub of hubs) {
      const translated = await database()
        .db.selectFrom("content_translations")
        .select("text")
        .where("entity", "=", "hubs")
        .where("row_id", "=", hub.id)
        .where("field", "=", "title")
        .where("language", "=", locale)
        .executeTakeFirst();
      // A hub another test made in English only is shown in English, marked; the demo hubs are translated.
      if (translated) await expect(grid.getByText(translated.text, { exact: true })).toBeVisible();
    }
    await expect(grid.getByText("Super Hero", { exact: true })).toHaveCount(0);

    await page.goto(`/${locale}/learning/${slugWithId(course.title, course.id)}`);
    await expect(page.getByRole("heading", { level: 1, name: await translation("courses", course.id, "title", locale) })).toBeVisible();
    for (const lesson of lessons) {
      const heading = page.getByRole("heading", { level: 3, name: await translation("course_lessons", lesson.id, "title", locale) });
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveAttribute("lang");
    }
    expect(await latinWords(page, "main .course-hero h1, main .course-description, main .lesson-list")).toEqual([]);

    await page.goto(`/${locale}/resources/${resource.slug}-${resource.id}`);
    await expect(page.getByRole("heading", { level: 1, name: await translation("resources", resource.id, "title", locale) })).toBeVisible();
    await expect(page.locator("main .description")).toHaveText(await translation("resources", resource.id, "description", locale));
    await expect(page.locator("main .content-language")).toHaveCount(0);
  }
});

test('a resource written in English only shows in English on /si/, with lang="en" and the marker', async ({ page }) => {
  const title = `Swimming safely ${Date.now()}`;
  const { id } = await database()
    .db.insertInto("resources")
    .values({
      title,
      slug: title.toLowerCase().replace(/\s+/g, "-"),
      description: "Stay where a grown-up can see you.",
      category: "safety",
      age_group: "6-10",
      is_active: 1,
      language: "en",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await page.goto(`/si/resources/${id}`);
  const heading = page.getByRole("heading", { level: 1, name: title });
  await expect(heading).toHaveAttribute("lang", "en");
  await expect(page.locator("main .description")).toHaveAttribute("lang", "en");
  await expect(page.locator("main .content-language")).toHaveText("ඉංග්‍රීසි භාෂාවෙන්");
  // The page around it speaks Sinhala.
  await expect(page.locator("html")).toHaveAttribute("lang", "si");

  await page.goto(`/si/resources?q=${encodeURIComponent(title)}`);
  const card = page.locator("article.resource-card").filter({ hasText: title });
  await expect(card.getByRole("link", { name: title })).toHaveAttribute("lang", "en");
  await expect(card.locator(".content-language")).toHaveText("ඉංග්‍රීසි භාෂාවෙන්");
});

test("a staff member, with the back office in Tamil, adds a Tamil translation to an English course; the missing-translations filter lists it until then, and /ta/learning shows it", async ({
  page,
}) => {
  const title = `Feelings Club ${Date.now()}`;
  const { id } = await database()
    .db.insertInto("courses")
    .values({
      title,
      description: "Name your feelings and share them.",
      category: "Arts",
      level: "Beginner",
      instructor_name: "Mala Silva",
      duration: "15 min",
      lessons_count: 0,
      age_group: "8-12",
      is_active: 1,
      language: "en",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const tamil = { title: `உணர்வுகள் கழகம் ${id}`, description: "உங்கள் உணர்வுகளுக்குப் பெயரிட்டு அவற்றைப் பகிருங்கள்.", instructor: "மாலா சில்வா", duration: "15 நிமிடம்" };

  await page.goto(`/ta/learning`);
  await expect(page.locator("article.course-card").filter({ hasText: title }).locator(".content-language")).toHaveText("ஆங்கிலம் மொழியில்");

  const { email } = await createTestAccount(database(), { role: "super_admin", prefix: "translator" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, email, "/admin/learning");
  // A partner organization in Jaffna works in Tamil: the back office is switched to Tamil first.
  await page.locator(".admin-language-bar").getByRole("link", { name: "தமிழ்" }).click();
  await expect(page).toHaveURL(/\/ta\/admin\/learning/);
  await page.getByLabel(ta["admin.translations.filterLabel"]).selectOption("missing_ta");
  await expect(page).toHaveURL(/f_translations=missing_ta/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.locator('[data-language="ta"]')).toHaveAttribute("data-state", "missing");

  await row.getByRole("button", { name: `${ta["admin.ui.edit"]}: ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: ta["admin.ui.editItem"].replace("{item}", ta["admin.learning.singular"]) });
  await dialog.getByRole("tab", { name: /தமிழ்/ }).click();
  await expect(dialog.getByText(title, { exact: true })).toBeVisible(); // the original beside the translation
  await dialog.getByLabel(`${ta["admin.field.title"]} (தமிழ்)`).fill(tamil.title);
  await dialog.getByLabel(`${ta["admin.field.description"]} (தமிழ்)`).fill(tamil.description);
  await dialog.getByLabel(`${ta["admin.field.instructor"]} (தமிழ்)`).fill(tamil.instructor);
  await dialog.getByLabel(`${ta["admin.field.duration"]} (தமிழ்)`).fill(tamil.duration);
  await expect(dialog.getByRole("tab", { name: /தமிழ்/ })).toContainText(ta["admin.translations.stateComplete"]);
  await dialog.getByRole("button", { name: ta["admin.ui.save"], exact: true }).click();
  await expect(page.getByText(ta["admin.learning.updated"])).toBeVisible();
  // No longer missing a Tamil translation (the list reads again with the filter on).
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/ta/learning`);
  const card = page.locator("article.course-card").filter({ hasText: tamil.title });
  await expect(card.getByRole("link", { name: tamil.title, exact: true })).not.toHaveAttribute("lang");
  await expect(card.locator(".content-language")).toHaveCount(0);
  await expect(card).toContainText(tamil.instructor);
});

test("a Sinhala title keeps its vowel signs in the address; the address made by the old rule redirects there", async ({ page }) => {
  const title = "මගේ කඳු සහ ඉර";
  const { id } = await database()
    .db.insertInto("media_submissions")
    .values({ title, type: "story", content: "කඳු උඩින් ඉර පායනවා.", author_name: "Nimesha", author_age: 10, status: "approved", language: "si" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await page.goto(`/si/media/${encodeURIComponent(`මග-කඳ-සහ-ඉර-${id}`)}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/si/media/මගේ-කඳු-සහ-ඉර-${id}`);
});
