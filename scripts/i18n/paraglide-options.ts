/**
 * How Paraglide compiles our messages (admin-modules/domain/messages/{en,si,ta}.json) into functions.
 * Shared by the Vite build (vite.config.ts) and `npm run i18n:compile` (tests, type check, the server).
 *
 * - The message-format plugin is loaded from node_modules (project.inlang/settings.json), never from the
 *   network: the compile works offline.
 * - Node (server, tests, scripts) loads one module per language (`locale-modules`, quick to start); the
 *   browser build compiles one module per message into admin-modules/domain/paraglide-browser
 *   (`browserOutputStructure`, see vite.config.ts), so a bundle keeps only the messages a chunk uses and the
 *   back office's texts stay in the lazy back-office chunks.
 * - `experimentalStaticLocale`: the browser is built once per language (vite.config.ts defines
 *   globalThis.__PARAGLIDE_STATIC_LOCALE__), so a visitor downloads one language, not three. On the
 *   server the expression is undefined and the locale comes from the request (AsyncLocalStorage).
 * - Strategy: the address (/si/..., /ta/...; English at the root), then the cookie the language switch
 *   sets, then Accept-Language, then English. The server applies it per request (server/http/locale.ts).
 */
export const STATIC_LOCALE_DEFINE = "globalThis.__PARAGLIDE_STATIC_LOCALE__";

/** Where and how the browser build compiles the same messages (vite.config.ts redirects imports there). */
export const browserOutdir = "./admin-modules/domain/paraglide-browser";
export const browserOutputStructure = "message-modules" as const;

export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./admin-modules/domain/paraglide",
  outputStructure: "locale-modules" as const,
  strategy: ["url", "cookie", "preferredLanguage", "baseLocale"] as ("url" | "cookie" | "preferredLanguage" | "baseLocale")[],
  cookieName: "locale",
  experimentalStaticLocale: "/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__",
  emitGitIgnore: false,
  emitReadme: false,
  emitPrettierIgnore: false,
};
