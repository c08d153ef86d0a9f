/**
 * Users (super_admin only): profiles with their effective role, newest first. Read through the
 * admin_users view (migration 0002). Role switching and editing name/e-mail/organization are workflow
 * actions (server/routers/admin-workflows.ts) because they touch users, profiles and user_roles together.
 */
import { defineModule, type Text } from "../registry";
import { ROLES } from "../domain/vocabulary";

const SA = ["super_admin"] as const;

export default defineModule({
  key: "users",
  labels: { singular: "admin.users.singular", plural: "admin.users.plural" },
  icon: "Users",
  path: "users",
  sidebar: { roles: SA, order: 1 },
  access: { list: SA },
  table: "profiles",
  listFrom: "admin_users",
  primaryKey: "user_id",
  defaultSort: [{ column: "created_at", direction: "desc" }],
  fields: {
    full_name: { kind: "text", label: "admin.field.fullName", required: true, maxLength: 200, list: { with: ["email"] }, searchable: true, sortable: true },
    email: { kind: "email", label: "admin.field.email", required: true, searchable: true, sortable: true },
    organization_name: { kind: "text", label: "admin.field.organizationName", maxLength: 200, list: { hideOnMobile: true }, searchable: true, sortable: true },
    phone: { kind: "text", label: "admin.field.phone", mode: "readOnly" },
    role: {
      kind: "select",
      label: "admin.field.role",
      options: ROLES.map((r) => ({ value: r, label: `admin.role.${r}` as Text })),
      mode: "computed",
      list: { render: "badge" },
      filterable: true,
      emptyFilter: { value: "none", label: "admin.role.none" },
    },
    created_at: { kind: "datetime", label: "admin.field.createdAt", mode: "readOnly", list: { render: "date", hideOnMobile: true }, sortable: true },
  },
  actions: [
    {
      key: "editUser",
      kind: "workflow",
      roles: SA,
      label: "admin.users.edit",
      icon: "Pencil",
      toast: "admin.users.detailsUpdated",
    },
    {
      key: "setRole",
      kind: "workflow",
      roles: SA,
      label: "admin.users.changeRole",
      icon: "Shield",
      toast: "admin.users.roleUpdated",
    },
  ],
  emptyState: { title: "admin.users.empty", filtered: "admin.users.empty" },
  toasts: {},
});
