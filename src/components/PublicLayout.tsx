import { createContext, lazy, type ReactNode, Suspense, useContext } from "react";
import { Outlet, useLocation } from "@tanstack/react-router";
import { m } from "../../admin-modules/domain/i18n";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ConsentBanner } from "./safety/ConsentBanner";
import { OfflineBanner } from "../offline/OfflineBanner";
import { worksOffline } from "../offline/works-offline";
import { useOnlineStatus } from "../offline/useOnlineStatus";
import { useLessonSync } from "../offline/lesson-sync";
import { OfflinePage } from "../offline/lazy-offline-pages";
import { useAppRunning } from "../lib/page-address";

/**
 * The service worker's registration and its "new version" prompt: fetched once the page is the app's (it
 * registers after the load event anyway), so its code is not part of any page's first download.
 */
const AppUpdatePrompt = lazy(() => import("../offline/AppUpdatePrompt").then((module) => ({ default: module.AppUpdatePrompt })));

/** True inside the public layout, so a page that must have the layout (404, Access Denied) adds it only once. */
const InsidePublicLayout = createContext(false);

/**
 * Header, main and footer around the route's page (or around `children`). Without a connection a page
 * that is not kept on the device gives way to the offline page.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const online = useOnlineStatus();
  const location = useLocation();
  useLessonSync();
  const running = useAppRunning();
  const page = children ?? <Outlet />;
  return (
    <InsidePublicLayout.Provider value={true}>
      <div className="public-layout">
        <a href="#main" className="skip-link">
          {m["site.skipToContent"]()}
        </a>
        <Header />
        <ConsentBanner />
        {!online && <OfflineBanner />}
        {running && (
          <Suspense fallback={null}>
            <AppUpdatePrompt />
          </Suspense>
        )}
        <main id="main" tabIndex={-1}>
          {online || worksOffline(location.pathname, location.search) ? page : <OfflinePage />}
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
