/**
 * Settings (/admin/settings): profile editing for any admin-area user (auth.updateProfile) and, for
 * super admins, the site settings (adminWorkflows.updateSiteSettings). Listed in the menu for super_admin only.
 */
import { defineScreen } from "../registry";

export default defineScreen({
  key: "settings",
  customView: "settings",
  labels: { singular: "admin.settings.title", plural: "admin.settings.title" },
  icon: "Settings",
  path: "settings",
  sidebar: { roles: ["super_admin"], order: 13 },
  access: { view: ["super_admin", "organization"] },
});
