/**
 * The back-office shell and the generic module screen in a real browser against the built server: the
 * guard's states, the role-grouped sidebar, the remembered collapse and Ctrl+B, and modules drawn from
 * the registry (announcements, hubs, emergency contacts, tags) writing through the generic procedures.
 * Staff accounts are written straight into the e2e server's SQLite file (tests/e2e/support.ts).
 */
import path from "node:path";
import { expect, type Page, test } from "./fixtures";
import { createTestAccount, signIn, useE2eDatabase } from "./support";

const database = useE2eDatabase();

async function account(role: "super_admin" | "organization" | null) {
  const { email } = await createTestAccount(database(), {
    role,
    prefix: "shell",
    fullName: "Shell Tester",
    organizationName: role === "organization" ? "Shell Org" : null,
  });
  return email;
}

/** Screenshots for a person checking the layout: only when ADMIN_SHELL_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.ADMIN_SHELL_SHOTS) await page.screenshot({ path: path.join(process.env.ADMIN_SHELL_SHOTS, `${name}.png`), fullPage: true });
}

const sidebarLinks = (page: Page) => page.locator("#admin-sidebar").getByRole("link");

test("the guard: signed out goes to /auth, a user without a role is denied", async ({ page }) => {
  await page.goto("/admin/announcements");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin%2Fannouncements$/);
  await signIn(page, await account(null), "/");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
});

test("sidebars per role; an organization user is denied the Users screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, await account("organization"));
  await expect(page.locator("#admin-sidebar").getByRole("heading", { name: "Organization" })).toBeVisible();
  await expect(sidebarLinks(page)).toHaveText(["Dashboard", "Resources", "Learning", "Media", "Events", "Event Registrations", "Emergency Contacts"]);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, await account("super_admin"));
  await expect(page.locator("#admin-sidebar").getByRole("heading", { name: "Super Admin" })).toBeVisible();
  await expect(sidebarLinks(page)).toHaveCount(14);
  await expect(sidebarLinks(page).first()).toHaveText("Dashboard");
  await expect(sidebarLinks(page).last()).toHaveText("Settings");
});

test("the collapsed sidebar survives a reload (cookie) and Ctrl+B toggles it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, await account("super_admin"));
  const shell = page.locator(".admin-shell");
  await expect(shell).toHaveAttribute("data-state", "expanded");
  await page.getByRole("button", { name: "Toggle sidebar" }).click();
  await expect(shell).toHaveAttribute("data-state", "collapsed");
  expect((await page.context().cookies()).find((c) => c.name === "sidebar_state")?.value).toBe("false");
  await page.reload();
  await expect(page.locator(".admin-shell")).toHaveAttribute("data-state", "collapsed");
  const width = () => page.locator("#admin-sidebar").evaluate((el) => el.getBoundingClientRect().width);
  await expect.poll(width).toBe(48);
  await page.keyboard.press("Control+b");
  await expect(page.locator(".admin-shell")).toHaveAttribute("data-state", "expanded");
  await expect.poll(width).toBe(256);
});

test("an announcement made in the dialog is validated, saved with a Success toast and shown on the home page", async ({ page }) => {
  await signIn(page, await account("super_admin"), "/admin/announcements");
  await page.getByRole("button", { name: "Add Announcement" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Priority")).toHaveValue("1");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await shot(page, "announcement-dialog");
  const title = `Shell notice ${Date.now()}`;
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("textbox", { name: "Content" }).fill("Schools reopen on Monday.");
  await dialog.getByLabel("Priority").fill("5");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Success", { exact: true })).toBeVisible();
  await expect(page.getByText("Announcement created successfully")).toBeVisible();
  await expect(page.getByRole("cell", { name: title, exact: true })).toBeVisible();
  await page.goto("/");
  await expect(page.getByText(title)).toBeVisible();
});

/**
 * Moves the second of this test's own two rows up and checks the new order after a reload. The rows are
 * found by a word only they contain (the screen's search), so rows of other specs cannot get in the way.
 */
async function moveSecondUp(page: Page, path: string, selector: string, word: string) {
  const names = async () => (await page.locator(selector).allTextContents()).filter(Boolean);
  const search = async () => {
    await page.getByLabel("Search", { exact: true }).fill(word);
    await expect(page.locator(selector)).toHaveCount(2);
  };
  await page.goto(path);
  await search();
  const before = await names();
  await page.getByRole("button", { name: `Move up: ${before[1]}` }).click();
  await expect.poll(names).toEqual([before[1], before[0]]);
  await page.reload();
  await search();
  await expect.poll(names).toEqual([before[1], before[0]]);
}

test("hub and emergency-contact reorder persist after a reload", async ({ page }) => {
  const word = `Reorder${Date.now().toString(36)}`;
  const db = database().db;
  // Two rows of each, last in the order (orders above every other row's).
  const top = async (table: "hubs" | "emergency_contacts") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.max("display_order").as("m"))
          .executeTakeFirstOrThrow()
      ).m ?? 0,
    );
  const hubTop = await top("hubs");
  for (const i of [1, 2])
    await db
      .insertInto("hubs")
      .values({ title: `${word} Hub ${i}`, path: "/learning", display_order: hubTop + i, is_active: 1 })
      .execute();
  const contactTop = await top("emergency_contacts");
  for (const i of [1, 2])
    await db
      .insertInto("emergency_contacts")
      .values({ name: `${word} Line ${i}`, number: "119", display_order: contactTop + i, is_active: 1 })
      .execute();

  try {
    await signIn(page, await account("super_admin"));
    await moveSecondUp(page, "/admin/hubs", ".admin-table tbody tr td.admin-select-cell + td > strong", word);
    await shot(page, "hubs");
    await moveSecondUp(page, "/admin/emergency-contacts", ".admin-item-card h2", word);
    await shot(page, "emergency");
  } finally {
    // Live helplines and hubs show on public pages: other specs count and name them.
    await db.deleteFrom("hubs").where("title", "like", `${word}%`).execute();
    await db.deleteFrom("emergency_contacts").where("name", "like", `${word}%`).execute();
  }
});

test('a tag named "Road Safety <run>" is stored as road-safety-<run>', async ({ page }) => {
  // Tag names are unique: each run names its own tag, so a rerun (or --repeat-each) needs no clean-up.
  const run = Date.now().toString(36);
  await signIn(page, await account("super_admin"), "/admin/tags");
  await page.getByRole("button", { name: "Add Tag" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill(`  Road   Safety \t ${run} `);
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Success", { exact: true })).toBeVisible();
  const stored = await database().db.selectFrom("tags").select("name").where("name", "like", `%${run}%`).execute();
  expect(stored.map((r) => r.name)).toEqual([`road-safety-${run}`]);
  await page.getByLabel("Search", { exact: true }).fill(run);
  await expect(page.getByRole("cell", { name: `road-safety-${run}`, exact: true })).toBeVisible();
});
