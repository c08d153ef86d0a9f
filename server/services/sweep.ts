/**
 * The sweep: deletes rows no request needs any more (expired sessions, expired or used one-time links
 * of every purpose, stale sign-in attempt rows, ended rate-limit windows, old daily hit counts), and
 * the accounts whose parent did not answer the consent e-mail within 30 days (parental-consent.ts).
 * Runs at start and then hourly in the server (startSweeper), and by hand with `npm run sweep`.
 *
 * Small batches: each DELETE removes at most SWEEP.batchSize rows found through an index, then the
 * sweep pauses for SWEEP.pauseMs, so a request that arrives meanwhile waits for one batch at most
 * (measured by `npm run bench:sweep`). A pause, not just a yield: a request takes several turns of the
 * event loop (body, session, query, answer), and with a bare setImmediate the next batch would run
 * before each of those turns, so a request waited behind ten batches instead of one.
 */
import { type RawBuilder, sql } from "kysely";
import { dialectOf } from "../../db/dialect";
import { type DB, SYNCHRONOUS } from "../../db/open";
import { addDays, sriLankaDate } from "../../admin-modules/domain/time";
import { MEDIA_VIEW_WINDOW_MS, REVIEW_SHOWN_MARK_MS, SIGN_IN_LOCKOUT, SWEEP } from "../auth/limits";
import { sweepUnansweredConsents } from "./parental-consent";
import type { Config } from "../config";
import { deliverQueuedMail, queueRegistrationDigests } from "./notify";
import { type SweepResult, type SweepThread, sweepInThread } from "./sweep-thread";

export type { SweepResult };

export interface SweepOptions {
  now?: Date;
  batchSize?: number;
  /** Stops between batches (server shutdown). */
  signal?: AbortSignal;
  /** Told how long each DELETE took, on the clock and in CPU time of this process (the benchmark). */
  onBatch?: (timing: { ms: number; cpuMs: number }) => void;
  /**
   * Where the images of a deleted account's unpublished submissions are removed from (the server's and
   * `npm run sweep`'s UPLOADS_DIR). Without it the accounts still go, their image files stay on disk.
   */
  uploadsDir?: string | null;
}

const pauseForRequests = () => new Promise<void>((resolve) => setTimeout(resolve, SWEEP.pauseMs));

/**
 * One DELETE whose commit does not wait for the disk (synchronous = NORMAL, on the one connection held for
 * the three statements, so no request's write runs in between). With FULL, every batch's commit waited
 * for an fsync with the event loop blocked (better-sqlite3 is synchronous), and requests waited with it.
 * Nothing is lost by it: a deleted row that a power cut brings back is deleted by the next sweep, and the
 * next request's commit (FULL again) syncs the log with these frames in it.
 */
async function deleteWithoutWaitingForTheDisk(db: DB, statement: RawBuilder<unknown>) {
  // PostgreSQL's commit does not block the event loop (pg is asynchronous): the statement runs as it is.
  if (dialectOf(db) === "postgres") return statement.execute(db);
  return db.connection().execute(async (connection) => {
    await sql`PRAGMA synchronous = NORMAL`.execute(connection);
    try {
      return await statement.execute(connection);
    } finally {
      await sql.raw(`PRAGMA synchronous = ${SYNCHRONOUS}`).execute(connection);
    }
  });
}

type SweptCounts = Omit<SweepResult, "unansweredConsents" | "batches" | "ms">;

