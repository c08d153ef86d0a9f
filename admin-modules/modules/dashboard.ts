/** The dashboard (/admin): a custom screen (its figures come from the server's dashboard workflow). */
import { defineScreen } from "../registry";

export default defineScreen({
  key: "dashboard",
  customView: "dashboard",
  labels: { singular: "admin.dashboard.title", plural: "admin.dashboard.title" },
  icon: "LayoutDashboard",
  path: "",
  sidebar: { roles: ["super_admin", "organization"], order: 0 },
  access: { view: ["super_admin", "organization"] },
  // The "This site shows demo content" notice and its removal are the super admin's.
  actions: [
    { key: "removeDemo", label: "admin.demo.remove", roles: ["super_admin"] },
    // Pictures and narrations for the back office's forms (POST /api/uploads/image and /audio): staff.
    { key: "uploadFiles", label: "admin.upload.button", roles: ["super_admin", "organization"] },
  ],
});
