/**
 * Issue 14, in Chromium: a module that is one file plus its migration (tests/fixtures/extra-module, added
 * to a build with EXTRA_ADMIN_MODULES) is drawn by the generic back-office screen with no other code: it
 * is in the sidebar, its list shows each caller's rows, its own action asks for its declared input in the
 * generic dialog, its bulk action reports per row, its export downloads the declared columns, and its
 * detail slot adds a call link and the call note to a row's details. Its texts come from its folder's
 * messages/{en,si,ta}.json: in Sinhala and Tamil the screen, its action, its toast and its details say them.
 * This spec builds the app with the extra folder into its own folder (BUILD_DIR, not dist/, which the other
 * specs use) and runs that build as its own server.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase, type OpenedDatabase } from "../../db/open";
import { expectAccessible } from "./axe";
import { expect, test, untilHydrated, untilToastsGone } from "./fixtures";
import { type OwnServer, startOwnServer } from "./own-server";
import { createTestAccount, PASSWORD } from "./support";

const EXTRA = "tests/fixtures/extra-module";
const readMessages = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
/** The module's own messages and the app's, per language. */
const textsIn = (locale: "si" | "ta") => ({
  ...readMessages(`admin-modules/domain/messages/${locale}.json`),
  ...readMessages(`${EXTRA}/messages/${locale}.json`),
});
const fill = (template: string, params: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");
const buildDir = path.resolve(`.tmp/one-file-module-build-${process.pid}`);
const port = Number(process.env.E2E_PORT ?? 3310) + 5;
let server: OwnServer;
let opened: OpenedDatabase;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  execFileSync(process.execPath, ["scripts/build.mjs"], { env: { ...process.env, EXTRA_ADMIN_MODULES: EXTRA, BUILD_DIR: buildDir }, stdio: "ignore" });
  server = await startOwnServer(port, {
    serverFile: path.join(buildDir, "server/server/main.js"),
    env: { EXTRA_ADMIN_MODULES: EXTRA, CLIENT_DIR: path.join(buildDir, "client"), DEMO: "0" },
  });
  opened = openDatabase(path.join(server.dataDir, "app.db"));
});

