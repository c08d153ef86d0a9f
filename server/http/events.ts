/** Plain HTTP routes of the events area, mounted under /api (see api.ts). */
import express, { type Router } from "express";
import type { ApiDeps } from "./api";

export function eventFileRoutes(_deps: ApiDeps): Router {
  const routes = express.Router();
  return routes;
}
