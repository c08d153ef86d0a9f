/**
 * The in-memory cache of public answers (home, lists, details, site settings), so a campaign sending
 * thousands of children to the home page does not run the same scans and counts for each of them.
 *
 * Freshness comes from the database, not from this process: migration 0009 keeps a counter per table in
 * `table_versions`, bumped by triggers inside every writing transaction. An answer remembers the counters
 * of the tables it read and is served only while they are unchanged, checked with one small indexed read
 * per call. So an approval, an edit in the back office, a registration, or a write by another process on
 * the same file is visible at the next read, and no write path has to remember to invalidate anything.
 *
 * Bounded in bytes (an LRU over the size of each answer as JSON). Only what is the same for every reader
 * goes in: a procedure whose answer carries the caller's own data (course progress, a like) keeps its
 * shared part here and adds the caller's part per request (routers/public-learning.ts, public-media.ts).
 */
import { getLocale } from "../../admin-modules/domain/i18n";
import { LRUCache } from "lru-cache";
import type SQLite from "better-sqlite3";
import { type DB, sqliteOf } from "../../db/open";
import { readTogether } from "../../db/read-together";
import { sriLankaDate } from "../../admin-modules/domain/time";

/**
 * The tables migration 0009 versions; a test checks the database has exactly these. In the order of their
 * names, which is the order SQLite keeps table_versions in (its primary key): see allStampStatement.
 */
export const VERSIONED_TABLES = [
  "announcements",
  "course_lessons",
  "courses",
  "emergency_contacts",
  "events",
  "hubs",
  "image_variants",
  "media_submissions",
  "resources",
  "site_settings",
] as const;
export type VersionedTable = (typeof VERSIONED_TABLES)[number];

/** Bytes of JSON the cache may hold per database (the objects in memory take a small multiple of this). */
export const PUBLIC_CACHE_MAX_BYTES = 16 * 1024 * 1024;

interface Entry {
  value: unknown;
  /** The versions of the tables the answer was read from, joined: "3,0,17". */
  stamp: string;
  bytes: number;
}

