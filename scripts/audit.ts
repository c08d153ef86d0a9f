/**
 * `npm run audit -- --prune-older-than 365d`: deletes audit log entries older than the given age. The app
 * itself never edits or deletes an entry (server/admin/audit.ts); this is the one way they go.
 */
import { loadConfig } from "../server/config";
import { runCommand, say, UsageError } from "./lib/cli";

const usage = `Usage: npm run audit -- --prune-older-than <N>d

Deletes the audit log's entries (every staff write: who, when, what changed) older than N days.
The back office cannot edit or delete entries; this command is how old ones go. Safe to run while
the server serves (one short write).

Options:
  --prune-older-than Nd   the age, in days (1 to 36500), e.g. 365d
  -h, --help              show this help

Environment: DATABASE_URL (PostgreSQL), else DATABASE_FILE (default ./data/app.db)
Exit codes: 0 done, 1 failed, 2 bad arguments`;

/** "365d" -> 365; anything else is a usage error. */
function parseAge(value: string | undefined): number {
  const match = /^(\d{1,5})d$/.exec(value ?? "");
  const days = match ? Number(match[1]) : Number.NaN;
  if (!Number.isInteger(days) || days < 1 || days > 36_500) throw new UsageError("--prune-older-than needs a number of days such as 365d (1d to 36500d)");
  return days;
}

runCommand({
  usage,
  options: { "prune-older-than": { type: "string" } },
  async run({ values }) {
    const days = parseAge(values["prune-older-than"]);
    const { openToolDatabase } = await import("./lib/database");
    const { migrateToLatest } = await import("../db/migrate");
    const { pruneAudit } = await import("../server/admin/audit");
    const { db, name, close } = openToolDatabase(loadConfig());
    try {
      await migrateToLatest(db);
      const removed = await pruneAudit(db, days);
      say(`Audit log of ${name}: removed ${removed} entries older than ${days} days.`);
    } finally {
      await close();
    }
  },
});
