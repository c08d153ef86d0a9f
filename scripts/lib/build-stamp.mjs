// When dist/ was built and whether the sources changed since: what `npm start` asks before it serves. Kept apart from
// scripts/build.mjs so that a production install (a release, the container), which has no build tools, can ask too.
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
/** dist/ unless BUILD_DIR names another folder (a test's own build, with EXTRA_ADMIN_MODULES). */
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "dist");
export const BUILD_STAMP = path.join(buildDir, ".built");
/** What the build is made from: a change in any of these makes dist/ stale. */
const SOURCES = ["src", "server", "db", "admin-modules", "package.json", "package-lock.json", "vite.config.ts"];

function newestChange(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

/** 0 when dist/ was never built, else the time of the last build. */
export function builtAt() {
  return fs.existsSync(BUILD_STAMP) ? fs.statSync(BUILD_STAMP).mtimeMs : 0;
}

/**
 * True when dist/ is missing or older than a source file (what `npm start` checks before it runs). A release has no
 * sources (no src/ folder): its build is the one it shipped with.
 */
export function buildIsStale() {
  if (!fs.existsSync(path.join(root, "src"))) return false;
  const sourcesAt = Math.max(
    ...SOURCES.map((name) => path.join(root, name))
      .filter(fs.existsSync)
      .map(newestChange),
  );
  return sourcesAt > builtAt();
}
