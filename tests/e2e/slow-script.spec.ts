/**
 * Issue #28: a child on a slow line sees a form seconds before its script arrives. With every script held
 * back 4 seconds, what is typed as soon as the form shows is exactly what is sent, once: sent before the
 * script runs (the page's plain form, handled by the server), and sent after it has run (the app, which
 * takes the typed text from the fields). A double tap on Share never makes two submissions.
 */
import sharp from "sharp";
import { expect, type Page, test } from "@playwright/test";
import { PASSWORD, createTestAccount, useE2eDatabase } from "./support";

const database = useE2eDatabase();
const HOLD_MS = 4000;

test.use({ viewport: { width: 375, height: 812 }, serviceWorkers: "block" });

/** Every script of the site arrives HOLD_MS late, as on a slow mobile line. */
async function holdScripts(page: Page) {
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue().catch(() => undefined);
  });
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/** Opens a page without waiting for anything but its HTML. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .png()
    .toBuffer();

/** Fills Share Your Creation as a child would, the moment it shows; answers what was typed. */
async function fillShare(page: Page, stamp: string) {
  const typed = {
    title: `Peacock ${stamp}`,
    story: `මොණරා නටනවා.\nThe peacock danced in the rain (${stamp}).`,
    author: "Sanduni",
  };
  await expect(page.getByLabel("Title")).toBeVisible();
  await page.getByLabel("Title").fill(typed.title);
  await page.getByLabel("Your story", { exact: true }).fill(typed.story);
  await page.getByLabel(/^Image/).setInputFiles({ name: "peacock.png", mimeType: "image/png", buffer: await png() });
  await page.getByLabel("Your first name or nickname").fill(typed.author);
  await page.getByLabel("Your age").fill("12");
  await page.getByLabel("Age group").selectOption("11-14");
  return typed;
}

async function sharedAs(title: string) {
  return database()
    .db.selectFrom("media_submissions")
    .select(["title", "content", "author_name", "author_age", "thumbnail"])
    .where("title", "=", title)
    .execute();
}

test("typed and sent before the script runs: signed in, and the creation shared once with exactly what was typed", async ({ page }) => {
  const { email } = await createTestAccount(database(), { role: null, prefix: "early" });
  await holdScripts(page);

  await open(page, "/auth");
  const signIn = page.locator("#panel-signin");
  await expect(signIn.getByLabel("Email")).toBeVisible();
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill(PASSWORD);
  expect(await hydrated(page)).toBe(false);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#site-footer").getByRole("link", { name: "My Account" })).toBeAttached();

  await open(page, "/media/submit");
  const typed = await fillShare(page, `${Date.now()}a`);
  expect(await hydrated(page)).toBe(false);
  // A double tap: the second must not make a second submission.
  await page.getByRole("button", { name: "Send for Review" }).dblclick();
  await expect(page.getByRole("heading", { name: "Sent for review!" })).toBeVisible();
  const rows = await sharedAs(typed.title);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ title: typed.title, content: typed.story, author_name: typed.author, author_age: 12 });
  expect(rows[0]!.thumbnail).toMatch(/^\/uploads\/media\//);
});

test("typed before the script runs and sent after it has run: the app sends exactly what was typed, once", async ({ page }) => {
  const { email } = await createTestAccount(database(), { role: null, prefix: "late" });
  await holdScripts(page);

  await open(page, "/auth");
  const signIn = page.locator("#panel-signin");
  await expect(signIn.getByLabel("Email")).toBeVisible();
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill(PASSWORD);
  expect(await hydrated(page)).toBe(false);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await signIn.getByRole("button", { name: "Sign In" }).click();
  // The app signed in (no page load: the toast is the app's) and sent the person on.
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await open(page, "/media/submit");
  const typed = await fillShare(page, `${Date.now()}b`);
  expect(await hydrated(page)).toBe(false);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await page.getByRole("button", { name: "Send for Review" }).dblclick();
  await expect(page.getByRole("heading", { name: "Sent for review!" })).toBeVisible();
  // The app's own message names the title it sent.
  await expect(page.getByRole("status")).toContainText(typed.title);
  const rows = await sharedAs(typed.title);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ title: typed.title, content: typed.story, author_name: typed.author, author_age: 12 });
  expect(rows[0]!.thumbnail).toMatch(/^\/uploads\/media\//);
});
