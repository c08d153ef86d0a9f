/**
 * Shared shape of the four content-submission lists (/admin/content/{type}): one module per content
 * type, each scoped to its type. Files starting with "_" are helpers, not modules: the loaders skip them.
 *
 * Route decision: the spec's /admin/{type} collides with /admin/learning and /admin/media (courses and
 * media management), so the lists live at /admin/content/{type}, next to /admin/content/new/{type}.
 */
import { defineModule, deleteBulkAction, reviewBulkActions, type TableModule, type Text } from "../registry";
import { REVIEW_STATUSES } from "../domain/vocabulary";
import { AGE_GROUP_OPTIONS, CONTENT_TYPE_OPTIONS } from "../domain/vocabulary-options";
import type { ContentType } from "../../db/types";

const STAFF = ["super_admin", "organization"] as const;
const SA = ["super_admin"] as const;

const statusOptions = REVIEW_STATUSES.map((s) => ({ value: s, label: `admin.status.${s}` as Text }));

const LABELS: Record<ContentType, { plural: Text; help: Text; icon: string }> = {
  resource: { plural: "admin.content.resource.plural", help: "admin.content.resource.dataHelp", icon: "FileText" },
  learning: { plural: "admin.content.learning.plural", help: "admin.content.learning.dataHelp", icon: "GraduationCap" },
  media: { plural: "admin.content.media.plural", help: "admin.content.media.dataHelp", icon: "Image" },
  event: { plural: "admin.content.event.plural", help: "admin.content.event.dataHelp", icon: "Calendar" },
};

export function contentSubmissionModule(type: ContentType): TableModule {
  const labels = LABELS[type];
  return defineModule({
    key: `content-${type}`,
    labels: { singular: "admin.content.singular", plural: labels.plural },
    icon: labels.icon,
    path: `content/${type}`,
    sidebar: null,
    access: { list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
    // Organization users see only what they submitted, and change it only while it is pending.
    ownership: { roles: ["organization"], column: "submitted_by", editableWhen: { status: "pending" } },
    table: "content_submissions",
    scope: { content_type: type },
    defaultSort: [{ column: "submitted_at", direction: "desc" }],
    fields: {
      title: { kind: "text", label: "admin.field.title", required: true, maxLength: 200, list: { with: ["description"] }, searchable: true, sortable: true },
      content_type: { kind: "select", label: "admin.field.contentType", options: CONTENT_TYPE_OPTIONS, readOnly: true },
      description: {
        kind: "textarea",
        label: "admin.field.description",
        required: true,
        maxLength: 5000,
        searchable: true,
        widget: { rows: 4, fullWidth: true },
      },
      age_group: {
        kind: "select",
        label: "admin.field.ageGroup",
        options: AGE_GROUP_OPTIONS,
        list: { render: "badge", hideOnMobile: true },
        filterable: true,
      },
      tags: {
        kind: "tags",
        label: "admin.field.tags",
        list: { render: "tags", max: 2, hideOnMobile: true },
        widget: { placeholder: "admin.placeholder.tags" },
      },
      content_data: {
        kind: "json",
        label: "admin.field.contentData",
        invalidMessage: "admin.content.invalidJson",
        widget: { rows: 6, fullWidth: true, help: labels.help, placeholder: "admin.placeholder.json" },
      },
      image_url: { kind: "image", label: "admin.field.imageUrl", maxLength: 2000, invalidMessage: "admin.content.imageUrlInvalid", widget: { upload: true } },
      status: {
        kind: "select",
        label: "admin.field.status",
        options: statusOptions,
        readOnly: true,
        list: { render: "status" },
        filterable: true,
        sortable: true,
      },
      review_notes: { kind: "textarea", label: "admin.field.reviewNotes", readOnly: true },
      reviewed_at: { kind: "datetime", label: "admin.field.reviewedAt", readOnly: true },
      reviewed_by: { kind: "number", label: "admin.field.reviewedBy", serverOwned: true },
      published_id: { kind: "number", label: "admin.field.publishedId", serverOwned: true },
      submitted_by: { kind: "number", label: "admin.field.submittedBy", serverOwned: true, serverValue: { create: "userId" } },
      submitted_at: { kind: "datetime", label: "admin.field.submittedAt", readOnly: true, list: { render: "date" }, sortable: true },
    },
    titleColumn: "title",
    review: {
      queueType: type,
      statusColumn: "status",
      titleColumn: "title",
      summaryColumn: "description",
      tagsColumn: "tags",
      pictureColumn: "image_url",
      submittedAt: "submitted_at",
      submittedBy: "submitted_by",
      action: "review",
      dialogTitle: "admin.screens.review.dialogTitle",
    },
    actions: [
      {
        key: "review",
        kind: "workflow",
        roles: SA,
        label: "admin.media.review",
        icon: "Eye",
        // A rejected submission may still be approved (a super admin changing their mind); an approved one is published.
        when: { status: { in: ["pending", "rejected"] } },
        whenRefused: "admin.review.alreadyReviewed",
      },
      { key: "edit", kind: "edit" },
      { key: "delete", kind: "delete", confirm: "admin.content.confirmDelete" },
    ],
    bulkActions: [...reviewBulkActions({ action: "review" }), deleteBulkAction()],
    emptyState: { title: "admin.content.empty", filtered: "admin.content.empty" },
    toasts: { created: "admin.content.created", updated: "admin.content.updated", deleted: "admin.content.deleted" },
    formLayout: "page",
  });
}
