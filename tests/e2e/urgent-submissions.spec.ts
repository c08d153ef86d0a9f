/**
 * Issue 29, in Chromium against the built server:
 * - an urgent event submission in Sinhala at 375 px: the helplines in Sinhala with call buttons right after
 *   sending (with the script, and as tel: links without it), the stored mark, exactly one safety e-mail;
 * - the super admin finds it first in Content Review with the red mark named by its rule, and the review
 *   dialog says it is urgent;
 * - "Select all matching" + Approve on Media loads every matching picture into the grid (beyond the page),
 *   and only once each is shown are they approved;
 * - the Tamil (and Sinhala) back office fits a 375 px phone: the document is no wider than the screen on
 *   the dashboard and a list screen.
 * axe on each; screenshots in test-results/urgent-submissions-*.png.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, type Page, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { createTestAccount, e2eDataDir, signIn, useE2eDatabase } from "./support";
import { mailsTo } from "../support/outbox";

const database = useE2eDatabase();
const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../admin-modules/domain/messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
const si = messages("si");
const SAFETY = "urgent-events-e2e@childrights.lk";
const outbox = { databaseFile: path.join(e2eDataDir(), "app.db") };
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/urgent-submissions-${name}.png`, fullPage: true });

/** From the starting list (migration 0026): Sinhala self-harm, "cannot live". */
const URGENT_TEXT = "මට ජීවත් වෙන්න බෑ. කවුරු හරි කතා කරන්න.";
const RULE = "Self-harm: ජීවත් වෙන්න බෑ";

test.describe.configure({ mode: "serial" });
const stamp = Date.now().toString(36);
const title = `කතා කරමු ${stamp}`;

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

function sriLankaDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Colombo" }).format(new Date(Date.now() + days * 86_400_000));
}

async function fillSinhalaEvent(page: Page, eventTitle: string) {
  await page.getByLabel(si["events.submit.eventTitle"]).fill(eventTitle);
  await page.getByLabel(si["events.submit.description"]).fill(URGENT_TEXT);
  await page.getByLabel(si["events.submit.date"]).fill(sriLankaDate(8));
  await page.getByLabel(si["events.submit.startTime"]).fill("09:00");
  await page.getByLabel(si["events.submit.endTime"]).fill("11:00");
  await page.getByLabel(si["events.submit.location"]).fill("Galle Fort");
  await page.getByLabel(si["events.submit.district"]).selectOption("Galle");
  await page.getByLabel(si["events.submit.organizer"]).fill("Kite Club");
  await page.getByLabel(si["events.submit.capacity"]).fill("25");
  await page.getByLabel(si["events.submit.contactPhone"]).fill("091 222 3344");
}

const stored = (eventTitle: string) =>
  database().db.selectFrom("content_submissions").select(["status", "urgent", "urgent_rule"]).where("title", "=", eventTitle).execute();

