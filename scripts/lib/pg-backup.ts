/**
 * `npm run backup` on PostgreSQL (DATABASE_URL set): `pg_dump --format=custom` of the database into
 * backup-<UTC time>/app.dump, plus the uploads folder in uploads/, in the same folder scheme as SQLite's
 * backups (scripts/lib/backup-folder.ts: temporary name, renamed into place only after the checks,
 * rotation counting backups of either kind). The dump is accepted only if `pg_restore --list` reads it
 * and it holds the kysely_migration table.
 *
 * pg_dump and pg_restore (Debian's postgresql-client) get the address without its password; the password
 * goes in the PGPASSWORD environment variable, never on a command line (where `ps` shows it to everyone).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { withoutPassword } from "../../server/config";
import { assembleBackup, copyUploadsInto, finishBackup, prepareOutDir } from "./backup-folder";
import { CliError, formatBytes, formatCount, say } from "./cli";
import { listFiles, totalSize } from "./files";

export interface PgBackupOptions {
  databaseUrl: string;
  uploadsDir: string;
  outDir: string;
  keep: number;
}

export async function createPgBackup(options: PgBackupOptions): Promise<{ dir: string; removed: string[] }> {
  const started = performance.now();
  const { databaseUrl, uploadsDir, keep } = options;
  const outDir = path.resolve(options.outDir);
  const name = withoutPassword(databaseUrl)!;
  prepareOutDir(outDir, uploadsDir);

  const files = listFiles(uploadsDir);
  const uploadBytes = totalSize(files);
  let migrations: string[] = [];
  const final = await assembleBackup(
    outDir,
    async (temp) => {
      say(`Backing up ${name} and ${uploadsDir} (${formatCount(files.length)} files, ${formatBytes(uploadBytes)}) into ${outDir}`);
      const dump = path.join(temp, "app.dump");
      await pgDump(databaseUrl, dump);
      ({ migrations } = await checkDump(dump, `The dump of ${name}`));
      say(`Check of the dump: pg_restore reads it, kysely_migration present`);
      copyUploadsInto(uploadsDir, temp, files);
    },
    { onSignal: stopPgTools },
  );
  return finishBackup({ final, databaseFile: "app.dump", migrations, uploadFiles: files.length, uploadBytes, started, outDir, keep });
}

/** pg_dump --format=custom of the database into `file`. */
export async function pgDump(databaseUrl: string, file: string): Promise<void> {
  const target = libpqTarget(databaseUrl);
  await runPgTool("pg_dump", ["--format=custom", "--no-password", `--file=${file}`, `--dbname=${target.dbname}`], target, "pg_dump failed");
}

/**
 * Checks a custom-format dump: pg_restore can read its table of contents and it holds this application's
 * kysely_migration table. Answers the migration names it carries, in order, and its tables. `what` names
 * it in messages.
 */
export async function checkDump(file: string, what: string): Promise<{ migrations: string[]; tables: string[] }> {
  const { tables } = await readToc(file, what);
  if (!tables.some((t) => t.endsWith(".kysely_migration"))) {
    throw new CliError(`${what} is not a database of this application (it has no kysely_migration table).`);
  }
  return { migrations: await migrationsInDump(file, what), tables };
}

export interface DumpToc {
  /** schema.name of every table the dump creates. */
  tables: string[];
}

/** `pg_restore --list`: fails with a CliError when the file is not a dump pg_restore can read. */
export async function readToc(file: string, what: string): Promise<DumpToc> {
  const { stdout } = await runPgTool("pg_restore", ["--list", file], {}, `${what} is not a usable dump`);
  // Lines such as "214; 1259 16387 TABLE public kysely_migration crh".
  const tables = [...stdout.matchAll(/^\d+; \d+ \d+ TABLE (\S+) (\S+) /gm)].map(([, schema, table]) => `${schema}.${table}`);
  return { tables };
}

