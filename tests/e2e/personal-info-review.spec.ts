/**
 * Personal-information screening in the review dialog (issue #29): a child's story holding a phone number
 * written with spaces, an e-mail address and a Sinhala-digit phone number is shown to the reviewer with a
 * notice naming what was found and each finding marked in the text (still text, never HTML); a story with
 * prices and dates only shows no notice. Chromium, 1280 px, against the built server.
 */
import { expect, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { createTestAccount, signIn, useE2eDatabase } from "./support";

const database = useE2eDatabase();

async function pendingStory(title: string, content: string) {
  await database()
    .db.insertInto("media_submissions")
    .values({ title, type: "story", content, author_name: "Nila", author_age: 12, age_group: "11-14", status: "pending" })
    .execute();
}

test("the reviewer sees a story's phone numbers and e-mail marked, with a notice; a story of prices and dates has none", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const risky = `My new friends ${stamp}`;
  const harmless = `Our school fair ${stamp}`;
  await pendingStory(risky, "Call me on 077 123 4567 or write to nila.kid@gmail.com. My sister: ෦෭෭෧෨෩෪෫෬෭ <b>bye</b>");
  await pendingStory(harmless, "On 12/05/2024 we sold 40 cakes for Rs. 1,500.00 each, from 9.00 to 11.30.");
  const admin = await createTestAccount(database(), { role: "super_admin", prefix: "reviewer" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, admin.email, "/admin/media");
  await page.getByLabel("Status").selectOption("pending");

  await page
    .getByRole("row")
    .filter({ hasText: risky })
    .getByRole("button", { name: `Review ${risky}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Review Media Submission" });
  await expect(dialog.getByRole("note")).toHaveText(
    "This may hold personal information: a phone number, an e-mail address. It is marked below; check it before approving.",
  );
  const marks = dialog.locator("mark.personal-info");
  await expect(marks).toHaveCount(3);
  await expect(marks.nth(0)).toHaveText("077 123 4567 (a phone number)");
  await expect(marks.nth(1)).toHaveText("nila.kid@gmail.com (an e-mail address)");
  await expect(marks.nth(2)).toHaveText("෦෭෭෧෨෩෪෫෬෭ (a phone number)");
  // Still the child's words as text: the markup shows, it is not interpreted.
  await expect(dialog.locator(".review-story")).toContainText("<b>bye</b>");
  await expectAccessible(page, "the review dialog with personal information marked");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page
    .getByRole("row")
    .filter({ hasText: harmless })
    .getByRole("button", { name: `Review ${harmless}` })
    .click();
  await expect(dialog.getByText(/Rs\. 1,500\.00/)).toBeVisible();
  await expect(dialog.getByRole("note")).toHaveCount(0);
  await expect(dialog.locator("mark")).toHaveCount(0);
});
