/** English texts of the resources area (merged into the one catalogue by messages.en.ts). */
export const enResources = {
} as const;
