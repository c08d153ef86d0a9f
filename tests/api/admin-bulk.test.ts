/**
 * Bulk actions (issue 14): one request, one transaction, each row through its own one-row procedure, so
 * roles and ownership are checked per row; refused rows are skipped with their reason and left untouched;
 * the summary counts what was done and why the rest was skipped.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { errorOf, eventValues, insertRow, next, personas, snapshot } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
});
afterAll(() => env.cleanup());

async function submission(status: "pending" | "approved" | "rejected", owner = people.orgA.userId!, title = `Bulk submission ${next()}`) {
  return insertRow(env, "content_submissions", {
    title,
    description: "Made by a child",
    content_type: "resource",
    age_group: "11-14",
    tags: JSON.stringify(["art"]),
    content_data: JSON.stringify({ category: "education", file_type: "PDF" }),
    status,
    submitted_by: owner,
  });
}

const statusOf = async (table: "content_submissions" | "media_submissions" | "event_registrations", id: number) =>
  (await env.db.selectFrom(table).select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
const auditEntries = async (module: string, id: number) =>
  (
    await sql<{ action: string; actor_id: number }>`SELECT action, actor_id FROM audit_log WHERE module = ${module} AND row_id = ${id} ORDER BY id`.execute(
      env.db,
    )
  ).rows;
const activeOf = async (id: number) => (await env.db.selectFrom("events").select("is_active").where("id", "=", id).executeTakeFirstOrThrow()).is_active;

describe("Content Review: bulk approve and reject", () => {
  it("approves the chosen pending items, skips the decided ones with their reason, and publishes each once", async () => {
    const pending = [await submission("pending"), await submission("pending"), await submission("pending")];
    const rejected = await submission("rejected");
    const before = await snapshot(env, ["content_submissions"]);
    const rejectedBefore = (before.content_submissions as { id: number }[]).find((r) => r.id === rejected);
    const result = await people.sa.api.adminWorkflows.bulkReview({
      action: "approve",
      items: [...pending, rejected].map((id) => ({ module: "content-resource", id })),
    });
    expect(result.done).toBe(3);
    expect(result.skipped).toEqual([{ module: "content-resource", id: rejected, reason: "already rejected" }]);
    expect(result.message).toBe("3 approved, 1 skipped: already rejected");
    for (const id of pending) {
      expect(await statusOf("content_submissions", id)).toBe("approved");
      const published = await env.db.selectFrom("resources").select("id").where("source_submission_id", "=", id).execute();
      expect(published).toHaveLength(1);
    }
    const after = await snapshot(env, ["content_submissions"]);
    expect((after.content_submissions as { id: number }[]).find((r) => r.id === rejected)).toEqual(rejectedBefore);
  });

  it("is for super admins only: an organization's or a member's bulk review changes nothing", async () => {
    const id = await submission("pending");
    for (const persona of [people.orgA, people.plain, people.anon]) {
      const before = await snapshot(env, ["content_submissions", "resources"]);
      const error = await errorOf(persona.api.adminWorkflows.bulkReview({ action: "approve", items: [{ module: "content-resource", id }] }));
      expect(["FORBIDDEN", "UNAUTHORIZED"]).toContain(error.code);
      expect(await snapshot(env, ["content_submissions", "resources"])).toEqual(before);
    }
  });

  it("select all matching: every waiting item of the chosen type, and nothing of the other types", async () => {
    const media = await insertRow(env, "media_submissions", { title: "A drawing", type: "artwork", author_name: "Nimal", status: "pending" });
    const subs = [await submission("pending"), await submission("pending")];
    const result = await people.sa.api.adminWorkflows.bulkReview({ action: "reject", matching: { type: "resource" } });
    expect(result.skipped).toEqual([]);
    for (const id of subs) expect(await statusOf("content_submissions", id)).toBe("rejected");
    expect(await statusOf("media_submissions", media)).toBe("pending");
    const waiting = await env.db
      .selectFrom("content_submissions")
      .select("id")
      .where("content_type", "=", "resource")
      .where("status", "=", "pending")
      .execute();
    expect(waiting).toEqual([]);
    expect(result.message).toBe(`${result.done} rejected`);
  });
});

describe("Media: bulk review through the module's declared bulk actions", () => {
  it("approves pending media; an organization may not", async () => {
    const ids = [
      await insertRow(env, "media_submissions", { title: "Story one", type: "story", author_name: "Ama", status: "pending", submitted_by: people.orgA.userId }),
      await insertRow(env, "media_submissions", { title: "Story two", type: "story", author_name: "Kamal", status: "pending" }),
    ];
    const before = await snapshot(env, ["media_submissions"]);
    const refused = await errorOf(people.orgA.api.admin.bulk({ module: "media", action: "approve", ids }));
    expect(refused.code).toBe("FORBIDDEN");
    expect(await snapshot(env, ["media_submissions"])).toEqual(before);

    const result = await people.sa.api.admin.bulk({ module: "media", action: "approve", ids });
    expect(result.message).toBe("2 approved");
    for (const id of ids) expect(await statusOf("media_submissions", id)).toBe("approved");
    // Each row of the batch leaves its own audit entry, by the person who ran it (server/admin/audit.ts).
    for (const id of ids) expect(await auditEntries("media", id)).toEqual([{ action: "approve", actor_id: people.sa.userId }]);
    const again = await people.sa.api.admin.bulk({ module: "media", action: "reject", ids: [ids[0]] });
    expect(again.message).toBe("0 rejected, 1 skipped: already approved");
  });
});

describe("Registrations: bulk confirm and cancel, ownership per row", () => {
  it("an organization confirms registrations of its own event; another organization's are skipped untouched", async () => {
    const own = await insertRow(env, "events", eventValues(people.orgA.userId, { capacity: 5 }));
    const other = await insertRow(env, "events", eventValues(people.orgB.userId, { capacity: 5 }));
    const mine = [
      await insertRow(env, "event_registrations", { event_id: own, name: "Ama", email: `a${next()}@example.org` }),
      await insertRow(env, "event_registrations", { event_id: own, name: "Kamal", email: `k${next()}@example.org`, status: "confirmed" }),
    ];
    const theirs = await insertRow(env, "event_registrations", { event_id: other, name: "Sita", email: `s${next()}@example.org` });
    const result = await people.orgA.api.admin.bulk({ module: "event-registrations", action: "confirm", ids: [...mine, theirs] });
    expect(result.done).toBe(1);
    expect(result.skipped.map((s) => [s.id, s.reason])).toEqual([
      [mine[1], "already confirmed"],
      [theirs, "Not found."],
    ]);
    expect(result.message).toBe("1 confirmed, 1 skipped: already confirmed, 1 skipped: Not found.");
    expect(await statusOf("event_registrations", mine[0])).toBe("confirmed");
    expect(await statusOf("event_registrations", theirs)).toBe("pending");

    const cancelled = await people.orgA.api.admin.bulk({ module: "event-registrations", action: "cancel", ids: mine });
    expect(cancelled.message).toBe("2 cancelled");
    const count = await env.db.selectFrom("events").select("registered_count").where("id", "=", own).executeTakeFirstOrThrow();
    expect(count.registered_count).toBe(0);
  });
});

describe("Activate, deactivate and delete", () => {
  it("activates an organization's own inactive events, skips the active ones and another owner's", async () => {
    const mine = [
      // Switched off by the organization itself: switching it on again needs no review (issue #26).
      await insertRow(env, "events", eventValues(people.orgA.userId, { is_active: 0, deactivated_by: people.orgA.userId })),
      await insertRow(env, "events", eventValues(people.orgA.userId, { is_active: 1 })),
    ];
    const theirs = await insertRow(env, "events", eventValues(people.orgB.userId, { is_active: 0 }));
    const result = await people.orgA.api.admin.bulk({ module: "events", action: "activate", ids: [...mine, theirs] });
    expect(result.message).toBe("1 activated, 1 skipped: already active, 1 skipped: Not found.");
    expect(await activeOf(mine[0])).toBe(1);
    expect(await activeOf(mine[1])).toBe(1);
    expect(await activeOf(theirs)).toBe(0);
  });

  it("deletes an organization's own pending submissions; its approved one is refused by the one-row rule and stays", async () => {
    const pending = await submission("pending");
    const approved = await submission("approved");
    const theirs = await submission("pending", people.orgB.userId!);
    const result = await people.orgA.api.admin.bulk({ module: "content-resource", action: "delete", ids: [pending, approved, theirs] });
    expect(result.done).toBe(1);
    expect(result.skipped.map((s) => s.id)).toEqual([approved, theirs]);
    const left = await env.db.selectFrom("content_submissions").select("id").where("id", "in", [pending, approved, theirs]).orderBy("id").execute();
    expect(left.map((r) => r.id)).toEqual([approved, theirs]);
  });

  it("select all matching follows the list's search: only the matching rows change", async () => {
    const tag = `Bulkword${next()}`;
    const matching = [
      await insertRow(env, "announcements", { title: `${tag} one`, content: "Hello", is_active: 1 }),
      await insertRow(env, "announcements", { title: `${tag} two`, content: "Hello", is_active: 1 }),
    ];
    const otherOne = await insertRow(env, "announcements", { title: "Unrelated notice", content: "Hello", is_active: 1 });
    const result = await people.sa.api.admin.bulk({ module: "announcements", action: "deactivate", matching: { search: tag } });
    expect(result.message).toBe("2 deactivated");
    const rows = await env.db
      .selectFrom("announcements")
      .select(["id", "is_active"])
      .where("id", "in", [...matching, otherOne])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.is_active)).toEqual([0, 0, 1]);
  });
});

describe("one transaction", () => {
  it("a fault on a later row rolls back the rows already done", async () => {
    const ids = [
      await insertRow(env, "events", eventValues(people.orgA.userId, { is_active: 0 })),
      await insertRow(env, "events", eventValues(people.orgA.userId, { is_active: 0 })),
      await insertRow(env, "events", eventValues(people.orgA.userId, { is_active: 0 })),
    ];
    // The third row's update fires a trigger that writes into a table dropped since: a database fault,
    // not a refusal, so the whole batch must stop and leave every row as it was.
    const pg = env.dialect === "postgres";
    await sql.raw("CREATE TABLE bulk_probe (id INTEGER)").execute(env.db);
    for (const statement of pg
      ? [
          "CREATE FUNCTION bulk_fault() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN INSERT INTO bulk_probe VALUES (NEW.id); RETURN NULL; END $fn$",
          `CREATE TRIGGER bulk_fault AFTER UPDATE OF is_active ON events FOR EACH ROW WHEN (NEW.id = ${ids[2]}) EXECUTE FUNCTION bulk_fault()`,
        ]
      : [`CREATE TRIGGER bulk_fault AFTER UPDATE OF is_active ON events WHEN NEW.id = ${ids[2]} BEGIN INSERT INTO bulk_probe VALUES (NEW.id); END`])
      await sql.raw(statement).execute(env.db);
    await sql.raw("DROP TABLE bulk_probe").execute(env.db);
    try {
      const error = await errorOf(people.sa.api.admin.bulk({ module: "events", action: "activate", ids }));
      expect(error.code).toBe("INTERNAL_SERVER_ERROR");
      for (const id of ids) expect(await activeOf(id)).toBe(0);
      // Nor any audit entry: they are written in the batch's transaction.
      for (const id of ids) expect(await auditEntries("events", id)).toEqual([]);
    } finally {
      await sql.raw(pg ? "DROP TRIGGER bulk_fault ON events" : "DROP TRIGGER bulk_fault").execute(env.db);
      if (pg) await sql.raw("DROP FUNCTION bulk_fault()").execute(env.db);
    }
    const result = await people.sa.api.admin.bulk({ module: "events", action: "activate", ids });
    expect(result.message).toBe("3 activated");
  });

  it("refuses an empty batch and an unknown action", async () => {
    expect((await errorOf(people.sa.api.admin.bulk({ module: "events", action: "activate", ids: [] }))).code).toBe("BAD_REQUEST");
    expect((await errorOf(people.sa.api.admin.bulk({ module: "events", action: "explode", ids: [1] }))).code).toBe("NOT_FOUND");
  });
});
