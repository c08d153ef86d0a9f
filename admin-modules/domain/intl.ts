/**
 * Dates, times, numbers and prices in the reader's language (si-LK, ta-LK or en-LK) and in Sri Lanka time.
 * The language is read on every call (the page's language in the browser, the request's on the server),
 * and formatters are kept per language so a page does not build them again for every card.
 */
import { getLocale, INTL_LOCALE, TIME_ZONE } from "./i18n";

const cache = new Map<string, DateFormat | Intl.NumberFormat>();

interface DateFormat {
  format(date: Date): string;
}

function dateFormat(options: Intl.DateTimeFormatOptions): DateFormat {
  const locale = INTL_LOCALE[getLocale()];
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as DateFormat | undefined;
  if (!format) {
    // The build's language is written in place (vite.config.ts defines it; the server, undefined, speaks them all), so
    // the English and Tamil builds drop this branch and the Sinhala names with it.
    const sinhalaBuild = ((globalThis as { __PARAGLIDE_STATIC_LOCALE__?: string }).__PARAGLIDE_STATIC_LOCALE__ ?? "si") === "si";
    format =
      sinhalaBuild && locale === "si-LK" && !Intl.DateTimeFormat.supportedLocalesOf([locale]).length
        ? sinhalaDateFormat(options)
        : new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** CLDR's Sinhala names (si, the same in every width but the short weekdays), as Node's Intl gives them. */
const SINHALA_MONTHS = ["දුරුතු", "නවම්", "මැදින්", "බක්", "වෙසක්", "පොසොන්", "ඇසළ", "නිකිණි", "බිනර", "වප්", "ඉල්", "උඳුවප්"];
const SINHALA_WEEKDAYS = {
  long: ["ඉරිදා", "සඳුදා", "අඟහරුවාදා", "බදාදා", "බ්‍රහස්පතින්දා", "සිකුරාදා", "සෙනසුරාදා"],
  short: ["ඉරිදා", "සඳුදා", "අඟහ", "බදාදා", "බ්‍රහස්", "සිකු", "සෙන"],
};

/**
 * Sinhala dates where the runtime's Intl has no Sinhala data (Debian's Chromium answers "Mar 15, 2026" for si-LK):
 * the text CLDR's si-LK patterns give (y MMM d, HH.mm), so a page the server drew (Node has the data) reads the same
 * after the browser takes over. Covers the options this file uses; tests/unit/i18n-messages.test.ts compares it with
 * Node's Intl.
 */
export function sinhalaDateFormat(options: Intl.DateTimeFormatOptions): DateFormat {
  const numbers = new Intl.DateTimeFormat("en-GB", {
    timeZone: options.timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return {
    format(date: Date) {
      const part = (type: Intl.DateTimeFormatPartTypes) => numbers.formatToParts(date).find((p) => p.type === type)?.value ?? "";
      const [year, month, day] = [part("year"), Number(part("month")), String(Number(part("day")))];
      if (options.weekday)
        return SINHALA_WEEKDAYS[options.weekday === "long" ? "long" : "short"][new Date(Date.UTC(Number(year), month - 1, Number(day))).getUTCDay()];
      const text = [options.year ? year : "", options.month ? SINHALA_MONTHS[month - 1] : "", options.day ? day : ""].filter(Boolean).join(" ");
      return options.hour ? `${text}, ${part("hour")}.${part("minute")}` : text;
    },
  };
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

/** A share as a percentage the reader's way ("67%"), whole numbers. */
export function formatPercent(share: number): string {
  return numberFormat({ style: "percent", maximumFractionDigits: 0 }).format(share);
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
