/**
 * The offline page and the Saved tab load as one small chunk, outside the first-load JavaScript. The
 * service worker registration loads it right after the page (src/offline/AppUpdatePrompt.tsx), so it is
 * in the worker's cache before the connection goes.
 */
import { lazy, Suspense } from "react";
import { m } from "../../admin-modules/domain/i18n";

export const loadOfflinePages = () => import("./offline-pages");

const LazyOfflinePage = lazy(() => loadOfflinePages().then((pages) => ({ default: pages.OfflinePage })));
const LazySavedResources = lazy(() => loadOfflinePages().then((pages) => ({ default: pages.SavedResources })));

const loading = <div className="skeleton skeleton-card" role="status" aria-label={m["site.loading"]()} />;

export function OfflinePage() {
  return (
    <Suspense fallback={loading}>
      <LazyOfflinePage />
    </Suspense>
  );
}

export function SavedResources() {
  return (
    <Suspense fallback={loading}>
      <LazySavedResources />
    </Suspense>
  );
}
