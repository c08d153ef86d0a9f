/** Bulk actions: the common declarations (activate, delete, approve/reject) and who may start them. */
import type { Role } from "../db/types";
import type { Primitive } from "./conditions";
import { rolesFor } from "./derived";
import type { Text } from "./text";
import type { BulkAction, TableModule } from "./types";

/** The most rows one bulk request may touch; "select all matching" beyond it asks to narrow the filters. */
export const MAX_BULK_ROWS = 1000;

/** The module's bulk actions this role may start (each row is checked again by the server). */
export function bulkActionsFor(module: TableModule, role: Role | null): BulkAction[] {
  if (!role) return [];
  return (module.bulkActions ?? []).filter((bulk) =>
    "operation" in bulk.permission
      ? rolesFor(module, bulk.permission.operation).includes(role)
      : Boolean(module.actions?.find((a) => a.kind === "workflow" && a.key === (bulk.permission as { action: string }).action)?.roles?.includes(role)),
  );
}

/** Activate and deactivate for a module with an active switch (its toggle row action). */
export function activeBulkActions(moduleKey: string, toggleAction = "toggle", column = "is_active"): BulkAction[] {
  const common = { procedure: "admin.toggle", input: { module: moduleKey, action: toggleAction }, permission: { operation: "toggle" } } as const;
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
export function deleteBulkAction(moduleKey: string): BulkAction {
  return {
    key: "delete",
    label: "admin.ui.delete",
    icon: "Trash2",
    procedure: "admin.delete",
    input: { module: moduleKey },
    permission: { operation: "delete" },
    done: "admin.bulk.done.deleted",
    confirm: "admin.bulk.confirmDelete",
  };
}

/**
 * Approve and reject through a module's review workflow. Rows already decided are skipped, saying how
 * (`awaiting` is the condition of a row still waiting; the module's review.statusColumn tells the rest).
 */
export function reviewBulkActions(options: {
  procedure: string;
  action: string;
  input?: Record<string, Primitive>;
  statusColumn?: string;
  /** Rows with proposed changes wait although approved (events, helplines): no "already approved" skip. */
  approvedMayWait?: boolean;
}): BulkAction[] {
  const status = options.statusColumn ?? "status";
  const approvedSkip = options.approvedMayWait ? [] : [{ when: { [status]: "approved" }, reason: "admin.bulk.reason.alreadyApproved" as Text }];
  const rejectedSkip = [{ when: { [status]: "rejected" }, reason: "admin.bulk.reason.alreadyRejected" as Text }];
  const common = { procedure: options.procedure, permission: { action: options.action } } as const;
  return [
    {
      ...common,
      key: "approve",
      label: "admin.bulk.approve",
      icon: "CheckCircle",
      input: { ...options.input, decision: "approved" },
      skip: [...approvedSkip, ...rejectedSkip],
      done: "admin.bulk.done.approved",
    },
    {
      ...common,
      key: "reject",
      label: "admin.bulk.reject",
      icon: "XCircle",
      input: { ...options.input, decision: "rejected" },
      skip: [...approvedSkip, ...rejectedSkip],
      done: "admin.bulk.done.rejected",
      confirm: "admin.bulk.confirmReject",
    },
  ];
}
