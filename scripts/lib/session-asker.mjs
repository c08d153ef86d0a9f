// The benchmark's client, in its own process so that its fetch and JSON work do not share the server's
// event loop (bench-sweep.ts). Keeps two requests going for the signed-in session until stdin closes,
// then prints every request's time in milliseconds as one JSON array.
// Usage: node session-asker.mjs <url> <cookie> [<cookie> ...]
const [url, ...cookies] = process.argv.slice(2);
const times = [];
let asking = true;
process.stdin.on("end", () => (asking = false)).resume();

async function ask(cookie) {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.json();
  if (!res.ok || !body.result?.data?.user) throw new Error(`the signed-in request failed (HTTP ${res.status})`);
  return performance.now() - started;
}

// Warm the connections first, so the first request's connection set-up is not counted.
for (const cookie of cookies) await ask(cookie);
process.stdout.write("ready\n");
await Promise.all(
  cookies.map(async (cookie) => {
    while (asking) times.push(await ask(cookie));
  }),
);
process.stdout.write(`${JSON.stringify(times)}\n`);
