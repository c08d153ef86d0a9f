/**
 * The role matrix of the generic admin router, module by module: anonymous, signed in without a role,
 * organization A (owner of the rows), organization B and super admin. Allowed calls succeed; refused
 * ones answer UNAUTHORIZED / FORBIDDEN, another organization's row answers NOT_FOUND like a missing id,
 * and a refused call changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTableModule, isOwnerScoped, type Operation, rolesFor, type TableModule } from "../../admin-modules/registry";
import { createTestEnv, type TestEnv } from "../support/api";
import { attempt, errorOf, eventValues, futureDate, insertRow, next, type Outcome, type Persona, personas } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
});
afterAll(() => env.cleanup());

/** A row of the module owned by `owner`, inserted directly; returns the id the module knows it by. */
async function makeRow(key: string, owner: number): Promise<number> {
  const n = next();
  switch (key) {
    case "announcements":
      return insertRow(env, "announcements", { title: `A${n}`, content: "Body", created_by: owner });
    case "categories":
      return insertRow(env, "categories", { name: `C${n}`, hub_type: "learning", created_by: owner });
    case "tags":
      return insertRow(env, "tags", { name: `tag-${n}`, created_by: owner });
    case "hubs":
      return insertRow(env, "hubs", { title: `H${n}`, path: "/h", display_order: n, created_by: owner });
    case "resources":
      return insertRow(env, "resources", { title: `R${n}`, slug: `r${n}`, category: "health", age_group: "all", created_by: owner });
    case "learning":
      return insertRow(env, "courses", {
        title: `L${n}`,
        category: "Safety",
        level: "Beginner",
        instructor_name: "I",
        duration: "1h",
        age_group: "all",
        created_by: owner,
      });
    case "events":
      return insertRow(env, "events", eventValues(owner));
    case "emergency-contacts":
      return insertRow(env, "emergency_contacts", { name: `E${n}`, number: "119", display_order: n, created_by: owner });
    case "media":
      return insertRow(env, "media_submissions", { title: `M${n}`, type: "story", author_name: "Kid", submitted_by: owner });
    case "event-registrations": {
      const event = await insertRow(env, "events", eventValues(owner));
      return insertRow(env, "event_registrations", { event_id: event, name: `Reg ${n}`, email: `r${n}@example.org` });
    }
    case "users":
      return owner;
    case "reports":
      return insertRow(env, "reports", { target_type: "media", target_id: 1, reason: "spam" });
    default: {
      const type = key.replace("content-", "");
      return insertRow(env, "content_submissions", { title: `S${n}`, description: "D", content_type: type, submitted_by: owner });
    }
  }
}

const CREATE_VALUES: Record<string, Record<string, unknown>> = {
  announcements: { title: "Hello", content: "World", priority: 3 },
  categories: { name: "Science", hub_type: "learning" },
  tags: { name: "New Tag" },
  hubs: { title: "Learn", path: "/learning", color: "green" },
  resources: { title: "Guide", category: "health", age_group: "8-14" },
  learning: { title: "Course", instructor_name: "I", level: "Beginner", category: "Safety", age_group: "8-14", duration: "1h", lessons_count: 3 },
  events: {
    title: "Ev",
    organizer_name: "Org",
    type: "workshop",
    age_group: "all",
    capacity: 10,
    event_date: futureDate(),
    start_time: "10:00",
    end_time: "12:00",
    location: "Hall",
    district: "Colombo",
  },
  "emergency-contacts": { name: "Police", number: "119" },
  "content-resource": { title: "T", description: "D" },
  "content-learning": { title: "T", description: "D" },
  "content-media": { title: "T", description: "D", content_data: { type: "story", author_name: "Kid" } },
  "content-event": { title: "T", description: "D", tags: "a, b" },
  media: { title: "x" },
  "event-registrations": { name: "x" },
  users: { full_name: "x" },
  reports: { details: "x" },
};

/** A change each module accepts, and the column that shows it. */
const UPDATE: Record<string, [Record<string, unknown>, string, unknown]> = {
  announcements: [{ title: "Changed" }, "title", "Changed"],
  categories: [{ name: "Changed" }, "name", "Changed"],
  tags: [{ name: "Changed Name" }, "name", "changed-name"],
  hubs: [{ title: "Changed" }, "title", "Changed"],
  resources: [{ title: "Changed Title" }, "slug", "changed-title"],
  learning: [{ title: "Changed" }, "title", "Changed"],
  events: [{ title: "Changed" }, "title", "Changed"],
  "emergency-contacts": [{ name: "Changed" }, "name", "Changed"],
  "content-resource": [{ title: "Changed" }, "title", "Changed"],
  "content-learning": [{ title: "Changed" }, "title", "Changed"],
  "content-media": [{ title: "Changed" }, "title", "Changed"],
  "content-event": [{ title: "Changed" }, "title", "Changed"],
  media: [{ title: "Changed" }, "title", "Changed"],
  "event-registrations": [{ name: "Changed" }, "name", "Changed"],
  users: [{ full_name: "Changed" }, "full_name", "Changed"],
  reports: [{ details: "Changed" }, "details", "Changed"],
};

const MODULE_KEYS = Object.keys(CREATE_VALUES);

function expected(p: Persona, m: TableModule, op: Operation, rowOwner?: number): Outcome {
  if (p.name === "anonymous") return "UNAUTHORIZED";
  if (!p.role || !rolesFor(m, op).includes(p.role)) return "FORBIDDEN";
  if (rowOwner !== undefined && isOwnerScoped(m, p.role) && rowOwner !== p.userId) return "NOT_FOUND";
  return "OK";
}

const tablesOf = (m: TableModule) => (m.key === "event-registrations" ? ["event_registrations", "events"] : [m.table]);

