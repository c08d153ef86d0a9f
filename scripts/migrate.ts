/** `npm run migrate`: applies pending migrations; `--status` lists applied and pending ones. */
import fs from "node:fs";
import { loadConfig } from "../server/config";
import { CliError, runCommand, say } from "./lib/cli";

const usage = `Usage: npm run migrate -- [--status]

Applies the database migrations this code has and the database has not (safe while the site runs).

Options:
  --status   list applied and pending migrations, change nothing
  -h, --help show this help

Environment: DATABASE_URL (PostgreSQL), else DATABASE_FILE (default ./data/app.db)`;

runCommand({
  usage,
  options: { status: { type: "boolean" } },
  async run({ values }) {
    const config = loadConfig();
    const { databaseFile } = config;
    // A PostgreSQL database exists before the app (createdb); a new SQLite file is made here.
    const isNew = !config.databaseUrl && !fs.existsSync(databaseFile);
    if (values.status && isNew) throw new CliError(`No database at ${databaseFile} yet; "npm run migrate" creates it.`);

    // Loaded here, after the arguments are checked, so that --help and mistakes answer at once.
    const { createMigrator, migrateToLatest } = await import("../db/migrate");
    const { appliedMigrationNamesIn, openToolDatabase, unknownMigrations } = await import("./lib/database");
    const { db, name, close } = openToolDatabase(config, { create: true });
    try {
      const unknown = await unknownMigrations(await appliedMigrationNamesIn(db));
      if (values.status) {
        say(`Database: ${name}`);
        const migrations = await createMigrator(db).getMigrations();
        const applied = migrations.filter((m) => m.executedAt);
        const pending = migrations.filter((m) => !m.executedAt);
        say(`Applied (${applied.length}):`);
        for (const m of applied) say(`  ${m.name}  ${m.executedAt!.toISOString()}`);
        say(`Pending (${pending.length}):`);
        for (const m of pending) say(`  ${m.name}`);
        if (unknown.length) say(`Unknown to this code, from a newer version (${unknown.length}):\n  ${unknown.join("\n  ")}`);
        return;
      }

      if (unknown.length) {
        throw new CliError(`The database has migrations this code does not know (${unknown.join(", ")}); update the code first.`);
      }
      if (isNew) say(`Creating a new database at ${databaseFile}`);
      const result = await migrateToLatest(db);
      const done = (result.results ?? []).filter((r) => r.status === "Success");
      for (const r of done) say(`Applied ${r.migrationName}`);
      say(done.length ? `Done: ${done.length} migration(s) applied to ${name}.` : `Database ${name} is up to date.`);
    } finally {
      await close();
    }
  },
});
