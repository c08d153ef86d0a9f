/**
 * Answers kept for one signed-in session: the finished page or API answer a child was last sent for an
 * address, kept so that asking again (a reload, Back, the class's tablets refreshing) costs the session
 * statement and a write instead of a render.
 *
 * Never shared: the key starts with the session's id (the SHA-256 of its token), so no other session, not
 * even another of the same account, can reach an entry. Never stale: an entry is served only while the
 * caller's stamp (server/auth/caller.ts) is the one it was made under. That stamp joins every public
 * table's version (migration 0009) and the account's own version (migration 0020), both bumped by
 * triggers in the writing transaction, read by the request's one session statement: a write by any
 * process (an approval, a role change, a consent, a new password, a ticked lesson) makes every older
 * entry unreachable at the next request. A sign-out or a deleted account leaves no session to match.
 *
 * Only answers whose every read is covered by that stamp may be kept: the callers decide by procedure
 * (CALLER_KEPT_QUERIES in server/http/public-answers.ts).
 *
 * Short-lived and bounded: an entry lives at most SESSION_MEMO_TTL_MS, the memo holds at most
 * SESSION_MEMO_MAX_BYTES (least recently used first out), an entry found stale is dropped at once, and a
 * sign-out, the end of an account's other sessions (a new password) or a deleted account drop that
 * session's or account's entries in this process. Per process: its entries are copies, so a second app
 * process keeps its own, and a sign-out there leaves here only entries no cookie can reach any more
 * (the session row is gone), dropped by age or size.
 */
import { LRUCache } from "lru-cache";
import type { DB } from "../../db/open";

/** Bytes the memo may hold per database (a signed-in Learning page of 100 courses is about 150 KB). */
export const SESSION_MEMO_MAX_BYTES = 8 * 1024 * 1024;
/** How long an entry may be served at most, even unchanged: a class's reloads during a lesson, not a day. */
export const SESSION_MEMO_TTL_MS = 10 * 60 * 1000;

/** What the memo needs of the request's caller (server/auth/caller.ts). */
type MemoCaller = { session: { id: string; userId: number }; stamp: string };

interface Entry {
  value: unknown;
  stamp: string;
  userId: number;
  bytes: number;
}

export class SessionMemo {
  private readonly entries: LRUCache<string, Entry>;
  private hits = 0;
  private misses = 0;

  constructor(maxBytes = SESSION_MEMO_MAX_BYTES) {
    this.entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes, ttl: SESSION_MEMO_TTL_MS });
  }

  private static key(sessionId: string, key: string): string {
    return `${sessionId}\u0000${key}`;
  }

  /** The value kept for this session under `key`, if it was made under the caller's current stamp. */
  get<T>(caller: MemoCaller, key: string): T | undefined {
    const full = SessionMemo.key(caller.session.id, key);
    const entry = this.entries.get(full);
    if (entry && entry.stamp === caller.stamp) {
      this.hits += 1;
      return entry.value as T;
    }
    // Made before a change (a role, a consent, a tick): never served again, so not kept either.
    if (entry) this.entries.delete(full);
    this.misses += 1;
    return undefined;
  }

  /**
   * Keeps `value` under the stamp the caller had BEFORE the value was made: a write landing meanwhile
   * leaves a newer stamp, so the value is made again at the next request, never served stale.
   */
  set(caller: MemoCaller, key: string, value: unknown, bytes: number): void {
    const full = SessionMemo.key(caller.session.id, key);
    if (bytes + full.length <= this.entries.maxSize) {
      this.entries.set(full, { value, stamp: caller.stamp, userId: caller.session.userId, bytes: bytes + full.length });
    }
  }

  /** Drops everything kept for a session (at sign-out, so nothing of the child's stays in memory). */
  forgetSession(sessionId: string): void {
    const prefix = SessionMemo.key(sessionId, "");
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** Drops everything kept for any session of an account (its sessions ended, or the account deleted). */
  forgetUser(userId: number): void {
    for (const [key, entry] of [...this.entries.entries()]) if (entry.userId === userId) this.entries.delete(key);
  }

  /** Entries, bytes, hits and misses, for tests and figures. */
  stats() {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize, hits: this.hits, misses: this.misses };
  }
}

const memos = new WeakMap<DB, SessionMemo>();

/** The memo of one opened database (tests open many; each has its own). */
export function sessionMemoFor(db: DB): SessionMemo {
  let memo = memos.get(db);
  if (!memo) {
    memo = new SessionMemo();
    memos.set(db, memo);
  }
  return memo;
}
