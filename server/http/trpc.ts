/**
 * The tRPC API at /trpc, served from Node's own request and response by tRPC's resolveResponse
 * (http/trpc-node-bridge.ts), with no Express in front of it. server/app.ts sends every /trpc request here
 * (after the answers kept whole, http/kept-answers.ts) and everything else to Express.
 *
 * Why without Express (issue 30: a class of 40 children answering exercises at once): a CPU profile of
 * that benchmark showed Express's router (its layer matching, prototype swaps and `next` chain), its
 * general middlewares and their garbage as a large share of every answer, for nothing tRPC needs. What
 * Express did for /trpc is done here, in the same order, by the same code where there is some:
 *   1. a signed-out visitor's (or a session's) public reads, kept whole (http/public-answers.ts);
 *   2. compression of a read's answer over 1 KB (the same `compression` middleware, now told the answer's
 *      length: wholeBody below); a write's answer (a verdict, a saved row: a few hundred bytes) is never
 *      compressed;
 *   3. the request's language and the site's address for e-mails (http/locale.ts), also from an address
 *      prefix (/si/trpc/...), as the language middleware read it;
 *   4. the cross-site refusal of a write (same-origin.ts), 403 with the message in that language;
 *   5. tRPC itself: the caller's address as Express's req.ip read it under TRUST_PROXY
 *      (http/client-address.ts), cookies written as Express wrote them (http/cookie-jar.ts),
 *      Cache-Control and Retry-After from responseMeta.
 * The log line and the security headers are set before, for every request (server/app.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import type { DB } from "../../db/open";
import type { Config } from "../config";
import { createContext } from "../context";
import { appRouter } from "../routers";
import { type Locale, m } from "../../admin-modules/domain/i18n";
import { isSameOriginRequest } from "../same-origin";
import { retryAfterOf } from "../auth/rate-limit";
import { log } from "../logger";
import type { ClientAddress } from "./client-address";
import { cookieJar } from "./cookie-jar";
import { preferredLocale, runInRequestLocale, splitAddressLocale } from "./locale";
import { PERSONAL_CACHE_CONTROL } from "./personal-cache-control";
import { publicAnswers } from "./public-answers";
import { requestCaller } from "./request-caller";
import { answerWithTrpc, type BridgeOptions } from "./trpc-node-bridge";

export const JSON_BODY_LIMIT = 1024 * 1024;
export const MAX_BATCH_SIZE = 20;

/** /trpc, /trpc/..., /trpc?...: the addresses Express's app.use("/trpc") matched (it ignores case). */
const TRPC_ADDRESS = /^\/trpc(?=\/|\?|$)/i;

const isWrite = (req: IncomingMessage) => req.method !== "GET" && req.method !== "HEAD";

/**
 * tRPC writes its answer in pieces, without a length, so compression's 1 KB threshold never applied to it:
 * a read of a few hundred bytes started a compressor all the same. Its pieces are held here and given to
 * the response (the compression middleware's, installed before) in one piece at the end, whose length
 * decides. Only reads come here: tRPC's answer to a query is one JSON text, never a stream.
 */
function wholeBody(res: ServerResponse): void {
  const pieces: Buffer[] = [];
  const end = res.end.bind(res) as (body: Buffer) => ServerResponse;
  const hold = (piece: unknown) => {
    if (piece !== undefined && piece !== null) pieces.push(typeof piece === "string" ? Buffer.from(piece) : Buffer.from(piece as Uint8Array));
  };
  res.write = ((piece: unknown) => {
    hold(piece);
    return true;
  }) as ServerResponse["write"];
  res.end = ((piece?: unknown) => {
    if (typeof piece !== "function") hold(piece);
    return end(Buffer.concat(pieces));
  }) as ServerResponse["end"];
}

/** Every answer's headers: never kept by a browser or proxy; after a refusal by a limit, when to come back. */
function answerHeaders(errors: Parameters<typeof retryAfterOf>[0]): Record<string, string> {
  const retryAfter = retryAfterOf(errors);
  return { "Cache-Control": PERSONAL_CACHE_CONTROL, ...(retryAfter === null ? {} : { "Retry-After": String(retryAfter) }) };
}

