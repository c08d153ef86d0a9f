/**
 * One evaluator for the registry's conditions: the server's SQL (server/admin/where.ts). The browser used
 * to run its own in-memory copy, which disagreed with SQL on the cases below (NULL against <, IN and NOT
 * IN; a missing value; a subquery it could not run and took as true). These cases pin SQL's answers, and
 * the list's per-row decisions that replaced the copy are checked to be the same answers.
 */
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allOf, type Where } from "../../admin-modules/registry";
import { compileWhere, dynamicValues } from "../../server/admin/where";

let db: Kysely<any>;

beforeAll(async () => {
  db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
  await db.schema
    .createTable("items")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("n", "integer")
    .addColumn("status", "text")
    .addColumn("owner", "integer")
    .execute();
  await db.schema
    .createTable("owners")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("boss", "integer")
    .execute();
  await db
    .insertInto("items")
    .values([
      { id: 1, n: 5, status: "pending", owner: 10 },
      { id: 2, n: null, status: null, owner: 11 },
      { id: 3, n: -1, status: "approved", owner: null },
    ])
    .execute();
  await db.insertInto("owners").values({ id: 10, boss: 7 }).execute();
});

afterAll(() => db.destroy());

/** The ids of the rows the server's evaluator lets through. */
async function matching(where: Where, userId: number | null = 7): Promise<number[]> {
  const rows = await db
    .selectFrom("items")
    .select("id")
    .where((eb) => compileWhere(eb, where, dynamicValues(userId)))
    .orderBy("id")
    .execute();
  return rows.map((r) => Number(r.id));
}

describe("the one Where evaluator (SQL) on the cases the in-memory copy got wrong", () => {
  it("a NULL value is never less than anything (in memory null < 1 was true: null became 0)", async () => {
    expect(await matching({ n: { lt: 1 } })).toEqual([3]);
    expect(await matching({ n: { lte: 5 } })).toEqual([1, 3]);
  });

  it("a NULL value is in no list and, with NOT IN, fails too (in memory: in [null] and notIn held)", async () => {
    expect(await matching({ status: { in: ["pending", null] } })).toEqual([1]);
    expect(await matching({ status: { notIn: ["pending"] } })).toEqual([3]);
  });

  it("ne keeps the NULL rows: a row without a status is not 'pending'", async () => {
    expect(await matching({ status: { ne: "pending" } })).toEqual([2, 3]);
  });

  it("a comparison with a NULL operand asks IS [NOT] NULL (in memory: null compared as a value)", async () => {
    expect(await matching({ owner: { eq: null } })).toEqual([3]);
    expect(await matching({ owner: { ne: null } })).toEqual([1, 2]);
    // Signed-out caller: $userId is null, so "my rows" are the rows without an owner.
    expect(await matching({ owner: { $: "userId" } }, null)).toEqual([3]);
  });

  it("inSubquery is decided (in memory it was always true)", async () => {
    expect(await matching({ owner: { inSubquery: { table: "owners", select: "id", where: { boss: { $: "userId" } } } } })).toEqual([1]);
    expect(await matching({ owner: { inSubquery: { table: "owners", select: "id", where: { boss: 99 } } } })).toEqual([]);
  });

  it("an empty IN list matches nothing; an empty NOT IN list everything; $or any branch", async () => {
    expect(await matching({ status: { in: [] } })).toEqual([]);
    expect(await matching({ status: { notIn: [] } })).toEqual([1, 2, 3]);
    expect(await matching({ $or: [{ status: "approved" }, { n: { gt: 4 } }] })).toEqual([1, 3]);
    expect(await matching({})).toEqual([1, 2, 3]);
  });

  it("allOf keeps every part whole: a second condition on the same column narrows, never replaces (issue #26)", async () => {
    const rule: Where = { owner: 10 };
    const filter: Where = { owner: 11 };
    // The spread the list once used: the filter replaced the rule and showed owner 11's row.
    expect(await matching({ ...rule, ...filter })).toEqual([2]);
    expect(await matching(allOf(rule, filter))).toEqual([]);
    expect(await matching(allOf(rule, { owner: 10 }))).toEqual([1]);
    expect(await matching(allOf(rule, { $or: [{ owner: 11 }, { status: "pending" }] }))).toEqual([1]);
    expect(await matching(allOf(undefined, {}, rule))).toEqual([1]);
    expect(allOf()).toEqual({});
    expect(await matching({ $and: [] })).toEqual([1, 2, 3]);
  });
});
