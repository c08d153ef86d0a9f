/**
 * Issue 29, the event forms read like a product, in Chromium against the built server:
 * - the back office's event form in Sinhala: the title takes the focus first; event types by their label;
 *   the organiser's contact as phone, e-mail and website fields, a bad phone and e-mail refused in Sinhala
 *   with nothing written; an uploaded picture, re-encoded on the server; the public page then shows the
 *   call, e-mail and website links and the picture;
 * - the public Submit an Event form in Tamil at 375 px: a bad phone refused in Tamil; a picture uploaded
 *   with the form (with the script, and without it), re-encoded and kept with the pending submission.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, type Page, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { slugWithId } from "../../admin-modules/domain/slug";
import { createTestAccount, e2eDataDir, signIn, useE2eDatabase } from "./support";

const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../admin-modules/domain/messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
const si = messages("si");
const ta = messages("ta");

const database = useE2eDatabase();

/** The Sri Lankan calendar date `days` from now, as YYYY-MM-DD. */
function sriLankaDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Colombo" }).format(new Date(Date.now() + days * 86_400_000));
}

/** A PNG photo with a text chunk (as a camera's notes) that the server's re-encoding leaves behind. */
async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .withMetadata({ exif: { IFD0: { ImageDescription: "home address 12 Temple Road" } } })
    .toBuffer();
}

