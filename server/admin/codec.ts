/**
 * Between the registry's decoded values and SQLite's stored ones: booleans are 0/1, tags and JSON
 * fields are JSON text. Rows leave the server decoded (true/false, string[] | null, object | null).
 */
import type { FieldDef, TableModule } from "../../admin-modules/registry";

function parseJson(value: unknown): unknown {
  if (typeof value !== "string") return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

export function decodeValue(field: FieldDef | undefined, value: unknown): unknown {
  if (!field || value === null || value === undefined) return value ?? null;
  switch (field.kind) {
    case "boolean":
      return Boolean(value);
    case "tags": {
      const list = parseJson(value);
      return Array.isArray(list) ? list.map(String) : null;
    }
    case "json":
    case "blocks":
      return parseJson(value);
    default:
      return value;
  }
}

export function decodeRow(module: TableModule, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) out[name] = decodeValue(module.fields[name], value);
  // Fields kept inside a JSON field (FieldDef.within) are read out of it, as if they were columns.
  for (const [name, field] of Object.entries(module.fields)) {
    if (!field.within || !(field.within in out)) continue;
    const holder = out[field.within];
    const value = holder && typeof holder === "object" && !Array.isArray(holder) ? (holder as Record<string, unknown>)[name] : undefined;
    out[name] = value === undefined ? null : value;
  }
  return out;
}

/**
 * Moves the values of fields kept inside a JSON field into it: over the stored object (`existing`, the
 * decoded row on update), so keys no field declares are kept; a cleared field's key is removed.
 */
export function packWithin(module: TableModule, values: Record<string, unknown>, existing: Record<string, unknown> | null): Record<string, unknown> {
  const out = { ...values };
  for (const [name, field] of Object.entries(module.fields)) {
    if (!field.within || !(name in out)) continue;
    const holder = field.within;
    const base = out[holder] ?? existing?.[holder];
    const object: Record<string, unknown> = base && typeof base === "object" && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : {};
    if (out[name] === null || out[name] === undefined) delete object[name];
    else object[name] = out[name];
    out[holder] = Object.keys(object).length ? object : null;
    delete out[name];
  }
  return out;
}

export function encodeValue(field: FieldDef | undefined, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (field?.kind === "tags" || field?.kind === "json" || field?.kind === "blocks" || (typeof value === "object" && !(value instanceof Date))) {
    if (Array.isArray(value) && value.length === 0 && field?.kind === "tags") return null;
    return JSON.stringify(value);
  }
  return value;
}

/** Stored form of a set of values; undefined entries are left out. */
export function encodeValues(module: TableModule, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const encoded = encodeValue(module.fields[name], value);
    if (encoded !== undefined) out[name] = encoded;
  }
  return out;
}
