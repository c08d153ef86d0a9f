/**
 * One backup = one folder backup-<UTC time>/ holding app.db and uploads/. It is assembled under a
 * temporary name (.tmp-backup-...) in the same output folder, checked, and only then renamed into
 * place, so a backup that exists under a real name is always complete. On any failure the temporary
 * folder is removed.
 *
 * The database copy is SQLite's online backup API (better-sqlite3's db.backup) reading from one read
 * transaction held for the whole copy: every step then sees the same snapshot, the copy never restarts
 * however busy the live server is, and the server keeps writing meanwhile (WAL readers block no one).
 */
import fs from "node:fs";
import path from "node:path";
import { openSqlite } from "../../db/open";
import { isProcessAlive } from "../../db/server-lock";
import { CliError, errnoCode, fileTimestamp, formatBytes, formatCount, formatSeconds, say } from "./cli";
import { appliedMigrationNames, integrityProblems } from "./database";
import { copyFiles, isInside, listFiles, totalSize } from "./files";
import { type Progress, startProgress } from "./progress";

const BACKUP_NAME = /^backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)(?:-(\d+))?$/;
const TEMP_NAME = /^\.tmp-backup-.*-(\d+)$/;
/** Pages copied per step of the online backup (4 MB with 4 KB pages). */
const PAGES_PER_STEP = 1000;

export interface BackupOptions {
  databaseFile: string;
  uploadsDir: string;
  outDir: string;
  keep: number;
}

export interface BackupResult {
  dir: string;
  removed: string[];
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const { databaseFile, uploadsDir, keep } = options;
  const outDir = path.resolve(options.outDir);
  if (!fs.existsSync(databaseFile)) throw new CliError(`No database at ${databaseFile}; nothing to back up.`);
  if (isInside(outDir, uploadsDir)) throw new CliError(`The output folder ${outDir} is inside the uploads folder; choose another one.`);

  try {
    fs.mkdirSync(outDir, { recursive: true });
    fs.accessSync(outDir, fs.constants.W_OK);
  } catch (error) {
    throw new CliError(`Cannot write to the output folder ${outDir}: ${describeError(error)}`);
  }
  removeAbandonedTemps(outDir);

