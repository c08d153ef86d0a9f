/** Opens the SQLite file with the settings every process of ours must use. */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { Database } from "./types";

export type DB = Kysely<Database>;

export interface OpenedDatabase {
  db: DB;
  /** The raw handle, for backups, pragmas and fast batched inserts. */
  sqlite: SQLite.Database;
  close: () => Promise<void>;
}

/** FULL: an acknowledged write survives a power cut, not only a crash of this process. */
export const SYNCHRONOUS = "FULL";

export function openSqlite(file: string, options: { readonly?: boolean } = {}): SQLite.Database {
  if (file !== ":memory:" && !options.readonly) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  if (!options.readonly) sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`synchronous = ${SYNCHRONOUS}`);
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

/** The raw handle behind each Kysely instance we open, for the few hot reads worth a kept prepared statement. */
const rawHandles = new WeakMap<DB, SQLite.Database>();

export function openDatabase(file: string, options: { readonly?: boolean } = {}): OpenedDatabase {
  const sqlite = openSqlite(file, options);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  rawHandles.set(db, sqlite);
  return { db, sqlite, close: () => db.destroy() };
}

/** The better-sqlite3 handle of a database opened by openDatabase (undefined for any other Kysely). */
export function sqliteOf(db: DB): SQLite.Database | undefined {
  return rawHandles.get(db);
}
