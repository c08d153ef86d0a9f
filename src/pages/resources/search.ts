/** The resources page's address: ?q=&category=&language= (all optional, bad values dropped) so a filtered list can be shared. */
import type { ContentLanguageFilter } from "../../../admin-modules/domain/vocabulary";
import { contentLanguageParam } from "../../lib/content-language";

export const RESOURCE_FILTERS = ["all", "education", "health", "safety", "rights"] as const;
export type ResourceFilter = (typeof RESOURCE_FILTERS)[number];

export interface ResourcesSearch {
  q?: string;
  category?: Exclude<ResourceFilter, "all">;
  /** Only resources in this language (and those for everyone); without it every language, the reader's first. */
  language?: ContentLanguageFilter;
  /** "saved": the Saved tab, the resources kept on this device (works offline). */
  view?: "saved";
}

export function validateResourcesSearch(search: Record<string, unknown>): ResourcesSearch {
  const q = typeof search.q === "string" ? search.q.slice(0, 200) : typeof search.q === "number" ? String(search.q) : "";
  const category = RESOURCE_FILTERS.find((c) => c === search.category && c !== "all") as ResourcesSearch["category"];
  const language = contentLanguageParam(search.language);
  const view = search.view === "saved" ? "saved" : undefined;
  return { q: q.trim() ? q : undefined, category, language, view };
}
