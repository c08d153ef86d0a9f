/** Runs the numbered migrations in db/migrations, in name order. */
import { promises as fs } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FileMigrationProvider, type Kysely, type MigrationResultSet, Migrator } from "kysely";

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
  });
}

/** Applies every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error");
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${reason}`);
  }
  return result;
}

/** Names of migrations this code knows, in order; a backup newer than the last one is refused. */
export async function knownMigrations(): Promise<string[]> {
  const names = await fs.readdir(MIGRATIONS_DIR);
  return names.filter((n) => /\.(ts|js)$/.test(n)).map((n) => n.replace(/\.(ts|js)$/, "")).sort();
}
