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
  // Not beside the build to save time: the build rewrites the compiled messages the type check reads.
  ["npx", ["tsc", "--noEmit", "-p", "."]],
  // The architecture's rules (ARCHITECTURE.md): no import cycles, the allowed arrows between folders.
  ["node", ["scripts/check-architecture.mjs"]],
  // The build before vitest: some API tests start the server as an operator does and read its pages.
  ["npm", ["run", "build"]],
  // The tools and the server that API tests start run from that build (tests/api/cli-support.ts): it is this code.
  ["npx", ["vitest", "run"], { CLI_FROM_BUILD: "1" }],
];
for (const [cmd, args, env = {}] of steps) {
  console.log(`\n> ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, CHROMIUM_PATH: chromium, ...env } });
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

/**
 * The spec files of each shard, so that the shards end together: Playwright's own --shard splits by count of
 * tests, and one shard ran 6 minutes longer than the other (the sweeps of every public page and the spec that
 * builds its own app fell into the same half). tests/e2e/durations.json holds the seconds each spec file took on
 * two busy cores; the longest is placed first, each into the shard with the least so far. A spec not listed
 * counts as the median. After a run, the seconds measured are written to .tmp/e2e-durations.json, to refresh it.
 */
function specsOfShards(count) {
  const files = fs.readdirSync("tests/e2e").filter((file) => file.endsWith(".spec.ts"));
  const known = JSON.parse(fs.readFileSync("tests/e2e/durations.json", "utf8"));
  const sorted = Object.values(known).sort((a, b) => a - b);
  const weight = (file) => known[file] ?? sorted[Math.floor(sorted.length / 2)] ?? 10;
  const bins = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of files.sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const bin = bins.reduce((least, next) => (next.seconds < least.seconds ? next : least));
    bin.files.push(file);
    bin.seconds += weight(file);
  }
  return bins.map((bin) => bin.files.sort().map((file) => `tests/e2e/${file}`));
}

/** Seconds per spec file, from the list reporter's lines ("✓  12 tests/e2e/x.spec.ts:10:1 › … (4.2s)"). */
function measuredSeconds(outputs) {
  const seconds = {};
  const unit = { ms: 0.001, s: 1, m: 60 };
  for (const line of outputs.join("\n").split("\n")) {
    const found = /tests\/e2e\/([\w.-]+\.spec\.ts):\d+:\d+ .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/.exec(line);
    if (found) seconds[found[1]] = Math.round((seconds[found[1]] ?? 0) + Number(found[2]) * unit[found[3]]);
  }
  return seconds;
}

console.log(`\n> npx playwright test (${shards} shard${shards === 1 ? "" : "s"} at once)`);
const shardSpecs = shards > 1 ? specsOfShards(shards) : [[]];
const runShard = (index) =>
  new Promise((resolve) => {
    const port = basePort + (index - 1) * 10;
    const args = ["playwright", "test", ...shardSpecs[index - 1]];
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
  // A test that failed once and passed on its retry is counted "flaky" by Playwright: listed here too, to be fixed.
  if (failedLines.length > 0) console.log(`\n> browser tests that failed at least once (see "flaky" above):\n${failedLines.join("\n")}`);
}
fs.mkdirSync(".tmp", { recursive: true });
fs.writeFileSync(".tmp/e2e-durations.json", `${JSON.stringify(measuredSeconds(results.map((r) => r.output)), null, 2)}\n`);
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
