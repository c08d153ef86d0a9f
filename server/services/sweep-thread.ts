/**
 * Runs one sweep in a worker thread (sweep-worker.ts) on its own connection, so a request never waits
 * behind the sweep's writes and checkpoints on the event loop (`npm run bench:sweep`).
 *
 * From the built server the worker is dist/server/server/services/sweep-worker.js (an entry of the
 * bundle); from source it is the TypeScript file, loaded through tsx's API in the new thread.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { findAbove } from "../../db/code-root";

/** What one sweep removed (server/services/sweep.ts), carried back from its thread. */
export interface SweepResult {
  sessions: number;
  oneTimeTokens: number;
  loginAttempts: number;
  rateLimits: number;
  rateLimitHits: number;
  /** Media view marks older than the 30 minutes in which a repeat view is not counted. */
  mediaViewMarks: number;
  /** Reviewers' "shown" marks of pictures never approved, older than REVIEW_SHOWN_MARK_MS (issue #29). */
  reviewShownMarks: number;
  /** Accounts deleted because no parent answered within 30 days. */
  unansweredConsents: number;
  batches: number;
  ms: number;
}

export interface SweepThread {
  result: Promise<SweepResult>;
  /** Ends the sweep after its current batch; `result` then holds what it removed so far. */
  stop(): void;
}

function startWorker(workerData: object): Worker {
  const fromSource = import.meta.url.endsWith(".ts");
  const file = findAbove(import.meta.url, path.join("server", "services", fromSource ? "sweep-worker.ts" : "sweep-worker.js"));
  if (!fromSource) return new Worker(file, { workerData });
  // tsx's ES module API (its CommonJS twin looks for its loader in the wrong folder when run this way).
  const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve("tsx/esm/api")), "index.mjs")).href;
  const url = pathToFileURL(file).href;
  const load = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(url)}, ${JSON.stringify(url)}))`;
  return new Worker(load, { eval: true, workerData });
}

export function sweepInThread(options: { databaseFile: string; uploadsDir: string | null; batchSize?: number }): SweepThread {
  const worker = startWorker(options);
  const result = new Promise<SweepResult>((resolve, reject) => {
    worker.once("message", (message: { result?: SweepResult; error?: string }) =>
      message.result ? resolve(message.result) : reject(new Error(message.error)),
    );
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the sweep's thread ended (exit code ${code}) without an answer`)));
  });
  return { result, stop: () => worker.postMessage("stop") };
}
