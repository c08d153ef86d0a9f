/**
 * Every GET that is not an API call or a file: a page of the React app, in the request's language.
 *
 * Public pages are drawn by the server (http/page-renderer.ts) and sent with their data. A page drawn for
 * a signed-out visitor is the same for everyone who asks for the same address in the same language on the
 * same day (with or without data saver), so it is kept in the public cache (services/public-cache.ts) and
 * drawn again only after a write to any public table; a not-found page is kept with its 404. A page drawn
 * for a request with a session cookie carries that person's answers (their account in the session answer,
 * their course progress): it is sent as no-store and kept for that session only (services/session-memo.ts),
 * when every query it asked is one whose reads the session's stamp covers (CALLER_KEPT_QUERIES), so a reload
 * is not drawn again until something it shows changed. A page drawn with a form's answer (what was typed) is
 * drawn for that request only, never kept. The back office (/admin) is always the bare shell, drawn in the browser.
 */
import type { Request, Response } from "express";
import type { DB } from "../../db/open";
import type { Locale } from "../../admin-modules/domain/i18n";
import type { PageAnswer } from "./page-answer";
import type { Config } from "../config";
import type { CookieJar } from "../context";
import type { Manifest } from "../page-chunks";
import { renderDrawnShell, renderShell } from "../render-shell";
import { publicCacheFor, VERSIONED_TABLES } from "../services/public-cache";
import { createPageRenderer } from "./page-renderer";
import { hasOneTimeToken, hasSessionCookie, KEPT_PAGE, SESSION_PAGE } from "./kept-answers";
import { PERSONAL_CACHE_CONTROL } from "./personal-cache-control";
import { sessionMemoFor } from "../services/session-memo";
import { CALLER_KEPT_QUERIES } from "./public-answers";
import { requestCaller } from "./request-caller";
import { type PreparedAnswer, prepareAnswer, preparedSize, sendPrepared } from "./prepared-answer";
import { isDataSaver } from "./data-saver";

export const isBackOfficePath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/** A request that may be sent a page kept for every signed-out visitor: no session, no one-time token. */
const isSignedOut = (req: Request) => !hasSessionCookie(req) && !hasOneTimeToken(req.originalUrl);

/** Thrown inside a cache load when the renderer could not draw the page, so nothing is kept. */
class NotDrawn extends Error {}

/** Thrown inside a cache load when the address is not the page's own way to write it: the visitor is sent there. */
class Elsewhere extends Error {
  constructor(readonly location: string) {
    super(location);
  }
}

/** What a page is sent with besides its address: a form's answer or a refusal, and the status that goes with it. */
export interface PageOptions {
  answer?: PageAnswer;
  status?: number;
}

export type PageResponder = (req: Request, res: Response, locale: Locale, options?: PageOptions) => Promise<void>;

export function createPageResponder(options: {
  db: DB;
  config: Config;
  templates: Record<Locale, string>;
  manifests: Record<Locale, Manifest | null>;
  cookieJar: (req: Request, res: Response) => CookieJar;
}): PageResponder {
  const { db, config, templates, manifests, cookieJar } = options;
  const renderPage = createPageRenderer({ db, config });
  const memo = sessionMemoFor(db);

  /** The page drawn by the server with its status and the queries it asked, or null when it cannot be (no renderer built, or it failed). */
  async function draw(
    req: Request,
    res: Response,
    locale: Locale,
    answer?: PageAnswer,
  ): Promise<{ html: string; status: number; queries: ReadonlySet<string> } | null> {
    if (!renderPage) return null;
    const saver = isDataSaver(req);
    const drawn = await renderPage({
      url: req.originalUrl,
      ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
      cookies: cookieJar(req, res),
      caller: requestCaller(db, req),
      answer,
      saver,
    });
    if (!drawn) return null;
    if (drawn.page.redirect) throw new Elsewhere(drawn.page.redirect);
    return {
      html: await renderDrawnShell(templates[locale], req.path, db, locale, manifests[locale], drawn.page, saver),
      status: drawn.page.status,
      queries: drawn.queries,
    };
  }

  /** A signed-out visitor's page, drawn once per language, day, address and data saver, and kept ready to send. */
  async function sharedPage(req: Request, res: Response, locale: Locale): Promise<PreparedAnswer | null> {
    const key = KEPT_PAGE.key(locale, req.originalUrl, isDataSaver(req));
    const load = async () => {
      const page = await draw(req, res, locale);
      if (page === null) throw new NotDrawn();
      return prepareAnswer(page.html, page.status);
    };
    try {
      return await publicCacheFor(db).get(key, VERSIONED_TABLES, load, preparedSize);
    } catch (error) {
      if (error instanceof NotDrawn) return null;
      throw error;
    }
  }

  /**
   * A page drawn for this request's session, kept for the session when everything it shows is covered
   * by the caller's stamp (read before drawing, so a write meanwhile makes it drawn again next time).
   */
  async function sessionPage(req: Request, res: Response, locale: Locale): Promise<PreparedAnswer | null> {
    const caller = await requestCaller(db, req);
    const drawn = await draw(req, res, locale);
    if (drawn === null) return null;
    const answer = prepareAnswer(drawn.html, drawn.status);
    if (drawn.status === 200 && caller && !caller.renewed && [...drawn.queries].every((query) => CALLER_KEPT_QUERIES.has(query))) {
      memo.set(caller, KEPT_PAGE.key(locale, req.originalUrl, isDataSaver(req)), answer, preparedSize(answer));
    }
    return answer;
  }

  const respond: PageResponder = async (req, res, locale, { answer, status } = {}) => {
    // A session cookie (even an expired one) or a one-time token in the address: this request's own page.
    const signedIn = !isSignedOut(req);
    // What a form sent is this request's own too.
    const personal = signedIn || answer !== undefined;
    // Never stored, by the browser's cache or anyone else's: on a shared phone, Back or an offline copy
    // must not bring a signed-in page (with the session's answer in its data) back after sign-out.
    if (personal) res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
    const backOffice = isBackOfficePath(req.path) && !answer?.refused;
    if (renderPage && !backOffice && answer === undefined && (!signedIn || status === undefined)) {
      const page = signedIn ? await sessionPage(req, res, locale) : await sharedPage(req, res, locale);
      if (page) return sendPrepared(req, res, page, signedIn ? SESSION_PAGE : KEPT_PAGE);
    }
    // A method an address that does not exist would refuse: the address does not exist, and that is the answer (404).
    const missing = answer?.refused === 405 && !backOffice ? await draw(req, res, locale) : null;
    if (missing?.status === 404) return void res.status(404).type("html").send(missing.html);
    const drawn = personal && !backOffice ? await draw(req, res, locale, answer) : null;
    // A refusal's page holds nothing but links: it is sent without the app's script, which does not draw it.
    const page = drawn && answer?.refused ? { ...drawn, html: drawn.html.replace(/<meta name="app-entry"[^>]*>/, "") } : drawn;
    res
      .status(status ?? page?.status ?? 200)
      .type("html")
      .send(page?.html ?? (await renderShell(templates[locale], req.path, db, locale, manifests[locale], isDataSaver(req))));
  };

  return async (req, res, locale, options) => {
    try {
      await respond(req, res, locale, options);
    } catch (error) {
      if (!(error instanceof Elsewhere)) throw error;
      res.redirect(302, error.location);
    }
  };
}
