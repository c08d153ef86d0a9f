/// <reference types="vitest/config" />
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type EnvironmentOptions, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { paraglideOptions, STATIC_LOCALE_DEFINE } from "./scripts/i18n/paraglide-options";

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
    if (!id.includes("/admin-modules/domain/paraglide/messages/")) return null;
    return code.replace(/^\s*if \([^\n]*\) console\.warn\("Paraglide: options\.locale cannot override[^\n]*$/m, "");
  },
};

export default defineConfig({
  root: path.join(here, "src"),
  // Hashed assets get .br and .gz twins at build time, so the server never compresses them per request.
  plugins: [
    react(),
    dropLocaleOverrideWarnings,
    paraglideVitePlugin({ ...paraglideOptions, project: path.join(here, paraglideOptions.project), outdir: path.join(here, paraglideOptions.outdir) }),
    compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, logLevel: "silent" }),
  ],
  publicDir: path.join(here, "src/public"),
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // dist/client/.vite/manifest.json: which chunks and styles each page needs. The server reads it to
    // preload the first page's chunk from the HTML; the bundle budget test reads it to weigh each page.
    manifest: true,
    // Every browser we serve supports <link rel="modulepreload">; the polyfill would be first-load weight.
    modulePreload: { polyfill: false },
  },
  environments: Object.fromEntries(LOCALES.map((locale) => [environmentName(locale), localeEnvironment(locale)])),
  builder: {
    async buildApp(builder) {
      fs.rmSync(outDir, { recursive: true, force: true });
      for (const locale of LOCALES) {
        await builder.build(builder.environments[environmentName(locale)]!);
        fs.renameSync(path.join(outDir, "index.html"), path.join(outDir, `index.${locale}.html`));
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
