// `npm start`: builds when dist/ is missing or older than the sources, then runs the built server in this
// same process with plain node (no tsx, no second process). A production install (a release, the container)
// has no sources and no build tools: it serves the build it came with.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIsStale, builtAt, root } from "./lib/build-stamp.mjs";

if (buildIsStale()) {
  console.log(builtAt() ? "Sources changed since the last build; building ..." : "Building ...");
  const { build } = await import("./build.mjs");
  await build();
}
await import(pathToFileURL(path.join(root, "dist/server/server/main.js")).href);
