/**
 * Plain HTTP endpoints that tRPC does not suit: file downloads, multipart uploads, calendar files.
 * Mounted at /api. Each area adds its routes in its own file (resources.ts, media.ts, events.ts).
 * State-changing requests pass the same CSRF check as /trpc; the caller is read from the session cookie.
 */
import express, { type Request, type Response, type Router } from "express";
import { parseCookie } from "cookie";
import type { DB } from "../../db/open";
import { m } from "../../admin-modules/domain/i18n";
import type { Config } from "../config";
import { type Context, createContext } from "../context";
import { isSameOriginRequest } from "../same-origin";
import { eventFileRoutes } from "./events";
import { mediaFileRoutes } from "./media";
import { resourceFileRoutes } from "./resources";
import { PERSONAL_CACHE_CONTROL } from "./personal-cache-control";
import { requestCaller } from "./request-caller";

export interface ApiDeps {
  db: DB;
  config: Config;
}

/** The caller of a plain HTTP request (user, role, ip), exactly as a tRPC procedure sees it. */
export function requestContext(req: Request, res: Response, deps: ApiDeps): Promise<Context> {
  const parsed = parseCookie(req.headers.cookie ?? "");
  return createContext({
    db: deps.db,
    config: deps.config,
    ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
    caller: requestCaller(deps.db, req),
    cookies: {
      get: (name) => parsed[name],
      set: (name, value, options) => void res.cookie(name, value, { ...options }),
      clear: (name) => void res.clearCookie(name, { path: "/" }),
    },
  });
}

/** A JSON error answer with a plain message; never a stack trace. */
export function sendError(res: Response, status: number, message: string): void {
  res.status(status).json({ error: { message } });
}

export function createApiRouter(deps: ApiDeps): Router {
  const api = express.Router();
  // Uploads, submissions and downloads are one person's: never kept by a browser or proxy (a route that
  // serves something public, such as an event's calendar file, says so itself).
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
    next();
  });
  api.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD" && !isSameOriginRequest(req, deps.config)) {
      sendError(res, 403, m["error.crossSite"]());
      return;
    }
    next();
  });
  api.use(resourceFileRoutes(deps));
  api.use(mediaFileRoutes(deps));
  api.use(eventFileRoutes(deps));
  api.use((_req, res) => sendError(res, 404, "Not found"));
  return api;
}
