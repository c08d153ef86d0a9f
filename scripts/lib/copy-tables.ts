/** Reading an SQLite database's tables for a copy elsewhere (scripts/migrate-data.ts). */
import type SQLite from "better-sqlite3";

export interface SourceTable {
  name: string;
  columns: string[];
}

/**
 * Every table, parents before the tables whose foreign keys point at them, so that a database that checks
 * each key as the row goes in (PostgreSQL) accepts the rows in this order. A table that points at itself
 * is read in row order, which puts earlier rows (the ones pointed at) first.
 */
export function copyOrder(sqlite: SQLite.Database): SourceTable[] {
  const names = (
    sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]
  ).map((row) => row.name);
  const parents = new Map(
    names.map((name) => [
      name,
      new Set((sqlite.pragma(`foreign_key_list("${name}")`) as { table: string }[]).map((key) => key.table).filter((parent) => parent !== name)),
    ]),
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    if (visiting.has(name)) throw new Error(`Tables point at each other in a cycle through ${name}: they cannot be copied one after the other.`);
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent);
    visiting.delete(name);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered.map((name) => ({ name, columns: (sqlite.pragma(`table_info("${name}")`) as { name: string }[]).map((column) => column.name) }));
}

/** PostgreSQL takes at most 65,535 parameters per statement; a batch stays well under. */
const PARAMETERS_PER_BATCH = 30_000;

/** A table's rows in insert-sized batches, read one batch at a time (a large table never sits in memory whole). */
export function* rowBatches(sqlite: SQLite.Database, table: SourceTable): Generator<Record<string, unknown>[]> {
  const size = Math.max(1, Math.floor(PARAMETERS_PER_BATCH / table.columns.length));
  const hasRowid = !(sqlite.prepare("SELECT sql FROM sqlite_master WHERE name = ?").get(table.name) as { sql: string }).sql.includes("WITHOUT ROWID");
  const rows = sqlite.prepare(`SELECT * FROM "${table.name}"${hasRowid ? " ORDER BY rowid" : ""}`).iterate() as IterableIterator<Record<string, unknown>>;
  let batch: Record<string, unknown>[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
