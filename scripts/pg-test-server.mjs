#!/usr/bin/env node
/**
 * A private, throwaway PostgreSQL cluster for tests and development: initdb into a temporary folder,
 * pg_ctl start listening on 127.0.0.1 only (and a socket in that folder), a login role with a password
 * and the right to create databases (the tests make one database per test file), and on stop the folder
 * is deleted. Durability is switched off (fsync, synchronous_commit, full_page_writes): nothing in it
 * outlives the run.
 *
 *   node scripts/pg-test-server.mjs run [--port N] -- <command…>   start, run the command with
 *                                                                 TEST_DATABASE_URL set, stop; exits with
 *                                                                 the command's code
 *   node scripts/pg-test-server.mjs start [--port N]               start and print TEST_DATABASE_URL=… and
 *                                                                 the folder (for a session of work)
 *   node scripts/pg-test-server.mjs stop <folder>                  stop one started with `start`
 *
 * Needs Debian's `postgresql` package (the binaries in /usr/lib/postgresql/<version>/bin, or PG_BIN);
 * run as root with apt-get, it installs the package when missing; otherwise it says so and exits with 3.
 * Run as root, the cluster runs as the `postgres` user (initdb refuses root). The port defaults to a free one.
 */
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const ROLE = "crh";
const NO_BINARIES = 3;

/** The folder holding initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin, else pg_config's. */
export function postgresBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const root = "/usr/lib/postgresql";
  if (fs.existsSync(root)) {
    const versions = fs.readdirSync(root).filter((v) => /^\d+$/.test(v));
    versions.sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(path.join(root, v, "bin"));
  }
  const pgConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  return candidates.find((dir) => fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "pg_ctl"))) ?? null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program, as the postgres user when we are root; throws with its output on failure. */
function runAsOwner(bin, args, owner) {
  const [command, commandArgs] = owner ? ["runuser", ["-u", owner, "--", bin, ...args]] : [bin, args];
  const result = spawnSync(command, commandArgs, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * Installs Debian's postgresql package when we may (root, with apt-get), as .ci/run installs Chromium;
 * answers the binaries' folder, or null when that is not possible here.
 */
function installPostgres() {
  if (process.getuid?.() !== 0 || spawnSync("sh", ["-c", "command -v apt-get"]).status !== 0) return null;
  console.error("PostgreSQL's binaries are missing: installing Debian's postgresql package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "postgresql"],
  ]) {
    if (spawnSync("apt-get", args, { stdio: "inherit", env }).status !== 0) return null;
  }
  return postgresBinDir();
}

/**
 * Starts a cluster; answers { url, dir, port, stop() }. The url names the login role and its own database;
 * the role may create more (createTestEnv makes one per test file).
 */
export async function startPgServer(options = {}) {
  const binDir = postgresBinDir() ?? installPostgres();
  if (!binDir) {
    const error = new Error("PostgreSQL's binaries were not found: install Debian's postgresql package (apt-get install postgresql) or set PG_BIN.");
    error.exitCode = NO_BINARIES;
    throw error;
  }
  const port = options.port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crh-pg-"));
  const owner = process.getuid?.() === 0 ? "postgres" : null;
  if (owner) {
    const uid = Number(spawnSync("id", ["-u", owner], { encoding: "utf8" }).stdout);
    const gid = Number(spawnSync("id", ["-g", owner], { encoding: "utf8" }).stdout);
    if (!Number.isInteger(uid) || uid <= 0) throw new Error("Running as root needs the postgres user (made by Debian's postgresql package).");
    fs.chownSync(dir, uid, gid);
  }
  const superPassword = crypto.randomBytes(18).toString("base64url");
  const rolePassword = crypto.randomBytes(18).toString("base64url");
  const data = path.join(dir, "data");
  const pwfile = path.join(dir, "superuser-password");
  fs.writeFileSync(pwfile, `${superPassword}\n`, { mode: 0o600 });
  if (owner) spawnSync("chown", [owner, pwfile]);

  const bin = (name) => path.join(binDir, name);
  runAsOwner(bin("initdb"), ["-D", data, "-U", "postgres", `--pwfile=${pwfile}`, "-A", "scram-sha-256", "-E", "UTF8", "--locale=C.UTF-8"], owner);
  fs.rmSync(pwfile);
  const settings = [
    "-c listen_addresses=127.0.0.1",
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}`,
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  runAsOwner(bin("pg_ctl"), ["-D", data, "-l", path.join(dir, "server.log"), "-o", settings, "-w", "-t", "60", "start"], owner);

  const stop = () => {
    try {
      runAsOwner(bin("pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"], owner);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    const admin = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password: superPassword, database: "postgres" });
    await admin.connect();
    try {
      await admin.query(`CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${rolePassword}'`);
      await admin.query(`CREATE DATABASE ${ROLE} OWNER ${ROLE}`);
      // DROP DATABASE … WITH (FORCE) ends the connections still open to a test's database, among them an
      // autovacuum worker's, which only a member of pg_signal_backend may end.
      await admin.query(`GRANT pg_signal_backend TO ${ROLE}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    stop();
    throw error;
  }
  const url = `postgres://${ROLE}:${rolePassword}@127.0.0.1:${port}/${ROLE}`;
  fs.writeFileSync(path.join(dir, "url"), `${url}\n`, { mode: 0o600 });
  return { url, dir, port, stop };
}

/** Stops a cluster started by `start` (its folder holds the data directory). */
export function stopPgServer(dir) {
  const binDir = postgresBinDir();
  const data = path.join(dir, "data");
  if (!binDir || !fs.existsSync(data)) throw new Error(`${dir} holds no cluster started by this script.`);
  const owner = process.getuid?.() === 0 ? "postgres" : null;
  try {
    runAsOwner(path.join(binDir, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"], owner);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function portOption(args) {
  const i = args.indexOf("--port");
  if (i < 0) return undefined;
  const port = Number(args[i + 1]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error("--port must be a whole number from 1 to 65535.");
  return port;
}

async function main(argv) {
  const [command, ...rest] = argv;
  if (command === "start") {
    const server = await startPgServer({ port: portOption(rest) });
    process.stdout.write(`TEST_DATABASE_URL=${server.url}\nfolder: ${server.dir}\nstop with: node scripts/pg-test-server.mjs stop ${server.dir}\n`);
    return 0;
  }
  if (command === "stop" && rest[0]) {
    stopPgServer(rest[0]);
    return 0;
  }
  if (command === "run") {
    const separator = rest.indexOf("--");
    const commandLine = separator >= 0 ? rest.slice(separator + 1) : [];
    if (commandLine.length === 0) throw new Error("run needs a command after --, such as: run -- npx vitest run tests/api");
    const server = await startPgServer({ port: portOption(rest.slice(0, Math.max(separator, 0))) });
    process.stderr.write(`PostgreSQL test cluster on 127.0.0.1:${server.port} (${server.dir})\n`);
    const child = spawn(commandLine[0], commandLine.slice(1), { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: server.url } });
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    const code = await new Promise((resolve) => child.once("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0))));
    server.stop();
    return code;
  }
  process.stderr.write("usage: pg-test-server.mjs run [--port N] -- <command…> | start [--port N] | stop <folder>\n");
  return 64;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(`${error.message}\n`);
      process.exit(error.exitCode ?? 1);
    },
  );
}
