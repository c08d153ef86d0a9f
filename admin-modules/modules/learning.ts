/**
 * Courses (Learning management). Organization users manage the courses they created; super admins all.
 * A course's lessons are rows of their own (the Lessons screen, course-lessons.ts), reached from each row.
 */
import { defineModule, activeBulkActions, deleteBulkAction, originalLanguageField } from "../registry";
import { COURSE_CATEGORY_OPTIONS, COURSE_LEVEL_OPTIONS, COURSE_PRICE_OPTIONS } from "../domain/vocabulary-options";

const STAFF = ["super_admin", "organization"] as const;

export default defineModule({
  key: "learning",
  labels: { singular: "admin.learning.singular", plural: "admin.learning.plural" },
  icon: "GraduationCap",
  path: "learning",
  sidebar: { roles: STAFF, order: 8 },
  access: { list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
  ownership: { roles: ["organization"], column: "created_by" },
  table: "courses",
  defaultSort: [{ column: "created_at", direction: "desc" }],
  fields: {
    thumbnail: { kind: "image", label: "admin.field.thumbnail", maxLength: 2000, allowEmoji: true, list: { render: "thumbnail" }, widget: { upload: true } },
    language: originalLanguageField(),
    title: {
      kind: "text",
      label: "admin.field.title",
      required: true,
      maxLength: 200,
      list: { with: ["instructor_name"] },
      searchable: true,
      sortable: true,
      translatable: true,
      widget: { fullWidth: true },
    },
    description: {
      kind: "textarea",
      label: "admin.field.description",
      maxLength: 5000,
      searchable: true,
      translatable: true,
      widget: { rows: 3, fullWidth: true },
    },
    instructor_name: { kind: "text", label: "admin.field.instructor", required: true, maxLength: 200, searchable: true, translatable: true },
    level: {
      kind: "select",
      label: "admin.field.level",
      required: true,
      options: COURSE_LEVEL_OPTIONS,
      list: { render: "badge" },
      filterable: true,
      sortable: true,
    },
    category: {
      kind: "select",
      label: "admin.field.category",
      required: true,
      options: COURSE_CATEGORY_OPTIONS,
      list: { hideOnMobile: true },
      filterable: true,
      sortable: true,
    },
    age_group: { kind: "text", label: "admin.field.ageGroup", required: true, maxLength: 50, widget: { placeholder: "admin.placeholder.ageGroup" } },
    duration: {
      kind: "text",
      label: "admin.field.duration",
      required: true,
      maxLength: 50,
      translatable: true,
      widget: { placeholder: "admin.learning.durationPlaceholder" },
    },
    lessons_count: { kind: "number", label: "admin.field.lessonsCount", required: true, integer: true, min: 0, max: 10000 },
    price_type: { kind: "select", label: "admin.field.priceType", options: COURSE_PRICE_OPTIONS, default: "Free", widget: { control: "radio" } },
    price_amount: {
      kind: "number",
      label: "admin.field.priceAmount",
      integer: true,
      min: 0,
      max: 100000000,
      default: 0,
      widget: { showWhen: { price_type: "Paid" } },
    },
    badges: { kind: "tags", label: "admin.field.badges", widget: { placeholder: "admin.learning.badgesPlaceholder" } },
    tags: { kind: "tags", label: "admin.field.tags", widget: { placeholder: "admin.placeholder.tags" } },
    enrolled_count: { kind: "number", label: "admin.field.enrolled", mode: "readOnly", list: { render: "number", hideOnMobile: true }, sortable: true },
    rating: { kind: "number", label: "admin.field.rating", mode: "readOnly", list: { render: "number", hideOnMobile: true }, sortable: true },
    is_active: { kind: "boolean", label: "admin.field.active", default: true, list: { render: "boolean" }, filterable: true, widget: { control: "switch" } },
    source_submission_id: { kind: "number", label: "admin.field.sourceSubmission", mode: "server" },
    created_by: { kind: "number", label: "admin.field.createdBy", mode: "creator" },
    created_at: { kind: "datetime", label: "admin.field.createdAt", mode: "readOnly", sortable: true },
  },
  // The price applies only to paid courses.
  compute: (values) => (values.price_type === "Paid" ? {} : { price_amount: 0 }),
  cards: [
    { key: "total", label: "admin.learning.cardTotal", icon: "BookOpen", aggregate: "count" },
    { key: "active", label: "admin.learning.cardActive", icon: "CheckCircle", aggregate: "count", where: { is_active: true } },
    { key: "enrolled", label: "admin.learning.cardEnrolled", icon: "Users", aggregate: "sum", column: "enrolled_count" },
    { key: "rating", label: "admin.learning.cardRating", icon: "Star", aggregate: "avg", column: "rating", decimals: 1 },
  ],
  actions: [
    { key: "lessons", kind: "link", label: "admin.lessons.plural", icon: "ListOrdered", href: "course-lessons?f_course_id={id}" },
    { key: "edit", kind: "edit" },
    { key: "toggle", kind: "toggle", column: "is_active" },
    { key: "delete", kind: "delete", confirm: "admin.learning.confirmDelete" },
  ],
  bulkActions: [...activeBulkActions(), deleteBulkAction()],
  emptyState: { title: "admin.learning.empty", filtered: "admin.common.noMatches" },
  toasts: {
    created: "admin.learning.created",
    updated: "admin.learning.updated",
    deleted: "admin.learning.deleted",
    activated: "admin.learning.activated",
    deactivated: "admin.learning.deactivated",
  },
});