  const stamp = fileTimestamp();
  const temp = path.join(outDir, `.tmp-backup-${stamp}-${process.pid}`);
  const stopOnSignal = removeOnSignal(temp);
  try {
    try {
      fs.mkdirSync(temp);
    } catch (error) {
      throw new CliError(`Cannot write to the output folder ${outDir}: ${describeError(error)}`);
    }

    const files = listFiles(uploadsDir);
    const uploadBytes = totalSize(files);
    say(
      `Backing up ${databaseFile} (${formatBytes(fs.statSync(databaseFile).size)}) and ${uploadsDir} ` +
        `(${formatCount(files.length)} files, ${formatBytes(uploadBytes)}) into ${outDir}`,
    );

    const copy = path.join(temp, "app.db");
    await copyDatabase(databaseFile, copy);
    const migrations = checkCopy(copy);

    if (!fs.existsSync(uploadsDir)) say(`No uploads folder at ${uploadsDir}; the backup gets an empty uploads/ folder.`);
    const bar = startProgress("Uploads ", uploadBytes, "", formatBytes);
    try {
      copyFiles(uploadsDir, path.join(temp, "uploads"), files, (copied) => bar.update(copied));
    } catch (error) {
      throw new CliError(`Copying the uploads failed: ${describeError(error)}`);
    } finally {
      bar.stop();
    }

    const final = freeName(outDir, `backup-${stamp}`);
    try {
      fs.renameSync(temp, final);
    } catch (error) {
      throw new CliError(`Could not move the finished backup into place: ${describeError(error)}`);
    }
    say(`Backup written: ${final}`);
    say(
      `  app.db ${formatBytes(fs.statSync(path.join(final, "app.db")).size)} (schema ${migrations.at(-1) ?? "empty"}), ` +
        `uploads ${formatCount(files.length)} files ${formatBytes(uploadBytes)}, in ${formatSeconds(performance.now() - started)}`,
    );

    const removed = rotate(outDir, keep);
    for (const dir of removed) say(`Removed old backup ${dir}`);
    return { dir: final, removed };
  } finally {
    stopOnSignal();
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

async function copyDatabase(databaseFile: string, copy: string): Promise<void> {
  let source: ReturnType<typeof openSqlite>;
  try {
    source = openSqlite(databaseFile);
  } catch (error) {
    throw new CliError(`Cannot open the database ${databaseFile}: ${describeError(error)}`);
  }
  let bar = null as Progress | null; // started at the first step, once the page count is known
  try {
    // The read transaction pins one snapshot for the whole copy (see the header).
    source.exec("BEGIN");
    source.prepare("SELECT count(*) FROM sqlite_master").get();
    await source.backup(copy, {
      progress({ totalPages, remainingPages }) {
        bar ??= startProgress("Database", totalPages, "pages");
        bar.update(totalPages - remainingPages);
        return PAGES_PER_STEP;
      },
    });
    bar?.stop();
  } catch (error) {
    bar?.stop();
    throw new CliError(`Copying the database failed: ${describeError(error)}`);
  } finally {
    if (source.inTransaction) source.exec("COMMIT");
    source.close();
  }
}

/** Makes the copy one self-contained file and checks it; returns its migration names. */
function checkCopy(copy: string): string[] {
  const db = openSqlite(copy);
  try {
    // The copy inherits WAL mode; DELETE mode makes app.db complete on its own, without -wal/-shm files.
    db.pragma("journal_mode = DELETE");
    const problems = integrityProblems(db);
    if (problems.length) throw new CliError(`The copy failed PRAGMA integrity_check: ${problems[0]}`);
    say("Integrity check of the copy: ok");
    return appliedMigrationNames(db) ?? [];
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`Checking the copy failed: ${describeError(error)}`);
  } finally {
    db.close();
  }
}

/** The wanted name, or name-2, name-3, ... when two backups are taken within one second. */
function freeName(dir: string, name: string): string {
  let candidate = path.join(dir, name);
  for (let i = 2; fs.existsSync(candidate); i++) candidate = path.join(dir, `${name}-${i}`);
  return candidate;
}

/** Removes the oldest backups beyond `keep`; touches nothing that is not named like a backup. */
export function rotate(outDir: string, keep: number): string[] {
  const backups = fs
    .readdirSync(outDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && BACKUP_NAME.test(e.name))
    .map((e) => {
      const [, time, n] = BACKUP_NAME.exec(e.name)!;
      return { name: e.name, time, n: Number(n ?? 1) };
    })
    .sort((a, b) => (a.time === b.time ? a.n - b.n : a.time < b.time ? -1 : 1));
  const old = backups.slice(0, Math.max(0, backups.length - keep)).map((b) => path.join(outDir, b.name));
  for (const dir of old) fs.rmSync(dir, { recursive: true, force: true });
  return old;
}

/** A temporary folder left by a backup that was killed (its pid is gone) is removed. */
function removeAbandonedTemps(outDir: string): void {
  for (const name of fs.readdirSync(outDir)) {
    const match = TEMP_NAME.exec(name);
    if (match && !isProcessAlive(Number(match[1]))) fs.rmSync(path.join(outDir, name), { recursive: true, force: true });
  }
}

/** Ctrl-C or a kill during the backup removes the unfinished copy before exiting. */
function removeOnSignal(temp: string): () => void {
  const handler = (signal: NodeJS.Signals) => {
    fs.rmSync(temp, { recursive: true, force: true });
    process.stderr.write(`Error: backup interrupted by ${signal}; the unfinished copy was removed.\n`);
    process.exit(1);
  };
  process.once("SIGINT", handler);
  process.once("SIGTERM", handler);
  return () => {
    process.removeListener("SIGINT", handler);
    process.removeListener("SIGTERM", handler);
  };
}

function describeError(error: unknown): string {
  if (error instanceof CliError) return error.message;
  const code = errnoCode(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "ENOTDIR" || code === "EEXIST") return "the path, or a part of it, is a file, not a folder";
  if (code === "ENOSPC" || code === "SQLITE_FULL") return "the disk is full";
  if (code === "EROFS") return "the file system is read-only";
  return message;
}
