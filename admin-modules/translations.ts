/**
 * Translatable content (issue 27), as the registry sees it: which fields of a module are written once per
 * language, the field holding a row's original language, the list's "missing translations" filter, the
 * state of a listed row's translations, and the input a form sends with its values.
 *
 * A module opts in with `translatable: true` on text fields and the standard `language` field
 * (`originalLanguageField()`); everything else (storage, reads in the reader's language, the editor's
 * language tabs, the filter, the dashboard's figure, the review of an organization's change) follows
 * from that. The texts live in content_translations (migration 0018), keyed by the module's table.
 */
import { z } from "zod";
import { m as msg } from "./domain/i18n";
import { TEXT_LANGUAGE_OPTIONS, TEXT_LANGUAGES, type TextLanguage } from "./domain/vocabulary";
import { text } from "./text";
import type { FieldDef, TableModule } from "./types";

export { TEXT_LANGUAGES, type TextLanguage };

/** The column holding a translatable row's original language. */
export const ORIGINAL_LANGUAGE_COLUMN = "language";

/** The standard field of a translatable module: the language its texts were first written in. */
export function originalLanguageField(overrides: Partial<FieldDef> = {}): FieldDef {
  return {
    kind: "select",
    label: "admin.translations.originalLanguage",
    options: TEXT_LANGUAGE_OPTIONS,
    default: "en",
    list: { render: "badge", hideOnMobile: true },
    filterable: true,
    widget: { help: "admin.translations.originalLanguageHelp" },
    ...overrides,
  };
}

/** The fields of a module written once per language, in declaration order. */
export function translatableFields(module: TableModule): string[] {
  return Object.entries(module.fields)
    .filter(([, field]) => field.translatable)
    .map(([name]) => name);
}

export const isTranslatable = (module: TableModule) => translatableFields(module).length > 0;

/** The site settings' texts written once per language (the Settings screen; entity "site_settings", row 1). */
export const SITE_SETTINGS_TRANSLATABLE = ["site_name", "contact_address"] as const;

/** Where an organization's proposed translations wait in the review's changes column, beside its field changes. */
export const PROPOSED_TRANSLATIONS = "$translations";

/** The list filter every translatable module has (`f_translations` in the address). */
export const TRANSLATION_FILTER = "translations";
export const TRANSLATION_FILTER_VALUES = ["missing", "missing_si", "missing_ta", "missing_en", "stale"] as const;
export type TranslationFilter = (typeof TRANSLATION_FILTER_VALUES)[number];
export const TRANSLATION_FILTER_OPTIONS: { value: TranslationFilter; label: Parameters<typeof text>[0] }[] = [
  { value: "missing", label: "admin.translations.filterMissing" },
  { value: "missing_si", label: "admin.translations.filterMissingSi" },
  { value: "missing_ta", label: "admin.translations.filterMissingTa" },
  { value: "missing_en", label: "admin.translations.filterMissingEn" },
  { value: "stale", label: "admin.translations.filterStale" },
];

/**
 * A listed row's translations per language, sent with the row under TRANSLATION_STATUS:
 * original (the row is written in it), complete, partial (some fields), missing (none), stale (a
 * translation was made from an original that has changed since).
 */
export type TranslationState = "original" | "complete" | "partial" | "missing" | "stale";
export const TRANSLATION_STATUS = "_translations";
export type TranslationStatus = Record<TextLanguage, TranslationState>;

export function translationStatus(row: Record<string, unknown>): TranslationStatus | null {
  return (row[TRANSLATION_STATUS] as TranslationStatus | undefined) ?? null;
}

/**
 * What a form sends beside its values, per language: the translated texts (blank removes one), the fields
 * whose translation the editor confirms is still right for a changed original, and the native speaker's check.
 */
export interface LanguageInput {
  fields?: Record<string, string | null | undefined>;
  current?: string[];
  reviewed?: boolean;
}
export type TranslationsInput = Partial<Record<TextLanguage, LanguageInput>>;

/** The longest text a translation of the field may hold (the original's own limit). */
export const translationMaxLength = (field: Pick<FieldDef, "kind" | "maxLength">) => field.maxLength ?? (field.kind === "textarea" ? 20000 : 500);

/** The zod schema of a module's translations input: only its translatable fields, each within its limit. */
export function translationsSchema(module: TableModule) {
  return translationsInputSchema(Object.fromEntries(translatableFields(module).map((name) => [name, module.fields[name]])));
}

/** The translations input of a set of fields (a module's, or the Settings screen's site texts). */
export function translationsInputSchema(fields: Record<string, Pick<FieldDef, "label" | "kind" | "maxLength" | "textsOf">>) {
  const names = Object.keys(fields);
  // A blocks field's texts are confirmed key by key: "block_texts:k3x.prompt".
  const keyed = names.filter((name) => fields[name]?.textsOf);
  const confirmable = (entry: string) =>
    names.includes(entry) || keyed.some((name) => entry.startsWith(`${name}:`) && /^[a-z0-9]{1,12}\.[a-z0-9.]{1,40}$/.test(entry.slice(name.length + 1)));
  const fieldSchemas = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const tooLong = { error: () => msg["error.tooLong"]({ field: text(field.label) }) };
      return [name, z.string().trim().max(translationMaxLength(field), tooLong).nullable().optional()];
    }),
  );
  const language = z.strictObject({
    fields: z.strictObject(fieldSchemas).optional(),
    current: z
      .array(z.string().max(120).refine(confirmable))
      .max(keyed.length ? 1000 : names.length)
      .optional(),
    reviewed: z.boolean().optional(),
  });
  return z.strictObject({ si: language.optional(), ta: language.optional(), en: language.optional() });
}

/** The Settings screen's site texts, as fields (their labels and limits). */
export const SITE_TEXT_FIELDS: Record<(typeof SITE_SETTINGS_TRANSLATABLE)[number], Pick<FieldDef, "label" | "kind" | "maxLength">> = {
  site_name: { kind: "text", label: "admin.siteSettings.siteName", maxLength: 100 },
  contact_address: { kind: "text", label: "admin.translations.contactAddress", maxLength: 300 },
};
