/**
 * Which constraint a failed write broke, whatever the database: SQLite names it in its error code
 * (SQLITE_CONSTRAINT_UNIQUE, …), PostgreSQL in its SQLSTATE (23505, …). Callers turn it into a clear
 * message; the error's own text (with SQL in it) never reaches a browser.
 */
export type ConstraintKind = "unique" | "foreign_key" | "check" | "not_null" | "other";

const SQLITE: Record<string, ConstraintKind> = {
  SQLITE_CONSTRAINT_UNIQUE: "unique",
  SQLITE_CONSTRAINT_PRIMARYKEY: "unique",
  SQLITE_CONSTRAINT_FOREIGNKEY: "foreign_key",
  SQLITE_CONSTRAINT_CHECK: "check",
  SQLITE_CONSTRAINT_NOTNULL: "not_null",
};

const POSTGRES: Record<string, ConstraintKind> = {
  "23505": "unique",
  "23503": "foreign_key",
  "23514": "check",
  "23502": "not_null",
};

function codeOf(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : "";
}

/** The kind of constraint the error reports, or null when it is not a constraint failure. */
export function constraintKind(error: unknown): ConstraintKind | null {
  const code = codeOf(error);
  if (code.startsWith("SQLITE_CONSTRAINT")) return SQLITE[code] ?? "other";
  if (/^23[0-9A-Z]{3}$/.test(code)) return POSTGRES[code] ?? "other";
  return null;
}

export const isUniqueViolation = (error: unknown): boolean => constraintKind(error) === "unique";

/**
 * A foreign key refused a DELETE because other rows still point at the row. PostgreSQL says so in its
 * message ("update or delete on table … violates foreign key constraint"); an insert's failure starts
 * with "insert or update".
 */
export function isStillReferenced(error: unknown): boolean {
  return constraintKind(error) === "foreign_key" && /delete/i.test(String((error as Error).message).replace(/^insert or update\b/i, ""));
}
