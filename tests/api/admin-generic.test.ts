/**
 * The generic router needs nothing but a module declaration: a throwaway "partners" module with its own
 * table (created here in the test's database) gets CRUD, paging, search, filters, sort, cards, toggle,
 * reorder and its role check with no other code. Paging is checked over enough rows to span pages.
 */
import { sql } from "kysely";
import { ddl } from "../../db/dialect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineModule, registerModule, unregisterModule } from "../../admin-modules/registry";
import { createTestEnv, type TestEnv } from "../support/api";
import { attempt, errorOf, personas } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

const partners = defineModule({
  key: "partners",
  labels: { singular: "Partner", plural: "Partners" },
  icon: "Handshake",
  path: "partners",
  sidebar: { roles: ["super_admin"], order: 20 },
  access: { list: ["super_admin", "organization"], create: ["super_admin"], update: ["super_admin"], delete: ["super_admin"] },
  table: "partners",
  defaultSort: [{ column: "display_order", direction: "asc" }],
  order: { column: "display_order", min: 0, appendOnCreate: true },
  fields: {
    name: { kind: "text", label: "Name", required: true, maxLength: 100, list: true, searchable: true, sortable: true },
    website: { kind: "url", label: "Website", searchable: true },
    tier: { kind: "select", label: "Tier", options: ["gold", "silver", "bronze"], default: "bronze", filterable: true, sortable: true },
    seats: { kind: "number", label: "Seats", integer: true, min: 0, default: 0, sortable: true },
    is_active: { kind: "boolean", label: "Active", default: true, filterable: true },
    display_order: { kind: "number", label: "Order", mode: "readOnly", sortable: true },
    created_by: { kind: "number", label: "Created by", mode: "creator" },
  },
  cards: [
    { key: "total", label: "Total", aggregate: "count" },
    { key: "gold", label: "Gold", aggregate: "count", where: { tier: "gold" } },
    { key: "seats", label: "Seats", aggregate: "sum", column: "seats" },
    { key: "avgSeats", label: "Average seats", aggregate: "avg", column: "seats", decimals: 1 },
    { key: "biggest", label: "Biggest", aggregate: "top", column: "name", by: "seats" },
  ],
  actions: [
    { key: "reorder", kind: "reorder" },
    { key: "toggle", kind: "toggle", column: "is_active" },
    { key: "delete", kind: "delete", confirm: "Delete this partner?" },
  ],
  emptyState: { title: "No partners yet" },
  toasts: {
    created: "Partner created successfully",
    deleted: "Partner deleted successfully",
    activated: "Partner activated",
    deactivated: "Partner deactivated",
  },
});

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
  await sql`CREATE TABLE partners (
    ${sql.raw(ddl(env.dialect).idColumn())},
    name TEXT NOT NULL,
    website TEXT,
    tier TEXT NOT NULL DEFAULT 'bronze' CHECK (tier IN ('gold', 'silver', 'bronze')),
    seats INTEGER NOT NULL DEFAULT 0,
    is_active INTEGER NOT NULL DEFAULT 1,
    display_order INTEGER NOT NULL DEFAULT 0 CHECK (display_order >= 0),
    created_by INTEGER REFERENCES users(id) ON DELETE SET NULL
  )`.execute(env.db);
  registerModule(partners);
});
afterAll(async () => {
  unregisterModule("partners");
  await env.cleanup();
});

