/** The typed tRPC client. Only the router's TYPE comes from the server: no server code ships to phones. */
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink } from "@trpc/react-query";
import { QueryClient } from "@tanstack/react-query";
import type { AppRouter } from "../server/routers";
import { getLocale, m } from "../admin-modules/domain/i18n";

export const trpc = createTRPCReact<AppRouter>();

/**
 * The cache of server answers. The browser keeps one for the visit; the server renderer makes one per
 * request and sends it with the page (src/entry-server.tsx), so the browser starts with the same answers.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** The browser's client: calls go to /trpc over HTTP. (The server renderer answers in-process instead.) */
export function createBrowserTrpcClient() {
  return trpc.createClient({
    // Calls made in the same tick share one HTTP request; the server caps a batch at 20 calls.
    // The server answers (errors, validation messages) in the page's language.
    links: [httpBatchLink({ url: "/trpc", maxItems: 20, headers: () => ({ "x-locale": getLocale() }) })],
  });
}

export type TrpcClient = ReturnType<typeof createBrowserTrpcClient>;

/** The same queries outside React: route loaders prefetch a page's data with it (links preload on intent). */
export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils({ queryClient, client });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;

/** The message to show for a failed call: the server's words, which never include internals. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") return error.message;
  return m["error.internal"]();
}
