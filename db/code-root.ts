/**
 * The folder the running code was loaded from: the nearest one above `fromUrl` that holds a package.json.
 * From source that is the repository; from the built server it is dist/server, where the build writes a
 * package.json and mirrors the repository's folders. Migrations and back-office modules are found
 * relative to it, so they load the same way from both.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export function codeRoot(fromUrl: string): string {
  return path.dirname(findAbove(fromUrl, "package.json"));
}

/** The nearest `relativePath` in the folders above `fromUrl` (its own folder first). */
export function findAbove(fromUrl: string, relativePath: string): string {
  let dir = path.dirname(fileURLToPath(fromUrl));
  for (;;) {
    const candidate = path.join(dir, relativePath);
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no ${relativePath} above ${fileURLToPath(fromUrl)}`);
    dir = parent;
  }
}
