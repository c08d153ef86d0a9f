/**
 * Opens the database with the settings every process of ours must use: the SQLite file (the default), or
 * the PostgreSQL server named by DATABASE_URL (openConfiguredDatabase picks).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, type QueryResult, SqliteDialect, type SqliteDatabase } from "kysely";
import { LRUCache } from "lru-cache";
import type PG from "pg";
import type { SqlDialect } from "./dialect";
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

/**
 * SQLite's page cache per connection, in KiB (issue 34: the server's memory). better-sqlite3 is built with
 * 16 MiB (SQLITE_DEFAULT_CACHE_SIZE=-16000), which a connection fills as it reads and writes and then keeps:
 * a server's first start on the --scale 10000 data (10,000 registration digests written) grew the process by
 * 17 MiB of it. What a request reads again and again (sessions, versions, the day's pages) is a few hundred
 * pages; a page read again past the cache comes from the operating system's file cache, not the disk.
 */
export const PAGE_CACHE_KIB = 4096;

export function openSqlite(file: string, options: { readonly?: boolean } = {}): SQLite.Database {
  if (file !== ":memory:" && !options.readonly) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  if (!options.readonly) sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`synchronous = ${SYNCHRONOUS}`);
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  return sqlite;
}

/** The raw handle behind each Kysely instance we open, for the few hot reads worth a kept prepared statement. */
const rawHandles = new WeakMap<DB, SQLite.Database>();

/** How many prepared statements Kysely's handle keeps (each a few KB; our queries have a few hundred texts). */
export const KEPT_STATEMENTS = 500;

/**
 * The handle Kysely is given: the raw one, except that a statement once prepared is kept (by its SQL text,
 * the last KEPT_STATEMENTS used) and handed back the next time. Kysely prepares every query anew, and
 * SQLite's parsing and planning cost more than most of our statements themselves (80-130 µs for each of an
 * exercise answer's, issue 30). A kept statement still being read row by row (a streamed query) is busy:
 * then a new one is prepared, so no two queries ever share one at once. SQLite prepares a kept statement
 * again by itself when the schema changes (a migration).
 */
function keepingStatements(sqlite: SQLite.Database): SqliteDatabase {
  return { close: () => sqlite.close(), prepare: (sql) => keptStatement(sqlite, sql) };
}

const keptStatements = new WeakMap<SQLite.Database, LRUCache<string, SQLite.Statement>>();

/** The statement for `sql` on the handle, kept as described above (Kysely's handle and heldConnection's share them). */
function keptStatement(sqlite: SQLite.Database, sql: string): SQLite.Statement {
  let kept = keptStatements.get(sqlite);
  if (!kept) {
    kept = new LRUCache<string, SQLite.Statement>({ max: KEPT_STATEMENTS });
    keptStatements.set(sqlite, kept);
  }
  const statement = kept.get(sql);
  if (statement && !statement.busy) return statement;
  const prepared = sqlite.prepare(sql);
  kept.set(sql, prepared);
  return prepared;
}

/** Transactions that hold their database's only connection, with its raw handle (group-commit.ts). */
const heldConnections = new WeakMap<DB, SQLite.Database>();

/**
 * Marks `trx`, a transaction of `db` (SQLite), as holding the connection until `release` (called before its
 * commit). While it is open nothing else runs a query through Kysely (its driver waits for the transaction),
 * so a hot statement of the transaction may run on the raw handle directly (runOnHeldConnection), skipping
 * Kysely's queue of promises. Only a transaction: a statement run directly on a database outside one would
 * join whichever transaction was open.
 */
export function markHeldConnection(trx: DB, db: DB): { release: () => void } {
  const sqlite = rawHandles.get(db);
  if (sqlite) heldConnections.set(trx, sqlite);
  return { release: () => heldConnections.delete(trx) };
}

/** Runs one statement on the connection a marked transaction holds; undefined for any other Kysely. */
export function runOnHeldConnection<R>(trx: DB, sql: string, parameters: readonly unknown[]): QueryResult<R> | undefined {
  const sqlite = heldConnections.get(trx);
  if (!sqlite) return undefined;
  const statement = keptStatement(sqlite, sql);
  // As Kysely's SQLite driver answers: the rows of a read, the changes and the new row id of a write.
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
}

export function openDatabase(file: string, options: { readonly?: boolean } = {}): OpenedDatabase {
  const sqlite = openSqlite(file, options);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) });
  rawHandles.set(db, sqlite);
  return { db, sqlite, close: () => db.destroy() };
}

/** The better-sqlite3 handle of a database opened by openDatabase (undefined for any other Kysely). */
export function sqliteOf(db: DB): SQLite.Database | undefined {
  return rawHandles.get(db);
}

/** A database of either kind; `sqlite` is the raw handle on SQLite and null on PostgreSQL. */
export interface OpenedAnyDatabase {
  db: DB;
  dialect: SqlDialect;
  sqlite: SQLite.Database | null;
  close: () => Promise<void>;
}

/** PostgreSQL's type ids whose text pg would hand over as a string: count(*) and sum() (int8), avg() (numeric). */
const INT8 = 20;
const NUMERIC = 1700;

/**
 * Numbers come back as numbers, as they do from SQLite: count(*) is int8 and avg() numeric in PostgreSQL,
 * which pg returns as text to keep precision beyond 2^53 (no count or sum of ours comes near it).
 */
const pgTypes = (pg: typeof PG) => ({
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8 || oid === NUMERIC ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
});

/** pg is loaded only when PostgreSQL is used: an SQLite install starts without reading it (~50 ms). */
const loadPg = (): typeof PG => createRequire(import.meta.url)("pg") as typeof PG;

/** A pool of connections to the PostgreSQL database at `url`, behind Kysely. */
export function openPostgres(url: string, options: { max?: number } = {}): OpenedAnyDatabase {
  const pg = loadPg();
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types: pgTypes(pg), application_name: "childrens-platform" });
  // A connection the server drops while idle (a restart, a fail-over) must not end the process: the pool
  // forgets it and the next query opens a new one or reports the failure to its caller.
  pool.on("error", (error) => console.error(`[database] idle PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", sqlite: null, close: () => db.destroy() };
}

/** DATABASE_URL set: PostgreSQL; otherwise the SQLite file at DATABASE_FILE, exactly as before. */
export function openConfiguredDatabase(config: { databaseUrl: string | null; databaseFile: string }): OpenedAnyDatabase {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const opened = openDatabase(config.databaseFile);
  return { ...opened, dialect: "sqlite" };
}
