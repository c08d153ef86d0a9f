/**
 * Durability under SIGKILL. Each round starts the real server (scripts/lib/crash-server.ts: createApp over
 * the configured SQLite file, as server/main.ts does), lets clients write through the tRPC HTTP API,
 * records every write the server acknowledged, kills the server with SIGKILL at a random moment, starts
 * it again on the same file and checks: PRAGMA integrity_check is "ok", foreign_key_check is empty, and
 * every acknowledged write is there.
 *
 * Writes: profile updates (each user's name carries a rising sequence number, so the stored one must be
 * at least the last acknowledged) and sign-ups (new rows in users, profiles; each acknowledged e-mail
 * must exist with its profile).
 */
import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const CHILD_SOURCE = path.join(ROOT, "scripts", "lib", "crash-server.ts");

/** One JavaScript file for the server process: starting it costs no TypeScript loading. */
async function bundleServer(): Promise<{ file: string; remove: () => void }> {
  const { build } = await import("esbuild");
  // Inside the checkout, so that the packages left outside the bundle resolve from node_modules.
  const outDir = fs.mkdtempSync(path.join(ROOT, ".tmp", "crash-server-"));
  const file = path.join(outDir, "server.mjs");
  await build({ entryPoints: [CHILD_SOURCE], outfile: file, bundle: true, platform: "node", format: "esm", packages: "external", logLevel: "error" });
  return { file, remove: () => fs.rmSync(outDir, { recursive: true, force: true }) };
}

export interface CrashOptions {
  rounds: number;
  /** Signed-in users writing profile updates in parallel. */
  writers?: number;
  /** The kill comes after a random number (1..maxAcks) of acknowledged writes in the round, then a random 0..jitterMs delay. */
  maxAcks?: number;
  jitterMs?: number;
  /** Where the database lives; a fresh temporary folder by default (removed afterwards). */
  dir?: string;
  onRound?: (report: RoundReport) => void;
}

export interface RoundReport {
  round: number;
  killedAfterMs: number;
  restartMs: number;
  acknowledged: number;
  lost: number;
  integrity: string;
  foreignKeyViolations: number;
}

export interface CrashResult {
  rounds: number;
  acknowledged: number;
  lost: number;
  problems: string[];
  durationMs: number;
}

interface Server {
  child: ChildProcess;
  port: number;
}

/** Forks a server process and waits until its code is loaded (it opens nothing before "go"). */
function prepareChild(script: string, dir: string): Promise<ChildProcess> {
  const child = fork(script, [], {
    cwd: ROOT,
    execArgv: [],
    env: {
      ...process.env,
      DATABASE_FILE: path.join(dir, "app.db"),
      UPLOADS_DIR: path.join(dir, "uploads"),
      NODE_ENV: "production",
      PUBLIC_URL: "http://127.0.0.1",
    },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited early (${code}): ${stderr.trim()}`)));
    child.once("message", () => resolve(child));
  });
}

function go(child: ChildProcess): Promise<Server> {
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited while starting (${code})`)));
    child.once("message", (message: { port?: number }) => resolve({ child, port: message.port ?? 0 }));
    child.send("go");
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners("exit");
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

async function call(port: number, procedure: string, input: unknown, cookie?: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/trpc/${procedure}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(input),
  });
}

/** What the clients were told was saved. */
interface Ledger {
  users: { email: string; cookie: string; lastAcked: number; lastSent: number }[];
  signUps: string[];
}

function check(file: string, ledger: Ledger): { integrity: string; foreignKeyViolations: number; lost: string[] } {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const integrity = (db.pragma("integrity_check") as { integrity_check: string }[]).map((r) => r.integrity_check).join("; ");
    const foreignKeyViolations = (db.pragma("foreign_key_check") as unknown[]).length;
    const lost: string[] = [];
    const nameOf = db.prepare("SELECT p.full_name AS name FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.email = ?");
    for (const user of ledger.users) {
      const row = nameOf.get(user.email) as { name: string } | undefined;
      const seq = row ? Number(row.name.split("-").pop()) : -1;
      // At least the last acknowledged value; a later one is fine (written, but the answer was cut off).
      if (!(seq >= user.lastAcked && seq <= user.lastSent)) lost.push(`${user.email}: stored #${seq}, acknowledged #${user.lastAcked}`);
    }
    for (const email of ledger.signUps) if (!nameOf.get(email)) lost.push(`sign-up ${email} missing`);
    return { integrity, foreignKeyViolations, lost };
  } finally {
    db.close();
  }
}

