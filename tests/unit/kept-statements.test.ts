/**
 * Kysely's SQLite handle keeps its prepared statements (db/open.ts): a query's SQL is prepared once and the
 * statement used again, with each call's own values, up to a limit.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KEPT_STATEMENTS, openDatabase, type OpenedDatabase } from "../../db/open";

let dir: string;
let opened: OpenedDatabase;
let prepared: string[];
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "kept-statements-"));
  opened = openDatabase(path.join(dir, "app.db"));
  // Every statement SQLite is asked to prepare through the raw handle (the kept ones call it once).
  const raw = opened.sqlite;
  const prepare = raw.prepare.bind(raw);
  prepared = [];
  raw.prepare = ((text: string) => {
    prepared.push(text);
    return prepare(text);
  }) as SQLite.Database["prepare"];
  await sql`CREATE TABLE numbers (n INTEGER NOT NULL)`.execute(opened.db);
  await sql`INSERT INTO numbers (n) VALUES (1), (2), (3)`.execute(opened.db);
});
afterEach(async () => {
  await opened.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const numbersAbove = (db: OpenedDatabase["db"], n: number) => sql<{ n: number }>`SELECT n FROM numbers WHERE n > ${n} ORDER BY n`.execute(db);

describe("the statements Kysely prepares on SQLite", () => {
  it("are prepared once and used again, with each call's own values", async () => {
    const before = prepared.length;
    expect((await numbersAbove(opened.db, 0)).rows.map((r) => r.n)).toEqual([1, 2, 3]);
    expect((await numbersAbove(opened.db, 1)).rows.map((r) => r.n)).toEqual([2, 3]);
    expect((await numbersAbove(opened.db, 2)).rows.map((r) => r.n)).toEqual([3]);
    expect(prepared.slice(before)).toEqual(["SELECT n FROM numbers WHERE n > ? ORDER BY n"]);
  });

  it("are kept for transactions too (begin and commit prepared once)", async () => {
    for (let i = 0; i < 3; i++) await opened.db.transaction().execute((trx) => sql`INSERT INTO numbers (n) VALUES (${10 + i})`.execute(trx));
    expect(prepared.filter((text) => text === "begin")).toHaveLength(1);
    expect(prepared.filter((text) => text === "commit")).toHaveLength(1);
    expect((await numbersAbove(opened.db, 9)).rows.map((r) => r.n)).toEqual([10, 11, 12]);
  });

  it("serve a query again after a stream of the same SQL was left halfway", async () => {
    const query = () => opened.db.selectFrom("numbers" as never).select(sql<number>`n`.as("n"));
    for await (const row of query().stream()) {
      expect((row as { n: number }).n).toBe(1);
      break;
    }
    expect((await query().execute()).map((r) => (r as { n: number }).n)).toEqual([1, 2, 3]);
    const streamed: number[] = [];
    for await (const row of query().stream()) streamed.push((row as { n: number }).n);
    expect(streamed).toEqual([1, 2, 3]);
  });

  it("are kept up to a limit, the least recently used given up first", async () => {
    expect(KEPT_STATEMENTS).toBeGreaterThanOrEqual(100);
    for (let i = 0; i <= KEPT_STATEMENTS; i++) await sql.raw(`SELECT ${i} AS n`).execute(opened.db);
    const before = prepared.length;
    await sql.raw(`SELECT ${KEPT_STATEMENTS} AS n`).execute(opened.db);
    await sql.raw("SELECT 0 AS n").execute(opened.db);
    expect(prepared.slice(before)).toEqual(["SELECT 0 AS n"]);
  });
});
