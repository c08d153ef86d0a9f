/** The module files of EXTRA_ADMIN_MODULES, by file name (vite.config.ts `extraAdminModules`; empty when unset). */
declare module "virtual:extra-admin-modules" {
  const files: Record<string, unknown>;
  export default files;
}
