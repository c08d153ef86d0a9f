/** `npm run backup`: an online backup of the live database and the uploads, with rotation. */
import path from "node:path";
import { loadConfig } from "../server/config";
import { backupDir } from "./lib/backup-folder";
import { intOption, runCommand } from "./lib/cli";

const usage = `Usage: npm run backup -- [--out DIR] [--keep K]

Copies the database (online, safe while the site runs) and the uploads folder into one new folder
DIR/backup-<UTC time>/ with app.db and uploads/. The copy is assembled under a temporary name, checked
with PRAGMA integrity_check and only then renamed into place; on failure nothing is left behind.

With DATABASE_URL set (PostgreSQL), the folder holds app.dump instead: pg_dump --format=custom of that
database (a consistent snapshot, safe while the site runs), accepted once pg_restore --list reads it
and it holds the kysely_migration table. Needs pg_dump (Debian's postgresql-client, the server's major
version or newer); the password is passed in PGPASSWORD, never on pg_dump's command line.

Options:
  --out DIR   where backups are kept (default BACKUP_DIR, else the folder "backups" beside the
              database file, where the server's own backups before a migration go: ./data/backups)
  --keep K    how many backups to keep; older ones are removed (default 14, at least 1)
  -h, --help  show this help

Environment: DATABASE_FILE (default ./data/app.db), DATABASE_URL (postgres://…: back up that database
  instead of the file), UPLOADS_DIR (default ./data/uploads), BACKUP_DIR (where backups are kept)
Exit codes: 0 done, 1 failed, 2 bad arguments`;

runCommand({
  usage,
  options: { out: { type: "string" }, keep: { type: "string" } },
  async run({ values }) {
    const keep = intOption(values.keep, "keep", 14, 1, 100_000);
    const config = loadConfig();
    const outDir = path.resolve(values.out ?? backupDir(config));
    // Loaded here, after the arguments are checked, so that --help and mistakes answer at once.
    if (config.databaseUrl) {
      const { createPgBackup } = await import("./lib/pg-backup");
      await createPgBackup({ databaseUrl: config.databaseUrl, uploadsDir: config.uploadsDir, outDir, keep });
      return;
    }
    const { createBackup } = await import("./lib/backup");
    await createBackup({
      databaseFile: config.databaseFile,
      uploadsDir: config.uploadsDir,
      outDir,
      keep,
    });
  },
});
