import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { Toaster } from "sonner";
import { AuthProvider } from "./auth/AuthContext";
import { queryClient, trpc, trpcClient } from "./trpc";
import { router } from "./router";
import "./styles.css";
import { loadScriptFonts } from "./i18n-fonts";

loadScriptFonts();

// The server-rendered fallback (for pages that must work without JavaScript) gives way to the app.
document.getElementById("server-rendered")?.remove();

// On a phone a toast at the top would cover the header's menu button for its few seconds.
const toastPosition = window.matchMedia("(max-width: 767px)").matches ? "bottom-center" : "top-center";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
          <Toaster position={toastPosition} richColors closeButton />
        </AuthProvider>
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
