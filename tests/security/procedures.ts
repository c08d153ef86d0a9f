/**
 * Walks the real router: every procedure with its path, type and zod input, and a best-effort valid
 * input generated from the zod 4 schema (through z.toJSONSchema on the input side). Used by the fuzz
 * test and the authorization matrix, so a new procedure is picked up without editing either.
 */
import { z } from "zod";
import { appRouter } from "../../server/routers";

export interface ProcedureInfo {
  path: string;
  type: "query" | "mutation" | "subscription";
  input: z.ZodType | undefined;
  json: JsonSchema | undefined;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: JsonSchema | boolean;
}

export function allProcedures(): ProcedureInfo[] {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: ProcedureInfo["type"]; inputs: z.ZodType[] } }> } })._def
    .procedures;
  return Object.entries(procedures)
    .map(([path, procedure]) => {
      const input = procedure._def.inputs[0];
      const json = input ? (z.toJSONSchema(input, { io: "input", unrepresentable: "any" }) as JsonSchema) : undefined;
      return { path, type: procedure._def.type, input, json };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Calls a procedure by its dotted path on a createCaller result. */
export function callPath(api: unknown, path: string, input: unknown): Promise<unknown> {
  let target = api as Record<string, unknown>;
  for (const part of path.split(".")) target = target[part] as Record<string, unknown>;
  return (target as unknown as (input: unknown) => Promise<unknown>)(input);
}

/** Values tried against a schema's regular expression: dates, times, months, phone numbers. */
const PATTERN_CANDIDATES = ["2031-05-05", "10:00", "2031-05", "0771234567", "fuzz-slug"];

/** A plausible value for a schema; `key` helps where the schema says only "string" or "number". */
export function sample(schema: JsonSchema | undefined, key = ""): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return sample(union.find((s) => s.type !== "null") ?? union[0], key);
  if (schema.allOf?.length) return sample(schema.allOf[0], key);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(schema.properties ?? {})) out[name] = sample(child, name);
      return out;
    }
    case "array":
      return [sample(schema.items, key)].filter((v) => v !== undefined);
    case "integer":
    case "number": {
      // Ids point at nothing: the fuzz must not delete or demote the callers it runs as.
      if (/id$/i.test(key)) return 987654;
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(min, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case "boolean":
      return false;
    case "null":
      return null;
    case "string":
      return sampleString(schema, key);
    default:
      return schema.default;
  }
}

function sampleString(schema: JsonSchema, key: string): string {
  if (schema.format === "email" || /email/i.test(key)) return "fuzz@example.org";
  if (schema.pattern) {
    const match = PATTERN_CANDIDATES.find((value) => new RegExp(schema.pattern!).test(value));
    if (match) return match;
  }
  if (/password/i.test(key)) return "fuzz-password-1";
  if (/date/i.test(key)) return "2031-05-05";
  if (/time/i.test(key)) return "10:00";
  if (/month/i.test(key)) return "2031-05";
  if (/url|link|website/i.test(key)) return "https://example.org/x";
  if (/phone|number/i.test(key)) return "0771234567";
  if (/token/i.test(key)) return "a".repeat(Math.max(schema.minLength ?? 1, 32)).slice(0, schema.maxLength ?? 32);
  if (key === "module") return "events";
  const text = "Fuzz text";
  const min = schema.minLength ?? 0;
  return (text.length >= min ? text : text + "x".repeat(min - text.length)).slice(0, schema.maxLength ?? 1000);
}
