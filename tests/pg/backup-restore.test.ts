/**
 * `npm run backup` and `npm run restore` on PostgreSQL (issue #16): pg_dump into backup-<time>/app.dump
 * with the uploads beside it, rotation, and a restore that checks everything before it touches the
 * database. Runs under `npm run test:pg` (tests/pg needs TEST_DATABASE_URL). The databases are read
 * through short-lived connections: restore refuses while other sessions are connected.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
