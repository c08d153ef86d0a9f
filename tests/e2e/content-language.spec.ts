/**
 * Content in several languages (issue 11 point 6): a Tamil resource is listed first for a Tamil visitor,
 * still reachable by everyone, shows its language on its card, and the "Show content in" filter narrows a
 * list to one language plus content for everyone.
 */
import fs from "node:fs";
import { expect, test } from "./fixtures";
import { useE2eDatabase } from "./support";

const ta = JSON.parse(fs.readFileSync(new URL("../../admin-modules/domain/messages/ta.json", import.meta.url), "utf8")) as Record<string, string>;
const TITLE = `Tamil guide ${Date.now()}`;
let resourceId = 0;

const database = useE2eDatabase({
  beforeClose: async ({ db }) => {
    if (resourceId) await db.deleteFrom("resources").where("id", "=", resourceId).execute();
  },
});

test.beforeAll(async () => {
  const { db } = database();
  const row = await db
    .insertInto("resources")
    .values({ title: TITLE, slug: `tamil-guide-${Date.now()}`, category: "safety", age_group: "8-12", is_active: 1, download_count: 0, language: "ta" })
    .returning("id")
    .executeTakeFirstOrThrow();
  resourceId = row.id;
});

test("a Tamil resource comes first for a Tamil visitor and stays reachable for everyone", async ({ page }) => {
  await page.goto("/ta/resources", { waitUntil: "networkidle" });
  await expect(page.locator("main .card-grid article, main .card-grid .card").first()).toContainText(TITLE);

  await page.goto("/resources", { waitUntil: "networkidle" });
  const cards = page.locator("main .card-grid > *");
  await expect(cards.filter({ hasText: TITLE })).toHaveCount(1);
  await expect(cards.first()).not.toContainText(TITLE);
  await expect(cards.filter({ hasText: TITLE }).locator(".content-language")).toHaveText("In Tamil");

  // The filter: one language plus content for everyone; every row kept its own language.
  await page.getByLabel("Show content in").selectOption("ta");
  await expect(page).toHaveURL(/language=ta/);
  await expect(cards.first()).toContainText(TITLE);
  const languages = await database().db.selectFrom("resources").select("language").where("is_active", "=", 1).execute();
  const visible = languages.filter((r) => r.language === "ta" || r.language === "all").length;
  await expect(cards).toHaveCount(visible);
});

test("the Tamil page names the content's language in Tamil", async ({ page }) => {
  await page.goto("/ta/resources?language=ta", { waitUntil: "networkidle" });
  const card = page.locator("main .card-grid > *").filter({ hasText: TITLE });
  await expect(card.locator(".content-language")).toHaveText(ta["lang.contentBadge"].replace("{language}", ta["lang.name.ta"]));
});
