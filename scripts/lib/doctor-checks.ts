/**
 * The checks of `npm run doctor`. Each says in plain words what it found and, when something is wrong, what to
 * do about it. They read the server's own configuration (server/config.ts) and BACKUP_DIR, and change nothing but
 * the folders the server would create itself and a probe file in each (removed at once). Every failure a check
 * knows is caused for real in tests/api/doctor.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { type Config, withoutPassword } from "../../server/config";
import { describeError, listBackups } from "./backup-folder";
import { formatBytes, formatCount } from "./cli";
import { listFiles, totalSize } from "./files";
import { isSupportedNode, SUPPORTED_NODE_IN_WORDS } from "./supported-node";

export interface Finding {
  ok: boolean;
  says: string;
  /** What to do, when not ok. */
  fix?: string;
}

export interface DoctorContext {
  config: Config;
  /** PUBLIC_URL as set (the configuration falls back to http://HOST:PORT when it is not). */
  publicUrlSet: boolean;
  backupDir: string;
  nodeVersion: string;
}

export interface Check {
  name: string;
  run(context: DoctorContext): Promise<Finding> | Finding;
}

/** A nightly backup, with a few hours' slack for a late or slow night. */
export const MAX_BACKUP_AGE_HOURS = 30;
/** Free space always wanted, whatever the data's size. */
export const MIN_FREE_BYTES = 1024 ** 3;

const SETTINGS_FILE = "/etc/child-rights-hub.env (container: scripts/deploy/compose.yaml)";
const SERVER_LOG = "sudo journalctl -u child-rights-hub -n 50 (container: docker compose -f scripts/deploy/compose.yaml logs app)";

const ok = (says: string): Finding => ({ ok: true, says });
const fail = (says: string, fix: string): Finding => ({ ok: false, says, fix });

/** The useful part of an error: fetch and pg wrap the cause (ECONNREFUSED, a certificate problem) in a vaguer one. */
export function plainError(error: unknown): string {
  let e = error as { cause?: unknown; errors?: unknown[]; code?: unknown; message?: unknown } | null;
  while (e?.cause) e = e.cause as typeof e;
  if (e?.errors?.length) e = e.errors[0] as typeof e;
  const message = typeof e?.message === "string" && e.message ? e.message : typeof e?.code === "string" ? e.code : String(e);
  return message.split("\n")[0];
}

const nodeVersion: Check = {
  name: "Node.js",
  run: ({ nodeVersion }) =>
    isSupportedNode(nodeVersion)
      ? ok(`${nodeVersion} is supported (${SUPPORTED_NODE_IN_WORDS}).`)
      : fail(
          `${nodeVersion} is not supported by this version of the app (it needs ${SUPPORTED_NODE_IN_WORDS}).`,
          'Install Node.js 24 or 22 (README, "Run it on a server", shows the commands), then restart the server.',
        ),
};

const folders: Check = {
  name: "Folders",
  run: ({ config, backupDir }) => {
    const wanted: [string, string][] = [
      [path.dirname(config.databaseFile), config.databaseUrl ? "e-mail outbox" : "database"],
      [config.uploadsDir, "uploads"],
      [backupDir, "backups"],
    ];
    const problems: string[] = [];
    for (const [dir, what] of wanted) {
      try {
        fs.mkdirSync(dir, { recursive: true });
        // A real write: access() says yes to root even on a read-only file system.
        const probe = path.join(dir, `.doctor-${process.pid}`);
        fs.writeFileSync(probe, "");
        fs.rmSync(probe);
      } catch (error) {
        problems.push(`${dir} (${what}): ${describeError(error)}`);
      }
    }
    if (problems.length) {
      return fail(
        `Not every folder takes a write: ${problems.join("; ")}.`,
        "Make each a folder the server's user owns, e.g. sudo install -d -o crh -g crh <folder> (in the container they are inside the /data volume), or point DATABASE_FILE, UPLOADS_DIR and BACKUP_DIR elsewhere.",
      );
    }
    return ok(`${wanted.map(([dir, what]) => `${dir} (${what})`).join(", ")} take a write.`);
  },
};

