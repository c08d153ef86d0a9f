/** The learning page's address: ?tab=&language= (kept apart from the page so the router loads the page lazily). */
import type { ContentLanguageFilter } from "../../../admin-modules/domain/vocabulary";
import { contentLanguageParam } from "../../lib/content-language";

export const LEARNING_TABS = ["all", "progress", "achievements"] as const;
export type LearningTab = (typeof LEARNING_TABS)[number];

/** Reads ?tab= from the address; anything unknown means the default tab. */
export function learningTab(value: unknown): LearningTab | undefined {
  return LEARNING_TABS.find((tab) => tab === value && tab !== "all");
}

export interface LearningSearch {
  tab?: LearningTab;
  language?: ContentLanguageFilter;
}

export function validateLearningSearch(search: Record<string, unknown>): LearningSearch {
  return { tab: learningTab(search.tab), language: contentLanguageParam(search.language) };
}
