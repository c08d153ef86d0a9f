/**
 * Issue 34: a kept answer drops its uncompressed body once its brotli copy is made, and still answers every
 * client the same text: brotli, gzip (made from the brotli copy) and none, with its ETag and 304.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareAnswer, preparedSize, sendPrepared } from "../../server/http/prepared-answer";

const text = `<!doctype html><p>${"ශ්‍රී ලංකා ළමා அயிதிகள் and a page of text. ".repeat(400)}</p>`;
const answer = prepareAnswer(text);
const kind = { contentType: "text/html; charset=utf-8", vary: "Cookie" };
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => sendPrepared(req, res, answer, kind));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw answer (fetch would decode it), by node:http. */
const ask = (headers: Record<string, string>) =>
  new Promise<{ status: number; encoding?: string; etag?: string; body: Buffer }>((resolve, reject) => {
    http
      .get(base, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, encoding: res.headers["content-encoding"], etag: res.headers.etag, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });

describe("a prepared answer", () => {
  it("keeps only its brotli copy once made, and answers brotli, gzip and plain clients with the same text", async () => {
    const size = preparedSize(answer);
    const br = await ask({ "accept-encoding": "gzip, deflate, br" });
    expect(br.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(text);
    expect(answer.body).toBeNull();
    expect(preparedSize(answer)).toBe(size);

    const gzip = await ask({ "accept-encoding": "gzip" });
    expect(gzip.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(text);

    const plain = await ask({});
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(text);

    expect(new Set([br.etag, gzip.etag, plain.etag]).size).toBe(1);
    expect((await ask({ "accept-encoding": "br", "if-none-match": br.etag! })).status).toBe(304);
  });
});
