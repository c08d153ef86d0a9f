import type { Server } from "node:http";

/**
 * Node closes an idle keep-alive connection after 5 s. A client or a reverse proxy (Caddy) that reuses the
 * connection just as it closes gets ECONNRESET; under load that race is common. Keeping idle connections
 * longer than the clients' own idle limits (and headers a little longer still, as Node requires) avoids it.
 */
export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}
