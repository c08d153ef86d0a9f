/** A JSON text the server stored itself (an answer, what it reached), read back through its schema. */
import type { z } from "zod";

/** The value, or null when the text no longer reads as the schema says (never a throw: old rows stay readable). */
export function readStoredJson<T>(schema: z.ZodType<T>, text: string | null): T | null {
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
