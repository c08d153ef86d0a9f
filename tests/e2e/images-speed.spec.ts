/**
 * Images sized for phones (issue #10): a camera-sized photo larger than the server's 5 MB limit is scaled
 * down in the browser and accepted; the stored image has its 1,600 px copy and 480 px thumbnail, and the
 * Media Hub's cards use the thumbnail with srcset, width and height.
 */
import crypto from "node:crypto";
import path from "node:path";
import { expect, test } from "./fixtures";
import sharp from "sharp";
import { useE2eDatabase } from "./support";

const database = useE2eDatabase();

/** A noisy 3,000 x 2,200 PNG: random pixels do not compress, so the file is well over 5 MB (about 20). */
async function bigPng(): Promise<Buffer> {
  const width = 3000;
  const height = 2200;
  const pixels = crypto.randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

test("a photo over 5 MB is scaled down in the browser, accepted, and stored with its phone-sized copies", async ({ page }) => {
  test.setTimeout(120_000);
  const photo = await bigPng();
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);

  await page.goto("/media/submit");
  const title = `Big photo ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Type").selectOption("photo");
  await page.getByLabel("Short description").fill("A photo straight from the camera.");
  await page.getByLabel(/^Image/).setInputFiles({ name: "camera.png", mimeType: "image/png", buffer: photo });
  // No "too large" complaint: the browser has made it small.
  await expect(page.getByRole("button", { name: "Send for Review" })).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByText("File too large: images can be at most 5 MB.")).toHaveCount(0);
  await page.getByLabel("Your first name or nickname").fill("Kavi");
  await page.getByLabel("Your age").fill("12");
  await page.getByLabel("Age group").selectOption("11-14");

  // The server still refuses anything over 5 MB: its 200 says the browser sent less.
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/media/submit"));
  await page.getByRole("button", { name: "Send for Review" }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Sent for review!" })).toBeVisible();

  const { db } = database();
  const row = await db.selectFrom("media_submissions").select(["id", "thumbnail"]).where("title", "=", title).executeTakeFirstOrThrow();
  const stored = await sharp(path.join(process.env.E2E_DATA_DIR!, "uploads", row.thumbnail!.replace(/^\/uploads\//, ""))).metadata();
  expect(Math.max(stored.width!, stored.height!)).toBeLessThanOrEqual(1600);
  const variants = await db.selectFrom("image_variants").selectAll().where("url", "=", row.thumbnail!).executeTakeFirstOrThrow();
  expect(variants.large_width).toBeLessThanOrEqual(1600);
  expect(variants.thumb_width).toBe(480);

  // Once approved, the Media Hub's card shows the thumbnail, sized, with the large copy in srcset.
  await db
    .updateTable("media_submissions")
    .set({ status: "approved", likes: 1_000_000, published_at: new Date().toISOString() })
    .where("id", "=", row.id)
    .execute();
  await page.goto("/media");
  const card = page.locator(".media-card").filter({ hasText: title });
  const image = card.locator("img");
  await expect(image).toHaveAttribute("src", variants.thumb_url);
  await expect(image).toHaveAttribute("srcset", `${variants.thumb_url} 480w, ${variants.large_url} ${variants.large_width}w`);
  await expect(image).toHaveAttribute("width", "480");
  await expect(image).toHaveAttribute("height", String(variants.thumb_height));
  // It is the first card (most liked), so it is not lazy; the others are.
  await expect(image).toHaveAttribute("loading", "eager");
  const others = page.locator(".media-card:not(:first-child) img");
  for (let i = 0; i < (await others.count()); i += 1) await expect(others.nth(i)).toHaveAttribute("loading", "lazy");
  await db.deleteFrom("media_submissions").where("id", "=", row.id).execute();
});
