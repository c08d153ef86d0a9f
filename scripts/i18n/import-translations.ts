/**
 * `npm run i18n:import -- si path/to/si.json [ta path/to/ta.json]`: merges a translator's flat JSON
 * (key -> text, the same {placeholders} as English) into admin-modules/domain/messages/<locale>.json and
 * marks every new or changed text "needs-review" in messages/translations-status.json until a native
 * speaker confirms it (see README, "Translations").
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { toMessageFormat } from "./convert-messages";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const messagesDir = path.join(root, "admin-modules/domain/messages");
export const statusFile = path.join(messagesDir, "translations-status.json");

type Status = "needs-review" | "reviewed";
type StatusFile = Record<string, Record<string, Status>>;

const readJson = <T>(file: string, fallback: T): T => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as T) : fallback);
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

export function importTranslations(locale: string, incoming: Record<string, string>): { added: number; changed: number } {
  const english = readJson<Record<string, unknown>>(path.join(messagesDir, "en.json"), {});
  const file = path.join(messagesDir, `${locale}.json`);
  const current = readJson<Record<string, unknown>>(file, {});
  const status = readJson<StatusFile>(statusFile, {});
  status[locale] ??= {};
  const localeStatus = status[locale];
  let added = 0;
  let changed = 0;
  for (const [key, text] of Object.entries(incoming)) {
    if (key === "$schema" || typeof text !== "string") continue;
    const value = toMessageFormat(text);
    if (current[key] === value) continue;
    if (key in current) changed++;
    else added++;
    current[key] = value;
    localeStatus[key] = "needs-review";
  }
  // Every text of the language has a status; English order keeps the files easy to compare.
  for (const key of Object.keys(current)) if (key !== "$schema") localeStatus[key] ??= "needs-review";
  const ordered: Record<string, unknown> = { $schema: "https://inlang.com/schema/inlang-message-format" };
  for (const key of Object.keys(english)) if (key in current && key !== "$schema") ordered[key] = current[key];
  // Keys English does not have (yet: before the codemod has merged the TS catalogue) keep their order.
  for (const key of Object.keys(current)) if (!(key in ordered) && key !== "$schema") ordered[key] = current[key];
  writeJson(file, ordered);
  const orderedStatus: Record<string, Status> = {};
  for (const key of Object.keys(ordered)) if (key !== "$schema") orderedStatus[key] = localeStatus[key];
  status[locale] = orderedStatus;
  writeJson(statusFile, status);
  return { added, changed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  for (let i = 0; i + 1 < args.length; i += 2) {
    const [locale, source] = [args[i], args[i + 1]];
    const result = importTranslations(locale, readJson<Record<string, string>>(source, {}));
    console.log(`${locale}: ${result.added} texts added, ${result.changed} changed (all marked needs-review).`);
  }
}
