/**
 * Downloadable resources. Organization users manage the resources they created; super admins all.
 * The slug is kept in step with the title.
 */
import { defineModule, activeBulkActions, deleteBulkAction, originalLanguageField } from "../registry";
import { slugify } from "../domain/slug";
import { RESOURCE_CATEGORY_OPTIONS, RESOURCE_FILE_TYPE_OPTIONS } from "../domain/vocabulary-options";

const STAFF = ["super_admin", "organization"] as const;

export default defineModule({
  key: "resources",
  labels: { singular: "admin.resources.singular", plural: "admin.resources.plural" },
  icon: "FileText",
  path: "resources",
  sidebar: { roles: STAFF, order: 7 },
  access: { list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
  ownership: { roles: ["organization"], column: "created_by" },
  table: "resources",
  defaultSort: [{ column: "created_at", direction: "desc" }],
  fields: {
    title: {
      kind: "text",
      label: "admin.field.title",
      required: true,
      maxLength: 200,
      list: { with: ["description"] },
      searchable: true,
      sortable: true,
      translatable: true,
    },
    language: originalLanguageField(),
    slug: { kind: "text", label: "admin.field.slug", mode: "readOnly" },
    description: {
      kind: "textarea",
      label: "admin.field.description",
      maxLength: 5000,
      searchable: true,
      translatable: true,
      widget: { rows: 3, fullWidth: true },
    },
    category: {
      kind: "select",
      label: "admin.field.category",
      required: true,
      options: RESOURCE_CATEGORY_OPTIONS,
      list: { render: "badge" },
      filterable: true,
      sortable: true,
    },
    age_group: {
      kind: "text",
      label: "admin.field.ageGroup",
      required: true,
      maxLength: 50,
      list: { hideOnMobile: true },
      widget: { placeholder: "admin.placeholder.ageGroup" },
    },
    organization_name: {
      kind: "text",
      label: "admin.field.organizationName",
      maxLength: 200,
      searchable: true,
      translatable: true,
      list: { hideOnMobile: true },
    },
    file_type: {
      kind: "select",
      label: "admin.field.fileType",
      options: RESOURCE_FILE_TYPE_OPTIONS,
      default: "PDF",
      list: { render: "badge", hideOnMobile: true },
      filterable: true,
    },
    file_url: { kind: "url", label: "admin.field.fileUrl", maxLength: 2000 },
    pages: { kind: "number", label: "admin.field.pages", integer: true, min: 0, max: 100000 },
    tags: { kind: "tags", label: "admin.field.tags", widget: { placeholder: "admin.placeholder.tags" } },
    download_count: { kind: "number", label: "admin.field.downloads", mode: "readOnly", list: { render: "number", hideOnMobile: true }, sortable: true },
    is_active: { kind: "boolean", label: "admin.field.active", default: true, list: { render: "boolean" }, filterable: true, widget: { control: "switch" } },
    source_submission_id: { kind: "number", label: "admin.field.sourceSubmission", mode: "server" },
    created_by: { kind: "number", label: "admin.field.createdBy", mode: "creator" },
    created_at: { kind: "datetime", label: "admin.field.createdAt", mode: "readOnly", list: { render: "date", hideOnMobile: true }, sortable: true },
  },
  compute: (values) => (typeof values.title === "string" ? { slug: slugify(values.title) || "resource" } : {}),
  actions: [
    { key: "edit", kind: "edit" },
    { key: "toggle", kind: "toggle", column: "is_active" },
    { key: "delete", kind: "delete", confirm: "admin.resources.confirmDelete" },
  ],
  bulkActions: [...activeBulkActions(), deleteBulkAction()],
  emptyState: { title: "admin.resources.empty", filtered: "admin.common.noMatches" },
  errors: {
    notSignedIn: { delete: "admin.resources.loginToDelete" },
    notFound: { delete: "admin.resources.nothingDeleted" },
  },
  toasts: {
    created: "admin.resources.created",
    updated: "admin.resources.updated",
    deleted: "admin.resources.deleted",
    activated: "admin.resources.activated",
    deactivated: "admin.resources.deactivated",
  },
});
