/** `npm run restore -- FILE`: puts a backup back in place, keeping the current data aside. */
import { loadConfig } from "../server/config";
import { CliError, runCommand } from "./lib/cli";

const usage = `Usage: npm run restore -- FILE [--force]

Restores a backup made by "npm run backup". FILE is a backup folder (backup-<time>/, holding app.db
and uploads/) or a database file. The backup is checked first (PRAGMA integrity_check, and a schema
not newer than this code). The current database (with its -wal/-shm files) and uploads folder are
moved aside as <name>.before-restore-<time>, never deleted; then the migrations run.

Refuses while the server is running on this database (stop it first), and refuses to replace an
existing database without --force.

Options:
  --force     replace the existing database (it is moved aside, not deleted)
  -h, --help  show this help

Environment: DATABASE_FILE (default ./data/app.db), UPLOADS_DIR (default ./data/uploads)
Exit codes: 0 done, 1 failed, 2 bad arguments`;

runCommand({
  usage,
  options: { force: { type: "boolean" } },
  positionals: { min: 1, max: 1 },
  async run({ values, positionals }) {
    const config = loadConfig();
    if (config.databaseUrl) {
      // Not yet built (issue #16): the data is not in the SQLite file, so copying that file would be wrong.
      throw new CliError(
        "npm run restore works on the SQLite file; DATABASE_URL is set, so the data is in PostgreSQL. Use pg_dump --format=custom and pg_restore, or the database service's own point-in-time recovery (README: PostgreSQL).",
      );
    }
    // Loaded here, after the arguments are checked, so that --help and mistakes answer at once.
    const { restoreBackup } = await import("./lib/restore");
    await restoreBackup({
      source: positionals[0],
      databaseFile: config.databaseFile,
      uploadsDir: config.uploadsDir,
      force: values.force ?? false,
    });
  },
});
