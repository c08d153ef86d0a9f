/**
 * `npx tsx scripts/public-js-size.ts`: the JavaScript a public page downloads, per language, gzipped: the
 * page shell's entry script and every chunk it imports statically (lazy chunks such as the back office
 * are left out). Run after `npx vite build`.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const clientDir = path.resolve(process.argv[2] ?? "dist/client");

function staticImports(code: string): string[] {
  const found = new Set<string>();
  // Static imports only: `import ... from "./x.js"` and bare `import "./x.js"`, never `import("./x.js")`.
  for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) found.add(match[1]);
  return [...found];
}

export function publicChunks(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(clientDir, "assets", file), "utf8");
    for (const imported of staticImports(code)) visit(imported.slice(2));
  };
  visit(entry);
  return [...seen];
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, "assets", file)), { level: 9 }).length;

const shells = fs.readdirSync(clientDir).filter((f) => /^index(\.\w+)?\.html$/.test(f));
for (const shell of shells) {
  const html = fs.readFileSync(path.join(clientDir, shell), "utf8");
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) continue;
  const chunks = publicChunks(entry);
  const total = chunks.reduce((sum, f) => sum + gzipSize(f), 0);
  console.log(`${shell}: ${(total / 1024).toFixed(1)} KB gzipped in ${chunks.length} files (${chunks.join(", ")})`);
}
