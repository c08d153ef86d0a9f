/**
 * Shared shape of the four content-submission lists (/admin/content/{type}): one module per content
 * type, each scoped to its type. Files starting with "_" are helpers, not modules: the loaders skip them.
 *
 * Route decision: the spec's /admin/{type} collides with /admin/learning and /admin/media (courses and
 * media management), so the lists live at /admin/content/{type}, next to /admin/content/new/{type}.
 */
import { defineModule, deleteBulkAction, reviewBulkActions, type FieldDef, type TableModule, type Text, URGENT_FIELDS } from "../registry";
import { REVIEW_STATUSES } from "../domain/vocabulary";
import {
  AGE_GROUP_OPTIONS,
  CONTENT_TYPE_OPTIONS,
  COURSE_CATEGORY_OPTIONS,
  COURSE_LEVEL_OPTIONS,
  MEDIA_TYPE_OPTIONS,
  RESOURCE_CATEGORY_OPTIONS,
  RESOURCE_FILE_TYPE_OPTIONS,
} from "../domain/vocabulary-options";
import eventsModule from "./events";
import type { ContentType } from "../../db/types";

const STAFF = ["super_admin", "organization"] as const;
const SA = ["super_admin"] as const;

const statusOptions = REVIEW_STATUSES.map((s) => ({ value: s, label: `admin.status.${s}` as Text }));

const LABELS: Record<ContentType, { plural: Text; icon: string }> = {
  resource: { plural: "admin.content.resource.plural", icon: "FileText" },
  learning: { plural: "admin.content.learning.plural", icon: "GraduationCap" },
  media: { plural: "admin.content.media.plural", icon: "Image" },
  event: { plural: "admin.content.event.plural", icon: "Calendar" },
};

/** A field kept in content_data (FieldDef.within): drawn and checked like a column of its own. */
const inData = (field: FieldDef): FieldDef => ({ ...field, within: "content_data" });

/**
 * An events field as the events module declares it (label, rule, message), so what staff submit is
 * exactly what the event will take when it is approved (server/admin/workflows/publish.ts reads it with
 * the same rules). Only its input parts: no list, search, sort or translation.
 */
function eventField(name: string, required: boolean): FieldDef {
  const { list: _list, searchable: _s, sortable: _o, filterable: _f, translatable: _t, ...field } = eventsModule.fields[name];
  return inData({ ...field, required });
}

/**
 * The type's own fields, the keys publish.ts reads from content_data, each with its label in the staff
 * member's language: never JSON typed by hand. A learning submission's lessons are added to the course
 * once it is published (Course lessons); lessons already in an older submission's data are kept.
 */
const DATA_FIELDS: Record<ContentType, Record<string, FieldDef>> = {
  resource: {
    category: inData({ kind: "select", label: "admin.field.category", options: RESOURCE_CATEGORY_OPTIONS }),
    file_type: inData({ kind: "select", label: "admin.field.fileType", options: RESOURCE_FILE_TYPE_OPTIONS }),
    file_url: inData({ kind: "url", label: "admin.field.fileUrl", maxLength: 2000 }),
    pages: inData({ kind: "number", label: "admin.field.pages", integer: true, min: 0, max: 100000 }),
  },
  learning: {
    category: inData({ kind: "select", label: "admin.field.category", options: COURSE_CATEGORY_OPTIONS }),
    level: inData({ kind: "select", label: "admin.field.level", options: COURSE_LEVEL_OPTIONS }),
    duration: inData({ kind: "text", label: "admin.field.duration", maxLength: 50, widget: { placeholder: "admin.learning.durationPlaceholder" } }),
    instructor_name: inData({ kind: "text", label: "admin.field.instructor", maxLength: 200 }),
  },
  media: {
    type: inData({ kind: "select", label: "admin.field.type", options: MEDIA_TYPE_OPTIONS, default: "story" }),
    author_name: inData({ kind: "text", label: "admin.field.author", maxLength: 200 }),
    author_age: inData({ kind: "number", label: "admin.field.authorAge", integer: true, min: 1, max: 120 }),
    content: inData({ kind: "textarea", label: "admin.field.content", maxLength: 20000, widget: { rows: 6, fullWidth: true, showWhen: { type: "story" } } }),
    media_url: inData({ kind: "url", label: "admin.field.mediaUrl", maxLength: 2000, widget: { showWhen: { type: ["photo", "video"] } } }),
  },
  event: {
    type: eventField("type", true),
    event_date: eventField("event_date", true),
    start_time: eventField("start_time", true),
    end_time: eventField("end_time", true),
    location: eventField("location", true),
    district: eventField("district", true),
    capacity: eventField("capacity", true),
    organizer_name: eventField("organizer_name", false),
    price_type: eventField("price_type", false),
    price_amount: eventField("price_amount", false),
    contact_phone: eventField("contact_phone", false),
    contact_email: eventField("contact_email", false),
    contact_website: eventField("contact_website", false),
  },
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
    // Urgent submissions (a safeguarding word, issue #29) first, then the newest.
    defaultSort: [
      { column: "urgent", direction: "desc" },
      { column: "submitted_at", direction: "desc" },
    ],
    fields: {
      title: { kind: "text", label: "admin.field.title", required: true, maxLength: 200, list: { with: ["description"] }, searchable: true, sortable: true },
      ...URGENT_FIELDS,
      content_type: { kind: "select", label: "admin.field.contentType", options: CONTENT_TYPE_OPTIONS, mode: "readOnly" },
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
      ...DATA_FIELDS[type],
      // The type's fields above are kept here; it is never typed as JSON.
      content_data: { kind: "json", label: "admin.field.contentData", mode: "server" },
      image_url: { kind: "image", label: "admin.field.imageUrl", maxLength: 2000, invalidMessage: "admin.content.imageUrlInvalid", widget: { upload: true } },
      status: {
        kind: "select",
        label: "admin.field.status",
        options: statusOptions,
        mode: "readOnly",
        list: { render: "status" },
        filterable: true,
        sortable: true,
      },
      review_notes: { kind: "textarea", label: "admin.field.reviewNotes", mode: "readOnly" },
      reviewed_at: { kind: "datetime", label: "admin.field.reviewedAt", mode: "readOnly" },
      reviewed_by: { kind: "number", label: "admin.field.reviewedBy", mode: "server" },
      published_id: { kind: "number", label: "admin.field.publishedId", mode: "server" },
      submitted_by: { kind: "number", label: "admin.field.submittedBy", mode: "creator" },
      submitted_at: { kind: "datetime", label: "admin.field.submittedAt", mode: "readOnly", list: { render: "date" }, sortable: true },
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
      urgentColumn: "urgent",
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
