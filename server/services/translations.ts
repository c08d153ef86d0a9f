/**
 * Translated content (issue 27): the texts of a row in other languages than its original, kept in
 * content_translations (migration 0018) under the row's table, id, field and language, each with the
 * original text it was made from (its fingerprint).
 *
 * Public reads go through `localizeRows`: each translatable field in the reader's language when a
 * translation exists, else the original, and a `fallback` naming the fields left in the original's
 * language (the page sets `lang` on them and shows a marker). Lists filter and order by the reader's
 * language with `availableIn`, and search every translation with `translationMatches`.
 *
 * The back office reads a row's translations with `loadTranslations`, a page's states with
 * `translationStates`, filters with `translationFilterWhere`, and writes with `writeTranslations`.
 */
import { type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import { containsText, type SqlDialect } from "../../db/dialect";
import type { DB } from "../../db/open";
import { getLocale } from "../../admin-modules/domain/i18n";
import { keptTexts, parseTexts, textsFingerprint } from "../../admin-modules/domain/lesson-blocks";
import {
  allModules,
  ORIGINAL_LANGUAGE_COLUMN,
  primaryKeyOf,
  readSourceOf,
  SITE_SETTINGS_TRANSLATABLE,
  TEXT_LANGUAGES,
  type TableModule,
  type TextLanguage,
  type TranslationFilter,
  type TranslationState,
  type TranslationStatus,
  type TranslationsInput,
  translatableFields,
} from "../../admin-modules/registry";

const anyDb = (db: DB | Kysely<any>) => db as unknown as Kysely<any>;

/** Fields of a row left in its original language on a page in another: the page marks them. */
export type Fallback = { lang: TextLanguage; fields: string[] } | null;
/** A row as the reader reads it; `source` is the row as stored (its slug comes from the original title). */
export type Localized<T> = T & { fallback: Fallback; source: T };

const isTextLanguage = (value: unknown): value is TextLanguage => TEXT_LANGUAGES.includes(value as TextLanguage);

/** The translatable fields of a table that hold a blocks field's texts (`textsOf`): translated key by key. */
export function textsFieldsOf(table: string): Set<string> {
  const fields = new Set<string>();
  for (const module of allModules()) {
    if (module.kind !== "table" || module.table !== table) continue;
    for (const [name, field] of Object.entries(module.fields)) if (field.translatable && field.textsOf) fields.add(name);
  }
  return fields;
}

/** The translatable fields of a table, as its module files declare them (the site settings' are fixed). */
export function translatableFieldsOf(table: string): string[] {
  if (table === "site_settings") return [...SITE_SETTINGS_TRANSLATABLE];
  const fields = new Set<string>();
  for (const module of allModules()) {
    if (module.kind === "table" && module.table === table) for (const name of translatableFields(module)) fields.add(name);
  }
  return [...fields];
}

/** A row's original language; a row from before issue 27 with "all" reads as English. */
export const originalLanguageOf = (row: { language?: unknown }): TextLanguage => (isTextLanguage(row.language) ? row.language : "en");

/**
 * Rows as the reader reads them: every translatable field in `locale` where a translation exists (out of
 * date or not: the back office shows which need work), else the original with the field named in
 * `fallback`. One query for all rows.
 */
export async function localizeRows<T extends { id: number; language?: unknown }>(
  db: DB | Kysely<any>,
  table: string,
  rows: readonly T[],
  locale: TextLanguage = getLocale(),
): Promise<Localized<T>[]> {
  const fields = translatableFieldsOf(table);
  const foreign = rows.filter((row) => originalLanguageOf(row) !== locale);
  const texts = new Map<string, string>();
  if (fields.length && foreign.length) {
    const found = await anyDb(db)
      .selectFrom("content_translations")
      .select(["row_id", "field", "text"])
      .where("entity", "=", table)
      .where("language", "=", locale)
      .where("row_id", "in", [...new Set(foreign.map((row) => row.id))])
      .execute();
    for (const t of found) texts.set(`${t.row_id}\u0000${t.field}`, t.text);
  }
  return rows.map((row) => {
    const original = originalLanguageOf(row);
    if (original === locale) return { ...row, fallback: null, source: row };
    const out: Record<string, unknown> = { ...row };
    const left: string[] = [];
    for (const field of fields) {
      const value = row[field as keyof T];
      if (value === null || value === undefined || value === "") continue;
      const translated = texts.get(`${row.id}\u0000${field}`);
      if (translated !== undefined) out[field] = translated;
      else left.push(field);
    }
    return { ...(out as T), fallback: left.length ? { lang: original, fields: left } : null, source: row };
  });
}

export async function localizeRow<T extends { id: number; language?: unknown }>(db: DB | Kysely<any>, table: string, row: T, locale?: TextLanguage) {
  return (await localizeRows(db, table, [row], locale))[0]!;
}

/** Column `column` of the outer query's table (qualified: the subqueries below have a `language` of their own). */
const outer = (table: string, column: string) => sql.ref(`${table}.${column}`);

/** SQL: a translation of `field` of the row `rowId` of `entity` into `language` exists. */
function hasTranslation(entity: string, rowId: RawBuilder<unknown>, field: string, language: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM content_translations ct WHERE ct.entity = ${entity} AND ct.row_id = ${rowId} AND ct.field = ${field} AND ct.language = ${language})`;
}

/**
 * SQL: the row can be read in `language`: written in it, or its title (the first translatable field)
 * translated into it. Public lists keep these for the "Show content in" filter and put them first.
 */
export function availableIn(table: string, language: TextLanguage, id = "id"): RawBuilder<SqlBool> {
  const [title] = translatableFieldsOf(table);
  if (!title) return sql<SqlBool>`${outer(table, ORIGINAL_LANGUAGE_COLUMN)} = ${language}`;
  return sql<SqlBool>`(${outer(table, ORIGINAL_LANGUAGE_COLUMN)} = ${language} OR ${hasTranslation(table, outer(table, id), title, language)})`;
}

/** ORDER BY term: rows the reader can read in their language (or the chosen one) first. */
export function readableFirst(table: string, language: TextLanguage = getLocale()): RawBuilder<number> {
  return sql<number>`CASE WHEN ${availableIn(table, language)} THEN 0 ELSE 1 END`;
}

/**
 * SQL: a translation of one of `fields` of the outer row contains `term` (any language). The outer row is
 * read from `source` (the table, or a view over it), its translations are kept under `table`.
 */
export function translationMatches(
  dialect: SqlDialect,
  table: string,
  fields: readonly string[],
  term: string,
  source = table,
  id = "id",
): Expression<SqlBool> {
  if (!fields.length) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`EXISTS (SELECT 1 FROM content_translations ct WHERE ct.entity = ${table} AND ct.row_id = ${outer(source, id)}
    AND ct.field IN (${sql.join(fields)}) AND ${containsText(dialect, sql.ref("ct.text"), term)})`;
}

// ---------------------------------------------------------------------------------------------------------
// The back office

/** SQL: some field with an original text has no translation into `language` (and the row is not written in it). */
function missingIn(module: TableModule, language: TextLanguage, source: string): RawBuilder<SqlBool> {
  const id = primaryKeyOf(module);
  const fields = translatableFields(module);
  const lacking = fields.map(
    (field) => sql`(coalesce(${outer(source, field)}, '') <> '' AND NOT ${hasTranslation(module.table, outer(source, id), field, language)})`,
  );
  return sql<SqlBool>`(${outer(source, ORIGINAL_LANGUAGE_COLUMN)} <> ${language} AND (${sql.join(lacking, sql` OR `)}))`;
}

/** SQL: a translation was made from an original text that has changed since. */
function staleTranslation(module: TableModule, source: string): RawBuilder<SqlBool> {
  const fields = translatableFields(module);
  const current = sql.join(
    fields.map((field) => sql`WHEN ${field} THEN coalesce(${outer(source, field)}, '')`),
    sql` `,
  );
  return sql<SqlBool>`EXISTS (SELECT 1 FROM content_translations ct WHERE ct.entity = ${module.table} AND ct.row_id = ${outer(source, primaryKeyOf(module))}
    AND ct.language <> ${outer(source, ORIGINAL_LANGUAGE_COLUMN)} AND ct.source_text <> (CASE ct.field ${current} ELSE ct.source_text END))`;
}

/** The list's "missing translations" filter as SQL over the module's read source. */
export function translationFilterWhere(module: TableModule, filter: TranslationFilter): RawBuilder<SqlBool> {
  const source = readSourceOf(module);
  if (filter === "stale") return staleTranslation(module, source);
  if (filter === "missing")
    return sql<SqlBool>`(${sql.join(
      TEXT_LANGUAGES.map((language) => missingIn(module, language, source)),
      sql` OR `,
    )})`;
  return missingIn(module, filter.slice("missing_".length) as TextLanguage, source);
}

/** A list's search also finds rows by their translations. */
export function translationSearch(dialect: SqlDialect, module: TableModule, searchable: readonly string[], term: string): Expression<SqlBool> {
  const fields = translatableFields(module).filter((field) => searchable.includes(field));
  return translationMatches(dialect, module.table, fields, term, readSourceOf(module), primaryKeyOf(module));
}

interface StoredTranslation {
  row_id: number;
  field: string;
  language: TextLanguage;
  text: string;
  source_text: string;
  reviewed: number;
}

async function storedTranslations(db: DB | Kysely<any>, table: string, ids: readonly number[]): Promise<StoredTranslation[]> {
  if (!ids.length) return [];
  return (await anyDb(db)
    .selectFrom("content_translations")
    .select(["row_id", "field", "language", "text", "source_text", "reviewed"])
    .where("entity", "=", table)
    .where("row_id", "in", [...ids])
    .execute()) as StoredTranslation[];
}

const textOf = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** The state of each listed row's translations, per language (see TranslationState). */
export async function translationStates(
  db: DB | Kysely<any>,
  module: TableModule,
  rows: readonly Record<string, unknown>[],
): Promise<Map<number, TranslationStatus>> {
  const fields = translatableFields(module);
  const keyed = textsFieldsOf(module.table);
  const pk = primaryKeyOf(module);
  const stored = await storedTranslations(
    db,
    module.table,
    rows.map((row) => Number(row[pk])),
  );
  const byRow = new Map<number, StoredTranslation[]>();
  for (const t of stored) byRow.set(t.row_id, [...(byRow.get(t.row_id) ?? []), t]);
  const states = new Map<number, TranslationStatus>();
  for (const row of rows) {
    const id = Number(row[pk]);
    const original = originalLanguageOf(row);
    const written = fields.filter((field) => textOf(row[field]) !== "");
    const translations = byRow.get(id) ?? [];
    const status = {} as TranslationStatus;
    for (const language of TEXT_LANGUAGES) {
      if (language === original) {
        status[language] = "original";
        continue;
      }
      const mine = translations.filter((t) => t.language === language && written.includes(t.field));
      // A blocks field's texts are translated key by key: some keys left is a partial translation.
      const someKeysLeft = mine.some((t) => keyed.has(t.field) && Object.keys(parseTexts(t.text)).length < Object.keys(parseTexts(row[t.field])).length);
      let state: TranslationState = "complete";
      if (written.length && !mine.length) state = "missing";
      else if (mine.some((t) => t.source_text !== textOf(row[t.field]))) state = "stale";
      else if (mine.length < written.length || someKeysLeft) state = "partial";
      status[language] = state;
    }
    states.set(id, status);
  }
  return states;
}

/** One field's translation as the editor shows it. */
export interface TranslationView {
  text: string;
  /** The original text it was made from. */
  source_text: string;
  /** Made from an original that has changed since. */
  stale: boolean;
  reviewed: boolean;
}
export type RowTranslations = Partial<Record<TextLanguage, Record<string, TranslationView>>>;

/** A row's translations for the editor, each with whether its original changed since. */
export async function loadTranslations(db: DB | Kysely<any>, table: string, row: Record<string, unknown>, id: number): Promise<RowTranslations> {
  const out: RowTranslations = {};
  for (const t of await storedTranslations(db, table, [id])) {
    const language = out[t.language] ?? {};
    out[t.language] = language;
    language[t.field] = {
      text: t.text,
      source_text: t.source_text,
      stale: t.source_text !== textOf(row[t.field]),
      reviewed: t.reviewed === 1,
    };
  }
  return out;
}

/**
 * Writes a row's translations from a form's input, inside the caller's transaction. `row` is the row as
 * stored after its own write (its original texts are the fingerprints of new translations). A text equal
 * to the stored one keeps its fingerprint (a translation is not made current by saving the form again:
 * `current` says so explicitly). Answers the translations before and after, for the audit entry, as
 * "field.language" keys.
 */
export async function writeTranslations(
  tx: Kysely<any>,
  table: string,
  row: Record<string, unknown>,
  id: number,
  input: TranslationsInput,
): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }> {
  const fields = translatableFieldsOf(table);
  const keyed = textsFieldsOf(table);
  const original = originalLanguageOf(row);
  const stored = await storedTranslations(tx, table, [id]);
  const find = (language: TextLanguage, field: string) => stored.find((t) => t.language === language && t.field === field);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const now = new Date().toISOString();
  const key = { entity: table, row_id: id };
  /** The one stored translation of `field` into `language`. */
  const theTranslation = (field: string, language: TextLanguage) => (eb: ExpressionBuilder<any, any>) =>
    eb.and([eb("entity", "=", table), eb("row_id", "=", id), eb("field", "=", field), eb("language", "=", language)]);
  for (const language of TEXT_LANGUAGES) {
    const given = input[language];
    // The original's own language has no translation: its text is the row's.
    if (!given || language === original) continue;
    for (const [field, value] of Object.entries(given.fields ?? {})) {
      if (!fields.includes(field) || value === undefined) continue;
      const existing = find(language, field);
      const label = `${field}.${language}`;
      if (keyed.has(field)) {
        // A blocks field's texts: kept key by key, each with the original text it was made from.
        const change = await writeKeyedTranslation(tx, theTranslation(field, language), key, row, field, language, existing, value, given);
        if (change) {
          before[label] = existing?.text ?? null;
          after[label] = change.text;
        }
        continue;
      }
      const text = (value ?? "").trim();
      if (text === "") {
        if (!existing) continue;
        await tx.deleteFrom("content_translations").where(theTranslation(field, language)).execute();
        before[label] = existing.text;
        after[label] = null;
      } else if (!existing) {
        await tx
          .insertInto("content_translations")
          .values({ ...key, field, language, text, source_text: textOf(row[field]), reviewed: given.reviewed ? 1 : 0, updated_at: now })
          .execute();
        after[label] = text;
      } else if (existing.text !== text) {
        await tx
          .updateTable("content_translations")
          .set({ text, source_text: textOf(row[field]), reviewed: given.reviewed ? 1 : 0, updated_at: now })
          .where(theTranslation(field, language))
          .execute();
        before[label] = existing.text;
        after[label] = text;
      }
    }
    for (const entry of new Set((given.current ?? []).map((c) => c.split(":")[0]!))) {
      // A blocks field's texts confirmed still right without a new text: its fingerprint moves on.
      const existing = find(language, entry);
      if (!keyed.has(entry) || !existing || given.fields?.[entry] !== undefined) continue;
      const change = await writeKeyedTranslation(tx, theTranslation(entry, language), key, row, entry, language, existing, existing.text, given);
      if (change) after[`${entry}.${language}.source`] = "current";
    }
    for (const field of given.current ?? []) {
      if (keyed.has(field.split(":")[0]!)) continue;
      const existing = find(language, field);
      if (!existing || existing.source_text === textOf(row[field]) || given.fields?.[field] !== undefined) continue;
      await tx
        .updateTable("content_translations")
        .set({ source_text: textOf(row[field]), updated_at: now })
        .where(theTranslation(field, language))
        .execute();
      before[`${field}.${language}.source`] = existing.source_text;
      after[`${field}.${language}.source`] = textOf(row[field]);
    }
    if (given.reviewed !== undefined) {
      const was = stored.filter((t) => t.language === language).some((t) => t.reviewed === 1);
      await tx
        .updateTable("content_translations")
        .set({ reviewed: given.reviewed ? 1 : 0 })
        .where("entity", "=", table)
        .where("row_id", "=", id)
        .where("language", "=", language)
        .execute();
      if (was !== given.reviewed) {
        before[`reviewed.${language}`] = was;
        after[`reviewed.${language}`] = given.reviewed;
      }
    }
  }
  return { before, after };
}

/** The keys of a blocks field's texts confirmed still right in one language's input ("block_texts:k3x.prompt"). */
function confirmedKeys(given: LanguageInputOf, field: string, original: Record<string, string>): string[] {
  const current = given.current ?? [];
  if (current.includes(field)) return Object.keys(original);
  return current.filter((entry) => entry.startsWith(`${field}:`)).map((entry) => entry.slice(field.length + 1));
}
type LanguageInputOf = NonNullable<TranslationsInput[TextLanguage]>;

/**
 * Writes one language's translation of a blocks field's texts (JSON key → text, see
 * admin-modules/domain/lesson-blocks.ts: keptTexts, textsFingerprint). Answers the new text (null: removed)
 * when anything changed.
 */
async function writeKeyedTranslation(
  tx: Kysely<any>,
  where: (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>,
  key: { entity: string; row_id: number },
  row: Record<string, unknown>,
  field: string,
  language: TextLanguage,
  existing: StoredTranslation | undefined,
  value: string | null,
  given: LanguageInputOf,
): Promise<{ text: string | null } | null> {
  const original = parseTexts(row[field]);
  const kept = keptTexts(parseTexts(value ?? ""), original);
  if (!Object.keys(kept).length) {
    if (!existing) return null;
    await tx.deleteFrom("content_translations").where(where).execute();
    return { text: null };
  }
  const previous = existing ? { text: parseTexts(existing.text), source: parseTexts(existing.source_text) } : null;
  const text = JSON.stringify(kept);
  const source = JSON.stringify(textsFingerprint(original, kept, previous, confirmedKeys(given, field, original)));
  if (existing && existing.text === text && existing.source_text === source && given.reviewed === undefined) return null;
  const reviewed = given.reviewed ? 1 : 0;
  const now = new Date().toISOString();
  if (existing) await tx.updateTable("content_translations").set({ text, source_text: source, reviewed, updated_at: now }).where(where).execute();
  else
    await tx
      .insertInto("content_translations")
      .values({ ...key, field, language, text, source_text: source, reviewed, updated_at: now })
      .execute();
  return { text };
}

/**
 * After a row with a blocks field is written: each stored translation of its texts drops the keys of
 * removed blocks and names the original of new ones (an untranslated new text is missing, not out of date).
 */
export async function refreshKeyedTranslations(tx: Kysely<any>, table: string, row: Record<string, unknown>, id: number): Promise<void> {
  const keyed = textsFieldsOf(table);
  if (!keyed.size) return;
  for (const t of await storedTranslations(tx, table, [id])) {
    if (!keyed.has(t.field)) continue;
    const original = parseTexts(row[t.field]);
    const previous = { text: parseTexts(t.text), source: parseTexts(t.source_text) };
    const kept = keptTexts(previous.text, original);
    const where = (eb: ExpressionBuilder<any, any>) =>
      eb.and([eb("entity", "=", table), eb("row_id", "=", id), eb("field", "=", t.field), eb("language", "=", t.language)]);
    if (!Object.keys(kept).length) {
      await tx.deleteFrom("content_translations").where(where).execute();
      continue;
    }
    const text = JSON.stringify(kept);
    const source = JSON.stringify(textsFingerprint(original, kept, previous));
    if (text !== t.text || source !== t.source_text) await tx.updateTable("content_translations").set({ text, source_text: source }).where(where).execute();
  }
}

/** Does the input change anything at all (an empty tab sends nothing)? */
export function hasTranslationInput(input: TranslationsInput | undefined): input is TranslationsInput {
  return Boolean(input && Object.values(input).some((l) => l && (Object.keys(l.fields ?? {}).length || l.current?.length || l.reviewed !== undefined)));
}
