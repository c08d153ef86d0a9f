/** Categories per hub (super_admin), ordered by hub then display order. */
import { defineModule, activeBulkActions, deleteBulkAction, originalLanguageField, type Text } from "../registry";
import { CATEGORY_COLORS, CATEGORY_HUB_TYPES, CATEGORY_ICONS } from "../domain/vocabulary";
import { iconOptions } from "../domain/vocabulary-options";

const SA = ["super_admin"] as const;

export default defineModule({
  key: "categories",
  labels: { singular: "admin.categories.singular", plural: "admin.categories.plural" },
  icon: "FolderTree",
  path: "categories",
  sidebar: { roles: SA, order: 3 },
  access: { list: SA, create: SA, update: SA, delete: SA },
  table: "categories",
  defaultSort: [
    { column: "hub_type", direction: "asc" },
    { column: "display_order", direction: "asc" },
  ],
  fields: {
    name: {
      kind: "text",
      label: "admin.field.name",
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
    hub_type: {
      kind: "select",
      label: "admin.field.hubType",
      required: true,
      options: CATEGORY_HUB_TYPES.map((h) => ({ value: h, label: `admin.hubType.${h}` as Text })),
      list: { render: "badge" },
      filterable: true,
      sortable: true,
      widget: { control: "buttons", allLabel: "admin.hubType.all" },
    },
    color: { kind: "color", label: "admin.field.color", options: CATEGORY_COLORS, default: CATEGORY_COLORS[0], list: true },
    icon_name: { kind: "icon", label: "admin.field.icon", options: iconOptions(CATEGORY_ICONS), default: "BookOpen", list: true },
    display_order: { kind: "number", label: "admin.field.order", integer: true, min: 0, max: 100000, default: 0, list: { render: "number" }, sortable: true },
    is_active: { kind: "boolean", label: "admin.field.active", default: true, list: { render: "boolean" }, filterable: true, widget: { control: "switch" } },
    created_by: { kind: "number", label: "admin.field.createdBy", mode: "creator" },
    created_at: { kind: "datetime", label: "admin.field.createdAt", mode: "readOnly" },
  },
  cards: [
    { key: "total", label: "admin.categories.cardTotal", icon: "FolderTree", aggregate: "count" },
    { key: "active", label: "admin.categories.cardActive", icon: "CheckCircle", aggregate: "count", where: { is_active: true } },
    { key: "hubs", label: "admin.categories.cardHubs", icon: "LayoutGrid", aggregate: "countDistinct", column: "hub_type" },
  ],
  actions: [
    { key: "edit", kind: "edit" },
    { key: "toggle", kind: "toggle", column: "is_active" },
    { key: "delete", kind: "delete", confirm: "admin.categories.confirmDelete" },
  ],
  bulkActions: [...activeBulkActions(), deleteBulkAction()],
  emptyState: { title: "admin.categories.empty", filtered: "admin.common.noMatches" },
  toasts: {
    created: "admin.categories.created",
    updated: "admin.categories.updated",
    deleted: "admin.categories.deleted",
    activated: "admin.categories.activated",
    deactivated: "admin.categories.deactivated",
  },
});
