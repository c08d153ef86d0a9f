/**
 * One write, one transaction — or, inside a bulk action, a step of the batch's transaction. The one-row
 * functions (crud, workflows) open their transaction through here, so a bulk action can run each row
 * through exactly the same function inside its own transaction (Kysely cannot nest transactions; the
 * bulk runner puts a savepoint around each row instead).
 */
import type { Kysely, Transaction } from "kysely";

export function inTransaction<D, T>(db: Kysely<D>, work: (trx: Transaction<D>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<D>);
  return db.transaction().execute(work);
}
