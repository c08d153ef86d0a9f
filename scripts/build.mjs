// `npm run build`: the messages compiled (admin-modules/domain/paraglide), the web app (Vite, into dist/client, and its server
// renderer into dist/server-entry) and the server (esbuild, into dist/server), then a stamp that `npm start` compares with the
// sources. The server is bundled with code splitting: one entry per migration and per back-office module beside server/main.ts,
// so the folder scans that find them (db/migrate.ts, server/admin/load-modules.ts) work unchanged, and every module registers
// into the one shared registry chunk; the operator's command-line tools (TOOLS) are entries too, so a production install runs
// them with plain node (scripts/run-tool.mjs). Only the production dependencies stay in node_modules (see buildServerBundle).
// The build tools (Vite, esbuild, tsx, the message compiler) are development dependencies, loaded only when a build runs.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BUILD_STAMP, buildDir, root } from "./lib/build-stamp.mjs";

const serverOut = path.join(buildDir, "server");

/**
 * The command-line tools a production install needs (`npm run <tool>`), bundled into dist/server/scripts/<tool>.js.
 * The others (benchmarks, the crash test, message conversion) are development tools and run from source with tsx.
 */
export const TOOLS = ["audit", "backup", "create-admin", "doctor", "migrate", "migrate-data", "restore", "seed", "set-role", "sweep"];

const filesIn = (dir, pattern) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((name) => pattern.test(name))
    .map((name) => path.join(root, dir, name));

/** The Node side's messages (admin-modules/domain/paraglide, not committed); the browser builds compile their own. */
function compileMessages() {
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/i18n/compile.ts")], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`Compiling the messages failed (exit code ${result.status})`);
}

export async function build() {
  compileMessages();
  const { createBuilder } = await import("vite");
  // buildApp runs vite.config.ts's builder: one browser build per language (index.en.html, index.si.html, ...)
  // and the server renderer's Node build of the same app (dist/server-entry, loaded by server/http/page-renderer.ts).
  const clientBuilder = await createBuilder({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });
  await clientBuilder.buildApp();
  await buildServerBundle(serverOut);
  fs.writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
}

/**
 * zod's index offers its error messages in some 60 languages (`z.locales`, 360 KB of code) beside the English
 * one it uses by default. The server never picks another (its refusals are worded by the app, in the
 * visitor's language), so the bundle keeps only English (issue 34: the server's memory).
 */
const onlyEnglishZodLocale = {
  name: "only-english-zod-locale",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]v4[\\/]/.test(args.importer)
        ? { path: "zod-english-locale", namespace: "zod-english-locale", pluginData: { dir: path.dirname(args.importer) } }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "zod-english-locale" }, (args) => ({
      contents: 'export { default as en } from "../locales/en.js";',
      resolveDir: args.pluginData.dir,
      loader: "js",
    }));
  },
};

/** The server alone into `outDir` (dist/server; tests build a copy inside the repository's .tmp). */
export async function buildServerBundle(outDir) {
  const { build: buildServer } = await import("esbuild");
  fs.rmSync(outDir, { recursive: true, force: true });
  await buildServer({
    absWorkingDir: root,
    entryPoints: [
      path.join(root, "server/main.ts"),
      // The sweep's worker thread (server/services/sweep-thread.ts) is started from its own file.
      path.join(root, "server/services/sweep-worker.ts"),
      ...filesIn("db/migrations", /^\d+_.*\.ts$/),
      ...filesIn("admin-modules/modules", /^[a-z0-9][a-z0-9-]*\.ts$/),
      ...TOOLS.map((tool) => path.join(root, "scripts", `${tool}.ts`)),
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
    // path at run time stay in node_modules; they are production dependencies in package.json
    // (tests/unit/production-dependencies.test.ts checks every package the build leaves outside).
    // pg is loaded only on PostgreSQL (db/open.ts), by require at run time.
    external: ["better-sqlite3", "pg", "sharp", "@node-rs/argon2", "pino-pretty", "pino", "nodemailer"],
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    chunkNames: "chunks/[name]-[hash]",
    // Without comments and indentation (issue 34: the server's memory). V8 keeps every loaded file's source
    // text in the JavaScript heap for as long as the process runs; the compiled messages alone were 4.3 MB
    // of JSDoc and indentation around short strings. Names are kept (no identifier minification), so a
    // stack trace still names its functions.
    minifyWhitespace: true,
    plugins: [onlyEnglishZodLocale],
    logLevel: "warning",
  });
  // An extra-modules folder's messages/ (db/extra-modules.ts) are read at start, beside its built modules.
  const extraMessages = process.env.EXTRA_ADMIN_MODULES && path.join(process.env.EXTRA_ADMIN_MODULES, "messages");
  if (extraMessages && fs.existsSync(path.join(root, extraMessages))) {
    fs.cpSync(path.join(root, extraMessages), path.join(outDir, extraMessages), { recursive: true });
  }
  // Marks the folder as the built code's root (see db/code-root.ts).
  fs.writeFileSync(path.join(outDir, "package.json"), '{ "type": "module", "private": true }\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await build();
  console.log(`Built dist/client and dist/server in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
