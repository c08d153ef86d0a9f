/**
 * The phone-sized copies of uploaded images (image_variants, migration 0009): recorded when an image is
 * stored, and attached to the public shapes that show an image, so cards can use the 480 px WebP
 * thumbnail with srcset, width and height. An image without copies (an outside address, or one stored
 * before copies were made) simply has `image: null` and is shown as before.
 */
import type { DB } from "../../db/open";
import type { SavedImage } from "./images";

export interface PublicImage {
  thumb: { url: string; width: number; height: number };
  large: { url: string; width: number; height: number };
}

export async function recordImageVariants(db: DB, saved: SavedImage): Promise<void> {
  await db
    .insertInto("image_variants")
    .values({
      url: saved.url,
      width: saved.width,
      height: saved.height,
      large_url: saved.large.url,
      large_width: saved.large.width,
      large_height: saved.large.height,
      thumb_url: saved.thumb.url,
      thumb_width: saved.thumb.width,
      thumb_height: saved.thumb.height,
    })
    .execute();
}

/** The items with `image` (their thumbnail's copies, or null), read in one query. */
export async function withImages<T extends { thumbnail: string | null }>(db: DB, items: T[]): Promise<(T & { image: PublicImage | null })[]> {
  const urls = [...new Set(items.map((item) => item.thumbnail).filter((url): url is string => Boolean(url?.startsWith("/uploads/"))))];
  const rows = urls.length ? await db.selectFrom("image_variants").selectAll().where("url", "in", urls).execute() : [];
  const byUrl = new Map(
    rows.map((row) => [
      row.url,
      {
        thumb: { url: row.thumb_url, width: row.thumb_width, height: row.thumb_height },
        large: { url: row.large_url, width: row.large_width, height: row.large_height },
      } satisfies PublicImage,
    ]),
  );
  return items.map((item) => ({ ...item, image: (item.thumbnail && byUrl.get(item.thumbnail)) || null }));
}

/** The small (480 px WebP) copy of each uploaded picture that has one, by the picture's address: the back office's thumbnails. */
export async function smallImages(db: DB, urls: readonly (string | null | undefined)[]): Promise<Record<string, string>> {
  const uploads = [...new Set(urls.filter((url): url is string => Boolean(url?.startsWith("/uploads/"))))];
  if (!uploads.length) return {};
  const rows = await db.selectFrom("image_variants").select(["url", "thumb_url"]).where("url", "in", uploads).execute();
  return Object.fromEntries(rows.map((row) => [row.url, row.thumb_url]));
}
