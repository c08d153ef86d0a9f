/**
 * `npm run bench:http`: our server against a bare node:http + better-sqlite3 reference, in the same run on
 * the same freshly seeded database, so the machine's speed of the day cancels out. Both listen on
 * 127.0.0.1 only. For each target: autocannon with C connections, a warm-up, then a measured run; prints
 * requests/s, p50 and p99 and the ratio to the reference (every request says, as a browser does, that it
 * takes gzip and brotli); then the server's peak memory and how long it
 * took to give its first answer. Goals (issue #10): every target at least 0.5x the reference with p99 at
 * most 20 ms, peak RSS at most 150 MiB, first answer within 1 s of start.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { SERVER_NODE_FLAGS } from "./lib/server-node-flags.mjs";
import { formatCount, intOption, runCommand, say } from "./lib/cli";

const usage = `Usage: npm run bench:http -- [--n N] [--seconds S] [--warmup W] [--connections C] [--postgres URL]

Seeds a fresh database with --scale N, starts our server and the bare reference server on it,
and loads both from this machine (127.0.0.1 only).

Options:
  --n N            scale of the database (default 10000)
  --seconds S      measured seconds per target (default 15)
  --warmup W       warm-up seconds per target, not counted (default 5)
  --connections C  concurrent connections (default 20)
  --postgres URL   our server on that (empty) PostgreSQL database instead: the seeded file is copied
                   there with npm run migrate-data; the reference still reads the SQLite file
  -h, --help       show this help`;

const GOALS = { ratio: 0.5, p99Ms: 20, rssMiB: 150, firstAnswerMs: 1000 };
// Overridable so that two people benchmarking on one machine do not collide.
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3391);
const REFERENCE_PORT = Number(process.env.BENCH_REFERENCE_PORT ?? 3392);
const root = path.resolve(import.meta.dirname, "..");

const trpcGet = (procedure: string, input?: unknown) => `/trpc/${procedure}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

/** What a signed-out visitor asks for most: the issue's five targets. */
const TARGETS: [string, string][] = [
  ["public.home", trpcGet("public.home")],
  ["public.events.list (limit 3)", trpcGet("public.events.list", { limit: 3 })],
  ["public.resources.list", trpcGet("public.resources.list", {})],
  ["public.media.list", trpcGet("public.media.list", {})],
  ["HTML of /", "/"],
];

async function waitForAnswer(url: string, child: ChildProcess, limitMs: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if (child.exitCode !== null) throw new Error(`the server at ${url} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - start;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no answer from ${url} within ${limitMs} ms`);
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const visit = (p: number) => {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1];
      total += Number(kb ?? 0) * 1024;
    } catch {
      // Gone.
    }
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return total;
}

/**
 * The server process's own high-water mark of resident memory (VmHWM), in bytes: the kernel keeps it, so
 * a spike between two samples counts too (a sweep's thread at start once added 30 MiB for 2 seconds).
 */
function highWaterRss(pid: number): number {
  return Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * What a phone's browser sends with every request: it takes compressed answers, so the server may send
 * the brotli copy it keeps (the reference server ignores the header and sends its small JSON as it is).
 */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

async function load(name: string, url: string, seconds: number, warmup: number, connections: number): Promise<Measured> {
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers: BROWSER_HEADERS });
  const result = await autocannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}

