/**
 * Names and addresses shared by the service worker (src/sw/sw.ts) and the pages that talk to it.
 * Kept free of browser-only or React code so both builds can import it.
 */

/** Scripts, styles and fonts a public page used (hashed names: a file never changes). */
export const ASSETS_CACHE = "assets-v1";
/**
 * The emergency page of each language the visitor used, with its server-drawn helplines: always the page
 * drawn for a signed-out visitor, fetched without the session cookie, so it never holds a person's data
 * (issue #26: v1 kept the page as a signed-in visit drew it, with the session's e-mail and phone in it).
 */
export const EMERGENCY_CACHE = "emergency-v2";
/** Caches of earlier versions that may hold a person's data: removed when the new worker starts, and at sign-out. */
export const RETIRED_CACHES = ["emergency-v1"] as const;
/** Resources the visitor chose to "Save for offline": their file and their details. */
export const SAVED_RESOURCES_CACHE = "saved-resources-v1";
/** Answers that belong to the signed-in visitor (their kept courses, with the lessons' pictures and narrations); removed when they sign out. */
export const USER_CACHE = "user-v1";

/**
 * What stays on the device when a person signs out or deletes their account: nothing of theirs is in
 * these. The worker's precache (page shells, icons), scripts and styles, the signed-out emergency pages,
 * and the resources saved for offline (public files the device's user chose; the Saved tab removes them).
 * Every other cache goes, and so does every IndexedDB database but Workbox's record of when it stored
 * each script (file addresses and times only).
 */
export const isKeptAfterSignOut = (cacheName: string) =>
  cacheName.startsWith("workbox-precache") || cacheName === ASSETS_CACHE || cacheName === EMERGENCY_CACHE || cacheName === SAVED_RESOURCES_CACHE;
export const KEPT_DATABASES = ["workbox-expiration"] as const;

/** The request for the emergency page's offline copy: the signed-out page (no cookie), in its language. */
export function signedOutEmergencyRequest(locale: OfflineLocale): Request {
  // The language header keeps a root address English for a browser that prefers Sinhala or Tamil.
  return new Request(emergencyPath(locale), { credentials: "omit", headers: { "X-Locale": locale } });
}

/** localStorage: lessons marked done offline, waiting to be sent (src/offline/offline-lessons.ts). */
export const LESSON_QUEUE_KEY = "offline-lesson-progress";
/** localStorage: exercise answers given offline, waiting to be sent (src/offline/answer-queue.ts). */
export const ANSWER_QUEUE_KEY = "offline-answers";

export const LOCALE_PREFIXES = { en: "", si: "/si", ta: "/ta" } as const;
export type OfflineLocale = keyof typeof LOCALE_PREFIXES;

/** The language of a page address: /si/... and /ta/..., English at the root. */
export function localeOfPath(pathname: string): OfflineLocale {
  if (pathname === "/si" || pathname.startsWith("/si/")) return "si";
  if (pathname === "/ta" || pathname.startsWith("/ta/")) return "ta";
  return "en";
}

/** The address without its language prefix: "/si/emergency" -> "/emergency". */
export function pathWithoutLocale(pathname: string): string {
  const prefix = LOCALE_PREFIXES[localeOfPath(pathname)];
  return pathname.slice(prefix.length) || "/";
}

export const emergencyPath = (locale: OfflineLocale) => `${LOCALE_PREFIXES[locale]}/emergency`;

/** The back office: the worker never answers, caches or warms anything for it. */
export const isBackOfficePath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/** Sent by a page once the worker is active: "keep what this page used, and this language's emergency page". */
export interface WarmUpMessage {
  type: "WARM_UP";
  assets: string[];
}

/** Set on <html> by the worker when it answers with a saved page shell because the network failed. */
export const OFFLINE_SHELL_ATTRIBUTE = "data-offline-shell";
