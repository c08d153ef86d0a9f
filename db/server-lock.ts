/**
 * "Who is using this database?" A lock file `${databaseFile}.lock` holds the pid of the process that owns
 * the database (the server, or `npm run restore` while it swaps files). SQLite itself happily lets many
 * processes share a file, so this is what lets restore refuse to pull the file from under a live server,
 * and a server refuse to start in the middle of a restore.
 *
 * A lock whose pid is no longer alive (a crash, a kill -9, a reboot) is stale and is taken over.
 */
import fs from "node:fs";
import path from "node:path";

export interface LockHolder {
  pid: number;
  alive: boolean;
  file: string;
}

export class DatabaseInUseError extends Error {
  constructor(
    readonly databaseFile: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The database ${databaseFile} is in use by process ${pid} (lock file ${lockFile}). ` +
        `Stop that process first; if it is not running any more, delete the lock file.`,
    );
    this.name = "DatabaseInUseError";
  }
}

export function lockFileFor(databaseFile: string): string {
  return `${path.resolve(databaseFile)}.lock`;
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The current holder of the lock, or null when there is no lock file. */
export function readServerLock(databaseFile: string): LockHolder | null {
  const file = lockFileFor(databaseFile);
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const pid = Number.parseInt(text.trim(), 10);
  // An unreadable pid cannot be checked; treat it as stale rather than blocking the operator forever.
  if (!Number.isInteger(pid) || pid <= 0) return { pid: 0, alive: false, file };
  return { pid, alive: pid === process.pid || isProcessAlive(pid), file };
}

/**
 * Takes the lock for this process, or throws DatabaseInUseError when a live process holds it.
 * Returns release(), which is also run on process exit; releasing twice is harmless.
 */
export function acquireServerLock(databaseFile: string): () => void {
  const file = lockFileFor(databaseFile);
  fs.mkdirSync(path.dirname(file), { recursive: true });

  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(file)) return releaser(file);
    const holder = readServerLock(databaseFile);
    if (holder === null) continue; // released between our two looks: try again
    // Our own pid: a previous run in a container that always gets the same pid, so the lock is ours.
    if (holder.pid === process.pid) return releaser(file);
    if (holder.alive) throw new DatabaseInUseError(path.resolve(databaseFile), holder.pid, file);
    fs.rmSync(file, { force: true }); // stale
  }
  throw new Error(`Could not take the lock file ${file}; another process keeps changing it.`);
}

/** Creates the lock file with our pid in one atomic step, so a reader never sees it half written. */
function tryCreate(file: string): boolean {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${process.pid}\n`);
  try {
    fs.linkSync(temp, file); // fails with EEXIST when someone holds the lock
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function releaser(file: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener("exit", release);
    try {
      // Only remove the file while it is still ours.
      if (Number.parseInt(fs.readFileSync(file, "utf8").trim(), 10) === process.pid) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.on("exit", release);
  return release;
}
