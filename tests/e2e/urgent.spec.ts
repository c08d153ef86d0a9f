/**
 * Issue 29, an urgent story in Chromium against the built server: a Sinhala child at 375 px sends a story
 * holding a safeguarding word and is shown, right after sending, the helplines in Sinhala with call buttons
 * (with the script, and without it as tel: links); exactly one e-mail reaches the safety address. The super
 * admin at 1280 px finds it first in Content Review and Media with a red mark named by its rule, the words
 * marked in the review dialog, the dashboard counting it, and adds a school's name in Screening words that
 * the next story is warned about. axe on each page; screenshots in test-results/urgent-*.png.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { createTestAccount, e2eDataDir, signIn, useE2eDatabase } from "./support";
import { mailsTo } from "../support/outbox";

const database = useE2eDatabase();
const si = JSON.parse(fs.readFileSync(new URL("../../admin-modules/domain/messages/si.json", import.meta.url), "utf8")) as Record<string, string>;
const SAFETY = "urgent-e2e@childrights.lk";
const outbox = { databaseFile: path.join(e2eDataDir(), "app.db") };
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/urgent-${name}.png`, fullPage: true });

test.beforeAll(async () => {
  await database()
    .db.insertInto("site_settings")
    .values({
      id: 1,
      site_name: "Child Rights Hub Sri Lanka",
      support_email: "support@childrights.lk",
      safety_email: SAFETY,
      partnerships_email: "p@childrights.lk",
    })
    .onConflict((oc) => oc.column("id").doUpdateSet({ safety_email: SAFETY }))
    .execute();
});

async function fillSinhalaStory(page: Page, title: string, content: string) {
  await page.getByLabel(si["media.field.title"], { exact: true }).fill(title);
  await page.getByLabel(si["media.field.content"], { exact: true }).fill(content);
  await page.getByLabel(si["media.field.authorName"]).fill("නිමාලි");
  await page.getByLabel(si["media.field.authorAge"]).fill("12");
  await page.getByLabel(si["media.field.ageGroup"]).selectOption("11-14");
}

const URGENT_STORY = "මට ජීවත් වෙන්න බෑ. කාටවත් කියන්න බැහැ.";
const RULE = "Self-harm: ජීවත් වෙන්න බෑ";

test.describe.configure({ mode: "serial" });
const title = `රෑ කතාව ${Date.now().toString(36)}`;

test("a Sinhala child at 375 px sends an urgent story: thanks, then the helplines in Sinhala with call buttons; one e-mail to the safety address", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const before = mailsTo(outbox, SAFETY).length;
  await page.goto("/si/media/submit");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await fillSinhalaStory(page, title, URGENT_STORY);
  await page.getByRole("button", { name: si["media.submit.button"] }).click();
  await expect(page.getByRole("heading", { name: si["media.submit.sentTitle"] })).toBeVisible();
  const help = page.getByRole("region", { name: si["media.urgent.helpTitle"] });
  await expect(help).toBeVisible();
  await expect(help.getByText(si["media.urgent.helpText"])).toBeVisible();
  // The child helpline (1929) and the police (119), each with its call button, named in Sinhala.
  for (const number of ["1929", "119"]) {
    await expect(help.getByRole("button", { name: new RegExp(`^${si["card.call"].replace("{number}", number)} `) })).toBeVisible();
  }
  await expectAccessible(page, "the helplines after an urgent story (si, 375 px)");
  await shot(page, "child-si-375");

  await expect.poll(() => mailsTo(outbox, SAFETY).length, { timeout: 10_000 }).toBe(before + 1);
  const mail = mailsTo(outbox, SAFETY).at(-1)!;
  expect(mail).toContain(`"${title}"`);
  expect(mail).toContain(`Matched rule: ${RULE}`);
  expect(mail).not.toContain("නිමාලි");
  expect(mail).not.toContain("කාටවත් කියන්න බැහැ");
  const row = await database()
    .db.selectFrom("media_submissions")
    .select(["status", "urgent", "urgent_rule"])
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ status: "pending", urgent: 1, urgent_rule: "self_harm: ජීවත් වෙන්න බෑ" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the server's thanks page shows the same Sinhala helplines as tel: links", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const plain = `${title} 2`;
    await page.goto("/si/media/submit");
    await fillSinhalaStory(page, plain, URGENT_STORY);
    await page.getByRole("button", { name: si["media.submit.button"] }).click();
    await expect(page).toHaveURL(/\/si\/media\/submit\?done=urgent$/);
    await expect(page.getByRole("heading", { name: si["media.submit.sentTitle"] })).toBeVisible();
    const help = page.getByRole("region", { name: si["media.urgent.helpTitle"] });
    await expect(help.getByRole("link", { name: si["card.call"].replace("{number}", "1929") })).toHaveAttribute("href", "tel:1929");
    await expect(help.getByRole("link", { name: si["card.call"].replace("{number}", "119") })).toHaveAttribute("href", "tel:119");
    expect(await database().db.selectFrom("media_submissions").select("urgent").where("title", "=", plain).execute()).toEqual([{ urgent: 1 }]);
    // An ordinary story's thanks has no helplines.
    await page.goto("/si/media/submit");
    await fillSinhalaStory(page, `${title} 3`, "අද අපි පාසලේ ගසක් සිටෙව්වා.");
    await page.getByRole("button", { name: si["media.submit.button"] }).click();
    await expect(page).toHaveURL(/\?done=sent$/);
    await expect(page.getByRole("region", { name: si["media.urgent.helpTitle"] })).toHaveCount(0);
  });
});

test("the super admin at 1280 px: first in Content Review and Media with a red mark, marked in the dialog, counted on the dashboard", async ({ page }) => {
  const admin = await createTestAccount(database(), { role: "super_admin", prefix: "urgentreview" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, admin.email, "/admin/content-review");
  const first = page.getByTestId("pending-submission").first();
  await expect(first).toContainText(title);
  await expect(first.getByRole("img", { name: `Urgent: ${RULE}` })).toBeVisible();
  await expectAccessible(page, "Content Review with an urgent item");
  await shot(page, "content-review-1280");

  await page.goto("/admin/media");
  const firstRow = page.getByRole("row").nth(1);
  await expect(firstRow).toContainText(title);
  await expect(firstRow.getByRole("img", { name: `Urgent: ${RULE}` })).toBeVisible();
  await firstRow.getByRole("button", { name: `Review: ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Review Media Submission" });
  await expect(dialog.getByRole("note").first()).toHaveText("Marked urgent: it holds a word from the safeguarding list (Self-harm).");
  await expect(dialog.locator('mark[data-kind="safeguarding"]')).toHaveText(["ජීවත් වෙන්න බෑ (Self-harm)"]);
  await expectAccessible(page, "the review dialog of an urgent story");
  await shot(page, "review-dialog-1280");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/admin");
  const waiting = page.getByTestId("urgent-waiting");
  await expect(waiting).toContainText("urgent items are waiting. The oldest has waited");
  // Urgent media waiting for review and open urgent reports (the report tests below may have run before).
  const media = await database()
    .db.selectFrom("media_submissions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("urgent", "=", 1)
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  const reports = await database()
    .db.selectFrom("reports")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("urgent", "=", 1)
    .where("status", "=", "open")
    .executeTakeFirstOrThrow();
  // The dashboard also counts waiting events and content submissions whose text holds a safeguarding word
  // (other tests may have sent some): at least these, and the card says the notice's number.
  const shownCount = Number((await waiting.textContent())?.match(/\d+/)?.[0]);
  expect(shownCount).toBeGreaterThanOrEqual(Number(media.n) + Number(reports.n));
  await expect(page.getByRole("link", { name: new RegExp(`^Urgent items waiting ${shownCount}`) })).toBeVisible();
  await expectAccessible(page, "the dashboard with urgent items");
  await shot(page, "dashboard-1280");
});

test("Screening words: a school's name added in the back office is pointed out on the next Sinhala story", async ({ page }) => {
  const admin = await createTestAccount(database(), { role: "super_admin", prefix: "words" });
  await page.setViewportSize({ width: 1280, height: 900 });
  // axe reads the page while the Save toast is on it: with reduced motion (sonner honours it) it never meets
  // the toast mid-fade, whose colours are then too faint (as in limits.spec.ts).
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signIn(page, admin.email, "/admin/screening-words");
  await expect(page.getByRole("heading", { name: "Screening words", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add Screening word" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Screening word" });
  const school = `මලිගාවත්ත විද්‍යාලය ${Date.now().toString(36)}`;
  await dialog.getByLabel("Word or phrase").fill(school);
  await dialog.getByLabel("Kind").selectOption("personal");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Word created successfully")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: school })).toBeVisible();
  await expectAccessible(page, "Screening words");
  await shot(page, "screening-words-1280");

  // The next story naming it (typed without the zero-width joiner, as many phones do) is warned about on sending.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/si/media/submit");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const story = `${title} school`;
  await fillSinhalaStory(page, story, `මම ${school.replace("\u200d", "")}ට යනවා.`);
  await page.getByRole("button", { name: si["media.submit.button"] }).click();
  const warning = si["media.personalInfo.warning"].replace("{found}", si["admin.personalInfo.kind.listed"]);
  await expect(page.getByText(warning)).toBeVisible();
  expect(await database().db.selectFrom("media_submissions").select("id").where("title", "=", story).execute()).toEqual([]);
  await page.getByLabel(si["media.personalInfo.sendAnyway"]).check();
  await page.getByRole("button", { name: si["media.submit.button"] }).click();
  await expect(page.getByRole("heading", { name: si["media.submit.sentTitle"] })).toBeVisible();
  await expectAccessible(page, "Share Your Creation after the staff word warning (si, 375 px)");
});

test("a report whose details hold a safeguarding word shows the helplines with call buttons right after sending (375 px)", async ({ page }) => {
  const item = await database().db.selectFrom("media_submissions").select("id").where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/media/${item.id}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Report this content" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this content" });
  await dialog.getByLabel("Bullying or unkind").check();
  await dialog.getByLabel("More details (optional)").fill("They bully me at school because of this picture.");
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(dialog).toBeHidden();
  const help = page.getByRole("region", { name: "You are not alone" });
  await expect(help.getByRole("button", { name: /^Call 1929 / })).toBeVisible();
  const report = await database().db.selectFrom("reports").select(["urgent", "urgent_rule"]).orderBy("id", "desc").executeTakeFirstOrThrow();
  expect(report).toEqual({ urgent: 1, urgent_rule: "bullying: bully me" });
  await expectAccessible(page, "the helplines after an urgent report (375 px)");
});

test("a report's details with a phone number: told before sending, sent once the box is ticked (375 px)", async ({ page }) => {
  const item = await database().db.selectFrom("media_submissions").select("id").where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/media/${item.id}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Report this content" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this content" });
  await dialog.getByLabel("Shows personal information").check();
  const details = `It shows my number 077 765 4321 ${Date.now().toString(36)}`;
  await dialog.getByLabel("More details (optional)").fill(details);
  const warning = "Your report has something that looks like a phone number. Remove it to keep yourself safe.";
  await expect(dialog.getByText(warning).first()).toBeVisible();
  await expectAccessible(page, "the report dialog with the personal-information warning (375 px)");
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(warning);
  expect(await database().db.selectFrom("reports").select("id").where("details", "=", details).execute()).toEqual([]);
  await dialog.getByLabel("I checked it: send it anyway").check();
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(dialog).toBeHidden();
  expect(await database().db.selectFrom("reports").select("id").where("details", "=", details).execute()).toHaveLength(1);
});
