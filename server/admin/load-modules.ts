/**
 * Registers every back-office module found in admin-modules/modules (one file each, default export), the
 * way db/migrate.ts finds migrations: adding a module is adding a file. Files starting with "_" are
 * shared helpers, not modules. Called once before the server serves, and by the API test support.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type AdminModule, allModules, registerModule } from "../../admin-modules/registry";
import { codeRoot } from "../../db/code-root";

export const MODULES_DIR = path.join(codeRoot(import.meta.url), "admin-modules", "modules");

let loading: Promise<AdminModule[]> | null = null;

export function isModuleFile(name: string): boolean {
  return /^[a-z0-9][a-z0-9-]*\.(ts|js)$/.test(name) && !name.endsWith(".d.ts");
}

/** Loads the folder once per process; later calls return the same list. */
export function loadAdminModules(): Promise<AdminModule[]> {
  loading ??= (async () => {
    const files = (await fs.readdir(MODULES_DIR)).filter(isModuleFile).sort();
    for (const file of files) {
      const imported = (await import(pathToFileURL(path.join(MODULES_DIR, file)).href)) as { default?: AdminModule };
      if (!imported.default || typeof imported.default !== "object" || !("key" in imported.default)) {
        throw new Error(`admin-modules/modules/${file} has no default export made with defineModule or defineScreen`);
      }
      registerModule(imported.default);
    }
    return allModules();
  })();
  return loading;
}