runCommand({
  usage,
  options: { n: { type: "string" }, seconds: { type: "string" }, warmup: { type: "string" }, connections: { type: "string" }, postgres: { type: "string" } },
  async run({ values }) {
    const n = intOption(values.n, "n", 10_000, 1, 1_000_000);
    const seconds = intOption(values.seconds, "seconds", 15, 1, 600);
    const warmup = intOption(values.warmup, "warmup", 5, 0, 600);
    const connections = intOption(values.connections, "connections", 20, 1, 1000);

    const builtServer = path.join(root, "dist/server/server/main.js");
    if (!fs.existsSync(builtServer)) {
      say("Building first ...");
      if (spawnSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" }).status !== 0) throw new Error("npm run build failed");
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-http-"));
    const env = { ...process.env, DATABASE_FILE: path.join(dir, "app.db"), UPLOADS_DIR: path.join(dir, "uploads"), NODE_ENV: "production", HOST: "127.0.0.1" };
    const children: ChildProcess[] = [];
    try {
      say(`Seeding a fresh database with --scale ${formatCount(n)} ...`);
      const seed = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--scale", String(n)], { cwd: root, env, stdio: "ignore" });
      if (seed.status !== 0) throw new Error("seeding failed");
      if (values.postgres) {
        say("Copying it to PostgreSQL ...");
        const copy = spawnSync(
          process.execPath,
          ["--import", "tsx", "scripts/migrate-data.ts", "--from", `sqlite:${env.DATABASE_FILE}`, "--to", values.postgres],
          {
            cwd: root,
            env,
            stdio: ["ignore", "ignore", "inherit"],
          },
        );
        if (copy.status !== 0) throw new Error("copying to PostgreSQL failed");
      }

      // The built server, started as `npm start` runs it: plain node with the same V8 flags, one process. Its log (a line per
      // request at the default level, as in production) goes to a file, as it would go to the journal: a
      // pipe nobody reads would make Node hold every unwritten line in memory and inflate the RSS.
      const serverLog = fs.openSync(path.join(dir, "server.log"), "a");
      const app = spawn(process.execPath, [...SERVER_NODE_FLAGS, builtServer], {
        cwd: root,
        env: { ...env, PORT: String(APP_PORT), ...(values.postgres ? { DATABASE_URL: values.postgres } : {}) },
        stdio: ["ignore", serverLog, serverLog],
      });
      fs.closeSync(serverLog);
      children.push(app);
      const firstAnswerMs = await waitForAnswer(`http://127.0.0.1:${APP_PORT}/healthz`, app, 60_000);
      const reference = spawn(process.execPath, ["scripts/lib/bench-reference-server.mjs", env.DATABASE_FILE, String(REFERENCE_PORT)], {
        cwd: root,
        stdio: ["ignore", "ignore", "inherit"],
      });
      children.push(reference);
      await waitForAnswer(`http://127.0.0.1:${REFERENCE_PORT}/`, reference, 10_000);

      let peakRss = treeRss(app.pid!);
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRss(app.pid!))), 100);
      const results: Measured[] = [];
      // The reference is measured first and last, so a machine that slows down during the run shows.
      results.push(await load("reference (bare node:http + better-sqlite3)", `http://127.0.0.1:${REFERENCE_PORT}/`, seconds, warmup, connections));
      for (const [name, target] of TARGETS) {
        say(`Loading ${name} ...`);
        results.push(await load(name, `http://127.0.0.1:${APP_PORT}${target}`, seconds, warmup, connections));
      }
      results.push(await load("reference, again", `http://127.0.0.1:${REFERENCE_PORT}/`, seconds, warmup, connections));
      clearInterval(sampler);
      peakRss = Math.max(peakRss, highWaterRss(app.pid!));

      const referenceRps = (results[0]!.rps + results.at(-1)!.rps) / 2;
      const width = Math.max(...results.map((r) => r.name.length));
      say(
        `\n${connections} connections, ${warmup} s warm-up, ${seconds} s measured, database --scale ${formatCount(n)}${values.postgres ? " on PostgreSQL" : ""}\n`,
      );
      say(`${"target".padEnd(width)}  requests/s  p50 ms  p99 ms  ratio  goal`);
      let met = true;
      for (const r of results) {
        const isReference = r.name.startsWith("reference");
        const ratio = r.rps / referenceRps;
        const ok = isReference || (ratio >= GOALS.ratio && r.p99 <= GOALS.p99Ms && r.failures === 0);
        met &&= ok;
        say(
          `${r.name.padEnd(width)}  ${r.rps.toFixed(0).padStart(10)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${ratio.toFixed(2).padStart(5)}  ${isReference ? "" : ok ? "met" : "NOT met"}${r.failures ? ` (${r.failures} failed answers)` : ""}`,
        );
      }
      const rssMiB = peakRss / 1024 / 1024;
      met &&= rssMiB <= GOALS.rssMiB && firstAnswerMs <= GOALS.firstAnswerMs;
      say(`\nserver peak RSS: ${rssMiB.toFixed(0)} MiB, from its start (goal at most ${GOALS.rssMiB})`);
      say(`first answer ${firstAnswerMs.toFixed(0)} ms after start (goal at most ${GOALS.firstAnswerMs})`);
      say(met ? "Every goal met." : "Some goals are NOT met.");
    } finally {
      for (const child of children) child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 300));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
});
