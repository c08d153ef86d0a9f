/**
 * Speed as the guide asks: every public page costs one API round trip (the session, settings and page
 * queries share one batched request) and downloads no back-office code. A media detail page also sends
 * its one view count, a write.
 */
import { expect, test } from "@playwright/test";
import { publicPagePaths, useE2eDatabase } from "./support";

const database = useE2eDatabase();

test("each public page costs one API round trip and loads no back-office code", async ({ page }) => {
  for (const path of await publicPagePaths(database())) {
    const reads: string[] = [];
    const scripts: string[] = [];
    const listen = (request: import("@playwright/test").Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/trpc/") && request.method() === "GET") reads.push(url.pathname);
      if (url.pathname.endsWith(".js")) scripts.push(url.pathname);
    };
    page.on("request", listen);
    // The app's one read starts only once its scripts run, which on a cold, loaded browser can come after
    // a quiet half second: wait for that read's answer, then for quiet, so a second read would be seen.
    const isRead = (r: import("@playwright/test").Response) => new URL(r.url()).pathname.startsWith("/trpc/") && r.request().method() === "GET";
    const firstRead = page.waitForResponse(isRead, { timeout: 20_000 });
    await page.goto(path);
    await firstRead;
    await page.waitForLoadState("networkidle");
    page.off("request", listen);
    expect(reads, `${path} reads`).toHaveLength(1);
    expect(
      scripts.filter((s) => /admin/i.test(s)),
      `${path} scripts`,
    ).toEqual([]);
  }
});
