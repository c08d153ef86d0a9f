/** Validation: per-field zod schemas, and the create / update schemas derived from them. */
import { z } from "zod";
import { inputFieldNames, fieldOptions } from "./derived";
import { m as msg, type MessageKey } from "./domain/i18n";
import { translate } from "./domain/translate";
import { text } from "./text";
import { blocksSchema } from "./domain/lesson-blocks-schema";
import { isSriLankanPhone } from "./domain/phone";
import { isHttpsAddress, isUploadPath, isWebAddress } from "./domain/addresses";
import { isCalendarDate } from "./domain/time";
import type { FieldDef, TableModule } from "./types";

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** "" and whitespace-only become undefined, so "empty" means "not given" everywhere. */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v === null ? undefined : v);

/**
 * Validation messages are zod error functions, resolved when zod reports (in the caller's language), not
 * when the schema is built.
 */
type LazyMessage = () => string;
/** What a field's own messages may name: its label and its bounds ("from {min} to {max}"). */
function messageParams(field: FieldDef): Record<string, string | number> {
  const params: Record<string, string | number> = { field: text(field.label) };
  if (field.min !== undefined) params.min = field.min;
  if (field.max !== undefined) params.max = field.max;
  return params;
}
function requiredMessage(field: FieldDef): LazyMessage {
  return () => (field.requiredMessage ? text(field.requiredMessage, messageParams(field)) : msg["admin.validation.required"]({ field: text(field.label) }));
}
/** The field's own invalidMessage when it declares one (for every malformed value), else the kind's. */
function invalidMessage(field: FieldDef, fallback: MessageKey): LazyMessage {
  return () => (field.invalidMessage ? text(field.invalidMessage, messageParams(field)) : translate(fallback, messageParams(field)));
}

/** Splits "a, b,,c" (or an array) into trimmed non-empty strings. */
export function splitList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(",") : [];
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * The schema of one field's value when it is given (not blank). Output is the decoded value: numbers,
 * booleans, string arrays for tags, parsed objects for json. The server encodes them for storage.
 */
export function fieldValueSchema(field: FieldDef): z.ZodType {
  if (field.schema) return field.schema;
  const required = requiredMessage(field);
  const maxLength = field.maxLength ?? (field.kind === "textarea" || field.kind === "json" ? 20000 : 500);
  const tooLong = { error: () => msg["error.tooLong"]({ field: text(field.label) }) };
  const str = () => z.string({ error: required }).trim().max(maxLength, tooLong);
  const values = fieldOptions(field).map((o) => o.value);
  switch (field.kind) {
    case "text":
    case "textarea":
      return str();
    case "number":
    case "reference": {
      let n = z.number({ error: invalidMessage(field, "admin.validation.number") });
      if (field.integer || field.kind === "reference") n = n.int({ error: invalidMessage(field, "admin.validation.wholeNumber") });
      if (field.min !== undefined) n = n.min(field.min, { error: invalidMessage(field, "admin.validation.min") });
      if (field.max !== undefined) n = n.max(field.max, { error: invalidMessage(field, "admin.validation.max") });
      return z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), n);
    }
    case "boolean":
      return z.preprocess(
        (v) => (v === 1 || v === "1" || v === "true" ? true : v === 0 || v === "0" || v === "false" ? false : v),
        z.boolean({ error: invalidMessage(field, "admin.validation.invalid") }),
      );
    case "select":
    case "icon":
    case "theme":
      return z.string({ error: required }).refine((v) => values.includes(v), { error: invalidMessage(field, "admin.validation.choice") });
    case "color":
      return z
        .string({ error: required })
        .trim()
        .regex(HEX_COLOR, { error: invalidMessage(field, "admin.validation.color") });
    case "tags":
      return z
        .union([z.string().max(2000, tooLong), z.array(z.string().max(100, tooLong)).max(50, tooLong)], {
          error: invalidMessage(field, "admin.validation.invalid"),
        })
        .transform(splitList)
        .refine((list) => list.every((tag) => tag.length <= 100), tooLong);
    case "json":
      return z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]).transform((v, ctx) => {
        if (typeof v !== "string") return v;
        try {
          const parsed: unknown = JSON.parse(v);
          if (typeof parsed !== "object" || parsed === null) throw new Error("not an object");
          return parsed as object;
        } catch {
          ctx.addIssue({ code: "custom", message: invalidMessage(field, "admin.validation.json")() });
          return z.NEVER;
        }
      });
    case "image":
      return str().refine((v) => isWebAddress(v) || isUploadPath(v) || (Boolean(field.allowEmoji) && v.length <= 16 && !/[<>]/.test(v)), {
        error: invalidMessage(field, "admin.validation.url"),
      });
    case "url":
      return str().refine(field.httpsOnly ? isHttpsAddress : isWebAddress, { error: invalidMessage(field, "admin.validation.url") });
    case "email":
      return str().pipe(z.email({ error: invalidMessage(field, "admin.validation.email") }));
    case "tel":
      return str().refine(isSriLankanPhone, { error: invalidMessage(field, "admin.validation.phone") });
    case "date":
      return str().refine(isCalendarDate, { error: invalidMessage(field, "admin.validation.date") });
    case "time":
      return str().regex(TIME_PATTERN, { error: invalidMessage(field, "admin.validation.time") });
    case "datetime":
      return z.string();
    case "blocks":
      return blocksSchema;
  }
}

/**
 * One field on input. Blank ("" / null / whitespace) means "no value": a required field then fails with
 * its required message; an optional one takes its declared default, else null (cleared). Left out on
 * create, an optional field takes its default (or the column's default when it declares none).
 */
function fieldInputSchema(field: FieldDef, forCreate: boolean): z.ZodType {
  const value = fieldValueSchema(field);
  if (field.required) {
    return z.preprocess(
      blankToUndefined,
      z
        .unknown()
        .refine((v) => v !== undefined, { error: requiredMessage(field) })
        .pipe(value as z.ZodType<any, any>),
    );
  }
  const fallback = field.default ?? null;
  return z
    .preprocess((v) => (v === undefined ? undefined : blankToUndefined(v) === undefined ? null : v), value.nullable().optional())
    .transform((v) => {
      if (v === undefined) return forCreate && field.default !== undefined ? field.default : undefined;
      if (v === null || (field.kind === "tags" && Array.isArray(v) && v.length === 0)) return fallback;
      return v;
    });
}

/**
 * The create input: every input field, required ones required, unknown keys (created_by, status,
 * reviewed_by, owner or scope columns) refused with a clear message.
 */
export function createSchema(module: TableModule) {
  return inputSchema(Object.fromEntries(inputFieldNames(module).map((name) => [name, module.fields[name]])));
}

/** The input of a set of fields as a create takes it (a module's own action's `fields` too). */
export function inputSchema(fields: Record<string, FieldDef>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) shape[name] = fieldInputSchema(field, true);
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? msg["admin.validation.notSettable"]({ fields: issue.keys.join(", ") }) : undefined),
  });
}

/** The update input: the same fields, all optional; a required field may not be cleared. */
export function updateSchema(module: TableModule) {
  const shape: Record<string, z.ZodType> = {};
  for (const name of inputFieldNames(module)) shape[name] = fieldInputSchema(module.fields[name], false).optional();
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? msg["admin.validation.notSettable"]({ fields: issue.keys.join(", ") }) : undefined),
  });
}
