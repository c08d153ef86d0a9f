/**
 * Signing out and deleting the account: everything of the person leaves this device (issue #26), for the
 * shared family phone. Every Cache Storage cache but those that never hold anything personal (see
 * isKeptAfterSignOut: the kept emergency pages are the signed-out ones), every IndexedDB database but
 * Workbox's record of its scripts, and the lessons and answers waiting to be sent (AuthContext sends
 * the answers first when it can).
 */
import { ANSWER_QUEUE_KEY, isKeptAfterSignOut, KEPT_DATABASES, LESSON_QUEUE_KEY } from "./offline-caches";

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Blocked (another tab holds it open): it is deleted as soon as that tab lets go.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

export async function forgetThisPerson(): Promise<void> {
  localStorage.removeItem(LESSON_QUEUE_KEY);
  localStorage.removeItem(ANSWER_QUEUE_KEY);
  if (typeof caches !== "undefined") {
    for (const name of await caches.keys()) if (!isKeptAfterSignOut(name)) await caches.delete(name);
  }
  if (typeof indexedDB !== "undefined" && typeof indexedDB.databases === "function") {
    for (const { name } of await indexedDB.databases()) {
      if (name && !(KEPT_DATABASES as readonly string[]).includes(name)) await deleteDatabase(name);
    }
  }
}
