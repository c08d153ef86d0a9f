// Screenshots for issue #28 (not part of the app): 375 and 1280 px, /si/ and /ta/, scripts on and off.
import { chromium } from "@playwright/test";
const B = "http://127.0.0.1:3820";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const pages = process.argv.slice(2);
for (const width of [375, 1280]) {
  for (const js of [true, false]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js, serviceWorkers: "block" });
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(B + path);
      await page.waitForLoadState("networkidle").catch(() => {});
      const name = `${path.replace(/[^a-z0-9]+/gi, "_")}-${width}-${js ? "js" : "nojs"}.png`;
      await page.screenshot({ path: `.tmp/shots/${name}`, fullPage: width === 375 });
    }
    await context.close();
  }
}
await browser.close();
