// `npm start`: builds when dist/ is missing or older than the sources, then runs the built server in this
// same process with plain node (no tsx, no second process).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, BUILD_STAMP } from "./build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = ["src", "server", "db", "admin-modules", "package.json", "package-lock.json", "vite.config.ts"];

function newestChange(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

const builtAt = fs.existsSync(BUILD_STAMP) ? fs.statSync(BUILD_STAMP).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((name) => path.join(root, name)).filter(fs.existsSync).map(newestChange));
if (sourcesAt > builtAt) {
  console.log(builtAt ? "Sources changed since the last build; building ..." : "Building ...");
  await build();
}
await import(pathToFileURL(path.join(root, "dist/server/server/main.js")).href);
