/** Saving, opening and removing resources kept on the device (lazy: see saved-resources.ts). */
import type { PublicResource } from "../../server/services/public-shapes";
import { SAVED_RESOURCES_CACHE } from "./offline-caches";
import { detailsKey, fileKey, reload, type SavedResource } from "./saved-resources";

/** The file's name from the server's Content-Disposition (attachment; filename="..."). */
function fileNameOf(response: Response, resource: PublicResource): string {
  const header = response.headers.get("Content-Disposition") ?? "";
  const match = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(header);
  const name = match ? decodeURIComponent(match[1] ?? match[2] ?? "") : "";
  return name || `${resource.slug || "resource"}-${resource.id}`;
}

/**
 * Downloads the resource's file (counted as a download, as the Download button is) and keeps it with
 * its details. Files that live on another site (a redirect) cannot be kept: that throws.
 */
export async function saveResource(resource: PublicResource): Promise<void> {
  const response = await fetch(`/api/resources/${resource.id}/download`, { redirect: "manual", credentials: "same-origin" });
  if (!response.ok) throw new Error(`The file could not be saved (${response.status || response.type})`);
  const file = await response.blob();
  const fileType = response.headers.get("Content-Type") ?? "application/octet-stream";
  const record: SavedResource = { resource, fileName: fileNameOf(response, resource), fileType, size: 0, savedAt: new Date().toISOString() };
  const details = JSON.stringify(record);
  record.size = file.size + new Blob([details]).size;
  const cache = await caches.open(SAVED_RESOURCES_CACHE);
  await cache.put(fileKey(resource.id), new Response(file, { headers: { "Content-Type": fileType } }));
  await cache.put(detailsKey(resource.id), new Response(JSON.stringify(record), { headers: { "Content-Type": "application/json" } }));
  await reload();
}

export async function removeSavedResource(id: number): Promise<void> {
  const cache = await caches.open(SAVED_RESOURCES_CACHE);
  await Promise.all([cache.delete(fileKey(id)), cache.delete(detailsKey(id))]);
  await reload();
}

export async function removeAllSavedResources(): Promise<void> {
  await caches.delete(SAVED_RESOURCES_CACHE);
  await reload();
}

/** Types a browser shows itself without running anything of the file's (no HTML, no SVG). */
const viewable = (type: string) => /^(application\/pdf|text\/plain|image\/(png|jpeg|gif|webp)|audio\/|video\/)/i.test(type);

/**
 * Opens the kept file from the device (a blob: address, so it works offline): in a new tab when the
 * browser can show it safely, otherwise as a download under its own name.
 */
export async function openSavedResource(item: SavedResource): Promise<void> {
  if (!viewable(item.fileType)) {
    const response = await (await caches.open(SAVED_RESOURCES_CACHE)).match(fileKey(item.resource.id));
    if (!response) return;
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement("a"), { href: url, download: item.fileName });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return;
  }
  // Opened before the file is read, while the click still counts, so a pop-up blocker lets it through.
  const win = window.open("", "_blank");
  const response = await (await caches.open(SAVED_RESOURCES_CACHE)).match(fileKey(item.resource.id));
  if (!response) {
    win?.close();
    return;
  }
  const url = URL.createObjectURL(new Blob([await response.blob()], { type: item.fileType }));
  if (win) win.location.href = url;
  else window.location.href = url;
  // The new tab has loaded the file by then; the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
