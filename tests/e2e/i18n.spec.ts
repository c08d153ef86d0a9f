/**
 * Sinhala, Tamil and English (issue 11): every public page in each language shows its script and the right
 * <html lang>, shows no English visitor message (no English sentence apart from names and content), holds
 * at 375 px without sideways scrolling, and passes axe; the switch keeps the page and
 * the address; the choice survives a reload and a new visit; Accept-Language picks the first language; the
 * emergency page works without JavaScript in all three; public pages never download back-office texts.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page, test } from "./fixtures";
import { publicPagePaths, useE2eDatabase } from "./support";

const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../admin-modules/domain/messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
const en = messages("en");
const si = messages("si");
const ta = messages("ta");

const database = useE2eDatabase();
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * The English of every visitor message long enough to be a sentence or a phrase (12+ characters, no
 * variables) that Sinhala or Tamil says differently: none of them may be read on a Sinhala or Tamil page.
 */
const englishVisitorTexts = (locale: "si" | "ta") => {
  const translated = locale === "si" ? si : ta;
  return Object.entries(en)
    .filter(([key, text]) => !key.startsWith("admin.") && key !== "$schema" && typeof text === "string")
    .filter(([key, text]) => text.length >= 12 && !text.includes("{") && translated[key] !== text)
    .map(([, text]) => text);
};

/**
 * Every text staff or children wrote (titles, names, descriptions, helplines, settings): content may be in
 * English on any page, so it is taken out of a page's text before looking for English messages.
 */
async function contentTexts(): Promise<string[]> {
  const { db } = database();
  const tables = ["announcements", "hubs", "resources", "courses", "media_submissions", "events", "emergency_contacts", "site_settings"] as const;
  const texts = new Set<string>();
  for (const table of tables) {
    for (const row of await db.selectFrom(table).selectAll().execute()) {
      for (const value of Object.values(row)) if (typeof value === "string" && value.trim().length >= 3) texts.add(value.trim());
    }
  }
  // The longest first, so a title is taken out whole before a shorter text inside it.
  return [...texts].sort((a, b) => b.length - a.length);
}

const withoutContent = (text: string, contents: string[]) => contents.reduce((rest, content) => rest.split(content).join("\n"), text);

const SCRIPT = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ } as const;
const prefixed = (locale: "en" | "si" | "ta", path: string) => (locale === "en" ? path : `/${locale}${path === "/" ? "/" : path}`);

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(page.locator("main h1").first()).toBeVisible();
}

async function axeViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(() =>
    (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe
      .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] } })
      .then((r) =>
        r.violations.map(
          (v) =>
            `${v.id} at ${v.nodes
              .slice(0, 2)
              .map((n) => n.target.join(" "))
              .join(" | ")}`,
        ),
      ),
  );
  return violations.map((v) => `${where}: ${v}`);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

for (const locale of ["si", "ta"] as const) {
  test(`every public page in ${locale}: its script, lang="${locale}", no English message, no sideways scroll at 375 px, axe clean`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const problems: string[] = [];
    const englishTexts = englishVisitorTexts(locale);
    expect(englishTexts.length).toBeGreaterThan(300);
    const englishLeft: string[] = [];
    const contents = await contentTexts();
    for (const path of await publicPagePaths(database())) {
      const address = prefixed(locale, path);
      await visit(page, address);
      expect(await page.getAttribute("html", "lang"), address).toBe(locale);
      // The page's own words (header, headings, buttons, footer) are in the language's script.
      expect(await page.locator("header.site-header nav").first().innerText(), `${address} header`).toMatch(SCRIPT[locale]);
      expect(await page.locator("footer").innerText(), `${address} footer`).toMatch(SCRIPT[locale]);
      expect(await page.locator("main").innerText(), `${address} main`).toMatch(SCRIPT[locale]);
      const body = withoutContent(await page.locator("body").innerText(), contents);
      englishLeft.push(...englishTexts.filter((text) => body.includes(text)).map((text) => `${address}: "${text}"`));
      const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      if (scrollWidth > width) problems.push(`${address}: scrolls sideways (${scrollWidth} > ${width})`);
      problems.push(...(await axeViolations(page, address)));
    }
    // Other states and pages a visitor reaches: tabs, the calendar, past events, an empty search, account pages, the 404.
    for (const path of [
      "/learning?tab=achievements",
      "/learning?tab=progress",
      "/events?view=calendar",
      "/events?when=past",
      "/resources?q=zzqqxx",
      "/forgot-password",
      "/no-such-page",
    ]) {
      const address = prefixed(locale, path);
      await visit(page, address);
      const body = withoutContent(await page.locator("body").innerText(), contents);
      englishLeft.push(...englishTexts.filter((text) => body.includes(text)).map((text) => `${address}: "${text}"`));
    }
    expect(englishLeft, "English visitor messages on the page").toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("English public pages hold at 375 px without sideways scrolling too", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of await publicPagePaths(database())) {
    await visit(page, path);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scrollWidth, path).toBeLessThanOrEqual(width);
  }
});

