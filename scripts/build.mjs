// `npm run build`: the web app (Vite, into dist/client, and its server renderer into dist/server-entry) and the server (esbuild, into dist/server), then a
// stamp that `npm start` compares with the sources. The server is bundled with code splitting: one entry
// per migration and per back-office module beside server/main.ts, so the folder scans that find them
// (db/migrate.ts, server/admin/load-modules.ts) work unchanged, and every module registers into the one
// shared registry chunk. Packages from node_modules stay external.
import fs from "node:fs";
import path from "node:path";
import { createBuilder } from "vite";
import { build as buildServer } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
/** dist/ unless BUILD_DIR names another folder (a test's own build, with EXTRA_ADMIN_MODULES). */
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "dist");
const serverOut = path.join(buildDir, "server");
export const BUILD_STAMP = path.join(buildDir, ".built");
/** What the build is made from: a change in any of these makes dist/ stale. */
const SOURCES = ["src", "server", "db", "admin-modules", "package.json", "package-lock.json", "vite.config.ts"];

function newestChange(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

/** 0 when dist/ was never built, else the time of the last build. */
export function builtAt() {
  return fs.existsSync(BUILD_STAMP) ? fs.statSync(BUILD_STAMP).mtimeMs : 0;
}

/** True when dist/ is missing or older than a source file (what `npm start` checks before it runs). */
export function buildIsStale() {
  const sourcesAt = Math.max(
    ...SOURCES.map((name) => path.join(root, name))
      .filter(fs.existsSync)
      .map(newestChange),
  );
  return sourcesAt > builtAt();
}

const filesIn = (dir, pattern) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((name) => pattern.test(name))
    .map((name) => path.join(root, dir, name));

export async function build() {
  // buildApp runs vite.config.ts's builder: one browser build per language (index.en.html, index.si.html, ...)
  // and the server renderer's Node build of the same app (dist/server-entry, loaded by server/http/page-renderer.ts).
  const clientBuilder = await createBuilder({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });
  await clientBuilder.buildApp();
  await buildServerBundle(serverOut);
  fs.writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
}

/** The server alone into `outDir` (dist/server; tests build a copy inside the repository's .tmp). */
export async function buildServerBundle(outDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  await buildServer({
    absWorkingDir: root,
    entryPoints: [
      path.join(root, "server/main.ts"),
      // The sweep's worker thread (server/services/sweep-thread.ts) is started from its own file.
      path.join(root, "server/services/sweep-worker.ts"),
      ...filesIn("db/migrations", /^\d+_.*\.ts$/),
      ...filesIn("admin-modules/modules", /^[a-z0-9][a-z0-9-]*\.ts$/),
      // EXTRA_ADMIN_MODULES (db/extra-modules.ts): their modules and migrations beside the app's, found at start
      // by the same folder scans (relative to dist/server).
      ...(process.env.EXTRA_ADMIN_MODULES
        ? [
            ...filesIn(path.join(process.env.EXTRA_ADMIN_MODULES, "modules"), /^[a-z0-9][a-z0-9-]*\.ts$/),
            ...filesIn(path.join(process.env.EXTRA_ADMIN_MODULES, "migrations"), /^\d+_.*\.ts$/),
          ]
        : []),
    ],
    outbase: root,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // Pure JavaScript packages are bundled: a start then reads a few files instead of resolving and
    // compiling hundreds (issue #10: time to the first answer). Native addons and what loads files by
    // path at run time stay in node_modules.
    // pg is loaded only on PostgreSQL (db/open.ts), by require at run time.
    external: ["better-sqlite3", "pg", "sharp", "@node-rs/argon2", "pino-pretty", "pino", "thread-stream", "nodemailer", "tsx", "vite", "esbuild"],
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    chunkNames: "chunks/[name]-[hash]",
    logLevel: "warning",
  });
  // Marks the folder as the built code's root (see db/code-root.ts).
  fs.writeFileSync(path.join(outDir, "package.json"), '{ "type": "module", "private": true }\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await build();
  console.log(`Built dist/client and dist/server in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
