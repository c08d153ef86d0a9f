/**
 * The stored urgent mark (issue #29) as fields of a module: a red "Urgent" mark in its list, named by the
 * matched rule, filterable and sortable. Written only by the server (screening on submit), never by a form.
 * The module's table has the columns `urgent` (0/1) and `urgent_rule`.
 */
import type { FieldDef } from "./types";

export const URGENT_FIELDS: Record<"urgent" | "urgent_rule", FieldDef> = {
  urgent: { kind: "boolean", label: "admin.urgent.mark", mode: "readOnly", list: { render: "urgent" }, filterable: true, sortable: true },
  urgent_rule: { kind: "text", label: "admin.urgent.rule", mode: "readOnly" },
};
