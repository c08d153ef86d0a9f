/** One resource: /resources/{slug-id}, /resources/{id} or /resources/{title slug}; one query. */
import { ageGroupLabel, resourceCategoryLabel } from "../../../admin-modules/domain/vocabulary-labels";
import { Link, useParams } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { m } from "../../../admin-modules/domain/i18n";
import { DownloadLink, PopularityBar } from "../../components/cards/ResourceCard";
import { langOf, TranslationMarker } from "../../components/ContentLanguage";
import { formatInstant, formatNumber } from "../../lib/format";
import { SaveForOfflineButton } from "../../offline/SaveForOfflineButton";
import { errorMessage, trpc } from "../../trpc";
import { HttpStatus } from "../../lib/page-view";
import "./resources.css";

function BackLink() {
  return (
    <Link to="/resources" className="back-link">
      <ArrowLeft size={18} aria-hidden="true" /> {m["resources.back"]()}
    </Link>
  );
}

export function ResourceDetailPage() {
  const { resourceSlug } = useParams({ from: "/public/resources/$resourceSlug" });
  const utils = trpc.useUtils();
  const query = trpc.public.resources.get.useQuery(
    { slug: resourceSlug },
    {
      retry: (count, error) => error.data?.code !== "NOT_FOUND" && count < 1,
      // "Not found" drawn by the server is an answer, not a failure to try again.
      retryOnMount: false,
    },
  );

  if (query.isPending) {
    return (
      <section className="container page resource-detail" role="status" aria-label={m["site.loading"]()}>
        <div className="skeleton skeleton-card" />
        <div className="skeleton skeleton-card tall" />
      </section>
    );
  }

  if (query.error) {
    const missing = query.error.data?.code === "NOT_FOUND" || query.error.data?.code === "BAD_REQUEST";
    if (!missing) console.error("Resource could not be loaded:", errorMessage(query.error));
    return (
      <section className="container page resource-detail">
        <BackLink />
        {missing && <HttpStatus code={404} />}
        <div className="empty-state big">
          <h1>{missing ? m["resources.notFoundTitle"]() : m["site.loadFailed"]()}</h1>
          {missing ? (
            <p>{m["resources.notFoundText"]()}</p>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
              {m["site.retry"]()}
            </button>
          )}
        </div>
      </section>
    );
  }

  const r = query.data;
  const refreshSoon = () => setTimeout(() => void utils.public.resources.get.invalidate(), 1500);
  return (
    <article className="container page resource-detail" aria-labelledby="resource-title">
      <BackLink />
      <div className="card-tags">
        <span className="badge">{resourceCategoryLabel(r.category)}</span>
        <span className="badge">{r.age_group}</span>
        <TranslationMarker fallback={r.fallback} />
        <span className="badge badge-outline">{r.file_type}</span>
      </div>
      <h1 id="resource-title" lang={langOf(r.fallback, "title")}>
        {r.title}
      </h1>
      {r.description && (
        <p className="description" lang={langOf(r.fallback, "description")}>
          {r.description}
        </p>
      )}

      {r.tags.length > 0 && (
        <>
          <h2 className="small muted">{m["resources.tags"]()}</h2>
          <ul className="tag-list">
            {r.tags.map((tag) => (
              <li key={tag} className="badge badge-outline">
                {tag}
              </li>
            ))}
          </ul>
        </>
      )}

      <dl>
        <dt>{m["resources.category"]()}</dt>
        <dd>{resourceCategoryLabel(r.category)}</dd>
        <dt>{m["resources.ageGroup"]()}</dt>
        <dd>{ageGroupLabel(r.age_group)}</dd>
        <dt>{m["resources.fileType"]()}</dt>
        <dd>{r.file_type}</dd>
        {r.pages != null && (
          <>
            <dt>{m["resources.pages"]()}</dt>
            <dd>{formatNumber(r.pages)}</dd>
          </>
        )}
        <dt>{m["resources.downloads"]()}</dt>
        <dd>{formatNumber(r.download_count)}</dd>
        {r.organization_name && (
          <>
            <dt>{m["resources.organization"]()}</dt>
            <dd lang={langOf(r.fallback, "organization_name")}>{r.organization_name}</dd>
          </>
        )}
        <dt>{m["resources.published"]()}</dt>
        <dd>
          <time dateTime={r.created_at} suppressHydrationWarning>
            {formatInstant(r.created_at)}
          </time>
        </dd>
      </dl>
      <PopularityBar downloads={r.download_count} />

      <div className="detail-actions">
        {r.has_file ? <DownloadLink resource={r} onDownload={refreshSoon} /> : <p className="notice">{m["resources.noFile"]()}</p>}
        <SaveForOfflineButton resource={r} />
      </div>
    </article>
  );
}