/** The rows a sweep at `now` removes: for each count of the result, the tables and conditions that select them. */
function sweptRows(now: Date): Record<keyof SweptCounts, [table: string, where: RawBuilder<unknown>][]> {
  const nowIso = now.toISOString();
  const attemptsBefore = new Date(now.getTime() - SIGN_IN_LOCKOUT.windowMs).toISOString();
  const hitsBefore = addDays(sriLankaDate(now), -SWEEP.hitsKeptDays);
  return {
    sessions: [["sessions", sql`expires_at <= ${nowIso}`]],
    // Setup, password reset and any later purpose: a link is dead once expired or used. E-mail
    // verification links go when used; theirs and the parents' links also when expired.
    oneTimeTokens: [
      ["one_time_tokens", sql`expires_at <= ${nowIso}`],
      ["one_time_tokens", sql`used_at IS NOT NULL`],
      ["email_verifications", sql`expires_at <= ${nowIso}`],
      ["parent_links", sql`expires_at <= ${nowIso}`],
    ],
    // Kept while its failures still count or its lock still holds.
    loginAttempts: [["login_attempts", sql`window_started_at < ${attemptsBefore} AND (locked_until IS NULL OR locked_until <= ${nowIso})`]],
    rateLimits: [["rate_limits", sql`window_end <= ${nowIso}`]],
    rateLimitHits: [["rate_limit_hits", sql`day < ${hitsBefore}`]],
    mediaViewMarks: [["media_view_marks", sql`counted_at <= ${new Date(now.getTime() - MEDIA_VIEW_WINDOW_MS).toISOString()}`]],
    // A reviewer's look that never became a decision (approving uses its mark up at once).
    reviewShownMarks: [["review_shown_marks", sql`shown_at <= ${new Date(now.getTime() - REVIEW_SHOWN_MARK_MS).toISOString()}`]],
  };
}

/**
 * Whether a sweep at `now` has more than one batch to remove from some table: then it runs in its own
 * thread. Otherwise (the usual hour: a few expired sessions) it runs on the server's own connection, in
 * a handful of one-batch DELETEs of a few milliseconds each. A thread is a second JavaScript heap that
 * loads the server's code: about 30 MiB more memory while it runs (issue #10, the server's peak RSS).
 */
export async function sweepNeedsThread(db: DB, now = new Date(), batchSize: number = SWEEP.batchSize): Promise<boolean> {
  for (const parts of Object.values(sweptRows(now))) {
    for (const [table, where] of parts) {
      const found = await sql<{
        n: number;
      }>`SELECT count(*) AS n FROM (SELECT 1 FROM ${sql.table(table)} WHERE ${where} LIMIT ${batchSize + 1}) AS due`.execute(db);
      if (Number(found.rows[0]?.n ?? 0) > batchSize) return true;
    }
  }
  return false;
}

export async function sweepExpired(db: DB, options: SweepOptions = {}): Promise<SweepResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? SWEEP.batchSize;
  let batches = 0;
  // Each batch picks its rows by their physical address: SQLite's rowid, PostgreSQL's ctid (the tables
  // swept here have no single-column key in common).
  const rowAddress = sql.raw(dialectOf(db) === "postgres" ? "ctid" : "rowid");

  /** Deletes the rows the condition selects, batch by batch; answers how many went. */
  const inBatches = async (table: string, where: ReturnType<typeof sql>) => {
    let removed = 0;
    for (;;) {
      if (options.signal?.aborted) return removed;
      const batchStarted = performance.now();
      const cpuStarted = options.onBatch ? process.cpuUsage() : undefined;
      const result = await deleteWithoutWaitingForTheDisk(
        db,
        sql`DELETE FROM ${sql.table(table)} WHERE ${rowAddress} IN (SELECT ${rowAddress} FROM ${sql.table(table)} WHERE ${where} LIMIT ${batchSize})`,
      );
      const count = Number(result.numAffectedRows ?? 0);
      if (options.onBatch) {
        const cpu = process.cpuUsage(cpuStarted);
        options.onBatch({ ms: performance.now() - batchStarted, cpuMs: (cpu.user + cpu.system) / 1000 });
      }
      batches += 1;
      removed += count;
      if (count < batchSize) return removed;
      await pauseForRequests();
    }
  };

  const counts = {} as SweptCounts;
  for (const [name, parts] of Object.entries(sweptRows(now)) as [keyof SweptCounts, [string, RawBuilder<unknown>][]][]) {
    counts[name] = 0;
    for (const [table, where] of parts) counts[name] += await inBatches(table, where);
  }
  // One short transaction per account (usually none or a few an hour), so requests wait for one at most.
  const unansweredConsents = options.signal?.aborted ? 0 : await sweepUnansweredConsents(db, { uploadsDir: options.uploadsDir ?? null }, now);
  return { ...counts, unansweredConsents, batches, ms: performance.now() - started };
}

