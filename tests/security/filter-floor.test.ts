/**
 * Visibility is a floor no filter can lower (issue #26, finding 1). Generated from the registry: for every
 * table module, every caller (anonymous, a member without a role, two organization users, a super admin),
 * every filterable field and every value that field holds anywhere in the table (other owners' values
 * among them) plus a value nobody's row holds, the filter goes through the list (its rows and its total),
 * the CSV export, "select all matching" (the ids admin.bulk resolves, and admin.bulk itself where the
 * caller may start a bulk action and nothing of theirs matches), and the caller must get exactly the rows
 * its visibility rule allows that hold the value, never one more. A module added to the registry is
 * covered without editing this file; a throwaway module whose ownership column itself is filterable is
 * registered here too, so the direct-ownership case is always tried.
 *
 * The rule's rows come from the unfiltered list, and are checked on their own against the module's
 * ownership declaration (owner column, or owner through a related row, or the role's readable rows).
 */
import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allModules,
  bulkActionsFor,
  type FieldDef,
  filterableFields,
  isOwnerScoped,
  primaryKeyOf,
  type Primitive,
  readSourceOf,
  registerModule,
  rolesFor,
  type TableModule,
} from "../../admin-modules/registry";
import resources from "../../admin-modules/modules/resources";
import { matchingIds } from "../../server/admin/crud";
import { compileWhere, dynamicValues } from "../../server/admin/where";
import { MAX_BULK_ROWS } from "../../server/admin/bulk";
import { createTestEnv, type TestEnv } from "../support/api";
import { MODULE_FIXTURES, type CallContext } from "./access-calls";
import { type Caller, changedTables, checksum, fiveCallers } from "./support";

/** A module like Resources whose owner column is itself a filter: a filter on it must narrow, never widen. */
const RESOURCES_BY_OWNER = "test-resources-by-owner";

let env: TestEnv;
let callers: Caller[];
const tally = { modules: 0, fields: 0, values: 0, calls: 0 };

type Row = Record<string, unknown>;
type Api = Caller["api"];

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  registerModule({
    ...resources,
    key: RESOURCES_BY_OWNER,
    path: RESOURCES_BY_OWNER,
    sidebar: null,
    fields: {
      ...resources.fields,
      created_by: { ...resources.fields.created_by!, filterable: true },
    },
  });
  callers = await fiveCallers(env);
  // Rows of every module owned by each organization and by the super admin (the demo adds rows of no one).
  let n = 0;
  for (const owner of callers.filter((c) => c.role)) {
    const cx: CallContext = { env, ownerId: owner.userId!, unique: () => `${owner.key.toLowerCase()}-${++n}` };
    for (const fixture of Object.values(MODULE_FIXTURES)) {
      await fixture.make(cx);
      await fixture.make(cx);
    }
  }
  // An organization's approved, live helpline: the other organization may read it (readableWhen).
  await env.db.updateTable("emergency_contacts").set({ review_status: "approved", is_active: 1 }).where("name", "like", "Contact orgb-%").execute();
}, 120_000);

afterAll(async () => {
  console.log(
    `filter floor: ${tally.modules} modules, ${tally.fields} filterable fields, ${tally.values} field values, ${tally.calls} calls across ${callers.length} callers`,
  );
  await env.cleanup();
});

const tableModules = () => allModules().filter((m): m is TableModule => m.kind === "table");

async function codeOf(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return "OK";
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

async function listAll(api: Api, module: string, filters: Record<string, Primitive>): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    tally.calls++;
    const result = (await api.admin.list({ module, page, pageSize: 100, filters })) as { rows: Row[]; total: number };
    rows.push(...result.rows);
    if (result.rows.length < 100) return { rows, total: result.total };
  }
}

/**
 * The CSV rows of an export. Each export leaves its audit entry; it is removed again here, so the audit
 * log (a module under test itself) holds the same rows throughout.
 */
async function exportAll(api: Api, module: string, filters: Record<string, Primitive>): Promise<string[]> {
  tally.calls++;
  const mark = await env.db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  const result = (await api.admin.exportRows({ module, filters })) as { rows: Row[] };
  await env.db
    .deleteFrom("audit_log")
    .where("id", ">", Number(mark?.id ?? 0))
    .execute();
  return result.rows.map((row) => JSON.stringify(row));
}

