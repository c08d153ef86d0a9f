/**
 * Registration status changes that keep events.registered_count true: it counts the registrations that
 * are not cancelled. Each change and its counter update are one transaction; confirming a cancelled
 * registration takes a free place with one guarded UPDATE, so two admins can never overfill an event.
 */
import { TRPCError } from "@trpc/server";
import type { Transaction } from "kysely";
import { oneLessNotBelowZero } from "../../../db/dialect";
import type { DB } from "../../../db/open";
import type { Database } from "../../../db/types";
import { m } from "../../../admin-modules/domain/i18n";
import type { Caller } from "../access";
import { findVisible } from "../crud";
import { recordAudit } from "../audit";
import { queueRegistrationStatus } from "../../services/notify";
import { assertActionApplies } from "../module-action";
import { moduleAction } from "./actions";
import { inTransaction } from "../transaction";

const MODULE = "event-registrations";

export async function confirmRegistration(db: DB, caller: Caller, id: number) {
  // The caller's role for the action is decided before (the action middleware, or a bulk action's batch).
  const { module } = moduleAction(MODULE, "confirm");
  return inTransaction(db, async (trx) => {
    const reg = await findVisible(trx, caller, module, id);
    // Pending or cancelled: the module's `when` for Confirm, decided by the server's one evaluator.
    await assertActionApplies(trx, caller, module, moduleAction(MODULE, "confirm").action, id);
    if (reg.status === "cancelled") {
      // A cancelled registration holds no place: take one, only if one is free.
      const taken = await trx
        .updateTable("events")
        .set((eb) => ({ registered_count: eb("registered_count", "+", 1) }))
        .where("id", "=", Number(reg.event_id))
        .whereRef("registered_count", "<", "capacity")
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) throw new TRPCError({ code: "CONFLICT", message: m["admin.registrations.full"]() });
    }
    await trx.updateTable("event_registrations").set({ status: "confirmed" }).where("id", "=", id).execute();
    await recordAudit(trx, {
      actor: caller.userId,
      module: MODULE,
      rowId: id,
      action: "confirm",
      before: { status: reg.status },
      after: { status: "confirmed" },
    });
    await queueRegistrationStatus(trx, id, "confirmed");
    return { id, status: "confirmed" as const, message: m["admin.registrations.confirmed"]() };
  });
}

export async function cancelRegistration(db: DB, caller: Caller, id: number) {
  // The caller's role for the action is decided before (the action middleware, or a bulk action's batch).
  const { module } = moduleAction(MODULE, "cancel");
  return inTransaction(db, async (trx) => {
    const reg = await findVisible(trx, caller, module, id);
    await assertActionApplies(trx, caller, module, moduleAction(MODULE, "cancel").action, id);
    await trx.updateTable("event_registrations").set({ status: "cancelled" }).where("id", "=", id).execute();
    await releasePlace(trx, Number(reg.event_id));
    await recordAudit(trx, {
      actor: caller.userId,
      module: MODULE,
      rowId: id,
      action: "cancel",
      before: { status: reg.status },
      after: { status: "cancelled" },
    });
    await queueRegistrationStatus(trx, id, "cancelled");
    return { id, status: "cancelled" as const, message: m["admin.registrations.cancelled"]() };
  });
}

export async function deleteRegistration(db: DB, caller: Caller, id: number) {
  // The caller's role for the action is decided before (the action middleware, or a bulk action's batch).
  const { module } = moduleAction(MODULE, "delete");
  return inTransaction(db, async (trx) => {
    const reg = await findVisible(trx, caller, module, id);
    await trx.deleteFrom("event_registrations").where("id", "=", id).execute();
    if (reg.status !== "cancelled") await releasePlace(trx, Number(reg.event_id));
    await recordAudit(trx, { actor: caller.userId, module: MODULE, rowId: id, action: "delete", before: reg, after: null });
    return { id, message: m["admin.registrations.deleted"]() };
  });
}

async function releasePlace(trx: Transaction<Database>, eventId: number) {
  await trx
    .updateTable("events")
    .set({ registered_count: oneLessNotBelowZero("registered_count") })
    .where("id", "=", eventId)
    .execute();
}
