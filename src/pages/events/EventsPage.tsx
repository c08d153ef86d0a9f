/**
 * The Events Hub: category filters with counts, a district filter, an Upcoming / Past toggle that really filters (Sri Lanka
 * time, decided by the server), and a month calendar. The choices live in the address, so a filtered
 * view can be shared; the page asks one query. Each control is a GET form (or a link) with named fields,
 * carrying the other choices along, so it also works before the script runs.
 */
import { useState } from "react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { CalendarDays, List, Plus } from "lucide-react";
import { m as msg, pickMessage } from "../../../admin-modules/domain/i18n";
import { sriLankaDate } from "../../../admin-modules/domain/time";
import { DISTRICTS } from "../../../admin-modules/domain/vocabulary";
import { districtLabel } from "../../../admin-modules/domain/vocabulary-labels";
import { EventCard } from "../../components/cards/EventCard";
import { GetForm, LanguageFilterForm } from "../../components/GetForm";
import { EmptyState, LoadFailed } from "../../components/PageStates";
import { Spinner } from "../../components/Spinner";
import { trpc } from "../../trpc";
import { EventsCalendar } from "./EventsCalendar";
import { EVENT_CATEGORIES, type EventsSearch } from "./search";
import "./events.css";

const PAGE = 12;

export function EventsPage() {
  const search = useSearch({ strict: false }) as EventsSearch;
  const navigate = useNavigate({ from: "/events" });
  const category = search.category ?? "all";
  const district = search.district;
  const when = search.when ?? "upcoming";
  const calendar = search.view === "calendar";
  const month = search.month ?? sriLankaDate().slice(0, 7);
  const language = search.language;

  // "Load more" raises the limit for the current filters only.
  const key = `${category}|${district ?? ""}|${when}|${language ?? ""}`;
  const [more, setMore] = useState({ key, limit: PAGE });
  const limit = more.key === key ? more.limit : PAGE;

  const list = trpc.public.events.list.useQuery(
    { category, district, when, month: calendar ? month : undefined, limit, language },
    { placeholderData: keepPreviousData },
  );
  const data = list.data;

  const setSearch = (change: Partial<EventsSearch>) =>
    void navigate({ search: (prev: EventsSearch) => ({ ...prev, ...change }), replace: true, resetScroll: false });
  /** The address's choices but `omit`, sent along by a form that sets `omit` itself. */
  const keep = (...omit: (keyof EventsSearch)[]) => Object.fromEntries(Object.entries(search).filter(([key]) => !omit.includes(key as keyof EventsSearch)));
  /** A submit button that sets one choice: the form's own before the script runs, the app's navigation after. */
  const choice = (name: keyof EventsSearch, value: string, change: Partial<EventsSearch>) => ({
    type: "submit" as const,
    name,
    value,
    onClick: (event: { preventDefault(): void }) => {
      event.preventDefault();
      setSearch(change);
    },
  });

  return (
    <section className="container page events-page">
      <header className="events-head">
        <div>
          <h1>{msg["events.title"]()}</h1>
          <p className="muted">{msg["events.subtitle"]()}</p>
        </div>
        <div className="button-row">
          <Link to="/events/submit" className="btn btn-primary">
            <Plus size={18} aria-hidden="true" /> {msg["events.submitEvent"]()}
          </Link>
          <GetForm to="/events" keep={keep("view")} onSearch={() => undefined} className="inline-form">
            <button
              className="btn btn-outline"
              aria-pressed={calendar}
              {...choice("view", calendar ? "list" : "calendar", { view: calendar ? undefined : "calendar" })}
            >
              {calendar ? <List size={18} aria-hidden="true" /> : <CalendarDays size={18} aria-hidden="true" />}
              {calendar ? msg["events.viewList"]() : msg["events.viewCalendar"]()}
            </button>
          </GetForm>
        </div>
      </header>

      <GetForm to="/events" keep={keep("category")} onSearch={() => undefined}>
        <div className="events-filters" role="group" aria-label={msg["events.filtersLabel"]()}>
          {EVENT_CATEGORIES.map((c) => (
            <button key={c} className="filter-chip" aria-pressed={category === c} {...choice("category", c, { category: c === "all" ? undefined : c })}>
              {msg["events.filterWithCount"]({
                label: pickMessage(`events.category.${c}`, {
                  "events.category.all": msg["events.category.all"],
                  "events.category.workshop": msg["events.category.workshop"],
                  "events.category.sports": msg["events.category.sports"],
                  "events.category.arts": msg["events.category.arts"],
                  "events.category.educational": msg["events.category.educational"],
                  "events.category.cultural": msg["events.category.cultural"],
                }),
                count: data?.counts[c] ?? 0,
              })}
            </button>
          ))}
        </div>
      </GetForm>

      <LanguageFilterForm to="/events" keep={keep("district", "language")} value={language} onChange={(next) => setSearch({ language: next })}>
        <label className="field events-district">
          <span>{msg["events.districtFilter"]()}</span>
          <select name="district" value={district ?? ""} onChange={(e) => setSearch({ district: (e.target.value || undefined) as EventsSearch["district"] })}>
            <option value="">{msg["events.allDistricts"]()}</option>
            {DISTRICTS.map((d) => (
              <option key={d} value={d}>
                {districtLabel(d)}
              </option>
            ))}
          </select>
        </label>
      </LanguageFilterForm>

      {!calendar && (
        <GetForm to="/events" keep={keep("when")} onSearch={() => undefined}>
          <div className="tabs events-when" role="group" aria-label={msg["events.whenLabel"]()}>
            <button aria-pressed={when === "upcoming"} {...choice("when", "upcoming", { when: undefined })}>
              {msg["events.upcoming"]()}
            </button>
            <button aria-pressed={when === "past"} {...choice("when", "past", { when: "past" })}>
              {msg["events.past"]()}
            </button>
          </div>
        </GetForm>
      )}

      {list.isPending ? (
        <div className="guard-state">
          <Spinner label={msg["events.loading"]()} />
        </div>
      ) : list.error && !data ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : calendar ? (
        <EventsCalendar month={month} events={data?.items ?? []} today={data?.today ?? sriLankaDate()} search={search} />
      ) : data && data.items.length === 0 ? (
        <EmptyState title={msg["events.empty"]()} />
      ) : (
        <>
          <div className="card-grid" aria-busy={list.isFetching}>
            {data?.items.map((event, i) => (
              <EventCard key={event.id} event={event} headingLevel={2} eager={i === 0} />
            ))}
          </div>
          {data && (
            <div className="events-more">
              <p className="small muted" aria-live="polite">
                {msg["events.showing"]({ shown: data.items.length, total: data.total })}
              </p>
              {data.hasMore && (
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={list.isFetching}
                  onClick={() => setMore({ key, limit: limit + PAGE })}
                  data-needs-app
                >
                  {msg["events.loadMore"]()}
                </button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
