/**
 * Every route of the app. Public pages are in the main bundle (small, and a child on slow data should
 * not wait for a second download); the back office is a lazy chunk loaded only under /admin.
 */
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Outlet, type RouterHistory } from "@tanstack/react-router";
import { PublicLayout } from "./components/PublicLayout";
import { NotFoundPage } from "./pages/NotFoundPage";
import { HomePage } from "./pages/home/HomePage";
import { AuthPage } from "./pages/AuthPage";
import { SetupPage } from "./pages/SetupPage";
import { ResourcesPage } from "./pages/resources/ResourcesPage";
import { ResourceDetailPage } from "./pages/resources/ResourceDetailPage";
import { validateResourcesSearch } from "./pages/resources/search";
import { LearningPage, learningTab, type LearningTab } from "./pages/learning/LearningPage";
import { CourseDetailPage } from "./pages/learning/CourseDetailPage";
import { MediaPage } from "./pages/media/MediaPage";
import { validateMediaSearch } from "./pages/media/search";
import { MediaDetailPage } from "./pages/media/MediaDetailPage";
import { MediaSubmitPage } from "./pages/media/MediaSubmitPage";
import { EventsPage } from "./pages/events/EventsPage";
import { EventDetailPage } from "./pages/events/EventDetailPage";
import { EventSubmitPage } from "./pages/events/EventSubmitPage";
import { validateEventsSearch } from "./pages/events/search";
import { EmergencyPage } from "./pages/emergency/EmergencyPage";
import { AboutPage } from "./pages/static/AboutPage";
import { ValuesPage } from "./pages/static/ValuesPage";
import { FaqPage } from "./pages/static/FaqPage";
import { ContactPage } from "./pages/static/ContactPage";
import { PrivacyPage } from "./pages/static/PrivacyPage";
import { TermsPage } from "./pages/static/TermsPage";
import { SafeguardingPage } from "./pages/static/SafeguardingPage";
import { deLocalizeUrl, localizeUrl } from "../admin-modules/domain/i18n";
import { AccountPage } from "./pages/account/AccountPage";
import { ForgotPasswordPage } from "./pages/account/ForgotPasswordPage";
import { ResetPasswordPage } from "./pages/account/ResetPasswordPage";

const rootRoute = createRootRoute({ component: Outlet });

const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: "public",
  component: PublicLayout,
  notFoundComponent: NotFoundPage,
});

// Pages that read a ?token= or ?redirect= declare it, so links to them are typed.
const optionalString = (value: unknown) => (typeof value === "string" ? value : undefined);

const publicRoutes = [
  createRoute({ getParentRoute: () => publicLayout, path: "/", component: HomePage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/resources", component: ResourcesPage, validateSearch: validateResourcesSearch }),
  createRoute({ getParentRoute: () => publicLayout, path: "/resources/$resourceSlug", component: ResourceDetailPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/learning", component: LearningPage, validateSearch: (s: Record<string, unknown>): { tab?: LearningTab } => ({ tab: learningTab(s.tab) }) }),
  createRoute({ getParentRoute: () => publicLayout, path: "/learning/$courseSlug", component: CourseDetailPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/media", component: MediaPage, validateSearch: validateMediaSearch }),
  createRoute({ getParentRoute: () => publicLayout, path: "/media/submit", component: MediaSubmitPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/media/$mediaSlug", component: MediaDetailPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/events", component: EventsPage, validateSearch: validateEventsSearch }),
  createRoute({ getParentRoute: () => publicLayout, path: "/events/submit", component: EventSubmitPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/events/$eventSlug", component: EventDetailPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/emergency", component: EmergencyPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/about-us", component: AboutPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/our-values", component: ValuesPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/faq", component: FaqPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/contact-us", component: ContactPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/privacy-policy", component: PrivacyPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/terms-of-use", component: TermsPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/child-safeguarding-statement", component: SafeguardingPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/account", component: AccountPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/forgot-password", component: ForgotPasswordPage }),
  createRoute({ getParentRoute: () => publicLayout, path: "/auth", component: AuthPage, validateSearch: (s: Record<string, unknown>): { redirect?: string } => ({ redirect: optionalString(s.redirect) }) }),
  createRoute({ getParentRoute: () => publicLayout, path: "/setup", component: SetupPage, validateSearch: (s: Record<string, unknown>): { token?: string } => ({ token: optionalString(s.token) }) }),
  createRoute({ getParentRoute: () => publicLayout, path: "/reset-password", component: ResetPasswordPage, validateSearch: (s: Record<string, unknown>): { token?: string } => ({ token: optionalString(s.token) }) }),
] as const;

function NothingOnTheServer() {
  return <></>;
}
// The server renderer never draws the back office (the server sends /admin as an empty shell), and its
// build must not even contain it: import.meta.env.SSR is a build-time constant, so that branch is dropped.
const AdminApp = lazyRouteComponent(() => (import.meta.env.SSR ? Promise.resolve({ default: NothingOnTheServer }) : import("./admin/AdminApp")));
const adminRoute = createRoute({ getParentRoute: () => rootRoute, path: "/admin", component: AdminApp });
const adminChildRoute = createRoute({ getParentRoute: () => rootRoute, path: "/admin/$", component: AdminApp });

const routeTree = rootRoute.addChildren([publicLayout.addChildren([...publicRoutes]), adminRoute, adminChildRoute]);

/**
 * A router for one page view. The browser makes one for the whole visit; the server makes one per request,
 * with a memory history at the requested address (src/entry-server.tsx). The server's router leaves out
 * the scroll-restoring inline script the library would add: the CSP allows no inline script, and a
 * refused script would stay in the page and break hydration. (The browser keeps scroll restoration.)
 */
export function createAppRouter(options: { history?: RouterHistory; server?: boolean } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: !options.server,
    defaultPreload: false,
    // Sinhala and Tamil pages live under /si and /ta: the routes are written without the prefix, and every
    // link the router makes gets the page's language back (Paraglide's URL patterns).
    rewrite: {
      input: ({ url }) => deLocalizeUrl(url),
      output: ({ url }) => localizeUrl(url),
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
