/**
 * Issue 29, personal-information screening on Submit an Event, in Chromium against the built server, in
 * Tamil at 375 px: a phone number in the description shows the warning and the "send it anyway" box; the
 * event is sent only once the box is ticked (pending, with its text). The same without JavaScript: the
 * server's answer brings back the warning and the box.
 */
import fs from "node:fs";
import { expect, type Page, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { useE2eDatabase } from "./support";

const ta = JSON.parse(fs.readFileSync(new URL("../../admin-modules/domain/messages/ta.json", import.meta.url), "utf8")) as Record<string, string>;
const WARNING = ta["events.personalInfo.warning"].replace("{found}", ta["admin.personalInfo.kind.phone"]);
const DESCRIPTION = "பட்டம் கொண்டு வாருங்கள். அழைக்க 077 123 4567";

const database = useE2eDatabase();

function sriLankaDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Colombo" }).format(new Date(Date.now() + days * 86_400_000));
}

async function fillTamilEvent(page: Page, title: string) {
  await page.getByLabel(ta["events.submit.eventTitle"]).fill(title);
  await page.getByLabel(ta["events.submit.description"]).fill(DESCRIPTION);
  await page.getByLabel(ta["events.submit.date"]).fill(sriLankaDate(6));
  await page.getByLabel(ta["events.submit.startTime"]).fill("09:00");
  await page.getByLabel(ta["events.submit.endTime"]).fill("11:00");
  await page.getByLabel(ta["events.submit.location"]).fill("Jaffna Fort");
  await page.getByLabel(ta["events.submit.district"]).selectOption("Jaffna");
  await page.getByLabel(ta["events.submit.organizer"]).fill("Kite Club");
  await page.getByLabel(ta["events.submit.capacity"]).fill("25");
  // A contact phone is a contact detail: never pointed out.
  await page.getByLabel(ta["events.submit.contactPhone"]).fill("021 222 3344");
}

const submitted = (title: string) => database().db.selectFrom("content_submissions").select(["status", "description"]).where("title", "=", title).execute();

test("Submit an Event in Tamil at 375 px: a phone number in the description is pointed out; sent once the box is ticked", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/ta/events/submit");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const title = `Phone kites ${Date.now()}`;
  await fillTamilEvent(page, title);
  // Told as the visitor types, before sending.
  await expect(page.locator("#send-anyway-warning")).toHaveText(WARNING);
  await page.getByRole("button", { name: ta["events.submit.send"] }).click();
  const box = page.getByRole("checkbox", { name: ta["media.personalInfo.sendAnyway"] });
  await expect(box).toBeFocused();
  await page.screenshot({ path: test.info().outputPath("submit-event-personal-ta-375.png"), fullPage: true });
  await expectAccessible(page, "Submit an Event in Tamil with a phone number in the description");
  expect(await submitted(title)).toEqual([]);

  await box.check();
  await page.getByRole("button", { name: ta["events.submit.send"] }).click();
  await expect(page.getByRole("heading", { name: ta["events.submit.successTitle"] })).toBeVisible();
  expect(await submitted(title)).toEqual([{ status: "pending", description: DESCRIPTION }]);
});

test("Submit an Event without JavaScript: the server's answer shows the warning and the box; sent once it is ticked", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto("/ta/events/submit");
  const title = `No-script phone kites ${Date.now()}`;
  await fillTamilEvent(page, title);
  await page.getByRole("button", { name: ta["events.submit.send"] }).click();
  await expect(page.locator("#send-anyway-warning")).toHaveText(WARNING);
  expect(await submitted(title)).toEqual([]);
  // What was typed is kept; only the box is needed.
  await expect(page.getByLabel(ta["events.submit.description"])).toHaveValue(DESCRIPTION);
  await page.getByRole("checkbox", { name: ta["media.personalInfo.sendAnyway"] }).check();
  await page.getByRole("button", { name: ta["events.submit.send"] }).click();
  await expect(page.getByRole("heading", { name: ta["events.submit.successTitle"] })).toBeVisible();
  expect(await submitted(title)).toEqual([{ status: "pending", description: DESCRIPTION }]);
  await context.close();
});
