/**
 * Plain HTTP routes of the media area, mounted under /api (see api.ts; CSRF is checked there).
 * Multipart uploads do not suit tRPC's JSON, so they live here.
 *
 * POST /api/uploads/image  (staff only: super_admin or organization)
 *   Body: multipart/form-data with one file field "file" (PNG, JPEG or WebP by its bytes, at most 5 MB).
 *   200 { url: "/uploads/images/<random>.<ext>" }  — put this URL in a course thumbnail, event image...
 *   4xx { error: { message } } — 401 signed out, 403 no staff role or another site, 400 not an accepted
 *   image, 413 too large, 429 too many uploads (with Retry-After). Nothing is left on disk on any refusal.
 *
 * POST /api/uploads/audio  (staff only, as above): a lesson's narration (issue 30)
 *   Body: multipart/form-data with one file field "file" (MP3, Ogg, M4A, WebM or WAV by its bytes, at most 10 MB).
 *   200 { url: "/uploads/audio/<random>.<ext>" }; 4xx as for images (400 not an accepted sound, 413 too large).
 *
 * POST /api/media/submit  (anyone; signed-in users are recorded as submitted_by)
 *   Body: multipart/form-data with title, type (story|artwork|photo|video), description, content,
 *   author_name, author_age, age_group (6-10|11-14|15-18|all), optional media_url (https, videos) and
 *   optional file "image", and send_anyway ("on": the child saw the personal-information warning). Saves a pending
 *   media submission: 200 { ok: true, urgent } (urgent: a safeguarding word was found, services/urgent.ts), or
 *   4xx { error: { message, field? } } (field: the form field a refusal is about).
 *   429 with Retry-After when a limit is reached; past the global valve the work is still saved as pending.
 *   The caller's address is used for the rate limit only and never stored with the work.
 */
import { mayTakeScreenAction } from "../module-procedures";
import express, { type Request, type Response, type Router } from "express";
import { m } from "../../admin-modules/domain/i18n";
import { log } from "../logger";
import { enforceLimits, LimitReachedError } from "../auth/rate-limit";
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { IMAGE_MAX_BYTES, ImageRejectedError, saveImageUpload, tooLarge } from "../services/images";
import { submitMedia } from "../services/media-submission";
import { recordImageVariants } from "../services/image-variants";
import { AUDIO_MAX_BYTES, audioTooLarge, saveAudioUpload } from "../services/audio";
import { type ApiDeps, requestContext, sendError } from "./api-support";
import { readMultipart } from "./multipart";

/** Multipart overhead allowed on top of the file (text fields, boundaries). */
const FORM_OVERHEAD_BYTES = 256 * 1024;

/** A body announced as far too large is refused before a byte is read. */
function announcedTooLarge(req: Request, maxFileBytes = IMAGE_MAX_BYTES): boolean {
  const length = Number(req.headers["content-length"] ?? 0);
  return Number.isFinite(length) && length > maxFileBytes + FORM_OVERHEAD_BYTES;
}

function refuseTooLarge(res: Response, message = m["media.upload.tooLarge"]()) {
  res.setHeader("Connection", "close");
  sendError(res, 413, message);
}

/** Who may upload a lesson's files: staff. Decided before the body is read; answers whether the route may go on. */
async function staffUploader(req: Request, res: Response, deps: ApiDeps): Promise<boolean> {
  const ctx = await requestContext(req, res, deps);
  if (!ctx.user) {
    sendError(res, 401, m["error.notAuthenticated"]());
    return false;
  }
  if (!mayTakeScreenAction("dashboard", "uploadFiles", ctx.role)) {
    sendError(res, 403, m["error.forbidden"]());
    return false;
  }
  await enforceLimits(deps.db, "upload", { ip: ctx.ip, userId: ctx.user.id });
  return true;
}

function sendFailure(res: Response, error: unknown, route: string) {
  if (error instanceof TRPCError) {
    // The field a refusal is about (the warning's "send anyway" box: the form then shows it with the server's words).
    const field = error.cause instanceof ZodError ? error.cause.issues[0]?.path[0] : undefined;
    if (typeof field === "string") {
      res.status(getHTTPStatusCodeFromError(error)).json({ error: { message: error.message, field } });
      return;
    }
    sendError(res, getHTTPStatusCodeFromError(error), error.message);
    return;
  }
  if (error instanceof LimitReachedError) {
    res.setHeader("Retry-After", String(error.retryAfterSeconds));
    sendError(res, 429, error.message);
    return;
  }
  if (error instanceof ImageRejectedError) {
    if (error.status === 413) res.setHeader("Connection", "close");
    sendError(res, error.status, error.message);
    return;
  }
  log.error({ route, err: error }, "upload failed");
  sendError(res, 500, m["error.internal"]());
}

export function mediaFileRoutes(deps: ApiDeps): Router {
  const routes = express.Router();

  routes.post("/uploads/image", async (req, res) => {
    try {
      if (!(await staffUploader(req, res, deps))) return;
      if (announcedTooLarge(req)) return refuseTooLarge(res);
      const form = await readMultipart(req, { fileField: "file" });
      if (form.fileError) throw form.fileError;
      if (!form.file) return sendError(res, 400, m["media.upload.noFile"]());
      const saved = await saveImageUpload(form.file, deps.config.uploadsDir, "images");
      await recordImageVariants(deps.db, saved);
      res.json({ url: saved.url });
    } catch (error) {
      sendFailure(res, error, "uploads/image");
    }
  });

  routes.post("/uploads/audio", async (req, res) => {
    try {
      if (!(await staffUploader(req, res, deps))) return;
      if (announcedTooLarge(req, AUDIO_MAX_BYTES)) return refuseTooLarge(res, m["admin.blocks.audioTooLarge"]());
      const form = await readMultipart(req, { fileField: "file", maxFileBytes: AUDIO_MAX_BYTES });
      if (form.fileError) throw form.fileError.status === 413 ? audioTooLarge() : form.fileError;
      if (!form.file) return sendError(res, 400, m["admin.blocks.audioBadType"]());
      const saved = await saveAudioUpload(form.file, deps.config.uploadsDir);
      res.json({ url: saved.url });
    } catch (error) {
      sendFailure(res, error, "uploads/audio");
    }
  });

  routes.post("/media/submit", async (req, res) => {
    try {
      const ctx = await requestContext(req, res, deps);
      const { urgent } = await submitMedia(ctx, async () => {
        if (announcedTooLarge(req)) throw tooLarge();
        return readMultipart(req, { fileField: "image" });
      });
      res.json({ ok: true, urgent });
    } catch (error) {
      sendFailure(res, error, "media/submit");
    }
  });

  return routes;
}
