/**
 * A spec's own server, for what the shared e2e server cannot show (a first start on an empty data
 * folder): the built server, as `npm start` runs it, on its own port and temporary data folder.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../scripts/lib/server-node-flags.mjs";

export interface OwnServer {
  base: string;
  dataDir: string;
  /** Everything the server has printed so far (stdout and stderr). */
  printed(): string;
  stop(): Promise<void>;
}

/** Starts the server and resolves once it is ready (`/readyz` answers 200) and `printedEnough` holds. */
export async function startOwnServer(
  port: number,
  options: { env?: Record<string, string>; printedEnough?: (printed: string) => boolean; serverFile?: string } = {},
): Promise<OwnServer> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crh-own-server-"));
  const server: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, options.serverFile ?? "dist/server/server/main.js"], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATABASE_FILE: path.join(dataDir, "app.db"),
      UPLOADS_DIR: path.join(dataDir, "uploads"),
      NODE_ENV: "production",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  server.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  while (performance.now() - started < 30_000) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode}):\n${printed}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok && (options.printedEnough?.(printed) ?? true)) return { base, dataDir, printed: () => printed, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the server did not start within 30 s:\n${printed}`);
}
