/**
 * Scales a photo down in the browser before it is sent: a 12 MB camera photo becomes a few hundred KB
 * at most 1,600 px on its longer side, so it passes the server's 5 MB limit (which stays) and costs a
 * child far less data. Anything the browser cannot decode is sent as it is, and the server decides.
 */
import { IMAGE_ACCEPT, LIMITS } from "../../admin-modules/domain/vocabulary";

export const SHRINK_MAX_SIDE = 1600;
const QUALITY = 0.85;

export async function shrinkImage(file: File): Promise<File> {
  if (!(IMAGE_ACCEPT as readonly string[]).includes(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  const scale = Math.min(1, SHRINK_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  // Already small in size and in bytes: sent untouched (no second lossy encoding).
  if (scale === 1 && file.size <= LIMITS.imageMaxBytes / 2) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  // A photo stays JPEG; PNG and WebP (drawings, perhaps with transparency) become WebP.
  const wanted = file.type === "image/jpeg" ? "image/jpeg" : "image/webp";
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, wanted, QUALITY));
  // A browser that cannot write WebP answers PNG, which is accepted too; only a larger result is dropped.
  if (!blob || blob.size >= file.size) return file;
  const extension = blob.type === "image/jpeg" ? "jpg" : blob.type.replace("image/", "");
  return new File([blob], `${file.name.replace(/\.[^.]*$/, "") || "image"}.${extension}`, { type: blob.type });
}
