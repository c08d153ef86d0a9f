/**
 * Translations that cannot go stale (issue #27): every Sinhala and Tamil text records the English it was made
 * from, and this suite is red while an English text has changed and its translations were neither updated
 * (and recorded) nor marked for re-translation. The second half proves it on a copy of the message files, with
 * the same commands a developer runs (`npm run i18n:status`, `npm run i18n:record`).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  checkTranslations,
  fingerprint,
  MESSAGES_DIR,
  readCatalogues,
  readStatus,
  recordTranslations,
  TRANSLATED_LOCALES,
  writeStatus,
} from "../../scripts/i18n/translation-status";

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the message folder with one English text changed, as a developer would change it. */
function copyWithEnglish(key: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "messages-"));
  copies.push(dir);
  for (const file of fs.readdirSync(MESSAGES_DIR)) fs.copyFileSync(path.join(MESSAGES_DIR, file), path.join(dir, file));
  editMessage(dir, "en", key, text);
  return dir;
}

function editMessage(dir: string, locale: string, key: string, text: string): void {
  const file = path.join(dir, `${locale}.json`);
  const messages = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  expect(messages[key], `${locale} has ${key}`).toBeDefined();
  messages[key] = text;
  fs.writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
}

/** The real command, as `npm run i18n:<name> -- ...args` runs it. */
function run(name: "status" | "record", ...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join("scripts", "i18n", `${name}.ts`), ...args], { encoding: "utf8" });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("translation status (admin-modules/domain/messages/translations-status.json)", () => {
  it("every Sinhala and Tamil text exists, was made from the current English (or is marked for re-translation) and was recorded", () => {
    const reports = checkTranslations(readCatalogues(), readStatus());
    for (const locale of TRANSLATED_LOCALES) {
      const { missing, extra, unrecorded, stale } = reports[locale];
      expect(
        { missing, extra, unrecorded, stale },
        `${locale}: update the translations and run npm run i18n:record, or mark them with npm run i18n:record -- --retranslate KEY (npm run i18n:status lists them)`,
      ).toEqual({ missing: [], extra: [], unrecorded: [], stale: [] });
    }
  });

  it("records for each translation a fingerprint of its English and of itself, and a review state", () => {
    const catalogues = readCatalogues();
    const status = readStatus();
    for (const locale of TRANSLATED_LOCALES) {
      const entry = status[locale]["auth.fullName"];
      expect(entry).toEqual({ status: expect.stringMatching(/^(needs-review|reviewed|needs-translation)$/), en: expect.any(String), text: expect.any(String) });
      expect(typeof entry === "object" && entry.en).toBe(fingerprint(catalogues.en["auth.fullName"]));
      expect(typeof entry === "object" && entry.text).toBe(fingerprint(catalogues[locale]["auth.fullName"]));
    }
  });

  it("an English text changed without touching its translations turns the check red until they are marked for re-translation", () => {
    const dir = copyWithEnglish("auth.fullName", "Your first name or a nickname");
    const reports = checkTranslations(readCatalogues(dir), readStatus(dir));
    expect(reports.si.stale).toEqual(["auth.fullName"]);
    expect(reports.ta.stale).toEqual(["auth.fullName"]);

    // The command a developer runs says so, and fails.
    const status = run("status", "--dir", dir);
    expect(status.code).toBe(1);
    expect(status.output).toContain('auth.fullName  (English now: "Your first name or a nickname")');

    // Marked for re-translation: the check passes again and lists the text as one to re-translate.
    const marked = run("record", "--retranslate", "auth.fullName", "--dir", dir);
    expect(marked.code, marked.output).toBe(0);
    const after = checkTranslations(readCatalogues(dir), readStatus(dir));
    expect(after.si.stale).toEqual([]);
    expect(after.si.toTranslate).toEqual(["auth.fullName"]);
    expect(run("status", "--dir", dir).code).toBe(0);
  });

  it("an updated translation, once recorded, carries the new English's fingerprint; the other language stays stale", () => {
    const dir = copyWithEnglish("events.register.email", "E-mail of a parent or guardian");
    editMessage(dir, "si", "events.register.email", "දෙමාපියෙකුගේ හෝ භාරකරුවෙකුගේ ඊමේල් ලිපිනය");
    const recorded = run("record", "--dir", dir);
    expect(recorded.code, recorded.output).toBe(0);
    expect(recorded.output).toContain("si events.register.email: edited, recorded (needs-review)");

    const catalogues = readCatalogues(dir);
    const entry = readStatus(dir).si["events.register.email"];
    expect(entry).toEqual({
      status: "needs-review",
      en: fingerprint(catalogues.en["events.register.email"]),
      text: fingerprint(catalogues.si["events.register.email"]),
    });
    const reports = checkTranslations(catalogues, readStatus(dir));
    expect(reports.si.stale).toEqual([]);
    expect(reports.ta.stale).toEqual(["events.register.email"]);
  });

  it("a translation edited without recording, a missing translation and a new key without one are caught", () => {
    const dir = copyWithEnglish("nav.home", "Home");
    editMessage(dir, "ta", "nav.home", "முதற் பக்கம்");
    const en = JSON.parse(fs.readFileSync(path.join(dir, "en.json"), "utf8")) as Record<string, unknown>;
    fs.writeFileSync(path.join(dir, "en.json"), JSON.stringify({ ...en, "nav.brandNew": "A new text" }));
    const reports = checkTranslations(readCatalogues(dir), readStatus(dir));
    expect(reports.ta.unrecorded).toEqual(["nav.home"]);
    expect(reports.si.missing).toEqual(["nav.brandNew"]);
    expect(reports.ta.missing).toEqual(["nav.brandNew"]);
  });

  it("--same-meaning keeps translations whose English changed only in form; --reviewed marks them reviewed", () => {
    const dir = copyWithEnglish("nav.account", "My account");
    const catalogues = readCatalogues(dir);
    expect(checkTranslations(catalogues, readStatus(dir)).si.stale).toEqual(["nav.account"]);
    const kept = recordTranslations(catalogues, readStatus(dir), { sameMeaning: ["nav.account"] });
    writeStatus(kept.status, dir);
    const reports = checkTranslations(catalogues, readStatus(dir));
    expect(reports.si.stale).toEqual([]);
    expect(reports.ta.unreviewed).toContain("nav.account");

    const reviewed = recordTranslations(catalogues, readStatus(dir), { reviewed: ["nav.account"], locales: ["ta"] });
    expect(reviewed.status.ta["nav.account"].status).toBe("reviewed");
    expect(reviewed.status.si["nav.account"].status).toBe("needs-review");
    expect(() => recordTranslations(catalogues, readStatus(dir), { retranslate: ["no.such.key"] })).toThrow(/no\.such\.key/);
  });
});
