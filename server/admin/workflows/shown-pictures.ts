/**
 * Issue 29, "no approval without seeing". A reviewer's screen reports each picture it has shown (the
 * review dialog and the bulk grid, once the picture has loaded); the server keeps one mark per reviewer
 * and item with the picture's address (review_shown_marks, migration 0024). Every approval of an item with
 * a picture (the dialog, bulk, a module action, a direct call) goes through `consumeShownMark`, inside the
 * approval's own transaction: without the approving reviewer's mark for that very picture it is refused and
 * nothing is written; with it, the approval uses up the approver's mark, so a later approval needs a new look.
 */
import { TRPCError } from "@trpc/server";
import type { Kysely } from "kysely";
import { primaryKeyOf, readSourceOf, reviewPictureOf, type TableModule } from "../../../admin-modules/registry";
import { m } from "../../../admin-modules/domain/i18n";
import type { DB } from "../../../db/open";
import { type Caller, notFound, visibleWhere } from "../access";
import { compileWhere, dynamicValues } from "../where";
import { REVIEW_SHOWN_MARK_MS } from "../../auth/limits";

/** The refusal of an approval of a picture the reviewer was not shown; a bulk approval is refused whole on it. */
export class PictureNotShown extends TRPCError {
  constructor() {
    super({ code: "PRECONDITION_FAILED", message: m["admin.seen.notShown"]() });
  }
}

/** Records that the caller's screen showed the row's picture `picture` (refused when the row's picture is another). */
export async function recordShown(db: DB, caller: Caller, module: TableModule, id: number, picture: string): Promise<{ shown: true }> {
  const dyn = dynamicValues(caller.userId);
  const row = (await (db as unknown as Kysely<any>)
    .selectFrom(readSourceOf(module))
    .selectAll()
    .where(primaryKeyOf(module), "=", id)
    .where((eb) => compileWhere(eb, visibleWhere(module, caller), dyn))
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) throw notFound();
  // The screen showed an older (or another) picture: the one that would be approved is not the one seen.
  if (reviewPictureOf(module, row) !== picture) throw new TRPCError({ code: "CONFLICT", message: m["admin.seen.pictureChanged"]() });
  const mark = { reviewer_id: caller.userId, module: module.key, row_id: id, picture, shown_at: new Date().toISOString() };
  await db
    .insertInto("review_shown_marks")
    .values(mark)
    .onConflict((oc) => oc.columns(["reviewer_id", "module", "row_id"]).doUpdateSet({ picture, shown_at: mark.shown_at }))
    .execute();
  return { shown: true };
}

/**
 * Before an approval of `row` by `reviewerId`: PictureNotShown unless the row has no picture or the
 * reviewer's screen reported this very picture as shown; that mark is then used up (deleted, in the
 * approval's transaction: a refused approval keeps it).
 */
export async function consumeShownMark(trx: DB, reviewerId: number, module: TableModule, row: Record<string, unknown>, id: number): Promise<void> {
  const picture = reviewPictureOf(module, row);
  if (picture === null) return;
  // One statement per row (a bulk approval runs it 500 times): the mark is used up, or there was none.
  const used = await trx
    .deleteFrom("review_shown_marks")
    .where("reviewer_id", "=", reviewerId)
    .where("module", "=", module.key)
    .where("row_id", "=", id)
    .where("picture", "=", picture)
    // A look of the same working day: an older mark is no longer a look at what is approved now (the sweep removes it).
    .where("shown_at", ">", new Date(Date.now() - REVIEW_SHOWN_MARK_MS).toISOString())
    .executeTakeFirst();
  if (Number(used.numDeletedRows) === 0) throw new PictureNotShown();
}
