/**
 * Restoring a backup. Everything that can fail is done before anything is touched: the backup is
 * copied next to the live database under a temporary name and checked there (integrity, and a schema
 * this code knows), and the uploads are copied next to the live uploads folder. Only then are the
 * current database (with its -wal/-shm) and uploads moved aside under a timestamped name (never
 * deleted), the staged copies renamed into place, and the migrations run.
 *
 * The server lock is held throughout: restore refuses while a server uses the database, and a server
 * started meanwhile refuses to start.
 */
import fs from "node:fs";
import path from "node:path";
import { migrateToLatest } from "../../db/migrate";
import { openDatabase, openSqlite } from "../../db/open";
import { acquireServerLock, DatabaseInUseError, readServerLock } from "../../db/server-lock";
import { describeError, renameAll, stageUploads, uploadsBeside } from "./backup-folder";
import { CliError, fileTimestamp, formatCount, say } from "./cli";
import { appliedMigrationNames, integrityProblems, unknownMigrations } from "./database";

export interface RestoreOptions {
  /** A backup folder (holding app.db and uploads/) or a database file. */
  source: string;
  databaseFile: string;
  uploadsDir: string;
  force: boolean;
}

const SIDE_FILES = ["-wal", "-shm"];

export async function restoreBackup(options: RestoreOptions): Promise<void> {
  const { databaseFile, uploadsDir, force } = options;
  const { backupDb, backupUploads } = locate(path.resolve(options.source));

  const holder = readServerLock(databaseFile);
  if (holder?.alive) {
    throw new CliError(`The server (process ${holder.pid}) is using ${databaseFile}; stop it first (lock file ${holder.file}).`);
  }
  if (fs.existsSync(databaseFile) && !force) {
    throw new CliError(`A database already exists at ${databaseFile}; add --force to replace it (it is moved aside, not deleted).`);
  }

  let release: () => void;
  try {
    release = acquireServerLock(databaseFile);
  } catch (error) {
    if (error instanceof DatabaseInUseError) throw new CliError(error.message);
    throw error;
  }

  const stamp = fileTimestamp();
  const stagedDb = `${databaseFile}.restoring-${process.pid}`;
  const stagedUploads = `${uploadsDir}.restoring-${process.pid}`;
  const removeStaged = () => {
    for (const file of [stagedDb, ...SIDE_FILES.map((s) => stagedDb + s)]) fs.rmSync(file, { force: true });
    fs.rmSync(stagedUploads, { recursive: true, force: true });
  };
  try {
    say(`Restoring ${backupDb}${backupUploads ? ` and ${backupUploads}` : ""}`);
    stageDatabase(backupDb, stagedDb);
    const migrations = await checkStaged(stagedDb, backupDb);
    say(`Backup checked: integrity ok, schema ${migrations.at(-1) ?? "(none)"}`);

    const uploadCount = backupUploads ? stageUploads(backupUploads, stagedUploads) : 0;

    const aside = swapIn({ databaseFile, uploadsDir, stagedDb, stagedUploads: backupUploads ? stagedUploads : null, stamp });

    const { db, close } = openDatabase(databaseFile);
    try {
      const result = await migrateToLatest(db);
      const applied = (result.results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
      say(`Restored the database to ${databaseFile}${applied.length ? `; migrations applied: ${applied.join(", ")}` : "; no migration was pending"}`);
    } catch (error) {
      throw new CliError(`The backup was put in place but migrating it failed: ${describeError(error)} ${aside.join(". ")}`.trim());
    } finally {
      await close();
    }
    if (backupUploads) say(`Restored ${formatCount(uploadCount)} upload files to ${uploadsDir}`);
    else say(`No uploads folder next to ${backupDb}; the current uploads in ${uploadsDir} were kept.`);
    for (const line of aside) say(line);
  } finally {
    removeStaged();
    release();
  }
}

/** A backup folder, or an app.db file with or without an uploads/ folder beside it. */
function locate(source: string): { backupDb: string; backupUploads: string | null } {
  if (!fs.existsSync(source)) throw new CliError(`No backup at ${source}.`);
  const isDir = fs.statSync(source).isDirectory();
  const backupDb = isDir ? path.join(source, "app.db") : source;
  if (!fs.existsSync(backupDb)) throw new CliError(`${source} is a folder without app.db; give a backup folder or its app.db.`);
  return { backupDb, backupUploads: uploadsBeside(backupDb) };
}

/** Copies the backup (and a -wal beside it, if any) next to the live database. */
function stageDatabase(backupDb: string, stagedDb: string): void {
  try {
    fs.mkdirSync(path.dirname(stagedDb), { recursive: true });
    fs.copyFileSync(backupDb, stagedDb);
    if (fs.existsSync(`${backupDb}-wal`)) fs.copyFileSync(`${backupDb}-wal`, `${stagedDb}-wal`);
  } catch (error) {
    throw new CliError(`Copying ${backupDb} failed: ${describeError(error)}`);
  }
}

async function checkStaged(stagedDb: string, backupDb: string): Promise<string[]> {
  let sqlite: ReturnType<typeof openSqlite>;
  try {
    sqlite = openSqlite(stagedDb);
  } catch (error) {
    throw new CliError(`${backupDb} is not a usable database: ${describeError(error)}`);
  }
  try {
    let problems: string[];
    try {
      problems = integrityProblems(sqlite);
    } catch (error) {
      throw new CliError(`${backupDb} failed its integrity check: ${describeError(error)}`);
    }
    if (problems.length) throw new CliError(`${backupDb} failed its integrity check: ${problems[0]}`);
    const applied = appliedMigrationNames(sqlite);
    if (applied === null) throw new CliError(`${backupDb} is not a database of this application (it has no kysely_migration table).`);
    const unknown = await unknownMigrations(applied);
    if (unknown.length) {
      throw new CliError(`${backupDb} has a newer schema than this code (unknown migrations: ${unknown.join(", ")}); update the code first.`);
    }
    // Back to one self-contained file before it is renamed into place.
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    return applied;
  } finally {
    sqlite.close();
  }
}

/** Moves the current files aside and the staged ones in (renameAll: all of them, or none). */
function swapIn(o: { databaseFile: string; uploadsDir: string; stagedDb: string; stagedUploads: string | null; stamp: string }): string[] {
  const moves: [from: string, to: string][] = [];
  const asideDb = `${o.databaseFile}.before-restore-${o.stamp}`;
  const asideUploads = `${o.uploadsDir}.before-restore-${o.stamp}`;
  for (const suffix of ["", ...SIDE_FILES]) {
    if (fs.existsSync(o.databaseFile + suffix)) moves.push([o.databaseFile + suffix, asideDb + suffix]);
  }
  if (o.stagedUploads && fs.existsSync(o.uploadsDir)) moves.push([o.uploadsDir, asideUploads]);
  moves.push([o.stagedDb, o.databaseFile]);
  if (o.stagedUploads) moves.push([o.stagedUploads, o.uploadsDir]);

  renameAll(moves);

  const lines: string[] = [];
  if (fs.existsSync(asideDb)) lines.push(`The previous database was moved to ${asideDb}`);
  if (o.stagedUploads && fs.existsSync(asideUploads)) lines.push(`The previous uploads were moved to ${asideUploads}`);
  return lines;
}
