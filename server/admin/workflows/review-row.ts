/**
 * A super admin's decision on a row an organization wrote (events, emergency contacts: modules whose
 * `review.heldFor` names the role). Approving a pending row publishes it; approving proposed changes
 * applies them to the live row. Rejecting a pending row keeps it off the public pages; rejecting
 * proposed changes drops them and the approved version stays. One transaction; reviewer, time and
 * notes are recorded.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../../db/open";
import { PROPOSED_TRANSLATIONS, primaryKeyOf, type TableModule, type TranslationsInput } from "../../../admin-modules/registry";
import { writeTranslations } from "../../services/translations";
import { m } from "../../../admin-modules/domain/i18n";
import { type Caller, notFound } from "../access";
import { recordAudit } from "../audit";
import { queueReviewDecision } from "../../services/notify";
import { encodeValues } from "../codec";
import { mapDbError } from "../errors";
import { assertActionApplies } from "../module-action";
import { moduleAction } from "./actions";
import { inTransaction } from "../transaction";
import { consumeShownMark } from "./shown-pictures";

export interface RowReview {
  id: number;
  decision: "approved" | "rejected";
  notes?: string | null;
}

export async function reviewHeldRow(db: DB, caller: Caller, module: TableModule, input: RowReview) {
  const reviewerId = caller.userId;
  const review = module.review;
  if (!review?.heldFor || !review.changesColumn) throw notFound();
  const pk = primaryKeyOf(module);
  const statusColumn = review.statusColumn;
  const changesColumn = review.changesColumn;
  try {
    return await inTransaction(db, async (trx) => {
      const tx = trx as unknown as Kysely<any>;
      const row = (await tx.selectFrom(module.table).select([pk, statusColumn, changesColumn]).where(pk, "=", input.id).executeTakeFirst()) as
        | Record<string, unknown>
        | undefined;
      if (!row) throw notFound();
      const full = (await tx.selectFrom(module.table).selectAll().where(pk, "=", input.id).executeTakeFirstOrThrow()) as Record<string, unknown>;
      // An organization's proposed translations wait beside its field changes and are decided with them.
      const { [PROPOSED_TRANSLATIONS]: proposedTranslations, ...changes } = parseChanges(row[changesColumn]) ?? {};
      // Pending, or with proposed changes: the module's `when` for its review action.
      await assertActionApplies(tx, caller, module, moduleAction(module.key, review.action).action, input.id);
      const decided = { reviewed_by: reviewerId, reviewed_at: new Date().toISOString(), review_notes: input.notes?.trim() || null, [changesColumn]: null };
      const approving = input.decision === "approved";
      if (approving) await consumeShownMark(trx, reviewerId, module, full, input.id);
      // Proposed changes of a live row: applied, or dropped while the approved version stays.
      const onlyChanges = row[statusColumn] === "approved";
      const set = approving
        ? { ...encodeValues(module, changes), ...decided, [statusColumn]: "approved" }
        : onlyChanges
          ? decided
          : { ...decided, [statusColumn]: "rejected" };
      await tx.updateTable(module.table).set(set).where(pk, "=", input.id).execute();
      const after = (await tx.selectFrom(module.table).selectAll().where(pk, "=", input.id).executeTakeFirstOrThrow()) as Record<string, unknown>;
      const translated =
        approving && proposedTranslations
          ? await writeTranslations(tx, module.table, after, input.id, proposedTranslations as TranslationsInput)
          : { before: {}, after: {} };
      await recordAudit(tx, {
        actor: reviewerId,
        module: module.key,
        rowId: input.id,
        action: approving ? "approve" : "reject",
        before: { ...full, ...translated.before },
        after: { ...after, ...translated.after },
      });
      // An organization that submitted an event hears the decision (spec: media and events).
      if (review.queueType === "event" || review.queueType === "media") {
        await queueReviewDecision(tx, {
          submittedBy: (after[review.submittedBy] as number | null) ?? null,
          title: String(after[review.titleColumn] ?? ""),
          decision: input.decision,
          notes: input.notes?.trim() || null,
        });
      }
      const message = onlyChanges
        ? (approving ? m["admin.review.changesApproved"] : m["admin.review.changesRejected"])()
        : (approving ? m["admin.review.rowApproved"] : m["admin.review.rowRejected"])();
      return { id: input.id, status: approving ? ("approved" as const) : ("rejected" as const), message };
    });
  } catch (error) {
    mapDbError(error);
  }
}

function parseChanges(value: unknown): Record<string, unknown> | null {
  if (typeof value !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