export async function runCrashTest(options: CrashOptions): Promise<CrashResult> {
  const started = Date.now();
  const writers = options.writers ?? 3;
  const maxAcks = options.maxAcks ?? 10;
  const jitterMs = options.jitterMs ?? 40;
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "crh-crash-"));
  const file = path.join(dir, "app.db");
  const ledger: Ledger = { users: [], signUps: [] };
  const problems: string[] = [];
  let acknowledged = 0;
  let lost = 0;
  let current: Server | null = null;
  fs.mkdirSync(path.join(ROOT, ".tmp"), { recursive: true });
  const bundle = await bundleServer();
  const prepareServer = (d: string) => prepareChild(bundle.file, d);
  // Servers loading ahead: starts needed = rounds + 1; two in the queue hide the load time on a busy machine.
  let toPrepare = options.rounds + 1;
  const queue: Promise<ChildProcess>[] = [];
  const refill = () => {
    while (queue.length < 2 && toPrepare > 0) {
      toPrepare--;
      const child = prepareServer(dir);
      child.catch(() => undefined); // reported when awaited
      queue.push(child);
    }
  };
  const nextServer = async () => {
    refill();
    const child = queue.shift()!;
    refill();
    return go(await child);
  };

  try {
    // Like `npm run migrate` before the first start; the server processes only open the file.
    const { openDatabase } = await import("../../db/open");
    const { migrateToLatest } = await import("../../db/migrate");
    const opened = openDatabase(file);
    await migrateToLatest(opened.db);
    await opened.close();

    // Round 0: the writers' accounts and sessions (their sign-ups count as acknowledged writes too).
    current = await nextServer();
    for (let i = 0; i < writers; i++) {
      const email = `writer${i}@crash.example`;
      const up = await call(current.port, "auth.signUp", { username: `writer_${i}`, email, password: "crash-test-password", ageRange: "18_plus" });
      if (!up.ok) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
      ledger.signUps.push(email);
      const signIn = await call(current.port, "auth.signIn", { email, password: "crash-test-password" });
      const cookie = /^([^;]+)/.exec(signIn.headers.get("set-cookie") ?? "")?.[1];
      if (!signIn.ok || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);
      ledger.users.push({ email, cookie, lastAcked: 0, lastSent: 0 });
    }

    for (let round = 1; round <= options.rounds; round++) {
      const server = current!;
      const roundStart = Date.now();
      let stop = false;
      let roundAcks = 0;
      // Load-independent "random moment": after a random number of acknowledged writes, plus jitter,
      // so that every round kills with writes in flight however busy the machine is.
      const target = 1 + Math.floor(Math.random() * maxAcks);
      let reached: () => void = () => undefined;
      const enough = new Promise<void>((resolve) => (reached = resolve));
      const acked = () => {
        roundAcks++;
        if (roundAcks >= target) reached();
      };
      const updates = ledger.users.map(async (user) => {
        while (!stop) {
          const seq = ++user.lastSent;
          try {
            const res = await call(server.port, "auth.updateProfile", { full_name: `${user.email}-${seq}` }, user.cookie);
            if (res.ok) {
              user.lastAcked = seq;
              acked();
            } else if (!stop) problems.push(`round ${round}: update answered ${res.status}`);
          } catch {
            return; // the server is gone: this write was never acknowledged
          }
        }
      });
      const signUps = (async () => {
        for (let i = 0; !stop; i++) {
          const email = `r${round}-${i}@crash.example`;
          try {
            const res = await call(server.port, "auth.signUp", { username: `new_${round}_${i}`, email, password: "crash-test-password", ageRange: "18_plus" });
            if (res.ok) {
              ledger.signUps.push(email);
              acked();
            } else if (!stop) problems.push(`round ${round}: sign-up answered ${res.status}`);
          } catch {
            return;
          }
        }
      })();

      await Promise.race([enough, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * (jitterMs + 1))));
      const killAfter = Date.now() - roundStart;
      await kill(server.child);
      stop = true;
      await Promise.all([...updates, signUps]);
      current = null;

      // Restart on the same file (the new process recovers the WAL), then check from outside.
      const restartStart = Date.now();
      current = await nextServer();
      const restartMs = Date.now() - restartStart;
      const result = check(file, ledger);
      acknowledged += roundAcks;
      lost += result.lost.length;
      if (result.integrity !== "ok") problems.push(`round ${round}: integrity_check ${result.integrity}`);
      if (result.foreignKeyViolations) problems.push(`round ${round}: ${result.foreignKeyViolations} foreign key violations`);
      problems.push(...result.lost.map((l) => `round ${round}: lost ${l}`));
      options.onRound?.({
        round,
        killedAfterMs: killAfter,
        restartMs,
        acknowledged: roundAcks,
        lost: result.lost.length,
        integrity: result.integrity,
        foreignKeyViolations: result.foreignKeyViolations,
      });
    }
    // The restarted server answers with the data.
    const alive = await fetch(`http://127.0.0.1:${current!.port}/healthz`);
    if (!alive.ok) problems.push("the restarted server does not answer");
  } finally {
    if (current) await kill(current.child);
    for (const child of queue) await child.then(kill, () => undefined);
    bundle.remove();
    if (!options.dir) fs.rmSync(dir, { recursive: true, force: true });
  }
  return { rounds: options.rounds, acknowledged, lost, problems, durationMs: Date.now() - started };
}
