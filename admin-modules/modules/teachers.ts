/**
 * Teachers (super_admin, issue 31): the accounts that asked at sign-up to be a teacher. A teacher sees
 * children's progress, so the role is granted here, not self-declared: "Confirm teacher" sets confirmed_at
 * (only then does the account have the role "teacher": server/auth/caller.ts); deleting the row removes the
 * role and the teacher's classes (the children's own progress stays theirs). Read through admin_teachers
 * (migration 0027): the profile's username and e-mail and how many classes and children the teacher has.
 */
import { defineModule, type Text } from "../registry";

const SA = ["super_admin"] as const;
const STATUSES = ["requested", "confirmed"] as const;

export default defineModule({
  key: "teachers",
  labels: { singular: "admin.teachers.singular", plural: "admin.teachers.plural" },
  icon: "GraduationCap",
  path: "teachers",
  // Not in the spec's 14-entry sidebar: the dashboard links to it (issue 31).
  sidebar: null,
  access: { list: SA, delete: SA, export: SA },
  table: "teacher_accounts",
  listFrom: "admin_teachers",
  primaryKey: "user_id",
  // The audit entry names the row by a column of teacher_accounts itself.
  titleColumn: "school",
  defaultSort: [
    { column: "status", direction: "desc" },
    { column: "requested_at", direction: "desc" },
  ],
  fields: {
    username: { kind: "text", label: "admin.teachers.username", mode: "computed", list: { with: ["email"] }, searchable: true, sortable: true },
    email: { kind: "email", label: "admin.field.email", mode: "computed", searchable: true },
    school: { kind: "text", label: "admin.teachers.school", mode: "readOnly", list: { hideOnMobile: true }, searchable: true },
    status: {
      kind: "select",
      label: "admin.field.status",
      options: STATUSES.map((s) => ({ value: s, label: `admin.teachers.status.${s}` as Text })),
      mode: "computed",
      list: { render: "status" },
      filterable: true,
      sortable: true,
    },
    classes_count: { kind: "number", label: "admin.teachers.classes", mode: "computed", list: true },
    children_count: { kind: "number", label: "admin.teachers.children", mode: "computed", list: { hideOnMobile: true } },
    requested_at: { kind: "datetime", label: "admin.teachers.requestedAt", mode: "readOnly", list: { render: "date", hideOnMobile: true }, sortable: true },
    confirmed_at: { kind: "datetime", label: "admin.teachers.confirmedAt", mode: "readOnly" },
    confirmed_by: { kind: "number", label: "admin.teachers.confirmedBy", mode: "server" },
  },
  cards: [{ key: "waiting", label: "admin.teachers.cardWaiting", icon: "GraduationCap", aggregate: "count", where: { status: "requested" } }],
  actions: [
    {
      key: "confirm",
      kind: "workflow",
      roles: SA,
      label: "admin.teachers.confirm",
      icon: "CheckCircle",
      when: { status: "requested" },
      whenRefused: "admin.teachers.alreadyConfirmed",
      set: { confirmed_at: { $: "now" }, confirmed_by: { $: "userId" } },
      toast: "admin.teachers.confirmed",
    },
  ],
  emptyState: { title: "admin.teachers.empty", filtered: "admin.common.noMatches" },
  toasts: {},
});
