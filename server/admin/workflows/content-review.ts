/**
 * Content review of content submissions: approve/reject (the queue itself: review-queue.ts). Approval publishes the submission into its
 * public table exactly once: the whole review is one transaction, the public row carries the
 * submission id in a UNIQUE column, and an already published submission is not published again.
 */
import type { DB } from "../../../db/open";
import { m } from "../../../admin-modules/domain/i18n";
import { type Caller, notFound } from "../access";
import { recordAudit } from "../audit";
import { isPostgres } from "../../../db/dialect";
import { assertActionApplies } from "../module-action";
import { moduleAction } from "./actions";
import { queueReviewDecision } from "../../services/notify";
import { publishSubmission } from "./publish";
import { inTransaction } from "../transaction";
import { consumeShownMark } from "./shown-pictures";

export interface ReviewInput {
  id: number;
  decision: "approved" | "rejected";
  notes?: string | null;
}

export async function reviewSubmission(db: DB, caller: Caller, input: ReviewInput) {
  const reviewerId = caller.userId;
  const notes = input.notes?.trim() || null;
  return inTransaction(db, async (trx) => {
    // Reviews of one submission take turns: on PostgreSQL (READ COMMITTED) the row is locked until this
    // review commits, so a second one then reads its decision; SQLite's write transactions already take turns.
    const read = trx.selectFrom("content_submissions").selectAll().where("id", "=", input.id);
    const sub = await (isPostgres(trx) ? read.forUpdate() : read).executeTakeFirst();
    if (!sub) throw notFound();
    const now = new Date().toISOString();
    // Approving twice answers like the first time and publishes nothing more (a retry, not a refusal).
    if (input.decision === "approved" && sub.status === "approved" && sub.published_id !== null) {
      return { id: sub.id, status: "approved" as const, publishedId: sub.published_id, message: m["admin.review.approved"]() };
    }
    // Which rows may be decided is the module's `when` for its review action (a published submission
    // stays published; unpublish it from its own screen instead).
    const { module, action } = moduleAction(moduleOf(sub), "review");
    await assertActionApplies(trx, caller, module, action, sub.id);
    if (input.decision === "approved") {
      await consumeShownMark(trx, reviewerId, module, sub, sub.id);
      const publishedId = await publishSubmission(trx, sub, reviewerId, notes, now);
      const approved = { status: "approved", reviewed_by: reviewerId, review_notes: notes, reviewed_at: now, published_id: publishedId } as const;
      await trx.updateTable("content_submissions").set(approved).where("id", "=", sub.id).execute();
      await recordAudit(trx, { actor: reviewerId, module: moduleOf(sub), rowId: sub.id, action: "approve", before: decisionOf(sub), after: approved });
      await tellSubmitter(trx, sub, "approved", notes);
      return { id: sub.id, status: "approved" as const, publishedId, message: m["admin.review.approved"]() };
    }
    const rejected = { status: "rejected", reviewed_by: reviewerId, review_notes: notes, reviewed_at: now } as const;
    await trx.updateTable("content_submissions").set(rejected).where("id", "=", sub.id).execute();
    await recordAudit(trx, { actor: reviewerId, module: moduleOf(sub), rowId: sub.id, action: "reject", before: decisionOf(sub), after: rejected });
    await tellSubmitter(trx, sub, "rejected", notes);
    return { id: sub.id, status: "rejected" as const, publishedId: null, message: m["admin.review.rejected"]() };
  });
}

/** Each content type is its own registry module (content-resource, content-event...). */
const moduleOf = (sub: { content_type: string }) => `content-${sub.content_type}`;

/** The columns a decision changes, as they were. */
function decisionOf(sub: { status: string; reviewed_by: number | null; review_notes: string | null; reviewed_at: string | null; published_id: number | null }) {
  return { status: sub.status, reviewed_by: sub.reviewed_by, review_notes: sub.review_notes, reviewed_at: sub.reviewed_at, published_id: sub.published_id };
}

/** Submitters of media and events hear the decision by e-mail (server/services/notify.ts). */
async function tellSubmitter(
  trx: Parameters<typeof queueReviewDecision>[0],
  sub: { content_type: string; submitted_by: number | null; title: string },
  decision: "approved" | "rejected",
  notes: string | null,
) {
  if (sub.content_type !== "media" && sub.content_type !== "event") return;
  await queueReviewDecision(trx, { submittedBy: sub.submitted_by, title: sub.title, decision, notes });
}
