/** Between stored rows and the form's text values, and the module's zod schema's issues per field. */
import type { z } from "zod";
import { formDefaults, formFields, type TableModule } from "../../../admin-modules/registry";
import type { FormValue } from "./FieldInput";

export type FormValues = Record<string, FormValue>;

function toText(value: unknown): FormValue {
  if (typeof value === "boolean") return value;
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") return JSON.stringify(value, null, 2);
  return String(value);
}

/**
 * The form's values: a stored row's, or the module's defaults for a new one, over which `presets` (the
 * list's filters: "Add" on a course's lessons starts with that course).
 */
export function initialValues(module: TableModule, row: Record<string, unknown> | null, presets: Record<string, unknown> = {}): FormValues {
  const source = row ?? { ...formDefaults(module), ...presets };
  const values: FormValues = {};
  for (const { name, field } of formFields(module)) {
    const v = source[name];
    // A lesson's blocks stay their JSON list (the block editor reads it), never a comma-joined list.
    values[name] =
      field.kind === "boolean" ? v === true || v === 1 || v === "true" : field.kind === "blocks" && typeof v !== "string" ? JSON.stringify(v ?? []) : toText(v);
  }
  return values;
}

/** Fields drawn now (a showWhen condition may hide some, e.g. price unless Paid). */
export function visibleFields(module: TableModule, values: FormValues) {
  return formFields(module).filter(({ field }) =>
    Object.entries(field.widget?.showWhen ?? {}).every(([name, value]) => (Array.isArray(value) ? value.includes(values[name]) : values[name] === value)),
  );
}

/** What is sent: the drawn fields only (hidden ones are derived by the server, e.g. price 0 unless Paid). */
export function payload(module: TableModule, values: FormValues): Record<string, FormValue> {
  return Object.fromEntries(visibleFields(module, values).map(({ name }) => [name, values[name]]));
}

/** The first message per field from a failed parse. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_form");
    out[key] ??= issue.message;
  }
  return out;
}
