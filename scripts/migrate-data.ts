/**
 * `npm run migrate-data -- --from sqlite:FILE --to postgres://…` (issue #16): moves an install from its
 * SQLite file to an empty PostgreSQL database. The target gets the app's schema from the same migrations,
 * then every table is copied in one transaction, parents before children (PostgreSQL checks each foreign
 * key as the row goes in), and the row counts are compared table by table. Nothing is written to the
 * SQLite file, and a failed copy leaves the target without data (the transaction is rolled back).
 */
import { sql } from "kysely";
import type { OpenedAnyDatabase } from "../db/open";
import { CliError, formatCount, formatSeconds, requireOption, runCommand, say, UsageError } from "./lib/cli";
import { copyOrder, rowBatches, type SourceTable } from "./lib/copy-tables";

const usage = `Usage: npm run migrate-data -- --from sqlite:FILE --to postgres://USER:PASSWORD@HOST:5432/DATABASE

Copies every table of the SQLite database FILE into the PostgreSQL database, which must hold no data
(a new, empty database: createdb, or your provider's console). The target is first given the app's
schema by the same migrations the server runs. The SQLite file is only read; stop the server first so
that nothing is written while the copy runs. Afterwards, start the server with DATABASE_URL set to the
same address.

Options:
  --from sqlite:FILE     the SQLite database file (the server's DATABASE_FILE)
  --to postgres://…      the PostgreSQL database (postgresql:// also accepted)
  -h, --help             show this help

Exit codes: 0 copied and counts match, 1 failed or refused (nothing copied), 2 bad arguments`;

/** Kysely's own bookkeeping: the target's comes from running the migrations there. */
const NOT_COPIED = new Set(["kysely_migration", "kysely_migration_lock"]);
/**
 * Rows the schema writes itself, replaced by the source's: one version per cached table (inserted by the
 * migrations), one per account (inserted by a trigger as each account is copied: migration 0020), and the
 * starting list of screening words (inserted by migration 0026, which the source holds too, edited or not).
 */
const WRITTEN_BY_THE_SCHEMA = new Set(["table_versions", "personal_versions", "screening_words"]);

runCommand({
  usage,
  options: { from: { type: "string" }, to: { type: "string" } },
  async run({ values }) {
    const from = requireOption(values.from, "from");
    const to = requireOption(values.to, "to");
    if (!from.startsWith("sqlite:")) throw new UsageError(`--from must be sqlite:FILE, got "${from}".`);
    if (!/^postgres(ql)?:\/\//.test(to)) throw new UsageError("--to must be a PostgreSQL address starting with postgres:// or postgresql://.");
    const sourceFile = from.slice("sqlite:".length);

    const { openExistingDatabase, appliedMigrationNames, integrityProblems } = await import("./lib/database");
    const { knownMigrations, migrateToLatest } = await import("../db/migrate");
    const { openPostgres } = await import("../db/open");
    const started = performance.now();

    const source = openExistingDatabase(sourceFile);
    let target: OpenedAnyDatabase | null = null;
    try {
      const sqlite = source.sqlite;
      // The source must be sound and carry exactly this code's migrations, so both schemas are the same.
      const problems = integrityProblems(sqlite);
      if (problems.length) throw new CliError(`${sourceFile} is damaged (${problems[0]}); restore a backup first.`);
      const brokenLinks = sqlite.pragma("foreign_key_check") as unknown[];
      if (brokenLinks.length) throw new CliError(`${sourceFile} has ${brokenLinks.length} rows whose linked row is missing (PRAGMA foreign_key_check).`);
      const applied = appliedMigrationNames(sqlite) ?? [];
      const known = await knownMigrations();
      if (applied.join() !== known.join()) {
        throw new CliError(
          `${sourceFile} is not at this version's schema (${applied.length} of ${known.length} migrations): run "npm run migrate" on it first.`,
        );
      }

      target = openPostgres(to, { max: 2 });
      await migrateToLatest(target.db);
      const tables = copyOrder(sqlite).filter((table) => !NOT_COPIED.has(table.name));
      const holding = await tablesWithRows(target, tables);
      if (holding.length) {
        const named = holding.slice(0, 3).join(", ") + (holding.length > 3 ? ` and ${holding.length - 3} more tables` : "");
        throw new CliError(`The target database already holds data (${named}): migrate-data copies only into an empty database.`);
      }

      const copied = new Map<string, number>();
      await target.db.transaction().execute(async (trx) => {
        for (const table of tables) {
          if (WRITTEN_BY_THE_SCHEMA.has(table.name)) await sql`DELETE FROM ${sql.table(table.name)}`.execute(trx);
          let rows = 0;
          for (const batch of rowBatches(sqlite, table)) {
            await trx
              .insertInto(table.name as never)
              .values(batch as never)
              .execute();
            rows += batch.length;
          }
          copied.set(table.name, rows);
        }
        // Ids were copied as they are; each identity column's sequence continues after the largest.
        const identities = await sql<{ table_name: string; column_name: string }>`
          SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(trx);
        for (const { table_name: name, column_name: column } of identities.rows) {
          await sql`SELECT setval(pg_get_serial_sequence(${name}, ${column}), coalesce((SELECT max(${sql.ref(column)}) FROM ${sql.table(name)}), 0) + 1, false)`.execute(
            trx,
          );
        }
      });

      // Counted again after the commit, from each side.
      say(`${"table".padEnd(28)}${"SQLite".padStart(10)}${"PostgreSQL".padStart(12)}`);
      const differ: string[] = [];
      for (const table of tables) {
        const before = (sqlite.prepare(`SELECT count(*) AS n FROM "${table.name}"`).get() as { n: number }).n;
        const after = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table.name)}`.execute(target.db)).rows[0]!.n);
        if (before !== after || copied.get(table.name) !== before) differ.push(table.name);
        say(`${table.name.padEnd(28)}${formatCount(before).padStart(10)}${formatCount(after).padStart(12)}${before === after ? "" : "  ✗"}`);
      }
      if (differ.length) throw new CliError(`Row counts differ in ${differ.join(", ")}.`);
      const total = [...copied.values()].reduce((sum, n) => sum + n, 0);
      say(`Copied ${formatCount(total)} rows in ${tables.length} tables in ${formatSeconds(performance.now() - started)}; every count matches.`);
      say("Start the server with DATABASE_URL set to the target (and keep the SQLite file as a backup).");
    } finally {
      await target?.close();
      await source.db.destroy();
    }
  },
});

/** "users: 3 rows" for each table of the target that has rows (other than what the migrations insert). */
async function tablesWithRows(target: OpenedAnyDatabase, tables: SourceTable[]): Promise<string[]> {
  const holding: string[] = [];
  for (const table of tables) {
    if (WRITTEN_BY_THE_SCHEMA.has(table.name)) continue;
    const n = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table.name)}`.execute(target.db)).rows[0]!.n);
    if (n > 0) holding.push(`${table.name}: ${formatCount(n)} ${n === 1 ? "row" : "rows"}`);
  }
  return holding;
}
