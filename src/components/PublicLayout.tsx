import { createContext, type ReactNode, useContext } from "react";
import { Outlet } from "@tanstack/react-router";
import { m } from "../../admin-modules/domain/i18n";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ConsentBanner } from "./safety/ConsentBanner";

/** True inside the public layout, so a page that must have the layout (404, Access Denied) adds it only once. */
const InsidePublicLayout = createContext(false);

/** Header, main and footer around the route's page (or around `children`). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <InsidePublicLayout.Provider value={true}>
      <div className="public-layout">
        <a href="#main" className="skip-link">
          {m["site.skipToContent"]()}
        </a>
        <Header />
        <ConsentBanner />
        <main id="main" tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
        <Footer />
      </div>
    </InsidePublicLayout.Provider>
  );
}

/**
 * A page that is drawn outside the route tree's layout (the router's not-found page, the back office's
 * Access Denied) still gets the header, footer and helplines; inside the layout it adds nothing.
 */
export function WithPublicLayout({ children }: { children: ReactNode }) {
  return useContext(InsidePublicLayout) ? children : <PublicLayout>{children}</PublicLayout>;
}
