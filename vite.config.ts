/// <reference types="vitest/config" />
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { defineConfig, type EnvironmentOptions, type Plugin } from "vite";
import { transformSync } from "esbuild";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { browserOutdir, browserOutputStructure, paraglideOptions, STATIC_LOCALE_DEFINE } from "./scripts/i18n/paraglide-options";
import { appManifestPlugins, buildServiceWorker } from "./scripts/pwa/service-worker-build";
import { extraModulesDir, readModuleMessages } from "./db/extra-modules";
import { isModuleFile } from "./server/admin/module-files";

const here = path.dirname(fileURLToPath(import.meta.url));
/** dist/ unless BUILD_DIR names another folder (a test's own build: tests/e2e/one-file-module.spec.ts). */
const buildDir = path.resolve(here, process.env.BUILD_DIR ?? "dist");
const outDir = path.join(buildDir, "client");
/** The server renderer (src/entry-server.tsx) built for Node; server/http/page-renderer.ts loads it from here. */
const serverEntryOutDir = path.join(buildDir, "server-entry");

/**
 * The browser app is built once per language into the same dist/client: the shared chunks (React, the
 * router, ...) come out identical and so share one file, while every language gets its own entry with
 * only its own texts, and its own dist/client/index.<locale>.html that the server sends
 * (server/render-shell.ts). A visitor therefore downloads one language, never all three.
 */
const LOCALES = ["en", "si", "ta"] as const;
const PUBLIC_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|@trpc)[\\/]/;
const environmentName = (locale: string) => `client_${locale}`;

function localeEnvironment(locale: string): EnvironmentOptions {
  return {
    consumer: "client",
    define: { [STATIC_LOCALE_DEFINE]: JSON.stringify(locale) },
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      // .vite/manifest.<locale>.json after the build: which chunks and styles each page needs. The server
      // reads it to preload the first page's chunk from the HTML; the bundle budget test weighs each page.
      manifest: true,
      // Every browser we serve supports <link rel="modulepreload">; the polyfill would be first-load weight.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // The libraries every public page hydrates with (React, the router, tRPC and its query cache) in one
          // long-cached file rather than three shared chunks: about 1.6 KB less gzipped per first visit.
          codeSplitting: { groups: [{ name: "vendor", test: PUBLIC_LIBRARIES }] },
          // Lazy chunks are named by their hash alone: the entry names every one of them for preloading (about
          // 180, seventy of them messages), and their long names (a page's, or a message key's) weighed about
          // 1.5 KB gzipped of every first visit (issues 29 and 30 pushed the Sinhala pages over the 130 KB budget).
          // The manifest still maps each source file to its chunk.
          chunkFileNames: "assets/[hash].js",
        },
      },
    },
  };
}

/**
 * Every compiled message of a one-language build carries a console.warn for `options.locale` overrides,
 * which such a build cannot honour; the app never passes one. Dropping that line from the compiled
 * messages saves about 2 KB gzipped per page.
 */
