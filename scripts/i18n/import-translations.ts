/**
 * `npm run i18n:import -- si path/to/si.json [ta path/to/ta.json]`: merges a translator's flat JSON
 * (key -> text, the same {placeholders} as English) into admin-modules/domain/messages/<locale>.json and
 * records every new or changed text in translations-status.json as made from the current English and waiting
 * for a native speaker's review (scripts/i18n/translation-status.ts; README, "Languages").
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { toMessageFormat } from "./convert-messages";
import { MESSAGES_DIR, readCatalogues, readStatus, recordTranslations, type TranslatedLocale, TRANSLATED_LOCALES, writeStatus } from "./translation-status";

const readJson = <T>(file: string, fallback: T): T => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as T) : fallback);
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

export function importTranslations(locale: TranslatedLocale, incoming: Record<string, string>, dir: string = MESSAGES_DIR): { added: number; changed: number } {
  const english = readJson<Record<string, unknown>>(path.join(dir, "en.json"), {});
  const file = path.join(dir, `${locale}.json`);
  const current = readJson<Record<string, unknown>>(file, {});
  let added = 0;
  let changed = 0;
  for (const [key, text] of Object.entries(incoming)) {
    if (key === "$schema" || typeof text !== "string") continue;
    const value = toMessageFormat(text);
    if (current[key] === value) continue;
    if (key in current) changed++;
    else added++;
    current[key] = value;
  }
  // English order keeps the files easy to compare.
  const ordered: Record<string, unknown> = { $schema: "https://inlang.com/schema/inlang-message-format" };
  for (const key of Object.keys(english)) if (key in current && key !== "$schema") ordered[key] = current[key];
  for (const key of Object.keys(current)) if (!(key in ordered) && key !== "$schema") ordered[key] = current[key];
  writeJson(file, ordered);
  // Every new or changed text: the current English's fingerprint, waiting for review.
  writeStatus(recordTranslations(readCatalogues(dir), readStatus(dir), { locales: [locale] }).status, dir);
  return { added, changed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  for (let i = 0; i + 1 < args.length; i += 2) {
    const [locale, source] = [args[i], args[i + 1]];
    if (!TRANSLATED_LOCALES.includes(locale as TranslatedLocale)) throw new Error(`Unknown language "${locale}": si or ta.`);
    const result = importTranslations(locale as TranslatedLocale, readJson<Record<string, string>>(source, {}));
    console.log(`${locale}: ${result.added} texts added, ${result.changed} changed (all waiting for review).`);
  }
}
