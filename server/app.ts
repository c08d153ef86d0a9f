/**
 * The Express host: security headers, the tRPC API at /trpc, uploaded files, and the built React app.
 * Tests build it with a temporary database; main.ts builds it with the configured one.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import fs from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import type { DB } from "../db/open";
import type { Config } from "./config";
import { type Locale, locales, m } from "../admin-modules/domain/i18n";
import { isSameOriginRequest } from "./same-origin";
import { createApiRouter } from "./http/api";
import { healthRoutes } from "./http/health";
import { log } from "./logger";
import { type Manifest, readManifest } from "./page-chunks";
import { securityHeaders } from "./http/security-headers";
import { startRequestLog } from "./http/request-log";
import { localeMiddleware, localizedRedirect } from "./http/locale";
import { createPageResponder } from "./http/pages";
import { keptAnswerSender } from "./http/kept-answers";
import { formRoute, PAGE_METHODS } from "./http/forms";
import { DATA_SAVER_VARY } from "./http/data-saver";
import { oldAddressRedirect } from "./http/old-addresses";
import { audioContentType } from "./services/audio";
import { type ClientAddress, clientAddress } from "./http/client-address";
import { cookieJar } from "./http/cookie-jar";
import { JSON_BODY_LIMIT, MAX_BATCH_SIZE, trpcHandler } from "./http/trpc";

export { isSameOriginRequest, JSON_BODY_LIMIT, MAX_BATCH_SIZE };

// node:http as its CommonJS object, not by `import`: importing a built-in module gives it an ES module facade
// that reads every export once, and node:http's lazy `WebSocket`, `MessageEvent` and `CloseEvent` load Node's
// bundled undici to answer. That cost about 45 ms of every start (issue 34: the first answer within 1 s).
const http = process.getBuiltinModule("node:http");

/**
 * The server's request handler. Every request gets its log line and the security headers; a signed-out
 * visitor's public read or page that is kept whole (http/kept-answers.ts) is then sent at once; the tRPC
 * API at /trpc is answered by tRPC's own Node handler (http/trpc.ts), and everything else goes to the
 * Express app below.
 *
 * The kept answers skip Express on purpose: they are what a campaign's thousands of visitors ask for,
 * and Express's routing (prototype swaps on every request and response, layer matching, query parsing)
 * with the garbage it made was most of the time of each: without it, a kept public.media.list went from
 * about 4,800 to 12,800 requests/s (issue #10, node --cpu-prof under autocannon). The API skips it for
 * the same reason (issue 30: a class answering exercises at once).
 */
export function createApp(options: { db: DB; config: Config }) {
  // Whose X-Forwarded-For / X-Forwarded-Proto are believed: TRUST_PROXY (default loopback, i.e. a reverse
  // proxy on this machine). Everyone else's are ignored, so a visitor cannot pick their own address.
  const address = clientAddress(options.config.trustProxy);
  const app = createExpressApp({ ...options, address });
  const security = securityHeaders(options.config);
  const sendKept = keptAnswerSender(options.db);
  const serveTrpc = trpcHandler({ ...options, address });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // What every answer carries first: the security headers and the request's id. An answer kept whole
    // writes them with its own in one writeHead; Node's setHeader, per header, cost that answer a tenth of
    // its instructions (issue 34, callgrind: 300k per signed-in auth.session, 30k fewer this way).
    const first = [...security, "X-Request-Id", startRequestLog(req, res)];
    try {
      if (await sendKept(req, res, first)) return;
    } catch {
      // The database could not be read: the app's own route answers, or reports the error plainly.
    }
    for (let i = 0; i < first.length; i += 2) res.setHeader(first[i]!, first[i + 1]!);
    if (serveTrpc(req, res)) return;
    app(req, res);
  };
  return {
    /** As Express's `app.listen`: a new HTTP server for this handler. */
    listen: (port: number, host: string, onListening?: () => void): Server => http.createServer(handle).listen(port, host, onListening),
  };
}

