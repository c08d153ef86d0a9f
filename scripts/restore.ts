/** `npm run restore -- FILE`: puts a backup back in place, keeping the current data aside. */
import { loadConfig } from "../server/config";
import { runCommand } from "./lib/cli";

const usage = `Usage: npm run restore -- FILE [--force]

Restores a backup made by "npm run backup". FILE is a backup folder (backup-<time>/, holding app.db
and uploads/) or a database file. The backup is checked first (PRAGMA integrity_check, and a schema
not newer than this code). The current database (with its -wal/-shm files) and uploads folder are
moved aside as <name>.before-restore-<time>, never deleted; then the migrations run.

Refuses while the server is running on this database (stop it first), and refuses to replace an
existing database without --force.

With DATABASE_URL set (PostgreSQL), FILE is a backup folder holding app.dump (from "npm run backup"
with DATABASE_URL) or such a dump file. Checked first: pg_restore --list reads it, and its migrations
are all known to this code. Refuses while other sessions are connected to the database (stop the app
servers first), and refuses a database with content without --force. With --force the current
database is first dumped to before-restore-<time>.dump beside the backup folders (never deleted); then
pg_restore --clean --single-transaction replaces it, all or nothing; the uploads folder is swapped as
above and the migrations run. Needs pg_restore and pg_dump (Debian's postgresql-client).

Options:
  --force     replace the existing database (it is moved aside or dumped, not deleted)
  -h, --help  show this help

Environment: DATABASE_FILE (default ./data/app.db), DATABASE_URL (postgres://…: restore into that
  database instead of the file), UPLOADS_DIR (default ./data/uploads)
Exit codes: 0 done, 1 failed, 2 bad arguments`;

runCommand({
  usage,
  options: { force: { type: "boolean" } },
  positionals: { min: 1, max: 1 },
  async run({ values, positionals }) {
    const config = loadConfig();
    // Loaded here, after the arguments are checked, so that --help and mistakes answer at once.
    if (config.databaseUrl) {
      const { restorePgBackup } = await import("./lib/pg-restore");
      await restorePgBackup({ source: positionals[0], databaseUrl: config.databaseUrl, uploadsDir: config.uploadsDir, force: values.force ?? false });
      return;
    }
    const { restoreBackup } = await import("./lib/restore");
    await restoreBackup({
      source: positionals[0],
      databaseFile: config.databaseFile,
      uploadsDir: config.uploadsDir,
      force: values.force ?? false,
    });
  },
});
