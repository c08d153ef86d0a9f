/**
 * One log line per request, written when the answer is finished (or the client went away): an id (also
 * sent back as X-Request-Id, so a visitor's report can be matched), method, path with the query's values
 * redacted, status and milliseconds. Never headers or bodies.
 *
 * It takes Node's own request and response, because it starts before Express does (server/app.ts): the
 * answers kept for every visitor are sent without Express's routing.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { log, redactUrl } from "../logger";

/** Where the request's id is kept for the error handler (Express keeps these `locals` as they are). */
export type WithLocals = ServerResponse & { locals?: Record<string, unknown> };

/** Starts the request's log line and answers its id, which the caller sends back as X-Request-Id (server/app.ts). */
export function startRequestLog(req: IncomingMessage, res: WithLocals): string {
  const started = process.hrtime.bigint();
  const requestId = randomUUID();
  res.locals ??= Object.create(null) as Record<string, unknown>;
  res.locals.requestId = requestId;
  // The address as the browser sent it: read now, before Express rewrites req.url for mounted routes.
  const address = req.url ?? "/";
  // Node closes every response, after its last byte or when the client went away first (499): one listener.
  res.once("close", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log.request({
      reqId: requestId,
      method: req.method ?? "GET",
      path: redactUrl(address),
      status: res.headersSent ? res.statusCode : 499,
      ms: Math.round(ms * 10) / 10,
    });
  });
  return requestId;
}
