/**
 * Issue 14 in Chromium: Content Review keeps its type filter and page in the address, like every
 * module list, so reload and Back (from another screen, and step by step through its own changes)
 * show the same items.
 */
import { expect, type Page, test } from "./fixtures";
import { createTestAccount, signIn, useE2eDatabase } from "./support";

const database = useE2eDatabase();
const created: number[] = [];

test.afterEach(async () => {
  // Out of the shared queue again, so later specs see only their own items on its first page.
  if (created.length) await database().db.deleteFrom("content_submissions").where("id", "in", created.splice(0)).execute();
});

/** Pending learning submissions `${word} 01` … (the last is the newest, so the first ones are on page 2). */
async function pendingLearning(word: string, count: number) {
  for (let n = 1; n <= count; n++) {
    const row = await database()
      .db.insertInto("content_submissions")
      .values({ title: `${word} ${String(n).padStart(2, "0")}`, description: "A short course", content_type: "learning" })
      .returning("id")
      .executeTakeFirstOrThrow();
    created.push(row.id);
  }
}

test("reload and Back keep Content Review's filter and page", async ({ page }: { page: Page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const word = `Queuestate${Date.now()}`;
  await pendingLearning(word, 25);
  const { email } = await createTestAccount(database(), { role: "super_admin", prefix: "queue", fullName: "Queue Tester" });
  await signIn(page, email, "/admin/content-review");

  const filters = page.getByRole("group", { name: "Show" });
  const learning = filters.getByRole("button", { name: /^Courses/ });
  await learning.click();
  await expect(learning).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/f_type=learning/);
  await expect(page.getByRole("heading", { name: `${word} 25` })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);

  const onLearningPage2 = async () => {
    await expect(filters.getByRole("button", { name: /^Courses/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(/^Page 2 of \d+/)).toBeVisible();
    // Newest first: page 2 begins with the fifth-oldest of these, and holds no other type.
    await expect(page.getByRole("heading", { name: `${word} 05` })).toBeVisible();
    await expect(page.getByRole("heading", { name: `${word} 25` })).toBeHidden();
    await expect(page.locator('[data-testid="pending-submission"]:not([data-module="content-learning"])')).toHaveCount(0);
  };
  await onLearningPage2();

  await page.reload();
  await onLearningPage2();

  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.goBack();
  await onLearningPage2();

  // Back steps through the queue's own changes: page 1 of Learning, then the whole queue.
  await page.goBack();
  await expect(page.getByRole("heading", { name: `${word} 25` })).toBeVisible();
  await expect(filters.getByRole("button", { name: /^Courses/ })).toHaveAttribute("aria-pressed", "true");
  await page.goBack();
  await expect(filters.getByRole("button", { name: /^Everything/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page).not.toHaveURL(/f_type=/);
});
