/**
 * The cookies of one request, read once, and ours written on its response: the session cookie a sign-in
 * sets, a renewal sends again and a sign-out clears. It takes Node's own request and response, as the
 * tRPC API at /trpc is served without Express (server/http/trpc.ts) and the pages with it; each cookie is
 * written as Express's res.cookie and res.clearCookie wrote it (the same serializer, the same Path=/ and
 * the same expiry in 1970 to clear one), added to any Set-Cookie already on the response.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { parseCookie, serialize } from "cookie";
import type { CookieJar } from "../context";

export function cookieJar(req: IncomingMessage, res: ServerResponse): CookieJar {
  const parsed = parseCookie(req.headers.cookie ?? "");
  return {
    get: (name) => parsed[name],
    set: (name, value, options) => {
      res.appendHeader("Set-Cookie", serialize(name, value, options));
    },
    clear: (name) => {
      res.appendHeader("Set-Cookie", serialize(name, "", { path: "/", expires: new Date(1) }));
    },
  };
}
