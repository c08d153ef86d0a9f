/**
 * What a backup folder is, whichever database it holds (app.db from SQLite, app.dump from PostgreSQL):
 * backup-<UTC time>/ with the database and uploads/, assembled under a temporary name (.tmp-backup-...)
 * in the same output folder, and renamed into place only once the caller has checked it; on any
 * failure, or Ctrl-C, the temporary folder is removed. Rotation counts backups of either kind.
 *
 * And what a restore does with the uploads: copy the backup's next to the live folder first, then swap
 * the folders by renames that are undone if one fails.
 */
import fs from "node:fs";
import path from "node:path";
import { isProcessAlive } from "../../db/server-lock";
import { CliError, errnoCode, fileTimestamp, formatBytes, formatCount, formatSeconds, say } from "./cli";
import { copyFiles, type FileEntry, isInside, listFiles, totalSize } from "./files";
import { startProgress } from "./progress";

const BACKUP_NAME = /^backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)(?:-(\d+))?$/;
const TEMP_NAME = /^\.tmp-backup-.*-(\d+)$/;

/**
 * Where backups are kept unless the command says otherwise: BACKUP_DIR, else the folder "backups" beside the database
 * file, where the server puts its own backup before a migration (./data/backups by default). `npm run backup` writes
 * there and `npm run doctor` looks there.
 */
export function backupDir(config: { databaseFile: string }, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.BACKUP_DIR?.trim() || path.join(path.dirname(config.databaseFile), "backups"));
}

/** Checks that the output folder can hold backups (creating it) and removes temporaries of killed runs. */
export function prepareOutDir(outDir: string, uploadsDir: string): void {
  if (isInside(outDir, uploadsDir)) throw new CliError(`The output folder ${outDir} is inside the uploads folder; choose another one.`);
  try {
    fs.mkdirSync(outDir, { recursive: true });
    fs.accessSync(outDir, fs.constants.W_OK);
  } catch (error) {
    throw new CliError(`Cannot write to the output folder ${outDir}: ${describeError(error)}`);
  }
  removeAbandonedTemps(outDir);
}

/**
 * Runs `fill` on a new temporary folder in outDir and renames the folder to backup-<stamp> (or -2, -3,
 * ...) once it returns; the temporary folder never outlives the call. `onSignal` runs first on Ctrl-C
 * or a kill (to stop a child process writing into the folder). Returns the final folder.
 */