export class PublicCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Loads under way, so twenty visitors arriving after a write cause one read, not twenty. */
  private readonly loading = new Map<string, Promise<unknown>>();

  /**
   * The raw handle on SQLite. The stamp of every table, read once per request before an answer kept whole
   * is sent, is read with the other requests' of the same turn of the event loop in one read transaction
   * (db/read-together.ts); the versions a page's own queries read while it is drawn are read at once, so
   * that drawing does not wait a turn of the loop for each.
   */
  private readonly sqlite: SQLite.Database | undefined;
  private readonly versionsStatement: SQLite.Statement | undefined;
  /** Every versioned table's version in VERSIONED_TABLES's order, joined as a stamp is: "3,0,17,...". */
  private readonly allStampStatement: SQLite.Statement | undefined;

  constructor(
    private readonly db: DB,
    maxBytes = PUBLIC_CACHE_MAX_BYTES,
  ) {
    this.sqlite = sqliteOf(db);
    // One JSON text rather than nine row objects: a third of the time per call (issue #10).
    this.versionsStatement = this.sqlite?.prepare("SELECT json_group_object(name, version) FROM table_versions").pluck();
    // The answers kept whole (API answers, pages) depend on every table: their stamp comes joined from
    // SQLite, in the names' order (VERSIONED_TABLES's), with no JSON to parse or map to build per request
    // (issue #10: the map was a twelfth of the time of a kept answer under autocannon).
    this.allStampStatement = this.sqlite?.prepare("SELECT group_concat(version, ',') FROM (SELECT version FROM table_versions ORDER BY name)").pluck();
    this.entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
  }

  /**
   * Every table's current version: one read of a 9-row table. It runs at every call, so it is a kept
   * prepared statement on the raw handle (Kysely's driver prepares each query anew: ~0.1 ms measured).
   */
  async versions(): Promise<Map<string, number>> {
    if (this.versionsStatement) return new Map(Object.entries(JSON.parse(this.versionsStatement.get() as string) as Record<string, number>));
    const rows = await this.db.selectFrom("table_versions").select(["name", "version"]).execute();
    return new Map(rows.map((row) => [row.name, row.version]));
  }

  /** The versions of `tables`, joined in their order: an answer read from them is current while this is unchanged. */
  private async stamp(tables: readonly VersionedTable[]): Promise<string> {
    const all = this.allStampStatement;
    if (tables === VERSIONED_TABLES && this.sqlite && all) return readTogether(this.sqlite, () => all.get() as string);
    const versions = await this.versions();
    return tables.map((table) => versions.get(table) ?? -1).join(",");
  }

  /**
   * The answer stored under `key` if none of `tables` changed since it was read; otherwise `load()`'s,
   * stored for next time. The versions are read BEFORE loading: a write landing during the load then
   * leaves a newer version than the one stored, so the answer is read again next time, never served stale.
   * `sizeOf` counts a value that is not plain JSON (the HTTP answers keep their compressed copies too).
   */
  async get<T>(key: string, tables: readonly VersionedTable[], load: () => Promise<T>, sizeOf?: (value: T) => number): Promise<T> {
    const stamp = await this.stamp(tables);
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp) return hit.value as T;

    const loadKey = `${stamp}\u0000${key}`;
    const pending = this.loading.get(loadKey);
    if (pending) return pending as Promise<T>;
    const promise = load()
      .then((value) => {
        const bytes = (sizeOf ? sizeOf(value) : Buffer.byteLength(JSON.stringify(value) ?? "")) + key.length;
        // An answer larger than the whole budget is served but not kept.
        if (bytes <= this.entries.maxSize) this.entries.set(key, { value, stamp, bytes });
        return value;
      })
      .finally(() => this.loading.delete(loadKey));
    this.loading.set(loadKey, promise);
    return promise;
  }

  /** The answer stored under `key` if it is there and none of `tables` changed since; never loads. */
  async peek<T>(key: string, tables: readonly VersionedTable[]): Promise<T | undefined> {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    return hit.stamp === (await this.stamp(tables)) ? (hit.value as T) : undefined;
  }

  /** Bytes held and entries kept, for tests and figures. */
  stats() {
    return { bytes: this.entries.calculatedSize, entries: this.entries.size };
  }

  clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<DB, PublicCache>();

/** The cache of one opened database (tests open many; each has its own). */
export function publicCacheFor(db: DB): PublicCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PublicCache(db);
    caches.set(db, cache);
  }
  return cache;
}

export interface CachedQueryOptions {
  /**
   * The answer depends on what "today" is in Sri Lanka (upcoming events, this month's count): the date
   * is part of the key, so the answer changes at midnight in Colombo even if no table did.
   */
  today?: boolean;
}

interface ResolverOptions<TInput> {
  ctx: { db: DB };
  input: TInput;
  path: string;
}

/**
 * A tRPC query resolver answered from the public cache, keyed by procedure, language, input (and the
 * Sri Lanka date when `today`). Usage: `publicProcedure.input(schema).query(cachedQuery(["events"], read))`.
 */
export function cachedQuery<TInput, TOutput, TOptions extends ResolverOptions<TInput>>(
  tables: readonly VersionedTable[],
  read: (opts: TOptions) => Promise<TOutput>,
  options: CachedQueryOptions = {},
): (opts: TOptions) => Promise<TOutput> {
  return (opts) => {
    const key = [
      opts.path,
      getLocale() /* the request's language (server/http/locale.ts): answers differ by it */,
      options.today ? sriLankaDate() : "",
      JSON.stringify(opts.input ?? null),
    ].join("\u0000");
    return publicCacheFor(opts.ctx.db).get(key, tables, () => read(opts));
  };
}
