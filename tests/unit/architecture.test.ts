/**
 * The architecture's rules (ARCHITECTURE.md, .dependency-cruiser.cjs) are checked by `npm test` through
 * scripts/check-architecture.mjs. This test proves the check can fail: on a temporary copy of the code it
 * adds an import cycle and one import of each forbidden kind, and the check must name every broken rule;
 * on the code as it is the check passes.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["admin-modules", "db", "server", "src", "scripts", "tests"];
let copy: string;

function check(root: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [path.join(repo, "scripts/check-architecture.mjs"), "--root", root], { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "architecture-"));
  for (const folder of FOLDERS) fs.cpSync(path.join(repo, folder), path.join(copy, folder), { recursive: true });
  for (const file of ["tsconfig.json", "package.json", ".dependency-cruiser.cjs"]) fs.copyFileSync(path.join(repo, file), path.join(copy, file));
  fs.symlinkSync(path.join(repo, "node_modules"), path.join(copy, "node_modules"), "dir");
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe("the architecture check", () => {
  it("passes on the code as it is", () => {
    const { status, output } = check(repo);
    expect(output).not.toMatch(/error /);
    expect(status).toBe(0);
  }, 120_000);

  it("fails on a copy with a cycle and forbidden imports, naming each broken rule", () => {
    const write = (file: string, text: string) => fs.writeFileSync(path.join(copy, file), text);
    // A cycle between two new files.
    write("server/cycle-a.ts", 'import { b } from "./cycle-b";\nexport const a = () => b;\n');
    write("server/cycle-b.ts", 'import { a } from "./cycle-a";\nexport const b = () => a;\n');
    // The browser app running server code.
    write("src/uses-server.ts", 'import { appRouter } from "../server/routers";\nexport const router = appRouter;\n');
    // The registry drawing with React.
    write("admin-modules/draws.ts", 'import { createElement } from "react";\nexport const drawn = createElement("p");\n');
    // The stored shape reading the registry.
    write("db/reads-registry.ts", 'import { allModules } from "../admin-modules/registry";\nexport const modules = allModules;\n');
    // A service calling up into a router.
    write("server/services/calls-router.ts", 'import { adminRouter } from "../routers/admin";\nexport const up = adminRouter;\n');
    const { status, output } = check(copy);
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-cycles: server\/cycle-a\.ts/);
    expect(output).toMatch(/src-imports-only-types-from-server-and-db: src\/uses-server\.ts → server\/routers/);
    expect(output).toMatch(/admin-modules-stay-pure: admin-modules\/draws\.ts → node_modules\/react/);
    expect(output).toMatch(/db-imports-nothing-of-ours: db\/reads-registry\.ts → admin-modules\/registry\.ts/);
    expect(output).toMatch(/services-never-import-routers-or-http: server\/services\/calls-router\.ts → server\/routers\/admin\.ts/);
  }, 120_000);
});
