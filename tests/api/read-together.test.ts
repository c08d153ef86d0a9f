/**
 * Issue 34: reads that arrive in one turn of the event loop share one read transaction on SQLite
 * (db/read-together.ts): the session state every signed-in request reads, and the public tables' stamp
 * every answer kept whole is checked against. Each read still gets its own answer, sees every write
 * committed before the group runs (even another connection's), and fails alone.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTogether, readTogetherCounts } from "../../db/read-together";
import { resolveCaller } from "../../server/auth/caller";
import { hashToken, SESSION_COOKIE } from "../../server/auth/session";
import { createTestEnv, type TestCaller, type TestEnv } from "../support/api";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.cleanup());

const tokenOf = (caller: TestCaller) => caller.jar.get(SESSION_COOKIE)!;
const onSqlite = () => env.dialect === "sqlite";

/** Groups and reads made while `run` ran. */
async function groupsDuring<T>(run: () => Promise<T>): Promise<{ result: T; groups: number; reads: number }> {
  const before = { ...readTogetherCounts };
  const result = await run();
  return { result, groups: readTogetherCounts.groups - before.groups, reads: readTogetherCounts.reads - before.reads };
}

describe("session reads arriving together", () => {
  it("share one read transaction, and each gets its own account", async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => env.userCaller()));
    // Read once each first: the account is then remembered, and a request reads only the session's state.
    for (const member of members) expect((await resolveCaller(env.db, tokenOf(member)))?.user.id).toBe(member.userId);
    const { result, groups, reads } = await groupsDuring(() => Promise.all(members.map((member) => resolveCaller(env.db, tokenOf(member)))));
    expect(result.map((caller) => caller?.user.id)).toEqual(members.map((member) => member.userId));
    expect({ groups, reads }).toEqual(onSqlite() ? { groups: 1, reads: 12 } : { groups: 0, reads: 0 });
  });

  it("see a sign-out another process committed after they were asked for, before the group ran", async () => {
    if (!onSqlite()) return expect(env.dialect).toBe("postgres");
    const [leaving, staying] = [await env.userCaller(), await env.userCaller()];
    for (const member of [leaving, staying]) await resolveCaller(env.db, tokenOf(member));
    const asked = Promise.all([resolveCaller(env.db, tokenOf(leaving)), resolveCaller(env.db, tokenOf(staying))]);
    // Another connection to the same file (a command-line tool, the sweep's thread) ends the session meanwhile.
    const other = new Database(env.config.databaseFile);
    try {
      other.prepare("DELETE FROM sessions WHERE id = ?").run(hashToken(tokenOf(leaving)));
    } finally {
      other.close();
    }
    const [left, stayed] = await asked;
    expect(left).toBeNull();
    expect(stayed?.user.id).toBe(staying.userId);
  });

  it("asked for while a transaction is open on the connection, run inside it and see its writes", async () => {
    const [leaving, staying] = [await env.userCaller(), await env.userCaller()];
    for (const member of [leaving, staying]) await resolveCaller(env.db, tokenOf(member));
    const seen = await env.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("sessions")
        .where("id", "=", hashToken(tokenOf(leaving)))
        .execute();
      // On SQLite the raw handle is the transaction's connection: the reads see the uncommitted sign-out.
      return onSqlite() ? Promise.all([resolveCaller(env.db, tokenOf(leaving)), resolveCaller(env.db, tokenOf(staying))]) : null;
    });
    if (seen) {
      expect(seen[0]).toBeNull();
      expect(seen[1]?.user.id).toBe(staying.userId);
    }
    expect(await resolveCaller(env.db, tokenOf(leaving))).toBeNull();
    expect((await resolveCaller(env.db, tokenOf(staying)))?.user.id).toBe(staying.userId);
  });
});

describe("readTogether", () => {
  it("rejects a read that fails alone; the others of its group are answered", async () => {
    const sqlite = new Database(":memory:");
    try {
      const count = sqlite.prepare("SELECT 40 + 2 AS n").pluck();
      const results = await Promise.allSettled([
        readTogether(sqlite, () => count.get()),
        readTogether(sqlite, () => sqlite.prepare("SELECT * FROM no_such_table").get()),
        readTogether(sqlite, () => count.get()),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      expect(results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []))).toEqual([42, 42]);
      expect((results[1] as PromiseRejectedResult).reason.message).toMatch(/no such table/);
      // The group's transaction ended with it.
      expect(sqlite.inTransaction).toBe(false);
    } finally {
      sqlite.close();
    }
  });
});
