/**
 * The caller of one HTTP request, read once: the kept-answer sender before Express, the page renderer,
 * tRPC and the /api routes all take it from here, so a request costs one session statement however many
 * of them look (server/auth/caller.ts).
 */
import type { IncomingMessage } from "node:http";
import { parseCookie } from "cookie";
import type { DB } from "../../db/open";
import { type Caller, resolveCaller } from "../auth/caller";
import { SESSION_COOKIE } from "../auth/session";
import { sessionTokenOf } from "../context";

const callers = new WeakMap<IncomingMessage, Promise<Caller | null>>();

export function requestCaller(db: DB, req: IncomingMessage): Promise<Caller | null> {
  let caller = callers.get(req);
  if (!caller) {
    const token = sessionTokenOf(req.headers.cookie ? parseCookie(req.headers.cookie)[SESSION_COOKIE] : undefined);
    caller = token ? resolveCaller(db, token) : Promise.resolve(null);
    callers.set(req, caller);
  }
  return caller;
}
