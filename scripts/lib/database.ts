/** Database checks shared by the tools: does it exist, is it intact, which migrations does it carry. */
import fs from "node:fs";
import type SQLite from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import { knownMigrations } from "../../db/migrate";
import { type OpenedAnyDatabase, openDatabase, type OpenedDatabase, openPostgres } from "../../db/open";
import { type Config, withoutPassword } from "../../server/config";
import { CliError } from "./cli";

/** Opens the configured database, refusing (instead of creating an empty one) when it is missing. */
export function openExistingDatabase(file: string): OpenedDatabase {
  if (!fs.existsSync(file)) {
    throw new CliError(`No database at ${file}. Set DATABASE_FILE, or create one with "npm run migrate".`);
  }
  return openDatabase(file);
}

/**
 * The database a tool works on, as the server would open it: PostgreSQL at DATABASE_URL when it is set,
 * else the SQLite file at DATABASE_FILE, which must exist unless the tool may create it. `name` says
 * which, for the tool's report (a PostgreSQL address without its password).
 */
export function openToolDatabase(
  config: Pick<Config, "databaseUrl" | "databaseFile">,
  options: { create?: boolean } = {},
): OpenedAnyDatabase & { name: string } {
  if (config.databaseUrl) return { ...openPostgres(config.databaseUrl, { max: 2 }), name: withoutPassword(config.databaseUrl)! };
  const opened = options.create ? openDatabase(config.databaseFile) : openExistingDatabase(config.databaseFile);
  return { ...opened, dialect: "sqlite", name: config.databaseFile };
}

/** Problems reported by PRAGMA integrity_check; empty when the file is sound. */
export function integrityProblems(sqlite: SQLite.Database): string[] {
  const rows = sqlite.pragma("integrity_check") as { integrity_check: string }[];
  return rows.map((r) => r.integrity_check).filter((line) => line !== "ok");
}

/** Names recorded in kysely_migration, in order, or null when the file has no such table. */
export function appliedMigrationNames(sqlite: SQLite.Database): string[] | null {
  const table = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
  if (!table) return null;
  return (sqlite.prepare("SELECT name FROM kysely_migration ORDER BY name").all() as { name: string }[]).map((r) => r.name);
}

/** Names recorded in kysely_migration on either database, in order; empty before the first migration. */
export async function appliedMigrationNamesIn(db: Kysely<any>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === "kysely_migration")) return [];
  return (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)).rows.map((row) => row.name);
}

/** Migrations the database carries that this code does not know: it was made by a newer version. */
export async function unknownMigrations(applied: string[]): Promise<string[]> {
  const known = new Set(await knownMigrations());
  return applied.filter((name) => !known.has(name));
}

/** Every user table, for row counts in reports. */
export function userTables(sqlite: SQLite.Database): string[] {
  return (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map(
    (r) => r.name,
  );
}

export function totalRows(sqlite: SQLite.Database): number {
  let total = 0;
  for (const table of userTables(sqlite)) {
    total += (sqlite.prepare(`SELECT count(*) AS n FROM "${table.replace(/"/g, '""')}"`).get() as { n: number }).n;
  }
  return total;
}
