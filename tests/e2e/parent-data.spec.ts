/**
 * Issue 29: the parent's data download as a page in words (/parent/data?token=…), in the parent's language,
 * printable, with the JSON still one button away; drawn by the server (it reads without the script); kept
 * by no cache; opened only with the child's own working link, exactly as the JSON download.
 */
import fs from "node:fs";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { createAccount } from "../../server/services/accounts";
import { generateSessionToken, hashToken } from "../../server/auth/session";
import { PASSWORD, uniqueEmail, useE2eDatabase } from "./support";
import { uniqueUsername } from "../support/unique-username";

const database = useE2eDatabase();

/** A child under 13 whose parent agreed, with a working parent's link, a story waiting and an approved drawing. */
async function childWithData() {
  const db = database().db;
  const email = uniqueEmail("datachild");
  const username = uniqueUsername("data_");
  const userId = await createAccount(db, { email, password: PASSWORD, username, ageRange: "under_13", parentEmail: uniqueEmail("dataparent") });
  const token = generateSessionToken();
  await db
    .insertInto("parent_links")
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString() })
    .execute();
  await db.updateTable("parental_consents").set({ status: "granted", consented_at: "2026-03-01T18:45:00.000Z" }).where("user_id", "=", userId).execute();
  await db
    .insertInto("media_submissions")
    .values([
      {
        title: `Kite story ${username}`,
        type: "story",
        content: "We flew a kite.",
        author_name: username,
        author_age: 10,
        submitted_by: userId,
        status: "pending",
      },
      { title: `Drawing ${username}`, type: "artwork", author_name: username, author_age: 10, submitted_by: userId, status: "approved" },
    ])
    .execute();
  return { userId, email, username, token };
}

test("a parent reads the child's data in Sinhala, in words, prints it, and still gets the JSON", async ({ page }) => {
  const child = await childWithData();
  await page.setViewportSize({ width: 375, height: 812 });
  // From the parent's page, in Sinhala.
  await page.goto(`/si/parent?token=${child.token}`);
  await page.getByRole("link", { name: "දරුවාගේ දත්ත බලන්න (කියවීමට හෝ මුද්‍රණයට)" }).click();
  await expect(page).toHaveURL(new RegExp(`/si/parent/data\\?token=${child.token}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${child.username} ගැන අප තබා ගන්නා දේ` })).toBeVisible();
  const text = await page.locator("main").innerText();
  // Labels and values in words, in Sinhala: the parent-view flag as "Yes", the age range, the statuses, the kinds.
  for (const words of [
    "ගිණුම",
    "දෙමාපියන්ට ඉගෙනීම බැලිය හැකිද",
    "ඔව්",
    "එකඟ විය",
    "බෙදාගත් නිර්මාණ",
    `Kite story ${child.username}`,
    `Drawing ${child.username}`,
    "We flew a kite.",
  ])
    expect(text, words).toContain(words);
  // The consent date in Sri Lanka time: 18:45 UTC on 1 March is 00:15 on 2 March in Colombo.
  await expect(page.getByText(/2026/).first()).toBeVisible();
  expect(text).toMatch(/2026.*2.*00[.:]15/);
  // No database names and no raw JSON.
  for (const raw of ["parent_view", "age_range", "under_13", "granted", "pending", "artwork", '{"', "null", "created_at"]) expect(text, raw).not.toContain(raw);
  await page.screenshot({ path: test.info().outputPath("parent-data-si-375.png"), fullPage: true });
  await expectAccessible(page, "the child's data in Sinhala");

  // Printed: the record alone, without the site's header and the buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.getByRole("button", { name: "එම දත්තම JSON ගොනුවක් ලෙස බාගන්න (පරිගණක සඳහා)" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "බෙදාගත් නිර්මාණ" })).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // The JSON for those who want it, from the same page.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "එම දත්තම JSON ගොනුවක් ලෙස බාගන්න (පරිගණක සඳහා)" }).click();
  const file = JSON.parse(fs.readFileSync(await (await download).path(), "utf8"));
  expect(file.account.email).toBe(child.email);
  expect(file.profile.parent_view).toBe(1);
});

test("the page is the server's: in Tamil without JavaScript, kept by no cache, and the JSON form works", async ({ browser }) => {
  const child = await childWithData();
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const answer = await page.goto(`/ta/parent/data?token=${child.token}`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: `${child.username} பற்றி நாங்கள் வைத்திருப்பவை` })).toBeVisible();
  const text = await page.locator("main").innerText();
  for (const words of ["கணக்கு", "பெற்றோர் ஒப்புதல்", "ஒப்புக்கொள்ளப்பட்டது", "பகிர்ந்த படைப்புகள்", "ஆம்"]) expect(text, words).toContain(words);
  for (const raw of ["parent_view", "under_13", "granted", '{"']) expect(text, raw).not.toContain(raw);
  await page.screenshot({ path: test.info().outputPath("parent-data-ta-1280.png"), fullPage: true });
  // The page's own styles come with the server's HTML: printed, the site's header is left out.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  // The JSON button is a form posted to the page: the file comes back without the script too.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "அதே தரவை JSON கோப்பாகப் பதிவிறக்கு (கணினிகளுக்கு)" }).click();
  const file = JSON.parse(fs.readFileSync(await (await download).path(), "utf8"));
  expect(file.account.email).toBe(child.email);
  await context.close();
});

test("nobody else opens it: a signed-out visitor, another child's parent, a stopped link", async ({ page, request }) => {
  const child = await childWithData();
  const other = await childWithData();
  // No token, a made-up token: the page says the link does not work and shows no data.
  for (const address of ["/parent/data", `/parent/data?token=${"a".repeat(40)}`]) {
    await page.goto(address);
    await expect(page.getByText("This link is not valid any more", { exact: false })).toBeVisible();
    const text = await page.locator("main").innerText();
    expect(text).not.toContain(child.username);
    expect(text).not.toContain(child.email);
  }
  // Another parent's working link shows their own child, never this one.
  await page.goto(`/parent/data?token=${other.token}`);
  await expect(page.getByRole("heading", { level: 1, name: `What we keep about ${other.username}` })).toBeVisible();
  expect(await page.content()).not.toContain(child.email);
  // The data's API answers only the child's own token, exactly like the JSON download.
  const input = (token: string) => encodeURIComponent(JSON.stringify({ token }));
  const refused = await request.get(`/trpc/parent.exportData?input=${input("b".repeat(40))}`);
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(await refused.text()).not.toContain(child.email);
  // A stopped link stops the page at once.
  await database().db.deleteFrom("parent_links").where("user_id", "=", child.userId).execute();
  const stopped = await page.goto(`/parent/data?token=${child.token}`);
  expect(stopped?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByText("This link is not valid any more", { exact: false })).toBeVisible();
  expect(await page.content()).not.toContain(child.email);
});
