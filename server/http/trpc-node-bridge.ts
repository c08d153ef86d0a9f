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
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { TRPCError } from "@trpc/server";
import { resolveResponse } from "@trpc/server/http";

type ResolveOptions = Parameters<typeof resolveResponse>[0];

/** What the API's handler gives for every request: tRPC's options without the request itself. */
export type BridgeOptions = Omit<ResolveOptions, "req" | "path" | "error" | "createContext"> & {
  maxBodySize: number;
  createContext: () => ReturnType<ResolveOptions["createContext"]>;
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
  const response = await resolveResponse({
    ...options,
    req: fetchRequest(req, body),
    path: procedures,
    error,
    createContext: () => options.createContext(),
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