/**
 * The handler: takes the request and answers it when its address is the API's (true), or leaves it
 * untouched for the caller to route elsewhere (false).
 */
export function trpcHandler(options: { db: DB; config: Config; address: ClientAddress }): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { db, config, address } = options;
  const answerKept = publicAnswers({ db, config, ip: address.ip });
  // A read's answer over about 1 KB is compressed on the fly (a kept answer above has its own copies).
  const compress = compression({ threshold: 1024 }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const handlerOptions = (req: IncomingMessage, res: ServerResponse): BridgeOptions => ({
    router: appRouter,
    maxBodySize: JSON_BODY_LIMIT,
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: () => createContext({ db, config, ip: address.ip(req), cookies: cookieJar(req, res), caller: requestCaller(db, req) }),
    // No answer that reaches here is kept by a browser or a proxy: they are a signed-in person's (the
    // session, "Download my data", their progress), a parent's link's, or a write's; a signed-out
    // visitor's public reads were answered before (publicAnswers), with their own caching.
    // A call refused by a limit says when to come back, in words (its message) and in Retry-After.
    responseMeta: ({ errors }: { errors: Parameters<typeof retryAfterOf>[0] }) => ({ headers: answerHeaders(errors) }),
    writtenHeaders: answerHeaders([]),
    onError: ({ error, path: procedure }: { error: { code: string; cause?: unknown }; path?: string }) => {
      if (error.code === "INTERNAL_SERVER_ERROR") log.error({ procedure: procedure ?? "?", err: error.cause ?? error }, "tRPC procedure failed");
    },
  });

  /** Steps 3 to 5 above, for the address without its language prefix (`apiAddress`: "/trpc/..."). */
  const answer = (req: IncomingMessage, res: ServerResponse, apiAddress: string, pathname: string, addressLocale: Locale | null) => {
    // As the language middleware did: the prefix is taken off the address the API reads.
    if (addressLocale) req.url = apiAddress;
    // The protocol only when asked (a cross-site check that compares an Origin, a localized link).
    const protocol = () => address.protocol(req);
    runInRequestLocale(req, protocol, addressLocale ?? preferredLocale(req), () => {
      if (isWrite(req) && !isSameOriginRequest(req, config, protocol)) {
        const body = JSON.stringify({ error: { message: m["error.crossSite"](), code: "FORBIDDEN" } });
        res.writeHead(403, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
        res.end(body);
        return;
      }
      // The procedure(s), as tRPC's Express adapter names them: the last segment of the path ("a,b" for a batch).
      answerWithTrpc(req, res, pathname.slice(pathname.lastIndexOf("/") + 1), handlerOptions(req, res)).catch((error: unknown) => {
        // The request broke off while its body was read, or the answer could not be written: nothing more to send.
        log.warn({ err: error }, "tRPC request not answered");
        if (!res.headersSent) res.writeHead(500).end();
        else res.end();
      });
    });
  };

  const serve = async (req: IncomingMessage, res: ServerResponse, apiAddress: string, addressLocale: Locale | null) => {
    const query = apiAddress.indexOf("?");
    // The path after /trpc, as Express gave it to the routes mounted there ("/" for /trpc itself).
    const pathname = (query === -1 ? apiAddress : apiAddress.slice(0, query)).slice("/trpc".length) || "/";
    // Express met the kept answers' route (mounted at /trpc) before taking a language prefix off the address.
    if (!addressLocale) {
      try {
        if (await answerKept(req, res, pathname, query === -1 ? "" : apiAddress.slice(query + 1))) return;
      } catch {
        // Anything unexpected: tRPC answers, as it would any call that was not kept.
      }
    }
    if (isWrite(req)) answer(req, res, apiAddress, pathname, addressLocale);
    else
      compress(req, res, () => {
        wholeBody(res);
        answer(req, res, apiAddress, pathname, addressLocale);
      });
  };

  return (req, res) => {
    const { locale, rest } = splitAddressLocale(req.url ?? "/");
    if (!TRPC_ADDRESS.test(rest)) return false;
    void serve(req, res, rest, locale);
    return true;
  };
}
