/**
 * The lessons of a course, one row each (migration 0018 moved them out of courses.course_content), in the
 * order learners take them. Reached from a course's "Lessons" button (not in the spec's sidebar): the list
 * is filtered by course in the address (?f_course_id=12). Organization users manage the lessons of their
 * own courses (the course's created_by); super admins all. Title, duration and every text of the blocks
 * are translatable. Learners' ticks, answers and mastery belong to the lesson (lesson_id): moving a lesson
 * keeps them, deleting it takes them away.
 *
 * A lesson is made of blocks (issue 30), edited with the block editor (the `blocks` field kind): text,
 * image, audio narration, video link and exercises. Their texts are `block_texts`, derived on every write
 * and translated like any text field; the rule for mastering the lesson's practice is chosen here too.
 */
import { defineModule, deleteBulkAction, originalLanguageField } from "../registry";
import { blockTexts, parseBlocks, serializeTexts } from "../domain/lesson-blocks";
import { DEFAULT_MASTERY, MASTERY_BOUNDS } from "../domain/mastery";

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
    position: { kind: "number", label: "admin.field.order", mode: "readOnly", list: { render: "number" }, sortable: true },
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
    blocks: { kind: "blocks", label: "admin.blocks.label", default: "[]", widget: { fullWidth: true, help: "admin.blocks.help" } },
    block_texts: {
      kind: "textarea",
      label: "admin.blocks.texts",
      maxLength: 20000,
      mode: "server",
      searchable: true,
      translatable: true,
      textsOf: "blocks",
    },
    mastery_rule: {
      kind: "select",
      label: "admin.blocks.masteryRule",
      options: [
        { value: "streak", label: "admin.blocks.ruleStreak" },
        { value: "recent", label: "admin.blocks.ruleRecent" },
        { value: "all", label: "admin.blocks.ruleAll" },
      ],
      default: DEFAULT_MASTERY.kind,
      widget: { help: "admin.blocks.masteryHelp" },
    },
    mastery_correct: {
      kind: "number",
      label: "admin.blocks.masteryCorrect",
      integer: true,
      min: MASTERY_BOUNDS.min,
      max: MASTERY_BOUNDS.max,
      default: DEFAULT_MASTERY.correct,
      widget: { showWhen: { mastery_rule: ["streak", "recent"] } },
    },
    mastery_window: {
      kind: "number",
      label: "admin.blocks.masteryWindow",
      integer: true,
      min: MASTERY_BOUNDS.min,
      max: MASTERY_BOUNDS.max,
      default: DEFAULT_MASTERY.window,
      widget: { showWhen: { mastery_rule: "recent" } },
    },
    created_at: { kind: "datetime", label: "admin.field.createdAt", mode: "readOnly" },
  },
  titleColumn: "title",
  // The blocks' texts are what gets translated; "m of n" takes m from the correct answers field.
  compute: (values) => ({ block_texts: serializeTexts(blockTexts(parseBlocks(values.blocks))) }),
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