test("an urgent event submission in Sinhala at 375 px: the helplines in Sinhala after sending, the stored mark, one e-mail", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const before = mailsTo(outbox, SAFETY).length;
  await page.goto("/si/events/submit");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await fillSinhalaEvent(page, title);
  await page.getByRole("button", { name: si["events.submit.send"] }).click();
  await expect(page.getByRole("heading", { name: si["events.submit.successTitle"] })).toBeVisible();
  const help = page.getByRole("region", { name: si["media.urgent.helpTitle"] });
  await expect(help.getByText(si["media.urgent.helpText"])).toBeVisible();
  for (const number of ["1929", "119"]) {
    await expect(help.getByRole("button", { name: new RegExp(`^${si["card.call"].replace("{number}", number)} `) })).toBeVisible();
  }
  await expectAccessible(page, "the helplines after an urgent event submission (si, 375 px)");
  await shot(page, "event-si-375");
  expect(await stored(title)).toEqual([{ status: "pending", urgent: 1, urgent_rule: "self_harm: ජීවත් වෙන්න බෑ" }]);
  await expect.poll(() => mailsTo(outbox, SAFETY).length, { timeout: 10_000 }).toBe(before + 1);
  const mail = mailsTo(outbox, SAFETY).at(-1)!;
  expect(mail).toContain(`"${title}"`);
  expect(mail).toContain(`Matched rule: ${RULE}`);
  expect(mail).not.toContain("කවුරු හරි කතා කරන්න");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the server's thanks page shows the Sinhala helplines as tel: links; an ordinary event's does not", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const plain = `${title} 2`;
    await page.goto("/si/events/submit");
    await fillSinhalaEvent(page, plain);
    await page.getByRole("button", { name: si["events.submit.send"] }).click();
    await expect(page).toHaveURL(/\/si\/events\/submit\?done=urgent$/);
    await expect(page.getByRole("heading", { name: si["events.submit.successTitle"] })).toBeVisible();
    const help = page.getByRole("region", { name: si["media.urgent.helpTitle"] });
    await expect(help.getByRole("link", { name: si["card.call"].replace("{number}", "1929") })).toHaveAttribute("href", "tel:1929");
    expect(await stored(plain)).toEqual([{ status: "pending", urgent: 1, urgent_rule: "self_harm: ජීවත් වෙන්න බෑ" }]);

    await page.goto("/si/events/submit");
    await fillSinhalaEvent(page, `${title} 3`);
    await page.getByLabel(si["events.submit.description"]).fill("පට්ට යවන දවසක්.");
    await page.getByRole("button", { name: si["events.submit.send"] }).click();
    await expect(page).toHaveURL(/\?done=sent$/);
    await expect(page.getByRole("region", { name: si["media.urgent.helpTitle"] })).toHaveCount(0);
  });
});

test("the reviewer at 1280 px: the urgent event first in Content Review with the red mark; the review dialog says why", async ({ page }) => {
  // Newer, but not urgent: it must not pass the urgent one.
  await database()
    .db.insertInto("content_submissions")
    .values({ title: `Calm ${stamp}`, description: "Kites.", content_type: "event", status: "pending" })
    .execute();
  const admin = await createTestAccount(database(), { role: "super_admin", prefix: "urgentevents" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, admin.email, "/admin/content-review");
  await page.getByRole("button", { name: /^Events/ }).click();
  const first = page.getByTestId("pending-submission").first();
  await expect(first).toContainText(title);
  await expect(first.getByRole("img", { name: `Urgent: ${RULE}` })).toBeVisible();
  await expectAccessible(page, "Content Review with an urgent event submission");
  await shot(page, "content-review-1280");
  await first.getByRole("button", { name: /Review/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Marked urgent: it holds a word from the safeguarding list (Self-harm).")).toBeVisible();
  await expectAccessible(page, "the review dialog of an urgent event submission");
  await shot(page, "review-dialog-1280");
});

/** A real PNG in the server's uploads folder; answers its address. */
async function uploadedPicture(file: string) {
  const dir = path.join(e2eDataDir(), "uploads", "media");
  fs.mkdirSync(dir, { recursive: true });
  await sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 40, g: 120, b: 220 } } })
    .png()
    .toFile(path.join(dir, file));
  return `/uploads/media/${file}`;
}

