/**
 * The back office in Sinhala and Tamil (issue #27): the public site's language switch above its header; the
 * choice kept with the staff member's account, so it survives signing out and follows them to another computer;
 * and Sinhala and Tamil drawn with their own fonts (never boxes) in the back office, its toasts and the public
 * site's toasts, checked with CSS.getPlatformFontsForNode on this machine, which has no Sinhala or Tamil font.
 */
import fs from "node:fs";
import { type Browser, expect, type Locator, type Page, test } from "./fixtures";
import { createTestAccount, PASSWORD, signIn, useE2eDatabase } from "./support";

const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../admin-modules/domain/messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
const en = messages("en");
const si = messages("si");
const ta = messages("ta");

const database = useE2eDatabase();

async function staff(prefix: string) {
  return createTestAccount(database(), { role: "super_admin", prefix, fullName: "Language Tester" });
}

const storedChoice = async (userId: number) =>
  (await database().db.selectFrom("profiles").select("back_office_locale").where("user_id", "=", userId).executeTakeFirstOrThrow()).back_office_locale;

/** A computer the staff member has not used: no cookie, an English browser. */
async function anotherComputer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: "en-GB",
    extraHTTPHeaders: { "Accept-Language": "en-GB,en;q=0.9" },
  });
  return context.newPage();
}

test("a staff member switches the back office to Tamil; it stays Tamil after signing out and on another computer", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email, userId } = await staff("tamil");
  await signIn(page, email);
  const sidebar = page.locator("#admin-sidebar");
  await expect(sidebar.getByRole("link").first()).toHaveText(en["admin.dashboard.title"]);
  expect(await storedChoice(userId)).toBeNull();

  // The same switch as on the public site, above the back office's header.
  const languages = page.locator(".admin-language-bar").getByRole("navigation", { name: en["lang.switchLabel"] });
  await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
  await languages.getByRole("link", { name: "தமிழ்" }).click();
  await expect(page).toHaveURL(/\/ta\/admin$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.locator("main h1")).toHaveText(ta["admin.dashboard.title"]);
  await expect(sidebar.getByRole("heading", { name: ta["admin.group.superAdmin"] })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: ta["admin.events.plural"], exact: true })).toBeVisible();
  await expect.poll(() => storedChoice(userId)).toBe("ta");

  // A module screen, its toasts and the server's answers speak Tamil too.
  await sidebar.getByRole("link", { name: ta["admin.announcements.plural"], exact: true }).click();
  await expect(page.locator("main h1")).toHaveText(ta["admin.announcements.plural"]);
  await page.getByRole("button", { name: ta["admin.ui.add"].replace("{item}", ta["admin.announcements.singular"]) }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: ta["admin.ui.save"] }).click();
  await expect(dialog.getByText(ta["admin.validation.required"].replace("{field}", ta["admin.field.title"]))).toBeVisible();
  await dialog.getByLabel(ta["admin.field.title"]).fill("பாடசாலை விடுமுறை அறிவிப்பு");
  await dialog.getByRole("textbox", { name: ta["admin.field.content"] }).fill("திங்கள் பாடசாலைகள் மீண்டும் திறக்கும்.");
  await dialog.getByRole("button", { name: ta["admin.ui.save"] }).click();
  await expect(page.getByText(ta["admin.announcements.created"])).toBeVisible();

  // Signed out and in again, with the language cookie gone: the account still says Tamil.
  await page.getByRole("button", { name: ta["nav.signOut"] }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await page.context().clearCookies();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/ta\/admin$/);
  await expect(page.locator("main h1")).toHaveText(ta["admin.dashboard.title"]);

  // Another computer with an English browser: the first page of the back office is the account's language.
  const elsewhere = await anotherComputer(browser);
  await signIn(elsewhere, email);
  await expect(elsewhere).toHaveURL(/\/ta\/admin$/);
  await expect(elsewhere.locator("main h1")).toHaveText(ta["admin.dashboard.title"]);
  // Back to English there: kept with the account, and the first computer follows.
  await elsewhere.locator(".admin-language-bar").getByRole("link", { name: "English" }).click();
  await expect(elsewhere).toHaveURL(/\/admin$/);
  await expect(elsewhere.locator("main h1")).toHaveText(en["admin.dashboard.title"]);
  await expect.poll(() => storedChoice(userId)).toBe("en");
  await elsewhere.context().close();
  await page.goto("/ta/admin/events");
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("main h1")).toHaveText(en["admin.events.plural"]);
});

test("staff who never chose follow the address and cookie as the public site does", async ({ page }) => {
  const { email } = await staff("follows");
  await signIn(page, email);
  await page.goto("/si/admin/settings");
  await expect(page.locator("main h1")).toHaveText(si["admin.settings.title"]);
  await expect(page.getByRole("heading", { name: si["admin.screens.settings.site"] })).toBeVisible();
  await page.goto("/admin/settings");
  await expect(page.locator("main h1")).toHaveText(en["admin.settings.title"]);
});

