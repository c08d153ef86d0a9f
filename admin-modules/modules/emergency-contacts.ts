/**
 * Emergency helplines. Organization users manage the contacts they created and see the live helplines
 * read-only; super admins manage all. An organization's new contact, or its edit of a live one, waits for
 * a super admin (review): nothing reaches /emergency unreviewed. Availability is chosen, never defaulted.
 * Arrows move a contact by one place (never below 0); a new contact goes to the end of the list.
 */
import { defineModule, activeBulkActions, deleteBulkAction, originalLanguageField, reviewBulkActions, type Text } from "../registry";
import { type EMERGENCY_CATEGORIES, EMERGENCY_CATEGORY_COLORS, REVIEW_STATUSES } from "../domain/vocabulary";
import { EMERGENCY_CATEGORY_OPTIONS } from "../domain/vocabulary-options";

const STAFF = ["super_admin", "organization"] as const;
const SA = ["super_admin"] as const;

type Category = (typeof EMERGENCY_CATEGORIES)[number];
const colourOf = (category: unknown) => EMERGENCY_CATEGORY_COLORS[category as Category] ?? EMERGENCY_CATEGORY_COLORS.emergency;

export default defineModule({
  key: "emergency-contacts",
  labels: { singular: "admin.emergency.singular", plural: "admin.emergency.plural" },
  icon: "Phone",
  path: "emergency-contacts",
  sidebar: { roles: STAFF, order: 12 },
  access: { list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
  ownership: { roles: ["organization"], column: "created_by", readableWhen: { review_status: "approved", is_active: true } },
  table: "emergency_contacts",
  defaultSort: [{ column: "display_order", direction: "asc" }],
  order: { column: "display_order", min: 0, appendOnCreate: true },
  formLayout: "inline",
  fields: {
    name: { kind: "text", label: "admin.field.name", required: true, maxLength: 200, list: true, searchable: true, translatable: true },
    language: originalLanguageField({ list: false }),
    number: { kind: "text", label: "admin.field.number", required: true, maxLength: 40, list: true, searchable: true },
    description: {
      kind: "textarea",
      label: "admin.field.description",
      maxLength: 1000,
      list: { render: "truncate" },
      translatable: true,
      widget: { rows: 2, fullWidth: true },
    },
    category: {
      kind: "select",
      label: "admin.field.category",
      options: EMERGENCY_CATEGORY_OPTIONS,
      default: "emergency",
      list: { render: "badge" },
      filterable: true,
    },
    availability: {
      kind: "text",
      label: "admin.field.availability",
      required: true,
      requiredMessage: "admin.emergency.availabilityRequired",
      maxLength: 100,
      list: true,
      translatable: true,
      widget: { placeholder: "admin.emergency.availabilityPlaceholder", help: "admin.emergency.availabilityHelp" },
    },
    superhero_name: { kind: "text", label: "admin.field.superheroName", maxLength: 100, default: "Emergency Hero", translatable: true },
    superhero_emoji: { kind: "text", label: "admin.field.superheroEmoji", maxLength: 16, default: "🦸", list: true },
    icon_color: { kind: "color", label: "admin.field.iconColor" },
    display_order: { kind: "number", label: "admin.field.order", mode: "readOnly", sortable: true },
    is_active: { kind: "boolean", label: "admin.field.active", default: true, list: { render: "boolean" }, filterable: true, widget: { control: "switch" } },
    review_status: {
      kind: "select",
      label: "admin.field.reviewStatus",
      options: REVIEW_STATUSES.map((s) => ({ value: s, label: `admin.reviewStatus.${s}` as Text })),
      mode: "server",
      list: { render: "review" },
      filterable: true,
    },
    pending_changes: { kind: "json", label: "admin.field.pendingChanges", mode: "server" },
    review_notes: { kind: "textarea", label: "admin.field.reviewNotes", mode: "server" },
    reviewed_at: { kind: "datetime", label: "admin.field.reviewedAt", mode: "readOnly" },
    reviewed_by: { kind: "number", label: "admin.field.reviewedBy", mode: "server" },
    created_by: { kind: "number", label: "admin.field.createdBy", mode: "creator" },
    deactivated_by: { kind: "number", label: "admin.field.deactivatedBy", mode: "server" },
    created_at: { kind: "datetime", label: "admin.field.createdAt", mode: "readOnly" },
  },
  // A contact without a chosen colour takes its category's colour.
  compute: (values) => (values.icon_color ? {} : { icon_color: colourOf(values.category) }),
  onFieldChange: (field, values) => (field === "category" ? { icon_color: colourOf(values.category) } : {}),
  titleColumn: "name",
  review: {
    queueType: "emergency",
    statusColumn: "review_status",
    heldFor: ["organization"],
    changesColumn: "pending_changes",
    activeSwitch: { column: "is_active", offBy: "deactivated_by" },
    titleColumn: "name",
    summaryColumn: "description",
    submittedAt: "created_at",
    submittedBy: "created_by",
    action: "review",
    dialogTitle: "admin.reviewDialog.emergencyTitle",
  },
  actions: [
    {
      key: "review",
      kind: "workflow",
      roles: SA,
      label: "admin.media.review",
      icon: "Eye",
      when: { $or: [{ review_status: "pending" }, { pending_changes: { isNull: false } }] },
      whenRefused: "admin.review.nothingPending",
    },
    { key: "reorder", kind: "reorder" },
    { key: "toggle", kind: "toggle", column: "is_active" },
    { key: "edit", kind: "edit" },
    { key: "delete", kind: "delete", confirm: "admin.emergency.confirmDelete" },
  ],
  bulkActions: [
    ...reviewBulkActions({
      action: "review",
      statusColumn: "review_status",
      approvedMayWait: true,
    }),
    ...activeBulkActions(),
    deleteBulkAction(),
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
