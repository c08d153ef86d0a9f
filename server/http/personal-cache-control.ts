/**
 * The Cache-Control of every answer that carries one person's data (a signed-in page, the session, their
 * progress, an upload, a write): kept by no browser, proxy or service worker (src/sw/sw.ts keeps nothing
 * marked private or no-store), so a shared phone shows nothing of a child after sign-out. `private` says
 * so to caches that predate no-store's meaning; `no-store` forbids keeping it at all.
 */
export const PERSONAL_CACHE_CONTROL = "private, no-store";
