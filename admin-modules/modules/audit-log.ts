/**
 * Audit Log (super_admin, read-only): one entry per staff write, written by the server's write paths in
 * the write's own transaction (server/admin/audit.ts). No create, edit or delete for anyone: the access
 * below grants only list/read/export, the server refuses the rest, and the table refuses updates.
 * Old entries go with `npm run audit -- --prune-older-than 365d`. Reached from the dashboard (the
 * spec's sidebar has 14 entries).
 */
import { allModules, defineModule, type Option, recordedAuditActions } from "../registry";

const SA = ["super_admin"] as const;

/** Every registered module (read when the filter is drawn, so a module added later is offered too). */
function moduleOptions(): Option[] {
  return allModules().map((m) => ({ value: m.key, label: m.labels.plural }));
}

export default defineModule({
  key: "audit-log",
  labels: { singular: "admin.audit.singular", plural: "admin.audit.plural" },
  icon: "ClipboardList",
  path: "audit-log",
  sidebar: null,
  access: { list: SA, export: SA },
  table: "audit_log",
  defaultSort: [{ column: "created_at", direction: "desc" }],
  pageSize: 50,
  titleColumn: "actor_label",
  fields: {
    created_at: { kind: "datetime", label: "admin.audit.when", mode: "readOnly", list: { render: "datetime" }, sortable: true },
    actor_label: { kind: "text", label: "admin.audit.who", mode: "readOnly", list: true, searchable: true, sortable: true },
    actor_id: {
      kind: "reference",
      label: "admin.audit.person",
      mode: "readOnly",
      reference: { module: "users", labelColumn: "email", where: { role: { isNull: false } } },
      filterable: true,
      csv: false,
    },
    module: {
      kind: "select",
      label: "admin.audit.module",
      get options() {
        return moduleOptions();
      },
      mode: "readOnly",
      list: { render: "badge" },
      filterable: true,
      searchable: true,
    },
    action: {
      kind: "select",
      label: "admin.audit.action",
      // Exactly what the server may record (a module added later brings its own actions).
      get options() {
        return recordedAuditActions();
      },
      mode: "readOnly",
      list: { render: "badge" },
      filterable: true,
    },
    // The row's title as it was (issue #29); its id stays in the details and the CSV.
    row_label: { kind: "text", label: "admin.audit.row", mode: "readOnly", list: true, searchable: true },
    row_id: { kind: "number", label: "admin.audit.rowId", mode: "readOnly" },
    day: { kind: "date", label: "admin.audit.day", mode: "readOnly", filterable: true, csv: false },
    // Drawn as words: each changed field by its label in the audited module, before → after (src/admin/module/AuditChanges.tsx).
    changes: { kind: "json", label: "admin.audit.changes", mode: "readOnly", list: { render: "changes", hideOnMobile: true }, searchable: true },
  },
  actions: [{ key: "view", kind: "view", label: "admin.audit.view", icon: "Eye" }],
  emptyState: { title: "admin.audit.empty", filtered: "admin.common.noMatches" },
  toasts: {},
  // The CSV keeps the row's id beside its title (the list shows the title only).
  csv: {
    filename: "audit-log.csv",
    columns: [
      { field: "created_at", header: "admin.audit.when" },
      { field: "actor_label", header: "admin.audit.who" },
      { field: "module", header: "admin.audit.module" },
      { field: "action", header: "admin.audit.action" },
      { field: "row_label", header: "admin.audit.row" },
      { field: "row_id", header: "admin.audit.rowId" },
      { field: "changes", header: "admin.audit.changes" },
    ],
  },
});
