// Keeps package-lock.json usable by `npm ci` on a clean machine. When a package lists optional
// platform builds (Biome, Paraglide's lix and jco) that this registry does not carry, `npm install`
// leaves them out of the lock file and `npm ci` then refuses it ("Missing: X@ from lock file";
// npm/cli#4828, #9846). Each such build needs an entry that names its platform, so that npm skips it
// on every other machine.
//   node scripts/lockfile-platforms.mjs          check (npm test runs it first)
//   node scripts/lockfile-platforms.mjs --fix    add the missing entries
import fs from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages;

// The platform a build is for, read from its name: "@biomejs/cli-linux-x64-musl" → linux, x64, musl.
function platformOf(name) {
  const base = name.split("/").pop();
  // Rollup (through workbox-build) also names openharmony and the rarer Linux CPUs.
  const os = ["android", "darwin", "freebsd", "openbsd", "netbsd", "openharmony", "linux", "win32"].find((o) => base.includes(o));
  const cpu = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x"].find((c) => base.includes(c));
  if (!os || !cpu) return undefined;
  const libc = base.includes("musl") ? ["musl"] : os === "linux" ? ["glibc"] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

// Node's resolution: the package's own node_modules, then each folder above it.
function isInLock(fromKey, name) {
  let key = fromKey;
  for (;;) {
    if (packages[`${key ? `${key}/` : ""}node_modules/${name}`]) return true;
    const cut = key.lastIndexOf("node_modules/");
    if (cut < 0) return false;
    key = key.slice(0, cut).replace(/\/$/, "");
  }
}

const missing = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!isInLock(key, name)) missing.push({ name, version, dev: entry.dev === true });
  }
}

if (!process.argv.includes("--fix")) {
  if (missing.length === 0) process.exit(0);
  console.error(`package-lock.json lacks ${missing.map((m) => `${m.name}@${m.version}`).join(", ")}: run node scripts/lockfile-platforms.mjs --fix`);
  process.exit(1);
}

for (const { name, version, dev } of missing) {
  const platform = platformOf(name);
  if (!platform) throw new Error(`Cannot tell which platform ${name} is for; add its entry by hand.`);
  // Keys in the order npm writes them, so a later `npm install` leaves the entry as it is.
  const { os, cpu, libc } = platform;
  packages[`node_modules/${name}`] = { version, cpu, ...(dev ? { dev: true } : {}), ...(libc ? { libc } : {}), optional: true, os };
  console.log(`added ${name}@${version}`);
}
const sorted = Object.keys(packages).sort((a, b) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b, "en")));
lock.packages = Object.fromEntries(sorted.map((key) => [key, packages[key]]));
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
