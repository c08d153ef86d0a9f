import { defineConfig } from "@playwright/test";

/** Browser tests drive Debian's Chromium against the built server on a free port with a temporary database. */
const port = Number(process.env.E2E_PORT ?? 3310);
// Set in the environment so the test workers (child processes) find the server's data folder too.
process.env.E2E_DATA_DIR ??= `.tmp/e2e-${process.pid}`;
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  workers: 1,
  reporter: [["list"]],
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
    command: `rm -rf ${dataDir} && npx tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: "127.0.0.1", DATABASE_FILE: `${dataDir}/app.db`, UPLOADS_DIR: `${dataDir}/uploads`, NODE_ENV: "production" },
  },
});
