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
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Message keys that come in plural forms: "base.one" and "base.other" (Intl.PluralRules categories). */
export type PluralKey = { [K in MessageKey]: K extends `${infer Base}.other` ? (`${Base}.one` extends MessageKey ? Base : never) : never }[MessageKey];

/**
 * The message for a count, in the plural form the reader's language uses ("1 video", "2 videos").
 * {count} is filled with the count written in the reader's language. Languages with more forms than
 * one/other fall back to "other" until their catalogue adds keys for them.
 */
export function tn(key: PluralKey, count: number, params?: Record<string, string | number>): string {
  const form = new Intl.PluralRules(current).select(count);
  const chosen = (`${key}.${form}` in en ? `${key}.${form}` : `${key}.other`) as MessageKey;
  return t(chosen, { count: new Intl.NumberFormat(current === "en" ? "en-GB" : current).format(count), ...params });
}
