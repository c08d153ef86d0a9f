/**
 * The deployment files in scripts/deploy, checked the way a volunteer's server would: the systemd unit
 * passes `systemd-analyze verify` and keeps its promises (own user, restart on failure, the data folder as
 * the only writable path, NoNewPrivileges, ProtectSystem=strict); the container check builds the image
 * and waits for its health check where a Docker engine answers, and says plainly that it skipped where
 * none does (this machine has the docker client only).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../scripts/lib/server-node-flags.mjs";
import { ROOT } from "./cli-support";

const DEPLOY = path.join(ROOT, "scripts", "deploy");
const UNIT = path.join(DEPLOY, "child-rights-hub.service");

/** Every `Key=value` of the [Service] section, in order (a key may repeat). */
function serviceEntries(): [string, string][] {
  const text = fs.readFileSync(UNIT, "utf8");
  const section = text.split(/^\[Service\]$/m)[1].split(/^\[/m)[0];
  return section
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const at = line.indexOf("=");
      return [line.slice(0, at), line.slice(at + 1)] as [string, string];
    });
}

describe("the systemd unit", () => {
  it("passes systemd-analyze verify with no warning", () => {
    const result = spawnSync("systemd-analyze", ["verify", UNIT], { encoding: "utf8" });
    expect(result.error, "systemd-analyze is missing: apt-get install systemd").toBeUndefined();
    expect(`${result.stdout}${result.stderr}`.trim()).toBe("");
    expect(result.status).toBe(0);
  });

  it("runs as its own user, restarts on failure, and can write only to the data folder", () => {
    const entries = serviceEntries();
    const get = (key: string) => entries.filter(([k]) => k === key).map(([, v]) => v);
    expect(get("User")).toEqual(["crh"]);
    expect(get("Restart")).toEqual(["on-failure"]);
    expect(get("NoNewPrivileges")).toEqual(["yes"]);
    expect(get("ProtectSystem")).toEqual(["strict"]);
    expect(get("ProtectHome")).toEqual(["yes"]);
    expect(get("ReadWritePaths")).toEqual(["/srv/child-rights-hub/data"]);
    // The configured database and uploads live inside that one writable folder.
    const env = Object.fromEntries(get("Environment").map((v) => v.split("=") as [string, string]));
    expect(env.DATABASE_FILE.startsWith("/srv/child-rights-hub/data/")).toBe(true);
    expect(env.UPLOADS_DIR.startsWith("/srv/child-rights-hub/data/")).toBe(true);
    // A configuration error (exit 2) is not retried forever.
    expect(get("RestartPreventExitStatus")).toEqual(["2"]);
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
    expect(command).toMatch(/^(\/usr\/bin\/)?node /);
    expect(command).toContain(`node ${flags} `);
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

  it("the Dockerfile is multi-stage, runs as a non-root user and checks /readyz", () => {
    const dockerfile = fs.readFileSync(path.join(DEPLOY, "Dockerfile"), "utf8");
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/readyz/m);
    const compose = fs.readFileSync(path.join(DEPLOY, "compose.yaml"), "utf8");
    expect(compose.match(/^\s+- data:\/data$/gm)).toHaveLength(1);
  });
});
