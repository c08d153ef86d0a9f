/**
 * The back-office registry: one declarative object per module (admin-modules/modules/<key>.ts), from which
 * the server builds its generic admin procedures and the React app draws the sidebar, routes, tables,
 * forms, filters and summary cards. Pure and isomorphic: zod and `import type` from db/ only.
 *
 * A module answers: what is it called (labels, icon, sidebar, path), who may do what (access per
 * operation, an ownership rule as data), where its rows live (table, listFrom view, default sort), what
 * its fields are (kind, label, validation, list/search/filter/sort flags, form hints, server-owned), and
 * what else the screen shows (summary cards, row actions, empty state, toasts, CSV).
 *
 * Loading: the server reads the folder with fs + dynamic import (server/admin/load-modules.ts); the client
 * uses `import.meta.glob("/admin-modules/modules/*.ts", { eager: true })` and calls `registerModule` on
 * each default export. Tests may `registerModule` a throwaway module.
 *
 * This file is the registry's front door; each concern lives in its own file:
 *   text.ts          Text (a catalogue key or literal text) and text()
 *   conditions.ts    Where: conditions as data (decided by the server, see server/admin/where.ts)
 *   types.ts         the declaration's shape (fields, access, ownership, review, cards, actions, modules)
 *   store.ts         registration and lookups (registerModule, getModule, allModules, sidebarFor...)
 *   derived.ts       views of one module (rolesFor, canDo, listColumns, csvColumns, formDefaults...)
 *   bulk-actions.ts  the common bulk actions and who may start them
 *   audit-actions.ts the actions the audit log holds (its filter's options; the server records no other)
 *   schema.ts        the zod schemas derived from the fields (fieldValueSchema, createSchema, updateSchema)
 *   check-module.ts  the self-check run on registration
 *   translations.ts  translatable fields, the original language, the "missing translations" filter
 *   module-messages.ts a module's texts, checked against an extra-modules folder's messages/
 */
export * from "./audit-actions";
export * from "./bulk-actions";
export * from "./check-module";
export * from "./conditions";
export * from "./derived";
export * from "./schema";
export * from "./store";
export * from "./text";
export * from "./translations";
export * from "./types";
export * from "./review-picture";
export * from "./urgent-fields";
export * from "./module-messages";
