/**
 * Reads answered once and kept whole: GET /trpc/<query>[,<query>...]. A signed-out visitor's public reads
 * are kept for every visitor in the public cache; a signed-in caller's reads (their session, their
 * course progress with the shared course list) are kept for that session only, in the session memo
 * (server/services/session-memo.ts). kept-answers.ts sends a kept answer to the next request before
 * Express's routing.
 *
 * Measured (issue #10): with the answers already cached in memory, tRPC's HTTP adapter still spent
 * several milliseconds of CPU per request turning Node's request into a Fetch Request and back (web
 * streams, AbortSignals), so a cached home page answered ~190 requests/s. This middleware makes the
 * finished JSON text instead, kept under the request's language and address, and made again after ANY
 * write to a public table (the stamp covers every versioned table, the simple safe choice; the
 * per-procedure answers below it are invalidated per table) or, for a session's, to the account's own
 * rows (migration 0020).
 *
 * The procedures still run through tRPC (a server-side caller: zod input, middlewares, the resolver),
 * and the JSON written is tRPC's own wire format, so the browser cannot tell the difference. Any other
 * procedure, or any call that fails, goes on to tRPC unchanged.
 *
 * It runs before tRPC's own handler (server/http/trpc.ts), in front of compression and the request's
 * language, and does their work once per answer instead of once per request: the answer is kept with its
 * ETag and its brotli and gzip copies, made the first time a visitor asks for them, and the language is
 * read from the request's headers (the app's X-Locale, the cookie, Accept-Language) as for any request.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { DB } from "../../db/open";
import type { Config } from "../config";
import type { Caller } from "../auth/caller";
import { createContext } from "../context";
import { appRouter } from "../routers";
import { createCallerFactory } from "../trpc";
import { publicCacheFor, VERSIONED_TABLES } from "../services/public-cache";
import { sessionMemoFor } from "../services/session-memo";
import { preferredLocale, runWithLocale } from "./locale";
import type { Locale } from "../../admin-modules/domain/i18n";
import { hasSessionCookie, KEPT_API_ANSWER, SESSION_API_ANSWER } from "./kept-answers";
import { type PreparedAnswer, prepareAnswer, preparedSize, sendPrepared } from "./prepared-answer";
import { requestCaller } from "./request-caller";

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

/**
 * Queries whose answer to a signed-in caller reads only public tables (versioned by migration 0009) and
 * the caller's own rows in the tables migration 0020 versions (account, profile, roles, consent,
 * enrolments, lesson ticks), so that it may be kept for the session under the caller's stamp. A page
 * drawn for a session is kept only when every query it asked is one of these (http/pages.ts).
 * Not public.media.detail: it reads the caller's like (media_likes), which no version covers.
 */
export const CALLER_KEPT_QUERIES: ReadonlySet<string> = new Set([
  "auth.session",
  // The child's classes and "From your teacher" (issue 31): the caller's class_members rows and their classes'
  // assignments, both versioned for every member by migration 0027's triggers.
  "classes.mine",
  ...[...FAST_PUBLIC_QUERIES].filter((query) => query !== "public.media.detail"),
]);

const createCaller = createCallerFactory(appRouter);
const MAX_CALLS = 20;

type Call = (input: unknown) => Promise<unknown>;

function procedureOf(caller: unknown, path: string): Call {
  return path.split(".").reduce((node, key) => (node as Record<string, unknown>)[key], caller) as Call;
}

/** A parameter of the query given once (as Express's query parser read it: a repeated one was a list, not a string). */
function single(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  return values.length === 1 ? values[0] : undefined;
}

/** Inputs by call, as tRPC reads a GET: `input` is the value, or {"0": ..., "1": ...} with batch=1. */
function inputsOf(query: URLSearchParams, count: number, batch: boolean): unknown[] | null {
  const raw = single(query, "input");
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

/** No cookie is ever written by a kept answer: a renewed session (whose cookie must be sent again) goes to tRPC. */
const NO_COOKIES = { get: () => undefined, set: () => undefined, clear: () => undefined };

/** The calls answered through tRPC's server-side caller, as tRPC's wire format (a batch as an array). */
async function answerCalls(
  call: { db: DB; config: Config; ip: string; locale: Locale; caller: Caller | null },
  paths: string[],
  inputs: unknown[],
  batch: boolean,
): Promise<PreparedAnswer> {
  return runWithLocale(call.locale, async () => {
    const ctx = await createContext({
      db: call.db,
      config: call.config,
      ip: call.ip,
      cookies: NO_COOKIES,
      caller: Promise.resolve(call.caller),
    });
    const caller = createCaller(ctx);
    const results = await Promise.all(paths.map((path, i) => procedureOf(caller, path)(inputs[i])));
    const answers = results.map((data) => JSON.stringify({ result: { data } }));
    return prepareAnswer(batch ? `[${answers.join(",")}]` : answers[0]!);
  });
}

/**
 * Answers a GET of /trpc from the kept answers, or makes and keeps it: true when it answered, false when
 * the request goes on to tRPC. `path` is the address's path after /trpc (as "/public.home"), `search` its
 * query without the "?"; `ip` is the caller's address (server/http/client-address.ts).
 */
export function publicAnswers(options: { db: DB; config: Config; ip: (req: IncomingMessage) => string }) {
  const { db, config } = options;
  const cache = publicCacheFor(db);
  const memo = sessionMemoFor(db);
  return async (req: IncomingMessage, res: ServerResponse, path: string, search: string): Promise<boolean> => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const signedIn = hasSessionCookie(req);
    let paths: string[];
    try {
      paths = decodeURIComponent(path.slice(1)).split(",");
    } catch {
      return false; // Not an address of ours (a malformed escape): tRPC answers it.
    }
    const keptQueries = signedIn ? CALLER_KEPT_QUERIES : FAST_PUBLIC_QUERIES;
    if (paths.length > MAX_CALLS || !paths.every((p) => keptQueries.has(p))) return false;
    const query = new URLSearchParams(search);
    const batch = single(query, "batch") === "1";
    if (!batch && paths.length > 1) return false;
    const inputs = inputsOf(query, paths.length, batch);
    if (!inputs) return false;

    const locale = preferredLocale(req);
    const key = KEPT_API_ANSWER.key(locale, req.url ?? "/", false);
    let answer: PreparedAnswer;
    let kind = KEPT_API_ANSWER;
    try {
      if (!signedIn) {
        answer = await cache.get(
          key,
          VERSIONED_TABLES,
          () => answerCalls({ db, config, ip: options.ip(req), locale, caller: null }, paths, inputs, batch),
          preparedSize,
        );
      } else {
        const caller = await requestCaller(db, req);
        // No live session: tRPC answers as signed out and drops the cookie. A renewed one: tRPC sends its cookie again.
        if (!caller || caller.renewed) return false;
        kind = SESSION_API_ANSWER;
        const kept = memo.get<PreparedAnswer>(caller, key);
        if (kept) answer = kept;
        else {
          answer = await answerCalls({ db, config, ip: options.ip(req), locale, caller }, paths, inputs, batch);
          memo.set(caller, key, answer, preparedSize(answer));
        }
      }
    } catch {
      // Not found, bad input, anything: tRPC answers it, with its own error shape and status.
      return false;
    }
    sendPrepared(req, res, answer, kind);
    return true;
  };
}
