import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { App } from "./App";
import { queryClient, trpcClient } from "./trpc";
import { createAppRouter } from "./router";
import "./styles.css";
import { loadScriptFonts } from "./i18n-fonts";

loadScriptFonts();

// The server's fallback for pages that must work without JavaScript (when it could not draw the app) gives way to the app.
document.getElementById("server-rendered")?.remove();

// The answers the server drew the page with: hydration reuses them instead of asking again.
const queryState = document.getElementById("query-state");
if (queryState?.textContent) hydrate(queryClient, JSON.parse(queryState.textContent) as DehydratedState);

const router = createAppRouter();
const root = document.getElementById("root")!;
const app = <App router={router} queryClient={queryClient} trpcClient={trpcClient} />;
if (root.hasChildNodes()) {
  // A page the server drew: the router first resolves the same route, and is marked as hydrating a server
  // render (what the library's own hydrate() sets), so it draws the same boundaries as the server did.
  void router.load().then(() => {
    router.ssr = { manifest: undefined };
    hydrateRoot(root, app);
  });
} else {
  // The back office (and any page the server did not draw) is drawn in the browser only.
  createRoot(root).render(app);
}

// Toasts have their own root: their position depends on the screen, which the server cannot know.
// On a phone a toast at the top would cover the header's menu button for its few seconds.
const toastPosition = window.matchMedia("(max-width: 767px)").matches ? "bottom-center" : "top-center";
const toasts = document.body.appendChild(document.createElement("div"));
createRoot(toasts).render(<Toaster position={toastPosition} richColors closeButton />);
