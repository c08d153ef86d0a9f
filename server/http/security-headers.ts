/**
 * The security headers every answer carries (CSP, frame, referrer, nosniff...), chosen by helmet.
 *
 * Helmet's headers here depend only on the configuration, never on the request, so helmet runs once at
 * start against a recorder and every answer then gets the recorded list. Measured (issue #10,
 * `node --cpu-prof` under autocannon): helmet's twelve nested middlewares per request were about a tenth
 * of the server's time on a cached public answer.
 */
import type { Request, Response } from "express";
import helmet from "helmet";
import { type Config, isHttps } from "../config";

function helmetFor(config: Config) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        // Style attributes and the toast library's <style> need this; scripts never get it.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "media-src": ["'self'", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        ...(isHttps(config) ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: isHttps(config) ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

/** The headers helmet sets for this configuration, as [name, value] pairs. */
function securityHeaderList(config: Config): [string, string][] {
  const recorded = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => recorded.set(name, String(value)),
    removeHeader: (name: string) => recorded.delete(name),
  };
  let synchronous = false;
  helmetFor(config)({} as Request, recorder as unknown as Response, () => {
    synchronous = true;
  });
  // A helmet version whose headers came later or from the request would be caught here, at start.
  if (!synchronous || recorded.size === 0) throw new Error("helmet did not set its headers synchronously");
  return [...recorded];
}

/**
 * Helmet's headers, recorded once, as a flat list (name, value, name, value, ...): the form Node's
 * `writeHead` takes, so an answer sent whole writes them with its own in one call (server/app.ts).
 */
export function securityHeaders(config: Config): readonly string[] {
  return securityHeaderList(config).flat();
}
