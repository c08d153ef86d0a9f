/**
 * `npm run i18n:status`: per language, the texts that are stale (the English changed since they were
 * translated), missing, edited without recording, marked for re-translation, and waiting for a native
 * speaker's review (see scripts/i18n/translation-status.ts). Exit 1 when anything would fail the tests.
 */
import path from "node:path";
import { CliError, runCommand } from "../lib/cli";
import {
  checkTranslations,
  isClean,
  LANGUAGE_NAMES,
  type LanguageReport,
  MESSAGES_DIR,
  readCatalogues,
  readStatus,
  TRANSLATED_LOCALES,
} from "./translation-status";
import { checkGlossary, readGlossary } from "./glossary";

const usage = `Usage: npm run i18n:status -- [--unreviewed] [--dir FOLDER]

Lists, for Sinhala and Tamil, the texts that are stale, missing, edited without
recording, marked for re-translation and waiting for a native speaker's review,
and the texts that do not use the glossary's word for a key term.
  --unreviewed   list every text waiting for review (by default: counted per area)
  --dir FOLDER   the message files' folder (default admin-modules/domain/messages)
Exit code 1 when a text is stale, missing, unrecorded or off the glossary (the tests fail then too).
Fix: update the translation and run \`npm run i18n:record\`, or mark it with
\`npm run i18n:record -- --retranslate KEY\`.`;

/** "admin 615, pages 190, ..." for a long list of keys. */
function byArea(keys: string[]): string {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key.split(".")[0], (counts.get(key.split(".")[0]) ?? 0) + 1);
  return [...counts].map(([area, n]) => `${area} ${n}`).join(", ");
}

runCommand({
  usage,
  options: { unreviewed: { type: "boolean" }, dir: { type: "string" } },
  run: ({ values }) => {
    const dir = values.dir ? path.resolve(values.dir) : MESSAGES_DIR;
    const catalogues = readCatalogues(dir);
    const reports = checkTranslations(catalogues, readStatus(dir));
    const english = (key: string) => JSON.stringify(catalogues.en[key]);
    const sections: [keyof LanguageReport, string, (key: string) => string][] = [
      ["stale", "stale: the English changed since this was translated", (key) => `${key}  (English now: ${english(key)})`],
      ["missing", "missing", (key) => `${key}  (English: ${english(key)})`],
      ["unrecorded", "edited or added without `npm run i18n:record`", (key) => key],
      ["extra", "not in the English file", (key) => key],
      ["toTranslate", "marked for re-translation", (key) => `${key}  (English now: ${english(key)})`],
    ];
    for (const locale of TRANSLATED_LOCALES) {
      const report = reports[locale];
      const total = Object.keys(catalogues.en).filter((key) => key !== "$schema").length;
      console.log(
        `\n${LANGUAGE_NAMES[locale]} (${locale}), ${total} English texts: ${report.stale.length} stale, ${report.missing.length} missing, ` +
          `${report.unrecorded.length} unrecorded, ${report.toTranslate.length} to re-translate, ${report.unreviewed.length} waiting for review, ` +
          `${report.reviewed.length} reviewed`,
      );
      for (const [field, title, line] of sections) {
        const keys = report[field];
        if (keys.length === 0) continue;
        console.log(`  ${title} (${keys.length}):`);
        for (const key of keys) console.log(`    ${line(key)}`);
      }
      if (report.unreviewed.length > 0) {
        console.log(`  waiting for a native speaker's review (${report.unreviewed.length}): ${byArea(report.unreviewed)}`);
        if (values.unreviewed) for (const key of report.unreviewed) console.log(`    ${key}`);
      }
    }
    const misses = checkGlossary(catalogues, readGlossary(dir));
    if (misses.length > 0) {
      console.log(`\nNot using the glossary's word (glossary.json) (${misses.length}):`);
      for (const miss of misses) console.log(`  ${miss.locale} ${miss.key}: "${miss.term}" is ${miss.word}`);
    }
    if (misses.length > 0 || !TRANSLATED_LOCALES.every((locale) => isClean(reports[locale]))) {
      throw new CliError("some translations are stale, missing, unrecorded or off the glossary (listed above); see the README, Languages.");
    }
  },
});