export async function assembleBackup(
  outDir: string,
  fill: (temp: string) => Promise<void>,
  options: { stamp?: string; onSignal?: () => void } = {},
): Promise<string> {
  const stamp = options.stamp ?? fileTimestamp();
  const temp = path.join(outDir, `.tmp-backup-${stamp}-${process.pid}`);
  const stopOnSignal = removeOnSignal(temp, "backup", options.onSignal);
  try {
    try {
      fs.mkdirSync(temp);
    } catch (error) {
      throw new CliError(`Cannot write to the output folder ${outDir}: ${describeError(error)}`);
    }
    await fill(temp);
    const final = freeName(outDir, `backup-${stamp}`);
    try {
      fs.renameSync(temp, final);
    } catch (error) {
      throw new CliError(`Could not move the finished backup into place: ${describeError(error)}`);
    }
    return final;
  } finally {
    stopOnSignal();
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/** Copies the listed upload files into <temp>/uploads with a progress bar; a missing folder gives an empty one. */
export function copyUploadsInto(uploadsDir: string, temp: string, files: FileEntry[]): void {
  if (!fs.existsSync(uploadsDir)) say(`No uploads folder at ${uploadsDir}; the backup gets an empty uploads/ folder.`);
  copyWithProgress(uploadsDir, path.join(temp, "uploads"), files);
}

/** The uploads/ folder beside a backup's database file, if there is one. */
export function uploadsBeside(databaseCopy: string): string | null {
  const uploads = path.join(path.dirname(databaseCopy), "uploads");
  return fs.existsSync(uploads) && fs.statSync(uploads).isDirectory() ? uploads : null;
}

/** Copies a backup's uploads next to the live folder (as `staged`); answers the number of files. */
export function stageUploads(backupUploads: string, staged: string): number {
  const files = listFiles(backupUploads);
  copyWithProgress(backupUploads, staged, files);
  return files.length;
}

function copyWithProgress(from: string, to: string, files: FileEntry[]): void {
  const bar = startProgress("Uploads ", totalSize(files), "", formatBytes);
  try {
    copyFiles(from, to, files, (copied) => bar.update(copied));
  } catch (error) {
    throw new CliError(`Copying the uploads failed: ${describeError(error)}`);
  } finally {
    bar.stop();
  }
}

/**
 * Renames each pair in order. Renames within one folder are atomic; if one fails half-way, the ones
 * already done are undone (so the current data is as it was) and the error is thrown. Answers an undo
 * for the caller, should a later step fail.
 */
export function renameAll(moves: [from: string, to: string][]): () => void {
  const done: [string, string][] = [];
  const undo = () => {
    for (const [from, to] of done.splice(0).reverse()) fs.renameSync(to, from);
  };
  try {
    for (const [from, to] of moves) {
      fs.renameSync(from, to);
      done.push([from, to]);
    }
  } catch (error) {
    undo();
    throw new CliError(`Putting the restored files in place failed (${describeError(error)}); the current data was left as it was.`);
  }
  return undo;
}

/** The wanted name, or name-2, name-3, ... (before `extension`) when two are made within one second. */
export function freeName(dir: string, name: string, extension = ""): string {
  let candidate = path.join(dir, name + extension);
  for (let i = 2; fs.existsSync(candidate); i++) candidate = path.join(dir, `${name}-${i}${extension}`);
  return candidate;
}

/**
 * Reports a finished backup (its database file, the schema it carries, the uploads, the time taken) and
 * removes the oldest ones beyond `keep`.
 */
export function finishBackup(o: {
  final: string;
  databaseFile: string;
  migrations: string[];
  uploadFiles: number;
  uploadBytes: number;
  started: number;
  outDir: string;
  keep: number;
}): { dir: string; removed: string[] } {
  say(`Backup written: ${o.final}`);
  say(
    `  ${o.databaseFile} ${formatBytes(fs.statSync(path.join(o.final, o.databaseFile)).size)} (schema ${o.migrations.at(-1) ?? "empty"}), ` +
      `uploads ${formatCount(o.uploadFiles)} files ${formatBytes(o.uploadBytes)}, in ${formatSeconds(performance.now() - o.started)}`,
  );
  const removed = rotate(o.outDir, o.keep);
  for (const dir of removed) say(`Removed old backup ${dir}`);
  return { dir: o.final, removed };
}

/** The backup folders in outDir (named backup-<UTC time>[-n]), oldest first, with the time each was taken. */
export function listBackups(outDir: string): { dir: string; takenAt: Date }[] {
  if (!fs.existsSync(outDir)) return [];
  return fs
    .readdirSync(outDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && BACKUP_NAME.test(e.name))
    .map((e) => {
      const [, time, n] = BACKUP_NAME.exec(e.name)!;
      return { name: e.name, time, n: Number(n ?? 1) };
    })
    .sort((a, b) => (a.time === b.time ? a.n - b.n : a.time < b.time ? -1 : 1))
    .map((b) => ({ dir: path.join(outDir, b.name), takenAt: new Date(b.time.replace(/T(\d{2})-(\d{2})-(\d{2})Z$/, "T$1:$2:$3Z")) }));
}

/** Removes the oldest backups beyond `keep`; touches nothing that is not named like a backup. */
export function rotate(outDir: string, keep: number): string[] {
  const backups = listBackups(outDir);
  const old = backups.slice(0, Math.max(0, backups.length - keep)).map((b) => b.dir);
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

/** Ctrl-C or a kill during the work removes the unfinished file or folder before exiting. */
export function removeOnSignal(temp: string, what: string, onSignal?: () => void): () => void {
  const handler = (signal: NodeJS.Signals) => {
    onSignal?.();
    fs.rmSync(temp, { recursive: true, force: true });
    process.stderr.write(`Error: ${what} interrupted by ${signal}; the unfinished copy was removed.\n`);
    process.exit(1);
  };
  process.once("SIGINT", handler);
  process.once("SIGTERM", handler);
  return () => {
    process.removeListener("SIGINT", handler);
    process.removeListener("SIGTERM", handler);
  };
}

export function describeError(error: unknown): string {
  if (error instanceof CliError) return error.message;
  const code = errnoCode(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "ENOTDIR" || code === "EEXIST") return "the path, or a part of it, is a file, not a folder";
  if (code === "ENOSPC" || code === "SQLITE_FULL") return "the disk is full";
  if (code === "EROFS") return "the file system is read-only";
  return message;
}
