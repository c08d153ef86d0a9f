/**
 * One backup = one folder backup-<UTC time>/ holding app.db and uploads/. It is assembled under a
 * temporary name (.tmp-backup-...) in the same output folder, checked, and only then renamed into
 * place, so a backup that exists under a real name is always complete. On any failure the temporary
 * folder is removed (scripts/lib/backup-folder.ts, shared with PostgreSQL's backup in pg-backup.ts).
 *
 * While the server runs, the database copy is SQLite's online backup API (better-sqlite3's db.backup) reading
 * from one read transaction held for the whole copy: every step then sees the same snapshot, the copy never
 * restarts however busy the live server is, and the server keeps writing meanwhile (WAL readers block no one).
 * That copy is the same data but not the same bytes (SQLite renumbers the schema cookie of a copy).
 *
 * With the server stopped, the copy is the database file itself, byte for byte (copyStoppedDatabase): what
 * a restore puts back is then exactly the file the server left, which is what an upgrade's rollback needs
 * (scripts/deploy/upgrade.sh takes its backup after stopping the server).
 */
import fs from "node:fs";
import path from "node:path";
import { openSqlite } from "../../db/open";
import { acquireServerLock, DatabaseInUseError, readServerLock } from "../../db/server-lock";
import { assembleBackup, copyUploadsInto, describeError, finishBackup, prepareOutDir } from "./backup-folder";
import { CliError, formatBytes, formatCount, say } from "./cli";
import { appliedMigrationNames, integrityProblems } from "./database";
import { listFiles, totalSize } from "./files";
import { type Progress, startProgress } from "./progress";

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
  prepareOutDir(outDir, uploadsDir);

  const files = listFiles(uploadsDir);
  const uploadBytes = totalSize(files);
  let migrations: string[] = [];
  const final = await assembleBackup(outDir, async (temp) => {
    say(
      `Backing up ${databaseFile} (${formatBytes(fs.statSync(databaseFile).size)}) and ${uploadsDir} ` +
        `(${formatCount(files.length)} files, ${formatBytes(uploadBytes)}) into ${outDir}`,
    );
    const copy = path.join(temp, "app.db");
    const copiedAsItIs = copyStoppedDatabase(databaseFile, copy);
    if (copiedAsItIs) migrations = copiedAsItIs;
    else {
      await copyDatabase(databaseFile, copy);
      migrations = checkCopy(copy);
    }
    copyUploadsInto(uploadsDir, temp, files);
  });
  return finishBackup({ final, databaseFile: "app.db", migrations, uploadFiles: files.length, uploadBytes, started, outDir, keep });
}

/**
 * The file itself when no server uses the database: the server lock is taken (so none starts meanwhile), the
 * WAL is checkpointed into the file and emptied, and the file is copied inside one read transaction begun on
 * that empty WAL. SQLite lets no checkpoint write into the file while such a reader is open, so a command-line
 * tool writing meanwhile cannot tear the copy. The file is checked (integrity_check) in that same snapshot and
 * the copy compared with it byte for byte. Answers the migrations it carries, or null when a server holds the
 * lock or a write slipped in before the snapshot: the online backup is taken instead.
 */
function copyStoppedDatabase(databaseFile: string, copy: string): string[] | null {
  if (readServerLock(databaseFile)?.alive) return null;
  let release: () => void;
  try {
    release = acquireServerLock(databaseFile);
  } catch (error) {
    if (error instanceof DatabaseInUseError) return null;
    throw error;
  }
  try {
    let source: ReturnType<typeof openSqlite>;
    try {
      source = openSqlite(databaseFile);
    } catch (error) {
      throw new CliError(`Cannot open the database ${databaseFile}: ${describeError(error)}`);
    }
    try {
      source.pragma("wal_checkpoint(TRUNCATE)");
      source.exec("BEGIN");
      source.prepare("SELECT count(*) FROM sqlite_master").get();
      if (walBytes(databaseFile) > 0) return null;
      const problems = integrityProblems(source);
      if (problems.length) throw new CliError(`The database failed PRAGMA integrity_check: ${problems[0]}`);
      try {
        fs.copyFileSync(databaseFile, copy);
      } catch (error) {
        throw new CliError(`Copying the database failed: ${describeError(error)}`);
      }
      if (!sameBytes(copy, databaseFile)) throw new CliError("Copying the database failed: the copy differs from the file.");
      say("The server is stopped: the database file was copied as it is. Integrity check: ok");
      return appliedMigrationNames(source) ?? [];
    } finally {
      if (source.inTransaction) source.exec("COMMIT");
      source.close();
    }
  } finally {
    release();
  }
}

/** Compares two files a megabyte at a time (a database may be larger than the memory to spare). */
function sameBytes(a: string, b: string): boolean {
  const [fa, fb] = [fs.openSync(a, "r"), fs.openSync(b, "r")];
  try {
    if (fs.fstatSync(fa).size !== fs.fstatSync(fb).size) return false;
    const [ba, bb] = [Buffer.alloc(1 << 20), Buffer.alloc(1 << 20)];
    for (;;) {
      const n = fs.readSync(fa, ba, 0, ba.length, null);
      if (fs.readSync(fb, bb, 0, bb.length, null) !== n || !ba.subarray(0, n).equals(bb.subarray(0, n))) return false;
      if (n === 0) return true;
    }
  } finally {
    fs.closeSync(fa);
    fs.closeSync(fb);
  }
}

function walBytes(databaseFile: string): number {
  try {
    return fs.statSync(`${databaseFile}-wal`).size;
  } catch {
    return 0;
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
