/**
 * One word per key term (issue #27): the glossary (admin-modules/domain/messages/glossary.json) names each
 * term's Sinhala and Tamil word, and every text whose English uses the term uses that word.
 */
import { describe, expect, it } from "vitest";
import { checkGlossary, readGlossary } from "../../scripts/i18n/glossary";
import { readCatalogues, TRANSLATED_LOCALES } from "../../scripts/i18n/translation-status";

const glossary = readGlossary();
const catalogues = readCatalogues();

describe("glossary", () => {
  it("covers the key terms, each with one Sinhala and one Tamil word", () => {
    const terms = glossary.terms.map((t) => t.term);
    for (const term of ["helpline", "event", "sign in", "course", "lesson", "resource", "Media Hub", "parent", "guardian", "consent", "report"]) {
      expect(terms).toContain(term);
    }
    expect(new Set(terms).size).toBe(terms.length);
    for (const term of glossary.terms) {
      for (const locale of TRANSLATED_LOCALES) {
        expect(term[locale], `${term.term} in ${locale}`).toMatch(/\S/);
        // The word itself is one of the forms the check accepts.
        expect(term[locale]).toMatch(new RegExp(term[`${locale}Forms`] ?? term[locale]));
      }
    }
  });

  it("is used by every Sinhala and Tamil text whose English uses a term", () => {
    const misses = checkGlossary(catalogues, glossary).map((miss) => `${miss.locale} ${miss.key}: "${miss.term}" is ${miss.word}`);
    expect(misses).toEqual([]);
  });

  it("says helplines one way in each language", () => {
    const helpline = glossary.terms.find((t) => t.term === "helpline")!;
    expect([helpline.si, helpline.ta]).toEqual(["උදව් ඇමතුම", "உதவி இலக்கம்"]);
    const texts = (locale: "si" | "ta") => Object.values(catalogues[locale]).map((v) => JSON.stringify(v));
    expect(texts("si").filter((t) => t.includes("උපකාරක දුරකථන"))).toEqual([]);
    expect(texts("ta").filter((t) => t.includes("உதவி எண்"))).toEqual([]);
  });

  it("catches a text that uses another word", () => {
    const changed = { ...catalogues, si: { ...catalogues.si, "home.viewAllHelplines": "සියලු උපකාරක දුරකථන බලන්න" } };
    expect(checkGlossary(changed, glossary)).toEqual([{ locale: "si", key: "home.viewAllHelplines", term: "helpline", word: "උදව් ඇමතුම" }]);
  });

  it("lists each exception with its reason, for a text whose English uses the term", () => {
    for (const exception of glossary.exceptions) {
      const term = glossary.terms.find((t) => t.term === exception.term);
      expect(term, exception.term).toBeDefined();
      expect(exception.why.length).toBeGreaterThan(10);
      expect(String(catalogues.en[exception.key])).toMatch(new RegExp(`\\b(?:${term!.english})\\b`, "i"));
    }
  });
});
