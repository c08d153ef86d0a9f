/**
 * Registers every back-office module found in admin-modules/modules (one file each, default export), the
 * way db/migrate.ts finds migrations: adding a module is adding a file. Files starting with "_" are
 * shared helpers, not modules. Called once before the server serves, and by the API test support.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { locales } from "../../admin-modules/domain/i18n";
import { registerModuleMessages } from "../../admin-modules/domain/translate";
import { type AdminModule, allModules, checkActionImplementations, checkModuleMessages, registerModule } from "../../admin-modules/registry";
import { codeRoot } from "../../db/code-root";
import { extraModulesDir, readModuleMessages } from "../../db/extra-modules";
import { ACTION_KEYS } from "./action-table";
import { isModuleFile } from "./module-files";

export const MODULES_DIR = path.join(codeRoot(import.meta.url), "admin-modules", "modules");

let loading: Promise<AdminModule[]> | null = null;

/** Loads the folder once per process; later calls return the same list. */
export function loadAdminModules(): Promise<AdminModule[]> {
  loading ??= (async () => {
    // The app's modules, then any from EXTRA_ADMIN_MODULES (db/extra-modules.ts) with their messages.
    for (const module of await importModules(MODULES_DIR)) registerModule(module);
    const extraDir = extraModulesDir("modules");
    if (extraDir) registerExtraModules(await importModules(extraDir), extraModulesDir("messages"));
    // Every declared action has its entry in the action table and every entry its declaration.
    const problems = checkActionImplementations(allModules(), ACTION_KEYS);
    if (problems.length) throw new Error(`Module actions and the action table disagree:\n${problems.join("\n")}`);
    return allModules();
  })();
  return loading;
}

async function importModules(dir: string): Promise<AdminModule[]> {
  const files = (await fs.readdir(dir)).filter(isModuleFile).sort();
  const modules: AdminModule[] = [];
  for (const file of files) {
    const imported = (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: AdminModule };
    if (!imported.default || typeof imported.default !== "object" || !("key" in imported.default)) {
      throw new Error(`${path.join(dir, file)} has no default export made with defineModule or defineScreen`);
    }
    modules.push(imported.default);
  }
  return modules;
}

/**
 * An extra-modules folder's modules and its messages/ (flat key → text per language): every text of every
 * module must be the app's key or one of the folder's in en, si and ta, or nothing is registered (a text
 * missing in one language is refused, not shown in English). Then the messages, then the modules.
 */
export function registerExtraModules(modules: readonly AdminModule[], messagesDir: string | null): void {
  const messages = readModuleMessages(messagesDir, locales);
  const problems = modules.flatMap((module) => checkModuleMessages(module, messages));
  if (problems.length) throw new Error(`The extra modules' texts and their messages disagree:\n${problems.join("\n")}`);
  if (messages) for (const locale of locales) registerModuleMessages(locale, messages[locale]);
  for (const module of modules) registerModule(module);
}
