/**
 * `npm run bench:bundle` (after `npm run build`): what a child's phone downloads to make each public page
 * interactive on a first visit, per language, gzipped (level 9): the entry with every chunk it imports
 * statically, plus the page's own lazy chunk with its static imports (the HTML names both; they load after
 * the first paint), and the styles. Compared with issue #10's budget: JavaScript at most 130 KB, CSS at most
 * 12 KB, and no back-office chunk.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { type Manifest, PUBLIC_PAGE_MODULES, readManifest, staticClosure } from "../server/page-chunks";

export const BUDGET = { jsGzipBytes: 130 * 1024, cssGzipBytes: 12 * 1024 };
const LOCALES = ["en", "si", "ta"] as const;
const clientDir = path.resolve(process.argv[2] ?? "dist/client");

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
/** Back-office code: the admin app and its screens (src/admin) and the module files. */
const isBackOffice = (key: string) => key.startsWith("admin/") || key.includes("admin-modules/modules/");

export function firstLoad(manifest: Manifest, pageModule: string) {
  const entry = staticClosure(manifest, "index.html");
  const page = staticClosure(manifest, pageModule);
  const keys = [...new Set([...entry.keys, ...page.keys])];
  const js = [...new Set([...entry.js, ...page.js])];
  const css = [...new Set([...entry.css, ...page.css])];
  return { keys, files: js.length, jsBytes: js.reduce((n, f) => n + gzipSize(f), 0), cssBytes: css.reduce((n, f) => n + gzipSize(f), 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kb = (n: number) => (n / 1024).toFixed(1);
  let over = 0;
  console.log(`${"page".padEnd(40)}${LOCALES.map((l) => `JS ${l}`.padStart(10)).join("")}${"CSS en".padStart(10)}  files`);
  for (const [, module] of PUBLIC_PAGE_MODULES) {
    const loads = LOCALES.map((locale) => {
      const manifest = readManifest(clientDir, locale);
      if (!manifest) throw new Error(`No manifest for ${locale} in ${clientDir}: run npm run build first.`);
      return firstLoad(manifest, module);
    });
    for (const load of loads) {
      if (load.jsBytes > BUDGET.jsGzipBytes || load.cssBytes > BUDGET.cssGzipBytes || load.keys.some(isBackOffice)) over++;
    }
    const js = loads.map((load) => `${kb(load.jsBytes)}${load.jsBytes > BUDGET.jsGzipBytes ? "✗" : " "}`.padStart(10)).join("");
    console.log(`${module.padEnd(40)}${js}${kb(loads[0]!.cssBytes).padStart(10)}  ${loads[0]!.files}`);
  }
  console.log(`\nBudget: JavaScript ≤ ${kb(BUDGET.jsGzipBytes)} KB, CSS ≤ ${kb(BUDGET.cssGzipBytes)} KB gzipped per page, no back-office chunk.`);
  console.log(over === 0 ? "Every page is within the budget." : `${over} page loads are over the budget (✗).`);
  process.exitCode = over === 0 ? 0 : 1;
}
