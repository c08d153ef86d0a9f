/**
 * Who sent a request and over which protocol, believing X-Forwarded-For and X-Forwarded-Proto only from
 * the proxies TRUST_PROXY names: the same rule as Express's `trust proxy` setting (req.ip, req.protocol),
 * compiled once by the same `proxy-addr` package. Express's own routes get this very function as their
 * setting (server/app.ts), so /trpc, which is served without Express (server/http/trpc.ts), and every
 * other route read the same address and protocol from the same request.
 */
import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";
import type { TrustProxy } from "../config";

/** Whether the hop at `address`, `hop` steps from this server, is a proxy whose headers are believed. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** As Express's compileTrust (express/lib/utils.js) for the values TRUST_PROXY can take (server/config.ts). */
export function compileTrust(value: TrustProxy): TrustFunction {
  if (value === true) return () => true;
  return proxyAddr.compile(value === false ? [] : value);
}

export interface ClientAddress {
  /** The trust setting Express is given, so that its req.ip and req.protocol agree with ip() and protocol() here. */
  trust: TrustFunction;
  /** As Express's req.ip, with the same fallback the app always used: the socket's address, else "unknown". */
  ip(req: IncomingMessage): string;
  /** As Express's req.protocol: "https" on a TLS socket, else "http", or a trusted proxy's X-Forwarded-Proto. */
  protocol(req: IncomingMessage): string;
}

export function clientAddress(value: TrustProxy): ClientAddress {
  const trust = compileTrust(value);
  return {
    trust,
    ip: (req) => proxyAddr(req, trust) ?? req.socket.remoteAddress ?? "unknown",
    protocol: (req) => {
      const own = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
      if (!trust(req.socket.remoteAddress as string, 0)) return own;
      // Node joins repeated X-Forwarded-Proto headers into one string, as Express reads it.
      const forwarded = (req.headers["x-forwarded-proto"] as string | undefined) || own;
      const comma = forwarded.indexOf(",");
      return comma !== -1 ? forwarded.substring(0, comma).trim() : forwarded.trim();
    },
  };
}
