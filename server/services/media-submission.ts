/**
 * Share Your Creation: one judge for both ways a child sends it, the app's upload (POST /api/media/submit,
 * server/http/media.ts) and the plain form posted without the script (server/http/forms/). The fields are
 * parsed with the same zod schema as the form's courtesy check; the image is checked by its bytes and
 * re-encoded (services/images.ts). The submission stays pending until a super admin approves it.
 */
import { TRPCError } from "@trpc/server";
import { m } from "../../admin-modules/domain/i18n";
import { mediaSubmissionSchemaWith } from "../../admin-modules/domain/media-schemas";
import { enforceLimits } from "../auth/rate-limit";
import type { Context } from "../context";
import type { SubmittedForm as MultipartForm } from "./submitted-form";
import { recordImageVariants } from "./image-variants";
import { removeImageUpload, saveImageUpload } from "./images";
import { waitingForParent } from "./parental-consent";
import { startMailDelivery } from "./notify";
import { activeScreeningWords, personalWords, queueUrgentMail, urgencyOf } from "./urgent";

/**
 * Saves a pending media submission. Limits and the parent's consent are checked before `read` is asked
 * for the form (the upload route then has not read a byte of the body). Throws LimitReachedError,
 * ImageRejectedError, or a TRPCError (BAD_REQUEST with the zod error as its cause; PRECONDITION_FAILED
 * while a parent has not agreed). Answers whether it was marked urgent (a safeguarding word: services/urgent.ts),
 * so the child is shown the helplines.
 */
export async function submitMedia(
  ctx: Pick<Context, "db" | "config" | "ip" | "user" | "caller">,
  read: () => Promise<MultipartForm>,
): Promise<{ urgent: boolean }> {
  const { db, config } = ctx;
  await enforceLimits(db, "submission", { ip: ctx.ip, userId: ctx.user?.id });
  // A child whose parent has not agreed yet shares nothing under the account.
  if (waitingForParent(ctx.caller)) {
    throw new TRPCError({ code: "PRECONDITION_FAILED", message: m["safety.consent.waitingError"]() });
  }
  const form = await read();
  if (form.fileError) throw form.fileError;
  // Fields first: a form with a bad field writes nothing, not even the image.
  const words = await activeScreeningWords(db);
  const parsed = mediaSubmissionSchemaWith(personalWords(words)).safeParse({ ...form.fields, has_image: form.file !== null });
  if (!parsed.success) throw new TRPCError({ code: "BAD_REQUEST", message: parsed.error.issues[0]?.message ?? m["error.internal"](), cause: parsed.error });
  const input = parsed.data;
  const urgency = urgencyOf([input.title, input.description, input.content], words);
  const image = form.file ? await saveImageUpload(form.file, config.uploadsDir, "media") : null;
  try {
    // The submission and its image's copies are recorded together or not at all.
    await db.transaction().execute(async (trx) => {
      if (image) await recordImageVariants(trx, image);
      const saved = await trx
        .insertInto("media_submissions")
        .values({
          title: input.title,
          type: input.type,
          description: input.description,
          content: input.content,
          thumbnail: image?.url ?? null,
          media_url: input.type === "video" ? input.media_url : null,
          author_name: input.author_name,
          author_age: input.author_age,
          age_group: input.age_group,
          status: "pending",
          submitted_by: ctx.user?.id ?? null,
          ...urgency,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (urgency.urgent_rule) {
        await queueUrgentMail(trx, config, {
          type: () => m["safety.report.type.media"](),
          id: Number(saved.id),
          title: input.title,
          rule: urgency.urgent_rule,
          queuePath: "/admin/media",
        });
      }
    });
  } catch (error) {
    if (image) await removeImageUpload(config.uploadsDir, image.url);
    throw error;
  }
  // Sent at once, not at the next sweep (the upload route is not a tRPC mutation, which would start it).
  startMailDelivery(db, config);
  return { urgent: urgency.urgent === 1 };
}
