/**
 * The glossary (admin-modules/domain/messages/glossary.json): each key term with its one Sinhala and one
 * Tamil word, so that "helplines", "event" or "sign in" are said one way everywhere. Where an English text
 * contains a term, its Sinhala and Tamil texts must contain that word in one of its forms (Sinhala and Tamil
 * inflect: நிகழ்வு, நிகழ்வுகள், நிகழ்வின்), unless the glossary lists the text as a reviewed exception.
 */
import fs from "node:fs";
import path from "node:path";
import { type Catalogues, MESSAGES_DIR, TRANSLATED_LOCALES, type TranslatedLocale } from "./translation-status";

export interface GlossaryTerm {
  term: string;
  /** The English forms, a case-insensitive pattern matched on whole words ("helplines?"). */
  english: string;
  si: string;
  ta: string;
  /** The Sinhala or Tamil word's forms as a pattern, when the word itself is not in all of them. */
  siForms?: string;
  taForms?: string;
}

export interface GlossaryException {
  key: string;
  locales: TranslatedLocale[];
  term: string;
  why: string;
}

export interface Glossary {
  terms: GlossaryTerm[];
  exceptions: GlossaryException[];
}

export interface GlossaryMiss {
  locale: TranslatedLocale;
  key: string;
  term: string;
  /** The word the text should use. */
  word: string;
}

export function readGlossary(dir: string = MESSAGES_DIR): Glossary {
  return JSON.parse(fs.readFileSync(path.join(dir, "glossary.json"), "utf8")) as Glossary;
}

/** A message's words: its text, or all its plural variants; {variables} removed (an {email} is not an e-mail). */
function wordsOf(value: unknown): string {
  const texts =
    typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap((variant) => Object.values((variant as { match?: Record<string, string> }).match ?? {}))
        : [];
  return texts.join("\n").replace(/\{[^}]*\}/g, " ");
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function checkGlossary(catalogues: Catalogues, glossary: Glossary): GlossaryMiss[] {
  const excused = new Set(glossary.exceptions.flatMap((e) => e.locales.map((locale) => `${e.key}\u0000${locale}\u0000${e.term}`)));
  const misses: GlossaryMiss[] = [];
  for (const term of glossary.terms) {
    const english = new RegExp(`\\b(?:${term.english})\\b`, "i");
    for (const [key, value] of Object.entries(catalogues.en)) {
      if (key === "$schema" || !english.test(wordsOf(value))) continue;
      for (const locale of TRANSLATED_LOCALES) {
        const translation = catalogues[locale][key];
        if (translation === undefined || excused.has(`${key}\u0000${locale}\u0000${term.term}`)) continue;
        const forms = new RegExp(term[`${locale}Forms`] ?? literal(term[locale]));
        if (!forms.test(wordsOf(translation))) misses.push({ locale, key, term: term.term, word: term[locale] });
      }
    }
  }
  return misses;
}
