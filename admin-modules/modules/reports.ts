/**
 * Reports sent with the public Report button (super_admin). Resolving or dismissing is a workflow that
 * records who did it and when; dismissing asks for a short reason, kept in its audit entry. Not in the spec's 14-entry sidebar: the dashboard links to it.
 */
import { defineModule, type Text, URGENT_FIELDS } from "../registry";
import { REPORT_REASONS, REPORT_TARGETS } from "../domain/vocabulary";

const SA = ["super_admin"] as const;
const STATUSES = ["open", "resolved", "dismissed"] as const;

export default defineModule({
  key: "reports",
  labels: { singular: "admin.reports.singular", plural: "admin.reports.plural", description: "admin.screens.reports.intro" },
  icon: "Flag",
  path: "reports",
  sidebar: null,
  access: { list: SA },
  table: "reports",
  // Urgent reports (a safeguarding word in the details, issue #29) first, then the newest.
  defaultSort: [
    { column: "urgent", direction: "desc" },
    { column: "created_at", direction: "desc" },
  ],
  fields: {
    ...URGENT_FIELDS,
    target_type: {
      kind: "select",
      label: "admin.field.targetType",
      options: REPORT_TARGETS.map((t) => ({ value: t, label: `admin.screens.reports.target.${t}` as Text })),
      mode: "readOnly",
      // The reported item's public page (its id is enough: addresses end with the id).
      list: { render: "badge", with: ["target_id"], link: { media: "/media/{target_id}", event: "/events/{target_id}" } },
      filterable: true,
    },
    target_id: { kind: "number", label: "admin.field.targetId", mode: "readOnly", display: { text: "admin.screens.reports.targetNumber", param: "id" } },
    reason: {
      kind: "select",
      label: "admin.field.reason",
      options: REPORT_REASONS.map((r) => ({ value: r, label: `admin.reports.reason.${r}` as Text })),
      mode: "readOnly",
      list: { render: "badge" },
      filterable: true,
    },
    details: { kind: "textarea", label: "admin.field.details", mode: "readOnly", list: { render: "truncate", hideOnMobile: true }, searchable: true },
    status: {
      kind: "select",
      label: "admin.field.status",
      options: STATUSES.map((s) => ({ value: s, label: `admin.status.${s}` as Text })),
      mode: "readOnly",
      list: { render: "status" },
      filterable: true,
    },
    reporter_user_id: { kind: "number", label: "admin.field.reporter", mode: "server" },
    resolved_by: { kind: "number", label: "admin.field.resolvedBy", mode: "server" },
    resolved_at: { kind: "datetime", label: "admin.field.resolvedAt", mode: "readOnly" },
    created_at: { kind: "datetime", label: "admin.field.createdAt", mode: "readOnly", list: { render: "datetime" }, sortable: true },
  },
  cards: [{ key: "open", label: "admin.reports.cardOpen", icon: "Flag", aggregate: "count", where: { status: "open" } }],
  // Open reports are what a reviewer comes for; "All" and the others are a filter away.
  defaultFilters: { status: "open" },
  actions: [
    {
      key: "resolve",
      kind: "workflow",
      roles: SA,
      label: "admin.reports.resolve",
      icon: "CheckCircle",
      when: { status: "open" },
      whenRefused: "admin.reports.alreadyClosed",
      set: { status: "resolved", resolved_by: { $: "userId" }, resolved_at: { $: "now" } },
      toast: "admin.reports.resolved",
    },
    {
      key: "dismiss",
      kind: "workflow",
      roles: SA,
      label: "admin.reports.dismiss",
      icon: "XCircle",
      when: { status: "open" },
      whenRefused: "admin.reports.alreadyClosed",
      // Dismissing takes no action on the reported item: staff say why, and the reason stays in the audit log.
      fields: {
        note: {
          kind: "text",
          label: "admin.reports.dismissNote",
          required: true,
          maxLength: 200,
          widget: { help: "admin.reports.dismissNoteHelp", fullWidth: true },
        },
      },
      set: { status: "dismissed", resolved_by: { $: "userId" }, resolved_at: { $: "now" } },
      toast: "admin.reports.dismissed",
    },
  ],
  emptyState: { title: "admin.reports.empty", filtered: "admin.common.noMatches" },
  toasts: {},
});
