/**
 * Answers kept whole: public API answers and pages drawn for signed-out visitors, kept for every visitor
 * in the public cache (server/services/public-cache.ts) under a key of their kind, language, Sri Lanka
 * date and address, and served only while no public table changed since they were made; and the same
 * kinds of answers made for one signed-in session, kept for that session only in the session memo
 * (server/services/session-memo.ts), served only while the caller's stamp is unchanged.
 * public-answers.ts and pages.ts make and keep them.
 *
 * `keptAnswerSender` sends a kept answer before Express's routing and the general middlewares
 * (compression, language, the API and file routes): a campaign's thousands of visitors to the same few
 * addresses then cost a key, one small read of the table versions and a write each; a signed-in child's
 * reload costs the request's one session statement instead of a render. Anything not kept (or stale, or
 * a root address that must first be redirected to the visitor's language) goes on to the route that
 * makes and keeps it, so the answer is always the one that route would give.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { parseCookie } from "cookie";
import type { DB } from "../../db/open";
import { baseLocale, type Locale } from "../../admin-modules/domain/i18n";
import { sriLankaDate } from "../../admin-modules/domain/time";
import { SESSION_COOKIE } from "../auth/session";
import { publicCacheFor, VERSIONED_TABLES } from "../services/public-cache";
import { preferredLocale, splitAddressLocale } from "./locale";
import { type AnswerKind, type PreparedAnswer, sendPrepared } from "./prepared-answer";
import { DATA_SAVER_VARY, isDataSaver } from "./data-saver";
import { PERSONAL_CACHE_CONTROL } from "./personal-cache-control";
import { sessionMemoFor } from "../services/session-memo";
import { requestCaller } from "./request-caller";

interface KeptKind extends AnswerKind {
  /** The cache key of the answer to `url` (the whole address, as the browser sent it) in `locale`, with or without data saver. */
  key: (locale: Locale, url: string, saver: boolean) => string;
}

/** A public API answer: its language comes from the app's X-Locale header, the cookie or Accept-Language. */
export const KEPT_API_ANSWER: KeptKind = {
  contentType: "application/json; charset=utf-8",
  vary: "X-Locale, Cookie, Accept-Language",
  key: (locale, url) => ["http", locale, sriLankaDate(), url].join("\u0000"),
};

/**
 * A page drawn for signed-out visitors. Upcoming events depend on the date in Colombo, hence the day in the
 * key; data saver draws another page (http/data-saver.ts).
 */
export const KEPT_PAGE: KeptKind = {
  contentType: "text/html; charset=utf-8",
  vary: `Cookie, Accept-Language, ${DATA_SAVER_VARY}`,
  cacheControl: "no-cache",
  key: (locale, url, saver) => ["page", locale, sriLankaDate(), url, saver ? "saver" : ""].join("\u0000"),
};

/** The same kinds made for one signed-in session: never stored by a browser or anyone else (issue #26). */
export const SESSION_API_ANSWER: KeptKind = { ...KEPT_API_ANSWER, cacheControl: PERSONAL_CACHE_CONTROL };
export const SESSION_PAGE: KeptKind = { ...KEPT_PAGE, cacheControl: PERSONAL_CACHE_CONTROL };

/** A session cookie (even an expired one): the request is answered for that person, never from the shared answers. */
export function hasSessionCookie(req: Pick<IncomingMessage, "headers">): boolean {
  const header = req.headers.cookie;
  // Most visitors' cookies do not even name it: no parse for them.
  return header?.includes(SESSION_COOKIE) === true && parseCookie(header)[SESSION_COOKIE] !== undefined;
}

/** A one-time token in the address (a setup or reset link): that page is drawn for its request only. */
export const hasOneTimeToken = (url: string) => /[?&]token(=|&|$)/.test(url);

/**
 * Sends the kept answer to a request, if there is one, with `firstHeaders` (every answer's, set on nothing
 * yet): true when it did, false when the request must go on to Express, with nothing written. It takes
 * Node's own request and response: it runs before Express (server/app.ts).
 */
export function keptAnswerSender(db: DB): (req: IncomingMessage, res: ServerResponse, firstHeaders: readonly string[]) => Promise<boolean> {
  const cache = publicCacheFor(db);
  const memo = sessionMemoFor(db);
  return async (req, res, firstHeaders) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    let kind: KeptKind;
    let locale: Locale;
    if (url.startsWith("/trpc/")) {
      kind = KEPT_API_ANSWER;
      locale = preferredLocale(req);
    } else {
      if (hasOneTimeToken(url)) return false;
      const addressLocale = splitAddressLocale(url).locale;
      locale = addressLocale ?? preferredLocale(req);
      // A root address for a Sinhala or Tamil reader is redirected first, by the page route.
      if (!addressLocale && locale !== baseLocale) return false;
      kind = KEPT_PAGE;
    }
    const key = kind.key(locale, url, kind === KEPT_PAGE && isDataSaver(req));
    if (hasSessionCookie(req)) {
      // The request's one session statement; the routes behind Express use the same reading.
      const caller = await requestCaller(db, req);
      // No live session, or a renewed one whose cookie must be sent again: the route answers.
      if (!caller || caller.renewed) return false;
      const answer = memo.get<PreparedAnswer>(caller, key);
      if (!answer) return false;
      sendPrepared(req, res, answer, kind === KEPT_PAGE ? SESSION_PAGE : SESSION_API_ANSWER, firstHeaders);
      return true;
    }
    const answer = await cache.peek<PreparedAnswer>(key, VERSIONED_TABLES);
    if (!answer) return false;
    sendPrepared(req, res, answer, kind, firstHeaders);
    return true;
  };
}
