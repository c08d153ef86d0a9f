/** English texts of the pages area (merged into the one catalogue by messages.en.ts). */
export const enPages = {
} as const;
