/// <reference types="vitest/config" />
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.join(here, "src"),
  // Hashed assets get .br and .gz twins at build time, so the server never compresses them per request.
  plugins: [react(), compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, logLevel: "silent" })],
  publicDir: path.join(here, "src/public"),
  build: {
    outDir: path.join(here, "dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // dist/client/.vite/manifest.json: which chunks and styles each page needs. The server reads it to
    // preload the first page's chunk from the HTML; the bundle budget test reads it to weigh each page.
    manifest: true,
    // Every browser we serve supports <link rel="modulepreload">; the polyfill would be first-load weight.
    modulePreload: { polyfill: false },
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
