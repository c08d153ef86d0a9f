/**
 * The installable app (manifest.webmanifest) and its ONE service worker (src/sw/sw.ts, see there for what
 * it caches), for a client that is built once per language into the same folder (vite.config.ts).
 *
 * vite-plugin-pwa would build the worker at the end of every build it takes part in, i.e. three times,
 * each time with the shells that happen to be on disk (the last language's still named index.html). So
 * each language's build only gets the manifest and its <link rel="manifest">, and the worker is built
 * once by `buildServiceWorker`, which vite.config.ts's buildApp calls after every language's shell has
 * its final name index.<locale>.html. Its precache list then names all three shells and the icons; the
 * scripts, styles and fonts of a language are kept only when a visitor uses that language (src/sw/sw.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { VitePWA, type VitePluginPWAAPI } from "vite-plugin-pwa";

const root = path.resolve(import.meta.dirname, "../..");
const englishMessages = JSON.parse(fs.readFileSync(path.join(root, "admin-modules/domain/messages/en.json"), "utf8")) as Record<string, string>;

const pwaPlugins = VitePWA({
  strategies: "injectManifest",
  srcDir: "sw",
  filename: "sw.ts",
  // The worker waits for the visitor's "Reload" (src/offline/AppUpdatePrompt.tsx registers it after load).
  registerType: "prompt",
  injectRegister: false,
  manifest: {
    id: "/",
    // One manifest for every language, from the English texts.
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
    // The three page shells and the favicon (the manifest and its icons are added by the plugin): a few KB.
    globPatterns: ["index.*.html", "favicon.svg"],
    minify: true,
  },
});

/** The plugins each language's build runs: the manifest file and its link, without building the worker. */
export const appManifestPlugins: Plugin[] = pwaPlugins.map((plugin) => {
  if (plugin.name !== "vite-plugin-pwa:build") return plugin;
  const { closeBundle: _buildsTheWorker, ...rest } = plugin;
  return rest;
});

/** Builds dist/client/sw.js once, after all languages (from vite.config.ts's buildApp). */
export async function buildServiceWorker(): Promise<void> {
  const api = pwaPlugins.find((plugin) => plugin.name === "vite-plugin-pwa")?.api as VitePluginPWAAPI | undefined;
  if (!api) throw new Error("vite-plugin-pwa's API is missing: the service worker was not built");
  await api.generateSW();
}
