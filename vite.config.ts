/// <reference types="vitest/config" />
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type EnvironmentOptions, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { browserOutdir, browserOutputStructure, paraglideOptions, STATIC_LOCALE_DEFINE } from "./scripts/i18n/paraglide-options";

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, "dist/client");

/**
 * The browser app is built once per language into the same dist/client: the shared chunks (React, the
 * router, ...) come out identical and so share one file, while every language gets its own entry with
 * only its own texts, and its own dist/client/index.<locale>.html that the server sends
 * (server/render-shell.ts). A visitor therefore downloads one language, never all three.
 */
const LOCALES = ["en", "si", "ta"] as const;
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
    if (!source.includes("paraglide")) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || !resolved.id.startsWith(nodeMessages + path.sep)) return null;
    return { ...resolved, id: browserMessages + resolved.id.slice(nodeMessages.length) };
  },
};

/**
 * Each language's build writes dist/client/index.html; it is renamed index.<locale>.html as soon as it is
 * written (before the build's closeBundle), so the service worker's precache list, made at closeBundle,
 * sees the shells under the names the server and the worker use.
 */
const nameShellByLocale: Plugin = {
  name: "name-shell-by-locale",
  apply: "build",
  writeBundle() {
    const locale = this.environment.name.replace(/^client_/, "");
    if (!(LOCALES as readonly string[]).includes(locale)) return;
    fs.renameSync(path.join(outDir, "index.html"), path.join(outDir, `index.${locale}.html`));
  },
};

const englishMessages = JSON.parse(fs.readFileSync(path.join(here, "admin-modules/domain/messages/en.json"), "utf8")) as Record<string, string>;

/**
 * The installable app and its service worker (src/sw/sw.ts, see there for what it caches). Every
 * language's build runs the plugin; the last one (after all shells and assets are written) leaves the
 * final dist/client/sw.js. The worker is registered by src/offline/AppUpdatePrompt.tsx after the page's
 * load event, and waits for the visitor's "Reload" before a new version takes over (registerType prompt).
 */
const progressiveWebApp = VitePWA({
  strategies: "injectManifest",
  srcDir: "sw",
  filename: "sw.ts",
  registerType: "prompt",
  injectRegister: false,
  manifest: {
    id: "/",
    name: englishMessages["site.defaultName"],
    short_name: englishMessages["site.shortName"],
    description: englishMessages["site.tagline"],
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    // --blue and --bg of src/styles.css
    theme_color: "#2563eb",
    background_color: "#f8fafc",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  injectManifest: {
    // Only the three page shells and the icons are precached: scripts, styles and fonts are cached as a
    // page uses them (one language, never the back office), so installing costs a visitor almost no data.
    globPatterns: ["index.*.html", "favicon.svg"], // the manifest and its icons are added by the plugin
    minify: true,
  },
});

// Vitest runs the Node side: it reads the compiled Node messages and needs neither plugin.
const browserBuildPlugins = process.env.VITEST
  ? []
  : [
      dropLocaleOverrideWarnings,
      useBrowserMessages,
      nameShellByLocale,
      progressiveWebApp,
      paraglideVitePlugin({ ...paraglideOptions, outputStructure: browserOutputStructure, project: path.join(here, paraglideOptions.project), outdir: browserMessages }),
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
  environments: Object.fromEntries(LOCALES.map((locale) => [environmentName(locale), localeEnvironment(locale)])),
  builder: {
    async buildApp(builder) {
      fs.rmSync(outDir, { recursive: true, force: true });
      for (const locale of LOCALES) {
        // nameShellByLocale renames its index.html to index.<locale>.html.
        await builder.build(builder.environments[environmentName(locale)]!);
      }
    },
  },
  test: {
    root: here,
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts", "tests/security/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
