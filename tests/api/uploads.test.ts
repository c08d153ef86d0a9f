/**
 * The image service and the multipart routes against the real Express app and a real SQLite file:
 * bytes decide the type, images are re-encoded (metadata and trailing payloads dropped), the 5 MB limit
 * holds while streaming with nothing left on disk, and only staff may use the shared upload route.
 */
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { createSession, generateSessionToken, SESSION_COOKIE } from "../../server/auth/session";
import { LIMITS, resetRateLimits } from "../../server/auth/rate-limit";
import { createAccount } from "../../server/services/accounts";
import { ImageRejectedError, saveImageUpload, sniffImageFormat } from "../../server/services/images";
import { createTestEnv, type TestEnv } from "../support/api";

let env: TestEnv;
let base: string;
let close: () => Promise<void>;
const tokens: Record<"staff" | "organization" | "plain", string> = { staff: "", organization: "", plain: "" };

async function tokenFor(role: "super_admin" | "organization" | null, email: string) {
  const userId = await createAccount(env.db, { email, password: "secret-password", fullName: email, role, organizationName: null });
  const token = generateSessionToken();
  await createSession(env.db, token, userId);
  return token;
}

beforeAll(async () => {
  env = await createTestEnv();
  const app = createApp({ db: env.db, config: env.config });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  tokens.staff = await tokenFor("super_admin", "admin@example.org");
  tokens.organization = await tokenFor("organization", "org@example.org");
  tokens.plain = await tokenFor(null, "kid@example.org");
});
afterAll(async () => {
  await close();
  await env.cleanup();
});
beforeEach(() => resetRateLimits(env.db));

const solid = (width = 24, height = 16) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
const png = () => solid().png().toBuffer();
const jpeg = () => solid().jpeg().toBuffer();
const webp = () => solid().webp().toBuffer();

/** Every file under UPLOADS_DIR (recursively). */
function filesOnDisk(): string[] {
  const root = env.config.uploadsDir;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile());
}

