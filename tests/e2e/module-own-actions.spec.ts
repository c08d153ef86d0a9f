/**
 * Issue 14, one file is one module, in Chromium: the Reports module's Resolve and Dismiss are declared in
 * its file as the columns they set (no workflow code of their own) and run through the generic
 * admin.action. The buttons are offered on the rows the server said they apply to (the list's row
 * decisions); a click closes the report, records who and when, and leaves one audit entry; axe passes.
 */
import { expectAccessible } from "./axe";
import { expect, type Page, test } from "./fixtures";
import { createTestAccount, signIn, useE2eDatabase } from "./support";

const database = useE2eDatabase();

async function openReports(details: string[]): Promise<number[]> {
  const rows = await database()
    .db.insertInto("reports")
    .values(details.map((text) => ({ target_type: "event" as const, target_id: 1, reason: "unsafe" as const, details: text })))
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

async function signInAsSuperAdmin(page: Page): Promise<number> {
  const { email, userId } = await createTestAccount(database(), { role: "super_admin", prefix: "ownaction", fullName: "Action Tester" });
  await signIn(page, email, "/admin/reports");
  return userId;
}

test("Resolve and Dismiss, declared in the Reports module, close a report through the generic action", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const word = `Ownaction${Date.now()}`;
  const [resolveId, dismissId] = await openReports([`${word} resolve me`, `${word} dismiss me`]);
  const userId = await signInAsSuperAdmin(page);

  const resolveRow = page.getByRole("row").filter({ hasText: `${word} resolve me` });
  const dismissRow = page.getByRole("row").filter({ hasText: `${word} dismiss me` });
  await expect(resolveRow.getByRole("button", { name: "Resolve" })).toBeVisible();
  await expectAccessible(page, "reports with open rows");

  await resolveRow.getByRole("button", { name: "Resolve" }).click();
  await expect(page.getByText("Report resolved successfully")).toBeVisible();
  // The Open filter no longer lists it.
  await expect(resolveRow).toHaveCount(0);
  // Dismiss asks why first (its declared input field, in the generic action dialog: action-input-dialog.spec.ts).
  await dismissRow.getByRole("button", { name: "Dismiss" }).click();
  const dialog = page.getByRole("dialog", { name: "Dismiss" });
  await dialog.getByRole("textbox", { name: "Why is it dismissed?" }).fill("Nothing unsafe in it");
  await dialog.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText("Report dismissed successfully")).toBeVisible();
  await expect(dismissRow).toHaveCount(0);

  const closed = await database()
    .db.selectFrom("reports")
    .select(["id", "status", "resolved_by", "resolved_at"])
    .where("id", "in", [resolveId!, dismissId!])
    .orderBy("id")
    .execute();
  expect(closed.map((r) => [r.status, r.resolved_by])).toEqual([
    ["resolved", userId],
    ["dismissed", userId],
  ]);
  expect(closed.every((r) => /^\d{4}-\d{2}-\d{2}T/.test(String(r.resolved_at)))).toBe(true);
  const audit = await database()
    .db.selectFrom("audit_log")
    .select(["row_id", "action"])
    .where("module", "=", "reports")
    .where("row_id", "in", [resolveId!, dismissId!])
    .orderBy("row_id")
    .execute();
  expect(audit).toEqual([
    { row_id: resolveId, action: "resolve" },
    { row_id: dismissId, action: "dismiss" },
  ]);

  // Closed rows offer neither button: the server decided their `when` no longer holds.
  await page.getByLabel("Status").selectOption("resolved");
  const closedRow = page.getByRole("row").filter({ hasText: `${word} resolve me` });
  await expect(closedRow).toBeVisible();
  await expect(closedRow.getByRole("button", { name: "Resolve" })).toHaveCount(0);
});

test("Reports and Media are the generic screen: open reports by default, the filter kept in the address through reload and Back", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const word = `Reportfilter${Date.now()}`;
  const [openId, closedId] = await openReports([`${word} still open`, `${word} already closed`]);
  await database().db.updateTable("reports").set({ status: "resolved" }).where("id", "=", closedId!).execute();
  await signInAsSuperAdmin(page);

  const rows = page.getByRole("row").filter({ hasText: word });
  // The module's default filter: the open ones, with no narrowing to clear.
  await expect(page.getByLabel("Status")).toHaveValue("open");
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Clear Filters" })).toHaveCount(0);
  // The reported item links to its public page.
  await expect(rows.getByRole("link", { name: "Event" })).toHaveAttribute("href", "/events/1");

  await page.getByLabel("Status").selectOption("");
  await expect(page).toHaveURL(/f_status=(~|%7E)/);
  await expect(rows).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("");
  await expect(rows).toHaveCount(2);
  await page.goBack();
  await expect(page.getByLabel("Status")).toHaveValue("open");
  await expect(rows).toHaveCount(1);
  expect(openId).toBeGreaterThan(0);

  // Media: the list state lives in the address too (it was the screen's own state before).
  await page.goto("/admin/media?f_status=approved");
  await expect(page.getByRole("heading", { name: "Media Management" })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("approved");
  await expect(page.getByRole("row").filter({ hasText: "Pending" })).toHaveCount(0);
  await expectAccessible(page, "the generic Media screen");
});
