import { createRoot, hydrateRoot } from "react-dom/client";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { App } from "./App";
import { createBrowserTrpcClient, createQueryClient, createTrpcUtils } from "./trpc";
import { createAppRouter, whileResolvingServerPage } from "./router";
import type { PageAnswer } from "./lib/page-view";
import "./styles.css";
// This language's script font (Noto Sans Sinhala or Tamil; nothing in English), in the entry's stylesheet: vite.config.ts.
import "virtual:script-fonts";

// Data saver is decided by the server (Save-Data, or the footer's switch) and written on <html>.
const saver = document.documentElement.hasAttribute("data-saver");
const queryClient = createQueryClient();
const trpcClient = createBrowserTrpcClient();
const router = createAppRouter({ trpc: createTrpcUtils(queryClient, trpcClient), saver });
// A form the server judged (or a refused request): drawn again with it, as the server drew the page.
const answer = JSON.parse(document.getElementById("page-answer")?.textContent || "{}") as PageAnswer;

// The answers the server drew the page with: hydration reuses them instead of asking again. They are as
// fresh as the page (a kept page is drawn again after any write), so they count as read now, by this
// device's clock: a page kept for an hour, or a phone whose clock is off, does not ask again at once.
const queryState = document.getElementById("query-state");
if (queryState?.textContent) {
  const state = JSON.parse(queryState.textContent) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state);
}

// The server's fallback for pages that must work without JavaScript (when it could not draw the app)
// gives way to the app once the app has drawn its first page.
const unsubscribe = router.subscribe("onRendered", () => {
  document.getElementById("server-rendered")?.remove();
  unsubscribe();
});

const root = document.getElementById("root")!;
const app = <App router={router} queryClient={queryClient} trpcClient={trpcClient} answer={answer} saver={saver} />;
if (root.hasChildNodes()) {
  // A page the server drew: the router first resolves the same route (its lazy page chunk, which the HTML
  // already preloads), and is marked as hydrating a server render (what the library's own hydrate() sets),
  // so it draws the same tree, without Suspense fallbacks, as the server did.
  void whileResolvingServerPage(() => router.load()).then(() => {
    router.ssr = { manifest: undefined };
    hydrateRoot(root, app);
  });
} else {
  // The back office (and any page the server did not draw) is drawn in the browser only.
  createRoot(root).render(app);
}
