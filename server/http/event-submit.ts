/**
 * Submit an Event with a picture (issue 29): the organiser uploads a picture, or gives its address. One
 * judge for both ways the form is sent: the app's upload (POST /api/events/submit, multipart, answered as
 * JSON with each field's problem) and the plain form posted without the script (forms/handlers.ts).
 *
 * The fields are judged first, by the procedure's own schema, so a form with a bad field writes nothing,
 * not even the picture; then the picture is checked by its bytes and re-encoded exactly as a media upload
 * (services/images.ts) with its smaller copies (services/image-variants.ts), and the submission is sent
 * through the same procedure the app calls (public.events.submit), which keeps it pending for review.
 * A refusal after the picture was saved removes it again.
 */
import express, { type Request, type Response, type Router } from "express";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";
import { m } from "../../admin-modules/domain/i18n";
import type { Context } from "../context";
import { log } from "../logger";
import { LimitReachedError } from "../auth/rate-limit";
import { appRouter } from "../routers";
import { assertEventTextScreened, submitInput } from "../routers/public-events";
import { IMAGE_MAX_BYTES, ImageRejectedError, removeImageUpload, saveImageUpload, tooLarge } from "../services/images";
import { recordImageVariants } from "../services/image-variants";
import { createCallerFactory, describeZodError } from "../trpc";
import { type ApiDeps, requestContext } from "./api-support";
import { type MultipartForm, readMultipart } from "./multipart";

const createCaller = createCallerFactory(appRouter);

/** Multipart overhead allowed on top of the file (the text fields, boundaries). */
const FORM_OVERHEAD_BYTES = 256 * 1024;

/** The posted text as the procedure takes it (the app sends the same): numbers, and a price only when paid. */
export function eventInputFromFields(fields: Record<string, string>) {
  return {
    ...fields,
    type: fields.type as never,
    district: fields.district as never,
    age_group: fields.age_group as never,
    price_type: fields.price_type as never,
    capacity: Number(fields.capacity ?? ""),
    price_amount: fields.price_type === "paid" ? Number(fields.price_amount || 0) : 0,
  } as unknown as Parameters<ReturnType<typeof createCaller>["public"]["events"]["submit"]>[0];
}

/** Sends one Submit an Event form with its picture, if any. Throws what the procedure, the image check or the limits throw. */
export async function submitEventForm(ctx: Context, form: MultipartForm): Promise<{ id: number; message: string; urgent: boolean }> {
  if (form.fileError) throw form.fileError;
  const input = eventInputFromFields(form.fields);
  // Fields first: the picture stands in for the address while they are judged.
  const judged = submitInput.safeParse({ ...input, image_url: form.file ? null : input.image_url });
  if (!judged.success) throw new TRPCError({ code: "BAD_REQUEST", message: judged.error.issues[0]?.message ?? m["error.internal"](), cause: judged.error });
  // The staff's "personal" words too, before the picture is saved.
  await assertEventTextScreened(ctx.db, judged.data);
  const image = form.file ? await saveImageUpload(form.file, ctx.config.uploadsDir, "images") : null;
  try {
    if (image) await recordImageVariants(ctx.db, image);
    return await createCaller(ctx).public.events.submit({ ...input, image_url: image?.url ?? input.image_url });
  } catch (error) {
    if (image) await removeImageUpload(ctx.config.uploadsDir, image.url);
    throw error;
  }
}

/** A refusal as JSON: the message, and each field's problem when the schema named fields. */
function sendRefusal(res: Response, error: unknown): void {
  if (error instanceof LimitReachedError) {
    res.setHeader("Retry-After", String(error.retryAfterSeconds));
    res.status(429).json({ error: { message: error.message } });
    return;
  }
  if (error instanceof ImageRejectedError) {
    if (error.status === 413) res.setHeader("Connection", "close");
    res.status(error.status).json({ error: { message: error.message, fieldErrors: { image: error.message } } });
    return;
  }
  if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") {
    const fieldErrors = error.cause instanceof ZodError ? describeZodError(error.cause).fieldErrors : null;
    res.status(getHTTPStatusCodeFromError(error)).json({ error: { message: error.message, fieldErrors } });
    return;
  }
  log.error({ route: "events/submit", err: error }, "event submission failed");
  res.status(500).json({ error: { message: m["error.internal"]() } });
}

export function eventSubmitRoutes(deps: ApiDeps): Router {
  const routes = express.Router();
  routes.post("/events/submit", async (req: Request, res: Response) => {
    try {
      const ctx = await requestContext(req, res, deps);
      const length = Number(req.headers["content-length"] ?? 0);
      if (Number.isFinite(length) && length > IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();
      const result = await submitEventForm(ctx, await readMultipart(req, { fileField: "image" }));
      res.json({ ok: true, id: result.id, message: result.message, urgent: result.urgent });
    } catch (error) {
      sendRefusal(res, error);
    }
  });
  return routes;
}
