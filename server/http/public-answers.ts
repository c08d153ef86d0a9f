/**
 * A signed-out visitor's public reads: GET /trpc/<public query>[,<public query>...], answered once and
 * kept whole (kept-answers.ts sends the kept answer to the next visitors before Express's routing).
 *
 * Measured (issue #10): with the answers already cached in memory, tRPC's HTTP adapter still spent
 * several milliseconds of CPU per request turning Node's request into a Fetch Request and back (web
 * streams, AbortSignals), so a cached home page answered ~190 requests/s. This middleware makes the
 * finished JSON text instead, kept in the public cache (server/services/public-cache.ts) under the
 * request's language and address, and made again after ANY write to a public table (the stamp covers
 * every versioned table, the simple safe choice; the per-procedure answers below it are invalidated per
 * table).
 *
 * The procedures still run through tRPC (a server-side caller: zod input, middlewares, the resolver),
 * and the JSON written is tRPC's own wire format, so the browser cannot tell the difference. A request
 * with a session cookie, any other procedure, or any call that fails goes on to tRPC unchanged.
 *
 * It sits in front of the general compression and language middlewares (server/app.ts) and does their
 * work once per answer instead of once per request: the answer is kept with its ETag and its brotli and
 * gzip copies, made the first time a visitor asks for them, and the language is read from the request's
 * headers (the app's X-Locale, the cookie, Accept-Language) as localeMiddleware would.
 */
import type { NextFunction, Request, Response } from "express";
import type { DB } from "../../db/open";
import type { Config } from "../config";
import { createContext } from "../context";
import { appRouter } from "../routers";
import { createCallerFactory } from "../trpc";
import { publicCacheFor, VERSIONED_TABLES } from "../services/public-cache";
import { preferredLocale, runWithLocale } from "./locale";
import { hasSessionCookie, KEPT_API_ANSWER } from "./kept-answers";
import { type PreparedAnswer, prepareAnswer, preparedSize, sendPrepared } from "./prepared-answer";

/** Public queries whose signed-out answer is the same for every visitor. */
export const FAST_PUBLIC_QUERIES = new Set([
  "public.home",
  "public.settings",
  "public.resources.list",
  "public.resources.get",
  "public.learning.list",
  "public.learning.detail",
  "public.media.list",
  "public.media.detail",
  "public.events.list",
  "public.events.detail",
  "public.emergency.list",
]);

const createCaller = createCallerFactory(appRouter);
const MAX_CALLS = 20;

type Call = (input: unknown) => Promise<unknown>;

function procedureOf(caller: unknown, path: string): Call {
  return path.split(".").reduce((node, key) => (node as Record<string, unknown>)[key], caller) as Call;
}

/** Inputs by call, as tRPC reads a GET: `input` is the value, or {"0": ..., "1": ...} with batch=1. */
function inputsOf(req: Request, count: number, batch: boolean): unknown[] | null {
  const raw = typeof req.query.input === "string" ? req.query.input : undefined;
  let parsed: unknown;
  try {
    parsed = raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    return null;
  }
  if (!batch) return [parsed];
  const byIndex = (parsed ?? {}) as Record<string, unknown>;
  return Array.from({ length: count }, (_, i) => byIndex[String(i)]);
}

export function publicAnswers(options: { db: DB; config: Config }) {
  const { db, config } = options;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (hasSessionCookie(req)) return next();
    const paths = decodeURIComponent(req.path.slice(1)).split(",");
    if (paths.length > MAX_CALLS || !paths.every((p) => FAST_PUBLIC_QUERIES.has(p))) return next();
    const batch = req.query.batch === "1";
    if (!batch && paths.length > 1) return next();
    const inputs = inputsOf(req, paths.length, batch);
    if (!inputs) return next();

    const locale = preferredLocale(req);
    let answer: PreparedAnswer;
    try {
      const key = KEPT_API_ANSWER.key(locale, req.originalUrl, false);
      answer = await publicCacheFor(db).get(
        key,
        VERSIONED_TABLES,
        () =>
          runWithLocale(locale, async () => {
            const ctx = await createContext({
              db,
              config,
              ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
              cookies: { get: () => undefined, set: () => undefined, clear: () => undefined },
            });
            const caller = createCaller(ctx);
            const results = await Promise.all(paths.map((path, i) => procedureOf(caller, path)(inputs[i])));
            const answers = results.map((data) => JSON.stringify({ result: { data } }));
            return prepareAnswer(batch ? `[${answers.join(",")}]` : answers[0]!);
          }),
        preparedSize,
      );
    } catch {
      // Not found, bad input, anything: tRPC answers it, with its own error shape and status.
      return next();
    }
    sendPrepared(req, res, answer, KEPT_API_ANSWER);
  };
}
