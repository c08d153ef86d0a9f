import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockFileFor, readServerLock } from "../../db/server-lock";
import {
  backupDirOf,
  fileDigests,
  finished,
  isOneCleanLine,
  makeDataDir,
  openDb,
  removeDataDirs,
  ROOT,
  runCli,
  tableChecksums,
  waitForOutput,
  type DataDir,
} from "./cli-support";

let live: DataDir; // the "current" data that a refused restore must leave untouched
let backupDir: string; // a good backup of another, different database

beforeAll(async () => {
  const source = makeDataDir();
  expect((await runCli("seed", ["--scale", "20"], source.env)).code).toBe(0);
  const backup = await runCli("backup", ["--out", path.join(source.dir, "backups")], source.env);
  expect(backup.code).toBe(0);
  backupDir = backupDirOf(backup.stdout);

  live = makeDataDir();
  expect((await runCli("seed", ["--demo"], live.env)).code).toBe(0);
});
afterAll(removeDataDirs);

/** The live data as it is now: every table's checksum, every upload, every file beside the database. */
function snapshot() {
  return {
    tables: tableChecksums(live.databaseFile),
    uploads: fileDigests(live.uploadsDir),
    files: fs.readdirSync(path.dirname(live.databaseFile)).sort(),
  };
}

/** A copy of the good backup, for spoiling. */
function copyOfBackup(name: string): string {
  const copy = path.join(path.dirname(live.dir), `${path.basename(live.dir)}-${name}`);
  fs.cpSync(backupDir, copy, { recursive: true });
  return copy;
}

describe("npm run restore refuses, leaving the current data untouched", () => {
  it("without --force when a database exists", async () => {
    const before = snapshot();
    const result = await runCli("restore", [backupDir], live.env);
    expect(result.code).toBe(1);
    expect(isOneCleanLine(result.stderr)).toBe(true);
    expect(result.stderr).toContain("add --force");
    expect(snapshot()).toEqual(before);
  });

  it("a corrupted backup (bytes flipped in a copy)", async () => {
    const spoiled = copyOfBackup("corrupt");
    const file = path.join(spoiled, "app.db");
    const bytes = fs.readFileSync(file);
    // Flip the first 64 bytes of pages 2 to 9: b-tree page headers, so the damage cannot go unnoticed.
    for (let page = 1; page < 9; page++) for (let i = 0; i < 64; i++) bytes[page * 4096 + i] ^= 0xff;
    fs.writeFileSync(file, bytes);

    const before = snapshot();
    const result = await runCli("restore", [spoiled, "--force"], live.env);
    expect(result.code).toBe(1);
    expect(isOneCleanLine(result.stderr)).toBe(true);
    expect(result.stderr).toMatch(/integrity check|not a usable database/);
    expect(snapshot()).toEqual(before);
  });

  it("a backup with a newer schema than this code", async () => {
    const newer = copyOfBackup("newer");
    const db = openDb(path.join(newer, "app.db"), false);
    db.prepare("INSERT INTO kysely_migration (name, timestamp) VALUES ('9999_from_the_future', ?)").run(new Date().toISOString());
    db.close();

    const before = snapshot();
    const result = await runCli("restore", [newer, "--force"], live.env);
    expect(result.code).toBe(1);
    expect(isOneCleanLine(result.stderr)).toBe(true);
    expect(result.stderr).toContain("newer schema");
    expect(result.stderr).toContain("9999_from_the_future");
    expect(snapshot()).toEqual(before);
  });

  it("a database in use (lock held by a live process), then restores once that process is gone", async () => {
    const holderScript = path.join(live.dir, "hold-lock.ts");
    fs.writeFileSync(
      holderScript,
      `import { acquireServerLock } from ${JSON.stringify(path.join(ROOT, "db", "server-lock.ts"))};\n` +
        `acquireServerLock(process.env.DATABASE_FILE!);\nconsole.log("locked");\nsetInterval(() => {}, 1000);\n`,
    );
    const holder = spawn(process.execPath, ["--import", "tsx", holderScript], {
      cwd: ROOT,
      env: { ...process.env, ...live.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = finished(holder);
    try {
      await waitForOutput(holder, /locked/);
      expect(readServerLock(live.databaseFile)).toMatchObject({ pid: holder.pid, alive: true });

      const before = snapshot();
      const refused = await runCli("restore", [backupDir, "--force"], live.env);
      expect(refused.code).toBe(1);
      expect(isOneCleanLine(refused.stderr)).toBe(true);
      expect(refused.stderr).toContain(`The server (process ${holder.pid}) is using`);
      expect(snapshot()).toEqual(before);
    } finally {
      holder.kill("SIGKILL"); // no clean-up: the lock file stays behind, stale
      await exited;
    }
    expect(fs.existsSync(lockFileFor(live.databaseFile))).toBe(true);

    const oldTables = tableChecksums(live.databaseFile);
    const oldUploads = fileDigests(live.uploadsDir);
    const restored = await runCli("restore", [backupDir, "--force"], live.env);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(tableChecksums(live.databaseFile)).toEqual(tableChecksums(path.join(backupDir, "app.db")));
    expect(fileDigests(live.uploadsDir)).toEqual(fileDigests(path.join(backupDir, "uploads")));
    expect(fs.existsSync(lockFileFor(live.databaseFile))).toBe(false);

    // The previous data was moved aside, not deleted, and says so.
    const aside = /The previous database was moved to (.+)$/m.exec(restored.stdout)?.[1];
    expect(aside).toBeTruthy();
    expect(tableChecksums(aside!)).toEqual(oldTables);
    const asideUploads = /The previous uploads were moved to (.+)$/m.exec(restored.stdout)?.[1];
    expect(fileDigests(asideUploads!)).toEqual(oldUploads);
  });

  it("while the real server runs: the server holds the lock, and releases it when stopped", async () => {
    const data = makeDataDir();
    const env = { ...process.env, ...data.env, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", CLIENT_DIR: path.join(data.dir, "no-client") };
    const server = spawn(process.execPath, ["--import", "tsx", path.join("server", "main.ts")], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    const exited = finished(server);
    try {
      await waitForOutput(server, /Serving on http:\/\/127\.0\.0\.1:\d+/, 25_000);
      expect(readServerLock(data.databaseFile)).toMatchObject({ pid: server.pid, alive: true });
      // The server's own first sweep may meanwhile send the day's registration digest (from 07:00 in Sri
      // Lanka): it writes job_runs and marks registrations. Those are left out; a restore would have
      // replaced the file itself (a new inode) and every other table.
      const untouchedBySweep = (file: string) => {
        const { job_runs, event_registrations, ...rest } = tableChecksums(file);
        return { inode: fs.statSync(file).ino, registrations: event_registrations?.rows, ...rest };
      };
      const before = untouchedBySweep(data.databaseFile);
      const refused = await runCli("restore", [backupDir, "--force"], data.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The server (process ${server.pid}) is using`);
      expect(untouchedBySweep(data.databaseFile)).toEqual(before);
    } finally {
      server.kill("SIGTERM");
    }
    await exited;
    expect(fs.existsSync(lockFileFor(data.databaseFile))).toBe(false);
  });
});
