import { Outlet } from "@tanstack/react-router";
import { t } from "../../admin-modules/domain/messages";
import { Footer } from "./Footer";
import { Header } from "./Header";

export function PublicLayout() {
  return (
    <div className="public-layout">
      <a href="#main" className="skip-link">
        {t("site.skipToContent")}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
