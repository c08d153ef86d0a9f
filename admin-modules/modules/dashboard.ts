/** The dashboard (/admin): a custom screen served by adminWorkflows.dashboard. */
import { defineScreen } from "../registry";

export default defineScreen({
  key: "dashboard",
  customView: "dashboard",
  labels: { singular: "admin.dashboard.title", plural: "admin.dashboard.title" },
  icon: "LayoutDashboard",
  path: "",
  sidebar: { roles: ["super_admin", "organization"], order: 0 },
  access: { view: ["super_admin", "organization"] },
});