/** Every value the field holds in the table (whoever owns the row), and values nobody's row holds. */
async function valuesToTry(module: TableModule, name: string, field: FieldDef, options: { value: string }[]): Promise<Primitive[]> {
  if (field.kind === "boolean") return [true, false];
  const held = await sql<{
    v: unknown;
  }>`SELECT DISTINCT ${sql.ref(name)} AS v FROM ${sql.table(readSourceOf(module))} WHERE ${sql.ref(name)} IS NOT NULL`.execute(env.db);
  const values: Primitive[] = held.rows.map((r) => (typeof r.v === "bigint" ? Number(r.v) : (r.v as Primitive)));
  if (options.length) {
    // A choice is refused unless offered; every offered choice is tried (the ones no row holds belong to no one).
    values.splice(0, values.length, ...options.map((o) => o.value));
  } else if (field.kind === "reference" || field.kind === "number") values.push(987_654_321);
  else if (field.kind === "date") values.push("2099-12-31");
  else values.push("belongs-to-no-one");
  if (field.emptyFilter) values.push(field.emptyFilter.value);
  return [...new Set(values)];
}

/** Does a listed row hold the filter's value (as the list decodes it)? */
function holds(row: Row, name: string, field: FieldDef, value: Primitive): boolean {
  const stored = row[name];
  if (field.emptyFilter && value === field.emptyFilter.value) return stored === null || stored === undefined;
  if (field.kind === "boolean") return Boolean(stored) === value;
  if (field.kind === "reference" || field.kind === "number") return Number(stored) === Number(value);
  return String(stored) === String(value);
}

/**
 * The rows the rule allows, checked against the declaration itself: an owner-scoped caller's rows are its
 * own (by the owner column, or through the related row's owner), or rows its role may read.
 */
async function assertRowsFollowTheRule(module: TableModule, caller: Caller, rows: Row[]): Promise<void> {
  const ownership = module.ownership;
  if (!ownership || !isOwnerScoped(module, caller.role)) return;
  const pk = primaryKeyOf(module);
  for (const row of rows) {
    const id = Number(row[pk]);
    const stored = await env.db
      .selectFrom(readSourceOf(module) as "events")
      .select(sql.ref(ownership.column).as("owner_key"))
      .where(sql.ref(pk), "=", id)
      .executeTakeFirstOrThrow();
    let owner = (stored as { owner_key: unknown }).owner_key;
    if (ownership.through) {
      const related = await sql<{ owner: unknown }>`SELECT ${sql.ref(ownership.through.ownerColumn)} AS owner FROM ${sql.table(ownership.through.table)}
        WHERE ${sql.ref(ownership.through.key ?? "id")} = ${owner}`.execute(env.db);
      owner = related.rows[0]?.owner;
    }
    if (owner !== null && Number(owner) === caller.userId) continue;
    expect(ownership.readableWhen, `${module.key}: ${caller.name} lists row ${id} of another owner`).toBeDefined();
    const readable = await env.db
      .selectFrom(readSourceOf(module) as "events")
      .select(sql.ref(pk).as("id"))
      .where(sql.ref(pk), "=", id)
      .where((eb) => compileWhere(eb as never, ownership.readableWhen, dynamicValues(caller.userId)))
      .executeTakeFirst();
    expect(readable, `${module.key}: ${caller.name} lists row ${id} of another owner that its role may not read`).toBeDefined();
  }
}

