// `npm test`: lint and format check (Biome), type check, unit and API tests (vitest), then browser tests
// (Playwright in Debian's Chromium).
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  const root = process.getuid?.() === 0;
  const hasApt = spawnSync("which", ["apt-get"]).status === 0;
  if (root && hasApt) {
    console.log("Chromium not found; installing Debian's chromium...");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
  } else {
    console.error("Chromium is missing: install it (sudo apt-get install chromium) or set CHROMIUM_PATH.");
    process.exit(1);
  }
}

const steps = [
  ["npx", ["biome", "check", "."]],
  ["npx", ["tsc", "--noEmit", "-p", "."]],
  ["npx", ["vitest", "run"]],
  ["npx", ["vite", "build"]],
  ["npx", ["playwright", "test"]],
];
for (const [cmd, args] of steps) {
  console.log(`\n> ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, CHROMIUM_PATH: chromium } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
