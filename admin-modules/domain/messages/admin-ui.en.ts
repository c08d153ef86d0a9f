/** English texts of the admin-ui area (merged into the one catalogue by messages.en.ts). */
export const enAdminUi = {
} as const;
