/**
 * A release as a volunteer gets it (`npm run release`), installed, upgraded and rolled back the way the README says,
 * on SQLite, with Node 22 from the npm registry and no compiler on the PATH:
 * - an earlier release is installed (`npm ci --omit=dev --ignore-scripts`) and makes its database with its own tools:
 *   migrated up to its last migration, the demo content and `seed --scale` data, then served;
 * - scripts/deploy/upgrade.sh installs this release beside it, stops the server, backs up, switches, migrates and
 *   starts: every row of the earlier database is kept, the new migration applied, /readyz answers;
 * - the production install fits in 300 MB, its server serves every public page in every language and
 *   `npm run backup` works from it;
 * - scripts/deploy/rollback.sh gives back the earlier release and the earlier database byte for byte.
 * No release exists before 1.0.0: the earlier one is this release without its newest migration, packed the same way.
 * The systemd commands are stood in for by two small scripts that also keep a copy of the database at each stop and
 * each start (what the server left, and what it is given). `npm run test:release` runs it (CI does, once).
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { knownMigrations } from "../../db/migrate";
import { openDatabase, openSqlite } from "../../db/open";
import { fileDigests, ROOT, tableChecksums, tableColumns } from "../api/cli-support";
import { publicPagePaths } from "../e2e/support";
import { cleanMachineEnv } from "../support/toolchain";

const PORT = Number(process.env.RELEASE_TEST_PORT ?? 3480) + 1;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "crh-upgrade-"));
/** The server's home as in the README: releases/, app -> releases/<the one in use>, data/, backups/. */
const home = path.join(work, "srv");
const settingsFile = path.join(work, "child-rights-hub.env");
const witnesses = path.join(work, "witnesses");
const data = path.join(home, "data");
const databaseFile = path.join(data, "app.db");
const env = cleanMachineEnv(22);

