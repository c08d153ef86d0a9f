/** The registered modules: registration (checked), lookups, the sidebar and the reviewed modules. */
import type { Role } from "../db/types";
import { checkModule } from "./check-module";
import type { MessageKey } from "./domain/i18n";
import type { AdminModule, ReviewSpec, TableModule } from "./types";

const modules = new Map<string, AdminModule>();

/** Adds (or replaces, for tests and hot reload) a module. Checks the declaration is coherent. */
export function registerModule(module: AdminModule): AdminModule {
  const problems = checkModule(module);
  if (problems.length) throw new Error(`Admin module "${module.key}" is invalid: ${problems.join("; ")}`);
  modules.set(module.key, module);
  return module;
}

export function unregisterModule(key: string): void {
  modules.delete(key);
}

export function getModule(key: string): AdminModule | undefined {
  return modules.get(key);
}

export function getTableModule(key: string): TableModule | undefined {
  const module = modules.get(key);
  return module?.kind === "table" ? module : undefined;
}

/** Every registered module, sidebar order first. */
export function allModules(): AdminModule[] {
  return [...modules.values()].sort((a, b) => (a.sidebar?.order ?? 999) - (b.sidebar?.order ?? 999) || a.key.localeCompare(b.key));
}

/** Sidebar entries for a role, in order. */
export function sidebarFor(role: Role | null): AdminModule[] {
  if (!role) return [];
  return allModules().filter((m) => m.sidebar?.roles.includes(role));
}

export const SIDEBAR_GROUP_LABEL: Record<Role, MessageKey> = {
  super_admin: "admin.group.superAdmin",
  organization: "admin.group.organization",
  // A teacher has no back-office entry (their pages are /teacher); the label is never shown.
  teacher: "admin.group.organization",
};

/** The module whose path matches /admin/<path>. */
export function moduleForPath(path: string): AdminModule | undefined {
  const clean = path.replace(/^\/?admin\/?/, "").replace(/\/$/, "");
  return allModules().find((m) => m.path === clean);
}

/** Modules whose rows are reviewed before publication, in sidebar order. */
export function reviewedModules(): (TableModule & { review: ReviewSpec })[] {
  return allModules().filter((m): m is TableModule & { review: ReviewSpec } => m.kind === "table" && Boolean(m.review));
}
