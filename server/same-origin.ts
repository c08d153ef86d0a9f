import type { Request } from "express";
import type { Config } from "./config";

/**
 * CSRF: a browser tells us where a request comes from. A state-changing call is accepted only from our
 * own pages; callers that are not browsers (no Origin, no Sec-Fetch-Site) cannot carry a victim's cookie.
 */
export function isSameOriginRequest(req: Request, config: Config): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site === "same-origin" || site === "none") return true;
  const origin = req.headers.origin;
  if (origin) return origin === config.publicUrl || origin === `${req.protocol}://${req.headers.host}`;
  return site === undefined;
}
