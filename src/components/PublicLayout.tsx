import { Outlet } from "@tanstack/react-router";
import { t } from "../../admin-modules/domain/messages";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ConsentBanner } from "./safety/ConsentBanner";

export function PublicLayout() {
  return (
    <div className="public-layout">
      <a href="#main" className="skip-link">{t("site.skipToContent")}</a>
      <Header />
      <ConsentBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
