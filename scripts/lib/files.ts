/** Folder copies for the uploads: list the regular files, copy them with progress, remove safely. */
import fs from "node:fs";
import path from "node:path";

export interface FileEntry {
  /** Path relative to the root, with the platform's separators. */
  rel: string;
  size: number;
}

/** Every regular file under root (symbolic links and other special files are not followed). */
export function listFiles(root: string): FileEntry[] {
  const found: FileEntry[] = [];
  if (!fs.existsSync(root)) return found;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) found.push({ rel: path.relative(root, full), size: fs.statSync(full).size });
    }
  };
  walk(root);
  return found.sort((a, b) => a.rel.localeCompare(b.rel));
}

export function totalSize(files: FileEntry[]): number {
  return files.reduce((sum, f) => sum + f.size, 0);
}

/** Copies the listed files from one root to another, reporting the bytes copied so far. */
export function copyFiles(fromRoot: string, toRoot: string, files: FileEntry[], onBytes?: (copied: number) => void): void {
  fs.mkdirSync(toRoot, { recursive: true });
  let copied = 0;
  for (const file of files) {
    const target = path.join(toRoot, file.rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.copyFileSync(path.join(fromRoot, file.rel), target);
    } catch (error) {
      // A file deleted by the live site between listing and copying is simply no longer part of it.
      if ((error as NodeJS.ErrnoException).code === "ENOENT" && !fs.existsSync(path.join(fromRoot, file.rel))) continue;
      throw error;
    }
    copied += file.size;
    onBytes?.(copied);
  }
}

/** Whether `inner` is `outer` or lies inside it. */
export function isInside(inner: string, outer: string): boolean {
  const rel = path.relative(path.resolve(outer), path.resolve(inner));
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}
