/**
 * Playwright's `test`, with a page that waits for the app after every `goto` and `reload`.
 *
 * Public pages are drawn by the server: their buttons are plain HTML until the app has hydrated, and a
 * click before that does nothing (CI once clicked "No, delete the account" in that gap). So a page the
 * app draws (it has #root) is used only once html[data-hydrated] is set (src/App.tsx); any other answer
 * (a file, JSON, the offline fallback) is used at once. Pages with JavaScript off are never waited on.
 */
import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

const HYDRATION_TIMEOUT_MS = 15_000;

/** Resolves once the page in the tab is the app's (or is not an app page at all). */
export async function untilHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"], html:not(:has(#root))').first().waitFor({ state: "attached", timeout: HYDRATION_TIMEOUT_MS });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await untilHydrated(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await untilHydrated(page);
        return response;
      };
    }
    await use(page);
  },
});

/**
 * Waits until no toast is shown. A toast stays while the pointer rests on it (Sonner pauses its timer), and one
 * shown at the top of a desktop screen can cover a toolbar's button: a click aimed there would rest on the toast
 * and wait forever. The pointer is moved to a corner first.
 */
export async function untilToastsGone(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await base.expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
}
