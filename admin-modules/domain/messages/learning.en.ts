/** English texts of the learning area (merged into the one catalogue by messages.en.ts). */
export const enLearning = {
} as const;
