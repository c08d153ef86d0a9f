/**
 * `npm run doctor` as an operator runs it (a real child process): all green on a healthy install (a migrated
 * database, the server ready, its https address leading to it through a proxy, an SMTP server, a fresh backup), and
 * each failure it knows caused for real, with its line and its fix.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type net from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMigrator, knownMigrations } from "../../db/migrate";
import { openDatabase } from "../../db/open";
import { SUPPORTED_NODE, isSupportedNode } from "../../scripts/lib/supported-node";
import { startSmtpRelay } from "../support/smtp-relay";
import { nodeFromRegistry } from "../support/toolchain";
import { type DataDir, finished, freePort, makeDataDir, removeDataDirs, ROOT, runCli, startCli, waitForOutput } from "./cli-support";

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});
afterAll(removeDataDirs);

/** A certificate for "localhost" that the doctor is told to trust (NODE_EXTRA_CA_CERTS), as a real CA would be. */
let certificate: { key: string; cert: string; file: string };
beforeAll(() => {
  const dir = makeDataDir("crh-doctor-tls-").dir;
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"].concat([
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { stdio: "ignore" },
  );
  certificate = { key: fs.readFileSync(key, "utf8"), cert: fs.readFileSync(cert, "utf8"), file: cert };
});

/** An HTTPS server on localhost that passes every request to `port` (Caddy's part), or answers 404 itself. */
async function httpsProxy(to: number | "nothing"): Promise<number> {
  const server = https.createServer({ key: certificate.key, cert: certificate.cert }, (request, response) => {
    if (to === "nothing") {
      response.writeHead(404).end("Not found");
      return;
    }
    const headers = { ...request.headers, "x-forwarded-proto": "https", "x-forwarded-for": "127.0.0.1" };
    const upstream = http.request({ host: "127.0.0.1", port: to, path: request.url, method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return (server.address() as net.AddressInfo).port;
}

/** A data folder with a migrated database holding the demo content. */
async function installedData(): Promise<DataDir> {
  const data = makeDataDir("crh-doctor-");
  expect((await runCli("seed", ["--demo"], data.env)).code).toBe(0);
  return data;
}

async function startServer(env: Record<string, string>): Promise<void> {
  const server = startCli("server/main.ts", [], { ...env, HOST: "127.0.0.1", NODE_ENV: "production", LOG_LEVEL: "info" });
  closers.push(
    () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve(null);
        server.once("exit", resolve);
        server.kill("SIGTERM");
      }),
  );
  await waitForOutput(server, /Serving on/, 60_000);
}

interface Report {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Each check's line: ok or FAIL, what it says, and its fix. */
  line(name: string): { ok: boolean; says: string; fix: string | null };
}

function report(result: { code: number | null; stdout: string; stderr: string }): Report {
  return {
    ...result,
    line(name) {
      const match = new RegExp(`^(ok  |FAIL)  ${name}: (.*)\\n(?: {6}Fix: (.*))?`, "m").exec(result.stdout);
      if (!match) throw new Error(`no "${name}" line in:\n${result.stdout}`);
      return { ok: match[1] === "ok  ", says: match[2], fix: match[3] ?? null };
    },
  };
}

/** The doctor with only these settings (nothing from this test process's environment that the server reads). */
async function doctor(env: Record<string, string>, node = process.execPath): Promise<Report> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(PUBLIC_URL|SMTP_URL|DATABASE_URL|BACKUP_DIR|PORT|HOST|NODE_EXTRA_CA_CERTS)$/.test(name)),
  );
  // Not spawnSync: the proxy and the mail server it talks to run in this process.
  return report(await finished(spawn(node, ["--import", "tsx", "scripts/doctor.ts"], { cwd: ROOT, env: { ...clean, ...env } })));
}

