/**
 * The bundle budget (issue #10): what a child's phone downloads to show a public page for the first time.
 * Builds the client afresh (into a temporary folder, so it weighs the sources as they are now), then,
 * from Vite's manifest, takes each public page's first load: the entry with every chunk it imports
 * statically, plus the page's own lazy chunk with its static imports (the server preloads them from
 * the HTML). Budget per page, gzipped: JavaScript at most 130 KB, CSS at most 12 KB, and no chunk of
 * the back office.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Manifest, PUBLIC_PAGE_MODULES, readManifest, staticClosure } from "../../server/page-chunks";

const root = path.resolve(import.meta.dirname, "../..");
export const BUDGET = { jsGzipBytes: 130 * 1024, cssGzipBytes: 12 * 1024 };

let outDir: string;
let manifest: Manifest;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), "bundle-budget-"));
  // Vitest sets NODE_ENV=test, which would make Vite ship React's development build: weigh what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: path.join(root, "vite.config.ts"),
      mode: "production",
      logLevel: "silent",
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = readManifest(outDir)!;
}, 240_000);
afterAll(() => {
  fs.rmSync(outDir, { recursive: true, force: true });
});

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;

function firstLoad(pageModule: string) {
  const entry = staticClosure(manifest, "index.html");
  const page = staticClosure(manifest, pageModule);
  const keys = [...new Set([...entry.keys, ...page.keys])];
  const js = [...new Set([...entry.js, ...page.js])];
  const css = [...new Set([...entry.css, ...page.css])];
  return { keys, js, css, jsBytes: js.reduce((n, f) => n + gzipSize(f), 0), cssBytes: css.reduce((n, f) => n + gzipSize(f), 0) };
}

/** Back-office code: the admin app and its screens (src/admin) and the module registry files. */
const isBackOffice = (key: string) => key.startsWith("admin/") || key.includes("admin-modules/modules/");

describe("bundle budget of public pages", () => {
  it("every public page is a lazy chunk of its own, and the back office is one too", () => {
    for (const [, module] of PUBLIC_PAGE_MODULES) {
      expect(manifest[module], module).toBeDefined();
      expect(manifest[module]!.isDynamicEntry, module).toBe(true);
    }
    expect(manifest["admin/AdminApp.tsx"]?.isDynamicEntry).toBe(true);
  });

  it.each(PUBLIC_PAGE_MODULES.map(([pattern, module]) => [pattern.source, module]))(
    "%s (%s): JavaScript <= 130 KB and CSS <= 12 KB gzipped on first load, no back-office chunk",
    (_pattern, module) => {
      const load = firstLoad(module);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(`${module}: JS ${kb(load.jsBytes)} gz in ${load.js.length} files, CSS ${kb(load.cssBytes)} gz`);
      expect(load.jsBytes, `JS of ${module}: ${load.js.join(", ")}`).toBeLessThanOrEqual(BUDGET.jsGzipBytes);
      expect(load.cssBytes, `CSS of ${module}: ${load.css.join(", ")}`).toBeLessThanOrEqual(BUDGET.cssGzipBytes);
      expect(load.keys.filter(isBackOffice)).toEqual([]);
    },
  );
});