/** The stored file of an /uploads/ address, read from the server's data folder. */
function storedFile(url: string): Buffer {
  return fs.readFileSync(path.join(e2eDataDir(), url.replace(/^\//, "")));
}

async function expectReEncoded(url: string) {
  const stored = storedFile(url);
  expect(stored.toString("latin1")).not.toContain("Temple Road");
  const meta = await sharp(stored).metadata();
  expect(meta.width).toBeGreaterThan(0);
}

test("staff add an event in Sinhala: title first, types by label, contact fields checked, an uploaded picture; the public page shows them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email, userId } = await createTestAccount(database(), { role: "super_admin", prefix: "eventform", fullName: "Event Former" });
  await database().db.updateTable("profiles").set({ back_office_locale: "si" }).where("user_id", "=", userId).execute();
  await signIn(page, email, "/admin/events");
  await page.goto("/si/admin/events");
  await page.getByRole("button", { name: si["admin.ui.add"].replace("{item}", si["admin.events.singular"]) }).click();
  const dialog = page.getByRole("dialog");
  // The first focus is the title, not the picture's address.
  await expect(dialog.locator('[name="title"]')).toBeFocused();
  // Event types by their label in Sinhala, never the stored key.
  const typeSelect = dialog.locator('select[name="type"]');
  await expect(typeSelect).toHaveAccessibleName(new RegExp(`^${si["admin.field.type"]}`));
  const types = await typeSelect.locator("option").allTextContents();
  expect(types).toContain(si["events.category.workshop"]);
  for (const key of ["workshop", "sports", "arts", "educational", "cultural"]) expect(types).not.toContain(key);
  await expect(dialog.getByText("JSON")).toHaveCount(0);

  const title = `Kite workshop ${Date.now()}`;
  await dialog.locator('[name="title"]').fill(title);
  await dialog.getByLabel(si["admin.field.organizer"]).fill("Kite Club");
  await typeSelect.selectOption("workshop");
  await dialog.getByLabel(si["admin.field.ageGroup"]).fill("8-14");
  await dialog.getByLabel(si["admin.field.capacity"]).fill("30");
  await dialog.getByLabel(si["admin.field.eventDate"]).fill(sriLankaDate(5));
  await dialog.getByLabel(si["admin.field.startTime"]).fill("09:00");
  await dialog.getByLabel(si["admin.field.endTime"]).fill("11:30");
  await dialog.getByLabel(si["admin.field.location"]).fill("Galle Face Green");
  await dialog.getByLabel(si["admin.field.district"]).selectOption("Colombo");
  // A bad phone and a bad e-mail: refused in Sinhala, nothing written.
  await dialog.getByLabel(si["admin.field.contactPhone"]).fill("12345");
  await dialog.getByLabel(si["admin.field.contactEmail"]).fill("events@");
  await dialog.getByLabel(si["admin.field.contactWebsite"]).fill("http://kiteclub.lk");
  await dialog.getByRole("button", { name: si["admin.ui.save"] }).click();
  await expect(dialog.getByText(si["events.invalid.phoneSriLanka"])).toBeVisible();
  await expect(dialog.getByText(si["events.invalid.email"])).toBeVisible();
  await expect(dialog.getByText(si["events.invalid.websiteHttps"])).toBeVisible();
  await expect(dialog.getByLabel(si["admin.field.contactPhone"])).toBeFocused();
  await page.screenshot({ path: test.info().outputPath("admin-event-form-si-1280.png"), fullPage: true });
  expect(await database().db.selectFrom("events").select("id").where("title", "=", title).execute()).toEqual([]);

  // The server judges too: the same bad values sent past the form are refused, in Sinhala, writing nothing.
  const refused = await page.request.post("/trpc/admin.create", {
    headers: { "content-type": "application/json", "x-locale": "si" },
    data: {
      module: "events",
      values: {
        title,
        organizer_name: "Kite Club",
        type: "workshop",
        age_group: "8-14",
        capacity: 30,
        event_date: sriLankaDate(5),
        start_time: "09:00",
        end_time: "11:30",
        location: "Hall",
        district: "Colombo",
        contact_phone: "12345",
      },
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain(si["events.invalid.phoneSriLanka"]);
  expect(await database().db.selectFrom("events").select("id").where("title", "=", title).execute()).toEqual([]);

  await dialog.getByLabel(si["admin.field.contactPhone"]).fill("077 123 4567");
  await dialog.getByLabel(si["admin.field.contactEmail"]).fill("events@kiteclub.lk");
  await dialog.getByLabel(si["admin.field.contactWebsite"]).fill("https://kiteclub.lk");
  // The picture uploaded (the address stays an alternative in the same field).
  await dialog.locator('input[type="file"]').setInputFiles({ name: "kites.png", mimeType: "image/png", buffer: await photo() });
  await expect(dialog.getByLabel(si["admin.field.thumbnail"], { exact: true })).toHaveValue(/^\/uploads\/images\/.+/);
  await expectAccessible(page, "the event form in Sinhala");
  await dialog.getByRole("button", { name: si["admin.ui.save"] }).click();
  await expect(page.getByText(si["admin.events.created"])).toBeVisible();

  const row = await database()
    .db.selectFrom("events")
    .select(["id", "title", "thumbnail", "contact_phone", "contact_email", "contact_website"])
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ contact_phone: "077 123 4567", contact_email: "events@kiteclub.lk", contact_website: "https://kiteclub.lk" });
  await expectReEncoded(row.thumbnail!);

  // The public page: call, e-mail and website links, and the re-encoded picture.
  await page.goto(`/events/${slugWithId(row.title, row.id)}`);
  await expect(page.getByRole("link", { name: /077 123 4567/ })).toHaveAttribute("href", "tel:0771234567");
  await expect(page.getByRole("link", { name: /events@kiteclub\.lk/ })).toHaveAttribute("href", "mailto:events@kiteclub.lk");
  await expect(page.getByRole("link", { name: /kiteclub\.lk/ }).last()).toHaveAttribute("href", "https://kiteclub.lk");
  const picture = page.locator("img.event-detail-hero");
  await expect(picture).toHaveAttribute("src", row.thumbnail!);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

async function fillTamilEvent(page: Page, title: string) {
  await page.getByLabel(ta["events.submit.eventTitle"]).fill(title);
  await page.getByLabel(ta["events.submit.description"]).fill("பட்டம் கொண்டு வாருங்கள்.");
  await page.getByLabel(ta["events.submit.date"]).fill(sriLankaDate(6));
  await page.getByLabel(ta["events.submit.startTime"]).fill("09:00");
  await page.getByLabel(ta["events.submit.endTime"]).fill("11:00");
  await page.getByLabel(ta["events.submit.location"]).fill("Jaffna Fort");
  await page.getByLabel(ta["events.submit.district"]).selectOption("Jaffna");
  await page.getByLabel(ta["events.submit.organizer"]).fill("Kite Club");
  await page.getByLabel(ta["events.submit.capacity"]).fill("25");
}

test("Submit an Event in Tamil at 375 px: a bad phone is refused in Tamil; the uploaded picture is re-encoded and kept with the submission", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/ta/events/submit");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const title = `Kite day ${Date.now()}`;
  await fillTamilEvent(page, title);
  await page.getByLabel(ta["events.submit.contactPhone"]).fill("12345");
  await page.getByLabel(ta["events.submit.pictureUpload"]).setInputFiles({ name: "kites.png", mimeType: "image/png", buffer: await photo() });
  await page.getByRole("button", { name: ta["events.submit.send"] }).click();
  await expect(page.getByText(ta["events.invalid.phoneSriLanka"])).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("submit-event-ta-375.png"), fullPage: true });
  await expectAccessible(page, "Submit an Event in Tamil with a bad phone");
  expect(await database().db.selectFrom("content_submissions").select("id").where("title", "=", title).execute()).toEqual([]);

  await page.getByLabel(ta["events.submit.contactPhone"]).fill("021 222 3344");
  await page.getByRole("button", { name: ta["events.submit.send"] }).click();
  await expect(page.getByRole("heading", { name: ta["events.submit.successTitle"] })).toBeVisible();
  const sub = await database()
    .db.selectFrom("content_submissions")
    .select(["image_url", "status", "content_data"])
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  expect(sub.status).toBe("pending");
  expect(sub.image_url).toMatch(/^\/uploads\/images\//);
  expect(JSON.parse(sub.content_data!).contact_info).toEqual({ phone: "021 222 3344" });
  await expectReEncoded(sub.image_url!);
});

test("Submit an Event without JavaScript: the picture goes with the form and is re-encoded", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/ta/events/submit");
  const title = `No-script kites ${Date.now()}`;
  await fillTamilEvent(page, title);
  await page.getByLabel(ta["events.submit.contactEmail"]).fill("kites@club.lk");
  await page.getByLabel(ta["events.submit.pictureUpload"]).setInputFiles({ name: "kites.png", mimeType: "image/png", buffer: await photo() });
  await page.getByRole("button", { name: ta["events.submit.send"] }).click();
  await expect(page.getByRole("heading", { name: ta["events.submit.successTitle"] })).toBeVisible();
  const sub = await database().db.selectFrom("content_submissions").select(["image_url"]).where("title", "=", title).executeTakeFirstOrThrow();
  expect(sub.image_url).toMatch(/^\/uploads\/images\//);
  await expectReEncoded(sub.image_url!);
  // "Submit another" works before the script too: the empty form again.
  await page.getByRole("link", { name: ta["events.submit.another"] }).click();
  await expect(page).toHaveURL(/\/ta\/events\/submit$/);
  await expect(page.getByRole("button", { name: ta["events.submit.send"] })).toBeVisible();
  await context.close();
});
