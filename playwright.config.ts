import fs from "node:fs";
import { defineConfig, type Project } from "@playwright/test";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./scripts/lib/server-node-flags.mjs";

/** Browser tests drive Debian's Chromium against the built server (`npm run build`) on a free port with a temporary database. */
const port = Number(process.env.E2E_PORT ?? 3310);
// Set in the environment so the test workers (child processes) find the server's data folder too.
process.env.E2E_DATA_DIR ??= `.tmp/e2e-${process.pid}`;
const dataDir = process.env.E2E_DATA_DIR;

/**
 * E2E_ORDER=reverse (`npm run test:e2e:order`) runs the spec files in reverse alphabetical order against
 * the same one server and database: Playwright orders files itself, so each file becomes a project that
 * depends on the previous one. Specs own their data, so any order passes.
 */
const specs = fs
  .readdirSync("tests/e2e")
  .filter((f) => f.endsWith(".spec.ts"))
  .sort();
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const reversed: Project[] | undefined =
  process.env.E2E_ORDER === "reverse"
    ? specs.reverse().map((file, i, all) => ({ name: file, testMatch: new RegExp(`[\\\\/]${escapeRegExp(file)}$`), dependencies: i ? [all[i - 1]!] : [] }))
    : undefined;

export default defineConfig({
  testDir: "tests/e2e",
  // Two shards, each with its server and Chromium, share two cores with each other (and in CI with the build
  // machine's other work): a step that takes 3 s on a quiet machine took 10-25 s at load 15. The limits leave room
  // for that; a test that waits for something that never comes still fails, only later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One retry, so that a race found under CI's load is reported (as "flaky", listed at the end of npm test) rather
  // than failing everything else's landing; a test that fails twice still fails. Each flaky test is a bug to fix.
  retries: 1,
  workers: 1,
  reporter: [["list"]],
  ...(reversed ? { projects: reversed } : {}),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node ${SERVER_NODE_FLAGS.join(" ")} dist/server/server/main.js`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...SERVER_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_FILE: `${dataDir}/app.db`,
      UPLOADS_DIR: `${dataDir}/uploads`,
      NODE_ENV: "production",
    },
  },
});
