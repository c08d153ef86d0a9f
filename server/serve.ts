/**
 * The server's start once its configuration is known (server/main.ts checks it first): back up and
 * migrate, seed demo content on an empty database (unless DEMO=0), print the setup link, serve.
 */
import { sql } from "kysely";
import { isPostgres } from "../db/dialect";
import { type DB, openConfiguredDatabase } from "../db/open";
import { acquireServerLock } from "../db/server-lock";
import { migrateToLatest } from "../db/migrate";
import { isDatabaseEmpty } from "../db/seed/demo-tables";
import { seedDefaultHelplines } from "../db/seed/helplines";
import { demoPictureStore } from "./services/demo-pictures";
import type { Config } from "./config";
import { createApp } from "./app";
import { configureLogging, log } from "./logger";
import { loadAdminModules } from "./admin/load-modules";
import { anyAccountExists, superAdminExists } from "./services/accounts";
import { createOneTimeToken, SETUP_LIFETIME_MS } from "./services/setup";
import { startSweeper } from "./services/sweep";
import { backupBeforeMigration, migrationState } from "./services/pre-migration-backup";

export async function serve(config: Config) {
  configureLogging({ level: config.logLevel });
  // Taken just before opening, not after: during `npm run restore` the lock is held and the file may be
  // missing, and opening would create an empty database under the restore's feet. Released on exit.
  // On PostgreSQL there is no file, and several app processes may share the database: no lock.
  const releaseLock = config.databaseUrl ? () => {} : acquireServerLock(config.databaseFile);
  const { db, close } = openConfiguredDatabase(config);

  const { pending, applied } = await migrationState(db);
  if (pending.length > 0 && applied.length > 0 && config.databaseUrl) {
    // The file copy below is SQLite's; a PostgreSQL server is backed up by its own tools (README).
    log.warn({ pending }, "Pending migrations on PostgreSQL: no backup is taken by the app (use pg_dump or the server's point-in-time recovery)");
  } else if (pending.length > 0 && applied.length > 0) {
    log.info({ pending }, "Pending migrations: taking a backup first");
    const dir = await backupBeforeMigration(config);
    log.info({ backup: dir }, "Backup taken before migrating");
  }
  const migrated = await migrateToLatest(db);
  for (const r of migrated.results ?? []) if (r.status === "Success") log.info({ migration: r.migrationName }, "Applied migration");
  // The back-office registry is read from admin-modules/modules before the first request.
  await loadAdminModules();

  // Only a brand-new site gets the demo: no content and no account yet. Demo content is removed by a
  // super admin, whose account stays, so a restart does not bring it back (DEMO=0 makes sure).
  // Sri Lanka's helplines come with every new site, demo or not (a children's site always has a number to call).
  await asTheOnlyStarter(db, async (db) => {
    const brandNew = (await isDatabaseEmpty(db)) && !(await anyAccountExists(db));
    if (brandNew && !config.demo) {
      const helplines = await seedDefaultHelplines(db);
      if (helplines > 0) log.info({ helplines }, "Added Sri Lanka's national helplines (edit them in the back office)");
    }
    if (config.demo && brandNew) {
      // Loaded only here: the demo's lessons and texts are not kept in a running server's memory (issue 34).
      const { seedDemo } = await import("../db/seed/demo");
      const { rows } = await seedDemo(db, { uploadsDir: config.uploadsDir, storePicture: demoPictureStore(config.uploadsDir) });
      log.info(
        { rows, databaseFile: config.databaseFile },
        "Seeded demo content (remove it from the back office dashboard or with npm run seed -- --remove-demo)",
      );
    }
  });

  if (!(await superAdminExists(db))) {
    const token = await createOneTimeToken(db, "setup", SETUP_LIFETIME_MS);
    // The one token that is logged, on purpose: it is how the operator creates the first administrator.
    // It works once, for 24 hours, and only while no super admin exists.
    log.info(`No administrator yet. Create the first one within 24 hours at: ${config.publicUrl}/setup?token=${token}`);
  }

  const app = createApp({ db, config });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    // The mode the libraries saw when they loaded (server/main.ts sets it from the configuration).
    log.info({ nodeEnv: process.env.NODE_ENV }, `Serving on http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`);
  });
  server.once("error", (error) => {
    log.fatal({ err: error }, "Could not listen");
    process.exit(1);
  });
  // Expired sessions, dead one-time links, old counters and accounts whose parent never answered (30 days)
  // go at start and then hourly, in small batches.
  // With them, the organisers' daily digest and any e-mail a request could not deliver.
  const sweeper = startSweeper(db, { databaseFile: config.databaseFile, databaseUrl: config.databaseUrl, uploadsDir: config.uploadsDir, mail: config });

  const stop = () => {
    server.close(
      () =>
        void sweeper
          .stop()
          .then(close)
          .then(() => {
            releaseLock();
            process.exit(0);
          }),
    );
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/** Any number the app's processes agree on: the key of PostgreSQL's lock for the first-start steps. */
const FIRST_START_LOCK = 70_311_600;

/**
 * Two app processes on one PostgreSQL database may start at the same moment (a deployment with two
 * instances): the check-then-seed of a brand-new site runs under a database-wide lock, so one seeds and
 * the other then finds content. An SQLite file has one server at a time (its lock file).
 */
async function asTheOnlyStarter(db: DB, work: (db: DB) => Promise<void>): Promise<void> {
  if (!isPostgres(db)) return work(db);
  await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${FIRST_START_LOCK})`.execute(connection);
    try {
      await work(connection);
    } finally {
      await sql`SELECT pg_advisory_unlock(${FIRST_START_LOCK})`.execute(connection);
    }
  });
}
