/** Constraint failures (SQLite or PostgreSQL) become clear, safe messages; nothing of the SQL reaches the browser. */
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { m } from "../../admin-modules/domain/i18n";
import { constraintKind, isStillReferenced } from "../../db/errors";

export function mapDbError(error: unknown): never {
  if (error instanceof TRPCError) throw error;
  if (error instanceof ZodError) throw new TRPCError({ code: "BAD_REQUEST", message: error.issues[0]?.message, cause: error });
  const kind = constraintKind(error);
  if (kind === "unique") throw new TRPCError({ code: "CONFLICT", message: m["admin.common.duplicate"]() });
  if (isStillReferenced(error)) throw new TRPCError({ code: "CONFLICT", message: m["admin.common.inUse"]() });
  if (kind) throw new TRPCError({ code: "BAD_REQUEST", message: m["admin.common.saveFailed"]() });
  throw error;
}

/** Parses with a zod schema; a failure is a BAD_REQUEST whose message and field map come from zod. */
export function parseInput<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: ZodError } }, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new TRPCError({ code: "BAD_REQUEST", message: result.error.issues[0]?.message, cause: result.error });
  return result.data;
}
