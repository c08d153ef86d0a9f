/**
 * Speed as the guide asks: a public page arrives with its data drawn by the server (the session, settings
 * and page answers are in the HTML), so opening it costs no API round trip, and it downloads no back-office
 * code. A media detail page also sends its one view count, a write.
 */
import { expect, test } from "./fixtures";
import { publicPagePaths, useE2eDatabase } from "./support";

const database = useE2eDatabase();

test("each public page costs no API round trip and loads no back-office code", async ({ page }) => {
  for (const path of await publicPagePaths(database())) {
    const reads: string[] = [];
    const scripts: string[] = [];
    const listen = (request: import("@playwright/test").Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/trpc/") && request.method() === "GET") reads.push(url.pathname);
      if (url.pathname.endsWith(".js")) scripts.push(url.pathname);
    };
    page.on("request", listen);
    // Reads could only start once the app has hydrated: wait for that, then for quiet, so any read is seen.
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.waitForLoadState("networkidle");
    page.off("request", listen);
    expect(reads, `${path} reads`).toHaveLength(0);
    expect(
      scripts.filter((s) => /admin/i.test(s)),
      `${path} scripts`,
    ).toEqual([]);
  }
});
