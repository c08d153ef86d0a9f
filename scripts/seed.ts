/** `npm run seed`: demo content for an empty database, or large synthetic data for benchmarks. */
import { randomBytes } from "node:crypto";
import { loadConfig } from "../server/config";
import { CliError, formatCount, formatSeconds, intOption, runCommand, say, UsageError } from "./lib/cli";

const usage = `Usage: npm run seed -- --demo
       npm run seed -- --remove-demo
       npm run seed -- --scale N

Adds content to the database (migrating it first).

Options:
  --demo      the demo content (hubs, resources, courses, media, events, contacts, ...);
              only into a database without content
  --remove-demo
              removes every demo row (in one transaction) and the uploaded files only
              they used; staff accounts, everything staff created, site settings and
              the helplines are kept. The same as the dashboard's "Remove demo content".
  --scale N   large synthetic data for benchmarks: N events with 10 registrations each, N media
              items, N users (each with a profile, a submission and 2 course enrolments) and
              ceil(N/100) courses (at least 2). N from 1 to 10000000.
              Synthetic users share one password nobody knows, so they cannot sign in.
  -h, --help  show this help

Environment: DATABASE_URL (PostgreSQL), else DATABASE_FILE (default ./data/app.db); UPLOADS_DIR (default ./data/uploads)`;

runCommand({
  usage,
  options: { demo: { type: "boolean" }, "remove-demo": { type: "boolean" }, scale: { type: "string" } },
  async run({ values }) {
    const chosen = [values.demo, values["remove-demo"], values.scale !== undefined].filter(Boolean).length;
    if (chosen === 0) throw new UsageError("Choose --demo, --remove-demo or --scale N.");
    if (chosen > 1) throw new UsageError("Choose one of --demo, --remove-demo or --scale N.");
    const n = intOption(values.scale, "scale", 0, 1, 10_000_000);

    const config = loadConfig();
    // Loaded here, after the arguments are checked, so that --help and mistakes answer at once.
    const { migrateToLatest } = await import("../db/migrate");
    const { openToolDatabase } = await import("./lib/database");
    const { isDatabaseEmpty, seedDemo } = await import("../db/seed/demo");
    const { demoPictureStore } = await import("../server/services/demo-pictures");
    const { scaleCourseCount, seedScale } = await import("../db/seed/scale");
    const { postgresScaleStore, sqliteScaleStore } = await import("../db/seed/scale-store");
    const { hashPassword } = await import("../server/auth/password");
    const { startProgress } = await import("./lib/progress");
    const { db, sqlite, name, close } = openToolDatabase(config, { create: true });
    try {
      const migrated = await migrateToLatest(db);
      for (const r of migrated.results ?? []) if (r.status === "Success") say(`Applied migration ${r.migrationName}`);

      if (values["remove-demo"]) {
        const { removeDemoContent } = await import("../server/services/demo-content");
        const removed = await removeDemoContent(db, { uploadsDir: config.uploadsDir });
        say(
          removed.rows === 0
            ? `No demo content in ${name}; nothing to remove.`
            : `Removed the demo content (${formatCount(removed.rows)} rows, ${formatCount(removed.files.length)} files) from ${name}.`,
        );
        return;
      }

      if (values.demo) {
        if (!(await isDatabaseEmpty(db))) {
          throw new CliError(`The database ${name} already has content; demo content is only added to an empty database.`);
        }
        const { rows } = await seedDemo(db, { uploadsDir: config.uploadsDir, storePicture: demoPictureStore(config.uploadsDir) });
        say(`Added the demo content (${rows} rows) to ${name}; files in ${config.uploadsDir}.`);
        return;
      }

      if (sqlite) {
        // Synthetic data is not worth an fsync per batch: in WAL mode NORMAL cannot corrupt the file,
        // a power cut could only lose the last batches. The setting is for this connection only.
        sqlite.pragma("synchronous = NORMAL");
        sqlite.pragma("cache_size = -65536");
      }
      const store = sqlite ? sqliteScaleStore(sqlite) : postgresScaleStore(db);
      // One real argon2id hash of a random password, reused: hashing per user would take hours.
      const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));

      say(
        `Adding synthetic data for N = ${formatCount(n)} to ${name} ` +
          `(${formatCount(n)} users, ${formatCount(n)} events, ${formatCount(n * 10)} registrations, ` +
          `${formatCount(n)} media items, ${formatCount(scaleCourseCount(n))} courses)`,
      );
      const progress = startProgress("Seeding", n, "units");
      const started = performance.now();
      const result = await seedScale(store, { n, passwordHash, onProgress: (done) => progress.update(done) });
      const elapsed = performance.now() - started;
      progress.stop(n);
      for (const [table, count] of Object.entries(result.counts)) say(`  ${table.padEnd(20)} ${formatCount(count).padStart(12)}`);
      say(`Added ${formatCount(result.rows)} rows in ${formatSeconds(elapsed)} (${formatCount(result.rows / (elapsed / 1000))} rows/s).`);
    } finally {
      await close();
    }
  },
});
