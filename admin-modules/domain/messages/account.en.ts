/** English texts of the account area (merged into the one catalogue by messages.en.ts). */
export const enAccount = {
} as const;