describe.each(MODULE_KEYS)("module %s", (key) => {
  const m = () => getTableModule(key)!;

  it("list, get, summary and export follow the roles, and owners see only their rows (counts included)", async () => {
    const owner = people.orgA.userId!;
    const id = await makeRow(key, owner);
    for (const p of people.all) {
      const label = `${key} list as ${p.name}`;
      const list = await attempt(env, label, () => p.api.admin.list({ module: key, pageSize: 100 }), expected(p, m(), "list"), tablesOf(m()));
      if (list) {
        const ids = list.rows.map((r) => r[m().primaryKey ?? "id"]);
        const sees = expected(p, m(), "read", owner) === "OK";
        expect(ids.includes(id), label).toBe(sees);
        if (isOwnerScoped(m(), p.role) && !m().ownership!.through) {
          // Every row and the total belong to the caller.
          expect(
            list.rows.every((r) => r[m().ownership!.column] === p.userId),
            label,
          ).toBe(true);
          expect(list.total, label).toBe(list.rows.length);
        }
      }
      const got = await attempt(env, `${key} get as ${p.name}`, () => p.api.admin.get({ module: key, id }), expected(p, m(), "read", owner), tablesOf(m()));
      if (got) expect(got[m().primaryKey ?? "id"]).toBe(id);
      const summary = await attempt(env, `${key} summary as ${p.name}`, () => p.api.admin.summary({ module: key }), expected(p, m(), "list"), tablesOf(m()));
      if (summary && m().cards?.some((c) => c.key === "total")) {
        const total = summary.cards.find((c) => c.key === "total")!.value;
        expect(total, `${key} total card as ${p.name}`).toBe(list!.total);
      }
      const exported = await attempt(
        env,
        `${key} export as ${p.name}`,
        () => p.api.admin.exportRows({ module: key }),
        expected(p, m(), "export"),
        tablesOf(m()),
      );
      if (exported) expect(exported.rows.length).toBe(list!.total);
    }
  });

  it("create follows the roles; owners are recorded from the session", async () => {
    for (const p of people.all) {
      const outcome = expected(p, m(), "create");
      const result = await attempt(
        env,
        `${key} create as ${p.name}`,
        () => p.api.admin.create({ module: key, values: CREATE_VALUES[key]! }),
        outcome,
        tablesOf(m()),
      );
      if (result) {
        for (const [name, f] of Object.entries(m().fields)) {
          if (f.serverValue?.create === "userId") expect(result.row[name], `${key}.${name}`).toBe(p.userId);
        }
        if (m().scope) expect(result.row).toMatchObject(m().scope!);
        expect(result.message).toBeTruthy();
        if (key === "tags") await env.db.deleteFrom("tags").where("id", "=", Number(result.row.id)).execute();
      }
    }
  });

  it("update, toggle, reorder and delete follow the roles; another organization's row is NOT_FOUND", async () => {
    const owner = people.orgA.userId!;
    const [change, column, shown] = UPDATE[key]!;
    const hasToggle = m().actions?.some((a) => a.kind === "toggle");
    for (const p of people.all) {
      const id = await makeRow(key, owner);
      const updated = await attempt(
        env,
        `${key} update as ${p.name}`,
        () => p.api.admin.update({ module: key, id, values: change }),
        expected(p, m(), "update", owner),
        tablesOf(m()),
      );
      if (updated) expect(updated.row[column]).toBe(shown);

      if (hasToggle) {
        const before = await env.db
          .selectFrom(m().table as "hubs")
          .select("is_active")
          .where("id", "=", id)
          .executeTakeFirst();
        const toggled = await attempt(
          env,
          `${key} toggle as ${p.name}`,
          () => p.api.admin.toggle({ module: key, id }),
          expected(p, m(), "toggle", owner),
          tablesOf(m()),
        );
        if (toggled) expect(toggled.row.is_active).toBe(!before!.is_active);
      } else if (p.name !== "anonymous") {
        const outcome = expected(p, m(), "toggle", owner);
        await attempt(
          env,
          `${key} toggle as ${p.name}`,
          () => p.api.admin.toggle({ module: key, id }),
          outcome === "OK" ? "NOT_FOUND" : outcome,
          tablesOf(m()),
        );
      }

      if (m().order) {
        await makeRow(key, owner);
        const moved = await attempt(
          env,
          `${key} reorder as ${p.name}`,
          () => p.api.admin.reorder({ module: key, id, direction: "down" }),
          expected(p, m(), "reorder", owner),
          tablesOf(m()),
        );
        if (moved) expect(moved.order.length).toBeGreaterThan(1);
      }

      const deleted = await attempt(
        env,
        `${key} delete as ${p.name}`,
        () => p.api.admin.delete({ module: key, id }),
        expected(p, m(), "delete", owner),
        tablesOf(m()),
      );
      if (deleted) {
        const left = await env.db
          .selectFrom(m().table as "hubs")
          .select("id")
          .where("id", "=", id)
          .executeTakeFirst();
        expect(left).toBeUndefined();
      }
    }
  });

  it("an unknown id answers NOT_FOUND to an allowed role", async () => {
    const p = m().access.list.includes("super_admin") ? people.sa : people.orgA;
    await attempt(env, `${key} get missing`, () => p.api.admin.get({ module: key, id: 987654 }), "NOT_FOUND", tablesOf(m()));
  });
});

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
    const error = await people.sa.api.admin.create({ module: "learning", values: { ...CREATE_VALUES.learning, course_content: "{oops" } }).then(
      () => null,
      (e: Error & { code?: string }) => e,
    );
    expect(error?.message).toBe("Invalid JSON format in course content");
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
