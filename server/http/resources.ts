/**
 * Plain HTTP routes of the resources area, mounted under /api (see api.ts).
 * GET /api/resources/:id/download counts one download of an active resource and delivers its file:
 * an uploaded file streamed from UPLOADS_DIR as an attachment, or a redirect to its external address.
 */
import path from "node:path";
import express, { type Response, type Router } from "express";
import { m } from "../../admin-modules/domain/i18n";
import type { ApiDeps } from "./api-support";
import { resolveUpload } from "../services/upload-path";

/** Rolls the counting transaction back when there is no file to hand over. */
class NothingToDeliver extends Error {}

type Delivery = { kind: "file"; absolute: string; filename: string } | { kind: "redirect"; url: string };

/** Only web addresses leave the site; javascript:, data: and the like never do. */
export function externalUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The name a browser saves the file under: built from the slug, never from a path a client sent. */
export function downloadFilename(slug: string, id: number, storedPath: string): string {
  const base = slug
    .toLowerCase()
    .replace(/[^\p{L}\p{N}-]+/gu, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 100);
  const ext = path.extname(storedPath).toLowerCase();
  return `${base || `resource-${id}`}${/^\.[a-z0-9]{1,8}$/.test(ext) ? ext : ""}`;
}

function notFound(res: Response) {
  res.status(404).type("text").send(m["resources.download.notFound"]());
}

export function resourceFileRoutes(deps: ApiDeps): Router {
  const routes = express.Router();

  // A HEAD (link checkers, previews) must not count as a download.
  routes.head("/resources/:id/download", (_req, res) => {
    res.status(405).set("Allow", "GET").type("text").send(m["resources.download.methodNotAllowed"]());
  });

  routes.get("/resources/:id/download", async (req, res, next) => {
    try {
      const id = /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : 0;
      if (id <= 0) return notFound(res);

      // The count changes in one UPDATE ... RETURNING, inside a transaction that rolls it back when
      // the file cannot be delivered, so a broken link never inflates the number.
      const delivery = await deps.db
        .transaction()
        .execute(async (trx): Promise<Delivery | null> => {
          const row = await trx
            .updateTable("resources")
            .set((eb) => ({ download_count: eb("download_count", "+", 1) }))
            .where("id", "=", id)
            .where("is_active", "=", 1)
            .returning(["id", "slug", "file_path", "file_url"])
            .executeTakeFirst();
          if (!row) return null;
          const absolute = row.file_path ? resolveUpload(deps.config.uploadsDir, row.file_path) : null;
          const result: Delivery | null = absolute
            ? { kind: "file", absolute, filename: downloadFilename(row.slug, row.id, row.file_path!) }
            : externalUrl(row.file_url)
              ? { kind: "redirect", url: externalUrl(row.file_url)! }
              : null;
          if (!result) throw new NothingToDeliver();
          return result;
        })
        .catch((error) => {
          if (error instanceof NothingToDeliver) return null;
          throw error;
        });

      if (!delivery) return notFound(res);
      res.setHeader("Cache-Control", "no-store");
      if (delivery.kind === "redirect") return res.redirect(302, delivery.url);

      res.attachment(delivery.filename);
      // Attachment plus nosniff keeps the browser from rendering it here; a CSP sandbox would block the download.
      res.setHeader("X-Content-Type-Options", "nosniff");
      // The path was resolved and checked above; the data folder itself may sit under a dot-folder.
      res.sendFile(delivery.absolute, { dotfiles: "allow" }, (error) => {
        if (!error || res.headersSent) return;
        res.removeHeader("Content-Disposition");
        notFound(res);
      });
    } catch (error) {
      next(error);
    }
  });

  return routes;
}
