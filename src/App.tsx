/** The app's providers around the router: the same tree is drawn by the server and hydrated by the browser. */
import { StrictMode, useEffect } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { AuthProvider } from "./auth/AuthContext";
import { type TrpcClient, trpc } from "./trpc";
import { ToastHost } from "./components/toasts/ToastHost";
import type { AppRouter } from "./router";

/**
 * Marks the page as hydrated (html[data-hydrated]): from then on its links and buttons are the app's.
 * Browser tests wait on it before using a server-drawn page's controls.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export function App({ router, queryClient, trpcClient }: { router: AppRouter; queryClient: QueryClient; trpcClient: TrpcClient }) {
  return (
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <RouterProvider router={router} />
            <ToastHost />
            <HydratedMark />
          </AuthProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>
  );
}
