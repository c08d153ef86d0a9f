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
import { unstable_localLink } from "@trpc/client";
import type { DB } from "../../db/open";
import type { Config } from "../config";
import { createContext, type CookieJar } from "../context";
import { appRouter } from "../routers";
import { log, redactUrl } from "../logger";
import { localeStorage } from "./locale";

/** What the SSR bundle (src/entry-server.tsx, loaded by path) answers for one page. */
export interface RenderedPage {
  /** Resource hints React made while drawing (image preloads), for the <head>. */
  headHtml: string;
  /** The app's HTML, to go inside <div id="root">. */
  appHtml: string;
  /** The dehydrated query cache as JSON, safe inside a <script type="application/json"> element. */
  queryStateJson: string;
}

/** What the built renderer module offers (its type comes from the source; its code from dist/). */
interface ServerEntry {
  renderPage(input: { url: string; link: ReturnType<typeof unstable_localLink<typeof appRouter>> }): Promise<RenderedPage>;
  useLocaleStorage(storage: typeof localeStorage): void;
}

export type PageRenderer = (input: { url: string; ip: string; cookies: CookieJar }) => Promise<RenderedPage | null>;

export function serverEntryFile(clientDir: string): string {
  return path.join(path.dirname(clientDir), "server-entry", "entry-server.js");
}

export function createPageRenderer(options: { db: DB; config: Config }): PageRenderer | null {
  const file = serverEntryFile(options.config.clientDir);
  if (!fs.existsSync(file)) return null;
  let entry: Promise<ServerEntry> | undefined;
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
  return async ({ url, ip, cookies }) => {
    try {
      const { renderPage } = await load();
      const link = unstable_localLink({
        router: appRouter,
        createContext: () => createContext({ db: options.db, config: options.config, ip, cookies }),
      });
      return await renderPage({ url, link });
    } catch (error) {
      // A page the server cannot draw is still sent: the shell, which the browser draws.
      log.error({ path: redactUrl(url), err: error }, "server rendering failed");
      return null;
    }
  };
}
