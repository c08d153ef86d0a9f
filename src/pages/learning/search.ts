/** The learning page's address: ?tab= (kept apart from the page so the router loads the page lazily). */
export const LEARNING_TABS = ["all", "progress", "achievements"] as const;
export type LearningTab = (typeof LEARNING_TABS)[number];

/** Reads ?tab= from the address; anything unknown means the default tab. */
export function learningTab(value: unknown): LearningTab | undefined {
  return LEARNING_TABS.find((tab) => tab === value && tab !== "all");
}
