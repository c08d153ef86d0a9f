/**
 * The server renderer: draws a public page as HTML with its content, for the first paint and for readers
 * without JavaScript. Built for Node by Vite (`vite.config.ts`, environment "ssr", into dist/server-entry)
 * and loaded by server/app.ts; the browser then hydrates the same tree (src/main.tsx).
 *
 * How a page gets its data: the pages ask for it with tRPC's useQuery, which on the server only records
 * the question in the query cache. So the page is drawn, the questions it recorded are answered in-process
 * (the `link` calls the tRPC router directly, no HTTP), and the page is drawn again with the answers, until
 * it asks nothing new. The answers go into the page as a dehydrated query cache, so hydration asks again
 * for nothing. The questions are answered with the visitor's own session (the request's cookie), as /trpc
 * would answer them, so a signed-in visitor's page (header, course progress, likes) is right from the
 * first paint and nothing needs correcting after hydration.
 */
import type { AsyncLocalStorage } from "node:async_hooks";
import { renderToString } from "react-dom/server";
import { dehydrate, type Query } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import type { TRPCLink } from "@trpc/client";
import type { AppRouter as ServerRouter } from "../server/routers";
import { overwriteServerAsyncLocalStorage } from "../admin-modules/domain/paraglide/runtime.js";
import { App } from "./App";
import { createAppRouter } from "./router";
import { createQueryClient, createTrpcUtils, trpc } from "./trpc";
import type { RenderedPage } from "../server/http/page-renderer";

/**
 * This bundle has its own copy of Paraglide's runtime: it must read the language from the server's
 * per-request store (server/http/locale.ts), so every message it draws speaks the request's language.
 */
export function useLocaleStorage(storage: AsyncLocalStorage<unknown>): void {
  overwriteServerAsyncLocalStorage(storage as never);
}

/** Enough passes for a page whose second question depends on its first answer. */
const MAX_PASSES = 4;
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

export async function renderPage(input: { url: string; link: TRPCLink<ServerRouter> }): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  // One attempt per question on the server: a refusal is left for the browser to ask (and show).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const trpcClient = trpc.createClient({ links: [input.link] });
  const router = createAppRouter({
    trpc: createTrpcUtils(queryClient, trpcClient),
    history: createMemoryHistory({ initialEntries: [input.url] }),
    server: true,
  });
  // Resolves the matched routes: their lazy page chunks (so the HTML holds the page, not a Suspense
  // fallback) and their loaders, which start the page's questions.
  await router.load();

  const app = <App router={router} queryClient={queryClient} trpcClient={trpcClient} />;
  const asked = new Set<string>();
  // The loaders' questions are answered before the first drawing, which then rarely asks anything new.
  const started = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.fetchStatus === "fetching");
  for (const q of started) asked.add(q.queryHash);
  await Promise.all(started.map((q) => q.fetch().catch(() => undefined)));
  let appHtml = renderToString(app);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const open = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === "pending" && !asked.has(q.queryHash) && isEnabled(q));
    if (open.length === 0) break;
    for (const q of open) asked.add(q.queryHash);
    await Promise.all(open.map((q) => q.fetch().catch(() => undefined)));
    // A refused question is drawn as "still loading", exactly as the browser first draws it before asking.
    for (const q of queryClient.getQueryCache().getAll()) if (q.state.status === "error") q.reset();
    appHtml = renderToString(app);
  }

  // React 19 puts the preloads it makes (the header's logo) before the app's markup; inside #root they would not
  // match the tree the browser hydrates, so they move to the <head>, where they belong anyway. React 18, which the
  // app uses (README, Decisions), makes none: this finds nothing until React 19 comes back.
  const hints = /^(?:<link [^>]*>)+/.exec(appHtml)?.[0] ?? "";
  const state = dehydrate(queryClient);
  return {
    headHtml: hints,
    appHtml: appHtml.slice(hints.length),
    queryStateJson: JSON.stringify(state).replace(/</g, "\\u003c"),
  };
}
