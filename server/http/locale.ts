/**
 * The language of a request, kept for the whole request in Paraglide's AsyncLocalStorage so that every
 * message function called while answering it (tRPC procedures, zod messages, e-mails, the server-drawn
 * pages) speaks that language.
 *
 * Order: the address (/si/..., /ta/...; English at the root), then the header the app's own tRPC calls
 * carry (the page's language), then the cookie the language switch sets, then Accept-Language, then
 * English. The address prefix is removed before routing, so /ta/events and /events reach the same page.
 *
 * Why not Paraglide's ready-made `paraglideMiddleware`: its "url" strategy reads a root address as English
 * on purpose, so a cookie or Accept-Language could never choose Sinhala or Tamil for "/". We keep its
 * runtime (locales, Accept-Language matching, the AsyncLocalStorage the message functions read) and apply
 * our order here.
 */
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { parseCookie } from "cookie";
import { LRUCache } from "lru-cache";
import accepts from "accepts";
import { baseLocale, cookieName, isLocale, type Locale, locales } from "../../admin-modules/domain/paraglide/runtime.js";
import { localeStorage, runWithLocale, storage } from "../request-locale";

/** The header the browser app sets on its tRPC calls: the language of the page that makes them. */
export const LOCALE_HEADER = "x-locale";
export const LOCALE_COOKIE: string = cookieName;

/** The store itself lives in server/request-locale.ts, where services that write e-mails read it too. */
export { localeStorage, runWithLocale };

/** "/ta/events?x=1" -> { locale: "ta", rest: "/events?x=1" }; a root address has no locale. */
export function splitAddressLocale(url: string): { locale: Locale | null; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|\?|$)/.exec(url);
  if (!match || !isLocale(match[1]) || match[1] === baseLocale) return { locale: null, rest: url };
  const rest = url.slice(match[0].length);
  return { locale: match[1], rest: rest.startsWith("/") ? rest : `/${rest}` };
}

/**
 * The language an Accept-Language header asks for (English when none of ours): the highest-weighted of ours,
 * a regional tag counting for its language ("ta-LK" asks for Tamil), as the `accepts` package (negotiator)
 * reads it. Browsers send a few distinct headers, so the 256 most recent ones' choices are remembered.
 * Paraglide's own reader (extractLocaleFromHeader) takes a Fetch Request, and the first one built loads Node's
 * bundled undici: about 40 ms of a started server's first answer (issue 34).
 */
const acceptLanguageChoices = new LRUCache<string, Locale>({
  max: 256,
  memoMethod: (acceptLanguage) => {
    const chosen = accepts({ headers: { "accept-language": acceptLanguage } } as IncomingMessage).language([...locales]);
    return typeof chosen === "string" && isLocale(chosen) ? chosen : baseLocale;
  },
});

/** The language chosen without the address: the page's header, the cookie, Accept-Language, English. */
export function preferredLocale(req: Pick<Request, "headers">): Locale {
  const header = req.headers[LOCALE_HEADER];
  if (typeof header === "string" && isLocale(header)) return header;
  const cookie = req.headers.cookie ? parseCookie(req.headers.cookie)[LOCALE_COOKIE] : undefined;
  if (cookie && isLocale(cookie)) return cookie;
  const accept = req.headers["accept-language"];
  return accept ? acceptLanguageChoices.memo(accept) : baseLocale;
}

/**
 * Runs `answer` in the request's language, with the site's address as the request reached it (`protocol`
 * as Express's req.protocol reads it; Paraglide's localized links start with it). The address is made the
 * first time something asks for it: most answers never do.
 */
export function runInRequestLocale(req: Pick<IncomingMessage, "headers">, protocol: () => string, locale: Locale, answer: () => void): void {
  let origin: string | undefined;
  const store = {
    locale,
    get origin() {
      origin ??= `${protocol()}://${req.headers.host ?? "localhost"}`;
      return origin;
    },
    messageCalls: new Set<string>(),
  };
  storage.run(store, answer);
}

/** Express middleware: strips the address prefix, decides the language and runs the rest inside it. */
export function localeMiddleware(req: Request, res: Response, next: NextFunction): void {
  const { locale: addressLocale, rest } = splitAddressLocale(req.url);
  if (addressLocale) req.url = rest;
  const locale = addressLocale ?? preferredLocale(req);
  res.locals.locale = locale;
  res.locals.addressLocale = addressLocale;
  runInRequestLocale(req, () => req.protocol, locale, next);
}

/** Where a page at the root should go when the visitor's language is not English: the same page, prefixed. */
export function localizedRedirect(req: Request, res: Response): string | null {
  const locale = res.locals.locale as Locale;
  if (res.locals.addressLocale || locale === baseLocale) return null;
  return `/${locale}${req.originalUrl.startsWith("/?") ? req.originalUrl.slice(1) : req.originalUrl === "/" ? "/" : req.originalUrl}`;
}
