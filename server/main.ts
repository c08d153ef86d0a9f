/** `npm start`: migrate, seed demo content on an empty database, print the setup link, serve. */
import { openDatabase } from "../db/open";
import { acquireServerLock } from "../db/server-lock";
import { migrateToLatest } from "../db/migrate";
import { isDatabaseEmpty, seedDemo } from "../db/seed/demo";
import { loadConfig } from "./config";
import { createApp } from "./app";
import { loadAdminModules } from "./admin/load-modules";
import { superAdminExists } from "./services/accounts";
import { createOneTimeToken, SETUP_LIFETIME_MS } from "./services/setup";
import { sweepUnansweredConsents } from "./services/parental-consent";

const HOUR_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  // Taken just before opening, not after: during `npm run restore` the lock is held and the file may be
  // missing, and opening would create an empty database under the restore's feet. Released on exit.
  const releaseLock = acquireServerLock(config.databaseFile);
  const { db, close } = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  // The back-office registry is read from admin-modules/modules before the first request.
  await loadAdminModules();

  if (await isDatabaseEmpty(db)) {
    const { rows } = await seedDemo(db, { uploadsDir: config.uploadsDir });
    console.log(`Seeded demo content (${rows} rows) into ${config.databaseFile}`);
  }

  if (!(await superAdminExists(db))) {
    const token = await createOneTimeToken(db, "setup", SETUP_LIFETIME_MS);
    console.log(`No administrator yet. Create the first one within 24 hours at:\n  ${config.publicUrl}/setup?token=${token}`);
  }

  // Accounts whose parent never answered are deleted after 30 days: now, then every hour.
  const sweep = () =>
    sweepUnansweredConsents(db, config)
      .then((count) => { if (count > 0) console.log(`deleted ${count} account(s) whose parent did not answer within 30 days`); })
      .catch((error: unknown) => console.error("the consent sweep failed:", error instanceof Error ? error.message : error));
  await sweep();
  const sweepTimer = setInterval(() => void sweep(), HOUR_MS);
  sweepTimer.unref();

  const app = createApp({ db, config });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    console.log(`Serving on http://${config.host}:${port}`);
  });

  const stop = () => {
    clearInterval(sweepTimer);
    server.close(() => void close().then(() => { releaseLock(); process.exit(0); }));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
