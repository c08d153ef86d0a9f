/**
 * The messages of every language, compiled by Paraglide from admin-modules/domain/messages/{en,si,ta}.json
 * into one function per message: `m["nav.home"]()`, `m["events.count"]({ count })`. The same functions
 * run in the browser (the locale of the page's build) and on the server (the locale of the request,
 * kept in AsyncLocalStorage by server/http/locale.ts). Keep texts in the JSON files, never in code.
 */
import type { MessageParams } from "./i18n-types";
export { m } from "./paraglide/messages.js";
export {
  baseLocale,
  deLocalizeHref,
  deLocalizeUrl,
  getLocale,
  isLocale,
  localizeHref,
  localizeUrl,
  locales,
  setLocale,
  type Locale,
} from "./paraglide/runtime.js";
export type { MessageKey, MessageParams } from "./i18n-types";
import type { Locale } from "./paraglide/runtime.js";

/** A compiled message: call it (with its variables) to get the text in the current language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Message = (inputs?: any) => string;

/**
 * One of a known set of messages, chosen by a key built at run time (`admin.status.${status}`). The table
 * names each possible message, so a bundle keeps only those; an unknown key shows as itself.
 */
export function pickMessage(key: string, table: Record<string, Message>, params?: MessageParams): string {
  const message = table[key];
  return message ? message(params) : key;
}

/** The Intl locale of each language: Sri Lankan conventions in all three. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-LK", si: "si-LK", ta: "ta-LK" };

/** Each language's name in its own script, for the language switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { si: "සිංහල", ta: "தமிழ்", en: "English" };

/** Sri Lanka time decides dates and times everywhere. */
export const TIME_ZONE = "Asia/Colombo";
