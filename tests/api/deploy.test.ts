/**
 * The deployment files in scripts/deploy, checked the way a volunteer's server would: the systemd units (the app and
 * the nightly backup with its timer) pass `systemd-analyze verify` and keep their promises (own user, restart on
 * failure, the data folder as the only writable path, NoNewPrivileges, ProtectSystem=strict, the settings of one
 * file); the container check builds the image and waits for its health check where a Docker engine answers, and says
 * plainly that it skipped where none does (this machine has the docker client only: tests/release/dockerfile.test.ts
 * runs the Dockerfile's steps without one).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../scripts/lib/server-node-flags.mjs";
import { ROOT } from "./cli-support";

const DEPLOY = path.join(ROOT, "scripts", "deploy");
const UNIT = path.join(DEPLOY, "child-rights-hub.service");
const BACKUP_UNIT = path.join(DEPLOY, "child-rights-hub-backup.service");
const BACKUP_TIMER = path.join(DEPLOY, "child-rights-hub-backup.timer");
const SETTINGS = path.join(DEPLOY, "child-rights-hub.env");

/** Every `Key=value` of a section of a unit file, in order (a key may repeat). */
function unitEntries(file: string, section = "Service"): [string, string][] {
  const text = fs.readFileSync(file, "utf8");
  const body = text.split(new RegExp(`^\\[${section}\\]$`, "m"))[1].split(/^\[/m)[0];
  return body
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const at = line.indexOf("=");
      return [line.slice(0, at), line.slice(at + 1)] as [string, string];
    });
}
const serviceEntries = () => unitEntries(UNIT);
const valuesOf = (entries: [string, string][], key: string) => entries.filter(([k]) => k === key).map(([, v]) => v);

/** The settings template's VAR=value lines (the file /etc/child-rights-hub.env starts from). */
function settings(): Record<string, string> {
  return Object.fromEntries(
    fs
      .readFileSync(SETTINGS, "utf8")
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1).replace(/^"(.*)"$/, "$1")]),
  );
}

describe("the systemd units", () => {
  it("the app, the nightly backup and its timer pass systemd-analyze verify with no warning", () => {
    const result = spawnSync("systemd-analyze", ["verify", UNIT, BACKUP_UNIT, BACKUP_TIMER], { encoding: "utf8" });
    expect(result.error, "systemd-analyze is missing: apt-get install systemd").toBeUndefined();
    expect(`${result.stdout}${result.stderr}`.trim()).toBe("");
    expect(result.status).toBe(0);
  });

  it("the app runs as its own user, restarts on failure, and can write only to the data folder", () => {
    const get = (key: string) => valuesOf(serviceEntries(), key);
    expect(get("User")).toEqual(["crh"]);
    expect(get("Restart")).toEqual(["on-failure"]);
    expect(get("NoNewPrivileges")).toEqual(["yes"]);
    expect(get("ProtectSystem")).toEqual(["strict"]);
    expect(get("ProtectHome")).toEqual(["yes"]);
    expect(get("ReadWritePaths")).toEqual(["/srv/child-rights-hub/data"]);
    // A configuration error (exit 2) is not retried forever.
    expect(get("RestartPreventExitStatus")).toEqual(["2"]);
  });

  it("every setting comes from one file, whose database and uploads are inside the one writable folder", () => {
    for (const unit of [UNIT, BACKUP_UNIT]) {
      expect(valuesOf(unitEntries(unit), "EnvironmentFile"), unit).toEqual(["/etc/child-rights-hub.env"]);
      // Only the process's own environment (SERVER_ENV, glibc's arenas) is set in the unit: it is not an app setting.
      const processEnvironment = unit === UNIT ? Object.entries(SERVER_ENV).map(([key, value]) => `${key}=${value}`) : [];
      expect(valuesOf(unitEntries(unit), "Environment"), unit).toEqual(processEnvironment);
    }
    const env = settings();
    expect(env.DATABASE_FILE.startsWith("/srv/child-rights-hub/data/")).toBe(true);
    expect(env.UPLOADS_DIR.startsWith("/srv/child-rights-hub/data/")).toBe(true);
    expect(env.NODE_ENV).toBe("production");
    // The nightly backup may write its backups and, while the server is stopped, the lock in the data folder.
    expect(valuesOf(unitEntries(BACKUP_UNIT), "ReadWritePaths")).toEqual([`/srv/child-rights-hub/data ${env.BACKUP_DIR}`]);
  });

  it("the timer starts the backup every night, and at the next boot when the server was off", () => {
    const timer = unitEntries(BACKUP_TIMER, "Timer");
    expect(valuesOf(timer, "OnCalendar")).toEqual(["*-*-* 02:15:00"]);
    expect(valuesOf(timer, "Persistent")).toEqual(["true"]);
    expect(valuesOf(unitEntries(BACKUP_TIMER, "Install"), "WantedBy")).toEqual(["timers.target"]);
    expect(valuesOf(unitEntries(BACKUP_UNIT), "ExecStart")).toEqual(["/bin/bash /srv/child-rights-hub/app/scripts/deploy/backup-offsite.sh"]);
  });

  it("nothing in the deployment files runs TypeScript: a release has no sources and no tsx", () => {
    for (const name of fs.readdirSync(DEPLOY)) {
      expect(fs.readFileSync(path.join(DEPLOY, name), "utf8"), name).not.toMatch(/\btsx\b|node [^\n]*\.ts\b/);
    }
  });
});

