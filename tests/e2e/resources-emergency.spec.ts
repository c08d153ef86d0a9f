import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { useE2eDatabase } from "./support";

const database = useE2eDatabase();

test.describe("resources", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("search and category filter at 375 px live in the address, and Back restores them", async ({ page }) => {
    await page.goto("/resources");
    const cards = page.locator("article.resource-card");
    await expect(cards).toHaveCount(8);
    await expect(page.getByRole("button", { name: "All (8)" })).toHaveAttribute("aria-pressed", "true");

    await page.getByLabel("Search resources").fill("SAFE");
    await expect(page).toHaveURL(/\?q=SAFE$/);
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole("button", { name: "All (3)" })).toBeVisible();

    await page.getByRole("button", { name: "Children's Rights (1)" }).click();
    await expect(page).toHaveURL(/category=rights/);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole("link", { name: "Know Your Body, Know Your Rights", exact: true })).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/category=/);
    await expect(cards).toHaveCount(3);
    await expect(page.getByLabel("Search resources")).toHaveValue("SAFE");

    await page.getByLabel("Search resources").fill("no such thing anywhere");
    await expect(page.getByRole("heading", { name: "No resources found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria.")).toBeVisible();
    // The page fits a 375 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // A shared link opens the same list.
    await page.goto("/resources?q=colouring&category=rights");
    await expect(cards).toHaveCount(1);
    await expect(page.getByLabel("Search resources")).toHaveValue("colouring");
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
    await page.goto("/emergency");
    await expect(page.getByRole("heading", { level: 1, name: "Emergency Heroes" })).toBeVisible();
    await expect(page.locator(".emergency-list > li")).toHaveCount(9);
    await expect(page.getByText("Safety Tips")).toBeVisible();
    await expect(page.locator(".emergency-tips li")).toHaveCount(4);

    const button = page.getByRole("button", { name: "Call 1929 (Childline Sri Lanka)" });
    await button.click();
    const calling = page.getByRole("button", { name: "Calling..." });
    await expect(calling).toBeDisabled();
    await expect(calling).toHaveText("Calling...");
    await page.waitForTimeout(1500);
    await expect(calling).toBeDisabled();
    await expect(button).toBeEnabled({ timeout: 2000 });
    await expect(button).toHaveText("Call 1929");
  });

  test("shows 8 skeleton cards while loading and the one fallback contact when loading fails", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/trpc\/.*public\.emergency\.list/, async (route) => {
      await held;
      await route.abort();
    });
    await page.goto("/emergency");
    await expect(page.getByTestId("emergency-skeleton")).toHaveCount(8);
    release();
    await expect(page.locator(".emergency-list > li")).toHaveCount(1, { timeout: 10_000 });
    await expect(page.getByRole("heading", { name: "Emergency Services" })).toBeVisible();
    await expect(page.getByText("Police, Fire & Medical emergencies")).toBeVisible();
    await expect(page.getByRole("button", { name: "Call 119 (Emergency Services)" })).toBeVisible();
  });

  test("works without JavaScript: the numbers are tel: links in the HTML", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto("/emergency");
    await expect(page.getByRole("heading", { level: 1, name: "Emergency Heroes" })).toBeVisible();
    const call119 = page.getByRole("link", { name: "Call 119" });
    await expect(call119).toBeVisible();
    await expect(call119).toHaveAttribute("href", "tel:119");
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(9);
    await expect(page.getByText("Safety Tips")).toBeVisible();
    await context.close();
  });
});