const database: Check = {
  name: "Database",
  async run({ config, nodeVersion }) {
    if (!isSupportedNode(nodeVersion)) return fail("Not checked: its driver needs a supported Node.js (see above).", "Fix Node.js first.");
    const where = config.databaseUrl ? withoutPassword(config.databaseUrl)! : config.databaseFile;
    if (!config.databaseUrl && !fs.existsSync(config.databaseFile)) {
      return fail(
        `There is no database at ${where}.`,
        "Start the server once: it creates the database. Or create it now: npm run migrate. If the data was moved, set DATABASE_FILE to where the file is now.",
      );
    }
    // Loaded here, after the Node.js check: the SQLite driver does not load on an unsupported Node.
    const { appliedMigrationNamesIn, openToolDatabase, unknownMigrations } = await import("./database");
    const { knownMigrations } = await import("../../db/migrate");
    let opened: Awaited<ReturnType<typeof openToolDatabase>> | undefined;
    try {
      opened = openToolDatabase(config);
      const applied = await appliedMigrationNamesIn(opened.db);
      const unknown = await unknownMigrations(applied);
      if (unknown.length) {
        return fail(
          `The database at ${where} was changed by a newer version of the app (migrations this version does not know: ${unknown.join(", ")}).`,
          "Install that newer version again (README, Upgrading), or roll back to the backup taken before it (scripts/deploy/rollback.sh).",
        );
      }
      const known = await knownMigrations();
      const pending = known.filter((name) => !applied.includes(name));
      if (pending.length) {
        return fail(
          `The database at ${where} lacks ${pending.length} migration${pending.length === 1 ? "" : "s"} of this version (${pending.join(", ")}).`,
          "Take a backup (npm run backup), then apply them: npm run migrate. The server also applies them when it starts, after a backup of its own.",
        );
      }
      return ok(`${where} answers and has all ${known.length} migrations of this version.`);
    } catch (error) {
      return fail(
        `The database at ${where} does not answer: ${plainError(error)}.`,
        config.databaseUrl
          ? "Check DATABASE_URL (host, port, user, password, database) and that PostgreSQL runs and lets this machine in (sudo systemctl status postgresql)."
          : "Check that DATABASE_FILE names the app's SQLite file and that the server's user can read and write it; a damaged file is replaced with a backup: npm run restore.",
      );
    } finally {
      await opened?.close();
    }
  },
};

/** The JSON /readyz answers with (server/http/health.ts). */
function isReadyAnswer(body: unknown): body is { ok: boolean; checks: Record<string, string> } {
  const b = body as { ok?: unknown; checks?: unknown } | null;
  return typeof b?.ok === "boolean" && typeof b.checks === "object" && b.checks !== null && "database" in b.checks;
}

async function getJson(url: string, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
  const body = await response.json().catch(() => null);
  return { status: response.status, body };
}

const server: Check = {
  name: "Server",
  async run({ config }) {
    // A server listening on every address answers on loopback.
    const host = config.host === "0.0.0.0" ? "127.0.0.1" : config.host === "::" ? "::1" : config.host;
    const url = `http://${host.includes(":") ? `[${host}]` : host}:${config.port}/readyz`;
    try {
      const { status, body } = await getJson(url, 5000);
      if (isReadyAnswer(body) && body.ok) return ok(`It answers at ${url}: ready (database and uploads ok).`);
      if (isReadyAnswer(body)) {
        const failed = Object.entries(body.checks).filter(([, result]) => result !== "ok");
        return fail(`It answers at ${url} but is not ready: ${failed.map(([name]) => name).join(" and ")} failed.`, `Its log says why: ${SERVER_LOG}.`);
      }
      return fail(
        `Something else answers at ${url} (status ${status}), not this app.`,
        `Another program uses port ${config.port}: stop it, or give this app another PORT in ${SETTINGS_FILE}.`,
      );
    } catch (error) {
      return fail(
        `Nothing answers at ${url} (${plainError(error)}).`,
        `Start the server: sudo systemctl start child-rights-hub (container: docker compose -f scripts/deploy/compose.yaml up -d). If it stops again, its log says why: ${SERVER_LOG}.`,
      );
    }
  },
};

/** Names reserved for examples (RFC 2606): a PUBLIC_URL copied from the documentation unchanged. */
const isExampleName = (host: string) => /(^|\.)example\.(org|com|net)$/.test(host) || /\.(example|invalid|test)$/.test(host);

const publicAddress: Check = {
  name: "Public address",
  async run({ config, publicUrlSet }) {
    if (!publicUrlSet) {
      return fail(
        `PUBLIC_URL is not set, so links in e-mails point at ${config.publicUrl} and sign-in cookies are not marked Secure.`,
        `Set PUBLIC_URL to the site's https address (PUBLIC_URL=https://your.domain) in ${SETTINGS_FILE}, then restart the server.`,
      );
    }
    const url = new URL(config.publicUrl);
    if (url.protocol !== "https:") {
      return fail(
        `PUBLIC_URL is ${config.publicUrl}: not https, so passwords cross the internet readable and sign-in cookies are not marked Secure.`,
        `Serve the site over HTTPS (Caddy gets the certificate by itself: scripts/deploy/Caddyfile) and set PUBLIC_URL=https://${url.host} in ${SETTINGS_FILE}; restart the server.`,
      );
    }
    if (isExampleName(url.hostname)) {
      return fail(
        `PUBLIC_URL is still the example address ${config.publicUrl}.`,
        `Set PUBLIC_URL to the site's own domain in ${SETTINGS_FILE}, put the same name in the Caddyfile, and restart both.`,
      );
    }
    try {
      const { status, body } = await getJson(`${config.publicUrl}/readyz`, 10_000);
      if (isReadyAnswer(body)) return ok(`${config.publicUrl} leads to this app over HTTPS (its /readyz answers).`);
      return fail(
        `${config.publicUrl}/readyz answers (status ${status}), but not as this app does: the address leads somewhere else.`,
        `Point the DNS of ${url.hostname} at this server, and make Caddy send it to the app: the Caddyfile's site name ${url.hostname} with reverse_proxy 127.0.0.1:${config.port}, then sudo systemctl reload caddy.`,
      );
    } catch (error) {
      return fail(
        `${config.publicUrl} cannot be reached from here (${plainError(error)}).`,
        `Check that the DNS of ${url.hostname} points at this server, that ports 80 and 443 are open, and that Caddy runs with ${url.hostname} in its Caddyfile (sudo systemctl status caddy).`,
      );
    }
  },
};

