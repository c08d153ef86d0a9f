/** `npm run doctor`: is this install healthy? Each check says what it found and, when something is wrong, the fix. */
import fs from "node:fs";
import path from "node:path";
import { codeRoot } from "../db/code-root";
import { loadConfig } from "../server/config";
import { backupDir } from "./lib/backup-folder";
import { CliError, runCommand, say } from "./lib/cli";
import { CHECKS, type DoctorContext, type Finding, MAX_BACKUP_AGE_HOURS, plainError } from "./lib/doctor-checks";

const usage = `Usage: npm run doctor

Checks this install the way the server sees it, and says in plain words what is wrong and how to fix it:
  Node.js       a version this release supports
  Folders       the database's, uploads and backups folders take a write
  Database      it answers, and has every migration of this version (and none of a newer one)
  Server        it answers /readyz at HOST:PORT
  Public address PUBLIC_URL is set, https, not an example, and leads to this app
  E-mail        the SMTP server answers (SMTP_URL), or e-mails go to the outbox folder
  Backups       the newest backup is at most ${MAX_BACKUP_AGE_HOURS} hours old
  Disk space    enough free for a backup and an upgrade
It changes nothing (it creates a missing folder, as the server would). On a server, run it with the
service's settings and user (README, "Run a tool as the service does").

Options:
  -h, --help  show this help

Environment: the server's (DATABASE_FILE, DATABASE_URL, UPLOADS_DIR, HOST, PORT, PUBLIC_URL, SMTP_URL, ...)
  and BACKUP_DIR (default: the folder "backups" beside the database file)
Exit codes: 0 every check passed, 1 something is wrong, 2 bad arguments or a wrong setting`;

/** The version of the app: the package.json at the code's root (the repository's, or the release's above dist/). */
function appVersion(): string {
  for (let dir = codeRoot(import.meta.url); ; dir = path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    const version = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as { version?: string }).version : undefined;
    if (version) return version;
    if (path.dirname(dir) === dir) return "(unknown version)";
  }
}

runCommand({
  usage,
  options: {},
  async run() {
    const config = loadConfig();
    const context: DoctorContext = {
      config,
      publicUrlSet: Boolean(process.env.PUBLIC_URL?.trim()),
      backupDir: backupDir(config),
      nodeVersion: process.version,
    };
    say(`Checking Child Rights Hub ${appVersion()} in ${process.cwd()}`);
    say();
    const failed: string[] = [];
    for (const check of CHECKS) {
      let finding: Finding;
      try {
        finding = await check.run(context);
      } catch (error) {
        finding = {
          ok: false,
          says: `The check itself failed: ${plainError(error)}.`,
          fix: "Run npm run doctor again; if it fails the same way, report it with this output.",
        };
      }
      say(`${finding.ok ? "ok  " : "FAIL"}  ${check.name}: ${finding.says}`);
      if (!finding.ok) {
        say(`      Fix: ${finding.fix}`);
        failed.push(check.name);
      }
    }
    say();
    if (failed.length) {
      throw new CliError(`${failed.length} of ${CHECKS.length} checks failed (${failed.join(", ")}): fix them from the top, then run npm run doctor again.`);
    }
    say(`All ${CHECKS.length} checks passed.`);
  },
});
