/**
 * Issue 29, "no approval without seeing": the picture a reviewer approves, read the same way by the screens
 * (the review dialog, the bulk grid, the lists' thumbnails) and by the server (which refuses an approval of
 * a picture the reviewer's screen did not report as shown). A live row's proposed picture is the one that
 * would go live.
 */
import type { TableModule } from "./types";

/** A listed row's small copies of its pictures, `{ [picture address]: small copy address }` (image_variants). */
export const SMALL_IMAGES = "_small";

const objectOf = (value: unknown): Record<string, unknown> | null => {
  if (typeof value === "string") {
    try {
      return objectOf(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
};

/** The address of the picture a decision on this row approves, or null when the row has none. */
export function reviewPictureOf(module: TableModule, row: Record<string, unknown>): string | null {
  const review = module.review;
  const column = review?.pictureColumn;
  if (!review || !column) return null;
  const changes = review.changesColumn ? objectOf(row[review.changesColumn]) : null;
  const value = changes && column in changes ? changes[column] : row[column];
  const address = typeof value === "string" ? value.trim() : "";
  return address || null;
}

/** A listed row's small copy of a picture, when one was made (an upload), else the picture itself. */
export function smallImageOf(row: Record<string, unknown>, picture: string): string {
  const small = row[SMALL_IMAGES] as Record<string, string> | undefined;
  return small?.[picture] ?? picture;
}

/** The first words of a story, for a list row that has no picture. */
export function firstWords(text: string, words = 12): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(" ")}…` : all.join(" ");
}
