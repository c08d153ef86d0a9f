/**
 * Every module action through the one generic procedure `admin.action` (issue 32): hand-written entries
 * of the action table (media review, registration confirm, role switch, user edit) run by their key with
 * the action's roles decided by the action middleware, refused calls writing nothing; an action the module
 * does not declare answers NOT_FOUND.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { attempt, errorOf, eventValues, insertRow, type Outcome, personas } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
});
afterAll(() => env.cleanup());

const SUPER_ONLY: Outcome[] = ["UNAUTHORIZED", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "OK"];

describe("admin.action runs every module action by its key", () => {
  it("media review, role switch and user edit: super admins only, each through its entry", async () => {
    for (const [i, p] of people.all.entries()) {
      const outcome = SUPER_ONLY[i]!;
      const media = await insertRow(env, "media_submissions", { title: "M", type: "story", author_name: "Kid", submitted_by: people.orgA.userId });
      const reviewed = await attempt(
        env,
        `media.review as ${p.name}`,
        () => p.api.admin.action({ module: "media", action: "review", id: media, values: { decision: "approved", notes: "Lovely" } }),
        outcome,
        ["media_submissions", "audit_log"],
      );
      if (outcome === "OK") {
        expect(reviewed?.message).toBeTruthy();
        const row = await env.db.selectFrom("media_submissions").select(["status", "review_notes"]).where("id", "=", media).executeTakeFirstOrThrow();
        expect(row).toEqual({ status: "approved", review_notes: "Lovely" });
      }
      await attempt(
        env,
        `users.setRole as ${p.name}`,
        () => p.api.admin.action({ module: "users", action: "setRole", id: people.plain.userId!, values: { role: "organization" } }),
        outcome,
        ["user_roles", "audit_log"],
      );
      if (outcome === "OK") {
        const roles = await env.db.selectFrom("user_roles").select("role").where("user_id", "=", people.plain.userId!).execute();
        expect(roles).toEqual([{ role: "organization" }]);
        await env.db.deleteFrom("user_roles").where("user_id", "=", people.plain.userId!).execute();
      }
      await attempt(
        env,
        `users.editUser as ${p.name}`,
        () => p.api.admin.action({ module: "users", action: "editUser", id: people.plain.userId!, values: { full_name: "Renamed Member" } }),
        outcome,
        ["profiles", "users", "audit_log"],
      );
    }
  });

  it("checks the action's input with its entry's schema", async () => {
    const media = await insertRow(env, "media_submissions", { title: "M", type: "story", author_name: "Kid", submitted_by: people.orgA.userId });
    const error = await errorOf(people.sa.api.admin.action({ module: "media", action: "review", id: media, values: { decision: "maybe" } }));
    expect(error.code).toBe("BAD_REQUEST");
    const row = await env.db.selectFrom("media_submissions").select("status").where("id", "=", media).executeTakeFirstOrThrow();
    expect(row.status).not.toBe("approved");
  });

  it("confirms a registration through its entry, with the organization's ownership applied per row", async () => {
    const event = await insertRow(env, "events", eventValues(people.orgA.userId));
    const registration = await insertRow(env, "event_registrations", { event_id: event, name: "Kamal", email: "kamal@example.org" });
    // Organization B does not own the event: its registration is not there for B.
    expect((await errorOf(people.orgB.api.admin.action({ module: "event-registrations", action: "confirm", id: registration }))).code).toBe("NOT_FOUND");
    const done = await people.orgA.api.admin.action({ module: "event-registrations", action: "confirm", id: registration });
    expect(done.message).toBeTruthy();
    const row = await env.db.selectFrom("event_registrations").select("status").where("id", "=", registration).executeTakeFirstOrThrow();
    expect(row.status).toBe("confirmed");
  });

  it("answers NOT_FOUND for an action the module does not declare", async () => {
    expect((await errorOf(people.sa.api.admin.action({ module: "media", action: "publishEverything", id: 1 }))).code).toBe("NOT_FOUND");
    expect((await errorOf(people.sa.api.admin.action({ module: "resources", action: "review", id: 1 }))).code).toBe("NOT_FOUND");
  });
});
