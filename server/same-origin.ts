import type { IncomingHttpHeaders } from "node:http";
import type { Config } from "./config";

/**
 * CSRF: a browser tells us where a request comes from. A state-changing call is accepted only from our
 * own pages; callers that are not browsers (no Origin, no Sec-Fetch-Site) cannot carry a victim's cookie.
 * `protocol` gives the request's as Express's req.protocol reads it (server/http/client-address.ts), asked
 * only when an Origin must be compared with the address the request reached.
 */
export function isSameOriginRequest(req: { headers: IncomingHttpHeaders }, config: Config, protocol: () => string): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site === "same-origin" || site === "none") return true;
  const origin = req.headers.origin;
  if (origin) return origin === config.publicUrl || origin === `${protocol()}://${req.headers.host}`;
  return site === undefined;
}
