/**
 * Every public page, opened once per language at 375 px, with every check that holds for all of them
 * (one visit per page instead of one per check: these checks were eight tours of the same pages).
 *
 * - Languages (issue 11): `<html lang>` is the page's language; on a Sinhala or Tamil page the header,
 *   main and footer are in its script and no English visitor message is left (content may be English).
 * - A phone (issue 10, 11): no sideways scrolling at 375 px.
 * - Accessibility: axe clean (WCAG 2.1 A and AA plus best practices) at 375 px, and at 1280 px in English.
 * - Server rendering and speed (issue 10): the page hydrates without asking the server again for its data,
 *   without a console error (React reports a hydration mismatch as one), loads no back-office script, and
 *   the scripts it downloads carry none of the back office's texts; after hydration the menu button is the
 *   app's (a server-drawn button without React would not open the menu).
 * - Child safety (issue 12): Leave quickly is visible without scrolling.
 *
 * Other states a visitor reaches (tabs, past events, an empty search, the parent's page without a link,
 * the 404) are checked for their language and for Leave quickly.
 */
import fs from "node:fs";
import { expect, type Page, test } from "./fixtures";
import { axeViolations } from "./axe";
import { publicPagePaths, useE2eDatabase } from "./support";

type Locale = "en" | "si" | "ta";
const LOCALES: Locale[] = ["en", "si", "ta"];
const messages = (locale: Locale) =>
  JSON.parse(fs.readFileSync(new URL(`../../admin-modules/domain/messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
const TEXTS = { en: messages("en"), si: messages("si"), ta: messages("ta") };
const SCRIPT = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ } as const;
const prefixed = (locale: Locale, path: string) => (locale === "en" ? path : `/${locale}${path === "/" ? "/" : path}`);

/** States of pages that are not in the page list but that a visitor reaches. */
const OTHER_STATES = [
  "/learning?tab=achievements",
  "/learning?tab=progress",
  "/events?when=past",
  "/resources?q=zzqqxx",
  "/forgot-password",
  "/parent",
  "/no-such-page",
];

const database = useE2eDatabase();

/**
 * The English of every visitor message long enough to be a sentence or a phrase (12+ characters, no
 * variables) that Sinhala or Tamil says differently: none of them may be read on a Sinhala or Tamil page.
 */
function englishVisitorTexts(locale: "si" | "ta"): string[] {
  const translated = TEXTS[locale];
  return Object.entries(TEXTS.en)
    .filter(([key, text]) => !key.startsWith("admin.") && key !== "$schema" && typeof text === "string")
    .filter(([key, text]) => text.length >= 12 && !text.includes("{") && translated[key] !== text)
    .map(([, text]) => text);
}

/**
 * Back-office texts long enough to be unmistakable, except those a visitor message says word for word too
 * ("Please enter a valid email address." proves nothing).
 */
function backOfficeTexts(): string[] {
  const visitorTexts = new Set(
    Object.entries(TEXTS.en)
      .filter(([key]) => !key.startsWith("admin."))
      .map(([, text]) => text),
  );
  return Object.entries(TEXTS.en)
    .filter(([key, text]) => key.startsWith("admin.") && typeof text === "string" && text.length > 25 && !text.includes("{"))
    .map(([, text]) => text)
    .filter((text) => !visitorTexts.has(text));
}

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

/** What the browser did while a page was open: data reads, console errors, scripts (with their code). */
function watch(page: Page) {
  const reads: string[] = [];
  const errors: string[] = [];
  const scripts: Promise<{ path: string; code: string }>[] = [];
  // Data questions are GETs; a page's own POSTs (a media item's view count) are not data for drawing it.
  const onRequest = (request: { url(): string; method(): string }) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname.startsWith("/trpc")) reads.push(url.pathname);
  };
  const onResponse = (response: { url(): string; text(): Promise<string> }) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith(".js"))
      scripts.push(
        response.text().then(
          (code) => ({ path, code }),
          () => ({ path, code: "" }),
        ),
      );
  };
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === "error") errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on("request", onRequest);
  page.on("response", onResponse);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  return {
    async stop() {
      page.off("request", onRequest);
      page.off("response", onResponse);
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
      return { reads, errors, scripts: await Promise.all(scripts) };
    },
  };
}

test.beforeEach(async ({ page }) => {
  // No half-finished transitions under the contrast check.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

for (const locale of LOCALES) {
  test(`every public page in ${locale}: language, 375 px, axe, hydration without reads or errors, no back-office code, Leave quickly`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const problems: string[] = [];
    const englishTexts = locale === "en" ? [] : englishVisitorTexts(locale);
    if (locale !== "en") expect(englishTexts.length).toBeGreaterThan(300);
    const contents = await contentTexts();
    const downloaded = new Map<string, string>();

    const checkLanguageAndExit = async (address: string) => {
      if ((await page.getAttribute("html", "lang")) !== locale) problems.push(`${address}: html lang is not ${locale}`);
      if (locale !== "en") {
        const body = withoutContent(await page.locator("body").innerText(), contents);
        problems.push(...englishTexts.filter((text) => body.includes(text)).map((text) => `${address}: English left: "${text}"`));
      }
      const leave = page.locator(".quick-exit-dock").getByRole("button", { name: TEXTS[locale]["safety.exit.label"] });
      const box = (await leave.count()) === 1 ? await leave.boundingBox() : null;
      if (!box || box.y < 0 || box.y + box.height > 812 || box.x < 0 || box.x + box.width > 375) problems.push(`${address}: Leave quickly not in view`);
    };

    for (const path of [...(await publicPagePaths(database())), "/events?view=calendar"]) {
      const address = prefixed(locale, path);
      const watching = watch(page);
      // The fixture waits for hydration; then for quiet, so any read the app would make is seen.
      await page.goto(address);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("main h1").first(), address).toBeVisible();
      await checkLanguageAndExit(address);
      if (locale !== "en") {
        for (const part of ["header.site-header nav", "main", "footer"]) {
          if (!SCRIPT[locale].test(await page.locator(part).first().innerText())) problems.push(`${address}: ${part} is not in the ${locale} script`);
        }
      }
      const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      if (scrollWidth > width) problems.push(`${address}: scrolls sideways (${scrollWidth} > ${width})`);
      problems.push(...(await axeViolations(page, `${address} at 375 px`)));
      if (locale === "en") {
        await page.setViewportSize({ width: 1280, height: 900 });
        problems.push(...(await axeViolations(page, `${address} at 1280 px`)));
        await page.setViewportSize({ width: 375, height: 812 });
      }
      // Hydrated: the header's menu button answers a click.
      const menu = page.locator("button.menu-toggle");
      await menu.click();
      await expect(menu, address).toHaveAttribute("aria-expanded", "true");
      const { reads, errors, scripts } = await watching.stop();
      problems.push(...reads.map((read) => `${address}: read ${read} after load`));
      problems.push(...errors.map((error) => `${address}: console error ${error}`));
      problems.push(...scripts.filter((s) => /admin/i.test(s.path)).map((s) => `${address}: loaded back-office script ${s.path}`));
      for (const script of scripts) downloaded.set(script.path, script.code);
    }

    for (const path of OTHER_STATES) {
      const address = prefixed(locale, path);
      await page.goto(address, { waitUntil: "networkidle" });
      await checkLanguageAndExit(address);
    }

    expect(problems).toEqual([]);
    const code = [...downloaded.values()].join("\n");
    expect(code.length).toBeGreaterThan(100_000);
    const adminTexts = backOfficeTexts();
    expect(adminTexts.length).toBeGreaterThan(20);
    expect(adminTexts.filter((text) => code.includes(text))).toEqual([]);
  });
}
