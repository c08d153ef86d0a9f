/**
 * The schema a list of migrations leaves in a fresh SQLite database, as SQLite itself stores it
 * (sqlite_master: every table, index, view and trigger with its exact CREATE text) plus the rows the
 * migrations write (table_versions). Used to prove that making a migration dialect-aware left its
 * SQLite output unchanged (tests/unit/sqlite-schema-unchanged.test.ts).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import SQLite from "better-sqlite3";
import { Kysely, type Migration, SqliteDialect } from "kysely";
import { MIGRATIONS_DIR } from "../../db/migrate";

export interface SqliteSchema {
  migrations: string[];
  objects: { type: string; name: string; tbl_name: string; sql: string | null }[];
  rows: Record<string, unknown[]>;
}

/** Applies the named migrations' `up`, in the order given, to a new in-memory database. */
export async function sqliteSchemaAfter(migrations: string[]): Promise<SqliteSchema> {
  const sqlite = new SQLite(":memory:");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    for (const name of migrations) {
      const migration = (await import(pathToFileURL(path.join(MIGRATIONS_DIR, `${name}.ts`)).href)) as Migration;
      await migration.up(db);
    }
    const objects = sqlite
      .prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
      .all() as SqliteSchema["objects"];
    const rows = { table_versions: sqlite.prepare("SELECT name, version FROM table_versions ORDER BY name").all() };
    return { migrations, objects, rows };
  } finally {
    await db.destroy();
  }
}
