/**
 * The generic back-office operations, driven only by a module declaration: list (paging, search,
 * filters, sort, total), get, create, update, delete, toggle, reorder, summary cards, export and
 * reference options. Table and column names come from the module (never from input); the caller's
 * row scope is AND-ed with every statement, counts included.
 */
import { TRPCError } from "@trpc/server";
import { type Expression, type Kysely, sql, type SqlBool } from "kysely";
import { containsText, dialectOf } from "../../db/dialect";
import type { DB } from "../../db/open";
import {
  allOf,
  createSchema,
  csvColumns,
  type FieldDef,
  fieldOptions,
  getTableModule,
  isOwnerScoped,
  type Operation,
  primaryKeyOf,
  readSourceOf,
  searchableColumns,
  type Primitive,
  ROW_DECISIONS,
  SMALL_IMAGES,
  creatorFields,
  type RowDecisions,
  type TableModule,
  text,
  updateSchema,
  type Where,
  isTranslatable,
  PROPOSED_TRANSLATIONS,
  TRANSLATION_FILTER,
  TRANSLATION_FILTER_VALUES,
  TRANSLATION_STATUS,
  type TranslationFilter,
  type TranslationsInput,
  translationsSchema,
} from "../../admin-modules/registry";
import { m } from "../../admin-modules/domain/i18n";
import { isCalendarDate, sriLankaDateTime } from "../../admin-modules/domain/time";
import { decodeRow, encodeValues, packWithin } from "./codec";
import { type Caller, editableWhere, forbidden, notFound, notFoundFor, ownedWhere, seesOthersRows, visibleWhere } from "./access";
import { compileWhere, dynamicValues } from "./where";
import { mapDbError, parseInput } from "./errors";
import { recordAudit } from "./audit";
import { markUrgentRow, type UrgentMailConfig } from "./urgent-rows";
import { inTransaction } from "./transaction";
import {
  hasTranslationInput,
  loadTranslations,
  refreshKeyedTranslations,
  translationFilterWhere,
  translationSearch,
  translationStates,
  writeTranslations,
} from "../services/translations";
import { smallImages } from "../services/image-variants";

// Tables are chosen at run time from the registry, so the typed builder is set aside here.
export const anyDb = (db: DB | Kysely<any>) => db as unknown as Kysely<any>;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export interface ListQuery {
  page?: number;
  pageSize?: number;
  search?: string;
  filters?: Record<string, Primitive | undefined>;
  sort?: { column: string; direction: "asc" | "desc" };
}

export interface ListResult {
  rows: Record<string, unknown>[];
  total: number;
  page: number;
  pageSize: number;
}

/** Columns read for a module: its primary key and every declared field. */
function readColumns(module: TableModule): string[] {
  // A field kept inside a JSON field (FieldDef.within) is read from that field, not a column.
  return [...new Set([primaryKeyOf(module), ...Object.keys(module.fields).filter((name) => !module.fields[name].within)])];
}

/** The list's "missing translations" filter, when set (only on a translatable module). */
function translationFilterOf(module: TableModule, filters: ListQuery["filters"]): TranslationFilter | null {
  const raw = filters?.[TRANSLATION_FILTER];
  if (raw === undefined || raw === null || raw === "" || module.fields[TRANSLATION_FILTER]) return null;
  const value = TRANSLATION_FILTER_VALUES.find((v) => v === raw);
  if (!isTranslatable(module) || !value) throw new TRPCError({ code: "BAD_REQUEST", message: m["admin.validation.invalid"]({ field: TRANSLATION_FILTER }) });
  return value;
}