/** The kysely_migration rows of a dump (name column), read with pg_restore --data-only as COPY text. */
async function migrationsInDump(file: string, what: string): Promise<string[]> {
  const { stdout } = await runPgTool(
    "pg_restore",
    ["--data-only", "--table=kysely_migration", "--file=-", file],
    {},
    `Reading the migrations of ${what.toLowerCase()} failed`,
  );
  const lines = stdout.split("\n");
  const start = lines.findIndex((line) => /^COPY \S+\.kysely_migration \(.*\) FROM stdin;$/.test(line));
  if (start < 0) return [];
  const columns = /\((.*)\)/
    .exec(lines[start])![1]
    .split(",")
    .map((c) => c.trim().replace(/^"|"$/g, ""));
  const nameAt = columns.indexOf("name");
  if (nameAt < 0) throw new CliError(`${what} has a kysely_migration table without a name column.`);
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === "\\.") break;
    names.push(unescapeCopy(line.split("\t")[nameAt]));
  }
  return names.sort();
}

/** COPY's text format: backslash escapes (\t, \n, \\ ...). */
function unescapeCopy(value: string): string {
  const map: Record<string, string> = { t: "\t", n: "\n", r: "\r", b: "\b", f: "\f", v: "\v", "\\": "\\" };
  return value.replace(/\\(.)/g, (_m, c: string) => map[c] ?? c);
}

/**
 * How pg_dump and pg_restore reach the database: the address without its password (in the URL or as a
 * ?password= parameter), and the password in PGPASSWORD.
 */
export function libpqTarget(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  let password = url.password ? decodeURIComponent(url.password) : null;
  url.password = "";
  const inQuery = url.searchParams.get("password");
  if (inQuery !== null) {
    password ??= inQuery;
    url.searchParams.delete("password");
  }
  return { dbname: url.href, env: password === null ? {} : { PGPASSWORD: password } };
}

const running = new Set<ReturnType<typeof spawn>>();

/** Stops pg_dump / pg_restore started by this process (on Ctrl-C or a kill: nothing keeps writing). */
export function stopPgTools(): void {
  for (const child of running) child.kill("SIGTERM");
}

/**
 * Runs one of PostgreSQL's client programs; answers its output, or throws a CliError starting with
 * `failure` and the program's first error line. A missing program says which package has it.
 */
export async function runPgTool(
  program: "pg_dump" | "pg_restore",
  args: string[],
  target: { env?: Record<string, string> },
  failure: string,
): Promise<{ stdout: string; stderr: string }> {
  const child = spawn(program, args, { env: { ...process.env, ...target.env }, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  const result = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: NodeJS.ErrnoException }>((resolve) => {
    child.on("error", (error: NodeJS.ErrnoException) => resolve({ code: null, signal: null, error }));
    child.on("close", (code, signal) => resolve({ code, signal }));
  }).finally(() => running.delete(child));
  if (result.error?.code === "ENOENT") {
    throw new CliError(
      `${program} was not found; install Debian's postgresql-client package (apt-get install postgresql-client), of the server's major version or newer.`,
    );
  }
  if (result.error) throw new CliError(`${failure}: ${result.error.message}`);
  if (result.code !== 0) {
    const detail = firstErrorLine(stderr, target.env?.PGPASSWORD) || (result.signal ? `stopped by ${result.signal}` : `exit code ${result.code}`);
    throw new CliError(`${failure}: ${detail}`);
  }
  return { stdout, stderr };
}

/** The line that says what went wrong ("pg_dump: error: ..."), without the password should it appear. */
function firstErrorLine(stderr: string, password: string | undefined): string {
  const lines = stderr
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const line = lines.find((l) => /\berror:/.test(l)) ?? lines[0] ?? "";
  const withoutProgram = line.replace(/^(pg_dump|pg_restore): (error: )?/, "");
  return password ? withoutProgram.split(password).join("***") : withoutProgram;
}
