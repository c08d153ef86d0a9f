/** The Events Hub's address: ?category=&district=&when=&view=&month=&language= (all optional, bad values dropped). */
import { DISTRICTS, type ContentLanguageFilter } from "../../../admin-modules/domain/vocabulary";
import { contentLanguageParam } from "../../lib/content-language";
import { isCalendarMonth } from "../../../admin-modules/domain/time";

export const EVENT_CATEGORIES = ["all", "workshop", "sports", "arts", "educational"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export interface EventsSearch {
  category?: EventCategory;
  district?: (typeof DISTRICTS)[number];
  when?: "upcoming" | "past";
  view?: "list" | "calendar";
  /** YYYY-MM shown by the calendar. */
  month?: string;
  /** Only events in this language (and those for everyone); events keep their date order. */
  language?: ContentLanguageFilter;
}

export function validateEventsSearch(search: Record<string, unknown>): EventsSearch {
  const category = EVENT_CATEGORIES.find((c) => c === search.category && c !== "all");
  const month = typeof search.month === "string" && isCalendarMonth(search.month) ? search.month : undefined;
  return {
    category,
    district: DISTRICTS.find((d) => d === search.district),
    when: search.when === "past" ? "past" : undefined,
    view: search.view === "calendar" ? "calendar" : undefined,
    month,
    language: contentLanguageParam(search.language),
  };
}