/** The filters of a list request, checked against the module's filterable fields. */
function filterWhere(module: TableModule, filters: ListQuery["filters"]): Where {
  const where: Where = {};
  for (const [name, raw] of Object.entries(filters ?? {})) {
    if (raw === undefined || raw === "" || raw === null) continue;
    if (name === TRANSLATION_FILTER && !module.fields[name]) continue;
    const field = module.fields[name];
    if (!field?.filterable) throw new TRPCError({ code: "BAD_REQUEST", message: m["admin.validation.invalid"]({ field: name }) });
    if (field.emptyFilter && raw === field.emptyFilter.value) {
      where[name] = { isNull: true };
      continue;
    }
    let value: Primitive = raw;
    if (field.kind === "boolean") value = raw === true || raw === 1 || raw === "true" || raw === "1";
    else if (field.kind === "date") {
      value = String(raw);
      if (!isCalendarDate(value)) throw new TRPCError({ code: "BAD_REQUEST", message: m["admin.validation.date"]({ field: text(field.label) }) });
    } else if (field.kind === "number" || field.kind === "reference") {
      value = Number(raw);
      if (!Number.isFinite(value)) throw new TRPCError({ code: "BAD_REQUEST", message: m["admin.validation.number"]({ field: text(field.label) }) });
    } else if (field.options) {
      if (!fieldOptions(field).some((o) => o.value === String(raw))) {
        throw new TRPCError({ code: "BAD_REQUEST", message: m["admin.validation.choice"]({ field: text(field.label) }) });
      }
      value = String(raw);
    }
    where[name] = value;
  }
  return where;
}

/**
 * Visible rows AND filters AND search: the one condition of the list, its total, the export and "select
 * all matching". Visibility is a floor: the caller's filters are a separate part of the conjunction, so
 * a filter on the ownership column (event_id of registrations) narrows within the caller's rows and
 * never replaces the rule.
 */
function listCondition(db: Kysely<any>, module: TableModule, caller: Caller, query: ListQuery) {
  const dialect = dialectOf(db);
  const dyn = dynamicValues(caller.userId);
  const where = allOf(visibleWhere(module, caller), filterWhere(module, query.filters));
  const term = query.search?.trim();
  const searchable = searchableColumns(module);
  const translation = translationFilterOf(module, query.filters);
  return (eb: Parameters<typeof compileWhere>[0]): Expression<SqlBool> => {
    const parts = [compileWhere(eb, where, dyn)];
    if (term && searchable.length) {
      // A row is also found by any of its translations.
      const inTranslations = isTranslatable(module) ? [translationSearch(dialect, module, searchable, term)] : [];
      parts.push(eb.or([...searchable.map((c) => containsText(dialect, sql.ref(c), term)), ...inTranslations]));
    }
    if (translation) parts.push(translationFilterWhere(module, translation));
    return eb.and(parts);
  };
}

function orderBy(module: TableModule, sort: ListQuery["sort"]) {
  const pk = primaryKeyOf(module);
  if (sort) {
    if (!module.fields[sort.column]?.sortable) throw new TRPCError({ code: "BAD_REQUEST", message: m["admin.validation.invalid"]({ field: sort.column }) });
    return [
      { column: sort.column, direction: sort.direction },
      { column: pk, direction: sort.direction },
    ];
  }
  const last = module.defaultSort[module.defaultSort.length - 1]?.direction ?? "desc";
  return [...module.defaultSort, { column: pk, direction: last }];
}

/** A listed row's decisions (see RowDecisions) as extra selected columns (1 or 0), and how to read them back. */
function decisionColumns(module: TableModule, caller: Caller) {
  const dyn = dynamicValues(caller.userId);
  const guarded = (module.actions ?? []).filter((a) => a.when);
  const columns = [{ alias: "__editable", where: editableWhere(module, caller) }, ...guarded.map((a, i) => ({ alias: `__when_${i}`, where: a.when! }))];
  const select = (eb: Parameters<typeof compileWhere>[0]) =>
    columns.map((c) => sql<number>`case when ${compileWhere(eb, c.where, dyn)} then 1 else 0 end`.as(c.alias));
  const read = (row: Record<string, unknown>): RowDecisions => {
    const decisions: RowDecisions = { editable: Number(row.__editable) === 1, when: {} };
    guarded.forEach((a, i) => {
      decisions.when[a.key] = Number(row[`__when_${i}`]) === 1;
    });
    for (const c of columns) delete row[c.alias];
    return decisions;
  };
  return { select, read };
}

