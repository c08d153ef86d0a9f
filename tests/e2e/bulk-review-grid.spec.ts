/**
 * Issue 29, "no approval without seeing", in Chromium against the built server: bulk Approve opens a grid
 * of every chosen item (its picture large, a story's text); "Approve selected" stays off until every
 * picture has loaded (a picture that fails says so, in the staff member's language, with "Try again"), so
 * nothing is approved while one is missing; then all are. Media and Content Review show each row's
 * thumbnail (the small copy, named by its alt text; a story's first words). axe on the grid; screenshots
 * of the grid at 1280 px and 375 px in .tmp/grid-screens/.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, type Page, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { createTestAccount, e2eDataDir, signIn, useE2eDatabase } from "./support";

const database = useE2eDatabase();
const SCREENS = path.join(".tmp", "grid-screens");
let stamp = 0;
const unique = (word: string) => {
  stamp += 1;
  return `${word} ${Date.now().toString(36)}${stamp}`;
};

// Image requests must reach page.route (a service worker would answer them itself).
test.use({ serviceWorkers: "block" });

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  fs.mkdirSync(SCREENS, { recursive: true });
});

/** A real PNG in the server's uploads folder; answers its address. */
async function uploadedPicture(file: string, width: number, colour: { r: number; g: number; b: number }) {
  const dir = path.join(e2eDataDir(), "uploads", "media");
  fs.mkdirSync(dir, { recursive: true });
  await sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: colour } })
    .png()
    .toFile(path.join(dir, file));
  return `/uploads/media/${file}`;
}

async function pendingMedia(values: { title: string; thumbnail?: string | null; type?: "artwork" | "story"; content?: string | null }) {
  const row = await database()
    .db.insertInto("media_submissions")
    .values({ type: "artwork", author_name: "Nimal", author_age: 11, status: "pending", description: "Made at school", ...values })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const statuses = async (ids: number[]) =>
  (await database().db.selectFrom("media_submissions").select(["id", "status"]).where("id", "in", ids).orderBy("id").execute()).map((r) => r.status);

async function signInAsReviewer(page: Page, to: string) {
  const admin = await createTestAccount(database(), { role: "super_admin", prefix: "grid", fullName: "Grid Reviewer" });
  await signIn(page, admin.email, to);
}

test("bulk approval of three pictures from the grid: one fails to load, none is approved until it loads, then all three", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const word = unique("Grid");
  const titles = [1, 2, 3].map((n) => `${word} ${n}`);
  const files = [1, 2, 3].map((n) => `grid-${Date.now()}-${n}.png`);
  const colours = [
    { r: 220, g: 60, b: 40 },
    { r: 40, g: 120, b: 220 },
    { r: 40, g: 160, b: 80 },
  ];
  const addresses = await Promise.all(files.map((file, i) => uploadedPicture(file, 640, colours[i]!)));
  // The first picture has a small copy (as every upload does): the list shows that one.
  const small = await uploadedPicture(files[0]!.replace(".png", "-480.png"), 480, colours[0]!);
  await database()
    .db.insertInto("image_variants")
    .values({
      url: addresses[0]!,
      width: 640,
      height: 480,
      large_url: addresses[0]!,
      large_width: 640,
      large_height: 480,
      thumb_url: small,
      thumb_width: 480,
      thumb_height: 360,
    })
    .execute();
  const ids: number[] = [];
  for (const [i, title] of titles.entries()) ids.push(await pendingMedia({ title, thumbnail: addresses[i]! }));

  // The second picture cannot be fetched until the test lets it through.
  let failing = true;
  await page.route(`**/uploads/media/${files[1]}`, (route) => (failing ? route.abort() : route.continue()));

  await signInAsReviewer(page, "/admin/media");
  await page.getByLabel("Status").selectOption("pending");
  // Thumbnails in the list, named by their alt text; the first is its small copy.
  const firstThumb = page
    .getByRole("row")
    .filter({ hasText: titles[0] })
    .getByRole("img", { name: `The picture sent with “${titles[0]}”` });
  await expect(firstThumb).toBeVisible();
  await expect(firstThumb).toHaveAttribute("src", small);
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: titles[2] })
      .getByRole("img", { name: `The picture sent with “${titles[2]}”` }),
  ).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS, "media-list-1280.png") });

  for (const title of titles) await page.getByRole("checkbox", { name: `Select: ${title}` }).check();
  const bar = page.getByRole("group", { name: "Bulk actions" });
  await expect(bar.getByText("3 selected")).toBeVisible();
  await bar.getByRole("button", { name: "Approve" }).click();

  const grid = page.getByRole("dialog", { name: "Look before you approve" });
  const approve = grid.getByRole("button", { name: "Approve selected" });
  for (const title of [titles[0]!, titles[2]!]) {
    const picture = grid.getByRole("img", { name: `The picture sent with “${title}”` });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Large enough to judge.
    expect(await picture.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBeGreaterThan(280);
  }
  await expect(grid.getByRole("alert").filter({ hasText: "The picture could not be loaded" })).toBeVisible();
  await expect(grid.getByText("2 of 3 ready to approve")).toBeVisible();
  await expect(approve).toBeDisabled();
  expect(await statuses(ids)).toEqual(["pending", "pending", "pending"]);
  // The server agrees: the same bulk approval sent directly from this signed-in page (around the grid) is
  // refused whole, in the staff member's language, because one picture was never reported as shown.
  const direct = await page.evaluate(async (chosen) => {
    const res = await fetch("/trpc/admin.bulk", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ module: "media", action: "approve", ids: chosen }),
    });
    const body = (await res.json()) as { error?: { message?: string; data?: { code?: string } } };
    return { status: res.status, code: body.error?.data?.code, message: body.error?.message };
  }, ids);
  expect(direct).toEqual({
    status: 412,
    code: "PRECONDITION_FAILED",
    message: "This picture has not been shown to you yet. Look at it before you approve it: nothing was approved.",
  });
  expect(await statuses(ids)).toEqual(["pending", "pending", "pending"]);
  await expectAccessible(page, "bulk grid with a picture that failed");
  await page.screenshot({ path: path.join(SCREENS, "grid-1280-failed.png"), fullPage: true });

  // Try again: the picture loads, every picture is shown, and Approve selected is on.
  failing = false;
  await grid.getByRole("button", { name: `Try again: load the picture of “${titles[1]}”` }).click();
  const second = grid.getByRole("img", { name: `The picture sent with “${titles[1]}”` });
  await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(grid.getByText("3 of 3 ready to approve")).toBeVisible();
  await expect(approve).toBeEnabled();
  await expectAccessible(page, "bulk grid, every picture shown");
  await page.screenshot({ path: path.join(SCREENS, "grid-1280.png"), fullPage: true });
  await approve.click();
  await expect(page.locator(".admin-bulk-result")).toHaveText("3 approved");
  expect(await statuses(ids)).toEqual(["approved", "approved", "approved"]);
});

