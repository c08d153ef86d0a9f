/**
 * The Audit Log screen (issue #14) in Chromium: a super admin's write through the generic screen shows up as
 * an entry naming them, the module, the action and the changed value; the person, module, action and date
 * filters narrow the list; the entry's details open; the CSV export downloads; no button offers to add,
 * edit or delete an entry; and axe finds no violation on the list and the details dialog.
 */
import { expect, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { createTestAccount, signIn, useE2eDatabase } from "./support";
import { sriLankaDate } from "../../admin-modules/domain/time";

const database = useE2eDatabase();

test("a super admin finds their own change in the Audit Log, filters it, views it and exports it", async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email } = await createTestAccount(database(), { role: "super_admin", prefix: "audit", fullName: "Audit Watcher" });
  await signIn(page, email, "/admin/tags");

  const tag = `audited-${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Add Tag" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Tag" });
  await dialog.getByLabel("Name").fill(tag);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  // Reached from the dashboard (the spec's sidebar keeps its 14 entries).
  await page.goto("/admin");
  await page.getByRole("link", { name: /Audit Log/ }).click();
  await expect(page.getByRole("heading", { name: "Audit Log", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Add / })).toHaveCount(0);

  await page.getByLabel("Person", { exact: true }).selectOption({ label: email });
  await page.getByLabel("Module", { exact: true }).selectOption({ label: "Tags" });
  await page.getByLabel("Action", { exact: true }).selectOption({ label: "Create" });
  await page.getByLabel("Date", { exact: true }).fill(sriLankaDate());
  const rows = page.locator("table tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Audit Watcher");
  await expect(rows.first()).toContainText(tag);
  await expect(rows.first().getByRole("button", { name: /edit|delete/i })).toHaveCount(0);
  await expectAccessible(page, "/admin/audit-log (filtered)");

  await rows.first().getByRole("button", { name: /View/ }).click();
  const details = page.getByRole("dialog");
  await expect(details).toContainText(tag);
  await expectAccessible(page, "/admin/audit-log (entry details)");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toBe("audit-log.csv");

  // Another day shows nothing.
  await page.getByLabel("Date", { exact: true }).fill("2000-01-01");
  await expect(page.getByText("No audit entries")).toBeVisible();
});

test("at phone width the Audit Log passes axe", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 375, height: 812 });
  const { email } = await createTestAccount(database(), { role: "super_admin", prefix: "auditphone" });
  await signIn(page, email, "/admin/audit-log");
  await expect(page.getByRole("heading", { name: "Audit Log", level: 1 })).toBeVisible();
  await expectAccessible(page, "/admin/audit-log at 375 px");
});
