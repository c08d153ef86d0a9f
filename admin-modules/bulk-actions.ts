/** Bulk actions: the common declarations (activate, delete, approve/reject) and who may start them. */
import type { Role } from "../db/types";
import { rolesFor } from "./derived";
import type { Text } from "./text";
import type { BulkAction, TableModule } from "./types";

/** The most rows one bulk request may touch; "select all matching" beyond it asks to narrow the filters. */
export const MAX_BULK_ROWS = 1000;

/**
 * The most items "select all matching" + Approve loads into the bulk grid at once (issue 29): each must be
 * shown before it is approved, so the reviewer approves these and then selects the next ones. One page of
 * the lists (their largest page size).
 */
export const MAX_SEEN_GRID = 100;

/** The roles that may start a bulk action: those of the operation or the row action each row goes through. */
export function bulkRoles(module: TableModule, bulk: BulkAction): readonly Role[] {
  if ("operation" in bulk.runs) return rolesFor(module, bulk.runs.operation);
  const key = bulk.runs.action;
  return module.actions?.find((a) => a.kind === "workflow" && a.key === key)?.roles ?? [];
}

/** The module's bulk actions this role may start (the buttons; the server decides again, and each row). */
export function bulkActionsFor(module: TableModule, role: Role | null): BulkAction[] {
  if (!role) return [];
  return (module.bulkActions ?? []).filter((bulk) => bulkRoles(module, bulk).includes(role));
}

/** Activate and deactivate for a module with an active switch (its toggle row action). */
export function activeBulkActions(toggleAction = "toggle", column = "is_active"): BulkAction[] {
  const common = { runs: { operation: "toggle", toggle: toggleAction } } as const;
  return [
    {
      ...common,
      key: "activate",
      label: "admin.ui.activate",
      icon: "Eye",
      skip: [{ when: { [column]: true }, reason: "admin.bulk.reason.alreadyActive" }],
      done: "admin.bulk.done.activated",
    },
    {
      ...common,
      key: "deactivate",
      label: "admin.ui.deactivate",
      icon: "EyeOff",
      skip: [{ when: { [column]: false }, reason: "admin.bulk.reason.alreadyInactive" }],
      done: "admin.bulk.done.deactivated",
    },
  ];
}

/** Delete through the generic one-row delete. */
export function deleteBulkAction(): BulkAction {
  return {
    key: "delete",
    label: "admin.ui.delete",
    icon: "Trash2",
    runs: { operation: "delete" },
    done: "admin.bulk.done.deleted",
    confirm: "admin.bulk.confirmDelete",
  };
}

/**
 * Approve and reject through a module's review action. Rows already decided are skipped, saying how
 * (the module's review.statusColumn tells).
 */
export function reviewBulkActions(options: {
  action: string;
  statusColumn?: string;
  /** Rows with proposed changes wait although approved (events, helplines): no "already approved" skip. */
  approvedMayWait?: boolean;
}): BulkAction[] {
  const status = options.statusColumn ?? "status";
  const approvedSkip = options.approvedMayWait ? [] : [{ when: { [status]: "approved" }, reason: "admin.bulk.reason.alreadyApproved" as Text }];
  const rejectedSkip = [{ when: { [status]: "rejected" }, reason: "admin.bulk.reason.alreadyRejected" as Text }];
  const common = { runs: { action: options.action } } as const;
  return [
    {
      ...common,
      key: "approve",
      label: "admin.bulk.approve",
      icon: "CheckCircle",
      input: { decision: "approved" },
      skip: [...approvedSkip, ...rejectedSkip],
      done: "admin.bulk.done.approved",
      // Nothing is approved unseen (issue 29): the grid shows each picture, and the server checks it was.
      showFirst: true,
    },
    {
      ...common,
      key: "reject",
      label: "admin.bulk.reject",
      icon: "XCircle",
      input: { decision: "rejected" },
      skip: [...approvedSkip, ...rejectedSkip],
      done: "admin.bulk.done.rejected",
      confirm: "admin.bulk.confirmReject",
    },
  ];
}