test.afterAll(async () => {
  await opened?.close();
  await server?.stop();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

async function signIn(page: import("@playwright/test").Page, email: string): Promise<void> {
  await page.goto(`${server.base}/auth?redirect=%2Fadmin%2Fcallbacks`);
  await untilHydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.locator("#panel-signin").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/callbacks$/);
}

const callbacks = () =>
  sql<{ id: number; name: string; status: string; note: string | null; created_by: number }>`SELECT * FROM callback_requests ORDER BY id`
    .execute(opened.db)
    .then((r) => r.rows);

test("a module from its own file: list, own rows, its action's input, its bulk action, its export and its detail slot", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await createTestAccount(opened, { role: "super_admin", prefix: "onefile", fullName: "One File Admin" });
  const org = await createTestAccount(opened, { role: "organization", prefix: "onefileorg", fullName: "One File Org" });
  // Names of this run only, so the spec passes again on the same server (--repeat-each 2).
  const stamp = Date.now();
  const [nimal, sita, kamal] = ["Nimal", "Sita", "Kamal"].map((name) => `${name} ${stamp}`) as [string, string, string];
  await sql`INSERT INTO callback_requests (name, phone, created_by) VALUES (${nimal}, '077 123 4567', ${org.userId}), (${sita}, '071 765 4321', ${admin.userId}), (${kamal}, '070 111 2222', ${admin.userId})`.execute(
    opened.db,
  );
  const ours = async () => (await callbacks()).filter((row) => row.name.endsWith(` ${stamp}`));

  // The organization sees its own row only.
  const orgContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const orgPage = await orgContext.newPage();
  await signIn(orgPage, org.email);
  await expect(orgPage.getByRole("heading", { name: "Callbacks", level: 1 })).toBeVisible();
  await expect(orgPage.getByRole("row").filter({ hasText: nimal })).toBeVisible();
  await expect(orgPage.getByRole("row").filter({ hasText: sita })).toHaveCount(0);
  await orgContext.close();

  // The super admin: the module is in the sidebar, the list shows every row.
  await signIn(page, admin.email);
  await expect(page.getByRole("link", { name: "Callbacks" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: sita })).toBeVisible();
  await expectAccessible(page, "the callbacks list");

  // Its own action asks for its declared input in the generic dialog.
  await page.getByRole("row").filter({ hasText: nimal }).getByRole("button", { name: "Mark called" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Note").fill("Called back, all fine");
  await expectAccessible(page, "the Mark called dialog");
  await dialog.getByRole("button", { name: "Mark called" }).click();
  await expect(page.getByText("Marked as called")).toBeVisible();
  await expect.poll(async () => (await ours()).find((row) => row.name === nimal)).toMatchObject({ status: "called", note: "Called back, all fine" });

  // Its bulk action, on the selected rows, with the result per row.
  for (const name of [nimal, sita, kamal]) await page.getByRole("checkbox", { name: `Select: ${name}` }).check();
  const bar = page.getByRole("group", { name: "Bulk actions" });
  await expect(bar.getByText("3 selected")).toBeVisible();
  await bar.getByRole("button", { name: "Mark called" }).click();
  await expect(page.locator(".admin-bulk-result")).toContainText(/2 marked called.*1 skipped.*already called/);
  await expect.poll(async () => (await ours()).map((row) => row.status)).toEqual(["called", "called", "called"]);

  // Its export: the declared columns, downloaded as CSV (once the action's toasts, which can cover the
  // toolbar at 1280 px, are gone).
  await untilToastsGone(page);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await (await download).path();
  // A byte-order mark first, so that spreadsheet programs read the file as UTF-8.
  const csv = fs.readFileSync(file!, "utf8").replace(/^\uFEFF/, "");
  expect(csv.split(/\r?\n/)[0]).toBe("Name,Phone,Status,Call note");
  expect(csv).toContain(`${nimal},077 123 4567,called,"Called back, all fine"`);

  // Its detail slot: the generic details dialog draws the fields, then the declared pieces from the row.
  await page.getByRole("button", { name: `Details: ${nimal}` }).click();
  const details = page.getByRole("dialog", { name: nimal });
  await expect(details.getByText("077 123 4567")).toBeVisible();
  await expect(details.getByRole("link", { name: `Call ${nimal}` })).toHaveAttribute("href", "tel:077%20123%204567");
  await expect(details.getByText("Call note: Called back, all fine")).toBeVisible();
  await expectAccessible(page, "a callback's details with its pieces");
  await details.getByRole("button", { name: /close/i }).click();
  // A piece is drawn only when the row has every value it names: Sita's callback has no note.
  await page.getByRole("button", { name: `Details: ${sita}` }).click();
  const sitaDetails = page.getByRole("dialog", { name: sita });
  await expect(sitaDetails.getByRole("link", { name: `Call ${sita}` })).toBeVisible();
  await expect(sitaDetails.getByText(/^Call note:/)).toHaveCount(0);
});

test("the same module in Sinhala and Tamil: its folder's messages name the screen, its action, its toast and its details", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await createTestAccount(opened, { role: "super_admin", prefix: "onefilesi", fullName: "One File Admin" });
  const stamp = Date.now();
  const [amara, dilani] = ["Amara", "Dilani"].map((name) => `${name} ${stamp}`) as [string, string];
  await sql`INSERT INTO callback_requests (name, phone, created_by) VALUES (${amara}, '077 555 6666', ${admin.userId}), (${dilani}, '077 555 7777', ${admin.userId})`.execute(
    opened.db,
  );
  await signIn(page, admin.email);

  const si = textsIn("si");
  await page.goto(`${server.base}/si/admin/callbacks`);
  await untilHydrated(page);
  await expect(page.getByRole("heading", { name: si["callbacks.plural"], level: 1 })).toBeVisible();
  await expect(page.locator("#admin-sidebar").getByRole("link", { name: si["callbacks.plural"] })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: si["callbacks.field.phone"] })).toBeVisible();
  const amaraRow = page.getByRole("row").filter({ hasText: amara });
  await expect(amaraRow.getByText(si["callbacks.status.new"], { exact: true })).toBeVisible();
  await expectAccessible(page, "the callbacks list in Sinhala");
  // Its own action, its input's label and its toast.
  await amaraRow.getByRole("button", { name: si["callbacks.action.markCalled"] }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(si["callbacks.field.note"]).fill("නැවත ඇමතුවා");
  await expectAccessible(page, "the Mark called dialog in Sinhala");
  await dialog.getByRole("button", { name: si["callbacks.action.markCalled"] }).click();
  await expect(page.getByText(si["callbacks.action.markCalled.toast"])).toBeVisible();
  await expect(amaraRow.getByText(si["callbacks.status.called"], { exact: true })).toBeVisible();
  // Its detail slot: the call link and the call note, in Sinhala.
  await amaraRow.getByRole("button", { name: fill(si["admin.action.forRow"]!, { item: si["callbacks.action.view"]!, name: amara }) }).click();
  const details = page.getByRole("dialog", { name: amara });
  await expect(details.getByRole("link", { name: fill(si["callbacks.detail.call"]!, { name: amara }) })).toHaveAttribute("href", "tel:077%20555%206666");
  await expect(details.getByText(fill(si["callbacks.detail.note"]!, { note: "නැවත ඇමතුවා" }))).toBeVisible();
  await expectAccessible(page, "a callback's details in Sinhala");
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/one-file-module-si-1280.png` });

  // Tamil, on a 375 px phone.
  await page.setViewportSize({ width: 375, height: 800 });
  const ta = textsIn("ta");
  await page.goto(`${server.base}/ta/admin/callbacks`);
  await untilHydrated(page);
  await expect(page.getByRole("heading", { name: ta["callbacks.plural"], level: 1 })).toBeVisible();
  const dilaniRow = page.getByRole("row").filter({ hasText: dilani });
  await expect(dilaniRow.getByRole("button", { name: ta["callbacks.action.markCalled"] })).toBeVisible();
  await dilaniRow.getByRole("button", { name: fill(ta["admin.action.forRow"]!, { item: ta["callbacks.action.view"]!, name: dilani }) }).click();
  const tamilDetails = page.getByRole("dialog", { name: dilani });
  await expect(tamilDetails.getByRole("link", { name: fill(ta["callbacks.detail.call"]!, { name: dilani }) })).toBeVisible();
  await expectAccessible(page, "a callback's details in Tamil");
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/one-file-module-ta-375.png` });
});
