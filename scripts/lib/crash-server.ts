/**
 * The server process of the crash test: server/main.ts's steps (lock, open with the same pragmas,
 * createApp, listen) minus migrating and seeding, which the test does once beforehand. The test
 * bundles this file with esbuild so a restart takes a fraction of a second, and loads the next server
 * while the current one is still taking writes; it opens the database only on "go", after the kill.
 * Parent → child: "go". Child → parent: { ready } when loaded, { port } once listening.
 */
import { acquireServerLock } from "../../db/server-lock";
import { openDatabase } from "../../db/open";
import { loadConfig } from "../../server/config";
import { createApp } from "../../server/app";

function start() {
  const config = loadConfig();
  acquireServerLock(config.databaseFile);
  const { db } = openDatabase(config.databaseFile);
  const app = createApp({ db, config });
  const server = app.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
  });
}

process.send?.({ ready: true });
process.on("message", (message) => {
  if (message !== "go") return;
  try {
    start();
  } catch (error) {
    process.stderr.write(`crash-server: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
});