/** The fonts Chromium drew an element's own text with, and how many glyphs each. */
async function fontsOf(target: Locator): Promise<{ text: string; fonts: Record<string, number> }> {
  const page = target.page();
  await page.evaluate(() => document.fonts.ready);
  // CDP finds nodes by CSS selector: the element is marked for the moment of the question.
  await target.evaluate((element) => element.setAttribute("data-font-probe", ""));
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-font-probe]" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return { text: await target.innerText(), fonts: Object.fromEntries(fonts.map((f) => [f.familyName, f.glyphCount])) };
  } finally {
    await cdp.detach();
    await target.evaluate((element) => element.removeAttribute("data-font-probe"));
  }
}

const SCRIPT = {
  si: { family: "Noto Sans Sinhala", letters: /[\u0D80-\u0DFF]/ },
  ta: { family: "Noto Sans Tamil", letters: /[\u0B80-\u0BFF]/ },
} as const;

/** The text's Sinhala or Tamil letters come from that script's font: any other font drew only spaces, digits, marks. */
async function expectDrawnInScript(target: Locator, script: "si" | "ta") {
  const { family, letters } = SCRIPT[script];
  // A font swaps in when its letters first appear: wait until the script's font is in use.
  await expect.poll(async () => (await fontsOf(target)).fonts[family] ?? 0, { message: `${target} in ${family}`, timeout: 15_000 }).toBeGreaterThan(0);
  const { text, fonts } = await fontsOf(target);
  expect(text).toMatch(letters);
  const otherGlyphs = Object.entries(fonts)
    .filter(([name]) => name !== family)
    .reduce((sum, [, glyphs]) => sum + glyphs, 0);
  const otherCharacters = [...text].filter((c) => !letters.test(c) && c !== "\u200d").length;
  expect(otherGlyphs, `${target}: ${JSON.stringify(fonts)} for "${text}"`).toBeLessThanOrEqual(otherCharacters);
}

test("the Sinhala and Tamil back office and its toasts are drawn with those scripts' fonts", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email } = await staff("fonts");
  await signIn(page, email);
  for (const locale of ["si", "ta"] as const) {
    const texts = locale === "si" ? si : ta;
    await page.goto(`/${locale}/admin/announcements`);
    await expect(page.locator("main h1")).toHaveText(texts["admin.announcements.plural"]);
    await expectDrawnInScript(page.locator("main h1"), locale);
    await expectDrawnInScript(page.locator("#admin-sidebar [aria-current] .admin-nav-text"), locale);
    // A toast of the back office: bold title and its text.
    await page.getByRole("button", { name: texts["admin.ui.add"].replace("{item}", texts["admin.announcements.singular"]) }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(texts["admin.field.title"]).fill(locale === "si" ? "පාසල් නිවාඩු දැනුම්දීම" : "பாடசாலை விடுமுறை");
    await dialog.getByRole("textbox", { name: texts["admin.field.content"] }).fill(locale === "si" ? "සඳුදා පාසල් නැවත විවෘත වේ." : "திங்கள் பாடசாலைகள் திறக்கும்.");
    await dialog.getByRole("button", { name: texts["admin.ui.save"] }).click();
    await expect(page.locator("[data-sonner-toast] [data-title]")).toHaveText(texts["admin.ui.success"]);
    await expectDrawnInScript(page.locator("[data-sonner-toast] [data-title]"), locale);
    await expectDrawnInScript(page.locator("[data-sonner-toast] [data-description]"), locale);
  }
});

test("the English back office draws Sinhala and Tamil that staff typed with those scripts' fonts", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email } = await staff("mixed");
  await signIn(page, email, "/admin/announcements");
  for (const [script, title] of [
    ["si", "ළමා සුරක්ෂිත දිනය"],
    ["ta", "சிறுவர் பாதுகாப்பு நாள்"],
  ] as const) {
    await page.goto("/admin/announcements");
    await page.getByRole("button", { name: "Add Announcement" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByRole("textbox", { name: "Content" }).fill("English text beside it.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Announcement created successfully")).toBeVisible();
    // Found by its words, whatever page of the list other tests' announcements put it on.
    await page.getByLabel("Search", { exact: true }).fill(title);
    const cell = page.locator(".admin-table").getByText(title, { exact: true });
    await expect(cell).toBeVisible();
    await expectDrawnInScript(cell, script);
  }
});

test("a public page's toast in Sinhala or Tamil is drawn with the page's script font", async ({ page }) => {
  for (const locale of ["si", "ta"] as const) {
    const texts = locale === "si" ? si : ta;
    await page.goto(`/${locale}/auth`);
    await page.locator("input[type=email]").first().fill("nobody-here@example.org");
    await page.locator("input[type=password]").first().fill(`${PASSWORD}-wrong`);
    await page.locator("#panel-signin").getByRole("button", { name: texts["auth.signInButton"] }).click();
    await expect(page.locator("[data-sonner-toast] [data-title]")).toHaveText(texts["auth.signInFailed"]);
    await expectDrawnInScript(page.locator("[data-sonner-toast] [data-title]"), locale);
    await page.context().clearCookies();
  }
});
