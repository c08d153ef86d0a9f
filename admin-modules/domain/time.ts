/**
 * Sri Lanka time (UTC+05:30, no daylight saving) decides "today", "this month" and "upcoming".
 * Stored times are ISO-8601 UTC text; event dates are YYYY-MM-DD in Sri Lanka.
 */

const OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A month written YYYY-MM (the events calendar's). */
export const isCalendarMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last date sriLankaDate gave, with the instants its day spans: the server asks at every request (the
 * kept answers' keys), and writing the date out (toISOString) each time was 2 % of a signed-in answer's
 * instructions (issue 34, callgrind).
 */
let lastDay = { from: 0, to: 0, date: "" };

/** The calendar date in Sri Lanka at the given instant, as YYYY-MM-DD. */
export function sriLankaDate(at: Date = new Date()): string {
  const time = at.getTime();
  if (time >= lastDay.from && time < lastDay.to) return lastDay.date;
  const local = time + OFFSET_MS;
  const date = new Date(local).toISOString().slice(0, 10);
  const from = Math.floor(local / DAY_MS) * DAY_MS - OFFSET_MS;
  lastDay = { from, to: from + DAY_MS, date };
  return date;
}

/** First and last day (YYYY-MM-DD, inclusive) of the Sri Lankan month containing the instant. */
export function sriLankaMonthRange(at: Date = new Date()): { first: string; last: string } {
  const local = new Date(at.getTime() + OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const mm = String(month + 1).padStart(2, "0");
  return { first: `${year}-${mm}-01`, last: `${year}-${mm}-${String(lastDay).padStart(2, "0")}` };
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * An ISO-8601 instant as Sri Lanka wall-clock time, "YYYY-MM-DD HH:mm" (the form spreadsheets read as a
 * date and time), the same time the back office shows on screen. Text that is not an instant is kept.
 */
export function sriLankaDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}
