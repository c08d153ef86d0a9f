/**
 * Public pages drawn by the server: loads the server renderer that the build makes from the React app
 * (src/entry-server.tsx, built by Vite into dist/server-entry beside dist/client) and answers its data
 * questions in-process, with the visitor's own session, exactly as /trpc would answer them.
 *
 * Without that build (running from source before `npm run build`, or tests that serve a bare shell) there
 * is no renderer and pages are sent as the plain shell, drawn by the browser.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type TRPCLink, unstable_localLink } from "@trpc/client";
import type { DB } from "../../db/open";
import type { Config } from "../config";
import { createContext, type CookieJar } from "../context";
import { type AppRouter, appRouter } from "../routers";
import type { Caller } from "../auth/caller";
import { log, redactUrl } from "../logger";
import { localeStorage } from "./locale";
import type { PageAnswer } from "./page-answer";
import * as paraglideRuntime from "../../admin-modules/domain/paraglide/runtime.js";
import * as paraglideMessages from "../../admin-modules/domain/paraglide/messages/_index.js";

/** What the SSR bundle (src/entry-server.tsx, loaded by path) answers for one page. */
export interface RenderedPage {
  /**
   * Set when the address is not the page's own: a search the page reads differently (`?language=` empty,
   * an unknown category), which the router writes another way. The server sends the visitor there (302);
   * nothing else is set. A GET form sends every field, empty ones too.
   */
  redirect?: string;
  /** Resource hints React made while drawing (image preloads), for the <head>. */
  headHtml: string;
  /** The app's HTML, to go inside <div id="root">. */
  appHtml: string;
  /** The dehydrated query cache as JSON, safe inside a <script type="application/json"> element. */
  queryStateJson: string;
  /** The page's answer (src/lib/page-view.tsx) as JSON for the browser's hydration, when there is one. */
  answerJson: string | null;
  /** 200, or 404 when the page drew a not-found state (HttpStatus). */
  status: number;
  /** In data saver, whether the page loads the app's script at once (NeedsApp). */
  needsApp: boolean;
}

/** What the built renderer module offers (its type comes from the source; its code from dist/). */
interface ServerEntry {
  renderPage(input: { url: string; link: TRPCLink<AppRouter>; answer?: PageAnswer; saver?: boolean }): Promise<RenderedPage>;
  useLocaleStorage(storage: typeof localeStorage): void;
}

export interface PageRequest {
  url: string;
  ip: string;
  cookies: CookieJar;
  /** The request's caller, read once (request-caller.ts). */
  caller: Promise<Caller | null>;
  /** A form's answer or a refusal to draw into the page (src/lib/page-view.tsx). */
  answer?: PageAnswer;
  saver: boolean;
}

/** A drawn page, and the queries it asked (a signed-in page may be kept only when each of them may: http/pages.ts). */
export interface DrawnWithQueries {
  page: RenderedPage;
  queries: ReadonlySet<string>;
}

export type PageRenderer = (input: PageRequest) => Promise<DrawnWithQueries | null>;

export function serverEntryFile(clientDir: string): string {
  return path.join(path.dirname(clientDir), "server-entry", "entry-server.js");
}

export function createPageRenderer(options: { db: DB; config: Config }): PageRenderer | null {
  const file = serverEntryFile(options.config.clientDir);
  if (!fs.existsSync(file)) return null;
  let entry: Promise<ServerEntry> | undefined;
  // The renderer's build has no messages of its own: it speaks with these, the server's (vite.config.ts,
  // serverSharedMessages), so the server holds one copy of every language's texts (issue 34: memory).
  (globalThis as { __SERVER_PARAGLIDE__?: unknown }).__SERVER_PARAGLIDE__ = { runtime: paraglideRuntime, messages: paraglideMessages };
  const load = () =>
    (entry ??= (import(pathToFileURL(file).href) as Promise<ServerEntry>).then(
      (mod) => {
        mod.useLocaleStorage(localeStorage);
        return mod;
      },
      (error) => {
        entry = undefined; // tried again at the next page
        throw error;
      },
    ));
  // Loaded in the background once the server has started (about 2 s on a loaded machine), so the first
  // visitor does not wait for it; a page asked for before then waits for the same load.
  setImmediate(() => void load().catch((error) => log.error({ err: error }, "server renderer could not be loaded")));
  return async ({ url, ip, cookies, caller, answer, saver }) => {
    try {
      const { renderPage } = await load();
      // One context for every question of the page: the request's caller was read once (request-caller.ts).
      let context: ReturnType<typeof createContext> | undefined;
      const local = unstable_localLink({
        router: appRouter,
        createContext: () => (context ??= createContext({ db: options.db, config: options.config, ip, cookies, caller })),
      });
      const queries = new Set<string>();
      // The same link, noting each question's procedure on the way.
      const link: TRPCLink<AppRouter> = (runtime) => {
        const answerOf = local(runtime);
        return (operation) => {
          queries.add(operation.op.path);
          return answerOf(operation);
        };
      };
      return { page: await renderPage({ url, link, answer, saver }), queries };
    } catch (error) {
      // A page the server cannot draw is still sent: the shell, which the browser draws.
      log.error({ path: redactUrl(url), err: error }, "server rendering failed");
      return null;
    }
  };
}
