/** Tags (super_admin): stored lower-cased with runs of whitespace turned into hyphens. */
import { z } from "zod";
import { defineModule, activeBulkActions, deleteBulkAction, originalLanguageField } from "../registry";
import { TAG_COLORS } from "../domain/vocabulary";
import { m } from "../domain/i18n";

const SA = ["super_admin"] as const;

/** "  Online  Safety " -> "online-safety" */
export function normalizeTagName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

const nameSchema = z
  .string({ error: () => m["admin.validation.required"]({ field: m["admin.field.name"]() }) })
  .max(100, { error: () => m["error.tooLong"]({ field: m["admin.field.name"]() }) })
  .transform(normalizeTagName)
  .refine((v) => v.length > 0, { error: () => m["admin.validation.required"]({ field: m["admin.field.name"]() }) });

export default defineModule({
  key: "tags",
  labels: { singular: "admin.tags.singular", plural: "admin.tags.plural" },
  icon: "Tag",
  path: "tags",
  sidebar: { roles: SA, order: 4 },
  access: { list: SA, create: SA, update: SA, delete: SA },
  table: "tags",
  defaultSort: [{ column: "usage_count", direction: "desc" }],
  fields: {
    name: {
      kind: "text",
      label: "admin.field.name",
      required: true,
      schema: nameSchema,
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
    color: { kind: "color", label: "admin.field.color", options: TAG_COLORS, default: TAG_COLORS[0], list: true },
    usage_count: { kind: "number", label: "admin.field.usageCount", mode: "readOnly", list: { render: "number" }, sortable: true },
    is_active: { kind: "boolean", label: "admin.field.active", default: true, list: { render: "boolean" }, filterable: true, widget: { control: "switch" } },
    created_by: { kind: "number", label: "admin.field.createdBy", mode: "creator" },
    created_at: { kind: "datetime", label: "admin.field.createdAt", mode: "readOnly", sortable: true },
  },
  cards: [
    { key: "total", label: "admin.tags.cardTotal", icon: "Tag", aggregate: "count" },
    { key: "active", label: "admin.tags.cardActive", icon: "CheckCircle", aggregate: "count", where: { is_active: true } },
    { key: "mostUsed", label: "admin.tags.cardMostUsed", icon: "TrendingUp", aggregate: "top", column: "name", by: "usage_count" },
    { key: "usage", label: "admin.tags.cardUsage", icon: "Hash", aggregate: "sum", column: "usage_count" },
  ],
  actions: [
    { key: "edit", kind: "edit" },
    { key: "toggle", kind: "toggle", column: "is_active" },
    { key: "delete", kind: "delete", confirm: "admin.tags.confirmDelete" },
  ],
  bulkActions: [...activeBulkActions(), deleteBulkAction()],
  emptyState: { title: "admin.tags.empty", filtered: "admin.common.noMatches" },
  toasts: {
    created: "admin.tags.created",
    updated: "admin.tags.updated",
    deleted: "admin.tags.deleted",
    activated: "admin.tags.activated",
    deactivated: "admin.tags.deactivated",
  },
});
