import { expect, test } from "./fixtures";
import sharp from "sharp";

/** A real PNG (the server decodes and re-encodes it). */
const png = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 30, g: 120, b: 220 } } })
    .png()
    .toBuffer();

test("at 375 px a child shares a story with an image; it is sent for review and not public", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/media/submit");
  await expect(page.getByRole("heading", { name: "Share Your Creation" })).toBeVisible();
  await expect(page.getByText(/Do not include personal information/)).toBeVisible();

  // The browser mirrors the server's checks: a wrong file type is named at once.
  await page.getByLabel(/^Image/).setInputFiles({ name: "drawing.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") });
  await expect(page.getByText("Only PNG, JPEG or WebP images are accepted.")).toBeVisible();

  const title = `My Rainy Day ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Type").selectOption("story");
  await page.getByLabel("Short description").fill("A story about the monsoon.");
  await page.getByLabel("Your story", { exact: true }).fill("It rained all day.\n\nWe made paper boats.");
  await page.getByLabel(/^Image/).setInputFiles({ name: "boat.png", mimeType: "image/png", buffer: await png() });
  await page.getByLabel("Your first name or nickname").fill("Kavi");
  await page.getByLabel("Your age").fill("10");
  await page.getByLabel("Age group").selectOption("6-10");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.getByRole("button", { name: "Send for Review" }).click();

  await expect(page.getByRole("heading", { name: "Sent for review!" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("is with our team now");
  await expect(page.getByRole("status")).not.toContainText("status");

  await page.goto("/media");
  await expect(page.getByRole("tab", { name: /All Media \(\d+\)/ })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test("the Media Hub filters by tab, opens a story as text and takes a report", async ({ page }) => {
  await page.goto("/media");
  await expect(page.getByRole("heading", { name: "Sharing guidelines" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Share Your Creation" })).toHaveAttribute("href", "/media/submit");
  await page.getByRole("tab", { name: /^Stories \(\d+\)$/ }).click();
  await expect(page.getByRole("tab", { name: /^Stories/ })).toHaveAttribute("aria-selected", "true");
  // The tab is in the address: a reload (or a shared link) opens the same tab.
  await expect(page).toHaveURL(/\/media\?type=story$/);
  await page.reload();
  await expect(page.getByRole("tab", { name: /^Stories/ })).toHaveAttribute("aria-selected", "true");
  const cards = page.locator("#media-results article");
  await expect(cards.first()).toBeVisible();
  for (const badge of await cards.locator(".card-tags .badge:not(.badge-outline)").allTextContents()) expect(badge).toBe("Story");

  await page.getByRole("link", { name: "The Day I Planted a Tree" }).first().click();
  await expect(page.getByRole("heading", { name: "The Day I Planted a Tree" })).toBeVisible();
  const story = page.locator(".media-story");
  await expect(story).toContainText("Every morning my grandmother");
  expect(await story.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("pre-wrap");
  await expect(page.getByRole("link", { name: /Sign in to like/ })).toBeVisible();

  await page.getByRole("button", { name: "Report this content" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this content" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(dialog.getByText("Please choose a reason.")).toBeVisible();
  await dialog.getByLabel("Shows personal information").check();
  await dialog.getByLabel("More details (optional)").fill("It names a school.");
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(page.getByText("Report sent")).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("an unknown or unapproved item shows No media found", async ({ page }) => {
  await page.goto("/media/not-a-real-item-999999");
  await expect(page.getByRole("heading", { name: "No media found" })).toBeVisible();
  await expect(page.getByText("This creation could not be found.", { exact: false })).toBeVisible();
});
