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
  let dir = path.dirname(fileURLToPath(fromUrl));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(fromUrl)}`);
    dir = parent;
  }
  return dir;
}
