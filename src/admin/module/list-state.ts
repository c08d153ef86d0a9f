/**
 * A list's page, search, filters and sort live in the address (?page=2&q=art&sort=title&dir=desc&f_status=pending),
 * so Back, reload and a shared link show the same rows. A new search, filter or sort starts at page 1.
 * Typing in the search box replaces the address entry (no history entry per letter); the other changes
 * add one, so Back steps through them.
 */
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";

export interface ListState {
  page: number;
  search: string;
  filters: Record<string, string>;
  sort?: { column: string; direction: "asc" | "desc" };
}

const FILTER_PREFIX = "f_";
const NO_DEFAULTS: Readonly<Record<string, string>> = {};

/**
 * A filter the module applies by default (Reports: the open ones) is in force while the address does not
 * name it; its "All" is written as `f_status=~`, so that choice too survives Back and reload.
 */
const ALL = "~";

function parse(params: Record<string, unknown>, defaults: Readonly<Record<string, string>>): ListState {
  const page = Number(params.page);
  const filters: Record<string, string> = { ...defaults };
  for (const [key, value] of Object.entries(params)) {
    if (key.startsWith(FILTER_PREFIX) && value !== undefined && value !== null && value !== "") {
      filters[key.slice(FILTER_PREFIX.length)] = value === ALL ? "" : String(value);
    }
  }
  const column = typeof params.sort === "string" ? params.sort : undefined;
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: params.q === undefined || params.q === null ? "" : String(params.q),
    filters,
    sort: column ? { column, direction: params.dir === "desc" ? "desc" : "asc" } : undefined,
  };
}

function serialize(state: ListState, defaults: Readonly<Record<string, string>>): Record<string, string | number | undefined> {
  const out: Record<string, string | number | undefined> = {
    page: state.page > 1 ? state.page : undefined,
    q: state.search || undefined,
    sort: state.sort?.column,
    dir: state.sort ? state.sort.direction : undefined,
  };
  for (const [name, value] of Object.entries(state.filters)) {
    if (value === defaults[name]) continue;
    if (value !== "") out[`${FILTER_PREFIX}${name}`] = value;
    else if (defaults[name] !== undefined) out[`${FILTER_PREFIX}${name}`] = ALL;
  }
  return out;
}

export function useListState(defaults: Readonly<Record<string, string>> = NO_DEFAULTS) {
  const params = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const state = parse(params, defaults);

  // The change is applied to the address as it is when the navigation runs, not as this render saw it:
  // a filter chosen while the typed search is still waiting must not be undone by the search's write.
  const update = (patch: Partial<ListState> | ((current: ListState) => Partial<ListState>), options: { replace?: boolean } = {}) => {
    const search = (prev: Record<string, unknown>) => {
      const current = parse(prev, defaults);
      const change = typeof patch === "function" ? patch(current) : patch;
      const restart = "search" in change || "filters" in change || "sort" in change;
      return serialize({ ...current, ...change, page: change.page ?? (restart ? 1 : current.page) }, defaults);
    };
    void navigate({ to: ".", search: search as never, replace: options.replace ?? false });
  };

  // The search box: what is typed shows at once; the address (and the query) follows 300 ms later.
  const [searchText, setSearchText] = useState(state.search);
  const [typed, setTyped] = useState(state.search);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(searchText.trim()), 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new typed value writes the address
  useEffect(() => {
    if (typed !== state.search) update({ search: typed }, { replace: true });
  }, [typed]);
  // Back or a link changed the address: the box shows its search.
  useEffect(() => {
    setSearchText((current) => (current.trim() === state.search ? current : state.search));
    setTyped(state.search);
  }, [state.search]);

  return {
    ...state,
    searchText,
    setSearchText,
    setPage: (page: number) => update({ page }),
    setFilter: (name: string, value: string) => update((current) => ({ filters: { ...current.filters, [name]: value } })),
    setSort: (sort: ListState["sort"]) => update({ sort }),
    clear: () => {
      setSearchText("");
      setTyped("");
      update({ search: "", filters: {} });
    },
  };
}