const mail: Check = {
  name: "E-mail",
  async run({ config }) {
    if (!config.smtpUrl) {
      const outbox = path.join(path.dirname(config.databaseFile), "outbox");
      const waiting = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith(".eml")).length : 0;
      return ok(
        `No SMTP_URL: e-mails (password resets, parents' consent requests) are written to ${outbox} (${formatCount(waiting)} there) instead of being sent.`,
      );
    }
    const smtp = withoutPassword(config.smtpUrl)!;
    const nodemailer = (await import("nodemailer")).default;
    const transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 });
    try {
      await transport.verify();
      return ok(`The mail server ${smtp} answers and accepts this server.`);
    } catch (error) {
      return fail(
        `The mail server ${smtp} cannot be used: ${plainError(error)}.`,
        `Check SMTP_URL in ${SETTINGS_FILE} (host, port, user and password; smtps:// for port 465), and that this server may connect to it: some hosting companies block outgoing mail ports until asked.`,
      );
    } finally {
      transport.close();
    }
  },
};

function age(hours: number): string {
  if (hours < 1) return "less than an hour";
  if (hours < 48) return `${Math.floor(hours)} hour${Math.floor(hours) === 1 ? "" : "s"}`;
  return `${Math.floor(hours / 24)} days`;
}

const backups: Check = {
  name: "Backups",
  run: ({ backupDir }) => {
    const found = listBackups(backupDir);
    const newest = found.at(-1);
    if (!newest) {
      return fail(
        `There is no backup in ${backupDir}.`,
        'Turn on the nightly backup: sudo systemctl enable --now child-rights-hub-backup.timer (container: README, "Container"), and take one now: npm run backup. If the backups are kept elsewhere, set BACKUP_DIR to that folder.',
      );
    }
    const hours = (Date.now() - newest.takenAt.getTime()) / 3_600_000;
    if (hours > MAX_BACKUP_AGE_HOURS) {
      return fail(
        `The newest backup in ${backupDir} is ${age(hours)} old (${path.basename(newest.dir)}).`,
        "See why the nightly backup stopped: sudo systemctl list-timers child-rights-hub-backup.timer and sudo journalctl -u child-rights-hub-backup -n 50. Take one now: npm run backup.",
      );
    }
    return ok(`The newest backup in ${backupDir} is ${age(hours)} old (${formatCount(found.length)} kept).`);
  },
};

/** The nearest folder that exists at or above `dir` (a folder not made yet is on its parent's disk). */
function existingFolder(dir: string): string {
  return fs.existsSync(dir) ? dir : existingFolder(path.dirname(dir));
}

const disk: Check = {
  name: "Disk space",
  run: ({ config, backupDir }) => {
    const databaseBytes = config.databaseUrl
      ? 0
      : [config.databaseFile, `${config.databaseFile}-wal`].filter(fs.existsSync).reduce((n, f) => n + fs.statSync(f).size, 0);
    const uploadsBytes = fs.existsSync(config.uploadsDir) && fs.statSync(config.uploadsDir).isDirectory() ? totalSize(listFiles(config.uploadsDir)) : 0;
    const dataBytes = databaseBytes + uploadsBytes;
    // A backup copies the database and the uploads; an upgrade or a restore sets one more copy aside.
    const needed = Math.max(MIN_FREE_BYTES, 2 * dataBytes);
    const disks = new Map<number, { dir: string; free: number }>();
    for (const dir of [path.dirname(config.databaseFile), config.uploadsDir, backupDir].map(existingFolder)) {
      const device = fs.statSync(dir).dev;
      if (disks.has(device)) continue;
      const stats = fs.statfsSync(dir);
      disks.set(device, { dir, free: stats.bavail * stats.bsize });
    }
    const short = [...disks.values()].filter((d) => d.free < needed);
    const rule = `at least ${formatBytes(MIN_FREE_BYTES)}, and twice the database and uploads (${formatBytes(dataBytes)}) for a backup and an upgrade`;
    if (short.length) {
      return fail(
        `Only ${short.map((d) => `${formatBytes(d.free)} free on the disk of ${d.dir}`).join(" and ")}; ${formatBytes(needed)} are needed (${rule}).`,
        "Free some space there (backups older than what you keep off-site, earlier releases in /srv/child-rights-hub/releases), or move the data to a larger disk.",
      );
    }
    return ok(`${[...disks.values()].map((d) => `${formatBytes(d.free)} free on the disk of ${d.dir}`).join(", ")}; ${formatBytes(needed)} needed (${rule}).`);
  },
};

/** In this order: a later check may fail because of an earlier one. */
export const CHECKS: Check[] = [nodeVersion, folders, database, server, publicAddress, mail, backups, disk];
