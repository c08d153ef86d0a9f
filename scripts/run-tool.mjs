// `npm run <tool> -- …` (backup, restore, migrate, doctor, …): runs scripts/<tool>.ts in this process.
// In a checkout with the development dependencies the TypeScript source runs through tsx, so a change is live at
// once. A production install (a release or the container) has neither the sources nor tsx: it runs the copy the
// build bundled into dist/server/scripts/<tool>.js (scripts/build.mjs, TOOLS) with plain node.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const tool = process.argv[2] ?? "";
// The tool reads its own arguments from process.argv, after the script's path.
process.argv.splice(2, 1);

const source = path.join(root, "scripts", `${tool}.ts`);
const built = path.join(root, "dist", "server", "scripts", `${tool}.js`);

function tsxInstalled() {
  try {
    import.meta.resolve("tsx/esm/api");
    return true;
  } catch {
    return false;
  }
}

if (!/^[a-z][a-z-]*$/.test(tool)) {
  process.stderr.write(`Error: no tool named "${tool}".\n`);
  process.exit(2);
} else if (fs.existsSync(source) && tsxInstalled()) {
  const { register } = await import("tsx/esm/api");
  register();
  await import(pathToFileURL(source).href);
} else if (fs.existsSync(built)) {
  await import(pathToFileURL(built).href);
} else {
  process.stderr.write(`Error: ${path.relative(root, built)} is missing: run "npm run build" first (it needs the development dependencies: npm ci).\n`);
  process.exit(1);
}
