/**
 * `npm run i18n:record`: records in translations-status.json that translations were made from the current
 * English (see scripts/i18n/translation-status.ts). Run it after editing si.json or ta.json: every new or
 * edited translation gets the current English's fingerprint and waits for review. The options act on named
 * keys, when the English changed:
 *   --retranslate KEY...    the translations are out of date: mark them for re-translation
 *   --same-meaning KEY...   the English changed but not its meaning (a typo): keep the translations
 *   --reviewed KEY...       a native speaker confirmed them (with --lang, one language)
 */
import path from "node:path";
import { runCommand, UsageError } from "../lib/cli";
import { MESSAGES_DIR, readCatalogues, readStatus, recordTranslations, TRANSLATED_LOCALES, type TranslatedLocale, writeStatus } from "./translation-status";

const usage = `Usage: npm run i18n:record -- [--retranslate | --same-meaning | --reviewed] [KEY...] [--lang si|ta] [--dir FOLDER]

Without options: records every Sinhala and Tamil text that is new or was edited since
it was recorded (it waits for a native speaker's review).
  --retranslate KEY...    the English of KEY changed: mark its translations for re-translation
  --same-meaning KEY...   the English of KEY changed but not its meaning: keep its translations
  --reviewed KEY...       a native speaker confirmed the translations of KEY
  --lang si|ta            only this language (default both)
  --dir FOLDER            the message files' folder (default admin-modules/domain/messages)`;

runCommand({
  usage,
  options: {
    retranslate: { type: "boolean" },
    "same-meaning": { type: "boolean" },
    reviewed: { type: "boolean" },
    lang: { type: "string" },
    dir: { type: "string" },
  },
  positionals: { min: 0, max: Number.MAX_SAFE_INTEGER },
  run: ({ values, positionals }) => {
    const modes = [values.retranslate, values["same-meaning"], values.reviewed].filter(Boolean).length;
    if (modes > 1) throw new UsageError("Choose one of --retranslate, --same-meaning and --reviewed.");
    if (modes === 1 && positionals.length === 0) throw new UsageError("Name the keys the option is for.");
    if (modes === 0 && positionals.length > 0) throw new UsageError("Keys are named with --retranslate, --same-meaning or --reviewed.");
    if (values.lang !== undefined && !TRANSLATED_LOCALES.includes(values.lang as TranslatedLocale)) throw new UsageError(`--lang must be si or ta.`);
    const dir = values.dir ? path.resolve(values.dir) : MESSAGES_DIR;
    let recorded: ReturnType<typeof recordTranslations>;
    try {
      recorded = recordTranslations(readCatalogues(dir), readStatus(dir), {
        locales: values.lang ? [values.lang as TranslatedLocale] : undefined,
        retranslate: values.retranslate ? positionals : undefined,
        sameMeaning: values["same-meaning"] ? positionals : undefined,
        reviewed: values.reviewed ? positionals : undefined,
      });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    writeStatus(recorded.status, dir);
    for (const change of recorded.changes) console.log(change);
    console.log(recorded.changes.length === 0 ? "Nothing to record." : `${recorded.changes.length} change(s) recorded in translations-status.json.`);
  },
});
