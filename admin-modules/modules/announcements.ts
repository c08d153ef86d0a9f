/** Announcements shown on the public home page, highest priority first. Super admins only. */
import { defineModule, activeBulkActions, deleteBulkAction, originalLanguageField } from "../registry";

const SA = ["super_admin"] as const;

export default defineModule({
  key: "announcements",
  labels: { singular: "admin.announcements.singular", plural: "admin.announcements.plural" },
  icon: "Megaphone",
  path: "announcements",
  sidebar: { roles: ["super_admin"], order: 5 },
  access: { list: SA, create: SA, update: SA, delete: SA },
  table: "announcements",
  defaultSort: [
    { column: "priority", direction: "desc" },
    { column: "created_at", direction: "desc" },
  ],
  fields: {
    title: { kind: "text", label: "admin.field.title", required: true, maxLength: 200, list: true, searchable: true, sortable: true, translatable: true },
    language: originalLanguageField(),
    content: {
      kind: "textarea",
      label: "admin.field.content",
      required: true,
      maxLength: 5000,
      list: { render: "truncate", hideOnMobile: true },
      searchable: true,
      translatable: true,
      widget: { rows: 4, fullWidth: true },
    },
    priority: {
      kind: "number",
      label: "admin.field.priority",
      integer: true,
      min: 1,
      max: 5,
      default: 1,
      list: { render: "badge" },
      sortable: true,
      widget: { step: 1, help: "admin.announcements.priorityHelp" },
    },
    is_active: { kind: "boolean", label: "admin.field.active", default: true, list: { render: "boolean" }, filterable: true, widget: { control: "switch" } },
    created_by: { kind: "number", label: "admin.field.createdBy", mode: "creator" },
    created_at: { kind: "datetime", label: "admin.field.createdAt", mode: "readOnly", list: { render: "date", hideOnMobile: true }, sortable: true },
  },
  actions: [
    { key: "edit", kind: "edit" },
    { key: "toggle", kind: "toggle", column: "is_active" },
    { key: "delete", kind: "delete", confirm: "admin.announcements.confirmDelete" },
  ],
  bulkActions: [...activeBulkActions(), deleteBulkAction()],
  emptyState: { title: "admin.announcements.empty" },
  toasts: {
    created: "admin.announcements.created",
    updated: "admin.announcements.updated",
    deleted: "admin.announcements.deleted",
    activated: "admin.announcements.activated",
    deactivated: "admin.announcements.deactivated",
  },
});
