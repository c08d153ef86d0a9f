/** SQLite constraint failures become clear, safe messages; nothing of the SQL reaches the browser. */
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { m } from "../../admin-modules/domain/i18n";

function sqliteCode(error: unknown): string {
  return error instanceof Error && "code" in error ? String((error as { code: unknown }).code) : "";
}

export function mapDbError(error: unknown): never {
  if (error instanceof TRPCError) throw error;
  if (error instanceof ZodError) throw new TRPCError({ code: "BAD_REQUEST", message: error.issues[0]?.message, cause: error });
  const code = sqliteCode(error);
  if (code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
    throw new TRPCError({ code: "CONFLICT", message: m["admin.common.duplicate"]() });
  }
  if (code === "SQLITE_CONSTRAINT_FOREIGNKEY" && /delete/i.test(String((error as Error).message))) {
    throw new TRPCError({ code: "CONFLICT", message: m["admin.common.inUse"]() });
  }
  if (code.startsWith("SQLITE_CONSTRAINT")) throw new TRPCError({ code: "BAD_REQUEST", message: m["admin.common.saveFailed"]() });
  throw error;
}

/** Parses with a zod schema; a failure is a BAD_REQUEST whose message and field map come from zod. */
export function parseInput<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: ZodError } }, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new TRPCError({ code: "BAD_REQUEST", message: result.error.issues[0]?.message, cause: result.error });
  return result.data;
}
