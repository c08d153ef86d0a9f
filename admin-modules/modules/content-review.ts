/** The one review queue (/admin/content-review): a custom screen over everything waiting for review. */
import { defineScreen } from "../registry";

export default defineScreen({
  key: "content-review",
  customView: "content-review",
  labels: { singular: "admin.contentReview.title", plural: "admin.contentReview.title" },
  icon: "ClipboardCheck",
  path: "content-review",
  sidebar: { roles: ["super_admin"], order: 2 },
  access: { view: ["super_admin"] },
});
