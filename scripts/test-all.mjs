// `npm test`: lint and format check (Biome), type check, unit and API tests (vitest), then browser tests
// (Playwright in Debian's Chromium).
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const onPath = (command) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
// What the suite drives besides Node: the browser, and systemd-analyze for the service unit's check.
const missing = [...(fs.existsSync(chromium) ? [] : ["chromium"]), ...(onPath("systemd-analyze") ? [] : ["systemd"])];
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
  ["npx", ["vitest", "run"]],
  ["npm", ["run", "build"]],
  ["npx", ["playwright", "test"]],
];
for (const [cmd, args] of steps) {
  console.log(`\n> ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, CHROMIUM_PATH: chromium } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
