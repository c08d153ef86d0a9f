/**
 * Personal-information screening in the review dialog (issue #29): a child's story holding a phone number
 * written with spaces, an e-mail address and a Sinhala-digit phone number is shown to the reviewer with a
 * notice naming what was found and each finding marked in the text (still text, never HTML); a story with
 * prices and dates only shows no notice. Chromium, 1280 px, against the built server.
 */
import fs from "node:fs";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { createTestAccount, signIn, useE2eDatabase } from "./support";

const database = useE2eDatabase();
const ta = JSON.parse(fs.readFileSync(new URL("../../admin-modules/domain/messages/ta.json", import.meta.url), "utf8")) as Record<string, string>;
const tamilWarning = ta["media.personalInfo.warning"].replace("{found}", ta["admin.personalInfo.kind.phone"]);

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
    .getByRole("button", { name: `Review: ${risky}` })
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
    .getByRole("button", { name: `Review: ${harmless}` })
    .click();
  await expect(dialog.getByText(/Rs\. 1,500\.00/)).toBeVisible();
  await expect(dialog.getByRole("note")).toHaveCount(0);
  await expect(dialog.locator("mark")).toHaveCount(0);
});

/** Share Your Creation at 375 px in Tamil: a story with a phone number. */
async function fillTamilStory(page: import("@playwright/test").Page, title: string) {
  await page.getByLabel(ta["media.field.title"], { exact: true }).fill(title);
  await page.getByLabel(ta["media.field.content"], { exact: true }).fill("என் பெயர் நிலா. என்னை 077 123 4567 இல் அழையுங்கள்.");
  await page.getByLabel(ta["media.field.authorName"]).fill("நிலா");
  await page.getByLabel(ta["media.field.authorAge"]).fill("12");
  await page.getByLabel(ta["media.field.ageGroup"]).selectOption("11-14");
}

const storiesTitled = (title: string) => database().db.selectFrom("media_submissions").select(["status", "content"]).where("title", "=", title).execute();

test("a Tamil child's story with a phone number: warned in Tamil before sending, may still send, and the reviewer sees it marked", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const title = `என் நண்பர்கள் ${Date.now().toString(36)}`;
  await page.goto("/ta/media/submit");
  await fillTamilStory(page, title);
  // Told as it is typed, in Tamil, with a box to send anyway.
  await expect(page.getByText(tamilWarning).first()).toBeVisible();
  const anyway = page.getByLabel(ta["media.personalInfo.sendAnyway"]);
  await page.getByRole("button", { name: ta["media.submit.button"] }).click();
  // Not sent until the child says so.
  await expect(anyway).toHaveAttribute("aria-invalid", "true");
  expect(await storiesTitled(title)).toEqual([]);
  await anyway.check();
  await page.getByRole("button", { name: ta["media.submit.button"] }).click();
  await expect(page.getByRole("heading", { name: ta["media.submit.sentTitle"] })).toBeVisible();
  expect(await storiesTitled(title)).toEqual([{ status: "pending", content: "என் பெயர் நிலா. என்னை 077 123 4567 இல் அழையுங்கள்." }]);

  const admin = await createTestAccount(database(), { role: "super_admin", prefix: "tamilreview" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, admin.email, "/admin/media");
  await page.getByLabel("Status").selectOption("pending");
  await page
    .getByRole("row")
    .filter({ hasText: title })
    .getByRole("button", { name: `Review: ${title}` })
    .click();
  await expect(page.getByRole("dialog", { name: "Review Media Submission" }).locator("mark.personal-info")).toHaveText(["077 123 4567 (a phone number)"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the server gives the same warning in Tamil with the box, and sends once it is ticked", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const title = `என் வீடு ${Date.now().toString(36)}`;
    await page.goto("/ta/media/submit");
    await fillTamilStory(page, title);
    await page.getByRole("button", { name: ta["media.submit.button"] }).click();
    await expect(page.getByText(tamilWarning).first()).toBeVisible();
    expect(await storiesTitled(title)).toEqual([]);
    await page.getByLabel(ta["media.personalInfo.sendAnyway"]).check();
    await page.getByRole("button", { name: ta["media.submit.button"] }).click();
    await expect(page.getByRole("heading", { name: ta["media.submit.sentTitle"] })).toBeVisible();
    expect(await storiesTitled(title)).toHaveLength(1);
    // "Share another" works before the script too: the empty form again.
    await page.getByRole("link", { name: ta["media.submit.another"] }).click();
    await expect(page).toHaveURL(/\/ta\/media\/submit$/);
    await expect(page.getByRole("button", { name: ta["media.submit.button"] })).toBeVisible();
  });
});
