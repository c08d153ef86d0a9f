import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  backupDirOf,
  count,
  fileDigests,
  freePort,
  isOneCleanLine,
  makeDataDir,
  openDb,
  removeDataDirs,
  ROOT,
  runCli,
  startCli,
  tableChecksums,
  waitForOutput,
} from "./cli-support";

afterAll(removeDataDirs);

/**
 * A writer busier than any real server: one committed insert after another, with no pause at all. An
 * online backup that does not read from one snapshot restarts after every commit and never finishes.
 */
const INSERTER = `
const Database = require("better-sqlite3");
const db = new Database(process.argv[1]);
db.pragma("busy_timeout = 5000");
const insert = db.prepare("INSERT INTO announcements (title, content) VALUES (?, 'written during the backup')");
for (let n = 1; ; n++) {
  insert.run("row " + n);
  if (n % 400 === 0) console.log("committed " + n); // pipes are written synchronously on Linux
}
`;

describe("npm run backup", () => {
  it("copies a database that another process keeps writing to: consistent, and holding every row committed before it began", async () => {
    const data = makeDataDir();
    // Big enough (about 2,700 pages) that the copy takes several steps while the writer commits.
    expect((await runCli("seed", ["--scale", "2000"], data.env)).code).toBe(0);
    const writer = spawn(process.execPath, ["-e", INSERTER, data.databaseFile], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    try {
      await waitForOutput(writer, /committed 800/);
      const committedBefore = count(data.databaseFile, "SELECT max(id) FROM announcements");
      const result = await runCli("backup", ["--out", path.join(data.dir, "backups")], data.env);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      const committedAfter = count(data.databaseFile, "SELECT max(id) FROM announcements");
      expect(committedAfter).toBeGreaterThan(committedBefore); // the writer really wrote during the backup

      const copy = path.join(backupDirOf(result.stdout), "app.db");
      // One self-contained file: no -wal or -shm beside it (looked at before the copy is opened: a copy taken as it is
      // keeps the file's WAL mode, and SQLite puts a -shm beside a WAL-mode file that it opens read-only).
      expect(fs.readdirSync(path.dirname(copy)).sort()).toEqual(["app.db", "uploads"]);
      const db = openDb(copy);
      try {
        expect(db.pragma("integrity_check")).toEqual([{ integrity_check: "ok" }]);
        expect(db.pragma("foreign_key_check")).toEqual([]);
        const rows = db.prepare("SELECT count(*) AS n FROM announcements WHERE id <= ?").get(committedBefore) as { n: number };
        expect(rows.n).toBe(committedBefore);
        expect((db.prepare("SELECT count(*) AS n FROM event_registrations").get() as { n: number }).n).toBe(20_000);
      } finally {
        db.close();
      }
    } finally {
      writer.kill("SIGKILL");
    }
  });

  it("backup, then restore into a fresh data folder, gives the same rows and the same files", async () => {
    const data = makeDataDir();
    expect((await runCli("seed", ["--demo"], data.env)).code).toBe(0);
    fs.mkdirSync(path.join(data.uploadsDir, "images", "2026"), { recursive: true });
    fs.writeFileSync(path.join(data.uploadsDir, "images", "2026", "drawing.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    const backup = await runCli("backup", ["--out", path.join(data.dir, "backups")], data.env);
    expect(backup.code).toBe(0);

    const fresh = makeDataDir();
    const restore = await runCli("restore", [backupDirOf(backup.stdout)], fresh.env);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored the database to ${fresh.databaseFile}`);

    const before = tableChecksums(data.databaseFile);
    expect(before.events.rows).toBeGreaterThan(0);
    expect(tableChecksums(fresh.databaseFile)).toEqual(before);
    const files = fileDigests(data.uploadsDir);
    expect(Object.keys(files).length).toBeGreaterThan(1);
    expect(fileDigests(fresh.uploadsDir)).toEqual(files);
  });

  it("with the server stopped, the backup is the database file byte for byte, and a restore puts those bytes back", async () => {
    const data = makeDataDir();
    expect((await runCli("seed", ["--demo"], data.env)).code).toBe(0);
    const original = fs.readFileSync(data.databaseFile);
    const backup = await runCli("backup", ["--out", path.join(data.dir, "backups")], data.env);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("The server is stopped: the database file was copied as it is. Integrity check: ok");
    const copy = path.join(backupDirOf(backup.stdout), "app.db");
    expect(fs.readFileSync(copy).equals(original)).toBe(true);
    // The lock it held meanwhile is gone.
    expect(fs.existsSync(`${data.databaseFile}.lock`)).toBe(false);

    const fresh = makeDataDir();
    expect((await runCli("restore", [path.dirname(copy)], fresh.env)).code).toBe(0);
    expect(fs.readFileSync(fresh.databaseFile).equals(original)).toBe(true);
  });

  it("while the server runs, the backup is SQLite's online copy: the same rows, the server undisturbed", async () => {
    const data = makeDataDir();
    expect((await runCli("seed", ["--demo"], data.env)).code).toBe(0);
    const port = String(await freePort());
    const server = startCli("server/main.ts", [], { ...data.env, PORT: port, HOST: "127.0.0.1", NODE_ENV: "production", LOG_LEVEL: "info" });
    const exited = new Promise((resolve) => server.once("exit", resolve));
    try {
      await waitForOutput(server, /Serving on/, 60_000);
      const backup = await runCli("backup", ["--out", path.join(data.dir, "backups")], data.env);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).not.toContain("copied as it is");
      expect(backup.stdout).toContain("Integrity check of the copy: ok");
      expect(tableChecksums(path.join(backupDirOf(backup.stdout), "app.db"))).toEqual(tableChecksums(data.databaseFile));
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    } finally {
      server.kill("SIGTERM");
      await exited;
    }
  }, 90_000);

  it("--keep 2 keeps exactly the two newest backups", async () => {
    const data = makeDataDir();
    expect((await runCli("seed", ["--demo"], data.env)).code).toBe(0);
    const out = path.join(data.dir, "backups");
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, "notes.txt"), "not a backup: never touched");
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await runCli("backup", ["--out", out, "--keep", "2"], data.env);
      expect(result.code).toBe(0);
      made.push(path.basename(backupDirOf(result.stdout)));
    }
    expect(new Set(made).size).toBe(3);
    expect(fs.readdirSync(out).sort()).toEqual([...made.slice(1), "notes.txt"].sort());
  });

  it("an output path that is not a folder gives one clear error and leaves nothing", async () => {
    const data = makeDataDir();
    expect((await runCli("seed", ["--demo"], data.env)).code).toBe(0);
    const notAFolder = path.join(data.dir, "backups-file");
    fs.writeFileSync(notAFolder, "");
    const result = await runCli("backup", ["--out", path.join(notAFolder, "nightly")], data.env);
    expect(result.code).toBe(1);
    expect(isOneCleanLine(result.stderr)).toBe(true);
    expect(result.stderr).toContain("Cannot write to the output folder");
    expect(fs.readdirSync(data.dir).sort()).toEqual(["backups-file", "data"]);
  });

  it("a write that fails half-way (file size limit) leaves no partial backup and keeps the good ones", async () => {
    const data = makeDataDir();
    expect((await runCli("seed", ["--demo"], data.env)).code).toBe(0);
    const out = path.join(data.dir, "backups");
    const good = await runCli("backup", ["--out", out], data.env);
    expect(good.code).toBe(0);

    // The demo database is about 300 KB; a 64 KB file size limit makes the copy fail part-way.
    const result = await runCli("backup", ["--out", out], data.env, { shellPrefix: "ulimit -f 64; exec" });
    expect(result.code).toBe(1);
    expect(isOneCleanLine(result.stderr)).toBe(true);
    expect(result.stderr).toContain("Copying the database failed");
    expect(fs.readdirSync(out)).toEqual([path.basename(backupDirOf(good.stdout))]);
  });
});
