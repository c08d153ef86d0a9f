/**
 * (The list of saved resources; saving, opening and removing are in saved-resources-actions.ts, loaded
 * lazily.) "Save for offline": a resource's file and its details kept on this device in the Cache API
 * (SAVED_RESOURCES_CACHE), so the Saved tab of /resources can list and open them without a connection.
 * Keys are made-up addresses under /offline/resources/<id>/ that the server never serves.
 */
import { useSyncExternalStore } from "react";
import type { PublicResource } from "../../server/services/public-shapes";
import { SAVED_RESOURCES_CACHE } from "./offline-caches";

export interface SavedResource {
  resource: PublicResource;
  fileName: string;
  fileType: string;
  /** Bytes used on the device: the file and its details. */
  size: number;
  savedAt: string;
}

export const detailsKey = (id: number) => `/offline/resources/${id}/details`;
export const fileKey = (id: number) => `/offline/resources/${id}/file`;

export const canSaveOffline = () => typeof caches !== "undefined";

const noSubscription = () => () => {};
/** canSaveOffline for drawing: false on the server and during hydration (so both draw the same), then the truth. */
export function useCanSaveOffline(): boolean {
  return useSyncExternalStore(noSubscription, canSaveOffline, () => false);
}

let saved: SavedResource[] = [];
let loaded = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

async function readAll(): Promise<SavedResource[]> {
  const cache = await caches.open(SAVED_RESOURCES_CACHE);
  const requests = (await cache.keys()).filter((r) => r.url.endsWith("/details"));
  const items = await Promise.all(requests.map(async (r) => (await cache.match(r))?.json() as Promise<SavedResource> | undefined));
  return items.filter((item): item is SavedResource => !!item).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export async function reload(): Promise<void> {
  saved = canSaveOffline() ? await readAll() : [];
  loaded = true;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!loaded) void reload().catch(() => undefined);
  return () => listeners.delete(listener);
}

/** Every saved resource (newest first), and whether the list has been read from the device yet. */
export function useSavedResources(): { items: SavedResource[]; loaded: boolean } {
  const items = useSyncExternalStore(
    subscribe,
    () => saved,
    () => saved,
  );
  const isLoaded = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  );
  return { items, loaded: isLoaded };
}
