/**
 * The size of a resource's uploaded file, for "PDF · 2.4 MB" beside its Download button (issue #28: a
 * child on prepaid data sees what a tap costs before it). Read from the disk, so it is always the size of
 * the file that would be sent; null for a file on another site (its size is not known without fetching it).
 */
import fs from "node:fs";
import { resolveUpload } from "./upload-path";
import { publicResource } from "./public-shapes";

export function uploadedFileSize(uploadsDir: string, storedPath: string | null): number | null {
  if (!storedPath) return null;
  const file = resolveUpload(uploadsDir, storedPath);
  return file ? fs.statSync(file).size : null;
}

/** A resource as the public sees it, with the size of its uploaded file. */
export const publicResourceWithSize = (uploadsDir: string) => (row: Parameters<typeof publicResource>[0]) => ({
  ...publicResource(row),
  file_size: uploadedFileSize(uploadsDir, row.file_path),
});
