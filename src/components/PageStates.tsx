/** The states a public list or detail page shows instead of its content: nothing found, or not loaded. */
import type { ReactNode } from "react";
import { m } from "../../admin-modules/domain/i18n";

/** Nothing to show: the spec's empty-state title, an optional hint, and optional actions. */
export function EmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="empty-state big">
      <h2>{title}</h2>
      {hint && <p>{hint}</p>}
      {children}
    </div>
  );
}

/** The page's query failed (a lost connection, mostly): say so plainly and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="empty-state" role="alert">
      <p>{m["site.loadFailed"]()}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {m["site.retry"]()}
      </button>
    </div>
  );
}
