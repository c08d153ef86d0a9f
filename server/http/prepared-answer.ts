/**
 * A finished answer that many visitors are sent alike (a public API answer, a signed-out visitor's page),
 * kept in the public cache with its ETag and its brotli and gzip copies, each made once, the first time a
 * visitor asks for it. Sending one then costs no hashing and no compression per request: measured for
 * the API answers and the HTML of / (issue #10), that work was most of the time per request.
 *
 * Such answers bypass the general compression middleware (server/app.ts), which leaves a response that
 * already has a Content-Encoding alone.
 */
import zlib from "node:zlib";
import type { Request, Response } from "express";
import etag from "etag";
import fresh from "fresh";

/** As the compression middleware's threshold: smaller answers go out as they are. */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = "br" | "gzip";
const ENCODERS: Record<Encoding, (body: Buffer) => Buffer> = {
  // Quality 5: close to the best size for JSON and HTML at a small fraction of quality 11's time.
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => zlib.gzipSync(body),
};

export interface PreparedAnswer {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export function prepareAnswer(text: string): PreparedAnswer {
  const body = Buffer.from(text);
  return { body, etag: etag(body, { weak: true }), encoded: {} };
}

/** Room in the cache for the body and its two compressed copies, which are each smaller than the body. */
export const preparedSize = (answer: PreparedAnswer) => answer.body.length * 2;

/**
 * Sends the answer: 304 when the browser's copy is current, else the body in the best encoding the
 * browser takes. `vary` names the request headers the answer was chosen by, besides Accept-Encoding.
 */
export function sendPrepared(req: Request, res: Response, answer: PreparedAnswer, contentType: string, vary: string): void {
  res.setHeader("Content-Type", contentType);
  res.setHeader("Vary", `Accept-Encoding, ${vary}`);
  res.setHeader("ETag", answer.etag);
  if (fresh(req.headers, { etag: answer.etag })) {
    res.status(304).end();
    return;
  }
  // Brotli whenever the browser takes it (browsers list gzip first, with the same weight).
  const accepted = answer.body.length < COMPRESS_FROM_BYTES ? false : req.acceptsEncodings("br") === "br" ? "br" : req.acceptsEncodings("gzip");
  let body = answer.body;
  if (accepted === "br" || accepted === "gzip") {
    answer.encoded[accepted] ??= ENCODERS[accepted](answer.body);
    body = answer.encoded[accepted];
    res.setHeader("Content-Encoding", accepted);
  }
  res.setHeader("Content-Length", body.length);
  res.status(200).end(req.method === "HEAD" ? undefined : body);
}