test("Select all matching + Approve on Media loads the matching pictures into the grid, beyond the page, the first 100 of 101 with a note, and approves them once shown", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const word = `Matchall${stamp}`;
  const picture = await uploadedPicture(`matchall-${stamp}.png`);
  const ids: number[] = [];
  // One more than the grid holds (100): the rest wait for the next round.
  for (let n = 1; n <= 101; n += 1) {
    const row = await database()
      .db.insertInto("media_submissions")
      .values({
        title: `${word} ${n}`,
        type: "artwork",
        author_name: "Nimal",
        author_age: 11,
        status: "pending",
        description: "Made at school",
        thumbnail: picture,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const statuses = async () => (await database().db.selectFrom("media_submissions").select("status").where("id", "in", ids).execute()).map((r) => r.status);
  const admin = await createTestAccount(database(), { role: "super_admin", prefix: "matchall" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, admin.email, `/admin/media?q=${word}`);
  // The search's rows first: "Select all on this page" selects the rows drawn (it is off while there are none).
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: `${word} ` })
      .first(),
  ).toBeVisible();
  await page.getByRole("checkbox", { name: "Select all on this page" }).check();
  const bar = page.getByRole("group", { name: "Bulk actions" });
  await bar.getByRole("button", { name: "Select all 101 matching rows" }).click();
  await expect(bar.getByText("All 101 matching rows are selected")).toBeVisible();
  await bar.getByRole("button", { name: "Approve" }).click();

  const grid = page.getByRole("dialog", { name: "Look before you approve" });
  await expect(grid.getByTestId("seen-card")).toHaveCount(100);
  await expect(grid.getByText("Showing the first 100 of 101 matching items. Approve these, then select all matching again for the next ones.")).toBeVisible();
  await expect(grid.getByText("100 of 100 ready to approve")).toBeVisible({ timeout: 60_000 });
  // Every picture of the batch was drawn in the grid, those beyond the first page (20 rows) too.
  for (const card of [0, 20, 99]) {
    const img = grid
      .getByTestId("seen-card")
      .nth(card)
      .getByRole("img", { name: new RegExp(`^The picture sent with “${word} \\d+”$`) });
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  expect(new Set(await statuses())).toEqual(new Set(["pending"]));
  await expectAccessible(page, "the bulk grid loaded from select all matching");
  await shot(page, "grid-matching-1280");
  await grid.getByRole("button", { name: "Approve selected" }).click();
  await expect(page.locator(".admin-bulk-result")).toHaveText("100 approved");
  // The grid held 100: one waits for the next round, still pending.
  expect((await statuses()).filter((status) => status === "pending")).toHaveLength(1);
});

test("the Tamil and Sinhala back office fit a 375 px phone: the dashboard, a list and a form are no wider than the screen", async ({ page }) => {
  const admin = await createTestAccount(database(), { role: "super_admin", prefix: "narrow" });
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, admin.email, "/admin");
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const locale of ["ta", "si"]) {
    const t = messages(locale);
    // The dashboard, a list, and a form with an image field (its upload's hidden file input once made the page 411 px wide).
    for (const screen of ["/admin", "/admin/events", "/admin/content/new/event"]) {
      await page.goto(`/${locale}${screen}`);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.locator("main h1")).toBeVisible();
      if (screen.includes("/new/")) await expect(page.locator(".admin-image-field")).toBeVisible();
      await expect(page.getByRole("button", { name: t["nav.signOut"] })).toBeVisible();
      expect(await width(), `${locale} ${screen}`).toBeLessThanOrEqual(375);
      if (screen === "/admin/events") {
        // Each row is a card of labelled cells: every label stays inside its own cell (Tamil's three-line "select
        // all on this page" once ran into the next cell's label).
        await expect(page.locator(".admin-table tbody tr").first()).toBeVisible();
        const spilling = await page
          .locator(".admin-table td[data-label]")
          .evaluateAll((cells) => cells.filter((cell) => cell.scrollHeight > cell.clientHeight + 1).map((cell) => cell.getAttribute("data-label")));
        expect(spilling, `${locale} ${screen}: labels out of their cells`).toEqual([]);
      }
      // Sign Out sits inside the screen.
      const box = await page.getByRole("button", { name: t["nav.signOut"] }).boundingBox();
      expect(box!.x + box!.width, `${locale} ${screen} Sign Out`).toBeLessThanOrEqual(375);
      if (locale === "ta") {
        await expectAccessible(page, `${screen} in Tamil at 375 px`);
        await shot(page, `${screen.replaceAll("/", "-")}-ta-375`);
      }
    }
  }
});
