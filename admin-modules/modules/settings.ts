/**
 * Settings (/admin/settings): profile editing for any admin-area user (auth.updateProfile) and, for
 * super admins, the site settings (its action editSite). Listed in the menu for super_admin only.
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
  // The site's settings (its texts, limits and mail switches: read and saved) are the super admin's.
  actions: [{ key: "editSite", label: "admin.screens.settings.saveSite", roles: ["super_admin"] }],
});
