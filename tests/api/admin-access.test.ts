/**
 * The generic admin router at its edges: what may not be set, the spec's wording of refusals, content
 * editable by its owner only while pending, and content lists scoped to their type. Who may call which
 * operation on which module is pinned, cell by cell, by the hand-written access table
 * (tests/security/access-table.ts, driven by tests/security/access-table.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { attempt, errorOf, insertRow, next, personas } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
});
afterAll(() => env.cleanup());

/** A row of the module owned by `owner`, inserted directly; returns its id. */
async function makeRow(key: "resources" | "emergency-contacts" | `content-${string}`, owner: number): Promise<number> {
  const n = next();
  if (key === "resources") return insertRow(env, "resources", { title: `R${n}`, slug: `r${n}`, category: "health", age_group: "all", created_by: owner });
  if (key === "emergency-contacts") return insertRow(env, "emergency_contacts", { name: `E${n}`, number: "119", display_order: n, created_by: owner });
  return insertRow(env, "content_submissions", { title: `S${n}`, description: "D", content_type: key.replace("content-", ""), submitted_by: owner });
}

const CREATE_VALUES = {
  resources: { title: "Guide", category: "health", age_group: "8-14" },
  learning: { title: "Course", instructor_name: "I", level: "Beginner", category: "Safety", age_group: "8-14", duration: "1h", lessons_count: 3 },
};

describe("modules and input at the edge", () => {
  it("an unknown module answers NOT_FOUND when signed in, UNAUTHORIZED when not", async () => {
    await attempt(env, "unknown", () => people.sa.api.admin.list({ module: "nope" }), "NOT_FOUND", []);
    await attempt(env, "unknown anon", () => people.anon.api.admin.list({ module: "nope" }), "UNAUTHORIZED", []);
  });

  it("status, owner and scope columns cannot be set through create or update", async () => {
    await attempt(
      env,
      "status on create",
      () => people.orgA.api.admin.create({ module: "content-event", values: { title: "T", description: "D", status: "approved" } }),
      "BAD_REQUEST",
      ["content_submissions"],
    );
    await attempt(
      env,
      "owner on create",
      () => people.orgA.api.admin.create({ module: "resources", values: { ...CREATE_VALUES.resources, created_by: people.orgB.userId } }),
      "BAD_REQUEST",
      ["resources"],
    );
    const id = await makeRow("content-event", people.orgA.userId!);
    await attempt(env, "type on update", () => people.sa.api.admin.update({ module: "content-event", id, values: { content_type: "media" } }), "BAD_REQUEST", [
      "content_submissions",
    ]);
    await attempt(
      env,
      "reviewer on update",
      () => people.sa.api.admin.update({ module: "content-event", id, values: { reviewed_by: people.sa.userId } }),
      "BAD_REQUEST",
      ["content_submissions"],
    );
    await attempt(
      env,
      "sort by undeclared column",
      () => people.sa.api.admin.list({ module: "users", sort: { column: "password_hash", direction: "asc" } }),
      "BAD_REQUEST",
      [],
    );
    await attempt(env, "filter on undeclared column", () => people.sa.api.admin.list({ module: "users", filters: { password_hash: "x" } }), "BAD_REQUEST", []);
  });

  it("a bad value answers with the field's message and writes nothing", async () => {
    const before = await env.db.selectFrom("courses").select("id").execute();
    const error = await people.sa.api.admin.create({ module: "learning", values: { ...CREATE_VALUES.learning, lessons_count: "many" } }).then(
      () => null,
      (e: Error & { code?: string }) => e,
    );
    expect(error?.message).toBe("Lessons must be a number");
    expect(await env.db.selectFrom("courses").select("id").execute()).toEqual(before);
  });

  it("organization users change their own submissions only while pending; super admins any", async () => {
    const id = await makeRow("content-learning", people.orgA.userId!);
    await env.db.updateTable("content_submissions").set({ status: "approved" }).where("id", "=", id).execute();
    await attempt(env, "edit approved", () => people.orgA.api.admin.update({ module: "content-learning", id, values: { title: "X" } }), "FORBIDDEN", [
      "content_submissions",
    ]);
    await attempt(env, "delete approved", () => people.orgA.api.admin.delete({ module: "content-learning", id }), "FORBIDDEN", ["content_submissions"]);
    const ok = await people.sa.api.admin.update({ module: "content-learning", id, values: { title: "By admin" } });
    expect(ok.row.title).toBe("By admin");
    expect(ok.message).toBe("Content updated successfully");
    // Still visible to its owner, who sees the new title.
    expect((await people.orgA.api.admin.get({ module: "content-learning", id })).title).toBe("By admin");
  });

  it("uses the spec's wording where it has one: resource delete and emergency toggle", async () => {
    const id = await makeRow("resources", people.orgA.userId!);
    const signedOut = await errorOf(people.anon.api.admin.delete({ module: "resources", id }));
    expect([signedOut.code, signedOut.message]).toEqual(["UNAUTHORIZED", "You must be logged in to delete resources"]);
    const other = await errorOf(people.orgB.api.admin.delete({ module: "resources", id }));
    expect([other.code, other.message]).toEqual([
      "NOT_FOUND",
      "No resource was deleted. The resource may not exist or you may not have permission to delete it.",
    ]);
    const contact = await makeRow("emergency-contacts", people.orgA.userId!);
    const toggle = await errorOf(people.anon.api.admin.toggle({ module: "emergency-contacts", id: contact }));
    expect(toggle.message).toBe("You must be logged in to perform this action");
    expect((await people.orgA.api.admin.toggle({ module: "emergency-contacts", id: contact })).message).toBe("Emergency contact deactivated");
  });

  it("a content list shows only its own type", async () => {
    const id = await makeRow("content-media", people.orgA.userId!);
    await attempt(env, "other type", () => people.orgA.api.admin.get({ module: "content-event", id }), "NOT_FOUND", []);
    const list = await people.sa.api.admin.list({ module: "content-event", pageSize: 100 });
    expect(list.rows.every((r) => r.content_type === "event")).toBe(true);
  });
});