test("the switch keeps the page and its address; the choice survives a reload and a new visit", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, "/events?category=sports");
  const header = page.locator("header.site-header");
  // Each language is named in its own script.
  await expect(header.getByRole("link", { name: "සිංහල" })).toBeVisible();
  await expect(header.getByRole("link", { name: "தமிழ்" })).toBeVisible();
  await expect(header.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");

  await header.getByRole("link", { name: "தமிழ்" }).click();
  await expect(page).toHaveURL(/\/ta\/events\?category=sports$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.locator("main h1")).toHaveText(ta["events.title"]);

  // Links made by the app keep the language.
  await header.getByRole("link", { name: ta["nav.resources"], exact: true }).click();
  await expect(page).toHaveURL(/\/ta\/resources$/);
  await expect(page.locator("main h1")).toHaveText(ta["resources.title"]);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page).toHaveURL(/\/ta\/resources$/);

  // A new visit at the root comes back in Tamil (the switch's cookie).
  await page.goto("/learning");
  await expect(page).toHaveURL(/\/ta\/learning$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");

  // The footer's switch works the same way, back to Sinhala and then English.
  await page.locator("footer").getByRole("link", { name: "සිංහල" }).click();
  await expect(page).toHaveURL(/\/si\/learning$/);
  await expect(page.locator("main h1")).toHaveText(si["learning.title"]);
  // The page is drawn by the server: before hydration the switch is a plain link, which cannot set the
  // cookie that a root (English) address is read by.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.locator("footer").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/learning$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a first visit with Accept-Language: ta lands in Tamil; the address still wins", async ({ browser }) => {
  const context = await browser.newContext({ locale: "ta-LK", extraHTTPHeaders: { "Accept-Language": "ta-LK,ta;q=0.9,en;q=0.5" } });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/ta\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.locator("main h1").first()).toHaveText(ta["home.heroTitle"]);
  await page.goto("/si/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "si");
  await expect(page.locator("main h1")).toHaveText(si["pages.faq.title"]);
  await context.close();
});

test("the emergency page works without JavaScript in all three languages", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [locale, texts] of [
    ["en", en],
    ["si", si],
    ["ta", ta],
  ] as const) {
    await page.goto(prefixed(locale, "/emergency"));
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator("main h1")).toHaveText(texts["emergency.title"]);
    await expect(page.locator("main a[href^='tel:']").first()).toBeVisible();
    await expect(page.locator("main .emergency-tips")).toContainText(texts["emergency.tip1Title"]);
  }
  await context.close();
});

test("server answers (validation messages) come in the page's language", async ({ page }) => {
  await visit(page, "/ta/auth");
  await page.locator("input[type=email]").first().fill("someone@example.lk");
  await page.locator("input[type=password]").first().fill("wrong-password-1");
  await page.locator("main form button[type=submit]").first().click();
  await expect(page.getByText(ta["error.invalidCredentials"]).first()).toBeVisible();
});

test("public pages never download the back office's texts", async ({ page }) => {
  test.setTimeout(90_000);
  // A back-office text that a visitor message says word for word too ("Please enter a valid email address.") proves nothing.
  const visitorTexts = new Set(
    Object.entries(en)
      .filter(([key]) => !key.startsWith("admin."))
      .map(([, text]) => text),
  );
  const backOfficeTexts = Object.entries(en)
    .filter(([key, text]) => key.startsWith("admin.") && typeof text === "string" && text.length > 25 && !text.includes("{"))
    .map(([, text]) => text as string)
    .filter((text) => !visitorTexts.has(text));
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith(".js")) scripts.push(await response.text());
  });
  for (const locale of ["en", "si", "ta"] as const) {
    for (const path of ["/", "/resources", "/learning", "/media", "/events", "/emergency", "/faq"]) await visit(page, prefixed(locale, path));
  }
  const code = scripts.join("\n");
  expect(code.length).toBeGreaterThan(100_000);
  expect(backOfficeTexts.length).toBeGreaterThan(20);
  expect(backOfficeTexts.filter((text) => code.includes(text))).toEqual([]);
});