describe("npm run doctor", () => {
  /** An installed data folder for the checks that only read it. */
  let shared: DataDir;
  beforeAll(async () => {
    shared = await installedData();
  }, 60_000);

  it("on a healthy install, every check is green", async () => {
    const data = await installedData();
    const port = await freePort();
    const relay = await startSmtpRelay(() => {});
    closers.push(() => relay.close());
    const publicPort = await httpsProxy(port);
    const env = {
      ...data.env,
      PORT: String(port),
      PUBLIC_URL: `https://localhost:${publicPort}`,
      SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
      BACKUP_DIR: path.join(data.dir, "backups"),
    };
    await startServer(env);
    expect((await runCli("backup", [], env)).code).toBe(0);

    const result = await doctor({ ...env, NODE_EXTRA_CA_CERTS: certificate.file });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^All 8 checks passed\.$/m);
    for (const name of ["Node.js", "Folders", "Database", "Server", "Public address", "E-mail", "Backups", "Disk space"]) {
      expect(result.line(name).ok, result.stdout).toBe(true);
    }
    expect(result.line("Public address").says).toBe(`https://localhost:${publicPort} leads to this app over HTTPS (its /readyz answers).`);
    expect(result.line("E-mail").says).toBe(`The mail server smtp://127.0.0.1:${relay.port} answers and accepts this server.`);
    expect(result.stdout).not.toMatch(/FAIL/);
  }, 120_000);

  it("on a first run (nothing set up yet): no database, no server, no PUBLIC_URL, no backup; e-mail in the outbox", async () => {
    const data = makeDataDir("crh-doctor-");
    const port = await freePort();
    const result = await doctor({ ...data.env, PORT: String(port) });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "Error: 4 of 8 checks failed (Database, Server, Public address, Backups): fix them from the top, then run npm run doctor again.",
    );
    expect(result.line("Database")).toEqual({
      ok: false,
      says: `There is no database at ${data.databaseFile}.`,
      fix: "Start the server once: it creates the database. Or create it now: npm run migrate. If the data was moved, set DATABASE_FILE to where the file is now.",
    });
    expect(result.line("Server").says).toMatch(new RegExp(`^Nothing answers at http://127\\.0\\.0\\.1:${port}/readyz \\(connect ECONNREFUSED`));
    expect(result.line("Server").fix).toMatch(/^Start the server: sudo systemctl start child-rights-hub/);
    expect(result.line("Public address").says).toBe(
      `PUBLIC_URL is not set, so links in e-mails point at http://127.0.0.1:${port} and sign-in cookies are not marked Secure.`,
    );
    expect(result.line("Public address").fix).toMatch(/^Set PUBLIC_URL to the site's https address/);
    expect(result.line("Backups")).toEqual({
      ok: false,
      says: `There is no backup in ${path.join(path.dirname(data.databaseFile), "backups")}.`,
      fix: expect.stringMatching(/^Turn on the nightly backup: sudo systemctl enable --now child-rights-hub-backup\.timer/),
    });
    // Without SMTP_URL the outbox is a supported way of working, and said so.
    expect(result.line("E-mail")).toMatchObject({ ok: true, says: expect.stringMatching(/^No SMTP_URL: e-mails .* are written to .*outbox \(0 there\)/) });
    for (const name of ["Node.js", "Folders", "Disk space"]) expect(result.line(name).ok).toBe(true);
  }, 60_000);

  it("an unsupported Node.js (20, from the npm registry) is named, and the database is left unchecked", async () => {
    expect(isSupportedNode("20.20.0")).toBe(false);
    expect(isSupportedNode("22.13.1")).toBe(false);
    expect(isSupportedNode("22.14.0") && isSupportedNode("24.0.0") && isSupportedNode("26.1.0")).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).engines.node).toBe(SUPPORTED_NODE);

    const data = await installedData();
    const node20 = path.join(nodeFromRegistry(20), "node");
    const result = await doctor({ ...data.env, PORT: String(await freePort()) }, node20);
    const version = execFileSync(node20, ["--version"], { encoding: "utf8" }).trim();
    expect(result.line("Node.js")).toEqual({
      ok: false,
      says: `${version} is not supported by this version of the app (it needs 22.14 or a newer 22, or 24 and newer).`,
      fix: 'Install Node.js 24 or 22 (README, "Run it on a server", shows the commands), then restart the server.',
    });
    expect(result.line("Database")).toEqual({ ok: false, says: "Not checked: its driver needs a supported Node.js (see above).", fix: "Fix Node.js first." });
  }, 180_000);

  it("a folder that does not take a write (a file where the uploads folder should be)", async () => {
    const data = shared;
    const notAFolder = path.join(data.dir, "uploads-is-a-file");
    fs.writeFileSync(notAFolder, "");
    const result = await doctor({ ...data.env, UPLOADS_DIR: notAFolder, PORT: String(await freePort()) });
    expect(result.line("Folders").ok).toBe(false);
    expect(result.line("Folders").says).toBe(`Not every folder takes a write: ${notAFolder} (uploads): the path, or a part of it, is a file, not a folder.`);
    expect(result.line("Folders").fix).toMatch(/^Make each a folder the server's user owns, e\.g\. sudo install -d -o crh -g crh <folder>/);
  }, 60_000);

  it("a database that lacks this version's newest migration, and one changed by a newer version", async () => {
    const names = await knownMigrations();
    const older = makeDataDir("crh-doctor-");
    fs.mkdirSync(path.dirname(older.databaseFile), { recursive: true });
    const opened = openDatabase(older.databaseFile);
    expect((await createMigrator(opened.db).migrateTo(names.at(-2)!)).error).toBeUndefined();
    await opened.close();
    const behind = await doctor({ ...older.env, PORT: String(await freePort()) });
    expect(behind.line("Database")).toEqual({
      ok: false,
      says: `The database at ${older.databaseFile} lacks 1 migration of this version (${names.at(-1)}).`,
      fix: "Take a backup (npm run backup), then apply them: npm run migrate. The server also applies them when it starts, after a backup of its own.",
    });

    const newer = await installedData();
    const db = openDatabase(newer.databaseFile);
    db.sqlite.prepare("INSERT INTO kysely_migration (name, timestamp) VALUES ('9999_from_a_newer_version', '2027-01-01T00:00:00.000Z')").run();
    await db.close();
    const ahead = await doctor({ ...newer.env, PORT: String(await freePort()) });
    expect(ahead.line("Database").ok).toBe(false);
    expect(ahead.line("Database").says).toBe(
      `The database at ${newer.databaseFile} was changed by a newer version of the app (migrations this version does not know: 9999_from_a_newer_version).`,
    );
    expect(ahead.line("Database").fix).toMatch(/^Install that newer version again .* or roll back to the backup taken before it/);
  }, 60_000);

  it("a PostgreSQL database that does not answer, named without its password", async () => {
    const data = makeDataDir("crh-doctor-");
    const closed = await freePort();
    const result = await doctor({ ...data.env, DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${closed}/app`, PORT: String(await freePort()) });
    expect(result.line("Database").ok).toBe(false);
    expect(result.line("Database").says).toMatch(
      new RegExp(`^The database at postgres://app:\\*\\*\\*@127\\.0\\.0\\.1:${closed}/app does not answer: .*ECONNREFUSED`),
    );
    expect(result.line("Database").fix).toMatch(/^Check DATABASE_URL .* and that PostgreSQL runs/);
    expect(result.stdout).not.toContain("s3cret");
  }, 60_000);

  it("a server that answers but is not ready, and a port where something else answers", async () => {
    const data = await installedData();
    const port = await freePort();
    await startServer({ ...data.env, PORT: String(port) });
    // The file the server opened is moved away: its /readyz says the database failed (server/http/health.ts).
    fs.renameSync(data.databaseFile, `${data.databaseFile}.moved`);
    const notReady = await doctor({ ...data.env, PORT: String(port) });
    expect(notReady.line("Server")).toEqual({
      ok: false,
      says: `It answers at http://127.0.0.1:${port}/readyz but is not ready: database failed.`,
      fix: expect.stringMatching(/^Its log says why: sudo journalctl -u child-rights-hub -n 50/),
    });

    const other = http.createServer((_request, response) => response.writeHead(404).end("Not found"));
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise((resolve) => other.close(resolve)));
    const otherPort = (other.address() as net.AddressInfo).port;
    const elsewhere = await doctor({ ...data.env, PORT: String(otherPort) });
    expect(elsewhere.line("Server")).toEqual({
      ok: false,
      says: `Something else answers at http://127.0.0.1:${otherPort}/readyz (status 404), not this app.`,
      fix: `Another program uses port ${otherPort}: stop it, or give this app another PORT in /etc/child-rights-hub.env (container: scripts/deploy/compose.yaml).`,
    });
  }, 120_000);

  it("a PUBLIC_URL that is http, still the example, unreachable, or leading somewhere else", async () => {
    const data = shared;
    const port = String(await freePort());
    const plain = await doctor({ ...data.env, PORT: port, PUBLIC_URL: "http://childrights.lk" });
    expect(plain.line("Public address")).toEqual({
      ok: false,
      says: "PUBLIC_URL is http://childrights.lk: not https, so passwords cross the internet readable and sign-in cookies are not marked Secure.",
      fix: expect.stringMatching(
        /^Serve the site over HTTPS \(Caddy gets the certificate by itself: scripts\/deploy\/Caddyfile\) and set PUBLIC_URL=https:\/\/childrights\.lk/,
      ),
    });

    const example = await doctor({ ...data.env, PORT: port, PUBLIC_URL: "https://example.org" });
    expect(example.line("Public address")).toMatchObject({ ok: false, says: "PUBLIC_URL is still the example address https://example.org." });

    const closed = await freePort();
    const unreachable = await doctor({ ...data.env, PORT: port, PUBLIC_URL: `https://localhost:${closed}`, NODE_EXTRA_CA_CERTS: certificate.file });
    expect(unreachable.line("Public address").says).toMatch(new RegExp(`^https://localhost:${closed} cannot be reached from here \\(.*ECONNREFUSED`));
    expect(unreachable.line("Public address").fix).toMatch(/^Check that the DNS of localhost points at this server/);

    const somewhereElse = await httpsProxy("nothing");
    const wrong = await doctor({ ...data.env, PORT: port, PUBLIC_URL: `https://localhost:${somewhereElse}`, NODE_EXTRA_CA_CERTS: certificate.file });
    expect(wrong.line("Public address")).toEqual({
      ok: false,
      says: `https://localhost:${somewhereElse}/readyz answers (status 404), but not as this app does: the address leads somewhere else.`,
      fix: `Point the DNS of localhost at this server, and make Caddy send it to the app: the Caddyfile's site name localhost with reverse_proxy 127.0.0.1:${port}, then sudo systemctl reload caddy.`,
    });
  }, 120_000);

  it("an SMTP server that cannot be reached, named without its password", async () => {
    const data = shared;
    const closed = await freePort();
    const result = await doctor({ ...data.env, PORT: String(await freePort()), SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${closed}` });
    expect(result.line("E-mail").ok).toBe(false);
    expect(result.line("E-mail").says).toMatch(new RegExp(`^The mail server smtp://mailer:\\*\\*\\*@127\\.0\\.0\\.1:${closed} cannot be used: .*ECONNREFUSED`));
    expect(result.line("E-mail").fix).toMatch(/^Check SMTP_URL in \/etc\/child-rights-hub\.env .* \(host, port, user and password; smtps:\/\/ for port 465\)/);
    expect(result.stdout).not.toContain("s3cret");
  }, 60_000);

  it("a newest backup older than 30 hours", async () => {
    const data = shared;
    const backups = path.join(data.dir, "backups");
    fs.mkdirSync(path.join(backups, "backup-2026-01-02T02-15-00Z"), { recursive: true });
    const result = await doctor({ ...data.env, PORT: String(await freePort()), BACKUP_DIR: backups });
    expect(result.line("Backups").ok).toBe(false);
    expect(result.line("Backups").says).toMatch(new RegExp(`^The newest backup in ${backups} is \\d+ days old \\(backup-2026-01-02T02-15-00Z\\)\\.$`));
    expect(result.line("Backups").fix).toMatch(/^See why the nightly backup stopped: sudo systemctl list-timers child-rights-hub-backup\.timer/);
  }, 60_000);

  it("too little free disk space for a backup and an upgrade (uploads larger than half of what is free)", async () => {
    const data = shared;
    // Uploads of their own (the shared data folder is left as it was).
    const uploadsDir = path.join(makeDataDir("crh-doctor-uploads-").dir, "uploads");
    const stats = fs.statfsSync(data.dir);
    const free = stats.bavail * stats.bsize;
    // A sparse file: it claims more than half of the free space without taking any.
    fs.mkdirSync(uploadsDir, { recursive: true });
    const huge = path.join(uploadsDir, "huge-video.mp4");
    fs.writeFileSync(huge, "");
    fs.truncateSync(huge, Math.ceil(free / 2) + 1024 ** 3);
    const result = await doctor({ ...data.env, UPLOADS_DIR: uploadsDir, PORT: String(await freePort()) });
    expect(result.line("Disk space").ok).toBe(false);
    expect(result.line("Disk space").says).toMatch(
      /^Only [\d.]+ [KMGT]?B free on the disk of .*; [\d.]+ [KMGT]?B are needed \(at least 1\.0 GB, and twice the database and uploads/,
    );
    expect(result.line("Disk space").fix).toMatch(/^Free some space there/);
  }, 60_000);
});
