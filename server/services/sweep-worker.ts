/**
 * The sweep's own thread (started by sweep-thread.ts): its own connection to the database file, so the
 * DELETEs and the write-ahead log's checkpoints they set off (about 40 ms per 1,000 pages written) block
 * this thread, never the one answering requests. Reads go on meanwhile (WAL); a request's write waits for
 * one batch at most (busy_timeout).
 *
 * workerData: { databaseFile, uploadsDir, batchSize? }. The parent posts "stop" to end it after the
 * current batch; the worker posts { result } or { error } once and closes its connection.
 */
import { parentPort, workerData } from "node:worker_threads";
import { openDatabase } from "../../db/open";
import { sweepExpired } from "./sweep";

const { databaseFile, uploadsDir, batchSize } = workerData as { databaseFile: string; uploadsDir: string | null; batchSize?: number };
const controller = new AbortController();
parentPort!.on("message", (message) => {
  if (message === "stop") controller.abort();
});

const { db, close } = openDatabase(databaseFile);
try {
  parentPort!.postMessage({ result: await sweepExpired(db, { uploadsDir, batchSize, signal: controller.signal }) });
} catch (error) {
  parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
} finally {
  await close();
  parentPort!.close();
}