describe("every way of starting the server passes the same V8 flags (scripts/lib/server-node-flags.mjs)", () => {
  const flags = SERVER_NODE_FLAGS.join(" ");
  const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts as Record<string, string>;
  it.each([
    ["npm start", scripts.start],
    ["npm run serve", scripts.serve],
    ["the systemd unit", serviceEntries().find(([key]) => key === "ExecStart")?.[1]],
    ["the container", (JSON.parse(/^CMD (\[.*\])$/m.exec(fs.readFileSync(path.join(DEPLOY, "Dockerfile"), "utf8"))?.[1] ?? "[]") as string[]).join(" ")],
  ])("%s", (_name, command) => {
    expect(command).toMatch(/^(MALLOC_ARENA_MAX=1 )?(\/usr\/bin\/)?node /);
    expect(command).toContain(`node ${flags} `);
  });
});

describe("every way of starting the server sets the same environment (SERVER_ENV in scripts/lib/server-node-flags.mjs)", () => {
  const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts as Record<string, string>;
  const dockerfile = fs.readFileSync(path.join(DEPLOY, "Dockerfile"), "utf8");
  it.each(Object.entries(SERVER_ENV))("%s=%s", (key, value) => {
    const setting = `${key}=${value}`;
    expect(scripts.start.startsWith(`${setting} node `)).toBe(true);
    expect(scripts.serve.startsWith(`${setting} node `)).toBe(true);
    expect(serviceEntries()).toContainEqual(["Environment", setting]);
    // The container's ENV instruction (its continued lines), where the image's start inherits it.
    expect(/^ENV [\s\S]*?(?<!\\)\n(?!\s)/m.exec(dockerfile)?.[0]).toContain(setting);
  });
});

describe("the container", () => {
  it(
    "scripts/deploy/check-container.sh builds and health-checks the image, or says it skipped",
    () => {
      const engine = spawnSync("docker", ["info"], { encoding: "utf8" }).status === 0;
      const result = spawnSync("bash", [path.join(DEPLOY, "check-container.sh")], { encoding: "utf8", timeout: 20 * 60_000 });
      expect(result.status, result.stderr).toBe(0);
      if (engine) expect(result.stdout).toMatch(/^OK: the image builds, its container is healthy \(\/readyz\) and runs as uid [1-9]\d*\.$/m);
      else expect(result.stdout.trim()).toBe("SKIPPED: no Docker engine answers here (docker info failed), so the image was neither built nor checked.");
    },
    20 * 60_000,
  );

  it("the Dockerfile is multi-stage, installs no compiler, runs as a non-root user and checks /readyz", () => {
    const dockerfile = fs.readFileSync(path.join(DEPLOY, "Dockerfile"), "utf8");
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    // Nothing compiles (better-sqlite3, sharp and argon2 are prebuilt): no system packages, so no compiler either.
    expect(dockerfile).not.toMatch(/apt-get|apk add/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/readyz/m);
    const compose = fs.readFileSync(path.join(DEPLOY, "compose.yaml"), "utf8");
    expect(compose.match(/^\s+- data:\/data$/gm)).toHaveLength(1);
  });
});
