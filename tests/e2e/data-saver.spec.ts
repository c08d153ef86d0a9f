/**
 * Issue #28, data saver: a request with `Save-Data: on`, or the footer's switch (remembered), gives pages
 * without decorative pictures, web fonts or the app's script until a control needs it, and without
 * prefetching; with nothing missing a child needs (the helplines, the links, the forms). The home page then
 * transfers at most half the bytes it does without (the README's figures come from
 * `npm run bench:data-saver`, the same measure). Every download says its type and size before the tap.
 */
import { type Browser, expect, test } from "@playwright/test";
import { PASSWORD, createTestAccount, useE2eDatabase } from "./support";
import { slugWithId } from "../../admin-modules/domain/slug";

const database = useE2eDatabase();

/** What a first visit to `path` at 375 px transfers (headers and bodies, as sent), and the addresses it asked for. */
async function firstVisit(browser: Browser, path: string, saveData: boolean) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    serviceWorkers: "block",
    extraHTTPHeaders: saveData ? { "save-data": "on" } : {},
  });
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  const urls: string[] = [];
  page.on("requestfinished", (request) => {
    urls.push(request.url());
    sizes.push(request.sizes().then((s) => s.responseHeadersSize + s.responseBodySize));
  });
  await page.goto(path, { waitUntil: "networkidle" });
  if (!saveData) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.waitForLoadState("networkidle");
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  return { context, page, bytes, urls };
}

test("with Save-Data the home page transfers at most half the bytes, and keeps what a child needs", async ({ browser }) => {
  const full = await firstVisit(browser, "/", false);
  const saver = await firstVisit(browser, "/", true);
  console.log(
    `home page, first visit at 375 px: ${full.bytes} bytes without data saver, ${saver.bytes} with (${Math.round((saver.bytes / full.bytes) * 100)} %)`,
  );
  expect(saver.bytes).toBeLessThanOrEqual(full.bytes / 2);

  const page = saver.page;
  await expect(page.locator("html")).toHaveAttribute("data-saver", "");
  // No script of the app, no font, no picture but the small logo; no page prefetched.
  expect(saver.urls.filter((url) => /\/assets\/(?!boot-).*\.js$/.test(url))).toEqual([]);
  expect(saver.urls.filter((url) => /\.(woff2?|png|jpe?g|webp)(\?|$)/.test(url) || /\/demo\//.test(url))).toEqual([]);
  // What a child needs is there: the helplines, one tap away, and the way around.
  await expect(page.getByRole("link", { name: /Call 1929/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Open menu" })).toBeVisible();
  await expect(page.locator(".quick-exit-dock a.quick-exit")).toBeVisible();
  await full.context.close();
  await saver.context.close();
});

test("the footer's switch turns data saver on and off and is remembered; pictures come on request", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: "block", javaScriptEnabled: false });
  let page = await context.newPage();
  await page.goto("/media");
  await expect(page.locator("html")).not.toHaveAttribute("data-saver", "");
  expect(await page.locator("#media-results img").count()).toBeGreaterThan(0);
  const sw = page.getByRole("button", { name: "Data saver" });
  await expect(sw).toHaveAttribute("aria-pressed", "false");
  await sw.click();
  // Back on the same page, now without pictures; the choice is remembered for the next pages.
  await expect(page).toHaveURL(/\/media$/);
  await expect(page.locator("html")).toHaveAttribute("data-saver", "");
  await expect(page.getByRole("button", { name: "Data saver" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("#media-results img")).toHaveCount(0);

  // An item's picture waits behind "Show picture" and is fetched only when asked for. Checked with scripting
  // on (the app still is not loaded in data saver): a browser with scripting off never defers a lazy
  // picture (the HTML standard turns lazy loading off then), so there the picture comes with the page.
  const remembered = await context.storageState();
  await context.close();
  const scripted = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: "block", storageState: remembered });
  page = await scripted.newPage();
  const item = await database()
    .db.selectFrom("media_submissions")
    .select(["id", "title"])
    .where("status", "=", "approved")
    .where("thumbnail", "is not", null)
    .where("type", "in", ["artwork", "photo"])
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const pictures: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") pictures.push(request.url());
  });
  await page.goto(`/media/${slugWithId(item.title, item.id)}`);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  expect(pictures.filter((url) => !url.endsWith("/favicon.svg"))).toEqual([]);
  await page.getByText("Show picture").click();
  await expect(page.locator(".media-detail-image")).toBeVisible();
  expect(pictures.filter((url) => !url.endsWith("/favicon.svg")).length).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Data saver" }).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-saver", "");
  await scripted.close();
});

test("every download says its type and size before the tap, in the visitor's language", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/resources");
  const sizes = await page.locator(".download-size").allTextContents();
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect(size).toMatch(/^(PDF|DOC|PPT|VIDEO)( · [\d.,]+ (kB|KB|MB))?$/);
  expect(sizes.some((size) => size.includes("·"))).toBe(true);
  await page.goto("/si/resources");
  expect((await page.locator(".download-size").first().textContent())?.length).toBeGreaterThan(3);
  await context.close();
});

test("in data saver a control that needs the app brings it, and the tap then works", async ({ browser }) => {
  const { email } = await createTestAccount(database(), { role: null, prefix: "saver" });
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: "block", extraHTTPHeaders: { "save-data": "on" } });
  const page = await context.newPage();
  // Sign in with the plain form (no app), then like an item: the like button needs the app.
  await page.goto("/auth");
  await page.locator("#panel-signin").getByLabel("Email").fill(email);
  await page.locator("#panel-signin").getByLabel("Password").fill(PASSWORD);
  await page.locator("#panel-signin").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  const item = await database()
    .db.selectFrom("media_submissions")
    .select(["id", "title"])
    .where("status", "=", "approved")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  // Its own address: Playwright drops extraHTTPHeaders (Save-Data) on a followed redirect, which a phone does not.
  await page.goto(`/media/${slugWithId(item.title, item.id)}`);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  await page.locator(".like-button").click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator(".like-button")).toHaveAttribute("aria-pressed", "true");
  await context.close();
});
