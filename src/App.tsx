/** The app's providers around the router: the same tree is drawn by the server and hydrated by the browser. */
import { StrictMode, useEffect, useState } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { AuthProvider } from "./auth/AuthContext";
import { type TrpcClient, trpc } from "./trpc";
import { ToastHost } from "./components/toasts/ToastHost";
import { type DrawMarks, type PageAnswer, PageViewContext } from "./lib/page-view";
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

interface Props {
  router: AppRouter;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** The server's answer this page view was drawn with (src/lib/page-view.tsx). */
  answer?: PageAnswer;
  saver?: boolean;
  marks?: DrawMarks;
}

export function App({ router, queryClient, trpcClient, answer: drawnWith = {}, saver = false, marks }: Props) {
  // The answer belongs to the address it was drawn at: the next page the visitor opens starts afresh.
  const [answer, setAnswer] = useState(drawnWith);
  useEffect(() => router.subscribe("onBeforeNavigate", () => setAnswer({})), [router]);
  return (
    <StrictMode>
      <PageViewContext.Provider value={{ answer, saver, marks }}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <RouterProvider router={router} />
              <ToastHost />
              <HydratedMark />
            </AuthProvider>
          </QueryClientProvider>
        </trpc.Provider>
      </PageViewContext.Provider>
    </StrictMode>
  );
}
