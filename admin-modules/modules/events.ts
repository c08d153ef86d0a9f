/**
 * Events management. Organization users manage the events they created; super admins all. An
 * organization's new event, or its edit of a live one, waits for a super admin (review): only approved
 * events reach the Events Hub, and an edit stays aside while the approved version stays public.
 */
import { defineModule, type Text } from "../registry";
import { CURRENCY, DISTRICTS, EVENT_PRICE_TYPES, EVENT_STATUSES, EVENT_TYPES, REVIEW_STATUSES, CONTENT_LANGUAGE_OPTIONS } from "../domain/vocabulary";

const STAFF = ["super_admin", "organization"] as const;
const SA = ["super_admin"] as const;

export default defineModule({
  key: "events",
  labels: { singular: "admin.events.singular", plural: "admin.events.plural" },
  icon: "Calendar",
  path: "events",
  sidebar: { roles: STAFF, order: 10 },
  access: { list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
  ownership: { roles: ["organization"], column: "created_by" },
  table: "events",
  defaultSort: [
    { column: "event_date", direction: "asc" },
    { column: "start_time", direction: "asc" },
  ],
  fields: {
    thumbnail: { kind: "image", label: "admin.field.thumbnail", maxLength: 2000, list: { render: "thumbnail" }, widget: { upload: true } },
    language: { kind: "select", label: "admin.field.language", options: CONTENT_LANGUAGE_OPTIONS, default: "all", list: { render: "badge", hideOnMobile: true }, filterable: true },
    title: { kind: "text", label: "admin.field.title", required: true, maxLength: 200, list: { with: ["organizer_name", "featured"] }, searchable: true, sortable: true, widget: { fullWidth: true } },
    description: { kind: "textarea", label: "admin.field.description", maxLength: 5000, searchable: true, widget: { rows: 3, fullWidth: true } },
    organizer_name: { kind: "text", label: "admin.field.organizer", required: true, maxLength: 200, searchable: true },
    type: { kind: "select", label: "admin.field.type", required: true, options: EVENT_TYPES, list: { render: "badge", hideOnMobile: true }, filterable: true, sortable: true },
    age_group: { kind: "text", label: "admin.field.ageGroup", required: true, maxLength: 50, widget: { placeholder: "admin.placeholder.ageGroup" } },
    capacity: { kind: "number", label: "admin.field.capacity", required: true, integer: true, min: 0, max: 1000000, sortable: true },
    event_date: { kind: "date", label: "admin.field.eventDate", required: true, list: { render: "date", with: ["start_time", "end_time"] }, sortable: true, filterable: false },
    start_time: { kind: "time", label: "admin.field.startTime", required: true, sortable: true },
    end_time: { kind: "time", label: "admin.field.endTime", required: true },
    location: { kind: "text", label: "admin.field.location", required: true, maxLength: 300, list: { with: ["district"], hideOnMobile: true }, searchable: true },
    district: { kind: "select", label: "admin.field.district", required: true, options: DISTRICTS, filterable: true, sortable: true },
    registered_count: { kind: "number", label: "admin.field.registered", readOnly: true, list: { render: "number", with: ["capacity"], hideOnMobile: true }, sortable: true },
    price_type: { kind: "select", label: "admin.field.priceType", options: EVENT_PRICE_TYPES.map((p) => ({ value: p, label: `events.submit.${p}` as Text })), default: "free", widget: { control: "radio" } },
    price_amount: { kind: "number", label: "admin.field.priceAmount", integer: true, min: 0, max: 100000000, default: 0, widget: { showWhen: { price_type: "paid" } } },
    price_currency: { kind: "text", label: "admin.field.priceCurrency", readOnly: true, default: CURRENCY },
    featured: { kind: "boolean", label: "admin.field.featured", default: false, filterable: true, widget: { control: "switch" } },
    tags: { kind: "tags", label: "admin.field.tags", widget: { placeholder: "admin.placeholder.tags" } },
    contact_info: { kind: "json", label: "admin.field.contactInfo", invalidMessage: "admin.events.invalidContactJson", widget: { rows: 4, fullWidth: true, help: "admin.events.contactHelp" } },
    status: {
      kind: "select",
      label: "admin.field.status",
      options: EVENT_STATUSES.map((s) => ({ value: s, label: `admin.eventStatus.${s}` as Text })),
      readOnly: true,
      // The review state sits under the status badges, so the table keeps its width.
      list: { render: "status", with: ["is_active", "review_status"] },
      filterable: true,
    },
    is_active: { kind: "boolean", label: "admin.field.active", default: true, filterable: true, widget: { control: "switch" } },
    review_status: {
      kind: "select",
      label: "admin.field.reviewStatus",
      options: REVIEW_STATUSES.map((s) => ({ value: s, label: `admin.reviewStatus.${s}` as Text })),
      serverOwned: true,
      filterable: true,
    },
    pending_changes: { kind: "json", label: "admin.field.pendingChanges", serverOwned: true },
    review_notes: { kind: "textarea", label: "admin.field.reviewNotes", serverOwned: true },
    reviewed_at: { kind: "datetime", label: "admin.field.reviewedAt", readOnly: true },
    reviewed_by: { kind: "number", label: "admin.field.reviewedBy", serverOwned: true },
    source_submission_id: { kind: "number", label: "admin.field.sourceSubmission", serverOwned: true },
    created_by: { kind: "number", label: "admin.field.createdBy", serverOwned: true, serverValue: { create: "userId" } },
    created_at: { kind: "datetime", label: "admin.field.createdAt", readOnly: true, sortable: true },
  },
  // The price applies only to paid events.
  compute: (values) => (values.price_type === "paid" ? {} : { price_amount: 0 }),
  cards: [
    { key: "total", label: "admin.events.cardTotal", icon: "Calendar", aggregate: "count" },
    { key: "upcoming", label: "admin.events.cardUpcoming", icon: "Clock", aggregate: "count", where: { event_date: { gte: { $: "today" } } } },
    { key: "capacity", label: "admin.events.cardCapacity", icon: "Users", aggregate: "sum", column: "capacity" },
    { key: "featured", label: "admin.events.cardFeatured", icon: "Star", aggregate: "count", where: { featured: true } },
  ],
  titleColumn: "title",
  review: {
    queueType: "event",
    statusColumn: "review_status",
    heldFor: ["organization"],
    changesColumn: "pending_changes",
    titleColumn: "title",
    summaryColumn: "description",
    tagsColumn: "tags",
    submittedAt: "created_at",
    submittedBy: "created_by",
    action: "review",
    dialogTitle: "admin.reviewDialog.eventTitle",
  },
  actions: [
    {
      key: "review", kind: "workflow", procedure: "adminWorkflows.reviewRow", roles: SA, label: "admin.media.review", icon: "Eye",
      when: { $or: [{ review_status: "pending" }, { pending_changes: { isNull: false } }] },
    },
    { key: "edit", kind: "edit" },
    { key: "toggle", kind: "toggle", column: "is_active" },
    { key: "delete", kind: "delete", confirm: "admin.events.confirmDelete" },
  ],
  emptyState: { title: "admin.events.empty", filtered: "admin.common.noMatches" },
  toasts: {
    created: "admin.events.created",
    updated: "admin.events.updated",
    deleted: "admin.events.deleted",
    activated: "admin.events.activated",
    deactivated: "admin.events.deactivated",
  },
});