test("Content Review: thumbnails in the list, a story's words in the grid, at 375 px in Sinhala", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const picture = unique("Queue kite");
  const story = unique("Queue story");
  const address = await uploadedPicture(`queue-${Date.now()}.png`, 640, { r: 200, g: 120, b: 30 });
  const ids = [
    await pendingMedia({ title: picture, thumbnail: address }),
    await pendingMedia({ title: story, type: "story", thumbnail: null, content: "Once upon a time a little elephant walked to the river with her friends" }),
  ];
  await signInAsReviewer(page, "/admin/content-review");
  await page.getByRole("button", { name: /^Children's media/ }).click();
  const pictureItem = page.getByTestId("pending-submission").filter({ hasText: picture });
  await expect(pictureItem.getByRole("img", { name: `The picture sent with “${picture}”` })).toBeVisible();
  const storyItem = page.getByTestId("pending-submission").filter({ hasText: story });
  await expect(storyItem.locator(".admin-thumb-story")).toHaveText("Once upon a time a little elephant walked…");
  await page.screenshot({ path: path.join(SCREENS, "content-review-375.png"), fullPage: true });

  // The staff member's language: the grid and its messages in Sinhala.
  await page.goto("/si/admin/content-review?f_type=media");
  const grid = await openGridIn(page, picture, story);
  await expect(grid.getByText("Once upon a time a little elephant walked to the river with her friends")).toBeVisible();
  await expect(grid.getByText("2 න් 2 ක් අනුමත කිරීමට සූදානම්")).toBeVisible();
  await expect(grid.getByRole("button", { name: "තෝරාගත් ඒවා අනුමත කරන්න" })).toBeEnabled();
  await expectAccessible(page, "bulk grid at 375 px in Sinhala");
  await page.screenshot({ path: path.join(SCREENS, "grid-375-si.png"), fullPage: true });
  await grid.getByRole("button", { name: "තෝරාගත් ඒවා අනුමත කරන්න" }).click();
  await expect.poll(() => statuses(ids)).toEqual(["approved", "approved"]);
});

/** Ticks the two items in the page's current language and opens the grid with its Approve. */
async function openGridIn(page: Page, ...titles: string[]) {
  for (const title of titles) {
    const item = page.getByTestId("pending-submission").filter({ hasText: title });
    await item.getByRole("checkbox").check();
  }
  await page.locator(".admin-bulk-bar").getByRole("button", { name: "අනුමත කරන්න" }).click();
  return page.getByRole("dialog", { name: "අනුමත කිරීමට පෙර බලන්න" });
}

test("the review dialog: a picture whose report does not reach the server keeps Approve off until it is sent again", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = unique("Dialog kite");
  const address = await uploadedPicture(`dialog-${Date.now()}.png`, 640, { r: 120, g: 60, b: 200 });
  const id = await pendingMedia({ title, thumbnail: address });
  // The report that the picture was shown is lost on the way (the picture itself loads).
  const shownCall = /\/trpc\/[^?]*adminWorkflows\.reviewShown/;
  await page.route(shownCall, (route) => route.abort());
  await signInAsReviewer(page, "/admin/media");
  await page.getByLabel("Status").selectOption("pending");
  await page
    .getByRole("row")
    .filter({ hasText: title })
    .getByRole("button", { name: `Review: ${title}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Review Media Submission" });
  await expect(dialog.getByText("The picture loaded, but the server could not record that you saw it. Try again.")).toBeVisible();
  const approve = dialog.getByRole("button", { name: "Approve" });
  await expect(approve).toBeDisabled();
  await page.unroute(shownCall);
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(approve).toBeEnabled();
  await approve.click();
  await expect(page.getByText("Submission approved successfully")).toBeVisible();
  expect(await statuses([id])).toEqual(["approved"]);
});
