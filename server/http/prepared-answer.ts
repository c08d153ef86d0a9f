/**
 * A finished answer that many visitors are sent alike (a public API answer, a signed-out visitor's page),
 * kept in the public cache with its ETag and its brotli and gzip copies, each made once, the first time a
 * visitor asks for it. Sending one then costs no hashing and no compression per request: measured for
 * the API answers and the HTML of / (issue #10), that work was most of the time per request.
 *
 * Such answers bypass the general compression middleware (server/app.ts), which leaves a response that
 * already has a Content-Encoding alone. They are sent with Node's own response methods, so the same
 * function serves Express's route handlers and the kept answers sent before Express's routing
 * (kept-answers.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import accepts from "accepts";
import { LRUCache } from "lru-cache";
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
  /** 200, or 404 for a kept not-found page. */
  status: number;
  /**
   * The answer uncompressed, until its brotli copy is made: then it is dropped, and read back from that copy
   * for the rare client that takes no brotli (issue 34: the server's memory; every browser takes brotli,
   * and a kept page's body was about five times its brotli copy, both held for as long as it was kept).
   */
  body: Buffer | null;
  /** The uncompressed body's length in bytes. */
  length: number;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** What kind of answer it is: its type, the request headers it was chosen by, and how long a browser keeps it. */
export interface AnswerKind {
  contentType: string;
  /** The request headers the answer was chosen by, besides Accept-Encoding. */
  vary: string;
  cacheControl?: string;
}

export function prepareAnswer(text: string, status = 200): PreparedAnswer {
  const body = Buffer.from(text);
  return { status, body, length: body.length, etag: etag(body, { weak: true }), encoded: {} };
}

/** Room in the cache for the body and its two compressed copies, which are each smaller than the body. */
export const preparedSize = (answer: PreparedAnswer) => answer.length * 2;

/** The uncompressed body: kept, or read back from the brotli copy it was dropped for. */
const bodyOf = (answer: PreparedAnswer): Buffer => answer.body ?? zlib.brotliDecompressSync(answer.encoded.br!);

/**
 * The encoding to send for an Accept-Encoding header: brotli whenever the browser takes it (browsers
 * list gzip first, with the same weight), else gzip if taken, else none. Browsers send a handful of
 * distinct headers, so the 64 most recent ones' choices are remembered.
 */
const encodingChoices = new LRUCache<string, Encoding | "identity">({
  max: 64,
  memoMethod: (header) => {
    const accepted = accepts({ headers: { "accept-encoding": header } } as IncomingMessage);
    return accepted.encoding("br") === "br" ? "br" : accepted.encoding("gzip") === "gzip" ? "gzip" : "identity";
  },
});

/**
 * Sends the answer: 304 when the browser's copy is current, else the body in the best encoding the browser
 * takes. Its headers go out in one writeHead, after `firstHeaders` (name, value, ...: the security headers
 * and the request's id, when the caller has not set them on the response already).
 */
export function sendPrepared(req: IncomingMessage, res: ServerResponse, answer: PreparedAnswer, kind: AnswerKind, firstHeaders: readonly string[] = []): void {
  const headers: (string | number)[] = [...firstHeaders, "Content-Type", kind.contentType, "Vary", `Accept-Encoding, ${kind.vary}`];
  if (kind.cacheControl) headers.push("Cache-Control", kind.cacheControl);
  headers.push("ETag", answer.etag);
  if (answer.status === 200 && fresh(req.headers, { etag: answer.etag })) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = answer.length < COMPRESS_FROM_BYTES ? "identity" : encodingChoices.memo(req.headers["accept-encoding"] ?? "");
  let body: Buffer;
  if (encoding === "identity") body = bodyOf(answer);
  else {
    answer.encoded[encoding] ??= ENCODERS[encoding](bodyOf(answer));
    body = answer.encoded[encoding];
    headers.push("Content-Encoding", encoding);
    if (encoding === "br") answer.body = null;
  }
  headers.push("Content-Length", body.length);
  res.writeHead(answer.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}
