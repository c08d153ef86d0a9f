/**
 * A bulk action's way of running one row: the very procedure the row's button calls, through a tRPC
 * caller whose context is the caller's own with the batch's transaction as its database. So the
 * procedure's middleware, input schema, role and ownership checks all run again for every row.
 */
import type { RowCall } from "../admin/bulk";
import type { Context } from "../context";
import type { DB } from "../../db/open";
import { createCallerFactory } from "../trpc";

type Callable = (input: unknown) => Promise<unknown>;

export function rowCall(ctx: Context): RowCall {
  let bound: { db: DB; caller: unknown } | null = null;
  return async (trx, procedure, input) => {
    if (bound?.db !== trx) {
      // Imported when first used: the app router includes the routers that call this.
      const { appRouter } = await import("./index");
      bound = { db: trx, caller: createCallerFactory(appRouter)({ ...ctx, db: trx }) };
    }
    const call = procedure.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], bound.caller);
    // A declaration naming no procedure is a programming error, not a caller's.
    if (typeof call !== "function") throw new Error(`Bulk action procedure ${procedure} does not exist`);
    return (call as Callable)(input);
  };
}
