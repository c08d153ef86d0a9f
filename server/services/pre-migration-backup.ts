/**
 * Before the server applies a pending migration to a database that already has data, it takes a backup
 * with the same tool an operator runs (`npm run backup`, scripts/backup.ts), into `<data folder>/backups`.
 * It runs the tool as a child process rather than importing it: the server does not depend on the
 * command-line layer, and the backup is exactly the one the README documents (checked, then renamed
 * into place). If the backup fails, the server does not migrate and does not start.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import type { Kysely } from "kysely";
import { findAbove } from "../../db/code-root";
import { createMigrator } from "../../db/migrate";
import type { Config } from "../config";
import { log } from "../logger";

/**
 * The backup tool as this server runs: the built server (dist/server/...) runs the tool the build bundled beside it
 * (dist/server/scripts/backup.js) with plain node, as a production install has no tsx; from source it runs
 * scripts/backup.ts with the TypeScript loader the server runs under.
 */
function backupCommand(): { script: string; nodeArgs: string[] } {
  const fromSource = import.meta.url.endsWith(".ts");
  const script = findAbove(import.meta.url, path.join("scripts", fromSource ? "backup.ts" : "backup.js"));
  if (!fromSource) return { script, nodeArgs: [] };
  return { script, nodeArgs: process.execArgv.some((arg) => arg.includes("tsx")) ? process.execArgv : [...process.execArgv, "--import", "tsx"] };
}

/** Backups kept in the automatic folder; older ones are removed by the tool's rotation. */
export const PRE_MIGRATION_KEEP = 14;

export function preMigrationBackupDir(config: Pick<Config, "databaseFile">): string {
  return path.join(path.dirname(config.databaseFile), "backups");
}

/** Names of migrations not yet applied, and whether any was applied before (an empty file needs no backup). */
export async function migrationState(db: Kysely<any>): Promise<{ pending: string[]; applied: string[] }> {
  const migrations = await createMigrator(db).getMigrations();
  return {
    pending: migrations.filter((m) => !m.executedAt).map((m) => m.name),
    applied: migrations.filter((m) => m.executedAt).map((m) => m.name),
  };
}

/** Runs the backup tool with `--out <data>/backups`; resolves with the backup folder, rejects on failure. */
export function backupBeforeMigration(config: Pick<Config, "databaseFile" | "uploadsDir">): Promise<string> {
  const outDir = preMigrationBackupDir(config);
  const { script, nodeArgs } = backupCommand();
  const child = spawn(process.execPath, [...nodeArgs, script, "--out", outDir, "--keep", String(PRE_MIGRATION_KEEP)], {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_FILE: config.databaseFile, UPLOADS_DIR: config.uploadsDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => {
      for (const line of stdout.split("\n").filter(Boolean)) log.info({ tool: "backup" }, line);
      const written = /^Backup written: (.+)$/m.exec(stdout)?.[1];
      if (code === 0 && written) resolve(written.trim());
      else reject(new Error(`The backup before migrating failed (exit code ${code}): ${stderr.trim().split("\n")[0] || "no message"}`));
    });
  });
}
