/** English texts of the media area (merged into the one catalogue by messages.en.ts). */
export const enMedia = {
} as const;