describe("a module registered in a test", () => {
  it("gets create, get, update, toggle, reorder and delete with its messages", async () => {
    const a = await people.sa.api.admin.create({ module: "partners", values: { name: "Acme Trust", website: "https://acme.lk", tier: "gold", seats: "12" } });
    expect(a.message).toBe("Partner created successfully");
    expect(a.row).toMatchObject({ name: "Acme Trust", tier: "gold", seats: 12, is_active: true, display_order: 0, created_by: people.sa.userId });
    const b = await people.sa.api.admin.create({ module: "partners", values: { name: "Beta Fund" } });
    expect(b.row).toMatchObject({ tier: "bronze", display_order: 1 });

    const id = Number(a.row.id);
    expect(await people.orgA.api.admin.get({ module: "partners", id })).toMatchObject({ name: "Acme Trust" });
    const updated = await people.sa.api.admin.update({ module: "partners", id, values: { seats: 20, website: "" } });
    expect(updated.row).toMatchObject({ seats: 20, website: null, name: "Acme Trust" });
    expect(updated.message).toBeNull();

    expect((await people.sa.api.admin.toggle({ module: "partners", id })).message).toBe("Partner deactivated");
    expect((await people.sa.api.admin.toggle({ module: "partners", id })).message).toBe("Partner activated");

    await people.sa.api.admin.reorder({ module: "partners", id, direction: "down" });
    const order = await people.sa.api.admin.list({ module: "partners" });
    expect(order.rows.map((r) => r.name)).toEqual(["Beta Fund", "Acme Trust"]);
    expect(order.rows.map((r) => r.display_order)).toEqual([0, 1]);
    // Moving the first row up changes nothing and never goes below 0.
    await people.sa.api.admin.reorder({ module: "partners", id: Number(b.row.id), direction: "up" });
    expect((await people.sa.api.admin.list({ module: "partners" })).rows.map((r) => r.display_order)).toEqual([0, 1]);

    const bad = await errorOf(people.sa.api.admin.create({ module: "partners", values: { name: "X", tier: "platinum" } }));
    expect(bad.message).toBe("Please choose a valid Tier");
    expect(bad.code).toBe("BAD_REQUEST");

    expect((await people.sa.api.admin.delete({ module: "partners", id })).message).toBe("Partner deleted successfully");
    await attempt(env, "deleted", () => people.sa.api.admin.get({ module: "partners", id }), "NOT_FOUND", ["partners"]);
    await people.sa.api.admin.delete({ module: "partners", id: Number(b.row.id) });
  });

  it("applies its role check: organizations may read but not write; others are refused", async () => {
    const { row } = await people.sa.api.admin.create({ module: "partners", values: { name: "Gamma" } });
    const id = Number(row.id);
    await attempt(env, "anon list", () => people.anon.api.admin.list({ module: "partners" }), "UNAUTHORIZED", ["partners"]);
    await attempt(env, "no role list", () => people.plain.api.admin.list({ module: "partners" }), "FORBIDDEN", ["partners"]);
    await attempt(env, "org create", () => people.orgA.api.admin.create({ module: "partners", values: { name: "Mine" } }), "FORBIDDEN", ["partners"]);
    await attempt(env, "org update", () => people.orgA.api.admin.update({ module: "partners", id, values: { name: "Mine" } }), "FORBIDDEN", ["partners"]);
    await attempt(env, "org toggle", () => people.orgB.api.admin.toggle({ module: "partners", id }), "FORBIDDEN", ["partners"]);
    await attempt(env, "org reorder", () => people.orgB.api.admin.reorder({ module: "partners", id, direction: "up" }), "FORBIDDEN", ["partners"]);
    await attempt(env, "org delete", () => people.orgA.api.admin.delete({ module: "partners", id }), "FORBIDDEN", ["partners"]);
    await people.sa.api.admin.delete({ module: "partners", id });
  });
});

