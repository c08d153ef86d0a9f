/** English texts of the events area (merged into the one catalogue by messages.en.ts). */
export const enEvents = {
} as const;
