/**
 * Reads that arrive in the same turn of the event loop share one read transaction on SQLite (issue 34).
 *
 * Every request reads the database at least once before it can answer: a signed-in one its session's state
 * (server/auth/caller.ts), a signed-out one the public tables' versions (server/services/public-cache.ts).
 * Alone, each such read starts and ends a read transaction of its own, and in WAL mode that costs more than
 * the read: two file locks on the shared-memory index and their system calls, about 6 µs of the 9 µs the
 * session's state took, against about 3 µs a read inside a transaction already open (measured with
 * better-sqlite3 on a --scale 10000 database). Under load, the requests the server read from the network in
 * one turn of the loop ask together, so their reads run one after another in one transaction, at the end of
 * that turn (as the group commit does for writes: server/services/group-commit.ts).
 *
 * Each read still sees every write committed before it runs (the transaction starts when the group runs, not
 * when the read was asked for), and one that fails is rejected alone. A read alone, or one asked for while a
 * transaction is open on the connection (a group commit's, between its writes), runs as it is.
 */
import type SQLite from "better-sqlite3";

interface Waiting {
  read: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Per connection, the reads waiting for the end of this turn of the event loop. */
const waiting = new WeakMap<SQLite.Database, Waiting[]>();
/** Per connection, answerAll wrapped in better-sqlite3's transaction (BEGIN and COMMIT around it). */
const inOneTransaction = new WeakMap<SQLite.Database, (group: Waiting[]) => void>();

/** Groups read and the reads they held, since the process started (read by the tests). */
export const readTogetherCounts = { groups: 0, reads: 0 };

/** Runs `read` (synchronous, on `sqlite`) at the end of this turn of the event loop, with the others asked for in it. */
export function readTogether<T>(sqlite: SQLite.Database, read: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let group = waiting.get(sqlite);
    if (!group) {
      group = [];
      waiting.set(sqlite, group);
      // After every request already read from the network in this turn has asked.
      setImmediate(() => readGroup(sqlite));
    }
    group.push({ read, resolve: resolve as (value: unknown) => void, reject });
  });
}

/** Each read in turn; one that throws is rejected alone. */
function answerAll(group: Waiting[]): void {
  for (const { read, resolve, reject } of group) {
    try {
      resolve(read());
    } catch (error) {
      reject(error);
    }
  }
}

function readGroup(sqlite: SQLite.Database): void {
  const group = waiting.get(sqlite) ?? [];
  waiting.delete(sqlite);
  readTogetherCounts.groups += 1;
  readTogetherCounts.reads += group.length;
  if (group.length < 2 || !sqlite.open || sqlite.inTransaction) {
    answerAll(group);
    return;
  }
  let together = inOneTransaction.get(sqlite);
  if (!together) {
    together = sqlite.transaction(answerAll);
    inOneTransaction.set(sqlite, together);
  }
  together(group);
}
