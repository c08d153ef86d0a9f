/**
 * Emergency helplines. Organization users manage the contacts they created; super admins all.
 * Arrows move a contact by one place (never below 0); a new contact goes to the end of the list.
 */
import { defineModule } from "../registry";
import { EMERGENCY_CATEGORIES, EMERGENCY_CATEGORY_COLORS } from "../domain/vocabulary";

const STAFF = ["super_admin", "organization"] as const;

type Category = (typeof EMERGENCY_CATEGORIES)[number];
const colourOf = (category: unknown) => EMERGENCY_CATEGORY_COLORS[category as Category] ?? EMERGENCY_CATEGORY_COLORS.emergency;

export default defineModule({
  key: "emergency-contacts",
  labels: { singular: "admin.emergency.singular", plural: "admin.emergency.plural" },
  icon: "Phone",
  path: "emergency-contacts",
  sidebar: { roles: STAFF, order: 12 },
  access: { list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
  ownership: { roles: ["organization"], column: "created_by" },
  table: "emergency_contacts",
  defaultSort: [{ column: "display_order", direction: "asc" }],
  order: { column: "display_order", min: 0, appendOnCreate: true },
  formLayout: "inline",
  fields: {
    name: { kind: "text", label: "admin.field.name", required: true, maxLength: 200, list: true, searchable: true },
    number: { kind: "text", label: "admin.field.number", required: true, maxLength: 40, list: true, searchable: true },
    description: { kind: "textarea", label: "admin.field.description", maxLength: 1000, list: { render: "truncate" }, widget: { rows: 2, fullWidth: true } },
    category: {
      kind: "select",
      label: "admin.field.category",
      options: EMERGENCY_CATEGORIES,
      default: "emergency",
      list: { render: "badge" },
      filterable: true,
    },
    availability: { kind: "text", label: "admin.field.availability", maxLength: 100, default: "24/7", list: true },
    superhero_name: { kind: "text", label: "admin.field.superheroName", maxLength: 100, default: "Emergency Hero" },
    superhero_emoji: { kind: "text", label: "admin.field.superheroEmoji", maxLength: 16, default: "🦸", list: true },
    icon_color: { kind: "color", label: "admin.field.iconColor" },
    display_order: { kind: "number", label: "admin.field.order", readOnly: true, sortable: true },
    is_active: { kind: "boolean", label: "admin.field.active", default: true, list: { render: "boolean" }, filterable: true, widget: { control: "switch" } },
    created_by: { kind: "number", label: "admin.field.createdBy", serverOwned: true, serverValue: { create: "userId" } },
    created_at: { kind: "datetime", label: "admin.field.createdAt", readOnly: true },
  },
  // A contact without a chosen colour takes its category's colour.
  compute: (values) => (values.icon_color ? {} : { icon_color: colourOf(values.category) }),
  onFieldChange: (field, values) => (field === "category" ? { icon_color: colourOf(values.category) } : {}),
  actions: [
    { key: "reorder", kind: "reorder" },
    { key: "toggle", kind: "toggle", column: "is_active" },
    { key: "edit", kind: "edit" },
    { key: "delete", kind: "delete", confirm: "admin.emergency.confirmDelete" },
  ],
  emptyState: { title: "admin.emergency.empty", filtered: "admin.common.noMatches" },
  // A save or toggle while signed out is refused with the spec's wording.
  errors: { notSignedIn: { toggle: "admin.emergency.loginRequired", create: "admin.emergency.loginRequired", update: "admin.emergency.loginRequired" } },
  toasts: {
    created: "admin.emergency.created",
    updated: "admin.emergency.updated",
    deleted: "admin.emergency.deleted",
    activated: "admin.emergency.activated",
    deactivated: "admin.emergency.deactivated",
  },
});
