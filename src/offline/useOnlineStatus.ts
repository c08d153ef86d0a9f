import { useSyncExternalStore } from "react";
import { OFFLINE_SHELL_ATTRIBUTE } from "./offline-caches";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * False while the device has no connection. A page the service worker answered with its offline shell
 * (the network failed although the phone thought it was online) counts as offline until the browser
 * reports a connection again.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !servedOffline(),
    () => true,
  );
}

let shellMarkedOffline = typeof document !== "undefined" && document.documentElement.hasAttribute(OFFLINE_SHELL_ATTRIBUTE);
if (typeof window !== "undefined") window.addEventListener("online", () => (shellMarkedOffline = false));
const servedOffline = () => shellMarkedOffline;
