/**
 * The service worker (built by vite-plugin-pwa's injectManifest, see vite.config.ts; served as /sw.js
 * with scope /). What it keeps, and why:
 * - One worker for the three language builds (built once after them: scripts/pwa/service-worker-build.ts).
 * - Precached: the three page shells (index.<locale>.html) and the icons — a few KB.
 * - Scripts, styles and fonts (/assets, hashed names) of public pages: cache first, so nothing is
 *   downloaded twice; filled as pages use them and by the page's WARM_UP message (its own files, and
 *   the files that its language's emergency page and Saved tab name in their HTML, so both start offline
 *   whichever page the visitor opened). Languages the visitor never used cost nothing.
 * - /emergency, /si/emergency, /ta/emergency: the visitor's own page from the network when online (within
 *   4 s), the saved copy when not. The saved copy is always a separate, signed-out fetch (no cookie): a
 *   signed-in page carries its person's data (the session's e-mail, phone and name), and the copy outlives
 *   the session on a shared phone (issue #26). The page carries its helplines in its HTML
 *   (server/services/emergency-html.ts).
 * - Any other public page: the network; when that fails, the language's shell marked as offline, and the
 *   app shows its offline page (or the Saved resources, which work from the device).
 * - The page itself keeps the visitor's saved resources and, for a signed-in learner, their courses with
 *   their lessons' pictures and narrations (src/offline/saved-resources.ts, offline-lessons.ts). The worker
 *   answers a file under /uploads from that learner's cache when it is there (a narration's range
 *   requests too), so a kept lesson shows and plays offline; it never adds anything to it.
 * - Never: anything under /admin (pages, or files the back office loads), the API (/trpc, /api) or
 *   uploads, and no answer the server marks private or no-store (every page drawn for a session, every
 *   API answer with personal data). A new version waits until the visitor presses "Reload" (SKIP_WAITING).
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import { createPartialResponse } from "workbox-range-requests";
import {
  ASSETS_CACHE,
  EMERGENCY_CACHE,
  emergencyPath,
  isBackOfficePath,
  LOCALE_PREFIXES,
  localeOfPath,
  OFFLINE_SHELL_ATTRIBUTE,
  type OfflineLocale,
  RETIRED_CACHES,
  signedOutEmergencyRequest,
  USER_CACHE,
  type WarmUpMessage,
} from "../offline/offline-caches";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const EMERGENCY_PATHS = new Map((["en", "si", "ta"] as const).map((locale) => [emergencyPath(locale), locale]));

/**
 * Only a complete answer meant for anyone is kept: 200, not a redirect, and not marked private or
 * no-store by the server (it marks so every answer that carries a person's data).
 */
function isShareable(response: Response): boolean {
  if (response.status !== 200 || response.redirected) return false;
  return !/\b(no-store|private)\b/i.test(response.headers.get("Cache-Control") ?? "");
}
const onlyShareableAnswers = { cacheWillUpdate: async ({ response }: { response: Response }) => (isShareable(response) ? response : null) };

/** On a connection that is there but hopeless, the saved helplines after 4 s rather than a blank page. */
const NETWORK_TIMEOUT_MS = 4000;

const emergencyCopies = new NetworkFirst({
  cacheName: EMERGENCY_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_MS / 1000,
  // Page answers vary by cookie and language; the address (with its language prefix) is the key here.
  matchOptions: { ignoreVary: true },
  plugins: [onlyShareableAnswers],
});

/** The signed-out emergency page of a language: fresh from the network (and kept), or the kept copy. */
const emergencyCopy = (event: ExtendableEvent, locale: OfflineLocale) => emergencyCopies.handle({ event, request: signedOutEmergencyRequest(locale) });

/**
 * A visit to the emergency page: the visitor's own page (signed in or not) when the network answers within
 * 4 s, never kept; meanwhile the signed-out copy is fetched and kept. Offline or too slow: the kept copy.
 */
async function emergencyPage(event: FetchEvent, locale: OfflineLocale): Promise<Response> {
  const copy = emergencyCopy(event, locale);
  event.waitUntil(copy.catch(() => undefined));
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("slow")), NETWORK_TIMEOUT_MS));
  try {
    return await Promise.race([fetch(event.request), timeout]);
  } catch {
    return (await copy.catch(() => undefined)) ?? offlineShell(emergencyPath(locale));
  }
}

const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [onlyShareableAnswers, new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
});

/** True when the request comes from a back-office page (nothing is cached for it). */
async function fromBackOffice(event: FetchEvent): Promise<boolean> {
  const clientId = event.clientId || event.resultingClientId;
  const client = clientId ? await self.clients.get(clientId) : undefined;
  return !!client && isBackOfficePath(new URL(client.url).pathname);
}

/**
 * A file under /assets: from the cache when kept there. Only fonts are added as they load (a page may
 * need a new subset later); scripts and styles are added by WARM_UP, which lists what a public page
 * loaded, so code that a public page fetches on its way into the back office (after signing in) is not
 * kept.
 */
async function asset(event: FetchEvent): Promise<Response> {
  const { request } = event;
  if (await fromBackOffice(event)) return fetch(request);
  if (request.destination === "font") return assets.handle({ event, request });
  return (await caches.match(request, { cacheName: ASSETS_CACHE })) ?? fetch(request);
}

