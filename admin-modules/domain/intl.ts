/**
 * Dates, times, numbers and prices in the reader's language (si-LK, ta-LK or en-LK) and in Sri Lanka time.
 * The language is read on every call (the page's language in the browser, the request's on the server),
 * and formatters are kept per language so a page does not build them again for every card.
 */
import { getLocale, INTL_LOCALE, TIME_ZONE } from "./i18n";

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = INTL_LOCALE[getLocale()];
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = INTL_LOCALE[getLocale()];
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

const dayOf = (date: string) => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d || 1));
};

/** A YYYY-MM-DD calendar date, shown without shifting time zones. */
export function formatDay(date: string): string {
  return dateFormat({ day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(dayOf(date));
}

/** An ISO-8601 instant as a date in Sri Lanka time. */
export function formatInstant(iso: string): string {
  return dateFormat({ day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE }).format(new Date(iso));
}

/** An ISO-8601 instant as a date and time in Sri Lanka time. */
export function formatDateTime(iso: string): string {
  return dateFormat({ day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE }).format(new Date(iso));
}

/** "YYYY-MM" (or a YYYY-MM-DD inside it) as the month's name and year. */
export function formatMonth(month: string): string {
  return dateFormat({ month: "long", year: "numeric", timeZone: "UTC" }).format(dayOf(month));
}

/** The weekday of a YYYY-MM-DD date (or a Date at UTC midnight), long or short. */
export function formatWeekday(date: string | Date, width: "long" | "short" = "long"): string {
  return dateFormat({ weekday: width, timeZone: "UTC" }).format(typeof date === "string" ? dayOf(date) : date);
}

/** A number the reader's way (12,34,567 in Tamil); with `fractionDigits`, always that many decimals (4.3). */
export function formatNumber(n: number, fractionDigits?: number): string {
  return (
    fractionDigits === undefined ? numberFormat() : numberFormat({ minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })
  ).format(n);
}

/** A price with its currency code (no cents: prices are whole rupees). */
export function formatCurrency(amount: number, currency: string): string {
  return numberFormat({ style: "currency", currency, currencyDisplay: "code", maximumFractionDigits: 0 }).format(amount);
}

/** A file size: "820 kB", "1.4 MB" (the unit written the reader's way). */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return numberFormat({ style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1000)));
  return numberFormat({ style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(bytes / 1_000_000);
}
