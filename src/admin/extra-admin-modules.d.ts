/**
 * The module files of EXTRA_ADMIN_MODULES, by file name, and their folder's messages/ per language (null
 * without one) (vite.config.ts `extraAdminModules`; empty and null when unset).
 */
declare module "virtual:extra-admin-modules" {
  const files: Record<string, unknown>;
  export default files;
  export const messages: Record<"en" | "si" | "ta", Record<string, string>> | null;
}
