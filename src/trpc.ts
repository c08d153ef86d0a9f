/** The typed tRPC client. Only the router's TYPE comes from the server: no server code ships to phones. */
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink } from "@trpc/react-query";
import { QueryClient } from "@tanstack/react-query";
import type { AppRouter } from "../server/routers";
import { getLocale } from "../admin-modules/domain/i18n";

export const trpc = createTRPCReact<AppRouter>();

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

export const trpcClient = trpc.createClient({
  // Calls made in the same tick share one HTTP request; the server caps a batch at 20 calls.
  // The server answers (errors, validation messages) in the page's language.
  links: [httpBatchLink({ url: "/trpc", maxItems: 20, headers: () => ({ "x-locale": getLocale() }) })],
});

/** The same queries outside React: route loaders prefetch a page's data with it (links preload on intent). */
export const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });

/** The message to show for a failed call: the server's words, which never include internals. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") return error.message;
  return "Something went wrong. Please try again.";
}
