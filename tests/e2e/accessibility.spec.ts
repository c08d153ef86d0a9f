/**
 * Accessibility, checked by axe-core (WCAG 2.1 A and AA, plus axe's best practices) on every public page
 * at phone and desktop width (public-pages.spec.ts) and on every back-office screen and "Add" form: every input has a label, every
 * button and link a name, text has enough contrast, headings go down one level at a time.
 * Screens are found from the sidebars, so a new back-office module is checked without touching this file.
 */
import { expect, type Page, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { createTestAccount, signIn, useE2eDatabase } from "./support";

const database = useE2eDatabase();

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "networkidle" });
}

test.beforeEach(async ({ page }) => {
  // No half-finished transitions under the contrast check.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("the sign-up tab, forgot password and the open menu pass axe at 375 px", async ({ page }) => {
  // Every public page itself, at 375 and 1280 px, in each language: public-pages.spec.ts.
  await page.setViewportSize({ width: 375, height: 812 });
  await visit(page, "/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expectAccessible(page, "/auth (Sign Up)");
  await visit(page, "/forgot-password");
  await expectAccessible(page, "/forgot-password");
  await visit(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expectAccessible(page, "/ (menu open)");
});

test("a signed-in learner's account, progress and achievements pass axe", async ({ page }) => {
  const { email } = await createTestAccount(database(), { role: null, prefix: "a11y" });
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, email, "/account");
  await expectAccessible(page, "/account");
  await visit(page, "/learning");
  for (const tab of ["My Progress", "Achievements"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expectAccessible(page, `/learning (${tab})`);
  }
});

/** Each screen in the signed-in user's sidebar, and the form behind its first "Add …" button. */
async function auditBackOffice(page: Page, skip: Set<string>): Promise<void> {
  // The back office is a lazy chunk: wait for its sidebar before reading the links.
  await expect(page.locator('nav a[href="/admin"]').first()).toBeVisible();
  // The sidebar's module links come with the registry, a moment after the dashboard link.
  await expect.poll(() => page.locator('nav a[href^="/admin/"]').count()).toBeGreaterThan(5);
  const screens = await page.locator('nav a[href^="/admin"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
  expect(screens.length).toBeGreaterThan(5);
  for (const path of screens.filter((s) => !skip.has(s))) {
    skip.add(path);
    await visit(page, path);
    await expect(page.locator("main h1").first()).toBeVisible();
    await expectAccessible(page, path);
    const add = page.getByRole("button", { name: /^Add / }).first();
    if ((await add.count()) === 0) continue;
    await add.click();
    // Most modules open a dialog; short ones (emergency contacts) open the form in the page.
    await expect(page.getByRole("dialog").or(page.locator("main form")).first()).toBeVisible();
    await expectAccessible(page, `${path} (form)`);
    await page.keyboard.press("Escape");
  }
}

test("every back-office screen and Add dialog passes axe, for a super admin and an organization", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const audited = new Set<string>();
  await signIn(page, (await createTestAccount(database(), { role: "super_admin", prefix: "a11y" })).email);
  await auditBackOffice(page, audited);
  await page.context().clearCookies();
  await signIn(page, (await createTestAccount(database(), { role: "organization", prefix: "a11y" })).email);
  await auditBackOffice(page, audited);
});
