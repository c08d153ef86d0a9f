/**
 * A message looked up by a key held as data, as the back-office registry does (`label: "admin.field.title"`).
 * It reaches every message, so only the back office and the server import it: public pages name their
 * messages directly (`m["nav.home"]`) and so download only those.
 */
import * as messages from "./paraglide/messages/_index.js";
import { getLocale, type Locale } from "./paraglide/runtime.js";
import type { MessageKey, MessageParams } from "./i18n-types";

const table = messages as unknown as Record<string, ((params?: MessageParams) => string) | undefined>;

/** Flat key → text, with `{name}` placeholders: one language of an extra-modules folder's messages/. */
export type ModuleMessages = Readonly<Record<string, string>>;

/**
 * The messages of modules from outside the app (EXTRA_ADMIN_MODULES: <folder>/messages/{en,si,ta}.json),
 * registered per language by the module loaders (server/admin/load-modules.ts, src/admin/AdminApp.tsx).
 * Paraglide compiles only the app's own catalogue, so these are looked up after it, never instead of it.
 */
const registered = new Map<string, Map<string, string>>();

/** Adds a folder's messages of one language; a key of the app's own is refused (it would never be shown). */
export function registerModuleMessages(locale: Locale, entries: ModuleMessages): void {
  const own = Object.keys(entries).filter((key) => key in table);
  if (own.length) throw new Error(`Module messages may not reuse the app's own keys: ${own.join(", ")}`);
  const catalogue = registered.get(locale) ?? new Map<string, string>();
  for (const [key, value] of Object.entries(entries)) catalogue.set(key, value);
  registered.set(locale, catalogue);
}

const fill = (value: string, params?: MessageParams) =>
  params ? value.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : value;

/**
 * The text of a key in the current language: the app's catalogue, then the registered module messages of
 * that language (no other language stands in); a string that is neither is returned as it is.
 */
export function translate(key: MessageKey | (string & {}), params?: MessageParams): string {
  const message = table[key];
  if (message) return message(params ?? {});
  return fill(registered.get(getLocale())?.get(key) ?? key, params);
}

export function isMessageKey(value: string): value is MessageKey {
  return typeof table[value] === "function";
}
