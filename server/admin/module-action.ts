/**
 * A module's own row action, declared as data (`set`, `fields`, `when`, `roles` on a workflow RowAction)
 * and run here for any module: the procedure `admin.action`. So a module with a custom action needs no
 * server code: the roles, the row's visibility and ownership, the action's `when`, the input's field
 * rules and the audit entry are all the generic ones. Input that no column takes (a reason) is kept in
 * the audit entry, under the field's name.
 */
import { TRPCError } from "@trpc/server";
import type { Kysely } from "kysely";
import { inputsSetBy, isDynamic, type Operand, primaryKeyOf, readSourceOf, type RowAction, type TableModule, text } from "../../admin-modules/registry";
import { inputSchema } from "../../admin-modules/schema";
import { m } from "../../admin-modules/domain/i18n";
import type { DB } from "../../db/open";
import { type Caller, notFound } from "./access";
import { recordAudit } from "./audit";
import { encodeValues } from "./codec";
import { anyDb, findEditable, updateGuardedRow } from "./crud";
import { mapDbError, parseInput } from "./errors";
import { inTransaction } from "./transaction";
import { compileWhere, type DynamicValues, dynamicValues } from "./where";

/** The module's action of that key that the generic procedure runs, or NOT_FOUND. */
export function moduleActionOf(module: TableModule, key: string): RowAction & { set: NonNullable<RowAction["set"]> } {
  const action = module.actions?.find((a) => a.key === key && a.kind === "workflow" && a.set);
  if (!action?.set) throw notFound();
  return action as RowAction & { set: NonNullable<RowAction["set"]> };
}

function resolveSet(action: RowAction, input: Record<string, unknown>, dyn: DynamicValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(action.set ?? {})) {
    if (value !== null && typeof value === "object" && "input" in value) out[column] = input[value.input] ?? null;
    else out[column] = isDynamic(value) ? dyn[value.$] : (value as Operand);
  }
  return out;
}

/** The action's input that `set` writes to no column (a reason for dismissing): its audit entry keeps it. */
export function inputKeptInNoColumn(action: RowAction, input: Record<string, unknown>): Record<string, unknown> {
  const written = inputsSetBy(action);
  return Object.fromEntries(Object.entries(input).filter(([name, value]) => !written.has(name) && value !== null && value !== undefined));
}

/**
 * CONFLICT with the action's refusal (`whenRefused`, else a generic one) unless its `when` holds for the
 * row now. The server's check of every declared `when`, in the same SQL the list's buttons came from;
 * hand-written workflows call it too instead of coding the condition again.
 */
export async function assertActionApplies(db: Kysely<any>, caller: Caller, module: TableModule, action: RowAction, id: number): Promise<void> {
  if (!action.when) return;
  const pk = primaryKeyOf(module);
  const holds = await db
    .selectFrom(readSourceOf(module))
    .select(pk)
    .where(pk, "=", id)
    .where((eb) => compileWhere(eb, action.when, dynamicValues(caller.userId)))
    .executeTakeFirst();
  if (!holds) throw new TRPCError({ code: "CONFLICT", message: action.whenRefused ? text(action.whenRefused) : m["admin.action.notNow"]() });
}

export async function runModuleAction(db: DB, caller: Caller, module: TableModule, key: string, id: number, rawInput: unknown) {
  // The caller's role for the action is decided before (the action middleware, or a bulk action's batch).
  const action = moduleActionOf(module, key);
  const input = parseInput(inputSchema(action.fields ?? {}), rawInput ?? {}) as Record<string, unknown>;
  try {
    return await inTransaction(db, async (trx) => {
      const tx = anyDb(trx);
      const existing = await findEditable(tx, caller, module, id, "update");
      await assertActionApplies(tx, caller, module, action, id);
      const dyn = dynamicValues(caller.userId);
      const changes = resolveSet(action, input, dyn);
      const row = await updateGuardedRow(tx, caller, module, id, encodeValues(module, changes));
      const columns = Object.keys(changes);
      await recordAudit(tx, {
        actor: caller.userId,
        module: module.key,
        rowId: id,
        action: action.key,
        before: Object.fromEntries(columns.map((c) => [c, existing[c] ?? null])),
        // The columns written come last: an input field can never stand in for a written value in the entry.
        after: { ...inputKeptInNoColumn(action, input), ...Object.fromEntries(columns.map((c) => [c, row[c] ?? null])) },
      });
      return { row, message: action.toast ? text(action.toast) : null };
    });
  } catch (error) {
    mapDbError(error);
  }
}