const dropLocaleOverrideWarnings: Plugin = {
  name: "drop-paraglide-locale-override-warnings",
  transform(code, id) {
    if (!id.includes("/admin-modules/domain/paraglide-browser/messages/")) return null;
    return code.replace(/^\s*if \([^\n]*\) console\.warn\("Paraglide: options\.locale cannot override[^\n]*$/m, "");
  },
};

/**
 * Node loads the compact one-module-per-language messages (admin-modules/domain/paraglide); the browser
 * build uses one module per message (admin-modules/domain/paraglide-browser) so that each chunk keeps only
 * the messages it names. Imports of the first are sent to the second.
 */
const nodeMessages = path.join(here, paraglideOptions.outdir);
const browserMessages = path.join(here, browserOutdir);
const useBrowserMessages: Plugin = {
  name: "paraglide-browser-messages",
  enforce: "pre",
  async resolveId(source, importer, options) {
    // The server renderer keeps Node's messages: it speaks every language, the request's at a time.
    if (!source.includes("paraglide") || this.environment.config.consumer === "server") return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved?.id.startsWith(nodeMessages + path.sep)) return null;
    return { ...resolved, id: browserMessages + resolved.id.slice(nodeMessages.length) };
  },
};

/**
 * The server renderer speaks with the server's own compiled messages and Paraglide runtime instead of a
 * second copy bundled into dist/server-entry (issue 34: the server's memory; that copy was 1.3 MB of source
 * and about 3 MB of the server's heap, beside the server bundle's own). server/http/page-renderer.ts puts
 * the server's modules on globalThis.__SERVER_PARAGLIDE__ before it loads the renderer; these modules hand
 * them on: every message by its key, `m`, and each function and value of the runtime (functions are called
 * through, so a runtime's overwritten function is the one called).
 */
const SHARED_PARAGLIDE = "\0server-paraglide:";
const sharedParaglideText = async (file: string): Promise<string> => {
  const shared = `const shared = globalThis.__SERVER_PARAGLIDE__;
if (!shared) throw new Error("the server renderer is loaded by the server (server/http/page-renderer.ts), which gives it the messages");`;
  if (file === "runtime.js") {
    const runtime = (await import(pathToFileURL(path.join(nodeMessages, "runtime.js")).href)) as Record<string, unknown>;
    const lines = Object.keys(runtime).map((name) =>
      typeof runtime[name] === "function"
        ? `export function ${name}(...args) { return shared.runtime.${name}(...args); }`
        : `export const ${name} = shared.runtime.${name};`,
    );
    return `${shared}\n${lines.join("\n")}\n`;
  }
  const messages = (await import(pathToFileURL(path.join(nodeMessages, "messages", "_index.js")).href)) as Record<string, unknown>;
  const keys = Object.keys(messages);
  const lines = keys.map((key, i) => `const message${i} = shared.messages[${JSON.stringify(key)}];`);
  const exported = keys.map((key, i) => `message${i} as ${JSON.stringify(key)}`);
  // messages.js also offers them all as `m`.
  const m = file === "messages.js" ? "export const m = shared.messages;\n" : "";
  return `${shared}\n${lines.join("\n")}\nexport { ${exported.join(", ")} };\n${m}`;
};
const serverSharedMessages: Plugin = {
  name: "server-shared-paraglide",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.config.consumer === "server",
  async resolveId(source, importer, options) {
    if (!source.includes("paraglide")) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved?.id.startsWith(nodeMessages + path.sep)) return null;
    const file = path.relative(nodeMessages, resolved.id).split(path.sep).join("/");
    if (file !== "runtime.js" && file !== "messages.js" && file !== "messages/_index.js") {
      throw new Error(`the server renderer imports ${file} of the compiled messages: only runtime.js, messages.js and messages/_index.js are shared`);
    }
    return SHARED_PARAGLIDE + file;
  },
  load: (id) => (id.startsWith(SHARED_PARAGLIDE) ? sharedParaglideText(id.slice(SHARED_PARAGLIDE.length)) : null),
};

/**
 * The server renderer has no service worker: its build gets a registration hook that reports "nothing to
 * update", which is also what the browser's hook says on its first render, so hydration matches.
 */
const serverPwaRegister: Plugin = {
  name: "server-pwa-register",
  applyToEnvironment: (environment) => environment.config.consumer === "server",
  resolveId: (source) => (source === "virtual:pwa-register/react" ? "\0server-pwa-register" : null),
  load: (id) =>
    id === "\0server-pwa-register"
      ? "export function useRegisterSW() { return { needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} }; }"
      : null,
};

/**
 * The page arrives drawn by the server, so its scripts only make it interactive: they are fetched after
 * the first paint (src/boot/load-after-first-paint.js), not alongside the styles the first paint needs.
 * The entry's <script> and its modulepreload links become <meta name="app-entry"> / <meta name="app-preload">
 * that the small loader reads.
 */
const bootFile = path.join(here, "src/boot/load-after-first-paint.js");
const scriptsAfterFirstPaint: Plugin = {
  name: "scripts-after-first-paint",
  apply: "build",
  buildStart() {
    // Minified: its comments are for us, not for a phone's download.
    const source = transformSync(fs.readFileSync(bootFile, "utf8"), { minify: true, target: "es2020" }).code;
    this.emitFile({ type: "asset", name: "boot.js", source });
  },
  transformIndexHtml: {
    order: "post",
    handler(html, context) {
      const boot = Object.values(context.bundle ?? {}).find((file) => file.type === "asset" && file.names.includes("boot.js"));
      if (!boot) throw new Error("scripts-after-first-paint: the loader was not emitted");
      const entries: string[] = [];
      const preloads: string[] = [];
      const rest = html
        .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g, (_, src: string) => {
          entries.push(src);
          return "";
        })
        .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
          preloads.push(href);
          return "";
        });
      if (entries.length !== 1) throw new Error(`scripts-after-first-paint: expected one entry script, found ${entries.length}`);
      const tags = [
        `<meta name="app-entry" content="${entries[0]}">`,
        ...(preloads.length ? [`<meta name="app-preload" content="${preloads.join(" ")}">`] : []),
        `<script type="module" src="/${boot.fileName}"></script>`,
      ];
      return rest.replace("</head>", `    ${tags.join("\n    ")}\n  </head>`);
    },
  },
};

