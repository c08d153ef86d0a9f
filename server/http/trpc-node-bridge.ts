/**
 * One request to the tRPC API, answered by tRPC's own `resolveResponse` (the function every tRPC adapter is
 * built on: batching, the procedure's method, its errors and their shape, responseMeta) from Node's
 * request and response, with the body read whole before and the answer written whole after.
 *
 * Why not tRPC's node-http handler (issue 30, a class of 40 answering exercises at once): it streams both
 * ways through web streams. The request's body became a ReadableStream fed by 'data' events and the
 * answer was piped to the socket through a WritableStream, each with its promises, queues and an
 * AbortController per request. A CPU profile of the class's answers (`npm run bench:http -- --answers-only`
 * with `--cpu-prof`) showed that conversion, and the garbage it left for the collector, as about a fifth
 * of every answer's time, for bodies of a few hundred bytes and answers of one JSON text. Our API has no
 * subscriptions and its client (httpBatchLink) never asks for a streamed answer, so nothing is lost by
 * reading and writing each whole.
 *
 * A write of one call that succeeds (an exercise's answer, a form's save) does not even need that:
 * answerSingleWrite below calls it as resolveResponse would and writes tRPC's wire format itself.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type AnyTRPCRouter, callTRPCProcedure, getTRPCErrorFromUnknown, TRPCError } from "@trpc/server";
import { resolveResponse } from "@trpc/server/http";

type ResolveOptions = Parameters<typeof resolveResponse>[0];
type Context = Awaited<ReturnType<ResolveOptions["createContext"]>>;

/** What the API's handler gives for every request: tRPC's options without the request itself. */
export type BridgeOptions = Omit<ResolveOptions, "req" | "path" | "error" | "createContext"> & {
  maxBodySize: number;
  createContext: () => Promise<Context>;
  /** The headers of a write's answer that succeeded (responseMeta's, for no errors). */
  writtenHeaders: Record<string, string>;
};

/** The body as text, or null when it is larger than `limit` bytes (the rest is then read and dropped). */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    let size = 0;
    req.on("data", (piece: Buffer) => {
      size += piece.length;
      if (size <= limit) pieces.push(piece);
    });
    req.on("end", () => resolve(size <= limit ? Buffer.concat(pieces, size).toString("utf8") : null));
    req.on("error", reject);
  });
}

/**
 * The Fetch Request tRPC reads: the address, the method, the headers and the body already read. It has no
 * abort signal of its own: tRPC's conversion aborted one at every answer's end, which made (and threw
 * away) an AbortError with its stack each time, and nothing here streams or waits on the client.
 */
function fetchRequest(req: IncomingMessage, body: string | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.append(name, value);
  }
  // tRPC reads only the address's query (its path is given apart); its host is the one thing a visitor could make malformed.
  return new Request(`http://localhost${req.url ?? "/"}`, { method: req.method, headers, body });
}

/**
 * A write of one call (a POST of `/trpc/a.b`, or of `/trpc/a.b?batch=1` with {"0": input}) to a mutation, in
 * JSON: its procedure, its input and whether it was batched. Anything else (several calls, a query sent by
 * POST, another method or content type, a streamed answer asked for, a body that is not JSON) is null:
 * resolveResponse answers it.
 */
function singleWrite(router: AnyTRPCRouter, req: IncomingMessage, procedures: string, body: string) {
  if (req.method !== "POST" || procedures.includes(",")) return null;
  if (!req.headers["content-type"]?.startsWith("application/json") || req.headers["trpc-accept"] !== undefined) return null;
  let path: string;
  let parsed: unknown;
  try {
    path = decodeURIComponent(procedures);
    parsed = body === "" ? undefined : JSON.parse(body);
  } catch {
    return null;
  }
  const procedure = (router._def.procedures as Record<string, { _def?: { type?: string } } | undefined>)[path];
  if (procedure?._def?.type !== "mutation") return null;
  const query = req.url?.includes("?") ? new URLSearchParams(req.url.slice(req.url.indexOf("?") + 1)) : null;
  const batch = query?.get("batch") === "1";
  if (!batch) return { path, input: parsed, batch };
  return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? { path, input: (parsed as Record<string, unknown>)["0"], batch } : null;
}

/**
 * One write, called through tRPC's own `callTRPCProcedure` (its middlewares, the input's schema, the
 * resolver, as resolveResponse calls it) and answered in tRPC's wire format. Measured under issue 30's class
 * of 40 answering at once: resolveResponse's Fetch Request, Headers and Response for one call of a few
 * hundred bytes, with the garbage they leave, were a tenth of each answer's time. A call that fails is
 * answered by resolveResponse with its error (never run twice): the same error shape, status and headers
 * (Retry-After) as any other call's.
 */
async function answerSingleWrite(
  res: ServerResponse,
  write: { path: string; input: unknown; batch: boolean },
  ctx: Context,
  options: BridgeOptions,
): Promise<TRPCError | null> {
  let data: unknown;
  try {
    data = await callTRPCProcedure({
      router: options.router,
      path: write.path,
      getRawInput: async () => write.input,
      ctx,
      type: "mutation",
      signal: undefined,
      batchIndex: 0,
    });
  } catch (cause) {
    return getTRPCErrorFromUnknown(cause);
  }
  const answer = JSON.stringify({ result: { data } });
  res.setHeader("Vary", "trpc-accept, accept");
  res.setHeader("Content-Type", "application/json");
  for (const [name, value] of Object.entries(options.writtenHeaders)) res.setHeader(name, value);
  res.end(write.batch ? `[${answer}]` : answer);
  return null;
}

/** Answers the request with `procedures` (the path after /trpc/, "a,b" for a batch). */
export async function answerWithTrpc(req: IncomingMessage, res: ServerResponse, procedures: string, options: BridgeOptions): Promise<void> {
  let error: TRPCError | null = null;
  let body: string | undefined;
  if (req.method !== "GET" && req.method !== "HEAD") {
    const read = await readBody(req, options.maxBodySize);
    // As tRPC's own handler: a body over the limit is answered 413 in tRPC's error shape, its procedures not run.
    if (read === null) error = new TRPCError({ code: "PAYLOAD_TOO_LARGE" });
    body = read ?? "";
  }
  let context: Promise<Context> | null = null;
  const write = error === null && body !== undefined ? singleWrite(options.router, req, procedures, body) : null;
  if (write) {
    context = options.createContext();
    // A context that could not be made is answered by resolveResponse, as for any call (it awaits the same promise).
    const ctx = await context.catch(() => null);
    if (ctx !== null) {
      error = await answerSingleWrite(res, write, ctx, options);
      if (error === null) return;
    }
  }
  const response = await resolveResponse({
    ...options,
    req: fetchRequest(req, body),
    path: procedures,
    error,
    // The context made for a write that failed is the one its error is shaped with.
    createContext: () => context ?? options.createContext(),
  });
  if (res.statusCode === 200) res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  // Cookies are written on Node's response by the context's cookie jar; any tRPC itself sets are added to them.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.appendHeader("Set-Cookie", cookies);
  res.end(req.method === "HEAD" ? undefined : await response.text());
}
