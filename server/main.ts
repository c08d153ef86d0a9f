/**
 * `npm start`: check the configuration, then start the server (server/serve.ts).
 *
 * The configuration is checked before the rest of the server is loaded, so a wrong value is reported at
 * once rather than after the whole app has been read (a second or two when run from source).
 *
 * Exit codes: 2 a configuration error (one line on standard error naming the variable), 1 any other
 * failure at start, 0 after a clean stop (SIGINT/SIGTERM).
 */
import { checkDataFolders, ConfigError, loadConfig } from "./config";
import { log } from "./logger";

async function main() {
  const config = loadConfig();
  checkDataFolders(config);
  // React and Express pick their production or development build from process.env.NODE_ENV when they are
  // first loaded, below. Without this, `npm start` with no NODE_ENV drew every page with React's
  // development build (slower, and a megabyte of extra code in memory) while the configuration said
  // production.
  process.env.NODE_ENV = config.nodeEnv;
  const { serve } = await import("./serve");
  await serve(config);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  log.fatal({ err: error }, error instanceof Error ? error.message : String(error));
  process.exit(1);
});
