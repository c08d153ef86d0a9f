/**
 * Translations that cannot go stale. Every Sinhala and Tamil text has an entry in
 * admin-modules/domain/messages/translations-status.json:
 *
 *   "auth.fullName": { "status": "needs-review", "en": "1f0c9a2b7e", "text": "8d41c07a3b" }
 *
 * - `en` is a fingerprint of the English text the translation was made from,
 * - `text` a fingerprint of the translation as it was recorded (so an edit is noticed),
 * - `status` is `needs-review` (waiting for a native speaker), `reviewed` (a native speaker confirmed it) or
 *   `needs-translation` (the English changed and the translation is known to be out of date).
 *
 * When an English text changes, its translations are stale until they are updated (and recorded with
 * `npm run i18n:record`) or marked for re-translation (`npm run i18n:record -- --retranslate KEY`);
 * `tests/unit/translation-status.test.ts` fails meanwhile. `npm run i18n:status` lists what is stale,
 * missing, edited without recording, to re-translate and waiting for review.
 *
 * Pure functions over the parsed files (plus small read/write helpers), used by the two commands, the
 * translators' import and the tests.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const TRANSLATED_LOCALES = ["si", "ta"] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];
export const LANGUAGE_NAMES: Record<TranslatedLocale, string> = { si: "Sinhala", ta: "Tamil" };

export const REVIEW_STATES = ["needs-review", "reviewed", "needs-translation"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export interface StatusEntry {
  status: ReviewState;
  /** Fingerprint of the English text the translation was made from. */
  en: string;
  /** Fingerprint of the translation when it was recorded. */
  text: string;
}

/** A message file as parsed: key -> text (or a plural's variants); `$schema` is skipped everywhere. */
export type Messages = Record<string, unknown>;
export type Catalogues = { en: Messages } & Record<TranslatedLocale, Messages>;
/** The status file as read: entries written before fingerprints were plain strings ("needs-review"). */
export type StatusFile = Record<TranslatedLocale, Record<string, StatusEntry | string>>;

export const MESSAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../admin-modules/domain/messages");
export const STATUS_FILE_NAME = "translations-status.json";

const keysOf = (messages: Messages) => Object.keys(messages).filter((key) => key !== "$schema");

/** Ten hex digits of the SHA-256 of a message (its text, or its plural variants as JSON). */
export function fingerprint(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return createHash("sha256").update(text).digest("hex").slice(0, 10);
}

const isEntry = (entry: unknown): entry is StatusEntry =>
  typeof entry === "object" &&
  entry !== null &&
  REVIEW_STATES.includes((entry as StatusEntry).status) &&
  typeof (entry as StatusEntry).en === "string" &&
  typeof (entry as StatusEntry).text === "string";

export interface LanguageReport {
  /** English keys with no translation. */
  missing: string[];
  /** Translations or status entries of keys English does not have. */
  extra: string[];
  /** Translations with no fingerprint, or edited since their fingerprint was recorded. */
  unrecorded: string[];
  /** The English changed since the translation was made, and nobody marked it for re-translation. */
  stale: string[];
  /** Marked for re-translation (`needs-translation`). */
  toTranslate: string[];
  /** Waiting for a native speaker's review. */
  unreviewed: string[];
  reviewed: string[];
}

/** Does the suite pass for this language? Stale, missing, extra and unrecorded texts fail it. */
export const isClean = (report: LanguageReport) => report.missing.length + report.extra.length + report.unrecorded.length + report.stale.length === 0;

export function checkTranslations(catalogues: Catalogues, status: StatusFile): Record<TranslatedLocale, LanguageReport> {
  const english = catalogues.en;
  const result = {} as Record<TranslatedLocale, LanguageReport>;
  for (const locale of TRANSLATED_LOCALES) {
    const messages = catalogues[locale];
    const entries = status[locale] ?? {};
    const report: LanguageReport = { missing: [], extra: [], unrecorded: [], stale: [], toTranslate: [], unreviewed: [], reviewed: [] };
    for (const key of keysOf(english)) if (!(key in messages)) report.missing.push(key);
    for (const key of keysOf(messages)) {
      if (!(key in english)) {
        report.extra.push(key);
        continue;
      }
      const entry = entries[key];
      if (!isEntry(entry) || entry.text !== fingerprint(messages[key])) {
        report.unrecorded.push(key);
        continue;
      }
      if (entry.status === "needs-translation") report.toTranslate.push(key);
      else if (entry.en !== fingerprint(english[key])) report.stale.push(key);
      else if (entry.status === "reviewed") report.reviewed.push(key);
      else report.unreviewed.push(key);
    }
    for (const key of Object.keys(entries)) if (!(key in messages) && !report.extra.includes(key)) report.extra.push(key);
    result[locale] = report;
  }
  return result;
}

