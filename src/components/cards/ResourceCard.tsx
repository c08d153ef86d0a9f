import { Link } from "@tanstack/react-router";
import { Download } from "lucide-react";
import { t } from "../../../admin-modules/domain/messages";
import type { PublicResource } from "../../../server/services/public-shapes";
import { formatInstant, formatNumber, popularityPercent } from "../../lib/format";

export function ResourceCard({ resource, onDownload }: { resource: PublicResource; onDownload?: () => void }) {
  const popularity = popularityPercent(resource.download_count);
  return (
    <article className="card resource-card">
      <div className="card-tags">
        <span className="badge">{resource.age_group}</span>
        <span className="badge badge-outline">{resource.file_type}</span>
      </div>
      <h3>
        <Link to="/resources/$resourceSlug" params={{ resourceSlug: `${resource.slug}-${resource.id}` }}>
          {resource.title}
        </Link>
      </h3>
      {resource.description && <p className="muted clamp-2">{resource.description}</p>}
      <ul className="meta-list">
        {resource.pages != null && <li>{t("card.pages", { count: resource.pages })}</li>}
        <li>{t("card.downloads", { count: formatNumber(resource.download_count) })}</li>
        {resource.organization_name && <li>{resource.organization_name}</li>}
        <li>{formatInstant(resource.created_at)}</li>
      </ul>
      <div className="popularity" aria-label={`Popularity ${popularity}%`}>
        <div className="popularity-bar" style={{ width: `${popularity}%` }} />
      </div>
      {resource.has_file && (
        <a
          className="btn btn-primary"
          href={`/api/resources/${resource.id}/download`}
          onClick={onDownload}
          aria-label={`Download ${resource.title}`}
        >
          <Download size={18} aria-hidden="true" /> Download
        </a>
      )}
    </article>
  );
}
