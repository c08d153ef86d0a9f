/**
 * A message looked up by a key held as data, as the back-office registry does (`label: "admin.field.title"`).
 * It reaches every message, so only the back office and the server import it: public pages name their
 * messages directly (`m["nav.home"]`) and so download only those.
 */
import * as messages from "./paraglide/messages/_index.js";
import type { MessageKey, MessageParams } from "./i18n-types";

const table = messages as unknown as Record<string, ((params?: MessageParams) => string) | undefined>;

/** The text of a key in the current language; a string that is not a key is returned as it is. */
export function translate(key: MessageKey | (string & {}), params?: MessageParams): string {
  const message = table[key];
  if (message) return message(params ?? {});
  return params ? key.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : key;
}

export function isMessageKey(value: string): value is MessageKey {
  return typeof table[value] === "function";
}