describe("paging, search, filters and sort over many rows", () => {
  const TIERS = ["gold", "silver", "bronze"] as const;
  const N = 57;

  beforeAll(async () => {
    await env.db.deleteFrom("partners" as "tags").execute();
    for (let i = 1; i <= N; i++) {
      const name = i % 10 === 0 ? `Special_${i}% Partner` : `Partner ${String(i).padStart(2, "0")}`;
      await sql`INSERT INTO partners (name, website, tier, seats, is_active, display_order) VALUES (${name}, ${i % 7 === 0 ? `https://site${i}.LK` : null}, ${TIERS[i % 3]}, ${(i * 3) % 17}, ${i % 4 === 0 ? 0 : 1}, ${N - i})`.execute(
        env.db,
      );
    }
  });

  it("pages cover every row exactly once, in the default order, with the right total", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const result = await people.sa.api.admin.list({ module: "partners", page, pageSize: 25 });
      expect(result.total).toBe(N);
      expect(result.rows.length).toBe(page < 3 ? 25 : 7);
      seen.push(...result.rows.map((r) => String(r.name)));
    }
    expect(new Set(seen).size).toBe(N);
    const orders = (
      await env.db
        .selectFrom("partners" as "tags")
        .select(sql<string>`name`.as("name"))
        .orderBy(sql`display_order`)
        .execute()
    ).map((r) => r.name);
    expect(seen).toEqual(orders);
    expect((await people.sa.api.admin.list({ module: "partners", page: 4, pageSize: 25 })).rows).toEqual([]);
    await attempt(env, "page size over 100", () => people.sa.api.admin.list({ module: "partners", pageSize: 101 }), "BAD_REQUEST", []);
  });

  it("sorts by a sortable column either way, ties broken by id; refuses an unsortable one", async () => {
    const asc = await people.sa.api.admin.list({ module: "partners", pageSize: 100, sort: { column: "seats", direction: "asc" } });
    const seats = asc.rows.map((r) => Number(r.seats));
    expect(seats).toEqual([...seats].sort((a, b) => a - b));
    const desc = await people.sa.api.admin.list({ module: "partners", pageSize: 100, sort: { column: "name", direction: "desc" } });
    const names = desc.rows.map((r) => String(r.name));
    expect(names).toEqual([...names].sort().reverse());
    await attempt(env, "unsortable", () => people.sa.api.admin.list({ module: "partners", sort: { column: "website", direction: "asc" } }), "BAD_REQUEST", []);
  });

  it("searches case-insensitively over the searchable fields, treating % and _ literally", async () => {
    const byWebsite = await people.sa.api.admin.list({ module: "partners", search: "SITE1", pageSize: 100 });
    expect(byWebsite.rows.map((r) => r.website).sort()).toEqual(["https://site14.LK"]);
    const partnerTwo = await people.sa.api.admin.list({ module: "partners", search: "partner 2" });
    expect(partnerTwo.total).toBe(9); // 21..29 except none special: 21-29 are 9 names
    const percent = await people.sa.api.admin.list({ module: "partners", search: "0% p", pageSize: 100 });
    expect(percent.total).toBe(5); // Special_10%, 20%, 30%, 40%, 50%
    const underscore = await people.sa.api.admin.list({ module: "partners", search: "_", pageSize: 100 });
    expect(underscore.total).toBe(5);
    expect((await people.sa.api.admin.list({ module: "partners", search: "zzz" })).rows).toEqual([]);
  });

  it("filters by declared choices, combined with search and paging; refuses an unknown value", async () => {
    const gold = await people.sa.api.admin.list({ module: "partners", filters: { tier: "gold" }, pageSize: 100 });
    expect(gold.total).toBe(19);
    expect(gold.rows.every((r) => r.tier === "gold")).toBe(true);
    const inactiveGold = await people.sa.api.admin.list({ module: "partners", filters: { tier: "gold", is_active: false }, pageSize: 100 });
    expect(inactiveGold.rows.map((r) => r.name)).toEqual(
      (
        await env.db
          .selectFrom("partners" as "tags")
          .select(sql<string>`name`.as("name"))
          .where(sql<boolean>`tier = 'gold' AND is_active = 0`)
          .orderBy(sql`display_order`)
          .execute()
      ).map((r) => r.name),
    );
    const combined = await people.sa.api.admin.list({ module: "partners", filters: { tier: "silver" }, search: "partner 1", page: 1, pageSize: 2 });
    expect(combined.rows.length).toBe(2);
    expect(combined.total).toBe(3); // 10 is special; 13, 16, 19 are silver
    await attempt(env, "bad tier", () => people.sa.api.admin.list({ module: "partners", filters: { tier: "platinum" } }), "BAD_REQUEST", []);
  });

  it("computes summary cards over the same rows", async () => {
    const rows = await env.db
      .selectFrom("partners" as "tags")
      .select([sql<number>`seats`.as("seats"), sql<string>`tier`.as("tier"), sql<string>`name`.as("name")])
      .execute();
    const sum = rows.reduce((s, r) => s + r.seats, 0);
    const max = Math.max(...rows.map((r) => r.seats));
    const cards = await people.orgA.api.admin.summary({ module: "partners" });
    expect(cards.cards).toEqual([
      { key: "total", value: N },
      { key: "gold", value: rows.filter((r) => r.tier === "gold").length },
      { key: "seats", value: sum },
      { key: "avgSeats", value: Number((sum / N).toFixed(1)) },
      { key: "biggest", value: rows.find((r) => r.seats === max)!.name },
    ]);
  });
});
