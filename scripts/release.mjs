// `npm run release [-- --out DIR]`: a release a volunteer installs with `npm ci --omit=dev` and nothing else: the
// build (dist/), package.json with its lock file, the scripts a production install runs (start, the tools' launcher,
// postinstall) and the deployment files, in DIR/child-rights-hub-<version>.tgz (default ./release) with its SHA-256
// beside it. No sources, no build tools: the server and the command-line tools run from dist/ with plain node.
// Refuses a version that CHANGELOG.md does not describe yet. Installing and upgrading: README, "Run it on a server".
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { build } from "./build.mjs";
import { root } from "./lib/build-stamp.mjs";

/** What a release holds besides dist/, relative to the repository (tests/release checks a production install runs from it). */
export const RELEASE_FILES = [
  "package.json",
  "package-lock.json",
  "README.md",
  "CHANGELOG.md",
  "scripts/start.mjs",
  "scripts/run-tool.mjs",
  "scripts/postinstall.mjs",
  "scripts/lib/build-stamp.mjs",
  "scripts/deploy",
];

function fail(message) {
  process.stderr.write(`Error: ${message}\n`);
  process.exit(1);
}

const { values } = parseArgs({ options: { out: { type: "string" } } });
const outDir = path.resolve(values.out ?? path.join(root, "release"));
const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) fail(`package.json's version "${version}" is not a semantic version such as 1.2.0.`);
const changelog = fs.readFileSync(path.join(root, "CHANGELOG.md"), "utf8");
if (!new RegExp(`^## ${version.replace(/\./g, "\\.")}( |$)`, "m").test(changelog)) {
  fail(`CHANGELOG.md has no section "## ${version}": say what changes for the NGO and what to do when upgrading, then release.`);
}

const name = `child-rights-hub-${version}`;
const started = performance.now();
console.log(`Building ${name} ...`);
await build();

const staging = path.join(outDir, name);
fs.rmSync(staging, { recursive: true, force: true });
fs.mkdirSync(staging, { recursive: true });
for (const file of ["dist", ...RELEASE_FILES]) {
  fs.cpSync(path.join(root, file), path.join(staging, file), { recursive: true, preserveTimestamps: true });
}
const tarball = path.join(outDir, `${name}.tgz`);
// Owned by root in the archive, in a stable order: unpacked by root, the app's files are not the service's to change.
execFileSync("tar", ["--sort=name", "--owner=0", "--group=0", "--numeric-owner", "-czf", tarball, "-C", outDir, name]);
fs.rmSync(staging, { recursive: true, force: true });
const sha256 = createHash("sha256").update(fs.readFileSync(tarball)).digest("hex");
fs.writeFileSync(`${tarball}.sha256`, `${sha256}  ${path.basename(tarball)}\n`);

const megabytes = (fs.statSync(tarball).size / 1024 / 1024).toFixed(1);
console.log(`Release written: ${tarball} (${megabytes} MB, in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
console.log(`SHA-256: ${sha256}`);
console.log(`Tag it: git tag -a v${version} -m "Child Rights Hub ${version}" && git push origin v${version}`);
