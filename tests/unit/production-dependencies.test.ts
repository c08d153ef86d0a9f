/**
 * Production dependencies are what production runs (issue #33): package.json's "dependencies" are exactly the packages
 * the build leaves outside its bundles, i.e. what the built server (dist/server, with the command-line tools) and its
 * page renderer (dist/server-entry) load from node_modules, with the peers those need. Everything the build bundles
 * (Express, Kysely, ...), the build tools and the message compiler are development dependencies. Read from the build
 * `npm test` makes before vitest; tests/release installs the dependencies alone and runs the app from them.
 */
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SUPPORTED_NODE } from "../../scripts/lib/supported-node";

const ROOT = path.resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/**
 * A statement that begins `import … from "x"`, `import "x"` or `export … from "x"` (at a line's start, or after a `;`:
 * the built files are written without line breaks, issue 34), and import("x"), require("x") and createRequire(…)("x")
 * anywhere, of a package (not a relative path). Comments quoting SQL (`from "person"`) do not count.
 */
const SPECIFIER = String.raw`"([@\w][\w@/.-]*)"`;
const LOADS = new RegExp(
  String.raw`(?:^|;)\s*(?:import|export)\b[^;"]*?(?:\bfrom\s*)?${SPECIFIER}|\bimport\(\s*${SPECIFIER}\s*\)|\brequire\(\s*${SPECIFIER}\s*\)|createRequire\([^)]*\)\(\s*${SPECIFIER}\s*\)`,
  "gm",
);
const packageOf = (specifier: string) => (specifier.startsWith("@") ? specifier.split("/").slice(0, 2) : specifier.split("/").slice(0, 1)).join("/");
const isBuiltin = (name: string) => name.startsWith("node:") || builtinModules.includes(name);

let loaded: Set<string>;

beforeAll(() => {
  loaded = new Set<string>();
  for (const dir of ["dist/server", "dist/server-entry"]) {
    const full = path.join(ROOT, dir);
    if (!fs.existsSync(full)) throw new Error(`${dir} is missing: run \`npm run build\` first.`);
    for (const file of fs.readdirSync(full, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"))) {
      for (const match of fs.readFileSync(path.join(full, file), "utf8").matchAll(LOADS)) {
        const name = packageOf(match.slice(1).find(Boolean)!);
        if (!isBuiltin(name)) loaded.add(name);
      }
    }
  }
});

describe("production dependencies", () => {
  it("hold every package the built server and its page renderer load from node_modules", () => {
    expect(loaded.size).toBeGreaterThan(5);
    expect([...loaded].filter((name) => !(name in pkg.dependencies)).sort()).toEqual([]);
  });

  it("hold nothing else but the peers those packages need", () => {
    const peers = new Set(
      [...loaded].flatMap((name) => {
        const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as { peerDependencies?: object };
        return Object.keys(manifest.peerDependencies ?? {});
      }),
    );
    expect(Object.keys(pkg.dependencies).filter((name) => !loaded.has(name) && !peers.has(name))).toEqual([]);
  });

  it("leave the build tools and the message compiler to development", () => {
    for (const name of ["vite", "esbuild", "tsx", "typescript", "@inlang/paraglide-js", "@inlang/plugin-message-format", "express", "kysely"]) {
      expect(pkg.devDependencies, name).toHaveProperty([name]);
      expect(pkg.dependencies, name).not.toHaveProperty([name]);
    }
  });

  it("run on the Node.js versions the doctor accepts, with better-sqlite3 13 (prebuilt)", () => {
    expect(pkg.engines.node).toBe(SUPPORTED_NODE);
    expect(pkg.dependencies["better-sqlite3"]).toMatch(/^13\./);
  });
});
