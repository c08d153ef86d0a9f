/**
 * The resources page: one query returns the matching resources and the count behind each category
 * button. Search and category live in the address (?q=&category=) so a list can be shared and Back works;
 * both are GET forms with named fields, so they also work before the script runs.
 */
import { ContentLanguageFilterSelect } from "../../components/ContentLanguage";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { m, type Message } from "../../../admin-modules/domain/i18n";
import { ResourceCard } from "../../components/cards/ResourceCard";
import { EmptyState } from "../../components/PageStates";
import { trpc } from "../../trpc";
import { GetForm } from "../../components/GetForm";
import { NeedsApp } from "../../lib/page-view";
import { contentLanguageParam } from "../../lib/content-language";
import { SavedResources } from "../../offline/lazy-offline-pages";
import { RESOURCE_FILTERS, type ResourceFilter, type ResourcesSearch } from "./search";
import "./resources.css";

const SEARCH_DELAY_MS = 300;

const FILTER_LABELS: Record<ResourceFilter, Message> = {
  all: m["resources.category.all"],
  education: m["resources.category.education"],
  health: m["resources.category.health"],
  safety: m["resources.category.safety"],
  rights: m["resources.category.rights"],
};

export function ResourcesPage() {
  const search = useSearch({ from: "/public/resources" });
  const navigate = useNavigate({ from: "/resources" });
  const utils = trpc.useUtils();
  const category: ResourceFilter = search.category ?? "all";

  const list = trpc.public.resources.list.useQuery(
    { q: search.q, category, language: search.language },
    // The Saved tab reads the device only (it works offline).
    { placeholderData: keepPreviousData, enabled: search.view !== "saved" },
  );
  if (list.error) console.error("Resources could not be loaded:", list.error.message);

  // Typing replaces the current history entry (one Back leaves the search); a category click adds one.
  const [text, setText] = useState(search.q ?? "");
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      void navigate({ search: (prev: ResourcesSearch) => ({ ...prev, q: text.trim() ? text : undefined }), replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, navigate]);
  // Back and Forward change the address: the box follows it.
  useEffect(() => {
    if (!typed.current) setText(search.q ?? "");
  }, [search.q]);

  const submit = (fields: Record<string, string>) => {
    typed.current = false;
    const q = fields.q ?? text;
    void navigate({
      search: (prev: ResourcesSearch) => ({ ...prev, q: q.trim() ? q : undefined, language: contentLanguageParam(fields.language) }),
      replace: true,
    });
  };

  const choose = (next: ResourceFilter) => void navigate({ search: (prev: ResourcesSearch) => ({ ...prev, category: next === "all" ? undefined : next }) });

  // A download changes the count shown; ask again once the server has counted it.
  const refreshSoon = () => setTimeout(() => void utils.public.resources.list.invalidate(), 1500);

  const items = list.data?.items ?? [];
  const counts = list.data?.counts;

  return (
    <section className="container page resources-page" aria-labelledby="resources-title">
      <h1 id="resources-title">{m["resources.title"]()}</h1>
      <p className="muted">{m["resources.subtitle"]()}</p>

      <nav className="resources-tabs" aria-label={m["resources.title"]()}>
        <Link to="/resources" search={{}} activeOptions={{ exact: true }} className="resources-tab" aria-current={search.view !== "saved" ? "page" : undefined}>
          {m["saved.allTab"]()}
        </Link>
        <Link
          to="/resources"
          search={{ view: "saved" }}
          activeOptions={{ exact: true }}
          className="resources-tab"
          aria-current={search.view === "saved" ? "page" : undefined}
        >
          {m["saved.tab"]()}
        </Link>
      </nav>

      {search.view === "saved" ? (
        <>
          {/* The saved list lives on the device and the app reads it: in data saver it loads at once here. */}
          <NeedsApp />
          <SavedResources />
        </>
      ) : (
        <>
          <GetForm to="/resources" keep={{ category: search.category }} onSearch={submit} role="search" className="resources-search">
            <label htmlFor="resources-q" className="field">
              {m["resources.searchLabel"]()}
              <span className="resources-search-box">
                <Search size={18} aria-hidden="true" />
                <input
                  id="resources-q"
                  name="q"
                  type="search"
                  value={text}
                  maxLength={200}
                  placeholder={m["resources.searchPlaceholder"]()}
                  autoComplete="off"
                  onChange={(e) => {
                    typed.current = true;
                    setText(e.target.value);
                  }}
                />
              </span>
            </label>
            <div className="resources-search-row">
              <ContentLanguageFilterSelect
                value={search.language}
                onChange={(language) => void navigate({ search: (prev: ResourcesSearch) => ({ ...prev, language }) })}
              />
              <button type="submit" className="btn btn-primary">
                {m["form.search"]()}
              </button>
            </div>
          </GetForm>

          <GetForm to="/resources" keep={{ q: search.q, language: search.language }} onSearch={() => undefined}>
            <div className="resources-filters" role="group" aria-label={m["resources.filterLabel"]()}>
              {RESOURCE_FILTERS.map((f) => (
                <button
                  key={f}
                  type="submit"
                  name="category"
                  value={f}
                  className={`btn ${f === category ? "btn-primary" : "btn-outline"}`}
                  aria-pressed={f === category}
                  onClick={(event) => {
                    event.preventDefault();
                    choose(f);
                  }}
                >
                  {counts ? m["resources.categoryWithCount"]({ label: FILTER_LABELS[f](), count: counts[f] }) : FILTER_LABELS[f]()}
                </button>
              ))}
            </div>
          </GetForm>

          <div aria-live="polite" aria-busy={list.isFetching}>
            {list.isPending ? (
              <div className="card-grid" role="status" aria-label={m["site.loading"]()}>
                {Array.from({ length: 6 }, (_, i) => (
                  <div key={i} className="skeleton skeleton-card tall" />
                ))}
              </div>
            ) : items.length === 0 ? (
              <EmptyState title={m["resources.emptyTitle"]()} hint={m["resources.emptyText"]()} />
            ) : (
              <div className="card-grid">
                {items.map((r) => (
                  <ResourceCard key={r.id} resource={r} onDownload={refreshSoon} headingLevel={2} />
                ))}
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
