/**
 * An extra-modules folder's messages (EXTRA_ADMIN_MODULES=<folder>, <folder>/messages/{en,si,ta}.json):
 * the loader registers a folder's modules only when every text they declare is a key in all three of its
 * languages (or one of the app's), and then `text()` reads them in the current language, never another's.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkModuleMessages, getModule, moduleTexts, text, unregisterModule } from "../../admin-modules/registry";
import { readModuleMessages } from "../../db/extra-modules";
import { registerExtraModules } from "../../server/admin/load-modules";
import { runWithLocale } from "../../server/http/locale";
import callbacks from "../fixtures/extra-module/modules/callbacks";

const FIXTURE_MESSAGES = path.resolve("tests/fixtures/extra-module/messages");
const LANGUAGES = ["en", "si", "ta"] as const;
const fixture = readModuleMessages(FIXTURE_MESSAGES, LANGUAGES)!;
const made: string[] = [];

/** A messages/ folder in a temporary directory, with the given catalogues. */
function messagesFolder(catalogues: Partial<Record<(typeof LANGUAGES)[number], Record<string, string>>>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "module-messages-"));
  made.push(dir);
  for (const [language, entries] of Object.entries(catalogues)) fs.writeFileSync(path.join(dir, `${language}.json`), JSON.stringify(entries));
  return dir;
}

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe("an extra module's texts and its folder's messages", () => {
  it("the fixture module declares every text as a key its folder has in en, si and ta", () => {
    const texts = moduleTexts(callbacks);
    expect(texts.length).toBeGreaterThan(20);
    expect(texts).toContainEqual({ path: "fields.status.options.called", text: "callbacks.status.called" });
    expect(texts).toContainEqual({ path: "slots.details.call", text: "callbacks.detail.call" });
    expect(checkModuleMessages(callbacks, fixture)).toEqual([]);
  });

  it("refuses the folder when one language lacks a key: nothing of it is registered", () => {
    const { "callbacks.detail.note": _left, ...si } = fixture.si;
    const dir = messagesFolder({ en: fixture.en, si, ta: fixture.ta });
    expect(() => registerExtraModules([callbacks], dir)).toThrow(/slots\.details\.note "callbacks\.detail\.note" is missing in messages\/si\.json/);
    expect(getModule("callbacks")).toBeUndefined();
  });

  it("refuses literal text beside a messages folder, a key without one, and a folder without every language", () => {
    const literal = { ...callbacks, emptyState: { title: "No callbacks yet" } };
    expect(checkModuleMessages(literal, fixture)).toEqual([`callbacks: emptyState.title "No callbacks yet" is missing in messages/en.json, si.json, ta.json`]);
    expect(checkModuleMessages(callbacks, null)).toContain(
      `callbacks: fields.name.label names the key "callbacks.field.name", and its folder has no messages/`,
    );
    const noTamil = messagesFolder({ en: fixture.en, si: fixture.si });
    expect(() => registerExtraModules([callbacks], noTamil)).toThrow(/ta\.json is missing/);
    expect(() => registerExtraModules([callbacks], messagesFolder({ en: { a: { b: "c" } } as never, si: {}, ta: {} }))).toThrow(
      /must be one object of key → text/,
    );
    expect(getModule("callbacks")).toBeUndefined();
  });

  it("registered, its texts read in the current language with their placeholders filled; the app's keys stay the app's", async () => {
    registerExtraModules([callbacks], FIXTURE_MESSAGES);
    try {
      expect(getModule("callbacks")).toBe(callbacks);
      expect(text("callbacks.detail.call", { name: "Nimal" })).toBe("Call Nimal");
      expect(await runWithLocale("si", async () => text("callbacks.detail.call", { name: "Nimal" }))).toBe("Nimal අමතන්න");
      expect(await runWithLocale("ta", async () => text("callbacks.bulk.done", { count: 3 }))).toBe("3 அழைத்ததாகக் குறிக்கப்பட்டன");
      expect(await runWithLocale("si", async () => text("admin.field.name"))).toBe("නම");
      expect(() => registerExtraModules([], messagesFolder({ en: { "admin.field.name": "Mine" }, si: {}, ta: {} }))).toThrow(
        /may not reuse the app's own keys: admin\.field\.name/,
      );
    } finally {
      unregisterModule("callbacks");
    }
  });
});
