/** What the classes specs share (issue 31): the pages' words in Sinhala and Tamil, and screenshots to look at. */
import fs from "node:fs";
import type { Page } from "@playwright/test";

const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../admin-modules/domain/messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
export const TEXTS = { si: messages("si"), ta: messages("ta") } as const;

/** A message of the file with its {placeholders} filled. */
export const say = (locale: keyof typeof TEXTS, key: string, values: Record<string, string | number> = {}) =>
  TEXTS[locale][key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** With SCREENSHOT_DIR set, keeps a full-page picture to look at (not part of the test's verdict). */
export async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}
