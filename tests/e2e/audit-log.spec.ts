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

test("an edit reads as words: date and time in Sri Lanka time, the item's title, the field's label before and after, every column on screen at 1280 px", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email } = await createTestAccount(database(), { role: "super_admin", prefix: "auditwords" });
  await signIn(page, email, "/admin/tags");
  const stamp = Date.now().toString(36);
  const [before, after] = [`kindness-${stamp}`, `kindness-week-${stamp}`];
  await page.getByRole("button", { name: "Add Tag" }).click();
  await page.getByRole("dialog", { name: "Add Tag" }).getByLabel("Name").fill(before);
  await page.getByRole("dialog", { name: "Add Tag" }).getByRole("button", { name: "Save" }).click();
  await page.getByRole("button", { name: `Edit: ${before}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Tag" });
  await edit.getByLabel("Name").fill(after);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();

  await page.goto("/admin/audit-log?f_action=update&f_module=tags");
  const row = page.locator("table tbody tr").filter({ hasText: after }).first();
  await expect(row).toBeVisible();
  const cells = row.locator("td");
  await expect(cells.nth(0)).toHaveText(/\d{4}, \d{1,2}:\d{2}/); // the date with its time
  await expect(cells.nth(4)).toHaveText(after); // the item by its title, not "4"
  const changes = row.locator(".audit-changes");
  await expect(changes.locator("dt")).toHaveText(["Name"]);
  await expect(changes.locator(".audit-before")).toHaveText(before);
  await expect(changes.locator(".audit-after")).toHaveText(after);
  await expect(row).not.toContainText('{"');
  // Nothing cut off: every header and the row's View button end inside the window.
  for (const header of await page.locator("table thead th").all())
    expect(((await header.boundingBox())?.x ?? 0) + ((await header.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(1280);
  const view = row.getByRole("button", { name: /View/ });
  const box = await view.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
  await expectAccessible(page, "/admin/audit-log (changes as words)");

  await view.click();
  const details = page.getByRole("dialog");
  await expect(details.locator(".audit-changes dt")).toHaveText(["Name"]);
  await expect(details).toContainText(/\d{1,2}:\d{2}/);
  await expect(details).not.toContainText('{"');
});
