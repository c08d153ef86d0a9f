/** Runs the numbered migrations in db/migrations, in name order. */
import { promises as fs } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Kysely, type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from "kysely";
import { codeRoot } from "./code-root";
import { extraModulesDir } from "./extra-modules";

export const MIGRATIONS_DIR = path.join(codeRoot(import.meta.url), "db", "migrations");

/**
 * Every file in db/migrations is a migration, so adding one is adding a file. The import is ours (not
 * Kysely's FileMigrationProvider) so that it goes through the same TypeScript loader as the rest of the
 * code, under tsx and under vitest alike.
 */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const dir of migrationDirs()) {
      for (const file of migrationFiles(await fs.readdir(dir))) {
        migrations[file.replace(/\.(ts|js)$/, "")] = (await import(pathToFileURL(path.join(dir, file)).href)) as Migration;
      }
    }
    return migrations;
  }
}

/** db/migrations, then the migrations of EXTRA_ADMIN_MODULES' modules when set (db/extra-modules.ts). */
const migrationDirs = (): string[] => [MIGRATIONS_DIR, ...[extraModulesDir("migrations")].filter((dir) => dir !== null)];
const migrationFiles = (names: string[]) => names.filter((n) => /^\d+_.*\.(ts|js)$/.test(n) && !n.endsWith(".d.ts"));

export function createMigrator(db: Kysely<any>): Migrator {
  // Extra modules' migrations may be older or newer than the app's next one: their order is by folder.
  return new Migrator({ db, provider: new FolderMigrationProvider(), allowUnorderedMigrations: extraModulesDir("migrations") !== null });
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
  const names: string[] = [];
  for (const dir of migrationDirs()) names.push(...migrationFiles(await fs.readdir(dir)));
  return names.map((n) => n.replace(/\.(ts|js)$/, "")).sort();
}
