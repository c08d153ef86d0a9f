/**
 * Issue 29, the last gaps, in Chromium against the built server:
 * - an organization submits an event in the back office in Sinhala: the event's own fields labelled in
 *   Sinhala (no JSON, no raw keys), a missing date refused in Sinhala with nothing written, then stored in
 *   content_data; the dashboard counts its own urgent submission; screenshots (in .tmp/issue29-shots/) at 1280 px (si) and 375 px (ta);
 * - a Tamil child's urgent report sent WITHOUT JavaScript lands on the helplines in Tamil with call links
 *   (tel:), "Report sent" and a way back; axe; screenshots at 375 and 1280 px.
 */
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { createTestAccount, signIn, useE2eDatabase } from "./support";

const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../admin-modules/domain/messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
const si = messages("si");
const ta = messages("ta");
const database = useE2eDatabase();
const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/issue29-shots/${name}.png`, fullPage: true });
const sriLankaDate = (days: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Colombo" }).format(new Date(Date.now() + days * 86_400_000));

test("an organization submits an event in Sinhala with the event's own labelled fields; nothing is typed as JSON", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email, userId } = await createTestAccount(database(), { role: "organization", prefix: "contentfields", organizationName: "Kite Club" });
  await database().db.updateTable("profiles").set({ back_office_locale: "si" }).where("user_id", "=", userId).execute();
  await signIn(page, email, "/admin");
  await page.goto("/si/admin/content/new/event");
  const form = page.locator("form.screen-form");
  await expect(form.getByLabel(si["admin.field.eventDate"])).toBeVisible();
  await expect(page.getByText("JSON")).toHaveCount(0);
  for (const raw of ["event_date", "start_time", "organizer_name"]) await expect(page.getByText(raw)).toHaveCount(0);
  const types = await form.locator('select[name="type"]').locator("option").allTextContents();
  expect(types).toContain(si["events.category.workshop"]);

  const title = `Kite day ${Date.now().toString(36)}`;
  await form.locator('[name="title"]').fill(title);
  // A child told the organiser this: the item is urgent for this organization's dashboard.
  await form.locator('[name="description"]').fill("Kites on the beach. One child said: nobody likes me.");
  await form.locator('select[name="type"]').selectOption("workshop");
  await form.getByLabel(si["admin.field.startTime"]).fill("09:00");
  await form.getByLabel(si["admin.field.endTime"]).fill("12:00");
  await form.getByLabel(si["admin.field.location"]).fill("Galle Face Green");
  await form.getByLabel(si["admin.field.district"]).selectOption("Colombo");
  await form.getByLabel(si["admin.field.capacity"]).fill("40");
  await form.getByLabel(si["admin.field.contactPhone"]).fill("077 123 4567");
  await page.getByRole("button", { name: si["admin.screens.editor.submit"] }).click();
  // The date is missing: refused in Sinhala on its field, which takes the focus; nothing written.
  await expect(form.getByText(si["events.invalid.date"])).toBeVisible();
  await expect(form.getByLabel(si["admin.field.eventDate"])).toBeFocused();
  expect(await database().db.selectFrom("content_submissions").select("id").where("title", "=", title).execute()).toEqual([]);
  await expectAccessible(page, "the content editor with a refused date (si, 1280 px)");
  await shot(page, "content-editor-si-1280");

  await form.getByLabel(si["admin.field.eventDate"]).fill(sriLankaDate(10));
  await page.getByRole("button", { name: si["admin.screens.editor.submit"] }).click();
  await expect(page).toHaveURL(/\/admin\/content\/event$/);
  const stored = await database()
    .db.selectFrom("content_submissions")
    .select(["content_data", "status", "submitted_by"])
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  expect({ ...stored, content_data: JSON.parse(stored.content_data!) }).toEqual({
    status: "pending",
    submitted_by: userId,
    content_data: {
      type: "workshop",
      event_date: sriLankaDate(10),
      start_time: "09:00",
      end_time: "12:00",
      location: "Galle Face Green",
      district: "Colombo",
      capacity: 40,
      contact_phone: "077 123 4567",
      price_type: "free",
      price_amount: 0,
    },
  });

  // The organization's dashboard counts its own urgent submission.
  await page.goto("/si/admin");
  await expect(page.getByTestId("urgent-waiting")).toBeVisible();

  // The same form at 375 px in Tamil.
  await database().db.updateTable("profiles").set({ back_office_locale: "ta" }).where("user_id", "=", userId).execute();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/ta/admin/content/new/event");
  await expect(page.locator("form.screen-form").getByLabel(ta["admin.field.eventDate"])).toBeVisible();
  await shot(page, "content-editor-ta-375");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Tamil child's urgent report lands on the helplines in Tamil with call links, 'Report sent' and a way back", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const item = await database().db.selectFrom("media_submissions").select("id").where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/ta/media/${item.id}`);
    await page.getByRole("link", { name: ta["report.buttonLabel"] }).first().click();
    const dialog = page.locator(`#report-media-${item.id}`);
    await dialog.getByLabel(ta["report.reason.bullying"]).check();
    const details = `பள்ளியில் என்னைக் கேலி செய்கிறார்கள் ${Date.now().toString(36)}`;
    await dialog.getByLabel(ta["report.details"]).fill(details);
    await dialog.getByRole("button", { name: ta["report.send"] }).click();

    await expect(page).toHaveURL(/\/ta\/emergency\?/);
    const notice = page.locator(".urgent-report-sent");
    await expect(notice).toContainText(ta["report.sent"]);
    await expect(notice).toContainText(ta["media.urgent.helpTitle"]);
    await expect(page.getByRole("link", { name: ta["card.call"].replace("{number}", "1929") })).toHaveAttribute("href", "tel:1929");
    await expect(page.getByRole("link", { name: ta["card.call"].replace("{number}", "119") }).first()).toHaveAttribute("href", "tel:119");
    await expect(notice.getByRole("link", { name: ta["report.urgent.back"] })).toHaveAttribute("href", new RegExp(`^/ta/media/([a-z0-9-]+-)?${item.id}$`));
    const report = await database().db.selectFrom("reports").select(["urgent", "urgent_rule"]).where("details", "=", details).executeTakeFirstOrThrow();
    expect(report.urgent).toBe(1);
    // axe runs as a script: the same address, in a page that runs scripts.
    const checker = await browser.newPage({ viewport: { width: 375, height: 812 }, javaScriptEnabled: true });
    await checker.goto(page.url());
    await expect(checker.locator(".urgent-report-sent")).toBeVisible();
    await expectAccessible(checker, "the helplines after an urgent report (ta, 375 px)");
    await checker.close();
    await shot(page, "urgent-report-nojs-ta-375");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "urgent-report-nojs-ta-1280");

    // An ordinary report without the script stays on its page with "Report sent".
    await page.goto(`/ta/media/${item.id}`);
    await page.getByRole("link", { name: ta["report.buttonLabel"] }).first().click();
    await dialog.getByLabel(ta["report.reason.spam"]).check();
    await dialog.getByRole("button", { name: ta["report.send"] }).click();
    await expect(page).toHaveURL(new RegExp(`/ta/media/([a-z0-9-]+-)?${item.id}\\?done=report-media-${item.id}$`));
    await expect(page.locator(".urgent-report-sent")).toHaveCount(0);
  });
});
