/**
 * The first super admin, as an operator meets it: a server started on an empty data folder prints a
 * one-time /setup link; the form creates the account, the new admin signs in and reaches the back
 * office, and the link is dead afterwards. The shared e2e server already has super admins, so this test
 * starts its own server on its own port and data folder.
 */
import { expect, test } from "./fixtures";
import { type OwnServer, startOwnServer } from "./own-server";

const PORT = Number(process.env.E2E_SETUP_PORT ?? 3318);
const base = `http://127.0.0.1:${PORT}`;
let server: OwnServer | null = null;

test.afterEach(async () => {
  await server?.stop();
  server = null;
});

/** Starts the built server on an empty data folder; answers the setup link it prints. */
async function startFreshServer(): Promise<string> {
  const setupLink = (printed: string) => /(http:\S+\/setup\?token=[a-z0-9]+)/.exec(printed)?.[1];
  server = await startOwnServer(PORT, { printedEnough: (printed) => Boolean(setupLink(printed)) });
  return setupLink(server.printed())!;
}

test("the printed setup link creates the first super admin in the browser, and dies once used", async ({ page }) => {
  test.setTimeout(60_000);
  const link = await startFreshServer();
  expect(link.startsWith(`${base}/setup?token=`)).toBe(true);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Create the first administrator" })).toBeVisible();
  await page.getByLabel("Full name").fill("Nadeesha Admin");
  await page.getByLabel("Email").fill("first.admin@example.org");
  await page.getByLabel("Password").fill("a-long-admin-password");
  await page.getByRole("button", { name: "Create administrator" }).click();
  await expect(page.getByText("Administrator created. You can now sign in.").first()).toBeVisible();

  await page.goto(`${base}/auth?redirect=%2Fadmin`);
  await page.getByLabel("Email").fill("first.admin@example.org");
  await page.getByLabel("Password").fill("a-long-admin-password");
  await page.locator("#panel-signin").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${base}/admin`);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  // The same link, a second time: refused, and the form is gone.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText("This setup link is not valid any more. Run npm run create-admin on the server instead.");
  await expect(page.getByRole("button", { name: "Create administrator" })).toHaveCount(0);
});
