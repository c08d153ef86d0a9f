/**
 * Media review: any status may be reviewed again. Approval publishes (published_at = now), rejection
 * unpublishes (published_at = null); both record the reviewer, the notes and the time.
 */
import { inTransaction } from "../transaction";
import type { DB } from "../../../db/open";
import { m } from "../../../admin-modules/domain/i18n";
import { notFound, requireTableModule } from "../access";
import { recordAudit } from "../audit";
import { queueReviewDecision } from "../../services/notify";
import { consumeShownMark } from "./shown-pictures";

export async function reviewMedia(db: DB, reviewerId: number, input: { id: number; decision: "approved" | "rejected"; notes?: string | null }) {
  const now = new Date().toISOString();
  const decided = {
    status: input.decision,
    reviewed_by: reviewerId,
    review_notes: input.notes?.trim() || null,
    reviewed_at: now,
    published_at: input.decision === "approved" ? now : null,
  };
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom("media_submissions")
      .select(["status", "reviewed_by", "review_notes", "reviewed_at", "published_at", "title", "submitted_by", "thumbnail"])
      .where("id", "=", input.id)
      .executeTakeFirst();
    if (!before) throw notFound();
    const { title, submitted_by, thumbnail, ...was } = before;
    if (input.decision === "approved") await consumeShownMark(trx, reviewerId, requireTableModule("media"), { thumbnail }, input.id);
    await trx.updateTable("media_submissions").set(decided).where("id", "=", input.id).execute();
    const action = input.decision === "approved" ? "approve" : "reject";
    await recordAudit(trx, { actor: reviewerId, module: "media", rowId: input.id, action, before: was, after: decided });
    await queueReviewDecision(trx, { submittedBy: submitted_by, title, decision: input.decision, notes: decided.review_notes });
  });
  return {
    id: input.id,
    status: input.decision,
    message: (input.decision === "approved" ? m["admin.media.reviewed.approved"] : m["admin.media.reviewed.rejected"])(),
  };
}
