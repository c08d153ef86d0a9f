// The yardstick of `npm run bench:http`: a bare node:http server over better-sqlite3 that answers every
// request with the 3 next upcoming events, read by one prepared statement from the same database file.
// Whatever our server does beyond this (routing, tRPC, sessions, rendering) is what the ratio measures.
// Usage: node scripts/lib/bench-reference-server.mjs DATABASE_FILE PORT
import http from "node:http";
import Database from "better-sqlite3";

const [file, port] = process.argv.slice(2);
const db = new Database(file, { readonly: true, fileMustExist: true });
const upcoming = db.prepare("SELECT * FROM events WHERE is_active = 1 AND event_date >= ? ORDER BY event_date, start_time, id LIMIT 3");
// Sri Lanka's date (UTC+05:30), as the app decides "upcoming".
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

http
  .createServer((_req, res) => {
    const body = JSON.stringify(upcoming.all(today()));
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
