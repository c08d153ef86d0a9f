/**
 * Issue 34: the compiled messages make each Intl object once (scripts/i18n/cache-intl.ts), not at every
 * message with a count; the answers are the same.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keepIntlFormattersIn } from "../../scripts/i18n/cache-intl";
import { number, plural } from "../../admin-modules/domain/paraglide/registry.js";

const registry = path.join(import.meta.dirname, "../../admin-modules/domain/paraglide/registry.js");

describe("the compiled messages' Intl objects", () => {
  it("are made once per kind, locale and options in the compiled registry", () => {
    const text = fs.readFileSync(registry, "utf8");
    expect(text).not.toMatch(/new Intl\./);
    expect(text).toContain("intlOf(Intl.PluralRules, locale, options)");
  });

  it("answer as a new Intl object would, in every language", () => {
    for (const locale of ["en", "si", "ta"] as const) {
      for (const n of [0, 1, 2, 5, 21, 1.5]) {
        expect(plural(locale, n)).toBe(new Intl.PluralRules(locale).select(n));
        expect(plural(locale, n, { type: "ordinal" })).toBe(new Intl.PluralRules(locale, { type: "ordinal" }).select(n));
        expect(number(locale, n * 1000)).toBe(new Intl.NumberFormat(locale).format(n * 1000));
      }
    }
  });

  it("refuses a registry whose shape it does not know, and leaves a rewritten one as it is", () => {
    expect(() => keepIntlFormattersIn("export function plural() { return 'other' }")).toThrow(/registry/);
    const once = keepIntlFormattersIn(
      "function a(locale, options) { return new Intl.PluralRules(locale, options) }\nfunction b(locale, options) { return new Intl.NumberFormat(locale, options) }",
    );
    expect(keepIntlFormattersIn(once)).toBe(once);
  });
});
