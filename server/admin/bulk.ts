/**
 * Bulk actions: one request, one transaction, each row through what its row button runs: the generic
 * operation (crud.ts) or the action's `run` in the action table, with the batch's decision on the role
 * (made once, before any row) and each row's scope, `when` and state judged by that same code (so
 * ownership, validation and the audit are exactly those of one row). Nothing re-enters the router.
 * A savepoint surrounds each row: a row refused is rolled back alone and reported as skipped with the
 * refusal's message; anything unexpected rolls back the whole batch.
 */
import { TRPCError } from "@trpc/server";
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/open";
import { type BulkAction, MAX_BULK_ROWS, primaryKeyOf, readSourceOf, type TableModule, text } from "../../admin-modules/registry";
import { m } from "../../admin-modules/domain/i18n";
import { type Caller, notFound, visibleWhere } from "./access";
import { runAction } from "./action-table";
import { deleteRow, toggleRow } from "./crud";
import { inTransaction } from "./transaction";
import { compileWhere, dynamicValues } from "./where";
import { PictureNotShown } from "./workflows/shown-pictures";

export { MAX_BULK_ROWS };

export interface BulkTarget {
  module: TableModule;
  action: BulkAction;
  id: number;
}

export interface BulkResult {
  done: number;
  /** Rows whose change now waits for a reviewer (an organization switching on what a super admin took down). */
  sentForReview: number;
  skipped: { module: string; id: number; reason: string }[];
  /** "12 approved, 1 skipped: already rejected" in the caller's language. */
  message: string;
}

/** The module's bulk action by key, or NOT_FOUND. */
export function bulkActionOf(module: TableModule, key: string): BulkAction {
  const action = module.bulkActions?.find((a) => a.key === key);
  if (!action) throw notFound();
  return action;
}

/** One row of the batch, through the same function its row button's procedure runs. */
function runRow(trx: DB, caller: Caller, target: BulkTarget): Promise<unknown> {
  const { module, action, id } = target;
  const runs = action.runs;
  if ("action" in runs) return runAction(trx, caller, module, runs.action, id, action.input);
  if (runs.operation === "toggle") return toggleRow(trx, caller, module, id, runs.toggle);
  return deleteRow(trx, caller, module, id);
}

/** BAD_REQUEST when there is nothing to do or more than a request may carry. */
export function assertBatchSize(count: number): void {
  if (count === 0) throw new TRPCError({ code: "BAD_REQUEST", message: m["admin.bulk.nothingSelected"]() });
  if (count > MAX_BULK_ROWS) throw new TRPCError({ code: "BAD_REQUEST", message: m["admin.bulk.tooMany"]({ max: MAX_BULK_ROWS }) });
}

/**
 * Why each row is skipped before it runs: not visible to this caller (exactly like a missing
 * id), or matching one of the action's `skip` rules ("already active"). Read for the whole batch at once,
 * per module, at the start of its transaction; the row's own code still judges each row that runs.
 */
async function skipReasons(trx: Kysely<any>, caller: Caller, targets: readonly BulkTarget[]): Promise<Map<BulkTarget, string>> {
  const dyn = dynamicValues(caller.userId);
  const reasons = new Map<BulkTarget, string>();
  const groups = new Map<string, BulkTarget[]>();
  for (const t of targets) groups.set(`${t.module.key}:${t.action.key}`, [...(groups.get(`${t.module.key}:${t.action.key}`) ?? []), t]);
  for (const group of groups.values()) {
    const { module, action } = group[0];
    const rules = action.skip ?? [];
    const found = new Map<number, Record<string, unknown>>();
    for (let start = 0; start < group.length; start += 500) {
      const ids = group.slice(start, start + 500).map((t) => t.id);
      const rows = (await trx
        .selectFrom(readSourceOf(module))
        .select((eb) => [sql.ref(primaryKeyOf(module)).as("id"), ...rules.map((rule, i) => sql<number>`${compileWhere(eb, rule.when, dyn)}`.as(`skip_${i}`))])
        .where(primaryKeyOf(module), "in", ids)
        .where((eb) => compileWhere(eb, visibleWhere(module, caller), dyn))
        .execute()) as Record<string, unknown>[];
      for (const row of rows) found.set(Number(row.id), row);
    }
    for (const target of group) {
      const row = found.get(target.id);
      const index = row ? rules.findIndex((_, i) => Number(row[`skip_${i}`]) === 1) : -1;
      if (!row) reasons.set(target, m["error.notFound"]());
      else if (index >= 0) reasons.set(target, text(rules[index].reason));
    }
  }
  return reasons;
}

/** Runs every target in one transaction; returns the counts and the per-row reasons of skipped rows. */
export async function runBulk(db: DB, caller: Caller, targets: readonly BulkTarget[]): Promise<BulkResult> {
  assertBatchSize(targets.length);
  const skipped: BulkResult["skipped"] = [];
  let done = 0;
  let sentForReview = 0;
  await inTransaction(db, async (trx) => {
    const tx = trx as unknown as Kysely<any>;
    const reasons = await skipReasons(tx, caller, targets);
    for (const target of targets) {
      const reason = reasons.get(target);
      if (reason !== undefined) {
        skipped.push({ module: target.module.key, id: target.id, reason });
        continue;
      }
      await sql`SAVEPOINT bulk_row`.execute(tx);
      try {
        const result = await runRow(trx, caller, target);
        await sql`RELEASE bulk_row`.execute(tx);
        if ((result as { sentForReview?: boolean } | undefined)?.sentForReview) sentForReview++;
        else done++;
      } catch (error) {
        await sql`ROLLBACK TO bulk_row`.execute(tx);
        await sql`RELEASE bulk_row`.execute(tx);
        // A refusal (not found, forbidden, wrong state, invalid) skips the row; a fault aborts the batch, and
        // so does a picture the reviewer's screen never showed: the grid shows every one, so nothing is approved.
        if (!(error instanceof TRPCError) || error.code === "INTERNAL_SERVER_ERROR" || error instanceof PictureNotShown) throw error;
        skipped.push({ module: target.module.key, id: target.id, reason: error.message });
      }
    }
  });
  return { done, sentForReview, skipped, message: summarize(targets[0].action, done, sentForReview, skipped) };
}

/** "12 approved, 1 skipped: already rejected, 2 skipped: not found" ("2 sent for review" where rows wait). */
function summarize(action: BulkAction, done: number, sentForReview: number, skipped: BulkResult["skipped"]): string {
  const byReason = new Map<string, number>();
  for (const s of skipped) byReason.set(s.reason, (byReason.get(s.reason) ?? 0) + 1);
  const parts = done > 0 || sentForReview === 0 ? [text(action.done, { count: done })] : [];
  if (sentForReview > 0) parts.push(m["admin.bulk.done.sentForReview"]({ count: sentForReview }));
  for (const [reason, count] of byReason) parts.push(m["admin.bulk.skipped"]({ count, reason }));
  return parts.join(m["admin.bulk.separator"]());
}
