/**
 * The registrations export as a staff member meets it: the built app on an ephemeral loopback port, Debian's
 * Chromium signed in with a session cookie, a click on Export CSV, and the time until the file is downloaded.
 */
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { chromium } from "@playwright/test";
import type { DB } from "../../db/open";
import { createApp } from "../../server/app";
import type { Config } from "../../server/config";
import { SESSION_COOKIE } from "../../server/auth/session";

export type BrowserExportResult = { ok: true; ms: number; bytes: number } | { ok: false; reason: string };

export async function timeBrowserExport(options: { db: DB; config: Config; sessionToken: string }): Promise<BrowserExportResult> {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(path.join(options.config.clientDir, "index.html"))) return { ok: false, reason: "the app is not built: npm run build" };
  if (!fs.existsSync(executablePath)) return { ok: false, reason: `no Chromium at ${executablePath}` };

  const server = createApp({ db: options.db, config: options.config }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  try {
    const context = await browser.newContext({ acceptDownloads: true });
    await context.addCookies([{ name: SESSION_COOKIE, value: options.sessionToken, url: base, httpOnly: true, sameSite: "Lax" }]);
    const page = await context.newPage();
    await page.goto(`${base}/admin/event-registrations`);
    const button = page.getByRole("button", { name: "Export CSV" });
    await button.waitFor({ timeout: 30_000 });
    const started = performance.now();
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 120_000 }), button.click()]);
    const file = await download.path();
    const ms = performance.now() - started;
    return { ok: true, ms, bytes: fs.statSync(file).size };
  } finally {
    await browser.close();
    server.close();
  }
}
