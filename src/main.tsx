import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { AuthProvider } from "./auth/AuthContext";
import { queryClient, trpc, trpcClient } from "./trpc";
import { router } from "./router";
import { ToastHost } from "./components/toasts/ToastHost";
import "./styles.css";
import { loadScriptFonts } from "./i18n-fonts";

loadScriptFonts();

// The server-rendered fallback (for pages that must work without JavaScript) gives way to the app once
// the app has drawn its first page (pages are lazy chunks, so that can be a moment after start).
const unsubscribe = router.subscribe("onRendered", () => {
  document.getElementById("server-rendered")?.remove();
  unsubscribe();
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
          <ToastHost />
        </AuthProvider>
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
