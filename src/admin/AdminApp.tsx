/** The back office, loaded only under /admin (a separate chunk that public pages never download). */
import { RoleGuard } from "../auth/RoleGuard";

export default function AdminApp() {
  return (
    <RoleGuard roles={["super_admin", "organization"]}>
      <section className="container page">
        <h1>Back office</h1>
      </section>
    </RoleGuard>
  );
}
