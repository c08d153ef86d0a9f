/**
 * Issue 14 in Chromium: bulk approve in Content Review (chosen rows; the rest stay pending), select all
 * matching in a generic module list, list state (page, search, filter, sort) kept in the address across
 * Back and reload, the unsaved-changes guard (dialog close and navigation), focus on the first invalid
 * field after a failed save, and axe on the new controls.
 */
import { expect, type Page, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { createTestAccount, signIn, useE2eDatabase } from "./support";

const database = useE2eDatabase();

async function signInAsSuperAdmin(page: Page, to: string) {
  const { email } = await createTestAccount(database(), { role: "super_admin", prefix: "bulk", fullName: "Bulk Tester" });
  await signIn(page, email, to);
}

async function announcements(word: string, count: number, active = 1): Promise<number[]> {
  const rows = await database()
    .db.insertInto("announcements")
    .values(Array.from({ length: count }, (_, i) => ({ title: `${word} ${String(i + 1).padStart(2, "0")}`, content: "Hello", is_active: active })))
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test("Content Review: select two items and bulk-approve them from the grid; the third stays pending; axe passes", async ({ page }) => {
  const word = `Bulkreview${Date.now()}`;
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const row = await database()
      .db.insertInto("content_submissions")
      .values({ title: `${word} ${n}`, description: "A worksheet", content_type: "resource", content_data: JSON.stringify({ category: "education" }) })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  await signInAsSuperAdmin(page, "/admin/content-review");
  await page.getByRole("checkbox", { name: `Select: ${word} 1` }).check();
  await page.getByRole("checkbox", { name: `Select: ${word} 2` }).check();
  const bar = page.getByRole("group", { name: "Bulk actions" });
  await expect(bar.getByText("2 selected")).toBeVisible();
  await expectAccessible(page, "content review with a selection");
  // Approve shows the chosen items first (issue 29): two worksheets without pictures, their text shown.
  await bar.getByRole("button", { name: "Approve" }).click();
  const grid = page.getByRole("dialog", { name: "Look before you approve" });
  await expect(grid.getByRole("article", { name: `${word} 1` })).toBeVisible();
  await expect(grid.getByRole("article", { name: `${word} 2` })).toContainText("A worksheet");
  await expect(grid.getByText("2 of 2 ready to approve")).toBeVisible();
  await grid.getByRole("button", { name: "Approve selected" }).click();
  await expect(page.locator(".admin-bulk-result")).toHaveText("2 approved");
  const statuses = await database().db.selectFrom("content_submissions").select(["id", "status"]).where("id", "in", ids).orderBy("id").execute();
  expect(statuses.map((s) => s.status)).toEqual(["approved", "approved", "pending"]);
  await expect(page.getByRole("checkbox", { name: `Select: ${word} 1` })).toBeHidden();
  await expect(page.getByRole("checkbox", { name: `Select: ${word} 3` })).toBeVisible();
});

test("select all matching: every row of the search, beyond the page, is deactivated in one go", async ({ page }) => {
  const word = `Bulkall${Date.now()}`;
  const ids = await announcements(word, 25);
  const other = await announcements(`Untouched${Date.now()}`, 1);
  await signInAsSuperAdmin(page, `/admin/announcements?q=${word}`);
  await expect(page.getByText("Page 1 of 2 (25 total)")).toBeVisible();
  await page.getByRole("checkbox", { name: "Select all on this page" }).check();
  const bar = page.getByRole("group", { name: "Bulk actions" });
  await expect(bar.getByText("20 selected")).toBeVisible();
  await bar.getByRole("button", { name: "Select all 25 matching rows" }).click();
  await expect(bar.getByText("All 25 matching rows are selected")).toBeVisible();
  await expectAccessible(page, "announcements with all matching selected");
  await bar.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.locator(".admin-bulk-result")).toHaveText("25 deactivated");
  const rows = await database().db.selectFrom("announcements").select("is_active").where("id", "in", ids).execute();
  expect(rows.every((r) => r.is_active === 0)).toBe(true);
  const untouched = await database().db.selectFrom("announcements").select("is_active").where("id", "=", other[0]).executeTakeFirstOrThrow();
  expect(untouched.is_active).toBe(1);
});

test("Back and reload keep the list's page, search, filter and sort", async ({ page }) => {
  const word = `Liststate${Date.now()}`;
  await announcements(word, 23);
  await announcements(word, 2, 0);
  await signInAsSuperAdmin(page, "/admin/announcements");
  await page.getByRole("searchbox", { name: "Search" }).fill(word);
  await expect(page.getByText("Page 1 of 2 (25 total)")).toBeVisible();
  await page.getByLabel("Active", { exact: true }).selectOption("true");
  await expect(page.getByText("Page 1 of 2 (23 total)")).toBeVisible();
  await page.getByRole("button", { name: /^Title/ }).click();
  await page.getByRole("button", { name: /^Title/ }).click();
  await expect(page.getByRole("columnheader", { name: /Title/ })).toHaveAttribute("aria-sort", "descending");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2 (23 total)")).toBeVisible();
  await expect(page).toHaveURL(/page=2/);

  const check = async () => {
    await expect(page.getByText("Page 2 of 2 (23 total)")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(word);
    await expect(page.getByLabel("Active", { exact: true })).toHaveValue("true");
    await expect(page.getByRole("columnheader", { name: /Title/ })).toHaveAttribute("aria-sort", "descending");
    // Descending by title: page 2 holds the first titles (01, 02, 03).
    await expect(page.getByRole("cell", { name: `${word} 01`, exact: true })).toBeVisible();
  };
  await check();
  await page.getByRole("link", { name: "Hubs" }).click();
  await expect(page.getByRole("heading", { name: "Hubs", level: 1 })).toBeVisible();
  await page.goBack();
  await check();
  await page.reload();
  await check();
});

test("unsaved changes: closing the form asks first; Keep editing keeps them; the first invalid field takes the focus", async ({ page }) => {
  await signInAsSuperAdmin(page, "/admin/announcements");
  await page.getByRole("button", { name: "Add Announcement" }).click();
  const form = page.getByRole("dialog", { name: "Add Announcement" });
  // A failed save: the first field in error (Title, required) has the keyboard.
  await form.locator('textarea[name="content"]').fill("Some news");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.locator('input[name="title"]')).toBeFocused();

  await form.getByRole("button", { name: "Cancel" }).click();
  const ask = page.getByRole("dialog", { name: "Discard unsaved changes?" });
  await expect(ask).toBeVisible();
  await expectAccessible(page, "unsaved-changes question");
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(ask).toBeHidden();
  await expect(form.locator('textarea[name="content"]')).toHaveValue("Some news");
  await form.getByRole("button", { name: "Close" }).click();
  await ask.getByRole("button", { name: "Discard changes" }).click();
  await expect(form).toBeHidden();
  // Nothing changed: closing asks nothing.
  await page.getByRole("button", { name: "Add Announcement" }).click();
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toBeHidden();
  await expect(ask).toBeHidden();
});

test("content editor: leaving with changes asks first (the router's blocker); an empty submit focuses the title", async ({ page }) => {
  await signInAsSuperAdmin(page, "/admin/content/new/resource");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByLabel("Title")).toBeFocused();
  await page.getByLabel("Title").fill("Half-written worksheet");
  await page.getByRole("link", { name: "Back to list" }).click();
  const ask = page.getByRole("dialog", { name: "Discard unsaved changes?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/new\/resource$/);
  await expect(page.getByLabel("Title")).toHaveValue("Half-written worksheet");
  await page.getByRole("link", { name: "Back to list" }).click();
  await ask.getByRole("button", { name: "Discard changes" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/resource$/);
});