/** A shell command with the settings loaded, in the release in use, as `crh` in the README does it. */
function asTheService(command: string): { status: number | null; output: string } {
  const result = spawnSync("bash", ["-c", `set -a && . "${settingsFile}" && set +a && cd "${home}/app" && ${command}`], { env, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function runScript(script: "upgrade.sh" | "rollback.sh", args: string[]): { status: number | null; output: string } {
  const scriptEnv = {
    ...env,
    CRH_HOME: home,
    ENV_FILE: settingsFile,
    APP_USER: os.userInfo().username,
    STOP_COMMAND: `bash ${path.join(work, "stop.sh")}`,
    START_COMMAND: `bash ${path.join(work, "start.sh")}`,
  };
  // The script of the release in use, as the README has the volunteer run it.
  const result = spawnSync("bash", [path.join(home, "app", "scripts", "deploy", script), ...args], { env: scriptEnv, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * The copies of the database the stand-ins for systemctl kept, oldest first: [event, file]. A copy kept with the -wal
 * the server left is checkpointed into one file first, as the next opening of the live file does (the backup's).
 */
function witnessed(): [string, string][] {
  return fs
    .readdirSync(witnesses)
    .filter((name) => name.endsWith(".db"))
    .sort()
    .map((name) => {
      const file = path.join(witnesses, name);
      if (fs.existsSync(`${file}-wal`)) {
        const sqlite = openSqlite(file);
        sqlite.pragma("wal_checkpoint(TRUNCATE)");
        sqlite.close();
      }
      return [name.replace(/^\d+-|\.db$/g, ""), file];
    });
}

/** /readyz on a new connection each time: the server behind the port changes (a kept-alive one would be closed). */
function readyz(): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(`http://127.0.0.1:${PORT}/readyz`, { agent: false }, (response) => resolve(response.resume().statusCode ?? 0)).on("error", reject);
  });
}

/** Packs a copy of `tarball` as release `version` without its newest migration: the release before this one. */
function earlierRelease(tarball: string, version: string, newestMigration: string): string {
  const unpacked = path.join(work, "earlier");
  fs.mkdirSync(unpacked);
  execFileSync("tar", ["-xzf", tarball, "-C", unpacked]);
  const name = `child-rights-hub-${version}`;
  fs.renameSync(path.join(unpacked, fs.readdirSync(unpacked)[0]), path.join(unpacked, name));
  for (const file of ["package.json", "package-lock.json"]) {
    const json = JSON.parse(fs.readFileSync(path.join(unpacked, name, file), "utf8"));
    json.version = version;
    if (json.packages) json.packages[""].version = version;
    fs.writeFileSync(path.join(unpacked, name, file), `${JSON.stringify(json, null, 2)}\n`);
  }
  fs.rmSync(path.join(unpacked, name, "dist", "server", "db", "migrations", `${newestMigration}.js`));
  const packed = path.join(work, `${name}.tgz`);
  execFileSync("tar", ["-czf", packed, "-C", unpacked, name]);
  return packed;
}

let tarball: string;
let migrations: string[];

beforeAll(() => {
  // As a developer runs it: without vitest's variables (vite.config.ts leaves the browser build's plugins out under vitest).
  const developer = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|TEST_)/.test(name)));
  const release = spawnSync(process.execPath, ["scripts/release.mjs", "--out", path.join(work, "out")], { cwd: ROOT, env: developer, encoding: "utf8" });
  expect(release.status, release.stderr).toBe(0);
  tarball = /^Release written: (\S+)/m.exec(release.stdout)![1];

  fs.mkdirSync(witnesses);
  for (const dir of ["releases", "data", "backups"]) fs.mkdirSync(path.join(home, dir), { recursive: true });
  fs.writeFileSync(
    settingsFile,
    [
      "NODE_ENV=production",
      "HOST=127.0.0.1",
      `PORT=${PORT}`,
      `DATABASE_FILE=${databaseFile}`,
      `UPLOADS_DIR=${path.join(data, "uploads")}`,
      `BACKUP_DIR=${path.join(home, "backups")}`,
      "DEMO=0",
      "LOG_LEVEL=warn",
      "",
    ].join("\n"),
  );
  // Stand-ins for `systemctl start|stop child-rights-hub`, keeping the database as given to and left by the server.
  // With its -wal when the server left one: stopped in the middle of its start-up sweep, it exits after 3 s without
  // closing the database, and the next opening of the file (the backup's) checkpoints it.
  const keep = (event: string) =>
    `copy="${witnesses}/$(date +%s%N)-${event}.db"; cp "$DATABASE_FILE" "$copy"; [ ! -e "$DATABASE_FILE-wal" ] || cp "$DATABASE_FILE-wal" "$copy-wal"`;
  const pidFile = path.join(work, "server.pid");
  fs.writeFileSync(
    path.join(work, "start.sh"),
    `set -e; set -a; . "${settingsFile}"; set +a
${keep("start")}
cd "${home}/app"
MALLOC_ARENA_MAX=1 node --max-semi-space-size=4 --heap-growing-percent=20 dist/server/server/main.js >> "${work}/server.log" 2>&1 &
echo $! > "${pidFile}"\n`,
  );
  fs.writeFileSync(
    path.join(work, "stop.sh"),
    `set -e; set -a; . "${settingsFile}"; set +a
[ -f "${pidFile}" ] || exit 0
pid=$(cat "${pidFile}"); kill "$pid"; while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done; rm "${pidFile}"
${keep("stop")}\n`,
  );
}, 10 * 60_000);

afterAll(() => {
  spawnSync("bash", [path.join(work, "stop.sh")]);
  fs.rmSync(work, { recursive: true, force: true });
}, 5 * 60_000);

describe("a release installed, upgraded and rolled back as the README says (SQLite)", () => {
  let earlierName: string;
  let earlierUploads: Record<string, string>;

  it(
    "the earlier release installs without a compiler and makes its database: migrated to its last migration, demo and scaled data",
    async () => {
      migrations = await knownMigrations();
      const earlier = earlierRelease(tarball, "0.9.0", migrations.at(-1)!);
      earlierName = path.basename(earlier, ".tgz");
      // README, "Install": unpack into releases/, install the production modules, point app/ at it.
      execFileSync("tar", ["-xzf", earlier, "-C", path.join(home, "releases")]);
      const install = spawnSync("npm", ["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund"], {
        cwd: path.join(home, "releases", earlierName),
        env,
        encoding: "utf8",
      });
      expect(install.status, install.stderr).toBe(0);
      fs.symlinkSync(path.join(home, "releases", earlierName), path.join(home, "app"));

      for (const command of ["npm run migrate", "npm run seed -- --demo", "npm run seed -- --scale 300"]) {
        const result = asTheService(command);
        expect(result.status, `${command}: ${result.output}`).toBe(0);
      }
      const opened = openDatabase(databaseFile, { readonly: true });
      try {
        const applied = opened.sqlite.prepare("SELECT name FROM kysely_migration ORDER BY name").all() as { name: string }[];
        expect(applied.map((row) => row.name)).toEqual(migrations.slice(0, -1));
        expect((opened.sqlite.prepare("SELECT count(*) AS n FROM event_registrations").get() as { n: number }).n).toBeGreaterThanOrEqual(3000);
      } finally {
        await opened.close();
      }
      earlierUploads = fileDigests(path.join(data, "uploads"));
      expect(Object.keys(earlierUploads).length).toBeGreaterThan(0);

      execFileSync("bash", [path.join(work, "start.sh")]);
      await waitUntilReady();
    },
    10 * 60_000,
  );

  it(
    "upgrade.sh: every row of the earlier database is kept, the new migration applied, and /readyz answers",
    async () => {
      const result = runScript("upgrade.sh", [tarball]);
      expect(result.status, result.output).toBe(0);
      const name = path.basename(tarball, ".tgz");
      expect(result.output).toContain(`Upgraded from ${earlierName} to ${name}.`);
      expect(fs.readlinkSync(path.join(home, "app"))).toBe(path.join(home, "releases", name));
      expect(await readyz()).toBe(200);

      // What the old server left at the stop, and what the new one was given after the migration.
      const events = witnessed();
      expect(events.map(([event]) => event)).toEqual(["start", "stop", "start"]);
      // The new release's database read through the earlier one's columns: a migration may add, never change or lose.
      const before = tableChecksums(events[1][1]);
      const after = tableChecksums(events[2][1], tableColumns(events[1][1]));
      expect(before.events.rows).toBeGreaterThanOrEqual(300);
      for (const [table, sums] of Object.entries(before)) {
        if (table !== "kysely_migration") expect(after[table], table).toEqual(sums);
      }
      expect(after.kysely_migration.rows).toBe(before.kysely_migration.rows + 1);
      expect(Object.keys(before).filter((table) => !(table in after))).toEqual([]);
    },
    10 * 60_000,
  );

  it(
    "the production install fits in 300 MB, needed no compiler, serves every public page in every language, and backs up",
    async () => {
      const app = fs.realpathSync(path.join(home, "app"));
      const megabytes = Number(execFileSync("du", ["-sm", path.join(app, "node_modules")], { encoding: "utf8" }).split("\t")[0]);
      process.stdout.write(`npm ci --omit=dev --ignore-scripts of the release: du -sm node_modules = ${megabytes}\n`);
      expect(megabytes).toBeLessThanOrEqual(300);
      // node-gyp never ran: it leaves a build/ folder even when it finds the prebuilt binary.
      expect(fs.existsSync(path.join(app, "node_modules", "better-sqlite3", "build"))).toBe(false);

      const opened = openDatabase(databaseFile, { readonly: true });
      let paths: string[];
      try {
        paths = await publicPagePaths(opened);
      } finally {
        await opened.close();
      }
      const failures: string[] = [];
      for (const locale of ["en", "si", "ta"]) {
        for (const page of paths) {
          const url = locale === "en" ? page : `/${locale}${page}`;
          const response = await fetch(`http://127.0.0.1:${PORT}${url}`);
          const html = await response.text();
          if (response.status !== 200 || !html.includes(`<html lang="${locale}"`)) failures.push(`${url}: ${response.status}`);
        }
      }
      expect(failures).toEqual([]);
      expect(paths.length).toBeGreaterThanOrEqual(20);

      const backup = asTheService("npm run backup");
      expect(backup.status, backup.output).toBe(0);
      expect(backup.output).toMatch(new RegExp(`^Backup written: ${path.join(home, "backups")}/backup-`, "m"));

      // postinstall does nothing without the message compiler (the build carries the messages), and `npm start`
      // serves the build the release came with (here on a data folder of its own: the service holds the live one).
      const postinstall = asTheService("npm run postinstall");
      expect(postinstall.status, postinstall.output).toBe(0);
      expect(postinstall.output).not.toMatch(/Messages compiled|Error/);
      const other = path.join(work, "npm-start-data");
      const started = asTheService(
        `(DATABASE_FILE=${other}/app.db UPLOADS_DIR=${other}/uploads PORT=${PORT + 1} LOG_LEVEL=info setsid npm start > ${work}/npm-start.log 2>&1 & echo $! > ${work}/npm-start.pid)`,
      );
      expect(started.status).toBe(0);
      try {
        await waitUntil(() => fs.readFileSync(path.join(work, "npm-start.log"), "utf8").includes("Serving on"), `${work}/npm-start.log`);
        expect(fs.readFileSync(path.join(work, "npm-start.log"), "utf8")).not.toMatch(/Building/);
      } finally {
        // setsid made npm the leader of its own process group: npm, its shell and the server stop together.
        spawnSync("bash", ["-c", `kill -TERM -- -"$(cat ${work}/npm-start.pid)"`]);
      }
    },
    5 * 60_000,
  );

  it(
    "rollback.sh: the earlier release runs again on the earlier database, byte for byte",
    async () => {
      const result = runScript("rollback.sh", []);
      expect(result.status, result.output).toBe(0);
      expect(result.output).toContain(`Rolled back from ${path.basename(tarball, ".tgz")} to ${earlierName}`);
      expect(fs.readlinkSync(path.join(home, "app"))).toBe(path.join(home, "releases", earlierName));
      expect(await readyz()).toBe(200);

      const events = witnessed();
      expect(events.map(([event]) => event)).toEqual(["start", "stop", "start", "stop", "start"]);
      const [, leftBeforeUpgrade] = events[1];
      const [, givenAfterRollback] = events[4];
      expect(fs.readFileSync(givenAfterRollback).equals(fs.readFileSync(leftBeforeUpgrade))).toBe(true);
      expect(fileDigests(path.join(data, "uploads"))).toEqual(earlierUploads);
      // What the upgraded release wrote is set aside, not deleted.
      expect(fs.readdirSync(data).filter((name) => name.startsWith("app.db.before-restore-"))).toHaveLength(1);
    },
    5 * 60_000,
  );
});

async function waitUntil(done: () => boolean, log: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (!done()) {
    if (Date.now() > until) throw new Error(`timed out: ${fs.existsSync(log) ? fs.readFileSync(log, "utf8") : "(no log)"}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function waitUntilReady(): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    const status = await readyz().catch(() => 0);
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`not ready: ${fs.readFileSync(path.join(work, "server.log"), "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
