/**
 * `npm run bench:sweep`: does the sweep keep the site responsive? 100,000 expired sessions (and 1,000
 * live ones) in a fresh database; the real Express app serves signed-in requests (each reads the
 * sessions table) in a tight loop while the sweep deletes in its batches. Prints the longest time a
 * request waited and the longest the event loop was blocked; exits 1 when a request waited over 50 ms.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../db/open";
import { migrateToLatest } from "../db/migrate";
import { loadConfig } from "../server/config";
import { createApp } from "../server/app";
import { loadAdminModules } from "../server/admin/load-modules";
import { createSession, generateSessionToken, hashToken, SESSION_COOKIE } from "../server/auth/session";
import type { SweepResult } from "../server/services/sweep";
import { sweepInThread } from "../server/services/sweep-thread";
import { SWEEP } from "../server/auth/limits";
import { intOption, runCommand, say } from "./lib/cli";

const usage = `Usage: npm run bench:sweep -- [--expired N] [--batch B] [--port P]

Fills a temporary database with N expired sessions (default 100000) and 1,000 live ones, serves the
app on 127.0.0.1:P (default 3441), and sweeps as the server does, in its own thread (B rows per DELETE,
default ${SWEEP.batchSize}), while two clients in another process keep asking for their session.
Prints the sweep's time and batches, and the longest wait of a request during the sweep.

Exit codes: 0 every request answered within 50 ms, 1 one waited longer (or failed), 2 bad arguments`;

const GOAL_MS = 50;
const LIVE = 1000;

runCommand({
  usage,
  options: { expired: { type: "string" }, batch: { type: "string" }, port: { type: "string" } },
  async run({ values }) {
    const expired = intOption(values.expired, "expired", 100_000, 1, 10_000_000);
    const batchSize = intOption(values.batch, "batch", SWEEP.batchSize, 1, 100_000);
    const port = intOption(values.port, "port", 3441, 1, 65_535);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crh-bench-sweep-"));
    const config = loadConfig({
      DATABASE_FILE: path.join(dir, "app.db"),
      UPLOADS_DIR: path.join(dir, "uploads"),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: "production",
    });
    const { db, sqlite, close } = openDatabase(config.databaseFile);
    await migrateToLatest(db);
    await loadAdminModules();
    const server = createApp({ db, config }).listen(port, "127.0.0.1");
    try {
      await new Promise<void>((resolve, reject) => server.once("listening", () => resolve()).once("error", reject));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

      const userId = Number(sqlite.prepare("INSERT INTO users (email, password_hash) VALUES ('bench@example.org', 'x')").run().lastInsertRowid);
      sqlite.prepare("INSERT INTO profiles (user_id, full_name, email) VALUES (?, 'Bench', 'bench@example.org')").run(userId);
      const insert = sqlite.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)");
      const past = Date.now() - 24 * 60 * 60_000;
      sqlite.transaction(() => {
        for (let i = 0; i < expired; i++) insert.run(hashToken(`expired-${i}`), userId, new Date(past - i * 1000).toISOString());
      })();
      const tokens = [generateSessionToken(), generateSessionToken()];
      for (const token of tokens) await createSession(db, token, userId);
      for (let i = tokens.length; i < LIVE; i++)
        insert.run(hashToken(generateSessionToken()), userId, new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString());
      // The seeding's write-ahead log is folded in first, as a running server does continuously.
      sqlite.pragma("wal_checkpoint(TRUNCATE)");
      say(`Database: ${expired.toLocaleString("en")} expired and ${LIVE.toLocaleString("en")} live sessions.`);

      // Two clients in their own process ask for their session in a loop: first without a sweep, then during one.
      const measure = async (during: () => Promise<void>) => {
        const asker = spawn(
          process.execPath,
          [fileURLToPath(new URL("./lib/session-asker.mjs", import.meta.url)), `${base}/trpc/auth.session`, ...tokens.map((t) => `${SESSION_COOKIE}=${t}`)],
          {
            stdio: ["pipe", "pipe", "inherit"],
          },
        );
        let output = "";
        asker.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        await new Promise<void>((resolve) => asker.stdout.on("data", () => output.includes("ready\n") && resolve()));
        await during();
        asker.stdin.end();
        const [code] = (await once(asker, "exit")) as [number | null];
        if (code !== 0) throw new Error("the signed-in requests failed during the sweep");
        return JSON.parse(output.slice(output.indexOf("ready\n") + 6)) as number[];
      };
      const idle = await measure(() => new Promise((resolve) => setTimeout(resolve, 3000)));

      const loop = monitorEventLoopDelay({ resolution: 1 });
      loop.enable();
      // As the server runs it: in its own thread, on its own connection (server/services/sweep-thread.ts).
      let result: SweepResult | undefined;
      const waits = await measure(async () => {
        result = await sweepInThread({ databaseFile: config.databaseFile, uploadsDir: config.uploadsDir, batchSize }).result;
      });
      loop.disable();

      const left = sqlite.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number };
      const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
      const maxWait = Math.max(...waits);
      say(
        `Sweep: removed ${result!.sessions.toLocaleString("en")} sessions in ${result!.batches} batches of at most ${batchSize} rows, ${Math.round(result!.ms)} ms; ${left.n} live sessions kept.`,
      );
      say(
        `Requests without a sweep: ${idle.length}, p50 ${pct(idle, 0.5).toFixed(1)} ms, p99 ${pct(idle, 0.99).toFixed(1)} ms, max ${Math.max(...idle).toFixed(1)} ms.`,
      );
      say(
        `Requests during the sweep: ${waits.length}, p50 ${pct(waits, 0.5).toFixed(1)} ms, p99 ${pct(waits, 0.99).toFixed(1)} ms, max wait ${maxWait.toFixed(1)} ms (goal: at most ${GOAL_MS} ms).`,
      );
      say(
        `Longest event-loop block during the sweep: ${(loop.max / 1e6).toFixed(1)} ms. Machine load average: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores.`,
      );
      if (result!.sessions !== expired || left.n !== LIVE)
        throw new Error(`expected ${expired} removed and ${LIVE} kept, got ${result!.sessions} and ${left.n}`);
      if (maxWait > GOAL_MS) throw new Error(`a request waited ${maxWait.toFixed(1)} ms during the sweep, over the ${GOAL_MS} ms goal`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
});
