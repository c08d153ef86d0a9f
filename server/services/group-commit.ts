/**
 * Group commit (issue 30, a class answering at once): on SQLite, writes that arrive in the same turn of the
 * event loop share one transaction and so one commit. SQLite runs with synchronous = FULL (db/open.ts): each
 * commit waits for the disk to confirm the log (5 ms on average on this machine, 20 ms at its p99 under
 * load), and better-sqlite3 waits on the server's only thread, so with one commit per answer 40 children
 * answering at once waited 40 disk syncs in a row and nothing else ran meanwhile. Together, one sync
 * serves them all, and what is acknowledged is still on the disk (durability unchanged).
 *
 * Each write still runs on its own, in arrival order, seeing the ones before it, in its own request's
 * context (its language), inside a savepoint of its own: one that fails (a refusal, or anything
 * unexpected) is rolled back alone and rejected alone, and the others commit. Only a failing commit (the
 * disk, not a write) rejects the whole group; nothing of it was stored, and a client sending the same
 * answer again (same attempt key) is counted once.
 *
 * On PostgreSQL each write keeps a transaction of its own: it commits many at once from its pool of
 * connections and groups the syncs of concurrent commits itself, while one shared transaction would make
 * them wait in turn on one connection.
 *
 * A write given here must do everything through the transaction it is handed (on SQLite, the database
 * itself is busy with the group's transaction until the commit).
 */
import { AsyncResource } from "node:async_hooks";
import { CompiledQuery, type Transaction } from "kysely";
import { type DB, markHeldConnection, runOnHeldConnection } from "../../db/open";
import { isPostgres } from "../../db/dialect";
import type { Database } from "../../db/types";

type Write<T> = (trx: Transaction<Database>) => Promise<T>;

interface Waiting {
  write: Write<unknown>;
  /** Runs a function in the context (AsyncLocalStorage: language, request) of the call that asked. */
  inContext: <R>(fn: () => R) => R;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Per database, the writes waiting for the next group (the group starts at the end of this event-loop turn). */
const waiting = new WeakMap<DB, Waiting[]>();

/** Transactions committed here and the writes they held, since the process started (read by the tests). */
export const groupCommitCounts = { transactions: 0, writes: 0 };

/** Runs `write` in a transaction: on SQLite, the one shared by every write that arrived with it. */
export function inGroupCommit<T>(db: DB, write: Write<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(write);
  return new Promise<T>((resolve, reject) => {
    let group = waiting.get(db);
    if (!group) {
      group = [];
      waiting.set(db, group);
      // After every request already read from the network in this turn of the event loop has asked.
      setImmediate(() => void commitGroup(db));
    }
    group.push({ write, inContext: AsyncResource.bind(<R>(fn: () => R) => fn()), resolve: resolve as (value: unknown) => void, reject });
  });
}

/** Each write's savepoint, written once (no query to build for every write). */
const SAVEPOINT = CompiledQuery.raw("SAVEPOINT group_write");
const RELEASE = CompiledQuery.raw("RELEASE group_write");
const ROLLBACK_TO = CompiledQuery.raw("ROLLBACK TO group_write");

async function commitGroup(db: DB): Promise<void> {
  const group = waiting.get(db) ?? [];
  waiting.delete(db);
  const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      // The group holds the only connection until its commit: its hot statements run on it directly (db/open.ts).
      const held = markHeldConnection(trx, db);
      const run = async (statement: CompiledQuery) => runOnHeldConnection(trx, statement.sql, statement.parameters) ?? (await trx.executeQuery(statement));
      try {
        for (const { write, inContext } of group) {
          await run(SAVEPOINT);
          try {
            outcomes.push({ ok: true, value: await inContext(() => write(trx)) });
            await run(RELEASE);
          } catch (error) {
            await run(ROLLBACK_TO);
            await run(RELEASE);
            outcomes.push({ ok: false, error });
          }
        }
      } finally {
        held.release();
      }
    });
  } catch (error) {
    for (const { reject } of group) reject(error);
    return;
  }
  groupCommitCounts.transactions += 1;
  groupCommitCounts.writes += group.length;
  group.forEach(({ resolve, reject }, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) resolve(outcome.value);
    else reject(outcome.error);
  });
}
