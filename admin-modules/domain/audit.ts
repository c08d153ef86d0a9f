/** The kinds of staff write the audit log records (server/admin/audit.ts), named once for the server and the Audit Log module's filter. */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "toggle",
  "reorder",
  "approve",
  "reject",
  "confirm",
  "cancel",
  "resolve",
  "dismiss",
  "editUser",
  "setRole",
  "export",
  "removeDemoContent",
  // A teacher's actions on a child of their class (issue 31), under the module "classes".
  "removeChild",
  "setGroup",
  "assign",
  "unassign",
] as const;
