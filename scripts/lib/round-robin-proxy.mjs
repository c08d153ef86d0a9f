// The small proxy of `npm run bench:http`'s PostgreSQL run: a TCP proxy on 127.0.0.1 that hands each new
// connection to the next app process in turn (round robin by connection, as a keep-alive load balancer
// does), and pipes bytes both ways without reading them. A connection stays with its process, so a
// signed-in session's kept answers (the per-process session memo) stay useful.
// Usage: node scripts/lib/round-robin-proxy.mjs LISTEN_PORT BACKEND_PORT [BACKEND_PORT ...]
import net from "node:net";

const [listenPort, ...backendPorts] = process.argv.slice(2).map(Number);
let next = 0;

net
  .createServer((client) => {
    const port = backendPorts[next++ % backendPorts.length];
    const backend = net.connect({ host: "127.0.0.1", port });
    client.setNoDelay(true);
    backend.setNoDelay(true);
    client.pipe(backend).pipe(client);
    const close = () => {
      client.destroy();
      backend.destroy();
    };
    client.on("error", close).on("close", close);
    backend.on("error", close).on("close", close);
  })
  .listen(listenPort, "127.0.0.1", () => process.stdout.write("ready\n"));
