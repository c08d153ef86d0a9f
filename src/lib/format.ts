/** Formatting for display: the reader's language and Sri Lanka time (admin-modules/domain/intl.ts). */
import { formatCurrency } from "../../admin-modules/domain/intl";

export { formatBytes, formatDateTime, formatDay, formatInstant, formatMonth, formatNumber, formatWeekday } from "../../admin-modules/domain/intl";

export function formatPrice(priceType: string, amount: number, currency = "LKR"): string | null {
  if (priceType.toLowerCase() === "free" || amount === 0) return null;
  return formatCurrency(amount, currency);
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
