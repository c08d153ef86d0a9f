/**
 * Every route of the app. Each page is its own lazy chunk, so a first visit downloads the shell and the
 * one page it opens (the server names that page's chunk in the HTML, preloaded after the first paint). Links preload
 * on intent (hover, touch, focus): the page's chunk and, through the route's loader, its data, which
 * the page's own query then finds in the cache. Loaders do not wait for the data, so a navigation never
 * waits on the network: the page shows its own loading state as before.
 */
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, Outlet, type RouterHistory, useRouterState } from "@tanstack/react-router";
import { QuickExit } from "./components/safety/QuickExit";
import { sriLankaDate } from "../admin-modules/domain/time";
import { PublicLayout } from "./components/PublicLayout";
import { NotFoundPage, RefusedPage, useRefused } from "./pages/NotFoundPage";
import { validateResourcesSearch } from "./pages/resources/search";
import { validateLearningSearch } from "./pages/learning/search";
import { validateMediaSearch } from "./pages/media/search";
import { validateEventsSearch } from "./pages/events/search";
import type { TrpcUtils } from "./trpc";
import { SESSION_STALE_MS } from "./auth/AuthContext";
import { SETTINGS_STALE_MS } from "./lib/useSiteSettings";
import { deLocalizeUrl, localizeUrl } from "../admin-modules/domain/i18n";

/**
 * Every page but the back office offers "Leave quickly" (also the not-found page, drawn outside the layout).
 * A request the server refused at this address (a method it does not take, a cross-site post) is drawn as
 * the site's page saying so, whatever the address. Only by the server: such a page is sent without the
 * app's script (it holds nothing but links), so the browser's bundle leaves it out (import.meta.env.SSR is
 * a build-time constant).
 */
function Root() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A constant per build: the browser's bundle keeps neither the hook nor the page.
  // biome-ignore lint/correctness/useHookAtTopLevel: import.meta.env.SSR is a build-time constant, so each build calls it always or never
  const refused = import.meta.env.SSR ? useRefused() : undefined;
  return (
    <>
      {refused ? <RefusedPage code={refused} /> : <Outlet />}
      {!pathname.startsWith("/admin") && <QuickExit />}
    </>
  );
}

/**
 * What every loader gets: the tRPC query helpers of this page view's query cache. The browser has one for
 * the visit; the server renderer makes one per request (src/entry-server.tsx), so loaders never share data
 * between visitors.
 */
export interface RouterContext {
  trpc: TrpcUtils;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Root });

/**
 * While the browser resolves the page the server drew (before hydrating it), loaders ask nothing: the
 * server's answers are in the cache already, and asking again for one it answered "not found" would make the
 * page draw "loading" instead of what the server drew. A page's own queries still ask for anything missing.
 */
let resolvingServerPage = false;
export async function whileResolvingServerPage<T>(load: () => Promise<T>): Promise<T> {
  resolvingServerPage = true;
  try {
    return await load();
  } finally {
    resolvingServerPage = false;
  }
}

/** Starts loading data without waiting for it; a failure is the page's to show when it asks again. */
const prefetch = (load: () => Promise<unknown>) => {
  if (!resolvingServerPage) void load().catch(() => undefined);
};

/** After an urgent submission sent without the script (?done=urgent) the page shows the helplines (issue #29), fetched with it. */
const helplinesAfterUrgent = {
  loaderDeps: ({ search }: { search: Record<string, unknown> }) => ({ urgent: search.done === "urgent" }),
  loader: ({ context: { trpc }, deps }: { context: RouterContext; deps: { urgent: boolean } }) =>
    deps.urgent ? prefetch(() => trpc.public.emergency.list.prefetch()) : undefined,
};

const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: "public",
  component: PublicLayout,
  notFoundComponent: NotFoundPage,
  // The session and the settings every page shows are asked for in the same tick as the page's own data
  // (its loader), so the three share one batched request instead of following the lazy page chunk.
  loader: ({ context: { trpc } }) => {
    prefetch(() => trpc.auth.session.prefetch(undefined, { staleTime: SESSION_STALE_MS, retry: false }));
    prefetch(() => trpc.public.settings.prefetch(undefined, { staleTime: SETTINGS_STALE_MS }));
  },
});

