/** Quick-access hubs on the home page (super_admin): the colour theme decides the text and button classes. */
import { z } from "zod";
import { defineModule, activeBulkActions, deleteBulkAction, originalLanguageField } from "../registry";
import { m } from "../domain/i18n";
import { HUB_ICONS, HUB_THEMES, type HubTheme, hubThemeClasses } from "../domain/vocabulary";
import { iconOptions, themeOptions } from "../domain/vocabulary-options";

const SA = ["super_admin"] as const;

/** A site path such as /learning. */
const pathSchema = z
  .string({ error: () => m["admin.validation.required"]({ field: m["admin.field.path"]() }) })
  .trim()
  .max(200, { error: () => m["error.tooLong"]({ field: m["admin.field.path"]() }) })
  .regex(/^\/[^\s<>"']*$/, { error: () => m["admin.hubs.pathInvalid"]() });

export default defineModule({
  key: "hubs",
  labels: { singular: "admin.hubs.singular", plural: "admin.hubs.plural" },
  icon: "LayoutGrid",
  path: "hubs",
  sidebar: { roles: SA, order: 6 },
  access: { list: SA, create: SA, update: SA, delete: SA },
  table: "hubs",
  defaultSort: [{ column: "display_order", direction: "asc" }],
  // Up/down renumbers the hubs 1..n in one transaction (the spec disables "up" at order 1).
  order: { column: "display_order", min: 1 },
  fields: {
    title: {
      kind: "text",
      label: "admin.field.title",
      required: true,
      maxLength: 100,
      list: { with: ["description"] },
      searchable: true,
      sortable: true,
      translatable: true,
    },
    language: originalLanguageField(),
    description: {
      kind: "textarea",
      label: "admin.field.description",
      maxLength: 1000,
      searchable: true,
      translatable: true,
      widget: { rows: 3, fullWidth: true },
    },
    path: {
      kind: "text",
      label: "admin.field.path",
      required: true,
      maxLength: 200,
      schema: pathSchema,
      list: true,
      widget: { placeholder: "admin.placeholder.path" },
    },
    icon_name: { kind: "icon", label: "admin.field.icon", options: iconOptions(HUB_ICONS), default: "Package", list: true },
    color: { kind: "theme", label: "admin.field.colorTheme", options: themeOptions(HUB_THEMES), default: "blue", list: { hideOnMobile: true } },
    text_color: { kind: "text", label: "admin.field.textColor", mode: "readOnly" },
    button_color: { kind: "text", label: "admin.field.buttonColor", mode: "readOnly" },
    active_users_count: {
      kind: "number",
      label: "admin.field.activeUsers",
      integer: true,
      min: 0,
      max: 100000000,
      default: 0,
      list: { render: "number", hideOnMobile: true },
      sortable: true,
    },
    display_order: { kind: "number", label: "admin.field.order", integer: true, min: 0, max: 100000, default: 0, list: { render: "number" }, sortable: true },
    is_active: { kind: "boolean", label: "admin.field.active", default: true, list: { render: "boolean" }, filterable: true, widget: { control: "switch" } },
    created_by: { kind: "number", label: "admin.field.createdBy", mode: "creator" },
    created_at: { kind: "datetime", label: "admin.field.createdAt", mode: "readOnly" },
  },
  compute: (values) => (typeof values.color === "string" ? hubThemeClasses(values.color as HubTheme) : {}),
  cards: [
    { key: "total", label: "admin.hubs.cardTotal", icon: "LayoutGrid", aggregate: "count" },
    { key: "active", label: "admin.hubs.cardActive", icon: "CheckCircle", aggregate: "count", where: { is_active: true } },
    { key: "activeUsers", label: "admin.hubs.cardActiveUsers", icon: "Users", aggregate: "sum", column: "active_users_count" },
  ],
  actions: [
    { key: "reorder", kind: "reorder" },
    { key: "edit", kind: "edit" },
    { key: "toggle", kind: "toggle", column: "is_active" },
    { key: "delete", kind: "delete", confirm: "admin.hubs.confirmDelete" },
  ],
  bulkActions: [...activeBulkActions(), deleteBulkAction()],
  emptyState: { title: "admin.hubs.empty", filtered: "admin.common.noMatches" },
  toasts: {
    created: "admin.hubs.created",
    updated: "admin.hubs.updated",
    deleted: "admin.hubs.deleted",
    activated: "admin.hubs.activated",
    deactivated: "admin.hubs.deactivated",
  },
});
