/**
 * Support for the command-line tool tests: the tools run as real child processes (node --import tsx)
 * against temporary data folders, exactly as an operator runs them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface DataDir {
  dir: string;
  databaseFile: string;
  uploadsDir: string;
  env: Record<string, string>;
}

const made: string[] = [];

/** A fresh temporary folder with data/app.db and data/uploads paths (not created). */
export function makeDataDir(prefix = "crh-cli-"): DataDir {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  const databaseFile = path.join(dir, "data", "app.db");
  const uploadsDir = path.join(dir, "data", "uploads");
  return { dir, databaseFile, uploadsDir, env: { DATABASE_FILE: databaseFile, UPLOADS_DIR: uploadsDir } };
}

export function removeDataDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** A shell prefix that wraps the command (e.g. "ulimit -f 64; exec"). */
  shellPrefix?: string;
  /** Modules preloaded with `node --import` (e.g. an observer of the process's SQLite connections). */
  imports?: string[];
}

/**
 * The built copy of a tool or the server (dist/server/…/<name>.js, what a release runs) when npm test has just
 * built it (CLI_FROM_BUILD=1, set by scripts/test-all.mjs after its build): plain node starts it in a third of
 * the time tsx takes to compile the source, and the tools run some eighty times. Otherwise, and when a test
 * preloads modules of its own into the process, the TypeScript source through tsx, so a change is live at once.
 */
function builtCopy(script: string, options: CliOptions): string | null {
  if (process.env.CLI_FROM_BUILD !== "1" || options.imports?.length) return null;
  const built = path.join("dist", "server", script.replace(/\.ts$/, ".js"));
  return fs.existsSync(path.join(ROOT, built)) ? built : null;
}

/** Starts `scripts/<name>.ts` (or a path such as server/main.ts) as a child process. */
export function startCli(name: string, args: string[], env: Record<string, string>, options: CliOptions = {}): ChildProcess {
  const script = name.includes("/") ? name : path.join("scripts", `${name}.ts`);
  const built = builtCopy(script, options);
  const argv = built
    ? [process.execPath, built, ...args]
    : [process.execPath, "--import", "tsx", ...(options.imports ?? []).flatMap((m) => ["--import", m]), script, ...args];
  const childEnv = { ...process.env, NODE_ENV: "test", ...env };
  if (options.shellPrefix) {
    const quoted = argv.map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
    return spawn("/bin/sh", ["-c", `${options.shellPrefix} ${quoted}`], { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  }
  return spawn(argv[0], argv.slice(1), { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
}

export function finished(child: ChildProcess): Promise<CliResult> {
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => (stdout += d));
  child.stderr?.on("data", (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

export function runCli(name: string, args: string[], env: Record<string, string>, options: CliOptions = {}): Promise<CliResult> {
  return finished(startCli(name, args, env, options));
}

/** Resolves once the child has printed a line matching `pattern` on standard output. */
export function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; output so far: ${seen}`)), timeoutMs);
    child.stdout?.on("data", (d) => {
      seen += d;
      const match = pattern.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before printing ${pattern}; output: ${seen}`));
    });
  });
}

/** A failure is one line on standard error and no stack trace. */
export function isOneCleanLine(stderr: string): boolean {
  const lines = stderr.trimEnd().split("\n");
  return lines.length === 1 && lines[0].startsWith("Error: ") && !/\n\s+at /.test(stderr);
}

export function openDb(file: string, readonly = true): SQLite.Database {
  return new SQLite(file, { readonly, fileMustExist: true });
}

/** The columns of every table, in their order (to read a later database as an earlier one saw it). */
export function tableColumns(file: string): Record<string, string[]> {
  const db = openDb(file);
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[];
    return Object.fromEntries(tables.map(({ name }) => [name, (db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string }[]).map((c) => c.name)]));
  } finally {
    db.close();
  }
}

/**
 * Row count and SHA-256 of every row for every table (rows sorted, so tables WITHOUT ROWID count too). With `columns`,
 * a table named there is read through those columns only: a migration that adds a column keeps every earlier value.
 */
export function tableChecksums(file: string, columns?: Record<string, string[]>): Record<string, { rows: number; sha: string }> {
  const db = openDb(file);
  try {
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]
    ).map((t) => t.name);
    const result: Record<string, { rows: number; sha: string }> = {};
    for (const table of tables) {
      const hash = createHash("sha256");
      const selected = columns?.[table]?.map((column) => `"${column}"`).join(", ") ?? "*";
      const rows = (db.prepare(`SELECT ${selected} FROM "${table}"`).all() as unknown[]).map((row) => JSON.stringify(row)).sort();
      for (const row of rows) hash.update(row);
      result[table] = { rows: rows.length, sha: hash.digest("hex") };
    }
    return result;
  } finally {
    db.close();
  }
}

/** SHA-256 of every file under a folder, by relative path. */
export function fileDigests(root: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else result[path.relative(root, full)] = createHash("sha256").update(fs.readFileSync(full)).digest("hex");
    }
  };
  if (fs.existsSync(root)) walk(root);
  return result;
}

/** The "Backup written: DIR" line of a backup run. */
export function backupDirOf(stdout: string): string {
  const match = /^Backup written: (.+)$/m.exec(stdout);
  if (!match) throw new Error(`no "Backup written" line in:\n${stdout}`);
  return match[1].trim();
}

export function count(file: string, sql: string): number {
  const db = openDb(file);
  try {
    return Number(Object.values(db.prepare(sql).get() as Record<string, unknown>)[0]);
  } finally {
    db.close();
  }
}

/** A port nothing listens on (the system's choice, released at once) for a server a test starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
