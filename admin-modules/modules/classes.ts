/**
 * Classes (super_admin, read-only, issue 31): every teacher's classes with their teacher's username, join
 * code and how many children and assignments each has. Teachers manage their classes on their own pages
 * (/teacher); the teacher actions that touch a child are recorded in the audit log under this module.
 * Read through admin_classes (migration 0027).
 */
import { defineModule, type Text } from "../registry";
import { CLASS_LANGUAGES } from "../domain/classes";

const SA = ["super_admin"] as const;

export default defineModule({
  key: "classes",
  labels: { singular: "admin.classes.singular", plural: "admin.classes.plural" },
  icon: "Users",
  path: "classes",
  // Not in the spec's 14-entry sidebar: the dashboard links to it (issue 31).
  sidebar: null,
  access: { list: SA, export: SA },
  table: "classes",
  listFrom: "admin_classes",
  titleColumn: "name",
  defaultSort: [{ column: "created_at", direction: "desc" }],
  fields: {
    name: { kind: "text", label: "admin.classes.name", mode: "readOnly", list: { with: ["school"] }, searchable: true, sortable: true },
    school: { kind: "text", label: "admin.teachers.school", mode: "readOnly", searchable: true },
    grade: { kind: "text", label: "admin.classes.grade", mode: "readOnly", list: { hideOnMobile: true } },
    language: {
      kind: "select",
      label: "admin.classes.language",
      options: CLASS_LANGUAGES.map((l) => ({ value: l, label: `lang.name.${l}` as Text })),
      mode: "readOnly",
      list: { render: "badge", hideOnMobile: true },
      filterable: true,
    },
    teacher_username: { kind: "text", label: "admin.classes.teacher", mode: "computed", list: true, searchable: true },
    join_code: { kind: "text", label: "admin.classes.joinCode", mode: "readOnly", list: { hideOnMobile: true }, searchable: true },
    children_count: { kind: "number", label: "admin.teachers.children", mode: "computed", list: true },
    assignments_count: { kind: "number", label: "admin.classes.assignments", mode: "computed", list: { hideOnMobile: true } },
    created_at: { kind: "datetime", label: "admin.field.createdAt", mode: "readOnly", list: { render: "date", hideOnMobile: true }, sortable: true },
  },
  emptyState: { title: "admin.classes.empty", filtered: "admin.common.noMatches" },
  toasts: {},
});
