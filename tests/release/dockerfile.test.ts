/**
 * scripts/deploy/Dockerfile, built and run without a container engine (tests/release/dockerfile-steps.ts): its steps in
 * order on a clean copy of the repository, with the Node major of its FROM line from the npm registry and no compiler
 * on the PATH; then the image's CMD started from the last stage's folder, read through /readyz and its own
 * HEALTHCHECK, and the README's restore drill for the container (backup in the running container, stop, restore,
 * start) run in it. `npm run test:release` runs it (CI does, once); it takes a few minutes.
 */
import type { ChildProcess } from "node:child_process";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupDirOf, ROOT, waitForOutput } from "../api/cli-support";
import { buildDockerfile, cleanContext, execInContainer, imagePath, type Stage, startContainer, stageEnv } from "./dockerfile-steps";

const DOCKERFILE = path.join(ROOT, "scripts", "deploy", "Dockerfile");
const PORT = Number(process.env.RELEASE_TEST_PORT ?? 3480);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "crh-dockerfile-"));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  // The build stage's folder holds every development dependency: removing it takes a while on a busy machine.
  fs.rmSync(work, { recursive: true, force: true });
}, 5 * 60_000);

async function start(image: Stage): Promise<ChildProcess> {
  // The container listens on 0.0.0.0:3000; here, loopback and a free port of the tests.
  const server = startContainer(image, { HOST: "127.0.0.1", PORT: String(PORT) });
  running.push(server);
  await waitForOutput(server, /Serving on/, 90_000);
  return server;
}

async function stop(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

const megabytes = (dir: string) => Number(execFileSync("du", ["-sm", dir], { encoding: "utf8" }).split("\t")[0]);

describe("scripts/deploy/Dockerfile, its steps run in order without a container engine", () => {
  let image: Stage;

  it(
    "builds from a clean copy with no compiler: a non-root image whose production install fits in 300 MB",
    () => {
      const context = cleanContext(ROOT, DOCKERFILE, path.join(work, "context"));
      expect(fs.existsSync(path.join(context, "node_modules"))).toBe(false);
      const stages = buildDockerfile(DOCKERFILE, {
        context,
        work,
        firstStageNpmCache: path.join(ROOT, ".tmp", "toolchains", "npm-cache-dockerfile-build"),
        log: (line) => process.stdout.write(`${line}\n`),
      });
      image = stages.at(-1)!;
      expect(stages.map((stage) => stage.nodeMajor)).toEqual([22, 22]);
      expect(image.user).toBe("node");
      expect(image.volumes).toEqual(["/data"]);
      expect(image.healthcheck?.join(" ")).toContain("/readyz");

      // What the image holds beside Node: the release and its production dependencies, and nothing to build with.
      const app = imagePath(image, "/app");
      const sizes = { app: megabytes(app), node_modules: megabytes(path.join(app, "node_modules")), dist: megabytes(path.join(app, "dist")) };
      process.stdout.write(`The image's /app (du -sm): ${JSON.stringify(sizes)}\n`);
      expect(fs.readdirSync(app).sort()).toEqual(["CHANGELOG.md", "README.md", "dist", "node_modules", "package-lock.json", "package.json", "scripts"]);
      // (TypeScript is there: tRPC names it as a peer. better-sqlite3/build would mean that node-gyp ran.)
      for (const buildTool of ["vite", "esbuild", "tsx", "@inlang/paraglide-js", "@inlang/sdk", "lucide-react", "better-sqlite3/build"]) {
        expect(fs.existsSync(path.join(app, "node_modules", buildTool)), buildTool).toBe(false);
      }
      expect(sizes.node_modules).toBeLessThanOrEqual(300);
    },
    30 * 60_000,
  );

  it(
    "the image's server answers /readyz and its HEALTHCHECK passes; the container's restore drill works",
    async () => {
      expect(image, "the build above failed").toBeDefined();
      const env = { HOST: "127.0.0.1", PORT: String(PORT) };
      let server = await start(image);
      const ready = await fetch(`http://127.0.0.1:${PORT}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ok: true, checks: { database: "ok", uploads: "ok" } });
      const health = spawnSync(image.healthcheck![0], image.healthcheck!.slice(1), { cwd: imagePath(image, "/app"), env: stageEnv(image, env) });
      expect(health.status).toBe(0);
      const home = await fetch(`http://127.0.0.1:${PORT}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html lang="en"');
      // The data is in the volume's folder, none in the app's.
      expect(fs.existsSync(imagePath(image, "/data/app.db"))).toBe(true);
      expect(fs.existsSync(imagePath(image, "/app/data"))).toBe(false);

      // README, "Container": docker compose exec app npm run backup; stop app; run --rm app npm run restore; start app.
      const backup = execInContainer(image, ["npm", "run", "backup"], env);
      expect(backup.status, backup.output).toBe(0);
      const backupDir = backupDirOf(backup.output);
      expect(backupDir.startsWith(imagePath(image, "/data/backups/"))).toBe(true);
      await stop(server);
      const restore = execInContainer(image, ["npm", "run", "restore", "--", backupDir, "--force"], env);
      expect(restore.status, restore.output).toBe(0);
      expect(restore.output).toContain(`Restored the database to ${imagePath(image, "/data/app.db")}`);
      server = await start(image);
      expect((await fetch(`http://127.0.0.1:${PORT}/readyz`)).status).toBe(200);
      const doctor = execInContainer(image, ["npm", "run", "doctor"], env);
      // Inside a container the doctor knows what it can: a fresh backup, the database migrated, the server ready.
      expect(doctor.output).toMatch(/^ok {4}Database: /m);
      expect(doctor.output).toMatch(/^ok {4}Server: /m);
      expect(doctor.output).toMatch(/^ok {4}Backups: /m);
      await stop(server);
    },
    5 * 60_000,
  );
});