/**
 * A picture or narration of a kept lesson (src/offline/offline-lessons.ts put it in the learner's cache):
 * from there, also online (the file never changes under its name), and a part of it when the audio player
 * asks for a range. Anything else under /uploads: the network, as without a worker.
 */
async function keptLessonFile(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const kept = (await fromBackOffice(event)) ? undefined : await caches.match(request.url, { cacheName: USER_CACHE, ignoreVary: true });
  if (!kept) return fetch(request);
  return request.headers.has("range") ? createPartialResponse(request, kept) : kept;
}

/** The language's page shell, marked so the app knows the network failed and shows its offline page. */
async function offlineShell(pathname: string): Promise<Response> {
  const shell = await matchPrecache(`/index.${localeOfPath(pathname)}.html`);
  if (!shell) return Response.error();
  const html = (await shell.text()).replace("<html", `<html ${OFFLINE_SHELL_ATTRIBUTE}`);
  // The shell's own headers (the server's Content-Security-Policy among them) go with it.
  const headers = new Headers(shell.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.delete("Content-Length");
  return new Response(html, { headers });
}

async function publicPage(event: FetchEvent, pathname: string): Promise<Response> {
  try {
    return await fetch(event.request);
  } catch {
    return offlineShell(pathname);
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isBackOfficePath(url.pathname)) return;

  const emergencyLocale = EMERGENCY_PATHS.get(url.pathname);
  if (emergencyLocale) {
    event.respondWith(emergencyPage(event, emergencyLocale));
  } else if (request.mode === "navigate") {
    if (/^\/(trpc|api|uploads|healthz)(\/|$)/.test(url.pathname)) return;
    event.respondWith(publicPage(event, url.pathname));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(asset(event));
  } else if (url.pathname.startsWith("/uploads/")) {
    event.respondWith(keptLessonFile(event));
  }
});

/**
 * A page's own files (it loaded them before this worker controlled it), its language's emergency page and
 * the code of that language's emergency page and Saved tab (refreshed at most every 10 minutes).
 */
async function warmUp(message: WarmUpMessage, pageUrl: string, event: ExtendableEvent): Promise<void> {
  const pathname = new URL(pageUrl).pathname;
  if (isBackOfficePath(pathname)) return;
  const files = message.assets.filter((file) => new URL(file, self.location.origin).pathname.startsWith("/assets/"));
  // Mostly answered from the browser's HTTP cache: the page has just loaded them.
  await Promise.all(files.map((file) => assets.handle({ event, request: new Request(file) }).catch(() => undefined)));
  const locale = localeOfPath(pathname);
  // Workbox strategies keep the worker alive through the event they are given (the saved copy is written
  // after handle() answers, so the files are read from its answer, not from the cache).
  const saved = await caches.match(emergencyPath(locale), { cacheName: EMERGENCY_CACHE, ignoreVary: true });
  if (saved && isRecent(saved)) return;
  const page = await emergencyCopy(event, locale).catch(() => saved);
  if (page?.ok) await keepFilesNamedIn(await page.text(), event);
  // The Saved tab lists what is on the device, so only its code is needed: the page itself is not kept
  // (and is asked for signed out: its HTML is only read for the files it names).
  const savedTab = await fetch(`${LOCALE_PREFIXES[locale]}/resources?view=saved`, { credentials: "omit" }).catch(() => undefined);
  if (savedTab?.ok) await keepFilesNamedIn(await savedTab.text(), event);
}

/**
 * The scripts and styles the emergency page names (its language's entry, the preload list of its
 * page chunk, its styles: server/page-chunks.ts), so it starts offline even when this visitor only ever
 * opened other pages. Each language's build has its own entry, so this is done per language used.
 */
async function keepFilesNamedIn(html: string, event: ExtendableEvent): Promise<void> {
  // Styles and the loader in href/src; the app's scripts in the loader's <meta> lists (server/page-chunks.ts).
  const named = [...html.matchAll(/\s(?:href|src|content)="([^"]+)"/g)].flatMap((match) => match[1]!.split(" "));
  const files = new Set(named.filter((file) => /^\/assets\/[^"\s]+\.(?:js|css)$/.test(file)));
  await Promise.all([...files].map((file) => assets.handle({ event, request: new Request(file) }).catch(() => undefined)));
}

/** Opening the emergency page always fetches it anew; other pages refresh the saved copy every 10 minutes. */
const EMERGENCY_REFRESH_MS = 10 * 60 * 1000;
function isRecent(saved: Response): boolean {
  const date = Date.parse(saved.headers.get("Date") ?? "");
  return Number.isFinite(date) && Date.now() - date < EMERGENCY_REFRESH_MS;
}

self.addEventListener("message", (event) => {
  const data = event.data as WarmUpMessage | { type: "SKIP_WAITING" } | undefined;
  const source = event.source as Client | null;
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
  else if (data?.type === "WARM_UP" && source) event.waitUntil(warmUp(data, source.url, event).catch(() => undefined));
});

// The first install controls the open page at once, so that page's fonts are cached as they load.
// Caches of earlier versions that may hold a person's data go as this worker starts.
self.addEventListener("activate", (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), ...RETIRED_CACHES.map((name) => caches.delete(name))]).then(() => undefined)),
);
