import { expect, type Page, test } from "./fixtures";
import { createTestAccount, signIn, useE2eDatabase } from "./support";

const database = useE2eDatabase();

test("home page shows the seeded sections from one query, without back-office code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".js")) scripts.push(r.url());
  });
  // Other specs add resources to the shared database: the count is read, not assumed.
  const active = await database()
    .db.selectFrom("resources")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_active", "=", 1)
    .executeTakeFirstOrThrow();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Know Your Rights. Own Your Future." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Quick Access Hubs" })).toBeVisible();
  await expect(page.getByText(`${Number(active.n)} free resources to download`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Police Emergency" })).toBeVisible();
  expect(scripts.some((u) => /Admin/i.test(u))).toBe(false);
});

test("a visitor signs up, signs in and signs out with the spec's toasts", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Username").fill(
    `kid_${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`,
  );
  await page.getByLabel("18 or over").check();
  await page.getByLabel("Email").fill(`kid${Date.now()}@example.org`);
  const email = await page.getByLabel("Email").inputValue();
  await page.locator('input[name="password"]').fill("secret1");
  await page.getByLabel("Confirm password").fill("secret2");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeDisabled();
  await page.getByLabel("Confirm password").fill("secret1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created successfully")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("secret1");
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page).toHaveURL(/\/$/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
});

test("an unknown path shows the not-found page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
});

test("at 375 px the mobile menu offers no Admin Panel to a visitor", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("#mobile-menu").getByRole("link", { name: "Resources" })).toBeVisible();
  await expect(page.locator("#mobile-menu").getByText("Admin Panel")).toHaveCount(0);
});

async function mobileMenuAfterSignIn(page: Page, role: "super_admin" | "organization" | null) {
  const { email } = await createTestAccount(database(), { role, prefix: "menu" });
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, email, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  return page.locator("#mobile-menu");
}

test("at 375 px the mobile menu offers Admin Panel to staff only, and it opens the back office", async ({ page }) => {
  const plainUser = await mobileMenuAfterSignIn(page, null);
  await expect(plainUser.getByRole("link", { name: "Resources" })).toBeVisible();
  await expect(plainUser.getByText("Admin Panel")).toHaveCount(0);
  await page.context().clearCookies();

  for (const role of ["organization", "super_admin"] as const) {
    const menu = await mobileMenuAfterSignIn(page, role);
    await menu.getByRole("link", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await page.context().clearCookies();
  }
});
