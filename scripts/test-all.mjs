// `npm test`: lint and format check (Biome), type check, the build, unit and API tests (vitest), then browser tests
// (Playwright in Debian's Chromium).
import { execSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const onPath = (command) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
// What the suite drives besides Node: the browser, systemd-analyze for the units' check, rclone for the off-site backup's.
const missing = [...(fs.existsSync(chromium) ? [] : ["chromium"]), ...(onPath("systemd-analyze") ? [] : ["systemd"]), ...(onPath("rclone") ? [] : ["rclone"])];
if (missing.length > 0) {
  const root = process.getuid?.() === 0;
  if (root && onPath("apt-get")) {
    console.log(`Installing Debian's ${missing.join(" and ")} for the tests...`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`, { stdio: "inherit" });
  } else {
    console.error(`Missing for the tests: install them (sudo apt-get install ${missing.join(" ")}), or set CHROMIUM_PATH for the browser.`);
    process.exit(1);
  }
}

const steps = [
  // `npm ci` on a clean machine refuses a lock file that lacks optional platform builds.
  ["node", ["scripts/lockfile-platforms.mjs"]],
  // The messages compile to admin-modules/domain/paraglide (not committed); postinstall does it too.
  ["npx", ["tsx", "scripts/i18n/compile.ts"]],
  ["npx", ["biome", "check", "."]],
  ["npx", ["tsc", "--noEmit", "-p", "."]],
  // The architecture's rules (ARCHITECTURE.md): no import cycles, the allowed arrows between folders.
  ["node", ["scripts/check-architecture.mjs"]],
  // The build before vitest: some API tests start the server as an operator does and read its pages.
  ["npm", ["run", "build"]],
  ["npx", ["vitest", "run"]],
];
for (const [cmd, args] of steps) {
  console.log(`\n> ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, CHROMIUM_PATH: chromium } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The browser tests in two shards at once, each with its own server, database and ports, so no spec sees
 * another's data while it runs (specs pass in any order: `npm run test:e2e:order`). One Chromium with one
 * server leaves half of two cores idle, waiting on pages; two shards take about a third less time.
 * E2E_SHARDS=1 runs them as one.
 */
const shards = Number(process.env.E2E_SHARDS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 3310);
console.log(`\n> npx playwright test (${shards} shard${shards === 1 ? "" : "s"} at once)`);
const runShard = (index) =>
  new Promise((resolve) => {
    const port = basePort + (index - 1) * 10;
    const args = ["playwright", "test", ...(shards > 1 ? [`--shard=${index}/${shards}`] : [])];
    const env = { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: String(port), E2E_SETUP_PORT: String(port + 8) };
    let output = "";
    const child = spawn("npx", args, { env, stdio: shards > 1 ? ["ignore", "pipe", "pipe"] : "inherit" });
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ index, port, code: code ?? 1, output }));
  });
const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
if (shards > 1) {
  // Each shard's report is printed whole, so the two never interleave, and a failing shard's last: a CI log that
  // keeps only its tail then shows the failure, not the other shard's "passed".
  const ordered = [...results].sort((a, b) => Number(a.code !== 0) - Number(b.code !== 0) || a.index - b.index);
  for (const { index, port, code, output } of ordered) console.log(`\n> shard ${index}/${shards} (port ${port}) exited ${code}\n${output}`);
  const failedLines = ordered.flatMap(({ output }) => output.split("\n").filter((line) => line.includes("✘")));
  if (failedLines.length > 0) console.log(`\n> failed browser tests:\n${failedLines.join("\n")}`);
}
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
