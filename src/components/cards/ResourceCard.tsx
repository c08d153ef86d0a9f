import { Link } from "@tanstack/react-router";
import { langOf, TranslationMarker } from "../ContentLanguage";
import { ageGroupLabel } from "../../../admin-modules/domain/vocabulary-labels";
import { Download } from "lucide-react";
import { m } from "../../../admin-modules/domain/i18n";
import type { PublicResource } from "../../../server/services/public-shapes";
import { formatBytes, formatInstant, popularityPercent } from "../../lib/format";
import { type CardHeadingLevel, CardTitle } from "./CardTitle";
import { SaveForOfflineButton } from "../../offline/SaveForOfflineButton";

/** The link slug of a resource: its title slug and id, read back by idFromSlug on the detail page. */
export const resourceLinkSlug = (resource: Pick<PublicResource, "slug" | "id">) => (resource.slug ? `${resource.slug}-${resource.id}` : String(resource.id));

/** The popularity bar: downloads ÷ 50, rounded down, capped at 100. */
export function PopularityBar({ downloads }: { downloads: number }) {
  const popularity = popularityPercent(downloads);
  return (
    <div
      className="popularity"
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={popularity}
      aria-label={m["resources.popularity"]({ percent: popularity })}
    >
      <div className="popularity-bar" style={{ width: `${popularity}%` }} />
    </div>
  );
}

/** What a download is and what it costs before the tap: "PDF · 2.4 MB" (a file on another site: its type; its size is not known). */
export function fileLabel(resource: Pick<PublicResource, "file_type" | "file_size">): string {
  return typeof resource.file_size === "number" ? `${resource.file_type} · ${formatBytes(resource.file_size)}` : resource.file_type;
}

/** The Download link, with the file's type and size: the server counts it and hands over the file (or sends the browser to it). */
export function DownloadLink({
  resource,
  onDownload,
}: {
  resource: Pick<PublicResource, "id" | "title" | "file_type" | "file_size">;
  onDownload?: () => void;
}) {
  const sizeId = `download-size-${resource.id}`;
  return (
    <span className="download">
      <a
        className="btn btn-primary"
        href={`/api/resources/${resource.id}/download`}
        onClick={onDownload}
        aria-label={m["resources.downloadNamed"]({ title: resource.title })}
        aria-describedby={sizeId}
      >
        <Download size={18} aria-hidden="true" /> {m["resources.download"]()}
      </a>
      {/* Sizes are worded by Intl, which may differ between the server's and the browser's data. */}
      <small id={sizeId} className="download-size" suppressHydrationWarning>
        {fileLabel(resource)}
      </small>
    </span>
  );
}

export function ResourceCard({
  resource,
  onDownload,
  headingLevel = 3,
}: {
  resource: PublicResource;
  onDownload?: () => void;
  headingLevel?: CardHeadingLevel;
}) {
  return (
    <article className="card resource-card">
      <div className="card-tags">
        <span className="badge">{ageGroupLabel(resource.age_group)}</span>
        <TranslationMarker fallback={resource.fallback} />
        <span className="badge badge-outline">{resource.file_type}</span>
      </div>
      <CardTitle level={headingLevel}>
        <Link to="/resources/$resourceSlug" params={{ resourceSlug: resourceLinkSlug(resource) }} lang={langOf(resource.fallback, "title")}>
          {resource.title}
        </Link>
      </CardTitle>
      {resource.description && (
        <p className="muted clamp-2" lang={langOf(resource.fallback, "description")}>
          {resource.description}
        </p>
      )}
      <ul className="meta-list">
        {resource.pages != null && <li>{m["card.pages"]({ count: resource.pages })}</li>}
        <li>{m["card.downloads"]({ count: resource.download_count })}</li>
        {resource.organization_name && <li lang={langOf(resource.fallback, "organization_name")}>{resource.organization_name}</li>}
        <li>
          <time dateTime={resource.created_at} suppressHydrationWarning>
            {formatInstant(resource.created_at)}
          </time>
        </li>
      </ul>
      <PopularityBar downloads={resource.download_count} />
      {resource.has_file && (
        <div className="resource-card-actions">
          <DownloadLink resource={resource} onDownload={onDownload} />
          <SaveForOfflineButton resource={resource} />
        </div>
      )}
    </article>
  );
}
