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
import { TRPCClientError, type TRPCClientErrorLike } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { createMemoryHistory } from "@tanstack/react-router";
import type { TRPCLink } from "@trpc/client";
import type { AppRouter as ServerRouter } from "../server/routers";
import { overwriteServerAsyncLocalStorage } from "../admin-modules/domain/paraglide/runtime.js";
import { App } from "./App";
import { createAppRouter } from "./router";
import { createQueryClient, createTrpcUtils, trpc } from "./trpc";
import type { DrawMarks, PageAnswer } from "./lib/page-view";
import type { RenderedPage } from "../server/http/page-renderer";

/**
 * This bundle has its own copy of Paraglide's runtime: it must read the language from the server's
 * per-request store (server/http/locale.ts), so every message it draws speaks the request's language.
 */
export function useLocaleStorage(storage: AsyncLocalStorage<unknown>): void {
  overwriteServerAsyncLocalStorage(storage as never);
}

/**
 * The server's link (server/http/page-renderer.ts) makes its errors with the server bundle's own copy of
 * @trpc/client; this bundle's copy would wrap them and lose their `data` (the code the pages read, such as
 * NOT_FOUND). They are made again with this copy's class, whole.
 */
function errorsOfThisBundle(link: TRPCLink<ServerRouter>): TRPCLink<ServerRouter> {
  return (runtime) => {
    const next = link(runtime);
    return (call) =>
      observable((observer) =>
        next(call).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => {
            if (error instanceof TRPCClientError) return observer.error(error);
            const shape = (error as { shape?: unknown }).shape;
            observer.error(new TRPCClientError((error as Error).message, { result: shape ? { error: shape } : undefined, cause: error } as never));
          },
        }),
      );
  };
}

/** A question whose answer is "there is no such thing": drawn as such (and answered 404), not left to the browser. */
const isNotFound = (query: Query) => (query.state.error as TRPCClientErrorLike<ServerRouter> | null)?.data?.code === "NOT_FOUND";

/** JSON that is safe inside a <script type="application/json"> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** Enough passes for a page whose second question depends on its first answer. */
const MAX_PASSES = 4;
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

export async function renderPage(input: { url: string; link: TRPCLink<ServerRouter>; answer?: PageAnswer; saver?: boolean }): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  // One attempt per question on the server: a refusal is left for the browser to ask (and show).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const trpcClient = trpc.createClient({ links: [errorsOfThisBundle(input.link)] });
  const router = createAppRouter({
    trpc: createTrpcUtils(queryClient, trpcClient),
    history: createMemoryHistory({ initialEntries: [input.url] }),
    server: true,
    saver: input.saver,
  });
  // Resolves the matched routes: their lazy page chunks (so the HTML holds the page, not a Suspense
  // fallback) and their loaders, which start the page's questions.
  await router.load();
  // The router's own verdict on the server (internal, @tanstack/router-core's load-server; the version is pinned).
  const verdict = (router as unknown as { _serverResult?: { type: string; redirect?: Response } })._serverResult;
  const canonical = verdict?.type === "redirect" ? verdict.redirect?.headers.get("Location") : null;
  if (canonical) return { redirect: canonical, headHtml: "", appHtml: "", queryStateJson: "", answerJson: null, status: 302, needsApp: false };

  const marks: DrawMarks = { status: 200, needsApp: false };
  const app = <App router={router} queryClient={queryClient} trpcClient={trpcClient} answer={input.answer} saver={input.saver} marks={marks} />;
  const draw = () => {
    // Each drawing decides afresh: a page first drawn as "loading" may be a not-found page once answered.
    Object.assign(marks, { status: 200, needsApp: false });
    return renderToString(app);
  };
  const asked = new Set<string>();
  // The loaders' questions are answered before the first drawing, which then rarely asks anything new.
  const started = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.fetchStatus === "fetching");
  for (const q of started) asked.add(q.queryHash);
  // A refused question is drawn as "still loading", exactly as the browser first draws it before asking;
  // "not found" is an answer, drawn as such.
  const forgetRefusals = () => {
    for (const q of queryClient.getQueryCache().getAll()) if (q.state.status === "error" && !isNotFound(q)) q.reset();
  };
  await Promise.all(started.map((q) => q.fetch().catch(() => undefined)));
  forgetRefusals();
  let appHtml = draw();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const open = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === "pending" && !asked.has(q.queryHash) && isEnabled(q));
    if (open.length === 0) break;
    for (const q of open) asked.add(q.queryHash);
    await Promise.all(open.map((q) => q.fetch().catch(() => undefined)));
    // A refused question is drawn as "still loading", exactly as the browser first draws it before asking.
    forgetRefusals();
    appHtml = draw();
  }

  // React 19 puts the preloads it makes (the header's logo) before the app's markup; inside #root they would not
  // match the tree the browser hydrates, so they move to the <head>, where they belong anyway. React 18, which the
  // app uses (README, Decisions), makes none: this finds nothing until React 19 comes back.
  const hints = /^(?:<link [^>]*>)+/.exec(appHtml)?.[0] ?? "";
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === "success" || isNotFound(q) });
  return {
    headHtml: hints,
    appHtml: appHtml.slice(hints.length),
    queryStateJson: scriptJson(state),
    // A refused request's page is sent without the app (server/http/pages.ts): only a form's answer goes along.
    answerJson: input.answer?.form ? scriptJson({ form: input.answer.form }) : null,
    status: marks.status,
    needsApp: marks.needsApp,
  };
}
