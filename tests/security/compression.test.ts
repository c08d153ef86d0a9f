/**
 * What a slow phone connection receives: hashed assets sent as the build's .br/.gz twins and cached for a
 * year; HTML and API answers compressed on the fly; HTML revalidated with an ETag (304 on a repeat).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { rawGet, rawPost, serve, type Served } from "./support";

let env: TestEnv;
let served: Served;
let clientDir: string;
// Repetitive enough to compress well, large enough to pass the 1 KB threshold.
const script = `export const messages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `message number ${i}`))};\n`;

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  // One page shell per language, as the build makes them.
  for (const locale of ["en", "si", "ta"]) {
    fs.writeFileSync(
      path.join(clientDir, `index.${locale}.html`),
      `<!doctype html><html lang="${locale}"><head><title>x</title></head><body><div id="server-rendered"></div><div id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`,
    );
  }
  const asset = path.join(clientDir, "assets", "app-Ab12Cd34.js");
  fs.writeFileSync(asset, script);
  // Distinct bodies per twin prove which file was sent, not merely that something was compressed.
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(`${script}// br\n`));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(`${script}// gz\n`));
  served = await serve(env, { clientDir });
});
afterAll(async () => {
  await served.close();
  await env.cleanup();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) => rawGet(served.base, pathname, headers);

describe("hashed assets", () => {
  it("sends the brotli twin to a browser that accepts br, cached for a year", async () => {
    const answer = await get("/assets/app-Ab12Cd34.js", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["content-type"]).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(`${script}// br\n`);
  });

  it("sends the gzip twin when only gzip is accepted", async () => {
    const answer = await get("/assets/app-Ab12Cd34.js", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(answer.body).toString()).toBe(`${script}// gz\n`);
  });

  it("sends the plain file when nothing is accepted", async () => {
    const answer = await get("/assets/app-Ab12Cd34.js", { "accept-encoding": "identity" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
  });

  it("answers 404 for a missing asset instead of the HTML page", async () => {
    expect((await get("/assets/missing-0000.js", { "accept-encoding": "br" })).status).toBe(404);
  });
});

describe("pages and API answers", () => {
  it("compresses the HTML of a page, not cached without revalidation, and answers 304 to its ETag", async () => {
    const first = await get("/events", { "accept-encoding": "gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(zlib.gunzipSync(first.body).toString()).toContain('<div id="root"></div>');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get("/events", { "accept-encoding": "gzip", "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("compresses a large tRPC answer", async () => {
    const answer = await get(`/trpc/public.home?input=${encodeURIComponent("{}")}`, { "accept-encoding": "br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(answer.body).toString())).toHaveProperty("result");
  });

  // Not a kept answer: auth.session is never kept for a signed-out visitor, so tRPC makes this batch itself
  // (served without Express: server/http/trpc.ts) and the compression middleware compresses it on the way.
  it("compresses a large tRPC answer that tRPC makes itself", async () => {
    const answer = await get(`/trpc/public.home,auth.session?batch=1&input=${encodeURIComponent("{}")}`, { "accept-encoding": "gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    const calls = JSON.parse(zlib.gunzipSync(answer.body).toString()) as { result: { data: unknown } }[];
    expect(calls).toHaveLength(2);
    expect(JSON.stringify(calls[0]!.result.data).length).toBeGreaterThan(1024);
    expect(calls[1]!.result.data).toMatchObject({ user: null });
    // A small one (under 1 KB) goes out as it is.
    const small = await get(`/trpc/auth.session`, { "accept-encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ result: { data: { user: null } } });
  });

  it("leaves a small answer uncompressed", async () => {
    const answer = await get("/healthz", { "accept-encoding": "gzip, br" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
  });

  // tRPC sends its answer without a length, so the 1 KB threshold alone would compress every one of them.
  it("leaves a tRPC write's answer uncompressed (a few hundred bytes, as an exercise's verdict)", async () => {
    const user = await env.userCaller();
    const course = await env.db.selectFrom("courses").select("id").where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
    const answer = await rawPost(served.base, "/trpc/public.learning.enroll", JSON.stringify({ courseId: course.id }), {
      "accept-encoding": "gzip, br",
      "content-type": "application/json",
      cookie: [...user.jar].map(([name, value]) => `${name}=${value}`).join("; "),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toHaveProperty("result");
    expect(await env.db.selectFrom("course_enrollments").select("course_id").where("user_id", "=", user.userId).execute()).toEqual([{ course_id: course.id }]);
  });
});
