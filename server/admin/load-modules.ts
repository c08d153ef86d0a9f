/**
 * Registers every back-office module found in admin-modules/modules (one file each, default export), the
 * way db/migrate.ts finds migrations: adding a module is adding a file. Files starting with "_" are
 * shared helpers, not modules. Called once before the server serves, and by the API test support.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type AdminModule, allModules, checkActionImplementations, registerModule } from "../../admin-modules/registry";
import { codeRoot } from "../../db/code-root";
import { extraModulesDir } from "../../db/extra-modules";
import { ACTION_KEYS } from "./action-table";
import { isModuleFile } from "./module-files";

export const MODULES_DIR = path.join(codeRoot(import.meta.url), "admin-modules", "modules");

let loading: Promise<AdminModule[]> | null = null;

/** Loads the folder once per process; later calls return the same list. */
export function loadAdminModules(): Promise<AdminModule[]> {
  loading ??= (async () => {
    // The app's modules, then any from EXTRA_ADMIN_MODULES (db/extra-modules.ts).
    for (const dir of [MODULES_DIR, extraModulesDir("modules")]) {
      if (!dir) continue;
      const files = (await fs.readdir(dir)).filter(isModuleFile).sort();
      for (const file of files) {
        const imported = (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: AdminModule };
        if (!imported.default || typeof imported.default !== "object" || !("key" in imported.default)) {
          throw new Error(`${path.join(dir, file)} has no default export made with defineModule or defineScreen`);
        }
        registerModule(imported.default);
      }
    }
    // Every declared action has its entry in the action table and every entry its declaration.
    const problems = checkActionImplementations(allModules(), ACTION_KEYS);
    if (problems.length) throw new Error(`Module actions and the action table disagree:\n${problems.join("\n")}`);
    return allModules();
  })();
  return loading;
}