export async function listRows(db: DB, caller: Caller, module: TableModule, query: ListQuery): Promise<ListResult> {
  const pageSize = Math.min(Math.max(1, Math.trunc(query.pageSize ?? module.pageSize ?? DEFAULT_PAGE_SIZE)), MAX_PAGE_SIZE);
  const page = Math.max(1, Math.trunc(query.page ?? 1));
  const condition = listCondition(db, module, caller, query);
  const source = readSourceOf(module);
  const decisions = decisionColumns(module, caller);
  let select = anyDb(db).selectFrom(source).select(readColumns(module)).select(decisions.select).where(condition);
  for (const s of orderBy(module, query.sort)) select = select.orderBy(s.column, s.direction);
  const [rows, count] = await Promise.all([
    select
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    anyDb(db)
      .selectFrom(source)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(condition)
      .executeTakeFirstOrThrow(),
  ]);
  const listed: Record<string, unknown>[] = rows.map((r) => {
    const decided = decisions.read(r);
    return { ...withoutOthersReview(module, caller, decodeRow(module, r)), [ROW_DECISIONS]: decided };
  });
  // A thumbnail column shows its picture's small copy (issue 29: the lists show what rows hold).
  const thumbnails = Object.entries(module.fields)
    .filter(([, field]) => typeof field.list === "object" && field.list.render === "thumbnail")
    .map(([name]) => name);
  if (thumbnails.length) {
    const small = await smallImages(
      db,
      listed.flatMap((row) => thumbnails.map((name) => row[name] as string | null)),
    );
    for (const row of listed)
      row[SMALL_IMAGES] = Object.fromEntries(thumbnails.flatMap((name) => (small[row[name] as string] ? [[row[name], small[row[name] as string]]] : [])));
  }
  if (isTranslatable(module)) {
    // Each row says, per language, whether its translations are there and current.
    const states = await translationStates(db, module, listed);
    for (const row of listed) row[TRANSLATION_STATUS] = states.get(Number(row[primaryKeyOf(module)])) ?? null;
  }
  return { rows: listed, total: Number(count.n), page, pageSize };
}

/**
 * A row another owner wrote, read by a role that may only read it (the live helplines): its proposed
 * changes and the reviewer's notes stay between its owner and the reviewers.
 */
function withoutOthersReview(module: TableModule, caller: Caller, row: Record<string, unknown>): Record<string, unknown> {
  const review = module.review;
  if (!review || !seesOthersRows(module, caller) || row[module.ownership!.column] === caller.userId) return row;
  const out = { ...row };
  if (review.changesColumn) out[review.changesColumn] = null;
  if ("review_notes" in out) out.review_notes = null;
  return out;
}

/** A CSV cell as people read it on screen: instants in Sri Lanka time, yes/no for flags; other values raw. */
function csvValue(field: FieldDef | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field?.kind === "datetime" && typeof value === "string") return sriLankaDateTime(value);
  if (field?.kind === "boolean") return text(value ? "admin.ui.yes" : "admin.ui.no");
  return value;
}

/** Every row matching the list filters (not only a page), in CSV column order, for the export. */
export async function exportRows(db: DB, caller: Caller, module: TableModule, query: Omit<ListQuery, "page" | "pageSize">) {
  const columns = csvColumns(module);
  const sorting = orderBy(module, query.sort);
  // Who took which rows out is a staff action too: the export and its entry are one transaction.
  const rows = await inTransaction(db, async (trx) => {
    let select = anyDb(trx)
      .selectFrom(readSourceOf(module))
      .select(readColumns(module))
      .where(listCondition(db, module, caller, query));
    for (const s of sorting) select = select.orderBy(s.column, s.direction);
    const found = (await select.execute()).map((r) => decodeRow(module, r));
    const after = { rows: found.length, search: query.search?.trim() || null, filters: query.filters ? JSON.stringify(query.filters) : null };
    await recordAudit(anyDb(trx), { actor: caller.userId, module: module.key, rowId: null, action: "export", after });
    return found;
  });
  return {
    filename: module.csv?.filename ?? `${module.key}.csv`,
    columns: columns.map((c) => ({ field: c.field, header: text(c.header) })),
    rows: rows.map((r) => Object.fromEntries(columns.map((c) => [c.field, csvValue(module.fields[c.field], r[c.field])]))),
  };
}

/**
 * The ids of every row matching the list's search and filters (a bulk action's "select all matching"),
 * in list order, at most `limit` of them: the same condition as the list, so the same rows.
 */
export async function matchingIds(db: DB, caller: Caller, module: TableModule, query: Omit<ListQuery, "page" | "pageSize">, limit: number): Promise<number[]> {
  let select = anyDb(db)
    .selectFrom(readSourceOf(module))
    .select(primaryKeyOf(module))
    .where(listCondition(db, module, caller, query));
  for (const s of orderBy(module, query.sort)) select = select.orderBy(s.column, s.direction);
  const rows = await select.limit(limit).execute();
  return rows.map((r) => Number(r[primaryKeyOf(module)]));
}

