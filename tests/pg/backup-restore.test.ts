/**
 * `npm run backup` and `npm run restore` on PostgreSQL (issue #16): pg_dump into backup-<time>/app.dump
 * with the uploads beside it, rotation, and a restore that checks everything before it touches the
 * database. Runs under `npm run test:pg` (tests/pg needs TEST_DATABASE_URL). The databases are read
 * through short-lived connections: restore refuses while other sessions are connected.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DB, openPostgres } from "../../db/open";
import { backupDirOf, type CliResult, type DataDir, fileDigests, isOneCleanLine, makeDataDir, removeDataDirs, runCli } from "../api/cli-support";
import { freshPostgresDatabase, type FreshPostgresDatabase } from "../support/postgres";

let data: DataDir;
let source: FreshPostgresDatabase;
let env: Record<string, string>;
const databases: FreshPostgresDatabase[] = [];
/** Every run of a tool, to check that none printed a password. */
const outputs: CliResult[] = [];
const passwords = new Set<string>();

async function database(): Promise<FreshPostgresDatabase> {
  const made = await freshPostgresDatabase();
  databases.push(made);
  passwords.add(decodeURIComponent(new URL(made.url).password));
  return made;
}

async function run(tool: string, args: string[], toolEnv: Record<string, string>): Promise<CliResult> {
  const result = await runCli(tool, args, toolEnv);
  outputs.push(result);
  return result;
}

/** A query on its own connection, closed at once (an open pool would count as a connected session). */
async function withDb<T>(url: string, work: (db: DB) => Promise<T>): Promise<T> {
  const opened = openPostgres(url, { max: 1 });
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}

const COUNTED = ["users", "hubs", "events", "resources", "announcements", "kysely_migration"] as const;

/** Row counts of a few tables, one specific row, and how many tables there are. */
async function snapshot(url: string) {
  return withDb(url, async (db) => {
    const counts: Record<string, number> = {};
    for (const table of COUNTED) {
      counts[table] = (await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0].n;
    }
    const firstEvent = await db.selectFrom("events").selectAll().orderBy("id").limit(1).executeTakeFirst();
    const tables = (await sql<{ n: number }>`SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'`.execute(db)).rows[0].n;
    return { counts, firstEvent, tables };
  });
}

async function addAnnouncement(url: string, title: string): Promise<void> {
  await withDb(url, (db) => db.insertInto("announcements").values({ title, content: "written after the backup" }).execute());
}

async function announcementTitles(url: string): Promise<string[]> {
  return withDb(url, async (db) => (await db.selectFrom("announcements").select("title").execute()).map((r) => r.title));
}

/** The files beside the backups and beside the uploads folder: a refused restore changes neither. */
function filesAround(backupDir: string): { backups: string[]; data: string[]; uploads: Record<string, string> } {
  return {
    backups: fs.readdirSync(path.dirname(backupDir)).sort(),
    data: fs.readdirSync(path.dirname(data.uploadsDir)).sort(),
    uploads: fileDigests(data.uploadsDir),
  };
}

/** A restore that must be refused: exit code 1, one clean line, no file changed. Answers its message. */
async function refusedRestore(args: string[]): Promise<string> {
  const around = filesAround(args[0]!);
  const result = await run("restore", args, env);
  expect(result.code).toBe(1);
  expect(isOneCleanLine(result.stderr)).toBe(true);
  expect(filesAround(args[0]!)).toEqual(around);
  return result.stderr;
}

