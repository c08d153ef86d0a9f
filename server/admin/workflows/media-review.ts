/**
 * Media review: any status may be reviewed again. Approval publishes (published_at = now), rejection
 * unpublishes (published_at = null); both record the reviewer, the notes and the time.
 */
import type { DB } from "../../../db/open";
import { m } from "../../../admin-modules/domain/i18n";
import { notFound } from "../access";

export async function reviewMedia(db: DB, reviewerId: number, input: { id: number; decision: "approved" | "rejected"; notes?: string | null }) {
  const now = new Date().toISOString();
  const result = await db
    .updateTable("media_submissions")
    .set({
      status: input.decision,
      reviewed_by: reviewerId,
      review_notes: input.notes?.trim() || null,
      reviewed_at: now,
      published_at: input.decision === "approved" ? now : null,
    })
    .where("id", "=", input.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
  return { id: input.id, status: input.decision, message: m["admin.media.reviewed"]({ status: input.decision }) };
}