/** One row the caller can see, or NOT_FOUND (also for another owner's row). */
export async function findVisible(
  db: DB | Kysely<any>,
  caller: Caller,
  module: TableModule,
  id: number,
  operation: Operation = "read",
): Promise<Record<string, unknown>> {
  const dyn = dynamicValues(caller.userId);
  const row = await anyDb(db)
    .selectFrom(readSourceOf(module))
    .select(readColumns(module))
    .where(primaryKeyOf(module), "=", id)
    .where((eb) => compileWhere(eb, visibleWhere(module, caller), dyn))
    .executeTakeFirst();
  if (!row) throw notFoundFor(module, operation);
  return withoutOthersReview(module, caller, decodeRow(module, row));
}

export async function getRow(db: DB, caller: Caller, module: TableModule, id: number) {
  return findVisible(db, caller, module, id);
}

/** A visible row's translations (see loadTranslations) and those its pending change proposes. */
export async function rowTranslations(db: DB, caller: Caller, module: TableModule, id: number) {
  if (!isTranslatable(module)) throw notFound();
  const row = await findVisible(db, caller, module, id);
  const changesColumn = module.review?.changesColumn;
  const pending = changesColumn ? (row[changesColumn] as Record<string, unknown> | null) : null;
  return {
    translations: await loadTranslations(db, module.table, row, id),
    proposed: (pending?.[PROPOSED_TRANSLATIONS] as TranslationsInput | undefined) ?? null,
  };
}

/**
 * Visible and changeable by this caller, else NOT_FOUND (another owner's row, even one it may read) or
 * FORBIDDEN (its own row outside `editableWhen`).
 */
export async function findEditable(db: Kysely<any>, caller: Caller, module: TableModule, id: number, operation: Operation) {
  const dyn = dynamicValues(caller.userId);
  // One read: the visible row, and whether the caller owns it and may still change it (the same SQL).
  const flag = (eb: Parameters<typeof compileWhere>[0], where: Where) => sql<number>`case when ${compileWhere(eb, where, dyn)} then 1 else 0 end`;
  const found = await db
    .selectFrom(readSourceOf(module))
    .select(readColumns(module))
    .select((eb) => [flag(eb, ownedWhere(module, caller)).as("__owned"), flag(eb, editableWhere(module, caller)).as("__editable")])
    .where(primaryKeyOf(module), "=", id)
    .where((eb) => compileWhere(eb, visibleWhere(module, caller), dyn))
    .executeTakeFirst();
  if (!found) throw notFoundFor(module, operation);
  const { __owned: owned, __editable: editable, ...row } = found;
  // Another owner's row this caller may only read is as absent as a missing one.
  if (Number(owned) !== 1) throw notFoundFor(module, operation);
  if (Number(editable) !== 1) throw forbidden(m["admin.common.notEditable"]());
  return decodeRow(module, row);
}

/** The write statement's guard: the row id and, when the written table is the read source, the scope. */
export function writeGuard(module: TableModule, caller: Caller, id: number) {
  const dyn = dynamicValues(caller.userId);
  const sameSource = readSourceOf(module) === module.table;
  return (eb: Parameters<typeof compileWhere>[0]) =>
    eb.and([eb(primaryKeyOf(module), "=", id), sameSource ? compileWhere(eb, editableWhere(module, caller), dyn) : eb.and([])]);
}

/**
 * Updates one row through the write guard (the id, and the caller's scope where it applies) and reads it
 * back as the caller sees it; a row the guard excludes is NOT_FOUND.
 */
export async function updateGuardedRow(tx: Kysely<any>, caller: Caller, module: TableModule, id: number, values: Record<string, unknown>) {
  const result = await tx
    .updateTable(module.table)
    .set(values)
    .where(writeGuard(module, caller, id))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
  return findVisible(tx, caller, module, id);
}

/** The fields declared `mode: "creator"` hold the creating caller's account id. */
function creatorValues(module: TableModule, caller: Caller): Record<string, unknown> {
  return Object.fromEntries(creatorFields(module).map((name) => [name, caller.userId]));
}

function withoutUndefined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** A form's translations input, parsed with the module's own limits; undefined when it sends none. */
function parseTranslations(module: TableModule, raw: unknown): TranslationsInput | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isTranslatable(module)) throw new TRPCError({ code: "BAD_REQUEST", message: m["admin.validation.notSettable"]({ fields: "translations" }) });
  const parsed = parseInput(translationsSchema(module), raw) as TranslationsInput;
  return hasTranslationInput(parsed) ? parsed : undefined;
}

