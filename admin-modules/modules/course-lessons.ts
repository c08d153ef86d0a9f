/**
 * The lessons of a course, one row each (migration 0018 moved them out of courses.course_content), in the
 * order learners take them. Reached from a course's "Lessons" button (not in the spec's sidebar): the list
 * is filtered by course in the address (?f_course_id=12). Organization users manage the lessons of their
 * own courses (the course's created_by); super admins all. Title, duration and text are translatable.
 * Learners' ticks belong to the lesson (lesson_progress.lesson_id): moving a lesson keeps them, deleting
 * it takes them away.
 */
import { defineModule, deleteBulkAction, originalLanguageField } from "../registry";

const STAFF = ["super_admin", "organization"] as const;

export default defineModule({
  key: "course-lessons",
  labels: { singular: "admin.lessons.singular", plural: "admin.lessons.plural" },
  icon: "ListOrdered",
  path: "course-lessons",
  sidebar: null,
  access: { list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
  ownership: { roles: ["organization"], column: "course_id", through: { table: "courses", ownerColumn: "created_by" } },
  table: "course_lessons",
  defaultSort: [
    { column: "course_id", direction: "asc" },
    { column: "position", direction: "asc" },
  ],
  order: { column: "position", min: 0, appendOnCreate: true, within: "course_id" },
  fields: {
    course_id: {
      kind: "reference",
      label: "admin.lessons.course",
      required: true,
      reference: { module: "learning", labelColumn: "title" },
      filterable: true,
    },
    position: { kind: "number", label: "admin.field.order", readOnly: true, list: { render: "number" }, sortable: true },
    title: {
      kind: "text",
      label: "admin.field.title",
      required: true,
      maxLength: 200,
      list: { with: ["duration"] },
      searchable: true,
      translatable: true,
      widget: { fullWidth: true },
    },
    language: originalLanguageField(),
    duration: { kind: "text", label: "admin.field.duration", maxLength: 50, translatable: true, widget: { placeholder: "admin.lessons.durationPlaceholder" } },
    content: {
      kind: "textarea",
      label: "admin.lessons.content",
      maxLength: 20000,
      searchable: true,
      translatable: true,
      widget: { rows: 8, fullWidth: true, help: "admin.lessons.contentHelp" },
    },
    created_at: { kind: "datetime", label: "admin.field.createdAt", readOnly: true },
  },
  titleColumn: "title",
  actions: [
    { key: "reorder", kind: "reorder" },
    { key: "edit", kind: "edit" },
    { key: "delete", kind: "delete", confirm: "admin.lessons.confirmDelete" },
  ],
  bulkActions: [deleteBulkAction()],
  emptyState: { title: "admin.lessons.empty", filtered: "admin.common.noMatches" },
  toasts: {
    created: "admin.lessons.created",
    updated: "admin.lessons.updated",
    deleted: "admin.lessons.deleted",
    reordered: "admin.lessons.reordered",
  },
});