describe("no filter lowers the visibility rule (generated from the registry)", () => {
  it("covers every table module, the throwaway owner-filter module among them", () => {
    const keys = tableModules().map((m) => m.key);
    expect(keys).toContain(RESOURCES_BY_OWNER);
    expect(keys).toContain("event-registrations");
    expect(tableModules().filter((m) => filterableFields(m).length > 0).length).toBeGreaterThanOrEqual(15);
  });

  it("list, total, export, summary count and select-all-matching give each caller only its own rows, whatever the filter", async () => {
    for (const module of tableModules()) {
      const fields = filterableFields(module);
      if (!fields.length) continue;
      tally.modules++;
      for (const caller of callers) {
        const mayList = caller.role !== null && rolesFor(module, "list").includes(caller.role);
        const mayExport = caller.role !== null && rolesFor(module, "export").includes(caller.role);
        // The rule alone: the unfiltered list.
        const visible = mayList ? (await listAll(caller.api, module.key, {})).rows : [];
        await assertRowsFollowTheRule(module, caller, visible);
        const pk = primaryKeyOf(module);
        const visibleIds = new Set(visible.map((r) => Number(r[pk])));
        const visibleCsv = mayExport ? await exportAll(caller.api, module.key, {}) : [];
        if (mayList) {
          tally.calls++;
          const { cards } = (await caller.api.admin.summary({ module: module.key })) as { cards: { key: string; value: unknown }[] };
          for (const card of module.cards ?? []) {
            if (card.aggregate === "count" && !card.where)
              expect(Number(cards.find((c) => c.key === card.key)?.value), `${module.key} ${card.key}`).toBe(visible.length);
          }
        }
        const bulk = bulkActionsFor(module, caller.role);

        for (const { name, field, options } of fields) {
          if (caller === callers[0]) tally.fields++;
          for (const value of await valuesToTry(module, name, field, options)) {
            if (caller === callers[0]) tally.values++;
            const filters = { [name]: value };
            const label = `${module.key} as ${caller.name}, filter ${name}=${JSON.stringify(value)}`;
            if (!mayList) {
              tally.calls += 2;
              expect(await codeOf(() => caller.api.admin.list({ module: module.key, filters })), label).toMatch(/^(UNAUTHORIZED|FORBIDDEN)$/);
              expect(await codeOf(() => caller.api.admin.exportRows({ module: module.key, filters })), label).toMatch(/^(UNAUTHORIZED|FORBIDDEN)$/);
              continue;
            }
            const expected = visible.filter((row) => holds(row, name, field, value));
            const expectedIds = expected.map((r) => Number(r[pk])).sort((a, b) => a - b);

            const listed = await listAll(caller.api, module.key, filters);
            const listedIds = listed.rows.map((r) => Number(r[pk]));
            expect(
              listedIds.filter((id) => !visibleIds.has(id)),
              `${label}: list shows rows outside the caller's rule`,
            ).toEqual([]);
            expect(
              [...listedIds].sort((a, b) => a - b),
              `${label}: list`,
            ).toEqual(expectedIds);
            expect(listed.total, `${label}: total`).toBe(expectedIds.length);

            if (mayExport) {
              const csv = await exportAll(caller.api, module.key, filters);
              expect(csv.length, `${label}: export rows`).toBe(expectedIds.length);
              const pool = [...visibleCsv];
              for (const line of csv) {
                const at = pool.indexOf(line);
                expect(at, `${label}: export holds a row outside the caller's rule: ${line}`).toBeGreaterThanOrEqual(0);
                pool.splice(at, 1);
              }
            }

            // "Select all matching": the ids admin.bulk resolves from the list's search and filters.
            tally.calls++;
            const matched = await matchingIds(env.db, { userId: caller.userId!, role: caller.role }, module, { filters }, MAX_BULK_ROWS + 1);
            expect(
              [...matched].sort((a, b) => a - b),
              `${label}: select all matching`,
            ).toEqual(expectedIds);
            // And admin.bulk itself, where nothing of the caller's matches: nothing to do, nothing written.
            if (expectedIds.length === 0) {
              for (const action of bulk) {
                const before = await checksum(env);
                tally.calls++;
                const code = await codeOf(() => caller.api.admin.bulk({ module: module.key, action: action.key, matching: { filters } }));
                expect(code, `${label}: bulk ${action.key} over all matching`).toBe("BAD_REQUEST");
                expect(changedTables(before, await checksum(env)), `${label}: bulk ${action.key} wrote`).toEqual([]);
              }
            }
          }
        }
      }
    }
    expect(tally.values).toBeGreaterThan(100);
  }, 600_000);
});
