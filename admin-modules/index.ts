/**
 * The registry's entry point for both sides. The React app registers the module files with Vite:
 *
 *   registerModuleFiles(import.meta.glob(["../../admin-modules/modules/*.ts", "!../../admin-modules/modules/_*.ts"], { eager: true }));
 *
 * and the server does the same from the folder (server/admin/load-modules.ts).
 */
import { type AdminModule, registerModule } from "./registry";

export * from "./registry";

/** Registers the default export of each module file; files without one (helpers, "_*.ts") are skipped. */
export function registerModuleFiles(files: Record<string, unknown>): AdminModule[] {
  const registered: AdminModule[] = [];
  for (const path of Object.keys(files).sort()) {
    if (/(^|\/)_[^/]*$/.test(path)) continue;
    const module = (files[path] as { default?: AdminModule } | undefined)?.default;
    if (!module || typeof module !== "object" || !("key" in module)) continue;
    registered.push(registerModule(module));
  }
  return registered;
}
