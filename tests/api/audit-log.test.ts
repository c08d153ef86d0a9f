/**
 * The audit log (issue #14) beyond the access table's walk (tests/security/access-table.test.ts, which checks
 * one entry per allowed write): secrets never reach it, its Audit Log module filters, searches and exports
 * like any module and cannot be changed, the database refuses edits, and `npm run audit` prunes old entries.
 */
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/open";
import { migrateToLatest } from "../../db/migrate";
import { recordAudit } from "../../server/admin/audit";
import { queryFirst, queryRows } from "../support/tables";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { makeDataDir, removeDataDirs, runCli } from "./cli-support";

let env: TestEnv;
let admin: Awaited<ReturnType<TestEnv["userCaller"]>>;
let org: Awaited<ReturnType<TestEnv["userCaller"]>>;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await env.userCaller({ role: "super_admin", name: "Audit Admin", email: "audit.admin@example.org" });
  org = await env.userCaller({ role: "organization", name: "Audit Org", email: "audit.org@example.org" });
});
afterAll(async () => {
  await env.cleanup();
  removeDataDirs();
});

const allAuditText = async () =>
  (await queryRows<Record<string, string | null>>(env, "SELECT actor_label, module, action, changes FROM audit_log"))
    .map((r) => Object.values(r).join(" "))
    .join("\n");

describe("secrets never reach the audit log", () => {
  it("drops password, hash, token and secret fields whatever the module", async () => {
    await env.db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        actor: admin.userId,
        module: "users",
        rowId: admin.userId,
        action: "update",
        before: { full_name: "A", password: "old-secret-1", password_hash: "$argon2id$abc", reset_token: "tok-1", api_secret: "s-1" },
        after: { full_name: "B", password: "new-secret-2", password_hash: "$argon2id$def", reset_token: "tok-2", api_secret: "s-2" },
      });
    });
    const row = (await queryFirst<{ changes: string }>(env, "SELECT changes FROM audit_log ORDER BY id DESC LIMIT 1"))!;
    expect(JSON.parse(row.changes)).toEqual({ full_name: { before: "A", after: "B" } });
  });

  it("after real staff writes, no password hash, session or one-time token is anywhere in the log", async () => {
    await admin.api.adminWorkflows.updateUser({ userId: org.userId, full_name: "Audit Org Renamed", email: "audit.org2@example.org" });
    await admin.api.adminWorkflows.setUserRole({ userId: org.userId, role: "super_admin" });
    await admin.api.adminWorkflows.setUserRole({ userId: org.userId, role: "organization" });
    await admin.api.admin.create({ module: "tags", values: { name: "Audit Tag" } });
    await admin.api.admin.exportRows({ module: "users" });
    await env.caller().then((c) => c.api.auth.requestPasswordReset({ email: "audit.org2@example.org" }));
    const text = await allAuditText();
    const secrets = [
      ...(await queryRows<{ v: string }>(env, "SELECT password_hash AS v FROM users")).map((r) => r.v),
      ...(await queryRows<{ v: string }>(env, "SELECT id AS v FROM sessions")).map((r) => r.v),
      ...(await queryRows<{ v: string }>(env, "SELECT token_hash AS v FROM one_time_tokens")).map((r) => r.v),
      "secret-password",
    ];
    expect(secrets.length).toBeGreaterThan(3);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain("Audit Org Renamed");
  });
});

