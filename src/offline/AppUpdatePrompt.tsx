/**
 * Registers the service worker (after the page's load event, so it never competes with the first
 * download) and, when a new version has been deployed, says so with a Reload button instead of mixing
 * old and new code. Once the worker is active, the page asks it to keep the files this page used and
 * this language's emergency page (see src/sw/sw.ts).
 */
import { useRegisterSW } from "virtual:pwa-register/react";
import { m } from "../../admin-modules/domain/i18n";
import { keepPageFiles } from "./page-files";
import { loadOfflinePages } from "./lazy-offline-pages";

async function warmUp(): Promise<void> {
  // Loaded now, while online, so that the list of files sent to the worker names its files too.
  await loadOfflinePages().catch(() => undefined);
  await keepPageFiles();
}

export function AppUpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: false,
    onRegisteredSW: () => void warmUp().catch(() => undefined),
  });
  if (!needRefresh) return null;
  return (
    <div className="app-update" role="status">
      <span>{m["offline.updateReady"]()}</span>
      <button type="button" className="btn btn-primary btn-small" onClick={() => void updateServiceWorker(true)}>
        {m["offline.updateReload"]()}
      </button>
    </div>
  );
}
