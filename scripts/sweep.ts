/** `npm run sweep`: the server's hourly sweep, by hand (expired sessions, dead one-time links, old counters). */
import { loadConfig } from "../server/config";
import { intOption, runCommand, say } from "./lib/cli";

const usage = `Usage: npm run sweep -- [--batch N]

Deletes what no request needs any more: expired sessions, expired or used one-time links (setup,
password reset and any later purpose), sign-in attempt rows past their window, ended rate-limit
windows and daily limit counts older than 30 days. The running server does the same at start and
then every hour; this is safe to run while it serves (small batches, one short write each).

Options:
  --batch N   rows per DELETE (default 500, 1 to 100000)
  -h, --help  show this help

Environment: DATABASE_FILE (default ./data/app.db)
Exit codes: 0 done, 1 failed, 2 bad arguments`;

runCommand({
  usage,
  options: { batch: { type: "string" } },
  async run({ values }) {
    const { SWEEP } = await import("../server/auth/limits");
    const batchSize = intOption(values.batch, "batch", SWEEP.batchSize, 1, 100_000);
    const { databaseFile } = loadConfig();
    // Loaded here, after the arguments are checked, so that --help and mistakes answer at once.
    const { openExistingDatabase } = await import("./lib/database");
    const { migrateToLatest } = await import("../db/migrate");
    const { describeSweep, sweepExpired } = await import("../server/services/sweep");
    const { db, close } = openExistingDatabase(databaseFile);
    try {
      // Like the server at start: a database from before the counters' tables gets them first.
      await migrateToLatest(db);
      say(`Sweep of ${databaseFile}: ${describeSweep(await sweepExpired(db, { batchSize }))}.`);
    } finally {
      await close();
    }
  },
});
