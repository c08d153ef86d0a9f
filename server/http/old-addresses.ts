/**
 * Old addresses of detail pages still reach their page (issue 27): a title that changed, or a slug made
 * by the earlier rule that dropped Sinhala and Tamil vowel signs ("/media/මග-කඳ-සහ-ඉර-9"), answers a
 * permanent redirect to the page's address as it is now ("/media/මගේ-කඳු-සහ-ඉර-9"), in the same
 * language and with the same query. Courses, events and media are found by the id at the end of the
 * slug; resources by their stored slug, their id, or a slug they had before (slug_history).
 * Anything not found goes on to the page, which says so.
 */
import type { NextFunction, Request, Response } from "express";
import type { DB } from "../../db/open";
import { idFromSlug, slugWithId } from "../../admin-modules/domain/slug";
import { findActiveResource } from "../routers/public-resources";

const DETAIL_PAGE = /^\/(resources|learning|events|media)\/([^/]+)\/?$/;

/** The address's slug as it should be now, or null when the item is not public. */
export async function currentSlug(db: DB, section: string, slug: string): Promise<string | null> {
  if (section === "resources") {
    const row = await findActiveResource(db, slug);
    return row ? (row.slug ? `${row.slug}-${row.id}` : String(row.id)) : null;
  }
  const id = idFromSlug(slug);
  if (typeof id !== "number") return null;
  const row =
    section === "learning"
      ? await db.selectFrom("courses").select(["id", "title"]).where("id", "=", id).where("is_active", "=", 1).executeTakeFirst()
      : section === "events"
        ? await db
            .selectFrom("events")
            .select(["id", "title"])
            .where("id", "=", id)
            .where("is_active", "=", 1)
            .where("review_status", "=", "approved")
            .executeTakeFirst()
        : await db.selectFrom("media_submissions").select(["id", "title"]).where("id", "=", id).where("status", "=", "approved").executeTakeFirst();
  return row ? slugWithId(row.title, row.id) : null;
}

export function oldAddressRedirect(db: DB) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const match = req.method === "GET" || req.method === "HEAD" ? DETAIL_PAGE.exec(req.path) : null;
    if (!match) return next();
    let slug: string;
    try {
      slug = decodeURIComponent(match[2]);
    } catch {
      return next();
    }
    try {
      const current = await currentSlug(db, match[1], slug);
      if (current === null || current === slug) return next();
      const prefix = res.locals.addressLocale ? `/${res.locals.addressLocale}` : "";
      const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
      res.redirect(301, `${prefix}/${match[1]}/${encodeURIComponent(current)}${query}`);
    } catch (error) {
      next(error);
    }
  };
}