describe("the Audit Log module", () => {
  it("filters by person, module, action and date, searches, and exports the filtered rows as CSV", async () => {
    const resource = await org.api.admin.create({ module: "resources", values: { title: "Org Filter Resource", category: "health", age_group: "8-14" } });
    const resourceId = Number(resource.row.id);
    await org.api.admin.update({ module: "resources", id: resourceId, values: { title: "Org Filter Resource Two" } });
    const today = (await queryFirst<{ day: string }>(env, "SELECT day FROM audit_log ORDER BY id DESC LIMIT 1"))!.day;

    const byOrg = await admin.api.admin.list({ module: "audit-log", filters: { actor_id: org.userId } });
    expect(byOrg.rows.map((r) => r.action).sort()).toEqual(["create", "update"]);
    const updates = await admin.api.admin.list({ module: "audit-log", filters: { module: "resources", action: "update", day: today } });
    expect(updates.total).toBe(1);
    expect(updates.rows[0]).toMatchObject({
      row_id: resourceId,
      row_label: "Org Filter Resource Two",
      changes: { title: { before: "Org Filter Resource", after: "Org Filter Resource Two" } },
    });
    expect((await admin.api.admin.list({ module: "audit-log", filters: { day: "2000-01-01" } })).total).toBe(0);
    const searched = await admin.api.admin.list({ module: "audit-log", search: "Org Filter Resource Two" });
    expect(searched.rows.map((r) => r.row_id)).toEqual([resourceId]);
    expect((await errorOf(admin.api.admin.list({ module: "audit-log", filters: { day: "yesterday" } }))).code).toBe("BAD_REQUEST");

    const csv = await admin.api.admin.exportRows({ module: "audit-log", filters: { actor_id: org.userId } });
    expect(csv.filename).toBe("audit-log.csv");
    expect(csv.columns.map((c) => c.header)).toEqual(["When", "Who", "Module", "Action", "Item", "Row", "Changes"]);
    expect(csv.rows).toHaveLength(2);
    expect(csv.rows.every((r) => String(r.actor_label).includes("audit.org"))).toBe(true);
    // The person filter offers staff by e-mail.
    const people = await admin.api.admin.options({ module: "audit-log", field: "actor_id" });
    expect(people.map((p) => p.label)).toEqual(expect.arrayContaining(["audit.admin@example.org"]));
  });

  it("cannot be created, edited or deleted through the app, and the database refuses edits", async () => {
    const entry = (await queryFirst<{ id: number }>(env, "SELECT id FROM audit_log ORDER BY id LIMIT 1"))!;
    const before = await queryFirst(env, "SELECT count(*) AS n FROM audit_log");
    // One call at a time: started together, a refusal arriving while the loop still awaited an earlier
    // one had no handler yet (an unhandled rejection, seen on PostgreSQL).
    for (const attempt of [
      () => admin.api.admin.create({ module: "audit-log", values: { actor_label: "Forged" } }),
      () => admin.api.admin.update({ module: "audit-log", id: entry.id, values: { actor_label: "Forged" } }),
      () => admin.api.admin.delete({ module: "audit-log", id: entry.id }),
    ]) {
      expect((await errorOf(attempt())).code).toBe("FORBIDDEN");
    }
    expect(await queryFirst(env, "SELECT count(*) AS n FROM audit_log")).toEqual(before);
    await expect(queryRows(env, "UPDATE audit_log SET actor_label = 'Forged' WHERE id = ?", [entry.id])).rejects.toThrow(/cannot be changed/);
    // Organizations do not read it.
    expect((await errorOf(org.api.admin.list({ module: "audit-log" }))).code).toBe("FORBIDDEN");
  });

  it("a write that fails leaves no entry (same transaction)", async () => {
    const before = await queryFirst(env, "SELECT count(*) AS n FROM audit_log");
    await admin.api.admin.create({ module: "tags", values: { name: "Twice" } });
    const after = (await queryFirst<{ n: number }>(env, "SELECT count(*) AS n FROM audit_log"))!;
    expect(after.n).toBe((before as { n: number }).n + 1);
    expect((await errorOf(admin.api.admin.create({ module: "tags", values: { name: "Twice" } }))).code).toBe("CONFLICT");
    expect(await queryFirst(env, "SELECT count(*) AS n FROM audit_log")).toEqual(after);
  });
});

describe("npm run audit -- --prune-older-than", () => {
  // Child processes: slow on a loaded machine, hence the longer limit.
  it("deletes entries older than the age and keeps the rest; bad ages exit 2 and touch nothing", { timeout: 120_000 }, async () => {
    const data = makeDataDir();
    const { mkdirSync } = await import("node:fs");
    const path = await import("node:path");
    mkdirSync(path.dirname(data.databaseFile), { recursive: true });
    const opened = openDatabase(data.databaseFile);
    await migrateToLatest(opened.db);
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
    for (const [label, daysAgo] of [
      ["old", 400],
      ["older", 366],
      ["recent", 364],
      ["today", 0],
    ] as const) {
      await opened.db
        .insertInto("audit_log")
        .values({ created_at: at(daysAgo), day: at(daysAgo).slice(0, 10), actor_label: label, module: "tags", action: "create" })
        .execute();
    }
    await opened.close();

    const bads = [[], ["--prune-older-than", "365"], ["--prune-older-than", "0d"]];
    for (const [i, result] of (await Promise.all(bads.map((bad) => runCli("audit", bad, data.env)))).entries()) {
      expect(result.code, bads[i].join(" ")).toBe(2);
      expect(result.stderr).toMatch(/^Error: .+\n\nUsage: npm run audit/);
    }
    const result = await runCli("audit", ["--prune-older-than", "365d"], data.env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/removed 2 entries older than 365 days/);
    const db = new SQLite(data.databaseFile, { readonly: true });
    try {
      expect((db.prepare("SELECT actor_label FROM audit_log ORDER BY id").all() as { actor_label: string }[]).map((r) => r.actor_label)).toEqual([
        "recent",
        "today",
      ]);
    } finally {
      db.close();
    }
  });
});
