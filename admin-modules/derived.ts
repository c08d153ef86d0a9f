/** Views derived from one module declaration: roles per operation, columns, fields, CSV, defaults. */
import type { Role } from "../db/types";
import type { Where } from "./conditions";
import type { Text } from "./text";
import type { AdminModule, DetailPiece, FieldDef, FieldMode, ListColumnHint, Operation, Option, ReviewSpec, RowAction, TableModule } from "./types";

/** Is this role allowed this operation on the module (before ownership)? */
export function canDo(module: AdminModule, operation: Operation | "view", role: Role | null): boolean {
  if (!role) return false;
  if (module.kind === "screen") return module.access.view.includes(role);
  return rolesFor(module, operation === "view" ? "list" : operation).includes(role);
}

export function rolesFor(module: TableModule, operation: Operation): readonly Role[] {
  const a = module.access;
  switch (operation) {
    case "list":
      return a.list;
    case "read":
      return a.read ?? a.list;
    case "export":
      return a.export ?? a.list;
    case "toggle":
      return a.toggle ?? a.update ?? [];
    case "reorder":
      return a.reorder ?? a.update ?? [];
    default:
      return a[operation] ?? [];
  }
}

/** The column that names a row: the declared one, else the first text field. */
export function titleColumnOf(module: TableModule): string {
  return module.titleColumn ?? Object.entries(module.fields).find(([, f]) => f.kind === "text")?.[0] ?? primaryKeyOf(module);
}

/** Rows waiting for a reviewer: pending, or approved with proposed changes. */
export function awaitingReviewWhere(review: ReviewSpec): Where {
  const pending: Where = { [review.statusColumn]: "pending" };
  return review.changesColumn ? { $or: [pending, { [review.changesColumn]: { isNull: false } }] } : pending;
}

/** Does the ownership rule limit this role to its own rows? */
export function isOwnerScoped(module: TableModule, role: Role | null): boolean {
  return Boolean(module.ownership && role && module.ownership.roles.includes(role));
}

export const primaryKeyOf = (m: TableModule) => m.primaryKey ?? "id";
export const readSourceOf = (m: TableModule) => m.listFrom ?? m.table;

export function fieldOptions(field: FieldDef): Option[] {
  return (field.options ?? []).map((o) => (typeof o === "string" ? { value: o, label: o } : o));
}

/** A field's declared mode ("editable" when none is declared). */
export const modeOf = (field: FieldDef): FieldMode => field.mode ?? "editable";

/** Fields accepted as input by create and update, and drawn in the form: the editable ones. */
export function inputFieldNames(module: TableModule): string[] {
  return Object.entries(module.fields)
    .filter(([, f]) => modeOf(f) === "editable")
    .map(([name]) => name);
}

export function formFields(module: TableModule): { name: string; field: FieldDef }[] {
  return inputFieldNames(module).map((name) => ({ name, field: module.fields[name] }));
}

/** Fields shown in a row's details: all but the server's own bookkeeping. */
export function detailFields(module: TableModule): { name: string; field: FieldDef }[] {
  return Object.entries(module.fields)
    .filter(([, f]) => modeOf(f) !== "server" && modeOf(f) !== "creator")
    .map(([name, field]) => ({ name, field }));
}

/** The fields a detail piece reads: its params' and its address's `{field}`s. */
export function detailPieceFields(piece: DetailPiece): string[] {
  const inAddress = piece.kind === "link" ? [...piece.href.matchAll(/\{(\w+)\}/g)].map(([, name]) => name) : [];
  return [...new Set([...Object.values(piece.params ?? {}), ...inAddress])];
}

/** Fields the server fills with the caller's account id on create. */
export const creatorFields = (module: TableModule) => Object.keys(module.fields).filter((n) => modeOf(module.fields[n]) === "creator");

export function listColumns(module: TableModule): { name: string; field: FieldDef; hint: ListColumnHint }[] {
  return Object.entries(module.fields)
    .filter(([, f]) => f.list)
    .map(([name, field]) => ({ name, field, hint: typeof field.list === "object" ? field.list : {} }));
}

export const searchableColumns = (m: TableModule) => Object.keys(m.fields).filter((n) => m.fields[n].searchable);
export const filterableFields = (m: TableModule) =>
  Object.entries(m.fields)
    .filter(([, f]) => f.filterable)
    .map(([name, field]) => ({ name, field, options: fieldOptions(field) }));

/** CSV columns: explicit ones, else fields marked csv, else the list columns. */
export function csvColumns(module: TableModule): { field: string; header: Text }[] {
  if (module.csv?.columns) return [...module.csv.columns];
  const marked = Object.entries(module.fields).filter(([, f]) => f.csv !== undefined && f.csv !== false);
  const chosen = marked.length ? marked : Object.entries(module.fields).filter(([, f]) => f.list && f.csv !== false);
  return chosen.map(([name, f]) => ({ field: name, header: typeof f.csv === "string" ? f.csv : f.label }));
}

/** Initial form values for a new row: declared defaults, else empty. */
export function formDefaults(module: TableModule): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of inputFieldNames(module)) {
    const f = module.fields[name];
    values[name] = f.default ?? (f.kind === "boolean" ? false : f.kind === "tags" ? [] : null);
  }
  return values;
}

/** The names of a workflow action's input fields that its `set` writes into columns (the rest go to its audit entry only). */
export function inputsSetBy(action: RowAction): Set<string> {
  return new Set(Object.values(action.set ?? {}).flatMap((value) => (value !== null && typeof value === "object" && "input" in value ? [value.input] : [])));
}
