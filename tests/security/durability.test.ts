/**
 * The durability settings, checked where they act: every SQLite connection the app opens — the server
 * (server/main.ts), the command-line tools (migrate, seed, create-admin, set-role), backup and restore —
 * runs with journal_mode WAL, synchronous FULL (2: an acknowledged write survives a power cut), foreign
 * keys on and a 5 s busy timeout. The real processes run with an observer preloaded
 * (tests/support/record-sqlite-settings.mjs) that records each connection's settings as it closes.
 * The crash test (tests/security/crash.test.ts) cannot see synchronous: a killed process leaves the
 * operating system's file cache intact, so only this test fails when synchronous is lowered.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, openSqlite } from "../../db/open";
import { backupDirOf, makeDataDir, removeDataDirs, ROOT, runCli, startCli, waitForOutput } from "../api/cli-support";

const RECORDER = path.join(ROOT, "tests/support/record-sqlite-settings.mjs");
/** What every connection must run with. */
const DURABLE = { journal_mode: "wal", synchronous: 2, foreign_keys: 1, busy_timeout: 5000 };

interface Recorded {
  process: string;
  file: string;
  readonly: boolean;
  when: string;
  journal_mode: string;
  synchronous: number;
  foreign_keys: number;
  busy_timeout: number;
}

afterAll(() => removeDataDirs());

const settingsOf = (sqlite: ReturnType<typeof openSqlite>) => ({
  journal_mode: sqlite.pragma("journal_mode", { simple: true }),
  synchronous: sqlite.pragma("synchronous", { simple: true }),
  foreign_keys: sqlite.pragma("foreign_keys", { simple: true }),
  busy_timeout: sqlite.pragma("busy_timeout", { simple: true }),
});

describe("db/open.ts", () => {
  it("opens read-write and read-only connections with WAL, synchronous FULL, foreign keys and a busy timeout", async () => {
    const data = makeDataDir("crh-durable-");
    const opened = openDatabase(data.databaseFile);
    expect(settingsOf(opened.sqlite)).toEqual(DURABLE);
    await opened.close();
    const readonly = openSqlite(data.databaseFile, { readonly: true });
    try {
      expect(settingsOf(readonly)).toEqual(DURABLE);
    } finally {
      readonly.close();
    }
  });
});

describe("every connection of the real processes", () => {
  it("server, migrate, create-admin, set-role, seed, backup and restore all run durable", async () => {
    const data = makeDataDir("crh-durable-");
    const log = path.join(data.dir, "sqlite-settings.jsonl");
    const env = { ...data.env, SQLITE_SETTINGS_LOG: log };
    const options = { imports: [RECORDER] };
    const ok = async (name: string, args: string[], runEnv = env) => {
      const result = await runCli(name, args, runEnv, options);
      expect(result.code, `${name} ${args.join(" ")}: ${result.stderr}`).toBe(0);
      return result;
    };

    await ok("migrate", []);
    await ok("create-admin", ["--email", "durable@example.org", "--name", "Durable Admin", "--password", "s3cret-pass"]);
    await ok("set-role", ["--email", "durable@example.org", "--role", "organization"]);

    // The server as `npm run serve` starts it, stopped the way an operator stops it.
    const server = startCli("server/main.ts", [], { ...env, PORT: "3419", HOST: "127.0.0.1", NODE_ENV: "production" }, options);
    const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
    await waitForOutput(server, /Serving on http:\/\/127\.0\.0\.1:3419/, 60_000);
    server.kill("SIGTERM");
    expect(await exited).toBe(0);

    // Bulk seeding lowers synchronous on purpose (see below); it runs here so that the server, backup
    // and restore that follow are seen to use their own, durable connections.
    await ok("seed", ["--scale", "3"]);
    const backupDir = backupDirOf((await ok("backup", ["--out", path.join(data.dir, "backups")])).stdout);
    const restored = makeDataDir("crh-durable-restored-");
    await ok("restore", [backupDir], { ...restored.env, SQLITE_SETTINGS_LOG: log });

    const records = fs
      .readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Recorded);
    const scriptOf = (r: Recorded) => path.relative(ROOT, r.process);
    const seen = new Set(records.map(scriptOf));
    expect([...seen].sort()).toEqual([
      "scripts/backup.ts",
      "scripts/create-admin.ts",
      "scripts/migrate.ts",
      "scripts/restore.ts",
      "scripts/seed.ts",
      "scripts/set-role.ts",
      "server/main.ts",
    ]);

    const isLiveDatabase = (r: Recorded) => path.resolve(r.file) === path.resolve(data.databaseFile);
    const wrong: string[] = [];
    for (const r of records) {
      let expected: Record<string, unknown> = DURABLE;
      // The backup's own copy is switched to DELETE mode on purpose: one self-contained app.db file.
      if (scriptOf(r) === "scripts/backup.ts" && !isLiveDatabase(r)) expected = { ...DURABLE, journal_mode: "delete" };
      // `seed --scale` is synthetic benchmark data: NORMAL (1) for that one connection, which in WAL mode cannot
      // corrupt the file (a power cut could only lose the last batches). Nothing else may lower it.
      if (scriptOf(r) === "scripts/seed.ts") expected = { ...DURABLE, synchronous: 1 };
      const actual = { journal_mode: r.journal_mode, synchronous: r.synchronous, foreign_keys: r.foreign_keys, busy_timeout: r.busy_timeout };
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        wrong.push(`${scriptOf(r)} ${path.basename(r.file)} (${r.when}): ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});

describe("no connection bypasses db/open.ts", () => {
  /** Files of ours that open a better-sqlite3 connection themselves, and why that is allowed. */
  const OPENS_ITS_OWN = {
    "db/open.ts": "the one place that opens the app's database",
    "scripts/lib/crash-test.ts": "reads a database file after the test's server was killed, to check it",
    "scripts/lib/bench-reference-server.mjs": "the bare reference of npm run bench:http: reads a copy of the data read-only, with nothing of ours in the way",
  };

  it("only db/open.ts constructs a better-sqlite3 connection in server/, db/ and scripts/", () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const rel = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(rel);
        else if (/\.(ts|mjs|js)$/.test(entry.name)) {
          const source = fs.readFileSync(path.join(ROOT, rel), "utf8");
          // A value import of better-sqlite3 (not `import type`) or a require of it.
          if (/^import (?!type )[^;]*from "better-sqlite3"|require\("better-sqlite3"\)/m.test(source)) found.push(rel);
        }
      }
    };
    for (const dir of ["server", "db", "scripts"]) walk(dir);
    expect(found.sort()).toEqual(Object.keys(OPENS_ITS_OWN).sort());
  });
});
