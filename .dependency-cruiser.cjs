/**
 * The architecture's rules (ARCHITECTURE.md, "The rules the build checks"), checked by dependency-cruiser in
 * `npm test` (scripts/check-architecture.mjs) and proven to fail on a deliberate violation by
 * tests/unit/architecture.test.ts. A rule's name is what a failing build prints: keep them readable.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "No import cycles anywhere: a circle makes load order matter and hides which file owns what.",
      from: {},
      to: { circular: true },
    },
    {
      name: "src-imports-only-types-from-server-and-db",
      severity: "error",
      comment: "The React app may read the server's and the database's types, never their code (it would ship Node code to phones).",
      from: { path: "^src/" },
      to: { path: "^(server|db)/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "admin-modules-stay-pure",
      severity: "error",
      comment: "The registry runs in the browser and in Node: no React, Express or database driver, nothing of the server or the app.",
      from: { path: "^admin-modules/" },
      to: {
        path: ["^(server|src|scripts|tests)/", "^node_modules/(react|react-dom|express|better-sqlite3|pg|kysely)/"],
      },
    },
    {
      name: "admin-modules-import-only-types-from-db",
      severity: "error",
      comment: "The registry may name the stored shape (db/types.ts), never run database code.",
      from: { path: "^admin-modules/" },
      to: { path: "^db/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "db-imports-nothing-of-ours",
      severity: "error",
      comment: "The stored shape, migrations and seeds stand alone: no registry, server, app or script code.",
      from: { path: "^db/" },
      to: { path: "^(admin-modules|server|src|scripts|tests)/" },
    },
    {
      name: "services-never-import-routers-or-http",
      severity: "error",
      comment: "Services are called by routers and HTTP routes, never the other way round.",
      from: { path: "^server/(services|admin|auth)/" },
      to: { path: "^server/(routers|http)/" },
    },
    {
      name: "server-never-imports-src",
      severity: "error",
      comment: "Server rendering loads the bundle the build makes from src/entry-server.tsx by path at run time, never src/ itself.",
      from: { path: "^server/" },
      to: { path: "^src/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^admin-modules/domain/paraglide/"] },
    tsPreCompilationDeps: true,
    // node_modules may be a link (a test checks a copy of the code that links to this one).
    preserveSymlinks: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mjs", ".js", ".cjs", ".json", ".d.ts"],
    },
    skipAnalysisNotInRules: true,
  },
};
