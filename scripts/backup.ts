/** `npm run backup`: an online backup of the live database and the uploads, with rotation. */
import path from "node:path";
import { loadConfig } from "../server/config";
import { CliError, intOption, runCommand } from "./lib/cli";

const usage = `Usage: npm run backup -- [--out DIR] [--keep K]

Copies the database (online, safe while the site runs) and the uploads folder into one new folder
DIR/backup-<UTC time>/ with app.db and uploads/. The copy is assembled under a temporary name, checked
with PRAGMA integrity_check and only then renamed into place; on failure nothing is left behind.

Options:
  --out DIR   where backups are kept (default ./data/backups)
  --keep K    how many backups to keep; older ones are removed (default 14, at least 1)
  -h, --help  show this help

Environment: DATABASE_FILE (default ./data/app.db), UPLOADS_DIR (default ./data/uploads)
Exit codes: 0 done, 1 failed, 2 bad arguments`;

runCommand({
  usage,
  options: { out: { type: "string" }, keep: { type: "string" } },
  async run({ values }) {
    const keep = intOption(values.keep, "keep", 14, 1, 100_000);
    const config = loadConfig();
    if (config.databaseUrl) {
      // Not yet built (issue #16): the data is not in the SQLite file, so copying that file would be wrong.
      throw new CliError(
        "npm run backup works on the SQLite file; DATABASE_URL is set, so the data is in PostgreSQL. Use pg_dump --format=custom and pg_restore, or the database service's own point-in-time recovery (README: PostgreSQL).",
      );
    }
    // Loaded here, after the arguments are checked, so that --help and mistakes answer at once.
    const { createBackup } = await import("./lib/backup");
    await createBackup({
      databaseFile: config.databaseFile,
      uploadsDir: config.uploadsDir,
      outDir: path.resolve(values.out ?? "./data/backups"),
      keep,
    });
  },
});
