/**
 * The Saved tab of /resources: the resources kept on this device (src/offline/saved-resources.ts), with
 * the space they use; each opens from the device, so the tab works without a connection.
 */
import { ExternalLink, Trash2 } from "lucide-react";
import { m } from "../../../admin-modules/domain/i18n";
import { ageGroupLabel, resourceCategoryLabel } from "../../../admin-modules/domain/vocabulary-labels";
import { formatBytes } from "../../lib/format";
import { useSavedResources } from "../../offline/saved-resources";
import { openSavedResource, removeAllSavedResources, removeSavedResource } from "../../offline/saved-resources-actions";
import { EmptyState } from "../../components/PageStates";

export function SavedResources() {
  const { items, loaded } = useSavedResources();
  if (!loaded) return <div className="skeleton skeleton-card" role="status" aria-label={m["site.loading"]()} />;
  if (items.length === 0) return <EmptyState title={m["saved.title"]()} hint={m["saved.empty"]()} />;
  const total = items.reduce((sum, item) => sum + item.size, 0);
  return (
    <section className="saved-resources" aria-labelledby="saved-title">
      <div className="saved-resources-head">
        <h2 id="saved-title">{m["saved.title"]()}</h2>
        <p className="muted">{m["saved.sizeUsed"]({ size: formatBytes(total) })}</p>
        <button type="button" className="btn btn-outline" onClick={() => void removeAllSavedResources()}>
          <Trash2 size={18} aria-hidden="true" /> {m["saved.removeAll"]()}
        </button>
      </div>
      <ul className="card-grid">
        {items.map((item) => (
          <li key={item.resource.id}>
            <article className="card resource-card">
              <div className="card-tags">
                <span className="badge">{resourceCategoryLabel(item.resource.category)}</span>
                <span className="badge">{ageGroupLabel(item.resource.age_group)}</span>
                <span className="badge badge-outline">{item.resource.file_type}</span>
              </div>
              <h3>{item.resource.title}</h3>
              {item.resource.description && <p className="muted">{item.resource.description}</p>}
              <p className="small muted">
                {item.fileName} · {formatBytes(item.size)}
              </p>
              <div className="saved-resource-actions">
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => void openSavedResource(item)}
                  aria-label={m["saved.openNamed"]({ title: item.resource.title })}
                >
                  <ExternalLink size={18} aria-hidden="true" /> {m["saved.open"]()}
                </button>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => void removeSavedResource(item.resource.id)}
                  aria-label={m["saved.removeNamed"]({ title: item.resource.title })}
                >
                  <Trash2 size={18} aria-hidden="true" /> {m["saved.remove"]()}
                </button>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
