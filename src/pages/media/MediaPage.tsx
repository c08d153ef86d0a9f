/**
 * Media Hub: approved items only, tabs with counts, sharing guidelines, Share Your Creation.
 * One query per page of results: the server answers the items and every tab's count together.
 */
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { m as msg } from "../../../admin-modules/domain/i18n";
import { MEDIA_TYPES } from "../../../admin-modules/domain/vocabulary";
import { MediaCard } from "../../components/cards/MediaCard";
import { LanguageFilterForm } from "../../components/GetForm";
import { EmptyState } from "../../components/PageStates";
import { Spinner } from "../../components/Spinner";
import { trpc } from "../../trpc";
import { TAB_LABEL, type MediaType } from "./mediaLabels";
import type { MediaSearch } from "./search";
import "./media.css";

const TABS = ["all", ...MEDIA_TYPES] as const;
type Tab = (typeof TABS)[number];

export function MediaPage() {
  // The tab and the language choice live in the address (?type=&language=), so Back returns to them and a
  // filtered tab can be shared.
  const { type, language } = useSearch({ from: "/public/media" });
  const navigate = useNavigate({ from: "/media" });
  const tab: Tab = type ?? "all";
  const list = trpc.public.media.list.useInfiniteQuery(
    { type: tab === "all" ? undefined : (tab as MediaType), language },
    {
      getNextPageParam: (last) => last.nextCursor,
      initialCursor: 1,
      // Keep the tabs and their counts on screen while another tab loads.
      placeholderData: (previous) => previous,
    },
  );
  if (list.error) console.error("Media could not be loaded:", list.error.message);
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const counts = pages[0]?.counts;
  const total = pages[0]?.total ?? 0;

  return (
    <section className="container page media-page">
      <div className="media-head">
        <div>
          <h1>{msg["media.title"]()}</h1>
          <p className="muted">{msg["media.subtitle"]()}</p>
        </div>
        <Link to="/media/submit" className="btn btn-primary">
          {msg["media.share"]()}
        </Link>
      </div>

      <aside className="media-guidelines" aria-labelledby="media-guidelines-title">
        <h2 id="media-guidelines-title">{msg["media.guidelinesTitle"]()}</h2>
        <ul>
          <li>{msg["media.guideline.positive"]()}</li>
          <li>{msg["media.guideline.private"]()}</li>
          <li>{msg["media.guideline.own"]()}</li>
          <li>{msg["media.guideline.review"]()}</li>
        </ul>
      </aside>

      <LanguageFilterForm
        to="/media"
        keep={{ type }}
        value={language}
        onChange={(next) => void navigate({ search: (prev: MediaSearch) => ({ ...prev, language: next }) })}
      />

      {/* Links (/media?type=story), so a tab works before the script runs and stays in the address. */}
      <div className="media-tabs" role="tablist" aria-label={msg["media.tabsLabel"]()}>
        {TABS.map((key) => (
          <Link
            key={key}
            to="/media"
            search={(prev: MediaSearch) => ({ ...prev, type: key === "all" ? undefined : key })}
            // Only the chosen tab is the current page (a link matches any address that includes its search).
            activeOptions={{ exact: true }}
            role="tab"
            id={`media-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="media-results"
          >
            {counts ? msg["media.tabWithCount"]({ label: TAB_LABEL[key](), count: counts[key] }) : TAB_LABEL[key]()}
          </Link>
        ))}
      </div>

      <div id="media-results" role="tabpanel" aria-labelledby={`media-tab-${tab}`} aria-busy={list.isFetching}>
        {list.isPending ? (
          <div className="guard-state">
            <Spinner label={msg["site.loading"]()} />
          </div>
        ) : items.length === 0 ? (
          <EmptyState title={msg["media.empty"]()} hint={msg["media.emptyHint"]()} />
        ) : (
          <>
            <div className="card-grid">
              {items.map((m, i) => (
                <MediaCard key={m.id} media={m} eager={i === 0} />
              ))}
            </div>
            <div className="media-more">
              <p className="muted small" aria-live="polite">
                {msg["media.showing"]({ shown: items.length, total })}
              </p>
              {list.hasNextPage && (
                <button type="button" className="btn btn-outline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} data-needs-app>
                  {list.isFetchingNextPage ? msg["site.loading"]() : msg["media.loadMore"]()}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
