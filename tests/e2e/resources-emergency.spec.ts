import fs from "node:fs";
import { expect, test } from "./fixtures";
import { useE2eDatabase } from "./support";

const database = useE2eDatabase();

/** Counts the e2e database's rows as the public page would (active rows only). */
async function activeCount(table: "resources" | "emergency_contacts"): Promise<number> {
  const row = await database()
    .db.selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_active", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Resources of this test only: a word no other row contains, in three active resources (two on safety,
 * one on rights) and one inactive one that must never show.
 */
async function ownResources(): Promise<{ word: string; rightsTitle: string }> {
  const word = `Zebrafinch${Date.now().toString(36)}`;
  const rightsTitle = `${word} Rights Poster`;
  const rows = [
    { title: `${word} Road Safety`, category: "safety", is_active: 1 },
    { title: `${word} Water Safety`, category: "safety", is_active: 1 },
    { title: rightsTitle, category: "rights", is_active: 1 },
    { title: `${word} Hidden Draft`, category: "rights", is_active: 0 },
  ] as const;
  for (const row of rows) {
    const slug = row.title.toLowerCase().replace(/\s+/g, "-");
    await database()
      .db.insertInto("resources")
      .values({ ...row, slug, age_group: "all", description: "A test resource" })
      .execute();
  }
  return { word, rightsTitle };
}

test.describe("resources", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("search and category filter at 375 px live in the address, and Back restores them", async ({ page }) => {
    const { word, rightsTitle } = await ownResources();
    const all = await activeCount("resources");
    await page.goto("/resources");
    const cards = page.locator("article.resource-card");
    await expect(cards).toHaveCount(all);
    await expect(page.getByRole("button", { name: `All (${all})` })).toHaveAttribute("aria-pressed", "true");

    // Case-insensitive search over this test's own rows: the inactive one never shows.
    const query = word.toUpperCase();
    await page.getByLabel("Search resources").fill(query);
    await expect(page).toHaveURL(new RegExp(`\\?q=${query}$`));
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole("button", { name: "All (3)" })).toBeVisible();

    await page.getByRole("button", { name: "Children's Rights (1)" }).click();
    await expect(page).toHaveURL(/category=rights/);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole("link", { name: rightsTitle, exact: true })).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/category=/);
    await expect(cards).toHaveCount(3);
    await expect(page.getByLabel("Search resources")).toHaveValue(query);

    await page.getByLabel("Search resources").fill("no such thing anywhere");
    await expect(page.getByRole("heading", { name: "No resources found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria.")).toBeVisible();
    // The page fits a 375 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // A shared link opens the same list.
    await page.goto(`/resources?q=${word}&category=rights`);
    await expect(cards).toHaveCount(1);
    await expect(page.getByLabel("Search resources")).toHaveValue(word);
    await expect(page.getByRole("button", { name: "Children's Rights (1)" })).toHaveAttribute("aria-pressed", "true");
  });

  test("a download delivers the PDF and counts once; the detail page shows it", async ({ page }) => {
    // The seeded count, read rather than assumed, so the test can run again on the same database.
    const before = (
      await database().db.selectFrom("resources").select("download_count").where("title", "=", "My Rights Colouring Book").executeTakeFirstOrThrow()
    ).download_count;
    const count = (n: number) => n.toLocaleString("en-US");
    await page.goto("/resources?q=colouring");
    const card = page.locator("article.resource-card", { hasText: "My Rights Colouring Book" });
    await expect(card.getByText(`${count(before)} downloads`)).toBeVisible();
    const downloading = page.waitForEvent("download");
    await card.getByRole("link", { name: "Download My Rights Colouring Book" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("my-rights-colouring-book.pdf");
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
    // The card refreshes its count after the download.
    await expect(card.getByText(`${count(before + 1)} downloads`)).toBeVisible();

    await card.getByRole("link", { name: "My Rights Colouring Book", exact: true }).click();
    await expect(page).toHaveURL(/\/resources\/my-rights-colouring-book-\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Rights Colouring Book" })).toBeVisible();
    await expect(page.getByText(count(before + 1), { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download My Rights Colouring Book" })).toBeVisible();

    await page.goto("/resources/no-such-resource");
    await expect(page.getByRole("heading", { name: "Resource not found" })).toBeVisible();
  });
});

test.describe("emergency", () => {
  test("the call button reads Calling... and stays disabled for 2 seconds", async ({ page }) => {
    // The browser's clock is the test's: paused once the page is up, moved by hand; no sleeping, and load
    // on the machine can neither stretch nor shrink the 2 seconds.
    await page.clock.install();
    const contacts = await activeCount("emergency_contacts");
    await page.goto("/emergency");
    await expect(page.getByRole("heading", { level: 1, name: "Emergency Heroes" })).toBeVisible();
    await page.clock.pauseAt(Date.now() + 1000);
    await expect(page.locator(".emergency-list > li")).toHaveCount(contacts);
    await expect(page.getByText("Safety Tips")).toBeVisible();
    await expect(page.locator(".emergency-tips li")).toHaveCount(4);

    const button = page.getByRole("button", { name: "Call 1929 (Child Helpline (National Child Protection Authority))" });
    await button.click();
    const calling = page.getByRole("button", { name: "Calling..." });
    await expect(calling).toBeDisabled();
    await expect(calling).toHaveText("Calling...");
    await page.clock.runFor(1900);
    await expect(calling).toBeDisabled();
    await page.clock.runFor(200);
    await expect(button).toBeEnabled();
    await expect(button).toHaveText("Call 1929");
  });

  test("shows 8 skeleton cards while loading and the one fallback contact when loading fails", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/trpc\/.*public\.emergency\.list/, async (route) => {
      await held;
      await route.abort();
    });
    // The server draws /emergency with its numbers; the loading state shows when the app comes to the
    // page by itself (a link from another page), with nothing cached.
    await page.goto("/about-us");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.locator("header a.btn-hero").click();
    await expect(page.getByTestId("emergency-skeleton")).toHaveCount(8);
    release();
    await expect(page.locator(".emergency-list > li")).toHaveCount(1, { timeout: 10_000 });
    await expect(page.getByRole("heading", { name: "Emergency Services" })).toBeVisible();
    await expect(page.getByText("Police, Fire & Medical emergencies")).toBeVisible();
    await expect(page.getByRole("button", { name: "Call 119 (Emergency Services)" })).toBeVisible();
  });

  test("works without JavaScript: the numbers are tel: links in the HTML", async ({ browser }) => {
    const contacts = await activeCount("emergency_contacts");
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto("/emergency");
    await expect(page.getByRole("heading", { level: 1, name: "Emergency Heroes" })).toBeVisible();
    const call119 = page.getByRole("link", { name: "Call 119", exact: true });
    await expect(call119).toBeVisible();
    await expect(call119).toHaveAttribute("href", "tel:119");
    // One per helpline card (the footer, now drawn too, has its own help numbers).
    await expect(page.locator('main a[href^="tel:"]')).toHaveCount(contacts);
    await expect(page.getByText("Safety Tips")).toBeVisible();
    await context.close();
  });
});
