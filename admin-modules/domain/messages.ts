/**
 * The one message catalogue. Every string a person reads goes through `t(key)`, in the browser and on
 * the server, so that Sinhala and Tamil can be added as further catalogues without touching components.
 * Placeholders are written {name} and filled from the params object.
 */
import { en } from "./messages.en";

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
export type Locale = "en";

const catalogues: Record<Locale, Catalogue> = { en };
let current: Locale = "en";

export function setLocale(locale: Locale): void {
  current = locale;
}

export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const template = catalogues[current][key] ?? en[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