// Pages that read a ?token= or ?redirect= declare it, so links to them are typed.
const optionalString = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Events pages ask for this many at first (EventsPage's PAGE). */
const EVENTS_FIRST_PAGE = 12;

const page = {
  home: lazyRouteComponent(() => import("./pages/home/HomePage"), "HomePage"),
  resources: lazyRouteComponent(() => import("./pages/resources/ResourcesPage"), "ResourcesPage"),
  resource: lazyRouteComponent(() => import("./pages/resources/ResourceDetailPage"), "ResourceDetailPage"),
  learning: lazyRouteComponent(() => import("./pages/learning/LearningPage"), "LearningPage"),
  course: lazyRouteComponent(() => import("./pages/learning/CourseDetailPage"), "CourseDetailPage"),
  lesson: lazyRouteComponent(() => import("./pages/learning/LessonPage"), "LessonPage"),
  certificate: lazyRouteComponent(() => import("./pages/learning/CertificatePage"), "CertificatePage"),
  media: lazyRouteComponent(() => import("./pages/media/MediaPage"), "MediaPage"),
  mediaSubmit: lazyRouteComponent(() => import("./pages/media/MediaSubmitPage"), "MediaSubmitPage"),
  mediaItem: lazyRouteComponent(() => import("./pages/media/MediaDetailPage"), "MediaDetailPage"),
  events: lazyRouteComponent(() => import("./pages/events/EventsPage"), "EventsPage"),
  eventSubmit: lazyRouteComponent(() => import("./pages/events/EventSubmitPage"), "EventSubmitPage"),
  event: lazyRouteComponent(() => import("./pages/events/EventDetailPage"), "EventDetailPage"),
  emergency: lazyRouteComponent(() => import("./pages/emergency/EmergencyPage"), "EmergencyPage"),
  about: lazyRouteComponent(() => import("./pages/static/AboutPage"), "AboutPage"),
  values: lazyRouteComponent(() => import("./pages/static/ValuesPage"), "ValuesPage"),
  faq: lazyRouteComponent(() => import("./pages/static/FaqPage"), "FaqPage"),
  contact: lazyRouteComponent(() => import("./pages/static/ContactPage"), "ContactPage"),
  privacy: lazyRouteComponent(() => import("./pages/static/PrivacyPage"), "PrivacyPage"),
  terms: lazyRouteComponent(() => import("./pages/static/TermsPage"), "TermsPage"),
  safeguarding: lazyRouteComponent(() => import("./pages/static/SafeguardingPage"), "SafeguardingPage"),
  account: lazyRouteComponent(() => import("./pages/account/AccountPage"), "AccountPage"),
  forgotPassword: lazyRouteComponent(() => import("./pages/account/ForgotPasswordPage"), "ForgotPasswordPage"),
  auth: lazyRouteComponent(() => import("./pages/AuthPage"), "AuthPage"),
  setup: lazyRouteComponent(() => import("./pages/SetupPage"), "SetupPage"),
  resetPassword: lazyRouteComponent(() => import("./pages/account/ResetPasswordPage"), "ResetPasswordPage"),
  verifyEmail: lazyRouteComponent(() => import("./pages/account/VerifyEmailPage"), "VerifyEmailPage"),
};

const publicRoutes = [
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/",
    component: page.home,
    loader: ({ context: { trpc } }) => prefetch(() => trpc.public.home.prefetch()),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/resources",
    component: page.resources,
    validateSearch: validateResourcesSearch,
    loaderDeps: ({ search }) => ({ q: search.q, category: search.category, language: search.language }),
    loader: ({ context: { trpc }, deps }) =>
      prefetch(() => trpc.public.resources.list.prefetch({ q: deps.q, category: deps.category ?? "all", language: deps.language })),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/resources/$resourceSlug",
    component: page.resource,
    loader: ({ context: { trpc }, params }) => prefetch(() => trpc.public.resources.get.prefetch({ slug: params.resourceSlug })),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/learning",
    component: page.learning,
    validateSearch: validateLearningSearch,
    // The page asks with the language only on the All Courses tab (pages/learning/LearningPage.tsx).
    loaderDeps: ({ search }) => ({ language: (search.tab ?? "all") === "all" ? search.language : undefined }),
    loader: ({ context: { trpc }, deps }) => prefetch(() => trpc.public.learning.list.prefetch(deps.language ? { language: deps.language } : undefined)),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/learning/$courseSlug",
    component: page.course,
    loader: ({ context: { trpc }, params }) => prefetch(() => trpc.public.learning.detail.prefetch({ slug: params.courseSlug })),
  }),
  // One lesson reads its course's query (pages/learning/LessonPage.tsx).
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/learning/$courseSlug/lessons/$lessonNumber",
    component: page.lesson,
    loader: ({ context: { trpc }, params }) => prefetch(() => trpc.public.learning.detail.prefetch({ slug: params.courseSlug })),
  }),
  // A mastered course's certificate: the caller's own, asked for by the page once the session is known.
  createRoute({ getParentRoute: () => publicLayout, path: "/learning/$courseSlug/certificate", component: page.certificate }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/media",
    component: page.media,
    validateSearch: validateMediaSearch,
    loaderDeps: ({ search }) => ({ type: search.type, language: search.language }),
    loader: ({ context: { trpc }, deps }) =>
      prefetch(() => trpc.public.media.list.prefetchInfinite({ type: deps.type, language: deps.language }, { initialCursor: 1 })),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/media/submit",
    component: page.mediaSubmit,
    ...helplinesAfterUrgent,
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/media/$mediaSlug",
    component: page.mediaItem,
    loader: ({ context: { trpc }, params }) => prefetch(() => trpc.public.media.detail.prefetch({ slug: params.mediaSlug })),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/events",
    component: page.events,
    validateSearch: validateEventsSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context: { trpc }, deps }) => {
      const calendar = deps.view === "calendar";
      const input = {
        category: deps.category ?? "all",
        district: deps.district,
        when: deps.when ?? "upcoming",
        month: calendar ? (deps.month ?? sriLankaDate().slice(0, 7)) : undefined,
        limit: EVENTS_FIRST_PAGE,
        language: deps.language,
      };
      prefetch(() => trpc.public.events.list.prefetch(input));
    },
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/events/submit",
    component: page.eventSubmit,
    ...helplinesAfterUrgent,
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/events/$eventSlug",
    component: page.event,
    loader: ({ context: { trpc }, params }) => prefetch(() => trpc.public.events.detail.prefetch({ slug: params.eventSlug })),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/emergency",
    component: page.emergency,
    loader: ({ context: { trpc } }) => prefetch(() => trpc.public.emergency.list.prefetch()),
  }),
  createRoute({ getParentRoute: () => publicLayout, path: "/about-us", component: page.about }),
  createRoute({ getParentRoute: () => publicLayout, path: "/our-values", component: page.values }),
  createRoute({ getParentRoute: () => publicLayout, path: "/faq", component: page.faq }),
  createRoute({ getParentRoute: () => publicLayout, path: "/contact-us", component: page.contact }),
  createRoute({ getParentRoute: () => publicLayout, path: "/privacy-policy", component: page.privacy }),
  createRoute({ getParentRoute: () => publicLayout, path: "/terms-of-use", component: page.terms }),
  createRoute({ getParentRoute: () => publicLayout, path: "/child-safeguarding-statement", component: page.safeguarding }),
  createRoute({ getParentRoute: () => publicLayout, path: "/account", component: page.account }),
  createRoute({ getParentRoute: () => publicLayout, path: "/forgot-password", component: page.forgotPassword }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/auth",
    component: page.auth,
    // The tab is in the address (a link works before the script has run): /auth?tab=sign-up.
    validateSearch: (s: Record<string, unknown>): { redirect?: string; tab?: "sign-up" } => ({
      redirect: optionalString(s.redirect),
      tab: s.tab === "sign-up" ? "sign-up" : undefined,
    }),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/setup",
    component: page.setup,
    validateSearch: (s: Record<string, unknown>): { token?: string } => ({ token: optionalString(s.token) }),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/reset-password",
    component: page.resetPassword,
    validateSearch: (s: Record<string, unknown>): { token?: string } => ({ token: optionalString(s.token) }),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/verify-email",
    component: page.verifyEmail,
    validateSearch: (s: Record<string, unknown>): { token?: string } => ({ token: optionalString(s.token) }),
  }),
  // The parent's page (opened from an e-mail by adults) uses the back office's confirm dialog: its own chunk.
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/parent",
    component: lazyRouteComponent(() => import("./pages/account/ParentPage"), "ParentPage"),
    validateSearch: (s: Record<string, unknown>): { token?: string } => ({ token: optionalString(s.token) }),
  }),
  // Classes (issue 31): the teacher's pages and the child's join page, each its own chunk; personal, so the
  // server draws them per session and never keeps them for others.
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/teacher",
    component: lazyRouteComponent(() => import("./pages/classes/TeacherPage"), "TeacherPage"),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/teacher/classes/$classId",
    component: lazyRouteComponent(() => import("./pages/classes/TeacherClassPage"), "TeacherClassPage"),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/teacher/classes/$classId/sheet",
    component: lazyRouteComponent(() => import("./pages/classes/JoinSheetPage"), "JoinSheetPage"),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/join",
    component: lazyRouteComponent(() => import("./pages/classes/JoinPage"), "JoinPage"),
    validateSearch: (s: Record<string, unknown>): { code?: string } => ({ code: optionalString(s.code) }),
  }),
  // The child's data in words, to read or print (issue 29).
  createRoute({
    getParentRoute: () => publicLayout,
    path: "/parent/data",
    component: lazyRouteComponent(() => import("./pages/account/ParentDataPage"), "ParentDataPage"),
    validateSearch: (s: Record<string, unknown>): { token?: string } => ({ token: optionalString(s.token) }),
  }),
] as const;

