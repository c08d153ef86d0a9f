// `npm run check:architecture` (and a step of `npm test`): the rules of ARCHITECTURE.md that a tool can check,
// written in .dependency-cruiser.cjs and checked by dependency-cruiser over every folder of ours. Exit 1 and
// one line per broken rule when an import breaks one. `--root DIR` checks another copy of the code (the
// test that proves the check fails on a deliberate violation uses it).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const CHECKED_FOLDERS = ["admin-modules", "db", "server", "src", "scripts", "tests"];

const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = process.argv.indexOf("--root");
const root = at >= 0 ? path.resolve(process.argv[at + 1]) : repo;
const cli = path.join(repo, "node_modules", "dependency-cruiser", "bin", "dependency-cruiser.mjs");
const result = spawnSync(process.execPath, [cli, "--config", ".dependency-cruiser.cjs", "--output-type", "err", ...CHECKED_FOLDERS], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
