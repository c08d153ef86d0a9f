/**
 * `npm run restore` on PostgreSQL (DATABASE_URL set). Everything that can refuse is asked before
 * anything is touched: pg_restore can read the dump, it is this application's (kysely_migration) with
 * no migration unknown to this code; no other session is connected to the database; the database is
 * empty, or --force; and it has no table the dump lacks (pg_restore --clean drops only what the dump
 * holds, so such a table would stay behind and trip the migrations). The backup's uploads are then
 * copied next to the live folder.
 *
 * With content (--force), a safety dump of the current database is written first, beside the backup
 * folders as before-restore-<time>.dump, and never deleted. Then one `pg_restore --clean --if-exists
 * --single-transaction --exit-on-error` replaces the database's objects: all of it or, on any error,
 * nothing. Only then are the uploads swapped (the current folder moved aside, as the SQLite restore
 * does) and the migrations run.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { migrateToLatest } from "../../db/migrate";
import { openPostgres } from "../../db/open";
import { withoutPassword } from "../../server/config";
import { describeError, freeName, removeOnSignal, renameAll, stageUploads, uploadsBeside } from "./backup-folder";
import { CliError, fileTimestamp, formatBytes, formatCount, say } from "./cli";
import { unknownMigrations } from "./database";
import { checkDump, libpqTarget, pgDump, readToc, runPgTool, stopPgTools } from "./pg-backup";

export interface PgRestoreOptions {
  /** A backup folder (holding app.dump and uploads/) or a dump file. */
  source: string;
  databaseUrl: string;
  uploadsDir: string;
  force: boolean;
}