/** Writes a saved row's translations and answers the audit entry's before/after with them beside the row's. */
async function withTranslations(
  tx: Kysely<any>,
  module: TableModule,
  id: number,
  row: Record<string, unknown>,
  before: Record<string, unknown> | null,
  translations: TranslationsInput | undefined,
) {
  if (!translations) return { before, after: row };
  const written = await writeTranslations(tx, module.table, row, id, translations);
  return { before: before ? { ...before, ...written.before } : before, after: { ...row, ...written.after } };
}

export async function createRow(db: DB, config: UrgentMailConfig, caller: Caller, module: TableModule, rawValues: unknown, rawTranslations?: unknown) {
  const input = withoutUndefined(parseInput(createSchema(module), rawValues ?? {}) as Record<string, unknown>);
  const translations = parseTranslations(module, rawTranslations);
  try {
    return await inTransaction(db, async (trx) => {
      const tx = anyDb(trx);
      const values: Record<string, unknown> = { ...input, ...(module.scope ?? {}) };
      Object.assign(values, module.compute?.(values, null) ?? {}, creatorValues(module, caller), module.scope ?? {});
      // A role whose writes are reviewed creates a pending row; anyone else's row is approved at once.
      if (module.review?.heldFor) values[module.review.statusColumn] = heldForReview(module, caller) ? "pending" : "approved";
      Object.assign(values, switchedOffBy(module, caller, values, null));
      if (module.order?.appendOnCreate) {
        // A new row goes to the end: its order is the number of rows already there (in its group).
        const within = module.order.within;
        const group: Where = within ? { [within]: values[within] as Primitive } : {};
        const count = await tx
          .selectFrom(module.table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where((eb) => compileWhere(eb, { ...(module.scope ?? {}), ...group }, dynamicValues(caller.userId)))
          .executeTakeFirstOrThrow();
        values[module.order.column] = Math.max(module.order.min, Number(count.n));
      }
      const inserted = await tx
        .insertInto(module.table)
        .values(encodeValues(module, packWithin(module, values, null)))
        .returning(primaryKeyOf(module))
        .executeTakeFirstOrThrow();
      const rowId = Number(inserted[primaryKeyOf(module)]);
      // Screened as stored (defaults filled in, content_data unpacked), before it is read back with its mark.
      if (module.review?.urgentColumn) await markUrgentRow(tx, config, module, await findVisible(tx, caller, module, rowId));
      const row = await findVisible(tx, caller, module, rowId);
      const audited = await withTranslations(tx, module, rowId, row, null, translations);
      await recordAudit(tx, { actor: caller.userId, module: module.key, rowId, action: "create", before: null, after: audited.after });
      if (module.review?.heldFor && heldForReview(module, caller)) return { row, message: m["admin.review.sentForReview"]() };
      return { row, message: module.toasts.created ? text(module.toasts.created) : null };
    });
  } catch (error) {
    mapDbError(error);
  }
}

export async function updateRow(
  db: DB,
  config: UrgentMailConfig,
  caller: Caller,
  module: TableModule,
  id: number,
  rawValues: unknown,
  rawTranslations?: unknown,
) {
  const input = withoutUndefined(parseInput(updateSchema(module), rawValues ?? {}) as Record<string, unknown>);
  const translations = parseTranslations(module, rawTranslations);
  try {
    return await inTransaction(db, async (trx) => {
      const tx = anyDb(trx);
      const existing = await findEditable(tx, caller, module, id, "update");
      const review = module.review;
      if (review?.changesColumn && heldForReview(module, caller) && existing[review.statusColumn] === "approved") {
        const proposed = await proposeChanges(tx, caller, module, review, existing, input, translations);
        // The reviewer reads the proposal over the approved row: that is what is screened.
        if (review.urgentColumn) await markUrgentRow(tx, config, module, { ...existing, ...input, [review.changesColumn]: true });
        return proposed;
      }
      const merged = { ...existing, ...input };
      const changes = { ...input, ...(module.compute?.(merged, existing) ?? {}) };
      Object.assign(changes, switchedOffBy(module, caller, changes, existing));
      // A reviewed role's edit of a pending or rejected row is (again) a request for review.
      if (review && heldForReview(module, caller)) changes[review.statusColumn] = "pending";
      if (Object.keys(changes).length) {
        await updateGuardedRow(tx, caller, module, id, encodeValues(module, packWithin(module, changes, existing)));
        if (review?.urgentColumn) await markUrgentRow(tx, config, module, await findVisible(tx, caller, module, id));
      }
      const row = await findVisible(tx, caller, module, id);
      // Translations of a blocks field's texts follow its blocks (removed ones go, new ones are missing).
      await refreshKeyedTranslations(tx, module.table, row, id);
      const audited = await withTranslations(tx, module, id, row, existing, translations);
      await recordAudit(tx, { actor: caller.userId, module: module.key, rowId: id, action: "update", before: audited.before, after: audited.after });
      return { row, message: module.toasts.updated ? text(module.toasts.updated) : null };
    });
  } catch (error) {
    mapDbError(error);
  }
}

/** Are this caller's writes to the module held for a reviewer? */
export const heldForReview = (module: TableModule, caller: Caller) => Boolean(caller.role && module.review?.heldFor?.includes(caller.role));

/**
 * The record of who switched a row off (review.activeSwitch), for a write that switches it off: written
 * with the change, so that switching it back on later knows whether it was the same person.
 */
function switchedOffBy(
  module: TableModule,
  caller: Caller,
  values: Record<string, unknown>,
  existing: Record<string, unknown> | null,
): Record<string, unknown> {
  const activeSwitch = module.review?.activeSwitch;
  if (!activeSwitch || !(activeSwitch.column in values) || values[activeSwitch.column]) return {};
  if (existing && !existing[activeSwitch.column]) return {};
  return { [activeSwitch.offBy]: caller.userId };
}

/**
 * Switching an approved row back on that someone else switched off (a reviewer took it down), by a role
 * whose writes are reviewed: it would show the public something new, so it is a proposed change.
 */
function activationNeedsReview(module: TableModule, caller: Caller, column: string, existing: Record<string, unknown>): boolean {
  const review = module.review;
  const activeSwitch = review?.activeSwitch;
  if (!review || activeSwitch?.column !== column || existing[column] || !heldForReview(module, caller)) return false;
  return existing[review.statusColumn] === "approved" && existing[activeSwitch.offBy] !== caller.userId;
}

/**
 * An edit of an approved row by a role whose writes are reviewed: the approved version stays public and
 * the edit, merged over any earlier proposal, waits in the changes column for a reviewer.
 */
async function proposeChanges(
  tx: Kysely<any>,
  caller: Caller,
  module: TableModule,
  review: NonNullable<TableModule["review"]>,
  existing: Record<string, unknown>,
  input: Record<string, unknown>,
  translations: TranslationsInput | undefined,
  action: "update" | "toggle" = "update",
) {
  const { [PROPOSED_TRANSLATIONS]: earlierTranslations, ...earlier } = (existing[review.changesColumn!] as Record<string, unknown> | null) ?? {};
  const proposed = { ...earlier, ...input };
  const merged = { ...existing, ...proposed };
  const changes: Record<string, unknown> = { ...proposed, ...(module.compute?.(merged, existing) ?? {}) };
  // Its translations wait with it: the reviewer sees and approves them together.
  const waiting = mergeTranslationInputs(earlierTranslations as TranslationsInput | undefined, translations);
  if (waiting) changes[PROPOSED_TRANSLATIONS] = waiting;
  const id = Number(existing[primaryKeyOf(module)]);
  const row = await updateGuardedRow(tx, caller, module, id, { [review.changesColumn!]: JSON.stringify(changes) });
  await recordAudit(tx, { actor: caller.userId, module: module.key, rowId: id, action, before: existing, after: row });
  return { row, message: action === "toggle" ? m["admin.review.activationSent"]() : m["admin.review.changesSent"](), sentForReview: true as const };
}

/** A later proposal's translations over an earlier one's, per language and field. */
function mergeTranslationInputs(earlier: TranslationsInput | undefined, later: TranslationsInput | undefined): TranslationsInput | undefined {
  if (!earlier) return later;
  if (!later) return earlier;
  const out: TranslationsInput = { ...earlier };
  for (const [language, given] of Object.entries(later) as [keyof TranslationsInput, NonNullable<TranslationsInput["si"]>][]) {
    const was = earlier[language] ?? {};
    out[language] = {
      fields: { ...(was.fields ?? {}), ...(given.fields ?? {}) },
      current: [...new Set([...(was.current ?? []), ...(given.current ?? [])])],
      reviewed: given.reviewed ?? was.reviewed,
    };
  }
  return out;
}

export async function deleteRow(db: DB, caller: Caller, module: TableModule, id: number) {
  try {
    return await inTransaction(db, async (trx) => {
      const tx = anyDb(trx);
      const existing = await findEditable(tx, caller, module, id, "delete");
      const result = await tx
        .deleteFrom(module.table)
        .where(writeGuard(module, caller, id))
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFoundFor(module, "delete");
      // The row's translations go with it (the tables of migration 0018 also do this by trigger; a new module's table may not).
      if (isTranslatable(module)) await tx.deleteFrom("content_translations").where("entity", "=", module.table).where("row_id", "=", id).execute();
      await recordAudit(tx, { actor: caller.userId, module: module.key, rowId: id, action: "delete", before: existing, after: null });
      return { id, message: module.toasts.deleted ? text(module.toasts.deleted) : null };
    });
  } catch (error) {
    mapDbError(error);
  }
}

/** Flips a boolean column named by one of the module's toggle actions (the first one by default). */
export async function toggleRow(db: DB, caller: Caller, module: TableModule, id: number, actionKey?: string) {
  const action = (module.actions ?? []).find((a) => a.kind === "toggle" && (!actionKey || a.key === actionKey));
  if (!action?.column) throw notFound();
  const column = action.column;
  try {
    return await inTransaction(db, async (trx) => {
      const tx = anyDb(trx);
      const existing = await findEditable(tx, caller, module, id, "toggle");
      if (activationNeedsReview(module, caller, column, existing))
        return proposeChanges(tx, caller, module, module.review!, existing, { [column]: true }, undefined, "toggle");
      // One statement: a double click can never lose an update.
      const flip = { [column]: sql`1 - ${sql.ref(column)}`, ...switchedOffBy(module, caller, { [column]: !existing[column] }, existing) };
      const row = await updateGuardedRow(tx, caller, module, id, flip);
      const on = Boolean(row[column]);
      await recordAudit(tx, {
        actor: caller.userId,
        module: module.key,
        rowId: id,
        action: "toggle",
        before: { [column]: existing[column] },
        after: { [column]: row[column] },
      });
      const toast = column === "is_active" ? (on ? module.toasts.activated : module.toasts.deactivated) : module.toasts.updated;
      return { row, message: toast ? text(toast) : null };
    });
  } catch (error) {
    mapDbError(error);
  }
}

/**
 * Moves a row one place up or down and renumbers in one transaction. A caller who sees every row gets
 * orders min, min+1, ...; an owner-scoped caller reuses (made strictly increasing) the orders its own
 * rows already had, so rows of others keep theirs. Orders never go below the module's minimum.
 */
export async function reorderRow(db: DB, caller: Caller, module: TableModule, id: number, direction: "up" | "down") {
  const order = module.order;
  if (!order) throw notFound();
  const pk = primaryKeyOf(module);
  try {
    return await inTransaction(db, async (trx) => {
      const tx = anyDb(trx);
      const movedRow = await findEditable(tx, caller, module, id, "reorder");
      const dyn = dynamicValues(caller.userId);
      // Ordered within a group (a course's lessons): only the rows of the moved row's group take part.
      const group: Where = order.within ? { [order.within]: movedRow[order.within] as Primitive } : {};
      const rows = (await tx
        .selectFrom(module.table)
        .select([pk, order.column])
        .where((eb) => compileWhere(eb, editableWhere(module, caller), dyn))
        .where((eb) => compileWhere(eb, group, dyn))
        .orderBy(order.column, "asc")
        .orderBy(pk, "asc")
        .execute()) as Record<string, number>[];
      const index = rows.findIndex((r) => r[pk] === id);
      const target = direction === "up" ? index - 1 : index + 1;
      if (index >= 0 && target >= 0 && target < rows.length) [rows[index], rows[target]] = [rows[target], rows[index]];
      // A group (a course's lessons) is wholly the caller's when they may change one of its rows.
      const scoped = isOwnerScoped(module, caller.role) && !order.within;
      const slots = scoped ? rows.map((r) => r[order.column]).sort((a, b) => a - b) : rows.map((_, i) => order.min + i);
      for (let i = 0; i < slots.length; i++) slots[i] = Math.max(slots[i], order.min, i > 0 ? slots[i - 1] + 1 : order.min);
      const moved = rows.findIndex((r) => r[pk] === id);
      // One entry for the row that was moved; its neighbours' renumbering follows from it.
      await recordAudit(tx, {
        actor: caller.userId,
        module: module.key,
        rowId: id,
        action: "reorder",
        before: { [order.column]: moved >= 0 ? rows[moved][order.column] : null },
        after: { [order.column]: moved >= 0 ? slots[moved] : null },
      });
      for (let i = 0; i < rows.length; i++) {
        if (rows[i][order.column] !== slots[i]) {
          await tx
            .updateTable(module.table)
            .set({ [order.column]: slots[i] })
            .where(pk, "=", rows[i][pk])
            .execute();
        }
      }
      return { order: rows.map((r, i) => ({ id: r[pk], [order.column]: slots[i] })), message: module.toasts.reordered ? text(module.toasts.reordered) : null };
    });
  } catch (error) {
    mapDbError(error);
  }
}

/** The module's summary cards over the rows this caller can see. */
export async function summaryCards(db: DB, caller: Caller, module: TableModule) {
  const cards = module.cards ?? [];
  if (!cards.length) return { cards: [] as { key: string; value: number | string | null }[] };
  const dyn = dynamicValues(caller.userId);
  const source = readSourceOf(module);
  const visible = visibleWhere(module, caller);
  const aggregates = cards.filter((c) => c.aggregate !== "top");
  const values = new Map<string, number | string | null>();
  if (aggregates.length) {
    // One scan: each card is an aggregate with its own FILTER clause.
    const row = await anyDb(db)
      .selectFrom(source)
      .where((eb) => compileWhere(eb, visible, dyn))
      .select((eb) =>
        aggregates.map((card) => {
          const filter = compileWhere(eb, card.where, dyn);
          const col = card.column ? sql.ref(card.column) : null;
          const expr =
            card.aggregate === "count"
              ? sql`count(*) filter (where ${filter})`
              : card.aggregate === "sum"
                ? sql`coalesce(sum(${col}) filter (where ${filter}), 0)`
                : card.aggregate === "avg"
                  ? sql`avg(${col}) filter (where ${filter})`
                  : sql`count(distinct ${col}) filter (where ${filter})`;
          return expr.as(card.key);
        }),
      )
      .executeTakeFirstOrThrow();
    for (const card of aggregates) {
      const raw = (row as Record<string, unknown>)[card.key];
      const n = raw === null || raw === undefined ? null : Number(raw);
      values.set(card.key, card.aggregate === "avg" && n !== null ? Number(n.toFixed(card.decimals ?? 1)) : n);
    }
  }
  for (const card of cards.filter((c) => c.aggregate === "top")) {
    const top = await anyDb(db)
      .selectFrom(source)
      .select(card.column!)
      .where((eb) => eb.and([compileWhere(eb, visible, dyn), compileWhere(eb, card.where, dyn)]))
      .orderBy(card.by!, "desc")
      .orderBy(primaryKeyOf(module), "asc")
      .limit(1)
      .executeTakeFirst();
    values.set(card.key, (top?.[card.column!] as string | undefined) ?? null);
  }
  return { cards: cards.map((c) => ({ key: c.key, value: values.get(c.key) ?? null })) };
}

/** Choices for a reference field: rows of the referenced module this caller can see. */
export async function referenceOptions(db: DB, caller: Caller, module: TableModule, fieldName: string) {
  const field = module.fields[fieldName];
  if (field?.kind !== "reference" || !field.reference) throw notFound();
  const target = getTableModule(field.reference.module);
  if (!target) throw notFound();
  const label = field.reference.labelColumn;
  if (!(label in target.fields)) throw notFound();
  const dyn = dynamicValues(caller.userId);
  const rows = await anyDb(db)
    .selectFrom(readSourceOf(target))
    .select([primaryKeyOf(target), label])
    .where((eb) => eb.and([compileWhere(eb, visibleWhere(target, caller), dyn), compileWhere(eb, field.reference!.where, dyn)]))
    .orderBy(label)
    .limit(1000)
    .execute();
  return rows.map((r) => ({ value: Number(r[primaryKeyOf(target)]), label: String(r[label]) }));
}