function form(fields: Record<string, string>, file?: { field: string; bytes: Buffer; name: string; type: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return body;
}

async function upload(bytes: Buffer, options: { token?: string; name?: string; type?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  const token = options.token === undefined ? tokens.staff : options.token;
  if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
  const res = await fetch(`${base}/api/uploads/image`, {
    method: "POST",
    headers,
    body: form({}, { field: "file", bytes, name: options.name ?? "picture.png", type: options.type ?? "image/png" }),
  });
  return { status: res.status, body: (await res.json()) as { url?: string; error?: { message: string } } };
}

const storyFields = {
  title: "My Kite",
  type: "story",
  description: "About a kite",
  content: "Once upon a time <b>a kite</b> flew.",
  author_name: "Nimal",
  author_age: "11",
  age_group: "11-14",
};

async function submit(fields: Record<string, string>, image?: Buffer, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/media/submit`, {
    method: "POST",
    headers,
    body: form(fields, image ? { field: "image", bytes: image, name: "art.png", type: "image/png" } : undefined),
  });
  return { status: res.status, body: (await res.json()) as { ok?: boolean; error?: { message: string } } };
}

describe("the image service", () => {
  it("recognises PNG, JPEG and WebP by their bytes only", async () => {
    expect(sniffImageFormat(await png())).toBe("png");
    expect(sniffImageFormat(await jpeg())).toBe("jpeg");
    expect(sniffImageFormat(await webp())).toBe("webp");
    expect(sniffImageFormat(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>"))).toBeNull();
    expect(sniffImageFormat(Buffer.from("GIF89a...."))).toBeNull();
  });

  it.each([
    ["png", png, "image/png"],
    ["jpeg", jpeg, "image/jpeg"],
    ["webp", webp, "image/webp"],
  ] as const)("accepts %s, re-encodes it under a random name and serves it with nosniff", async (format, make, contentType) => {
    const original = await make();
    const { status, body } = await upload(original, { name: "../../etc/passwd.png" });
    expect(status).toBe(200);
    expect(body.url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.(png|jpg|webp)$/);
    const stored = fs.readFileSync(path.join(env.config.uploadsDir, body.url!.replace("/uploads/", "")));
    expect((await sharp(stored).metadata()).format).toBe(format);
    const served = await fetch(`${base}${body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(contentType);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("drops EXIF, including the GPS location, from a JPEG", async () => {
    const withGps = await solid()
      .jpeg()
      .withExif({
        IFD0: { Copyright: "HOME-ADDRESS-SECRET" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 55/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "79/1 51/1 0/1" },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif).toBeDefined();
    // The GPS IFD pointer tag (0x8825) is really in the source.
    expect(before.exif!.includes(Buffer.from([0x88, 0x25])) || before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const saved = await saveImageUpload(withGps, env.config.uploadsDir, "tests");
    const stored = fs.readFileSync(saved.file);
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from("HOME-ADDRESS-SECRET"))).toBe(false);
  });

  it("drops an HTML payload hidden after PNG data (polyglot)", async () => {
    const polyglot = Buffer.concat([await png(), Buffer.from("<html><script>alert(document.cookie)</script></html>")]);
    const { status, body } = await upload(polyglot, { name: "x.html", type: "text/html" });
    expect(status).toBe(200);
    expect(body.url).toMatch(/\.png$/);
    const stored = fs.readFileSync(path.join(env.config.uploadsDir, body.url!.replace("/uploads/", "")));
    expect(stored.includes(Buffer.from("<script"))).toBe(false);
  });

  it.each([
    ["SVG named .png", Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>`)],
    ["HTML named .png", Buffer.from("<!doctype html><script>alert(1)</script>")],
    ["GIF", Buffer.from("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;")],
    ["PNG signature on garbage", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("<script>alert(1)</script>")])],
  ])("refuses %s with a clear message and stores nothing", async (_label, bytes) => {
    const before = filesOnDisk().length;
    const { status, body } = await upload(bytes);
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/PNG, JPEG or WebP|could not be read/);
    expect(filesOnDisk().length).toBe(before);
  });

  it("refuses a JPEG body behind a PNG signature", async () => {
    const jpg = await jpeg();
    const lying = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpg]);
    await expect(saveImageUpload(lying, env.config.uploadsDir, "tests")).rejects.toBeInstanceOf(ImageRejectedError);
  });

  it("refuses an image of more than 40 megapixels", async () => {
    const huge = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    await expect(saveImageUpload(huge, env.config.uploadsDir, "tests")).rejects.toThrow(/megapixels/);
  });

  it("refuses 6 MB while streaming, with nothing left on disk", async () => {
    const before = filesOnDisk().length;
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const { status, body } = await upload(big);
    expect(status).toBe(413);
    expect(body.error?.message).toMatch(/File too large/);
    expect(filesOnDisk().length).toBe(before);
  });

  it("refuses 6 MB sent without Content-Length (chunked): the limit holds while the body streams", async () => {
    const before = filesOnDisk().length;
    const boundary = "----crhboundary";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    const payload = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const parts = [head, ...Array.from({ length: Math.ceil(payload.length / 65536) }, (_, i) => payload.subarray(i * 65536, (i + 1) * 65536)), tail];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    });
    const res = await fetch(`${base}/api/uploads/image`, {
      method: "POST",
      headers: { cookie: `${SESSION_COOKIE}=${tokens.staff}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.headers.get("content-length")).not.toBeNull();
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/File too large/);
    expect(filesOnDisk().length).toBe(before);
  });

  it("draws the limit at exactly 5 MB: one byte more is refused, the limit itself is read", async () => {
    const { Readable } = await import("node:stream");
    // The spec's limit, written out: a change of the server's constant must show here.
    const FIVE_MB = 5 * 1024 * 1024;
    const atLimit = Buffer.concat([await png(), Buffer.alloc(FIVE_MB - (await png()).length)]);
    // A PNG padded to the limit: read in full (no "too large"), then decoded (sharp ignores bytes after IEND).
    await expect(saveImageUpload(Readable.from([atLimit]), env.config.uploadsDir, "tests")).resolves.toMatchObject({ url: expect.stringMatching(/\.png$/) });
    const overLimit = Buffer.concat([atLimit, Buffer.from([0])]);
    await expect(saveImageUpload(Readable.from([overLimit]), env.config.uploadsDir, "tests")).rejects.toThrow(/File too large/);
  });

  it("reads a stream input with the same limit", async () => {
    const { Readable } = await import("node:stream");
    const ok = await saveImageUpload(Readable.from([await webp()]), env.config.uploadsDir, "tests");
    expect(ok.url).toMatch(/\.webp$/);
    const big = Readable.from([Buffer.alloc(3 * 1024 * 1024), Buffer.alloc(3 * 1024 * 1024)]);
    await expect(saveImageUpload(big, env.config.uploadsDir, "tests")).rejects.toThrow(/File too large/);
  });
});

describe("POST /api/uploads/image is for staff only", () => {
  it("refuses anonymous callers and users without a staff role", async () => {
    expect((await upload(await png(), { token: "" })).status).toBe(401);
    const plain = await upload(await png(), { token: tokens.plain });
    expect(plain.status).toBe(403);
    expect(plain.body.error?.message).toBeTruthy();
  });

  it("lets an organization user upload", async () => {
    expect((await upload(await png(), { token: tokens.organization })).status).toBe(200);
  });

  it("refuses a cross-site request even with a staff cookie", async () => {
    const before = filesOnDisk().length;
    const res = await upload(await png(), { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
    expect(filesOnDisk().length).toBe(before);
  });
});

describe("POST /api/media/submit", () => {
  const pending = () => env.db.selectFrom("media_submissions").selectAll().where("status", "=", "pending").execute();

  it("saves an anonymous story as pending, as plain data", async () => {
    const { status, body } = await submit(storyFields);
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, urgent: false });
    const rows = await pending();
    const row = rows.find((r) => r.title === "My Kite")!;
    expect(row).toMatchObject({ type: "story", status: "pending", submitted_by: null, author_age: 11, age_group: "11-14", thumbnail: null });
    expect(row.content).toBe("Once upon a time <b>a kite</b> flew.");
  });

  it("records a signed-in submitter and stores a re-encoded image", async () => {
    const { status } = await submit({ ...storyFields, title: "Painted Elephant", type: "artwork" }, await png(), {
      cookie: `${SESSION_COOKIE}=${tokens.plain}`,
    });
    expect(status).toBe(200);
    const row = await env.db.selectFrom("media_submissions").selectAll().where("title", "=", "Painted Elephant").executeTakeFirstOrThrow();
    const submitter = await env.db.selectFrom("users").select("id").where("email", "=", "kid@example.org").executeTakeFirstOrThrow();
    expect(row.submitted_by).toBe(submitter.id);
    expect(row.thumbnail).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.png$/);
    expect(fs.existsSync(path.join(env.config.uploadsDir, row.thumbnail!.replace("/uploads/", "")))).toBe(true);
  });

  it.each([
    ["a missing title", { title: "" }, /title/i],
    ["an unknown type", { type: "html" }, /story, artwork, photo or video/],
    ["an age outside 4-18", { author_age: "40" }, /Age must be/],
    ["an unknown age group", { age_group: "19-25" }, /age group/],
    ["a story without text", { content: "" }, /write your story/],
    ["artwork without an image", { type: "artwork" }, /image/],
    ["a video with an http link", { type: "video", media_url: "http://example.org/v.mp4" }, /https/],
    ["a video link with javascript:", { type: "video", media_url: "javascript:alert(1)" }, /https/],
  ])("refuses %s and writes nothing", async (_label, change, message) => {
    const before = (await pending()).length;
    const files = filesOnDisk().length;
    const { status, body } = await submit({ ...storyFields, ...change }, (change as Record<string, string>).type === "artwork" ? undefined : await png());
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(message);
    expect((await pending()).length).toBe(before);
    expect(filesOnDisk().length).toBe(files);
  });

  it("refuses an SVG image and writes no row", async () => {
    const before = (await pending()).length;
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`);
    const { status } = await submit({ ...storyFields, type: "photo" }, svg);
    expect(status).toBe(400);
    expect((await pending()).length).toBe(before);
  });

  it("accepts a video as an https link", async () => {
    const { status } = await submit({ ...storyFields, title: "Kite Video", type: "video", content: "", media_url: "https://example.org/kite" });
    expect(status).toBe(200);
    const row = await env.db.selectFrom("media_submissions").selectAll().where("title", "=", "Kite Video").executeTakeFirstOrThrow();
    expect(row.media_url).toBe("https://example.org/kite");
  });

  it("rate-limits submissions per address", async () => {
    const statuses: number[] = [];
    // A visitor named by the reverse proxy (trusted from loopback); loopback itself is not limited.
    const visitor = { "x-forwarded-for": "203.0.113.7" };
    const max = LIMITS.submissionPerAddress.max;
    for (let i = 0; i <= max; i++) statuses.push((await submit({ ...storyFields, title: `Burst ${i}` }, undefined, visitor)).status);
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
  });

  it("refuses a cross-site submission", async () => {
    const { status } = await submit(storyFields, undefined, { origin: "https://evil.example" });
    expect(status).toBe(403);
  });
});
