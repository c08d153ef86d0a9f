/**
 * Remove demo content, as a super admin meets it: a fresh server seeds the demo, the dashboard says "This
 * site shows demo content", the button asks for confirmation and removes it; the notice goes, a row
 * staff created stays, and the public pages show their empty states. The shared e2e server's demo
 * content is used by other specs, so this test starts its own server on its own port and data folder.
 */
import path from "node:path";
import { expect, test } from "./fixtures";
import { openDatabase } from "../../db/open";
import { type OwnServer, startOwnServer } from "./own-server";
import { createTestAccount, PASSWORD } from "./support";

const PORT = Number(process.env.E2E_DEMO_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 4 : 3319));
const base = `http://127.0.0.1:${PORT}`;
let server: OwnServer | null = null;
let dataDir = "";

test.afterEach(async () => {
  await server?.stop();
  server = null;
});

async function startFreshServer(): Promise<void> {
  server = await startOwnServer(PORT, { env: { LOG_LEVEL: "warn" } });
  dataDir = server.dataDir;
}

test("a super admin removes the demo content from the dashboard; staff rows stay and public pages are empty", async ({ page }) => {
  test.setTimeout(90_000);
  await startFreshServer();
  const opened = openDatabase(path.join(dataDir, "app.db"));
  let email: string;
  try {
    ({ email } = await createTestAccount(opened, { role: "super_admin", prefix: "demoadmin" }));
  } finally {
    await opened.close();
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/`);
  await expect(page.getByText("Beach Clean-up Adventure").first()).toBeVisible();

  await page.goto(`${base}/auth?redirect=%2Fadmin`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.locator("#panel-signin").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${base}/admin`);

  // Something staff made before removing the demo: an event, created through the API as the back office does.
  const created = await page.request.post(`${base}/trpc/admin.create`, {
    headers: { "content-type": "application/json", origin: base },
    data: {
      module: "events",
      values: {
        title: "Our First Real Workshop",
        organizer_name: "Our NGO",
        type: "workshop",
        age_group: "all",
        capacity: 20,
        event_date: new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10),
        start_time: "10:00",
        end_time: "12:00",
        location: "Community Hall",
        district: "Colombo",
      },
    },
  });
  expect(created.status()).toBe(200);

  const notice = page.getByRole("region", { name: "This site shows demo content" });
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Remove demo content" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove demo content?" });
  await expect(dialog).toBeVisible();
  // Cancel first: nothing happens.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(notice).toBeVisible();

  await notice.getByRole("button", { name: "Remove demo content" }).click();
  await page.getByRole("dialog", { name: "Remove demo content?" }).getByRole("button", { name: "Remove demo content" }).click();
  // 8 resource PDFs and the 9 demo lessons' pictures (each listed once, its copies removed with it).
  await expect(page.getByText(/Demo content removed: \d+ rows and 17 files\./).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "This site shows demo content" })).toHaveCount(0);

  // The public pages: empty states, and the staff event is still there.
  await page.goto(`${base}/resources`);
  await expect(page.getByText("No resources found").first()).toBeVisible();
  await page.goto(`${base}/media`);
  await expect(page.getByText("No media found").first()).toBeVisible();
  await page.goto(`${base}/`);
  await expect(page.getByText("No hubs available at the moment.")).toBeVisible();
  await expect(page.getByText("Beach Clean-up Adventure")).toHaveCount(0);
  await page.goto(`${base}/events`);
  await expect(page.getByRole("heading", { name: "Our First Real Workshop" })).toBeVisible();
  await expect(page.getByText("Beach Clean-up Adventure")).toHaveCount(0);
  // The helplines are not demo content.
  await page.goto(`${base}/emergency`);
  await expect(page.getByText("1929").first()).toBeVisible();
});
