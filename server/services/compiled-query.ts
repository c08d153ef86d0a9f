/**
 * A hot statement built by Kysely once per dialect and run again with new values: Kysely stays the one
 * source of its SQL text, and a run costs no query building and no compiling.
 *
 * Kysely builds a query as a tree of frozen nodes and compiles it to SQL at every run. Measured under
 * bench:http's class of 40 answering exercises at once (issue 30), that building and compiling, and the
 * garbage it left, were a visible share of each answer's time, for the same few SQL texts every time.
 * Here the query is built with named placeholders (`p.userId`: a marker object where a value goes),
 * compiled once for SQLite and once for PostgreSQL, and each run puts the values into the compiled
 * parameters at the places the markers were. On SQLite the text then meets the prepared statement kept
 * for it (db/open.ts); on PostgreSQL it is the same text with $1, $2 ... as Kysely writes it.
 *
 * Only for statements whose shape does not depend on the values (a different shape, as a LIMIT present or
 * not, is a second compiled query: give each its own).
 */
import type { Compilable, CompiledQuery, Kysely, QueryResult } from "kysely";
import { dialectOf, type SqlDialect } from "../../db/dialect";
import { runOnHeldConnection } from "../../db/open";
import type { Database } from "../../db/types";

const NAME = Symbol("placeholder");

/** Where a value goes: Kysely sees an object it passes through as a parameter value. */
interface Placeholder {
  readonly [NAME]: string;
}

const isPlaceholder = (value: unknown): value is Placeholder => typeof value === "object" && value !== null && NAME in value;

/** The placeholders a query is built with: `p.userId` stands for `values.userId` at each run. */
const placeholders = new Proxy({} as Record<string, Placeholder>, {
  get: (_target, name) => ({ [NAME]: String(name) }),
});

export type RunCompiled<V, R> = (db: Kysely<Database>, values: V) => Promise<QueryResult<R>>;

export function compiledOnce<V extends Record<string, unknown>, R>(build: (db: Kysely<Database>, p: V) => Compilable<R>): RunCompiled<V, R> {
  const compiled = new Map<SqlDialect, { query: CompiledQuery<R>; places: (string | null)[] }>();
  return async (db, values) => {
    const dialect = dialectOf(db);
    let entry = compiled.get(dialect);
    if (!entry) {
      const query = build(db, placeholders as unknown as V).compile();
      entry = { query, places: query.parameters.map((value) => (isPlaceholder(value) ? value[NAME] : null)) };
      compiled.set(dialect, entry);
    }
    const { query, places } = entry;
    const parameters = query.parameters.map((fixed, i) => {
      const name = places[i];
      if (name === null) return fixed;
      const value = values[name];
      if (value === undefined) throw new Error(`compiledOnce: no value for ${name}`);
      return value;
    });
    // Inside a group commit's transaction (group-commit.ts): straight on the connection it holds.
    return runOnHeldConnection<R>(db, query.sql, parameters) ?? db.executeQuery<R>({ query: query.query, queryId: query.queryId, sql: query.sql, parameters });
  };
}