export interface RecordOptions {
  /** Only these languages (default both). */
  locales?: readonly TranslatedLocale[];
  /** The English changed and these translations are out of date: mark them `needs-translation`. */
  retranslate?: readonly string[];
  /** The English changed but not its meaning (a typo, punctuation): the translations stay right as they are. */
  sameMeaning?: readonly string[];
  /** A native speaker confirmed these translations against the current English. */
  reviewed?: readonly string[];
}

export interface Recorded {
  status: Record<TranslatedLocale, Record<string, StatusEntry>>;
  /** "si auth.fullName: recorded (needs-review)" and the like, one line per change. */
  changes: string[];
}

/**
 * Records the translations as they are now. A translation that is new, edited since it was recorded, or
 * has no fingerprint yet (an entry of the old plain-string format) gets the current English's fingerprint
 * and `needs-review` (an old entry keeps its status); an untouched one keeps its entry, so a stale
 * translation stays stale until it is edited or marked. The options act on named keys.
 */
export function recordTranslations(catalogues: Catalogues, status: Partial<StatusFile>, options: RecordOptions = {}): Recorded {
  const english = catalogues.en;
  const locales = options.locales ?? TRANSLATED_LOCALES;
  const named = [...(options.retranslate ?? []), ...(options.sameMeaning ?? []), ...(options.reviewed ?? [])];
  const unknown = named.filter((key) => !(key in english) || key === "$schema");
  if (unknown.length > 0) throw new Error(`No English message has the key ${unknown.join(", ")}.`);
  const changes: string[] = [];
  const result = {} as Recorded["status"];
  for (const locale of TRANSLATED_LOCALES) {
    const messages = catalogues[locale];
    const entries = status[locale] ?? {};
    if (!locales.includes(locale)) {
      // Another language's entries are written back as they were.
      result[locale] = entries as Record<string, StatusEntry>;
      continue;
    }
    const next: Record<string, StatusEntry> = {};
    for (const key of keysOf(english)) {
      if (!(key in messages)) continue;
      const previous = entries[key];
      const enPrint = fingerprint(english[key]);
      const textPrint = fingerprint(messages[key]);
      let entry: StatusEntry;
      if (isEntry(previous) && previous.text === textPrint) {
        entry = { ...previous };
      } else {
        const kept = typeof previous === "string" && REVIEW_STATES.includes(previous as ReviewState) ? (previous as ReviewState) : "needs-review";
        entry = { status: kept, en: enPrint, text: textPrint };
        changes.push(`${locale} ${key}: ${isEntry(previous) ? "edited" : previous === undefined ? "new" : "first fingerprint"}, recorded (${kept})`);
      }
      if (options.sameMeaning?.includes(key) && entry.en !== enPrint) {
        entry.en = enPrint;
        changes.push(`${locale} ${key}: the English changed, not its meaning: translation kept`);
      }
      if (options.retranslate?.includes(key) && entry.status !== "needs-translation") {
        entry.status = "needs-translation";
        changes.push(`${locale} ${key}: marked for re-translation`);
      }
      if (options.reviewed?.includes(key)) {
        entry = { status: "reviewed", en: enPrint, text: textPrint };
        changes.push(`${locale} ${key}: reviewed`);
      }
      next[key] = entry;
    }
    for (const key of Object.keys(entries)) if (!(key in next)) changes.push(`${locale} ${key}: no such text any more, entry removed`);
    result[locale] = next;
  }
  return { status: result, changes };
}

export function readCatalogues(dir: string = MESSAGES_DIR): Catalogues {
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), "utf8")) as Messages;
  return { en: read("en"), si: read("si"), ta: read("ta") };
}

export function readStatus(dir: string = MESSAGES_DIR): StatusFile {
  const file = path.join(dir, STATUS_FILE_NAME);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as StatusFile) : { si: {}, ta: {} };
}

/** One entry per line (as Biome formats it), so that merges and reviews see one line per text. */
export function writeStatus(status: Recorded["status"], dir: string = MESSAGES_DIR): void {
  const language = (locale: TranslatedLocale) =>
    Object.entries(status[locale])
      .map(
        ([key, e]) => `    ${JSON.stringify(key)}: { "status": ${JSON.stringify(e.status)}, "en": ${JSON.stringify(e.en)}, "text": ${JSON.stringify(e.text)} }`,
      )
      .join(",\n");
  const body = TRANSLATED_LOCALES.map((locale) => `  ${JSON.stringify(locale)}: {\n${language(locale)}\n  }`).join(",\n");
  fs.writeFileSync(path.join(dir, STATUS_FILE_NAME), `{\n${body}\n}\n`);
}
