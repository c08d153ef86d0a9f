import { Outlet } from "@tanstack/react-router";
import { m } from "../../admin-modules/domain/i18n";
import { Footer } from "./Footer";
import { Header } from "./Header";

export function PublicLayout() {
  return (
    <div className="public-layout">
      <a href="#main" className="skip-link">{m["site.skipToContent"]()}</a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
