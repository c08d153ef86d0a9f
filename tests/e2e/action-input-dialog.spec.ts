/**
 * Issue 14 in Chromium: a module's own action with input fields opens the generic action dialog. Reports'
 * Dismiss asks why: an empty reason is refused by the server with the field's message under the field,
 * which takes the keyboard; a reason dismisses the report and is shown in the Audit Log's entry; axe
 * finds nothing on the dialog, with and without the message.
 */
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";
import { createTestAccount, signIn, useE2eDatabase } from "./support";

const database = useE2eDatabase();

test("Dismiss asks for a reason in a dialog; the server's message lands on the field; the audit entry shows the reason", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const word = `Dismissreason${Date.now()}`;
  const report = await database()
    .db.insertInto("reports")
    .values({ target_type: "event", target_id: 1, reason: "spam", details: `${word} please look` })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { email, userId } = await createTestAccount(database(), { role: "super_admin", prefix: "dismiss", fullName: "Dismiss Tester" });
  await signIn(page, email, "/admin/reports");

  const row = page.getByRole("row").filter({ hasText: word });
  await row.getByRole("button", { name: "Dismiss" }).click();
  const dialog = page.getByRole("dialog", { name: "Dismiss" });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByRole("textbox", { name: "Why is it dismissed?" });
  await expect(reason).toBeVisible();
  await expectAccessible(page, "the Dismiss dialog");

  // Sent empty: the server refuses, its message is under the field and the field has the keyboard.
  await dialog.getByRole("button", { name: "Dismiss" }).click();
  await expect(dialog.getByText("Why is it dismissed? is required")).toBeVisible();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toBeFocused();
  await expectAccessible(page, "the Dismiss dialog with the server's message");
  expect((await database().db.selectFrom("reports").select("status").where("id", "=", report.id).executeTakeFirstOrThrow()).status).toBe("open");

  await reason.fill(`Same as an earlier ${word}`);
  await expect(dialog.getByText("Why is it dismissed? is required")).toBeHidden();
  await dialog.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText("Report dismissed successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = await database().db.selectFrom("reports").select(["status", "resolved_by"]).where("id", "=", report.id).executeTakeFirstOrThrow();
  expect(saved).toEqual({ status: "dismissed", resolved_by: userId });

  // The Audit Log shows the entry with its reason.
  await page.goto(`/admin/audit-log?q=${encodeURIComponent(`Same as an earlier ${word}`)}`);
  const entry = page.getByRole("row").filter({ hasText: `Same as an earlier ${word}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Dismiss");
});