function NothingOnTheServer(): React.ReactNode {
  return null;
}
// The server renderer never draws the back office (the server sends /admin as the bare shell), and its
// build must not even contain it: import.meta.env.SSR is a build-time constant, so that branch is dropped.
const AdminApp = lazyRouteComponent(() => (import.meta.env.SSR ? Promise.resolve({ default: NothingOnTheServer }) : import("./admin/AdminApp")));
const adminRoute = createRoute({ getParentRoute: () => rootRoute, path: "/admin", component: AdminApp });
const adminChildRoute = createRoute({ getParentRoute: () => rootRoute, path: "/admin/$", component: AdminApp });

const routeTree = rootRoute.addChildren([publicLayout.addChildren([...publicRoutes]), adminRoute, adminChildRoute]);

/**
 * A router for one page view. The browser makes one for the whole visit; the server makes one per request,
 * with a memory history at the requested address and its own query cache (src/entry-server.tsx). The
 * server's router leaves out the scroll-restoring inline script the library would add: the CSP allows no
 * inline script, and a refused script would stay in the page and break hydration.
 */
export function createAppRouter(options: { trpc: TrpcUtils; history?: RouterHistory; server?: boolean; saver?: boolean }) {
  return createRouter({
    routeTree,
    context: { trpc: options.trpc },
    history: options.history,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: !options.server,
    // Hover, touch or focus on a link starts loading its page's code and data; not in data saver, where
    // nothing is fetched before it is asked for.
    defaultPreload: options.saver ? false : "intent",
    // The data's freshness is react-query's business (staleTime); the router always runs the loader.
    defaultPreloadStaleTime: 0,
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
