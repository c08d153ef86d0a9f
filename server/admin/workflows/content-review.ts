/**
 * Content review of content submissions: approve/reject (the queue itself: review-queue.ts). Approval publishes the submission into its
 * public table exactly once: the whole review is one transaction, the public row carries the
 * submission id in a UNIQUE column, and an already published submission is not published again.
 */
import { TRPCError } from "@trpc/server";
import type { DB } from "../../../db/open";
import { m } from "../../../admin-modules/domain/i18n";
import { notFound } from "../access";
import { publishSubmission } from "./publish";
import { inTransaction } from "../transaction";

export interface ReviewInput {
  id: number;
  decision: "approved" | "rejected";
  notes?: string | null;
}

export async function reviewSubmission(db: DB, reviewerId: number, input: ReviewInput) {
  const notes = input.notes?.trim() || null;
  return inTransaction(db, async (trx) => {
    const sub = await trx.selectFrom("content_submissions").selectAll().where("id", "=", input.id).executeTakeFirst();
    if (!sub) throw notFound();
    const now = new Date().toISOString();
    if (input.decision === "approved") {
      // Approving twice answers like the first time and publishes nothing more.
      if (sub.status === "approved" && sub.published_id !== null) {
        return { id: sub.id, status: "approved" as const, publishedId: sub.published_id, message: m["admin.review.approved"]() };
      }
      const publishedId = await publishSubmission(trx, sub, reviewerId, notes, now);
      await trx
        .updateTable("content_submissions")
        .set({ status: "approved", reviewed_by: reviewerId, review_notes: notes, reviewed_at: now, published_id: publishedId })
        .where("id", "=", sub.id)
        .execute();
      return { id: sub.id, status: "approved" as const, publishedId, message: m["admin.review.approved"]() };
    }
    // A published submission stays published; unpublish it from its own screen instead.
    if (sub.status === "approved") throw new TRPCError({ code: "CONFLICT", message: m["admin.review.alreadyReviewed"]() });
    await trx
      .updateTable("content_submissions")
      .set({ status: "rejected", reviewed_by: reviewerId, review_notes: notes, reviewed_at: now })
      .where("id", "=", sub.id)
      .execute();
    return { id: sub.id, status: "rejected" as const, publishedId: null, message: m["admin.review.rejected"]() };
  });
}
