// `npm start`: builds when dist/ is missing or older than the sources, then runs the built server in this
// same process with plain node (no tsx, no second process).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, buildIsStale, builtAt } from "./build.mjs";

const root = path.resolve(import.meta.dirname, "..");

if (buildIsStale()) {
  console.log(builtAt() ? "Sources changed since the last build; building ..." : "Building ...");
  await build();
}
await import(pathToFileURL(path.join(root, "dist/server/server/main.js")).href);
