/** Where a stored upload path points on disk, never outside UPLOADS_DIR (downloads and the sizes shown beside them). */
import fs from "node:fs";
import path from "node:path";

/** The file under uploadsDir named by a stored relative path, or null when it would leave the folder or is missing. */
export function resolveUpload(uploadsDir: string, storedPath: string): string | null {
  try {
    const root = fs.realpathSync(uploadsDir);
    const absolute = fs.realpathSync(path.resolve(root, storedPath));
    const relative = path.relative(root, absolute);
    if (!relative || relative.startsWith("..") || path.isAbsolute(relative)) return null;
    return fs.statSync(absolute).isFile() ? absolute : null;
  } catch {
    return null;
  }
}
