/**
 * Media management: children's media submissions. Super admins review any status (the Review dialog,
 * a workflow); organization users see only media they submitted. Status and review fields are
 * written only by the review workflow.
 */
import { defineModule, reviewBulkActions, type Text, URGENT_FIELDS } from "../registry";
import { REVIEW_STATUSES, CONTENT_LANGUAGE_OPTIONS } from "../domain/vocabulary";
import { AGE_GROUP_OPTIONS, MEDIA_TYPE_OPTIONS } from "../domain/vocabulary-options";

const STAFF = ["super_admin", "organization"] as const;
const SA = ["super_admin"] as const;

export default defineModule({
  key: "media",
  labels: { singular: "admin.media.singular", plural: "admin.media.plural", title: "admin.screens.media.title", description: "admin.screens.media.intro" },
  icon: "Image",
  path: "media",
  sidebar: { roles: STAFF, order: 9 },
  access: { list: STAFF },
  ownership: { roles: ["organization"], column: "submitted_by" },
  table: "media_submissions",
  // Urgent items (a safeguarding word, issue #29) first, then the newest.
  defaultSort: [
    { column: "urgent", direction: "desc" },
    { column: "created_at", direction: "desc" },
  ],
  fields: {
    // First, so the list draws the picture (or a story's first words) beside the title, as the spec's "content".
    thumbnail: { kind: "image", label: "admin.field.thumbnail", mode: "readOnly", list: { render: "thumbnail", story: "content" } },
    title: {
      kind: "text",
      label: "admin.field.title",
      mode: "readOnly",
      list: { label: "admin.screens.media.content", with: ["description"] },
      searchable: true,
      sortable: true,
    },
    ...URGENT_FIELDS,
    language: {
      kind: "select",
      label: "admin.field.language",
      options: CONTENT_LANGUAGE_OPTIONS,
      default: "all",
      list: { render: "badge", hideOnMobile: true },
      filterable: true,
    },
    description: { kind: "textarea", label: "admin.field.description", mode: "readOnly", searchable: true },
    type: { kind: "select", label: "admin.field.type", options: MEDIA_TYPE_OPTIONS, mode: "readOnly", list: { render: "badge" }, filterable: true },
    author_name: { kind: "text", label: "admin.field.author", mode: "readOnly", list: { with: ["author_age"] }, searchable: true },
    author_age: {
      kind: "number",
      label: "admin.field.authorAge",
      mode: "readOnly",
      display: { text: "admin.screens.media.age", param: "age", empty: "admin.media.ageNotSpecified" },
    },
    age_group: { kind: "select", label: "admin.field.ageGroup", options: AGE_GROUP_OPTIONS, mode: "readOnly", filterable: true },
    content: { kind: "textarea", label: "admin.field.content", mode: "readOnly" },
    media_url: { kind: "url", label: "admin.field.mediaUrl", mode: "readOnly" },
    likes: {
      kind: "number",
      label: "admin.field.likes",
      mode: "readOnly",
      list: { label: "admin.screens.media.engagement", with: ["views", "comments_count"], hideOnMobile: true },
      display: { text: "admin.screens.media.likes", param: "n" },
      sortable: true,
    },
    views: { kind: "number", label: "admin.field.views", mode: "readOnly", sortable: true, display: { text: "admin.screens.media.views", param: "n" } },
    comments_count: { kind: "number", label: "admin.field.comments", mode: "readOnly", display: { text: "admin.screens.media.comments", param: "n" } },
    status: {
      kind: "select",
      label: "admin.field.status",
      options: REVIEW_STATUSES.map((s) => ({ value: s, label: `admin.status.${s}` as Text })),
      mode: "readOnly",
      list: { render: "status" },
      filterable: true,
      sortable: true,
    },
    review_notes: { kind: "textarea", label: "admin.field.reviewNotes", mode: "readOnly" },
    reviewed_at: { kind: "datetime", label: "admin.field.reviewedAt", mode: "readOnly" },
    published_at: { kind: "datetime", label: "admin.field.publishedAt", mode: "readOnly" },
    reviewed_by: { kind: "number", label: "admin.field.reviewedBy", mode: "server" },
    submitted_by: { kind: "number", label: "admin.field.submittedBy", mode: "server" },
    created_at: { kind: "datetime", label: "admin.field.submittedAt", mode: "readOnly", list: { render: "date", hideOnMobile: true }, sortable: true },
  },
  cards: [
    { key: "total", label: "admin.media.cardTotal", icon: "Image", aggregate: "count" },
    { key: "pending", label: "admin.media.cardPending", icon: "Clock", aggregate: "count", where: { status: "pending" } },
    { key: "approved", label: "admin.media.cardApproved", icon: "CheckCircle", aggregate: "count", where: { status: "approved" } },
    { key: "views", label: "admin.media.cardViews", icon: "Eye", aggregate: "sum", column: "views" },
  ],
  titleColumn: "title",
  review: {
    queueType: "media",
    statusColumn: "status",
    titleColumn: "title",
    summaryColumn: "description",
    bylineColumn: "author_name",
    pictureColumn: "thumbnail",
    storyColumn: "content",
    submittedAt: "created_at",
    submittedBy: "submitted_by",
    action: "review",
    dialogTitle: "admin.screens.media.reviewTitle",
    urgentColumn: "urgent",
  },
  actions: [
    {
      key: "review",
      kind: "workflow",
      roles: SA,
      label: "admin.media.review",
      icon: "Eye",
    },
  ],
  bulkActions: reviewBulkActions({ action: "review" }),
  emptyState: { title: "admin.media.empty", filtered: "admin.media.empty" },
  toasts: {},
});
