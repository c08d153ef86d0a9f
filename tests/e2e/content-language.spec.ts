/**
 * Content in several languages (issue 11 point 6, with issue 27's translations): a resource written in
 * Tamil only comes first for a Tamil visitor (the most downloaded of what reads in Tamil), stays reachable
 * for everyone after what reads in English, marked "In Tamil" with its title in lang="ta"; the "Show
 * content in" filter keeps what reads in one language; a Tamil page names an English-only resource's
 * language in Tamil.
 */
import fs from "node:fs";
import { expect, test } from "./fixtures";
import { useE2eDatabase } from "./support";
import { readableIn } from "../support/readable";

const ta = JSON.parse(fs.readFileSync(new URL("../../admin-modules/domain/messages/ta.json", import.meta.url), "utf8")) as Record<string, string>;
const stamp = Date.now();
const TITLE = `தமிழ் வழிகாட்டி ${stamp}`;
const ENGLISH_TITLE = `English-only guide ${stamp}`;
const ids = { tamil: 0, english: 0 };

const database = useE2eDatabase({
  beforeClose: async ({ db }) => {
    await db.deleteFrom("resources").where("id", "in", [ids.tamil, ids.english]).execute();
  },
});

test.beforeAll(async () => {
  const { db } = database();
  const insert = (title: string, language: "ta" | "en", downloads: number) =>
    db
      .insertInto("resources")
      .values({ title, slug: `guide-${language}-${stamp}`, category: "safety", age_group: "8-12", is_active: 1, download_count: downloads, language })
      .returning("id")
      .executeTakeFirstOrThrow();
  // The most downloaded of all: only the reader's language decides where it is listed.
  ids.tamil = (await insert(TITLE, "ta", 10_000_000)).id;
  ids.english = (await insert(ENGLISH_TITLE, "en", 0)).id;
});

test("a Tamil-only resource comes first for a Tamil visitor and stays reachable for everyone, marked, after what reads in English", async ({ page }) => {
  await page.goto("/ta/resources", { waitUntil: "networkidle" });
  const cards = page.locator("main .card-grid > *");
  await expect(cards.first()).toContainText(TITLE);
  await expect(cards.first().locator(".content-language")).toHaveCount(0);

  await page.goto("/resources", { waitUntil: "networkidle" });
  const tamil = cards.filter({ hasText: TITLE });
  await expect(tamil).toHaveCount(1);
  await expect(tamil.locator(".content-language")).toHaveText("In Tamil");
  await expect(tamil.getByRole("link", { name: TITLE })).toHaveAttribute("lang", "ta");
  // Everything before it reads in English (no marker).
  const markers = await cards.evaluateAll((all) => all.map((card) => card.querySelector(".content-language") !== null));
  expect(markers.indexOf(true)).toBe(markers.length - 1);

  // The filter keeps what reads in Tamil: written in it or translated into it.
  await page.getByLabel("Show content in").selectOption("ta");
  await expect(page).toHaveURL(/language=ta/);
  await expect(cards.first()).toContainText(TITLE);
  await expect(cards.filter({ hasText: ENGLISH_TITLE })).toHaveCount(0);
  await expect(cards).toHaveCount((await readableIn(database().db, "resources", "ta")).size);
});

test("the Tamil page names an English-only resource's language in Tamil", async ({ page }) => {
  await page.goto("/ta/resources", { waitUntil: "networkidle" });
  const card = page.locator("main .card-grid > *").filter({ hasText: ENGLISH_TITLE });
  await expect(card.locator(".content-language")).toHaveText(ta["lang.contentBadge"].replace("{language}", ta["lang.name.en"]));
  await expect(card.getByRole("link", { name: ENGLISH_TITLE })).toHaveAttribute("lang", "en");
});