function createExpressApp(options: { db: DB; config: Config; address: ClientAddress }) {
  const { db, config } = options;
  const app = express();
  app.disable("x-powered-by");
  // The trust setting compiled once (http/client-address.ts): req.ip and req.protocol here read the
  // request as the API at /trpc does.
  app.set("trust proxy", options.address.trust);

  // Answers over about 1 KB (HTML, /api) are compressed on the fly; precompressed assets already carry
  // their Content-Encoding, which this middleware leaves alone.
  app.use(compression({ threshold: 1024 }));

  app.use(healthRoutes({ db, config }));

  // Everything below answers in the request's language (address, page header, cookie, Accept-Language).
  app.use(localeMiddleware);

  app.use("/api", createApiRouter({ db, config }));

  // Uploaded files: names are chosen by the server; nosniff keeps a browser from guessing another type.
  app.use(
    "/uploads",
    express.static(config.uploadsDir, {
      index: false,
      dotfiles: "deny",
      fallthrough: false,
      setHeaders: (res, filePath) => {
        // A lesson's narration is sent with its audio type, whatever a generic table says of its extension.
        const audioType = audioContentType(filePath);
        if (audioType) res.setHeader("Content-Type", audioType);
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      },
    }),
  );

  const clientDir = config.clientDir;
  // The build makes one page shell per language (vite.config.ts): index.en.html, index.si.html, ...
  const shellFile = (locale: Locale) => path.join(clientDir, `index.${locale}.html`);
  if (locales.every((locale) => fs.existsSync(shellFile(locale)))) {
    // Hashed file names never change content: cached for a year, sent as the .br or .gz twin the build made.
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", fallthrough: false },
      }),
    );
    // The build's other files at the top of dist/client (icons, the manifest, the service worker, ...):
    // only addresses that start with one of them are looked up on disk, so a page's address costs no
    // file-system call (a stat, and a 404 error object for "/", was a sixth of the time of a cached page).
    const topLevelFiles = new Set(fs.readdirSync(clientDir));
    const staticFiles = express.static(clientDir, { index: false });
    app.use((req, res, next) => (topLevelFiles.has(req.path.split("/")[1] ?? "") ? staticFiles(req, res, next) : next()));
    const templates = Object.fromEntries(locales.map((locale) => [locale, fs.readFileSync(shellFile(locale), "utf8")])) as Record<Locale, string>;
    // Each language build has its own manifest: which chunks a page needs (server/page-chunks.ts).
    const manifests = Object.fromEntries(locales.map((locale) => [locale, readManifest(clientDir, locale)])) as Record<Locale, Manifest | null>;
    const sendPage = createPageResponder({ db, config, templates, manifests, cookieJar });
    // A detail page's old address (an earlier title, or the slug rule that dropped vowel signs) is sent on to the current one.
    app.use(oldAddressRedirect(db));
    // Every other GET is a page of the React app: public pages are drawn by the server (http/pages.ts).
    app.get(/.*/, async (req, res, next) => {
      try {
        res.setHeader("Cache-Control", "no-cache");
        res.setHeader("Vary", `Cookie, Accept-Language, ${DATA_SAVER_VARY}`);
        // A root address for a visitor whose language is Sinhala or Tamil: the same page in that language.
        const redirect = localizedRedirect(req, res);
        if (redirect) {
          res.redirect(302, redirect);
          return;
        }
        const locale = res.locals.locale as Locale;
        await sendPage(req, res, locale);
      } catch (error) {
        next(error);
      }
    });
    // A page's forms, sent before (or without) the page's script (http/forms/).
    app.post(/.*/, formRoute({ db, config, sendPage }));
    // Any other method: the site's page saying so, never the framework's "Cannot PUT".
    app.all(/.*/, async (req, res, next) => {
      try {
        res.setHeader("Allow", PAGE_METHODS);
        res.setHeader("Cache-Control", "no-store");
        await sendPage(req, res, res.locals.locale as Locale, { answer: { refused: 405 }, status: 405 });
      } catch (error) {
        next(error);
      }
    });
  } else {
    app.get(/.*/, (_req, res) => {
      res.status(503).type("text").send("The web app is not built yet. Run `npm run build` (npm start does it for you).");
    });
  }

  // Last stop for errors outside tRPC: a plain message, never a stack trace or SQL.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = typeof (error as { status?: unknown })?.status === "number" ? (error as { status: number }).status : 500;
    if (status >= 500) log.error({ reqId: res.locals.requestId, method: req.method, path: req.path, err: error }, "request failed");
    if (res.headersSent) return;
    res
      .status(status)
      .type("text")
      .send(status === 404 ? "Not found" : status < 500 ? "Bad request" : m["error.internal"]());
  });

  return app;
}
