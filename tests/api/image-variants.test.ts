/**
 * Images sized for phones: every stored upload also gets a copy at most 1,600 px wide (same format) and a
 * WebP thumbnail at most 480 px wide, recorded in image_variants with their sizes, and public answers
 * carry them as `image` so cards can use the thumbnail.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSession, generateSessionToken, SESSION_COOKIE } from "../../server/auth/session";
import { resetRateLimits } from "../../server/auth/rate-limit";
import { createAccount } from "../../server/services/accounts";
import { LARGE_MAX_WIDTH, THUMB_MAX_WIDTH } from "../../server/services/images";
import { createTestEnv, type TestCaller, type TestEnv } from "../support/api";
import { serve, type Served } from "../security/support";

let env: TestEnv;
let served: Served;
let staffToken: string;
let admin: TestCaller;
let visitor: TestCaller;

beforeAll(async () => {
  env = await createTestEnv();
  served = await serve(env);
  const userId = await createAccount(env.db, {
    email: "staff@example.org",
    password: "secret-password",
    fullName: "Staff",
    role: "super_admin",
    organizationName: null,
  });
  staffToken = generateSessionToken();
  await createSession(env.db, staffToken, userId);
  admin = await env.caller({ token: staffToken });
  visitor = await env.caller();
});
afterAll(async () => {
  await served.close();
  await env.cleanup();
});
beforeEach(() => resetRateLimits(env.db));

/** A photo-like image (noise, so it does not compress to nothing). */
const photo = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width, height, channels: 3 } });

const onDisk = (url: string) => path.join(env.config.uploadsDir, url.replace(/^\/uploads\//, ""));

async function upload(bytes: Buffer, type: string, name: string) {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${served.base}/api/uploads/image`, { method: "POST", headers: { cookie: `${SESSION_COOKIE}=${staffToken}` }, body });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

describe("image variants", () => {
  it("stores a 1,600 px copy in the same format and a 480 px WebP thumbnail, with their sizes", async () => {
    const url = await upload(await photo(3000, 2000).jpeg({ quality: 90 }).toBuffer(), "image/jpeg", "camera.jpg");
    const row = await env.db.selectFrom("image_variants").selectAll().where("url", "=", url).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ width: 3000, height: 2000, large_width: LARGE_MAX_WIDTH, large_height: 1067, thumb_width: THUMB_MAX_WIDTH, thumb_height: 320 });

    const large = await sharp(onDisk(row.large_url)).metadata();
    expect(large).toMatchObject({ format: "jpeg", width: 1600, height: 1067 });
    const thumb = await sharp(onDisk(row.thumb_url)).metadata();
    expect(thumb).toMatchObject({ format: "webp", width: 480, height: 320 });
    expect(fs.statSync(onDisk(row.thumb_url)).size).toBeLessThan(fs.statSync(onDisk(url)).size);
    // The copies are served like the original.
    const served200 = await fetch(`${served.base}${row.thumb_url}`);
    expect(served200.status).toBe(200);
    expect(served200.headers.get("content-type")).toBe("image/webp");
  });

  it("never enlarges a small image", async () => {
    const url = await upload(await photo(300, 200).png().toBuffer(), "image/png", "small.png");
    const row = await env.db.selectFrom("image_variants").selectAll().where("url", "=", url).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ width: 300, large_width: 300, thumb_width: 300, thumb_height: 200 });
    expect((await sharp(onDisk(row.large_url)).metadata()).format).toBe("png");
    expect((await sharp(onDisk(row.thumb_url)).metadata()).format).toBe("webp");
  });

  it("a submitted photo, once approved, is listed with its thumbnail and large copy", async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({
      title: "Sunset",
      type: "photo",
      description: "Over the sea",
      author_name: "Nimal",
      author_age: "11",
      age_group: "11-14",
    }))
      body.append(k, v);
    body.append("image", new Blob([new Uint8Array(await photo(2400, 1800).jpeg().toBuffer())], { type: "image/jpeg" }), "sunset.jpg");
    const res = await fetch(`${served.base}/api/media/submit`, { method: "POST", body });
    expect(res.status).toBe(200);
    const row = await env.db.selectFrom("media_submissions").select(["id", "thumbnail"]).where("title", "=", "Sunset").executeTakeFirstOrThrow();
    // The reviewer's screen showed the picture first (issue 29: no approval without seeing).
    await admin.api.adminWorkflows.reviewShown({ module: "media", id: row.id, picture: row.thumbnail! });
    await admin.api.adminWorkflows.reviewMedia({ id: row.id, decision: "approved" });

    const item = (await visitor.api.public.media.list({})).items.find((m) => m.id === row.id)!;
    expect(item.thumbnail).toBe(row.thumbnail);
    expect(item.image).toMatchObject({ thumb: { width: 480, height: 360 }, large: { width: 1600, height: 1200 } });
    expect(item.image!.thumb.url).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}-480\.webp$/);
    const detail = await visitor.api.public.media.detail({ slug: item.slug });
    expect(detail.item.image).toEqual(item.image);
    // An image from elsewhere (or stored before copies existed) has none, and is shown as before.
    await env.db.updateTable("media_submissions").set({ thumbnail: "https://example.org/a.jpg" }).where("id", "=", row.id).execute();
    expect((await visitor.api.public.media.detail({ slug: item.slug })).item.image).toBeNull();
  });
});