beforeAll(async () => {
  data = makeDataDir("crh-pg-backup-");
  source = await database();
  env = { ...data.env, DATABASE_URL: source.url };
  // The demo's own image files go elsewhere: the uploads folder holds exactly the two files below.
  const seeded = await run("seed", ["--demo"], { ...env, UPLOADS_DIR: path.join(data.dir, "demo-uploads") });
  expect(seeded.code, seeded.stderr).toBe(0);
  fs.mkdirSync(path.join(data.uploadsDir, "images", "2026"), { recursive: true });
  fs.writeFileSync(path.join(data.uploadsDir, "images", "2026", "drawing.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  fs.writeFileSync(path.join(data.uploadsDir, "notes.txt"), "kept with the backup");
});
afterAll(async () => {
  for (const made of databases) await made.close();
  removeDataDirs();
});

describe("npm run backup on PostgreSQL", () => {
  it("writes backup-<time>/ with app.dump and the uploads, and names the database without its password", async () => {
    const out = path.join(data.dir, "backups-one");
    const result = await run("backup", ["--out", out], env);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const shown = source.url.replace(/:[^:@/]*@/, ":***@");
    expect(result.stdout).toContain(`Backing up ${shown} and ${data.uploadsDir} (2 files`);
    const dir = backupDirOf(result.stdout);
    expect(path.basename(dir)).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    expect(fs.readdirSync(dir).sort()).toEqual(["app.dump", "uploads"]);
    expect(fs.readFileSync(path.join(dir, "app.dump")).subarray(0, 5).toString()).toBe("PGDMP"); // custom format
    expect(fileDigests(path.join(dir, "uploads"))).toEqual(fileDigests(data.uploadsDir));
    expect(Object.keys(fileDigests(data.uploadsDir))).toHaveLength(2);
    expect(result.stdout).toMatch(/app\.dump \d+(\.\d)? KB \(schema \d{4}_\w+\), uploads 2 files/);
    expect(fs.readdirSync(out)).toEqual([path.basename(dir)]); // no temporary folder left
  });

  it("--keep 2 after three backups keeps the two newest, and leaves other files alone", async () => {
    const out = path.join(data.dir, "backups-rotation");
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, "notes.txt"), "not a backup: never touched");
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await run("backup", ["--out", out, "--keep", "2"], env);
      expect(result.code, result.stderr).toBe(0);
      made.push(path.basename(backupDirOf(result.stdout)));
    }
    expect(new Set(made).size).toBe(3);
    expect(fs.readdirSync(out).sort()).toEqual([...made.slice(1), "notes.txt"].sort());
  });

  it("passes the password to pg_dump in PGPASSWORD, never on its command line", async () => {
    const bin = path.join(data.dir, "bin");
    fs.mkdirSync(bin);
    const log = path.join(data.dir, "pg_dump-args.txt");
    const pgDump = path.join(bin, "pg_dump");
    fs.writeFileSync(
      pgDump,
      `#!/bin/sh\nprintf 'arg %s\\n' "$@" > "${log}"\n[ -n "$PGPASSWORD" ] && echo "PGPASSWORD set" >> "${log}"\nexec /usr/bin/pg_dump "$@"\n`,
    );
    fs.chmodSync(pgDump, 0o755);
    const result = await run("backup", ["--out", path.join(data.dir, "backups-wrapped")], { ...env, PATH: `${bin}:${process.env.PATH}` });
    expect(result.code, result.stderr).toBe(0);
    const seen = fs.readFileSync(log, "utf8");
    expect(seen).toContain("arg --format=custom");
    expect(seen).toContain("PGPASSWORD set");
    for (const password of passwords) expect(seen).not.toContain(password);
  });

  it("without pg_dump: one line naming Debian's postgresql-client, and nothing written", async () => {
    const out = path.join(data.dir, "backups-no-client");
    const result = await run("backup", ["--out", out], { ...env, PATH: path.join(data.dir, "no-such-bin") });
    expect(result.code).toBe(1);
    expect(isOneCleanLine(result.stderr)).toBe(true);
    expect(result.stderr).toContain("pg_dump was not found; install Debian's postgresql-client");
    expect(fs.readdirSync(out)).toEqual([]);
  });
});

