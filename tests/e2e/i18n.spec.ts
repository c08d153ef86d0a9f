/**
 * Sinhala, Tamil and English (issue 11): the switch keeps the page and the address; the choice survives a
 * reload and a new visit; Accept-Language picks the first language; the emergency page works without
 * JavaScript in all three; server answers come in the page's language. Every public page in each language
 * (its script, lang, no English message, 375 px, axe, no back-office texts) is public-pages.spec.ts.
 */
import fs from "node:fs";
import { expect, type Page, test } from "./fixtures";

const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../admin-modules/domain/messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
const en = messages("en");
const si = messages("si");
const ta = messages("ta");

const prefixed = (locale: "en" | "si" | "ta", path: string) => (locale === "en" ? path : `/${locale}${path === "/" ? "/" : path}`);

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(page.locator("main h1").first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
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

test("a Sinhala or Tamil page names its script's font in its HTML, loaded before the app runs; an English page loads none but the switch's", async ({
  browser,
}) => {
  const fontsOf = { si: "noto-sans-sinhala", ta: "noto-sans-tamil" } as const;
  for (const locale of ["si", "ta", "en"] as const) {
    // JavaScript off: whatever font the page loads, its HTML and styles asked for (before, the app's script
    // added the font after the first paint, and every line of text moved when it arrived).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(prefixed(locale, "/resources"), { waitUntil: "load" });
    await expect(page.locator("main h1")).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    // The language switch's one-word fonts (this machine has no Sinhala or Tamil font): only the other languages'.
    const switchFonts = fonts.filter((font) => font.includes("/language-name-")).map((font) => /language-name-(si|ta)-/.exec(font)?.[1]);
    const pageFonts = fonts.filter((font) => !font.includes("/language-name-"));
    expect(switchFonts.sort()).toEqual(["si", "ta"].filter((other) => other !== locale));
    if (locale === "en") {
      expect(preloads).toEqual([]);
      expect(pageFonts).toEqual([]);
    } else {
      // Both weights of the script's own subset, preloaded, and actually fetched by the page.
      expect(preloads).toHaveLength(2);
      for (const href of preloads) expect(href).toMatch(new RegExp(`^/assets/${fontsOf[locale]}-[a-z]+-(400|700)-normal-[\\w-]+\\.woff2$`));
      expect(pageFonts.length).toBeGreaterThan(0);
      expect(pageFonts.every((font) => font.includes(fontsOf[locale]))).toBe(true);
    }
    await context.close();
  }
});

test("the language switch draws සිංහල and தமிழ் in their own letters on every page, on a machine with no font of either script", async ({ page }) => {
  // Debian's Chromium here has no Sinhala or Tamil font: without the switch's own fonts the names were empty boxes.
  const family = { si: "Noto Sans Sinhala", ta: "Noto Sans Tamil" } as const;
  for (const locale of ["en", "si", "ta"] as const) {
    await page.goto(prefixed(locale, "/"));
    await page.evaluate(() => document.fonts.ready);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    for (const name of ["si", "ta"] as const) {
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `nav.language-switch a[lang="${name}"]` });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      // Every letter of the name comes from that script's font; a box would come from another one.
      expect(
        fonts.map((font) => font.familyName),
        `${name} on the ${locale} page`,
      ).toEqual([family[name]]);
    }
    await cdp.detach();
  }
});
