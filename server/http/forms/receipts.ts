/**
 * A double tap on a form's button before the page has its script sends the form twice: the browser drops
 * the first answer and shows the second. A form that creates something therefore runs once per receipt
 * (migration 0017): the SHA-256 of the form's name, the sender (address and account) and everything it
 * carried. The same form again within a minute waits for the first one's answer and is sent where the first
 * went, so the second tap writes nothing and sees the same success. A form that failed leaves no receipt,
 * so the visitor can correct it and send again. In the database, so every app process sees them.
 */
import { createHash } from "node:crypto";
import type { DB } from "../../../db/open";

export const RECEIPT_WINDOW_MS = 60_000;
/** How long a repeat waits for the first one's answer before it is judged itself. */
const WAIT_MS = 15_000;
const POLL_MS = 100;

export function receiptKey(parts: readonly (string | number | Buffer | null | undefined)[]): string {
  const hash = createHash("sha256");
  for (const part of parts)
    hash.update(`${part === null || part === undefined ? "" : Buffer.isBuffer(part) ? createHash("sha256").update(part).digest("hex") : part}\u0000`);
  return hash.digest("hex");
}

/** Where the receipt's form sent its visitor; null when there is no receipt (any more), or on timeout. */
async function firstAnswer(db: DB, key: string): Promise<string | null> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    const row = await db.selectFrom("form_receipts").select("location").where("key", "=", key).executeTakeFirst();
    if (!row) return null;
    if (row.location) return row.location;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}

/** Runs `handle` (which answers the address to send the visitor to) once per receipt; a repeat gets the first's address. */
export async function once(db: DB, key: string, handle: () => Promise<string>): Promise<string> {
  const now = new Date();
  await db
    .deleteFrom("form_receipts")
    .where("created_at", "<", new Date(now.getTime() - RECEIPT_WINDOW_MS).toISOString())
    .execute();
  const claimed = await db
    .insertInto("form_receipts")
    .values({ key, location: null, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
    const location = await firstAnswer(db, key);
    if (location) return location;
    // The first one failed (its receipt is gone) or never answered: this one is judged on its own.
    return handle();
  }
  try {
    const location = await handle();
    await db.updateTable("form_receipts").set({ location }).where("key", "=", key).execute();
    return location;
  } catch (error) {
    await db.deleteFrom("form_receipts").where("key", "=", key).execute();
    throw error;
  }
}
