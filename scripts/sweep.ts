/**
 * `npm run sweep`: the server's hourly sweep, by hand (expired sessions, dead one-time links, old counters,
 * accounts whose parent did not answer the consent e-mail within 30 days).
 */
import { loadConfig } from "../server/config";
import { intOption, runCommand, say } from "./lib/cli";

const usage = `Usage: npm run sweep -- [--batch N]

Deletes what no request needs any more: expired sessions, expired or used one-time links (setup,
password reset and any later purpose), sign-in attempt rows past their window, ended rate-limit
windows and daily limit counts older than 30 days; and deletes the accounts of children whose parent
did not answer the consent e-mail within 30 days (with their unpublished uploads). The running server
does the same at start and then every hour; this is safe to run while it serves (small batches, one
short write each).

Options:
  --batch N   rows per DELETE (default 500, 1 to 100000)
  -h, --help  show this help

Environment: DATABASE_URL (PostgreSQL), else DATABASE_FILE (default ./data/app.db), UPLOADS_DIR (default ./data/uploads)
Exit codes: 0 done, 1 failed, 2 bad arguments`;

runCommand({
  usage,
  options: { batch: { type: "string" } },
  async run({ values }) {
    const { SWEEP } = await import("../server/auth/limits");
    const batchSize = intOption(values.batch, "batch", SWEEP.batchSize, 1, 100_000);
    const config = loadConfig();
    // Loaded here, after the arguments are checked, so that --help and mistakes answer at once.
    const { openToolDatabase } = await import("./lib/database");
    const { migrateToLatest } = await import("../db/migrate");
    const { describeSweep, sweepExpired, sweepMail } = await import("../server/services/sweep");
    const { db, name, close } = openToolDatabase(config);
    try {
      // Like the server at start: a database from before the counters' tables gets them first.
      await migrateToLatest(db);
      say(`Sweep of ${name}: ${describeSweep(await sweepExpired(db, { batchSize, uploadsDir: config.uploadsDir }))}.`);
      const mail = await sweepMail(db, loadConfig());
      say(`E-mails: queued ${mail.digests} registration digests, sent ${mail.sent}.`);
    } finally {
      await close();
    }
  },
});
