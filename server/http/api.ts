/**
 * Plain HTTP endpoints that tRPC does not suit: file downloads, multipart uploads, calendar files.
 * Mounted at /api. Each area adds its routes in its own file (resources.ts, media.ts, events.ts).
 * State-changing requests pass the same CSRF check as /trpc; the caller is read from the session cookie.
 */
import express, { type Router } from "express";
import { m } from "../../admin-modules/domain/i18n";
import { isSameOriginRequest } from "../same-origin";
import { eventFileRoutes } from "./events";
import { eventSubmitRoutes } from "./event-submit";
import { mediaFileRoutes } from "./media";
import { resourceFileRoutes } from "./resources";
import { PERSONAL_CACHE_CONTROL } from "./personal-cache-control";
import { type ApiDeps, sendError } from "./api-support";

export type { ApiDeps };

export function createApiRouter(deps: ApiDeps): Router {
  const api = express.Router();
  // Uploads, submissions and downloads are one person's: never kept by a browser or proxy (a route that
  // serves something public, such as an event's calendar file, says so itself).
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
    next();
  });
  api.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD" && !isSameOriginRequest(req, deps.config, () => req.protocol)) {
      sendError(res, 403, m["error.crossSite"]());
      return;
    }
    next();
  });
  api.use(resourceFileRoutes(deps));
  api.use(mediaFileRoutes(deps));
  api.use(eventFileRoutes(deps));
  api.use(eventSubmitRoutes(deps));
  api.use((_req, res) => sendError(res, 404, "Not found"));
  return api;
}
