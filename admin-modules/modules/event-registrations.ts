/**
 * Event registrations, read through the admin_event_registrations view (registration + its event).
 * Organization users see registrations for the events they created (ownership through events.created_by). Confirm, cancel and delete are
 * workflows because they keep events.registered_count true in the same transaction.
 */
import { defineModule, type Text } from "../registry";
import { REGISTRATION_STATUSES } from "../domain/vocabulary";
import { EVENT_TYPE_OPTIONS } from "../domain/vocabulary-options";

const STAFF = ["super_admin", "organization"] as const;

export default defineModule({
  key: "event-registrations",
  labels: {
    singular: "admin.registrations.singular",
    plural: "admin.registrations.plural",
    description: "admin.screens.registrations.intro",
    search: "admin.screens.registrations.search",
  },
  icon: "ClipboardList",
  path: "event-registrations",
  sidebar: { roles: STAFF, order: 11 },
  access: { list: STAFF, export: STAFF },
  ownership: { roles: ["organization"], column: "event_id", through: { table: "events", ownerColumn: "created_by" } },
  table: "event_registrations",
  listFrom: "admin_event_registrations",
  defaultSort: [{ column: "registered_at", direction: "desc" }],
  fields: {
    // Since migration 0005 `name` is the child's first name or nickname and `email` the parent's or
    // guardian's; older rows hold whatever the registrant typed, with no age or guardian.
    name: {
      kind: "text",
      label: "admin.field.name",
      mode: "readOnly",
      list: { with: ["participant_age", "guardian_name", "email"] },
      searchable: true,
      sortable: true,
    },
    participant_age: {
      kind: "number",
      label: "admin.registrations.age",
      mode: "readOnly",
      display: { text: "admin.screens.registrations.ageShort", param: "age" },
    },
    guardian_name: { kind: "text", label: "admin.registrations.guardianName", mode: "readOnly", searchable: true },
    email: { kind: "email", label: "admin.registrations.contactEmail", mode: "readOnly", searchable: true },
    guardian_consent: { kind: "boolean", label: "admin.registrations.consent", mode: "readOnly" },
    phone: { kind: "text", label: "admin.field.phone", mode: "readOnly", list: { hideOnMobile: true } },
    event_id: {
      kind: "reference",
      label: "admin.field.event",
      reference: { module: "events", labelColumn: "title", where: { is_active: true } },
      mode: "readOnly",
      filterable: true,
    },
    event_title: { kind: "text", label: "admin.field.event", mode: "computed", list: { with: ["event_date"] }, searchable: true, sortable: true },
    event_date: { kind: "date", label: "admin.field.eventDate", mode: "computed", sortable: true },
    event_type: { kind: "select", label: "admin.field.eventType", options: EVENT_TYPE_OPTIONS, mode: "computed" },
    event_owner: { kind: "number", label: "admin.field.eventOwner", mode: "server" },
    status: {
      kind: "select",
      label: "admin.field.status",
      options: REGISTRATION_STATUSES.map((s) => ({ value: s, label: `admin.status.${s}` as Text })),
      mode: "readOnly",
      list: { render: "status" },
      filterable: true,
      sortable: true,
    },
    notes: { kind: "textarea", label: "admin.field.notes", mode: "readOnly" },
    registered_at: { kind: "datetime", label: "admin.field.registeredAt", mode: "readOnly", list: { render: "date", hideOnMobile: true }, sortable: true },
  },
  cards: [
    { key: "total", label: "admin.registrations.cardTotal", icon: "ClipboardList", aggregate: "count" },
    { key: "confirmed", label: "admin.registrations.cardConfirmed", icon: "CheckCircle", aggregate: "count", where: { status: "confirmed" } },
    {
      key: "activeEvents",
      label: "admin.registrations.cardActiveEvents",
      icon: "Calendar",
      aggregate: "countDistinct",
      column: "event_id",
      where: { status: { ne: "cancelled" } },
    },
    {
      key: "thisMonth",
      label: "admin.registrations.cardThisMonth",
      icon: "CalendarDays",
      aggregate: "count",
      where: { registered_at: { gte: { $: "monthStartInstant" }, lt: { $: "nextMonthStartInstant" } } },
    },
  ],
  actions: [
    { key: "view", kind: "view", label: "admin.registrations.details" },
    {
      key: "confirm",
      kind: "workflow",
      roles: STAFF,
      label: "admin.registrations.confirm",
      icon: "CheckCircle",
      when: { status: { in: ["pending", "cancelled"] } },
      whenRefused: "admin.registrations.notConfirmable",
      toast: "admin.registrations.confirmed",
    },
    {
      key: "cancel",
      kind: "workflow",
      roles: STAFF,
      label: "admin.registrations.cancel",
      icon: "XCircle",
      when: { status: "confirmed" },
      whenRefused: "admin.registrations.notCancellable",
      toast: "admin.registrations.cancelled",
    },
    {
      key: "delete",
      kind: "workflow",
      roles: STAFF,
      label: "admin.registrations.delete",
      icon: "Trash2",
      confirm: "admin.registrations.confirmDelete",
      toast: "admin.registrations.deleted",
    },
  ],
  bulkActions: [
    {
      key: "confirm",
      label: "admin.registrations.confirm",
      icon: "CheckCircle",
      runs: { action: "confirm" },
      skip: [{ when: { status: "confirmed" }, reason: "admin.bulk.reason.alreadyConfirmed" }],
      done: "admin.bulk.done.confirmed",
    },
    {
      key: "cancel",
      label: "admin.registrations.cancel",
      icon: "XCircle",
      runs: { action: "cancel" },
      skip: [{ when: { status: "cancelled" }, reason: "admin.bulk.reason.alreadyCancelled" }],
      done: "admin.bulk.done.cancelled",
      confirm: "admin.bulk.confirmCancel",
    },
    {
      key: "delete",
      label: "admin.registrations.delete",
      icon: "Trash2",
      runs: { action: "delete" },
      done: "admin.bulk.done.deleted",
      confirm: "admin.bulk.confirmDelete",
    },
  ],
  emptyState: { title: "admin.registrations.empty", filtered: "admin.registrations.emptyFiltered" },
  toasts: {},
  csv: {
    filename: "event-registrations.csv",
    columns: [
      { field: "name", header: "admin.registrations.csvName" },
      { field: "email", header: "admin.registrations.csvEmail" },
      { field: "phone", header: "admin.registrations.csvPhone" },
      { field: "event_title", header: "admin.registrations.csvEvent" },
      { field: "event_date", header: "admin.registrations.csvDate" },
      { field: "status", header: "admin.registrations.csvStatus" },
      { field: "registered_at", header: "admin.registrations.csvRegisteredAt" },
      // After the spec's seven columns: the child's age and the parent's name and consent (migration 0005).
      { field: "participant_age", header: "admin.registrations.csvAge" },
      { field: "guardian_name", header: "admin.registrations.csvGuardian" },
      { field: "guardian_consent", header: "admin.registrations.csvConsent" },
    ],
  },
});
