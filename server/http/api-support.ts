/** What every /api route shares (api.ts mounts them): its dependencies, the caller of a request, an error answer. */
import type { Request, Response } from "express";
import { parseCookie } from "cookie";
import type { DB } from "../../db/open";
import type { Config } from "../config";
import { type Context, createContext } from "../context";
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
