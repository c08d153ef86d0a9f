/**
 * Asks the service worker to keep the scripts and styles this page has loaded so far (WARM_UP, src/sw/sw.ts):
 * after the first load, and again when a course is kept for offline (the lesson page's code by then).
 */
import type { WarmUpMessage } from "./offline-caches";

function sameOriginAssets(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
}

export async function keepPageFiles(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  const message: WarmUpMessage = { type: "WARM_UP", assets: sameOriginAssets() };
  registration.active?.postMessage(message);
}
