/**
 * EXTRA_ADMIN_MODULES=<folder>: back-office modules from outside admin-modules/modules, with their
 * migrations, as if they were the app's (an extension point, and how a test adds a module of its own to
 * a real build: tests/e2e/one-file-module.spec.ts). The folder holds modules/*.ts and migrations/*.ts.
 * Read by the Vite build (the browser's modules), scripts/build.mjs (the server's), the server's module
 * loader and the migrator at start. Unset (the default): only the app's own.
 */
import path from "node:path";
import { codeRoot } from "./code-root";

/** The folder's modules/ or migrations/, relative to the code's root (the repository, or dist/server once built). */
export function extraModulesDir(kind: "modules" | "migrations"): string | null {
  const folder = process.env.EXTRA_ADMIN_MODULES;
  return folder ? path.resolve(codeRoot(import.meta.url), folder, kind) : null;
}