/**
 * Noto Sans Sinhala or Tamil (self-hosted from @fontsource, weights 400 and 700, font-display: swap) for the
 * pages of that language, in the language entry's own stylesheet and preloaded from the HTML: the fonts load
 * with the page's styles, before the first paint on most lines. (Loaded by the app's script, after the first
 * paint, they arrived late and every line of Sinhala text moved: Lighthouse's layout shift on /si/resources was
 * 0.197.) An English page names no font and downloads none; each language build names only its own script's
 * subset, limited to that script's letters by unicode-range (src/fonts/sinhala.css, tamil.css), so Latin letters,
 * digits and spaces still come from the system font (the subsets hold a space, which spaced English words apart).
 */
const SCRIPT_FONTS: Record<string, string[]> = {
  si: [path.join(here, "src/fonts/sinhala.css")],
  ta: [path.join(here, "src/fonts/tamil.css")],
};
const localeOf = (environmentName: string) => environmentName.replace(/^client_/, "");
const scriptFonts: Plugin = {
  name: "script-fonts",
  resolveId: (source) => (source === "virtual:script-fonts" ? "\0script-fonts" : null),
  load(id) {
    if (id !== "\0script-fonts") return null;
    return (SCRIPT_FONTS[localeOf(this.environment.name)] ?? []).map((file) => `import ${JSON.stringify(file)};`).join("\n") || "export {};";
  },
  transformIndexHtml: {
    order: "post",
    handler(html, ctx) {
      // The script fonts the entry's own styles name: the language's (above). Not the one-word fonts of the language
      // switch (src/styles.css), which load when a device lacks the letters, nor the back office's and the parent's
      // page's (src/fonts/sinhala-tamil.css), which load when their letters are on the screen.
      const entryStyles = [...(ctx.chunk?.viteMetadata?.importedCss ?? [])].map((name) => ctx.bundle?.[name]);
      const named = new Set(
        entryStyles.flatMap((css) =>
          css?.type === "asset" ? [...String(css.source).matchAll(/\/(assets\/noto-sans-[^/)"']+\.woff2)/g)].map((m) => m[1]) : [],
        ),
      );
      const fonts = Object.values(ctx.bundle ?? {}).filter((file) => file.type === "asset" && named.has(file.fileName));
      const links = fonts.map((font) => `<link rel="preload" href="/${font.fileName}" as="font" type="font/woff2" crossorigin>`);
      return links.length ? html.replace("</head>", `    ${links.join("\n    ")}\n  </head>`) : html;
    },
  },
};

/**
 * The back office's modules from EXTRA_ADMIN_MODULES (db/extra-modules.ts), as one virtual module that
 * imports each file and carries the folder's messages, so src/admin/AdminApp.tsx registers them with the
 * app's own. Without the variable it exports an empty object (and null messages): the app's alone.
 */
const extraAdminModules: Plugin = {
  name: "extra-admin-modules",
  resolveId: (source) => (source === "virtual:extra-admin-modules" ? "\0extra-admin-modules" : null),
  load(id) {
    if (id !== "\0extra-admin-modules") return null;
    const dir = extraModulesDir("modules");
    const files = dir ? fs.readdirSync(dir).filter(isModuleFile).sort() : [];
    const imports = files.map((file, i) => `import * as module${i} from ${JSON.stringify(path.join(dir!, file))};`);
    // Their messages/ per language (null without one), registered by AdminApp before it draws.
    const messages = readModuleMessages(extraModulesDir("messages"), LOCALES);
    return `${imports.join("\n")}\nexport default { ${files.map((file, i) => `${JSON.stringify(file)}: module${i}`).join(", ")} };\nexport const messages = ${JSON.stringify(messages)};\n`;
  },
};

/** Plugins for the browser builds only: the server renderer's Node build is never sent to a browser. */
const onlyInBrowserBuilds = (plugin: Plugin): Plugin => ({ ...plugin, applyToEnvironment: (environment) => environment.config.consumer === "client" });

// Vitest runs the Node side: it reads the compiled Node messages and needs neither plugin.
const browserBuildPlugins = process.env.VITEST
  ? []
  : [
      dropLocaleOverrideWarnings,
      extraAdminModules,
      scriptFonts,
      scriptsAfterFirstPaint,
      useBrowserMessages,
      serverSharedMessages,
      serverPwaRegister,
      ...[
        ...appManifestPlugins,
        paraglideVitePlugin({
          ...paraglideOptions,
          outputStructure: browserOutputStructure,
          project: path.join(here, paraglideOptions.project),
          outdir: browserMessages,
        }),
      ]
        .flat()
        .map((plugin) => onlyInBrowserBuilds(plugin as Plugin)),
    ];

export default defineConfig({
  root: path.join(here, "src"),
  // Hashed assets get .br and .gz twins at build time, so the server never compresses them per request.
  plugins: [react(), ...browserBuildPlugins, compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, logLevel: "silent" })],
  publicDir: path.join(here, "src/public"),
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  environments: {
    ...Object.fromEntries(LOCALES.map((locale) => [environmentName(locale), localeEnvironment(locale)])),
    // One Node build of the app for the server renderer, for every language (the request picks one).
    ssr: {
      consumer: "server",
      // lucide-react's index defines all of its 1,600 icons when imported from node_modules: about 1.3 MB of
      // source and as many components held in the server's memory for the few dozen the pages draw. Bundled,
      // only those are kept (issue #10: the server's memory).
      resolve: { noExternal: ["lucide-react"] },
      build: {
        outDir: serverEntryOutDir,
        emptyOutDir: true,
        ssr: path.join(here, "src/entry-server.tsx"),
        copyPublicDir: false,
        sourcemap: false,
      },
    },
  },
  builder: {
    // Each language's page shell and manifest are renamed before the next language's build writes its own.
    // The folder comes from the environment, so a caller may build elsewhere (tests/unit/bundle-budget.test.ts).
    async buildApp(builder) {
      const environments = LOCALES.map((locale) => [locale, builder.environments[environmentName(locale)]!] as const);
      fs.rmSync(environments[0][1].config.build.outDir, { recursive: true, force: true });
      for (const [locale, environment] of environments) {
        const dir = environment.config.build.outDir;
        await builder.build(environment);
        fs.renameSync(path.join(dir, "index.html"), path.join(dir, `index.${locale}.html`));
        fs.renameSync(path.join(dir, ".vite", "manifest.json"), path.join(dir, ".vite", `manifest.${locale}.json`));
      }
      // One service worker for all languages, once every shell has its final name (scripts/pwa).
      await buildServiceWorker();
      await builder.build(builder.environments.ssr!);
      // The server renderer's build is never sent to a browser: the compression plugin's twins are not needed.
      for (const file of fs.readdirSync(serverEntryOutDir, { recursive: true, encoding: "utf8" })) {
        const full = path.join(serverEntryOutDir, file);
        if (/\.(br|gz)$/.test(file)) fs.rmSync(full);
        // Without whitespace and comments, and in ASCII (esbuild escapes the rest): V8 keeps each loaded file's
        // source text in the server's heap, at two bytes per character when any is beyond Latin-1 (the Sinhala
        // and Tamil messages made the 1.8 MB message chunk 3.2 MiB there). Names are kept (issue 34: memory).
        else if (file.endsWith(".js")) fs.writeFileSync(full, transformSync(fs.readFileSync(full, "utf8"), { format: "esm", minifyWhitespace: true }).code);
      }
    },
  },
  test: {
    root: here,
    // tests/pg needs a PostgreSQL server: it runs under `npm run test:pg`, which starts one and sets TEST_DATABASE_URL.
    include: [
      "tests/unit/**/*.test.ts",
      "tests/api/**/*.test.ts",
      "tests/security/**/*.test.ts",
      ...(process.env.TEST_DATABASE_URL ? ["tests/pg/**/*.test.ts"] : []),
      // tests/release builds and installs the app as a volunteer would (minutes): `npm run test:release` sets TEST_RELEASE.
      ...(process.env.TEST_RELEASE ? ["tests/release/**/*.test.ts"] : []),
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