describe("npm run restore on PostgreSQL", () => {
  let backupDir: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    const result = await run("backup", ["--out", path.join(data.dir, "backups")], env);
    expect(result.code, result.stderr).toBe(0);
    backupDir = backupDirOf(result.stdout);
    before = await snapshot(source.url);
    expect(before.counts.events).toBeGreaterThan(3);
  });

  it("into a fresh, empty database brings back the rows and the uploads; new rows continue the ids", async () => {
    const fresh = await database();
    const uploads = path.join(data.dir, "fresh-uploads");
    const result = await run("restore", [backupDir], { DATABASE_URL: fresh.url, DATABASE_FILE: path.join(data.dir, "unused.db"), UPLOADS_DIR: uploads });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Restored the database to ${fresh.url.replace(/:[^:@/]*@/, ":***@")}; no migration was pending`);
    expect(result.stdout).toContain("Restored 2 upload files to");
    expect(result.stdout).not.toContain("before-restore"); // nothing to keep from an empty database
    expect(await snapshot(fresh.url)).toEqual(before);
    expect(fileDigests(uploads)).toEqual(fileDigests(data.uploadsDir));
    await addAnnouncement(fresh.url, "first after the restore"); // the identity sequences came back too
    expect(fs.existsSync(path.join(data.dir, "unused.db"))).toBe(false);
  });

  it("over a database with content: refused without --force, and nothing is written", async () => {
    await addAnnouncement(source.url, "written after the backup");
    expect(await refusedRestore([backupDir])).toMatch(/already has content \(\d+ tables\); add --force to replace it/);
    expect(await announcementTitles(source.url)).toContain("written after the backup");
  });

  it("refused while another session is connected: stop the app servers first", async () => {
    const client = new pg.Client({ connectionString: source.url, application_name: "childrens-platform" });
    await client.connect();
    try {
      const message = await refusedRestore([backupDir, "--force"]);
      expect(message).toContain("1 other session(s) are connected to");
      expect(message).toContain("(childrens-platform from 127.0.0.1); stop the app servers first.");
    } finally {
      await client.end();
    }
    expect(await announcementTitles(source.url)).toContain("written after the backup");
  });

  it("refused when the database has a table the backup lacks (pg_restore --clean would leave it behind)", async () => {
    await withDb(source.url, (db) => sql`CREATE TABLE left_behind (id integer)`.execute(db));
    try {
      const message = await refusedRestore([backupDir, "--force"]);
      expect(message).toContain("has tables that");
      expect(message).toContain("(public.left_behind)");
    } finally {
      await withDb(source.url, (db) => sql`DROP TABLE left_behind`.execute(db));
    }
  });

  it("with --force: the database is dumped first (kept), the later row is gone, the uploads are swapped", async () => {
    fs.writeFileSync(path.join(data.uploadsDir, "after-backup.txt"), "uploaded after the backup");
    const uploadsBefore = fileDigests(data.uploadsDir);
    const result = await run("restore", [backupDir, "--force"], env);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(await announcementTitles(source.url)).not.toContain("written after the backup");
    expect(await snapshot(source.url)).toEqual(before);

    const safety = /^The previous database was dumped to (.+)$/m.exec(result.stdout)?.[1];
    expect(safety).toBeTruthy();
    expect(path.dirname(safety!)).toBe(path.dirname(backupDir));
    expect(path.basename(safety!)).toMatch(/^before-restore-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.dump$/);
    expect(fs.readFileSync(safety!).subarray(0, 5).toString()).toBe("PGDMP");
    // The safety dump holds the database as it was: restored into a new one, the later row is there.
    const check = await database();
    const back = await run("restore", [safety!], { DATABASE_URL: check.url, UPLOADS_DIR: path.join(data.dir, "check-uploads") });
    expect(back.code, back.stderr).toBe(0);
    expect(await announcementTitles(check.url)).toContain("written after the backup");

    expect(fileDigests(data.uploadsDir)).toEqual(fileDigests(path.join(backupDir, "uploads")));
    const aside = /^The previous uploads were moved to (.+)$/m.exec(result.stdout)?.[1];
    expect(fileDigests(aside!)).toEqual(uploadsBefore);
    expect(fs.readdirSync(path.dirname(data.uploadsDir)).filter((n) => n.includes(".restoring-"))).toEqual([]);

    // A backup rotation never removes the safety dump.
    const rotated = await run("backup", ["--out", path.dirname(backupDir), "--keep", "1"], env);
    expect(rotated.code, rotated.stderr).toBe(0);
    expect(fs.existsSync(safety!)).toBe(true);
  });

  it("a dump carrying a migration unknown to this code is refused, and nothing is written", async () => {
    const newer = await database();
    const newerEnv = { ...env, DATABASE_URL: newer.url };
    expect((await run("migrate", [], newerEnv)).code).toBe(0);
    await withDb(newer.url, (db) =>
      db
        .insertInto("kysely_migration" as never)
        .values({ name: "9999_from_the_future", timestamp: new Date().toISOString() } as never)
        .execute(),
    );
    const made = await run("backup", ["--out", path.join(data.dir, "backups-newer")], newerEnv);
    expect(made.code, made.stderr).toBe(0);

    const empty = await database();
    const uploads = path.join(data.dir, "newer-uploads");
    const around = fs.readdirSync(data.dir).sort();
    const result = await run("restore", [backupDirOf(made.stdout), "--force"], { DATABASE_URL: empty.url, UPLOADS_DIR: uploads });
    expect(result.code).toBe(1);
    expect(isOneCleanLine(result.stderr)).toBe(true);
    expect(result.stderr).toContain("has a newer schema than this code (unknown migrations: 9999_from_the_future); update the code first.");
    expect(
      await withDb(empty.url, async (db) => (await sql<{ n: number }>`SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'`.execute(db)).rows[0].n),
    ).toBe(0);
    expect(fs.readdirSync(data.dir).sort()).toEqual(around);
    expect(fs.readdirSync(path.join(data.dir, "backups-newer")).filter((n) => n.startsWith("before-restore"))).toEqual([]);

    // Over a database with content and --force too: refused before the safety dump or anything else.
    const around2 = filesAround(backupDirOf(made.stdout));
    const over = await run("restore", [backupDirOf(made.stdout), "--force"], env);
    expect(over.code).toBe(1);
    expect(over.stderr).toContain("9999_from_the_future");
    expect(filesAround(backupDirOf(made.stdout))).toEqual(around2);
    expect(await snapshot(source.url)).toEqual(before);
  });

  it("an SQLite backup folder is pointed to the SQLite restore and migrate-data", async () => {
    const sqliteBackup = path.join(data.dir, "backup-sqlite");
    fs.mkdirSync(sqliteBackup);
    fs.writeFileSync(path.join(sqliteBackup, "app.db"), "");
    const result = await run("restore", [sqliteBackup], env);
    expect(result.code).toBe(1);
    expect(isOneCleanLine(result.stderr)).toBe(true);
    expect(result.stderr).toContain("is a backup of an SQLite database (app.db); DATABASE_URL is set.");
  });
});

describe("no output of the tools", () => {
  it("contains a password", () => {
    expect(outputs.length).toBeGreaterThan(3);
    for (const { stdout, stderr } of outputs) {
      for (const password of passwords) {
        expect(stdout).not.toContain(password);
        expect(stderr).not.toContain(password);
      }
    }
  });
});