/** "12 sessions, 3 one-time links, …": what a sweep removed, for the log and the CLI. */
export function describeSweep(result: SweepResult): string {
  return (
    `removed ${result.sessions} expired sessions, ${result.oneTimeTokens} expired or used one-time links, ` +
    `${result.loginAttempts} old sign-in attempt rows, ${result.rateLimits} ended rate-limit windows, ` +
    `${result.rateLimitHits} old daily limit counts, ${result.mediaViewMarks} old media view marks, ` +
    `${result.reviewShownMarks} unused review marks in ${result.batches} batches, and ` +
    `${result.unansweredConsents} accounts whose parent did not answer within 30 days (${Math.round(result.ms)} ms)`
  );
}

export interface Sweeper {
  /** Stops the hourly timer and waits for a running sweep to finish its current batch. */
  stop(): Promise<void>;
}

/**
 * The mail part of a sweep: the organisers' daily digest of new registrations (once a Sri Lanka day,
 * server/services/notify.ts), then every queued e-mail a request did not deliver (a relay that was down).
 */
export async function sweepMail(db: DB, mail: MailSettings, now = new Date()): Promise<{ digests: number; sent: number }> {
  const digests = await queueRegistrationDigests(db, mail, now);
  const sent = await deliverQueuedMail(db, mail);
  return { digests, sent };
}

type MailSettings = Pick<Config, "smtpUrl" | "mailFrom" | "databaseFile" | "publicUrl">;

/** The sweep on this process's own connection (pool on PostgreSQL), stoppable like the thread. */
function sweepInProcess(db: DB, uploadsDir: string | null): SweepThread {
  const controller = new AbortController();
  return { result: sweepExpired(db, { uploadsDir, signal: controller.signal }), stop: () => controller.abort() };
}

/** Sweeps now and then every SWEEP.everyMs (see sweepNeedsThread for where); the timer does not keep the process alive. */
export function startSweeper(
  db: DB,
  options: {
    databaseFile: string;
    /** On PostgreSQL the sweep runs on the server's own pool: its waits are network waits, not a blocked event loop. */
    databaseUrl?: string | null;
    uploadsDir: string | null;
    everyMs?: number;
    log?: (line: string) => void;
    mail?: MailSettings;
  },
): Sweeper {
  const log = options.log ?? ((line: string) => console.log(line));
  let stopped = false;
  let thread: SweepThread | null = null;
  let running: Promise<void> | null = null;
  /** Where this sweep runs: a backlog in its own thread, on its own connection, so requests never wait behind it (sweep-thread.ts). */
  const startSweep = async (): Promise<SweepThread> =>
    !options.databaseUrl && (await sweepNeedsThread(db))
      ? sweepInThread({ databaseFile: options.databaseFile, uploadsDir: options.uploadsDir })
      : sweepInProcess(db, options.uploadsDir);
  const run = () => {
    if (running || stopped) return;
    running = startSweep()
      .then((started) => {
        thread = started;
        // Stopped while it was choosing where to run: it ends after its first batch.
        if (stopped) started.stop();
        return started.result;
      })
      .then(async (result) => {
        const removed =
          result.sessions +
          result.oneTimeTokens +
          result.loginAttempts +
          result.rateLimits +
          result.rateLimitHits +
          result.mediaViewMarks +
          result.reviewShownMarks +
          result.unansweredConsents;
        if (removed > 0) log(`[sweep] ${describeSweep(result)}`);
        if (options.mail && !stopped) {
          const mail = await sweepMail(db, options.mail);
          if (mail.digests + mail.sent > 0) log(`[sweep] queued ${mail.digests} registration digests, sent ${mail.sent} e-mails`);
        }
      })
      .catch((error: unknown) => console.error("[sweep] failed:", error instanceof Error ? error.message : error))
      .finally(() => {
        running = null;
        thread = null;
      });
  };
  run();
  const timer = setInterval(run, options.everyMs ?? SWEEP.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      stopped = true;
      thread?.stop();
      await running;
    },
  };
}
