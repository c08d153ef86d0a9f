/**
 * `npm run bench:bundle` (after `npm run build`): what a child's phone downloads to make each public page
 * interactive on a first visit, per language, gzipped (level 9): the loader the HTML names, the entry with
 * every chunk it imports statically, plus the page's own lazy chunk with its static imports (the HTML names
 * both; they load after the first paint), and the styles. Compared with issue #10's budget: JavaScript at
 * most 130 KB, CSS at most 12 KB, and no back-office chunk. tests/unit/bundle-budget.test.ts holds every
 * page to it in `npm test`.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { type Manifest, PUBLIC_PAGE_MODULES, readManifest, staticClosure } from "../server/page-chunks";

export const BUDGET = { jsGzipBytes: 130 * 1024, cssGzipBytes: 12 * 1024 };
export const LOCALES = ["en", "si", "ta"] as const;

/** One public page's first load in one language. */
export interface PageLoad {
  module: string;
  locale: (typeof LOCALES)[number];
  files: number;
  jsBytes: number;
  cssBytes: number;
  /** Back-office chunks among the files: there must be none. */
  backOffice: string[];
}

/** Back-office code: the admin app and its screens (src/admin) and the module files. */
const isBackOffice = (key: string) => key.startsWith("admin/") || key.includes("admin-modules/modules/");

export const isOverBudget = (load: PageLoad) => load.jsBytes > BUDGET.jsGzipBytes || load.cssBytes > BUDGET.cssGzipBytes || load.backOffice.length > 0;

/** The scripts a language's page shell names itself (the loader of src/boot), as files under the client folder. */
function shellScripts(clientDir: string, locale: string): string[] {
  const html = fs.readFileSync(path.join(clientDir, `index.${locale}.html`), "utf8");
  return [...html.matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((match) => match[1]!);
}

function firstLoad(manifest: Manifest, locale: PageLoad["locale"], module: string, shell: string[], gzipSize: (file: string) => number): PageLoad {
  if (!manifest[module]?.isDynamicEntry) throw new Error(`${module} is not a page chunk of the ${locale} build (server/page-chunks.ts names it).`);
  const entry = staticClosure(manifest, "index.html");
  const page = staticClosure(manifest, module);
  const keys = [...new Set([...entry.keys, ...page.keys])];
  const js = [...new Set([...shell, ...entry.js, ...page.js])];
  const css = [...new Set([...entry.css, ...page.css])];
  return {
    module,
    locale,
    files: js.length,
    jsBytes: js.reduce((n, file) => n + gzipSize(file), 0),
    cssBytes: css.reduce((n, file) => n + gzipSize(file), 0),
    backOffice: keys.filter(isBackOffice),
  };
}

/** Every public page's first load in every language, read from a client build. */
export function measurePublicPages(clientDir: string): PageLoad[] {
  // Each file is compressed once: the shared chunks are part of all 72 page loads.
  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  return LOCALES.flatMap((locale) => {
    const manifest = readManifest(clientDir, locale);
    if (!manifest) throw new Error(`No manifest for ${locale} in ${clientDir}: run npm run build first.`);
    const shell = shellScripts(clientDir, locale);
    return PUBLIC_PAGE_MODULES.map(([, module]) => firstLoad(manifest, locale, module, shell, gzipSize));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const loads = measurePublicPages(path.resolve(process.argv[2] ?? "dist/client"));
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(`${"page".padEnd(40)}${LOCALES.map((l) => `JS ${l}`.padStart(10)).join("")}${"CSS en".padStart(10)}  files`);
  for (const [, module] of PUBLIC_PAGE_MODULES) {
    const perLocale = LOCALES.map((locale) => loads.find((load) => load.module === module && load.locale === locale)!);
    const js = perLocale.map((load) => `${kb(load.jsBytes)}${isOverBudget(load) ? "✗" : " "}`.padStart(10)).join("");
    console.log(`${module.padEnd(40)}${js}${kb(perLocale[0]!.cssBytes).padStart(10)}  ${perLocale[0]!.files}`);
  }
  const over = loads.filter(isOverBudget).length;
  console.log(`\nBudget: JavaScript ≤ ${kb(BUDGET.jsGzipBytes)} KB, CSS ≤ ${kb(BUDGET.cssGzipBytes)} KB gzipped per page, no back-office chunk.`);
  console.log(over === 0 ? "Every page is within the budget." : `${over} page loads are over the budget (✗).`);
  process.exitCode = over === 0 ? 0 : 1;
}
