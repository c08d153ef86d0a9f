/** Formatting for display; dates are shown as people in Sri Lanka read them. */

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Colombo" });

/** A YYYY-MM-DD calendar date, shown without shifting time zones. */
export function formatDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** An ISO-8601 instant, shown in Sri Lanka time. */
export function formatInstant(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatNumber(n: number): string {
  return new Intl.NumberFormat("en-GB").format(n);
}

export function formatPrice(priceType: string, amount: number, currency = "LKR"): string | null {
  if (priceType.toLowerCase() === "free" || amount === 0) return null;
  return `${currency} ${formatNumber(amount)}`;
}

/** Popularity bar: downloads divided by 50, rounded down, capped at 100. */
export function popularityPercent(downloads: number): number {
  return Math.min(100, Math.floor(downloads / 50));
}

/** Registration progress, capped at 100 percent. */
export function registrationPercent(registered: number, capacity: number): number {
  if (capacity <= 0) return 100;
  return Math.min(100, Math.round((registered / capacity) * 100));
}

export function spotsLeft(capacity: number, registered: number): number {
  return Math.max(0, capacity - registered);
}