export async function restorePgBackup(options: PgRestoreOptions): Promise<void> {
  const { databaseUrl, uploadsDir, force } = options;
  const name = withoutPassword(databaseUrl)!;
  const { dump, backupUploads } = locate(path.resolve(options.source));

  say(`Restoring ${dump}${backupUploads ? ` and ${backupUploads}` : ""} into ${name}`);
  const { migrations, tables } = await checkDump(dump, dump);
  const unknown = await unknownMigrations(migrations);
  if (unknown.length) {
    throw new CliError(`${dump} has a newer schema than this code (unknown migrations: ${unknown.join(", ")}); update the code first.`);
  }
  const dumpTables = new Set(tables);

  const current = await inspect(databaseUrl, name);
  if (current.tables.length && !force) {
    throw new CliError(
      `The database ${name} already has content (${formatCount(current.tables.length)} tables); add --force to replace it (it is dumped to before-restore-<time>.dump first, not deleted).`,
    );
  }
  const extra = current.tables.filter((table) => !dumpTables.has(table));
  if (extra.length) {
    throw new CliError(
      `The database ${name} has tables that ${dump} does not (${extra.slice(0, 5).join(", ")}${extra.length > 5 ? ", …" : ""}): the restore would leave them behind. Restore into an empty database, or drop them first (after a pg_dump).`,
    );
  }
  say(`Backup checked: pg_restore reads it, schema ${migrations.at(-1) ?? "(none)"}`);

  const stamp = fileTimestamp();
  const stagedUploads = `${uploadsDir}.restoring-${process.pid}`;
  const backupsFolder = path.dirname(path.dirname(dump));
  const safetyTemp = path.join(backupsFolder, `.tmp-before-restore-${stamp}-${process.pid}.dump`);
  const stopOnSignal = removeOnSignal(stagedUploads, "restore", () => {
    stopPgTools(); // pg_restore's transaction is then rolled back: the database stays as it was
    fs.rmSync(safetyTemp, { force: true });
  });
  let keepStaged = false;
  try {
    const uploadCount = backupUploads ? stageUploads(backupUploads, stagedUploads) : 0;

    let safetyDump: string | null = null;
    if (current.tables.length) {
      safetyDump = await writeSafetyDump(databaseUrl, safetyTemp, backupsFolder, stamp);
      say(`The current database was dumped to ${safetyDump} (${formatBytes(fs.statSync(safetyDump).size)})`);
    }

    await refuseOtherSessions(databaseUrl, name); // again: a server may have started meanwhile
    const target = libpqTarget(databaseUrl);
    await runPgTool(
      "pg_restore",
      [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        "--exit-on-error",
        "--no-password",
        `--dbname=${target.dbname}`,
        dump,
      ],
      target,
      `pg_restore failed, so the database was left as it was (one transaction)`,
    );

    const aside = `${uploadsDir}.before-restore-${stamp}`;
    if (backupUploads) {
      const moves: [string, string][] = [];
      if (fs.existsSync(uploadsDir)) moves.push([uploadsDir, aside]);
      moves.push([stagedUploads, uploadsDir]);
      try {
        renameAll(moves);
      } catch (error) {
        keepStaged = true;
        throw new CliError(
          `The database was restored, but putting the uploads in place failed (${describeError(error)}); the backup's uploads are in ${stagedUploads}.`,
        );
      }
    }

    const { db, close } = openPostgres(databaseUrl, { max: 1 });
    try {
      const result = await migrateToLatest(db);
      const applied = (result.results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
      say(`Restored the database to ${name}${applied.length ? `; migrations applied: ${applied.join(", ")}` : "; no migration was pending"}`);
    } catch (error) {
      throw new CliError(
        `The backup was put in place but migrating it failed: ${describeError(error)}${safetyDump ? ` The previous database is in ${safetyDump}.` : ""}`,
      );
    } finally {
      await close();
    }
    if (backupUploads) say(`Restored ${formatCount(uploadCount)} upload files to ${uploadsDir}`);
    else say(`No uploads folder next to ${dump}; the current uploads in ${uploadsDir} were kept.`);
    if (safetyDump) say(`The previous database was dumped to ${safetyDump}`);
    if (backupUploads && fs.existsSync(aside)) say(`The previous uploads were moved to ${aside}`);
  } finally {
    stopOnSignal();
    fs.rmSync(safetyTemp, { force: true });
    if (!keepStaged) fs.rmSync(stagedUploads, { recursive: true, force: true });
  }
}

/** A backup folder holding app.dump, or a dump file; with the uploads/ folder beside it, if any. */
function locate(source: string): { dump: string; backupUploads: string | null } {
  if (!fs.existsSync(source)) throw new CliError(`No backup at ${source}.`);
  const isDir = fs.statSync(source).isDirectory();
  const dump = isDir ? path.join(source, "app.dump") : source;
  if (!fs.existsSync(dump)) {
    if (isDir && fs.existsSync(path.join(source, "app.db"))) {
      throw new CliError(
        `${source} is a backup of an SQLite database (app.db); DATABASE_URL is set. Restore it without DATABASE_URL, then copy it with npm run migrate-data.`,
      );
    }
    throw new CliError(`${source} is a folder without app.dump; give a backup folder or its app.dump.`);
  }
  return { dump, backupUploads: uploadsBeside(dump) };
}

/** The database's tables (schema.name), after refusing if other sessions are connected. */
async function inspect(databaseUrl: string, name: string): Promise<{ tables: string[] }> {
  return withClient(databaseUrl, name, async (client) => {
    await refuseOtherSessionsOn(client, name);
    const { rows } = await client.query<{ table: string }>(
      `SELECT n.nspname || '.' || c.relname AS table
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
        ORDER BY 1`,
    );
    return { tables: rows.map((r) => r.table) };
  });
}

async function refuseOtherSessions(databaseUrl: string, name: string): Promise<void> {
  await withClient(databaseUrl, name, (client) => refuseOtherSessionsOn(client, name));
}

/** Any client connected to this database but us (a server, a psql, a pool's idle connection) refuses. */
async function refuseOtherSessionsOn(client: pg.Client, name: string): Promise<void> {
  const { rows } = await client.query<{ who: string }>(
    `SELECT coalesce(nullif(application_name, ''), 'a client') || coalesce(' from ' || host(client_addr), '') AS who
       FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  if (rows.length) {
    const who = [...new Set(rows.map((r) => r.who))].slice(0, 3).join(", ");
    throw new CliError(`${formatCount(rows.length)} other session(s) are connected to ${name} (${who}); stop the app servers first.`);
  }
}

async function withClient<T>(databaseUrl: string, name: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "childrens-platform restore" });
  try {
    await client.connect();
  } catch (error) {
    throw new CliError(`Cannot connect to ${name}: ${describeError(error)}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** pg_dump of the current database into a temporary file, checked, then renamed to before-restore-<time>.dump. */
async function writeSafetyDump(databaseUrl: string, temp: string, folder: string, stamp: string): Promise<string> {
  try {
    fs.accessSync(folder, fs.constants.W_OK);
  } catch (error) {
    throw new CliError(`Cannot write the safety dump of the current database into ${folder}: ${describeError(error)}`);
  }
  await pgDump(databaseUrl, temp);
  await readToc(temp, "The safety dump of the current database");
  const final = freeName(folder, `before-restore-${stamp}`, ".dump");
  fs.renameSync(temp, final);
  return final;
}
