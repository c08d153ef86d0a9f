import { chromium } from "playwright";
const base = "http://127.0.0.1:4150";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const [width, ...targets] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(base + "/auth");
await page.getByLabel("Email").first().fill("boss@example.org");
await page.getByLabel("Password").first().fill("boss-secret-1");
await page.getByRole("button", { name: "Sign In" }).first().click();
await page.waitForTimeout(2500);
for (const t of targets) {
  const [path, file] = t.split("=");
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: file, fullPage: false });
}
await browser.close();
