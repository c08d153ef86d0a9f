/** Shared by the offline browser tests: waiting until the service worker has kept what a page needs offline. */
import { expect, type Page } from "./fixtures";

/**
 * Waits until the service worker controls the page and has kept this language's emergency page and every
 * script and style that page names.
 */
export async function waitUntilKeptForOffline(page: Page, emergencyPath: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  // The emergency page is kept whole; of the Saved tab only its code (the list is on the device).
  const savedTabPath = emergencyPath.replace(/emergency$/, "resources?view=saved");
  const missingFiles = () =>
    page.evaluate(
      async ([emergency, savedTab]) => {
        const saved = await caches.match(emergency, { ignoreVary: true });
        if (!saved) return ["the emergency page"];
        const html = (await saved.text()) + (await (await fetch(savedTab)).text());
        // Styles and the loader in href/src, the app's scripts in the loader's <meta> lists (as src/sw/sw.ts reads them).
        const named = [...html.matchAll(/\s(?:href|src|content)="([^"]+)"/g)].flatMap((m) => m[1]!.split(" "));
        const files = named.filter((file) => /^\/assets\/[^"\s]+\.(?:js|css)$/.test(file));
        const kept = await Promise.all(files.map(async (file) => !!(await caches.match(file, { cacheName: "assets-v1" }))));
        return files.filter((_, i) => !kept[i]);
      },
      [emergencyPath, savedTabPath],
    );
  await expect.poll(missingFiles, { timeout: 20_000 }).toEqual([]);
}
