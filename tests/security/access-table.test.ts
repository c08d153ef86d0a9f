/**
 * Drives every cell of the hand-written access table (tests/security/access-table.ts) through the real
 * procedures: tRPC createCaller over a fresh migrated SQLite file, as anonymous, a member without a role,
 * the organization user who owns the test row, another organization user and a super admin; a sample of
 * cells also over HTTP against the real Express app. Expectations come from the table only, never from the
 * registry; the registry is read only to check that every module and workflow action has rows.
 * An allowed call must have its effect; a refused call, and any query, must write nothing.
 * The audit log (issue #14): every allowed write, and an allowed export, leaves exactly one entry naming
 * the caller, the module, the row, the action and the changed field's before/after; a refused call and
 * any other query leave none.
 */
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allModules, getModule, getTableModule, isTranslatable } from "../../admin-modules/registry";

/** The column a module's reorder moves (display_order, or a lesson's position). */
const orderColumn = (module: string) => getTableModule(module)?.order?.column ?? "display_order";
import { SESSION_COOKIE } from "../../server/auth/session";
import { createTestEnv, type TestEnv } from "../support/api";
import { queryFirst, queryRows } from "../support/tables";
import {
  ACTION_CALLS,
  type CallContext,
  MODULE_FIXTURES,
  OPERATION_PROCEDURES,
  type ProcedureCall,
  REFERENCE_FIELDS,
  SCREEN_VIEW_CALLS,
  type TestRow,
} from "./access-calls";
import { ACCESS_TABLE, CALLERS, type CallerKey, type Cell, type TableModuleAccess } from "./access-table";
import { callPath } from "./procedures";
import { type Caller, changedTables, checksum, fiveCallers, recordOutcomes, restoreFiveCallers, serve, type Served } from "./support";

type Seen = Record<CallerKey, string>;
type Operation = keyof typeof OPERATION_PROCEDURES;
const OPERATIONS = Object.keys(OPERATION_PROCEDURES) as Operation[];
const QUERIES: readonly Operation[] = ["list", "get", "export"];
/** Refused sign-ins are counted on purpose; nothing else may change on a refusal. The audit log is checked entry by entry. */
const RECORDS_REFUSALS = ["login_attempts", "audit_log"];

type Changes = Record<string, { before: unknown; after: unknown }>;

/** The one audit entry an allowed call must leave (none when absent). */
interface AuditExpectation {
  module: string;
  action: string;
  rowId?: number | null;
  changes?: (changes: Changes) => void | Promise<void>;
}

interface Attempt {
  before: string;
  /** The audit log's last id just before the call. */
  mark: number;
  code: string;
  /** Whether the call ran (OK, or for list/export: answered without the owner's row); OK when absent. */
  answered?: boolean;
  audit?: AuditExpectation;
}

const auditMark = async () => (await queryFirst<{ n: number }>(env, "SELECT coalesce(max(id), 0) AS n FROM audit_log"))!.n;
const auditSince = (mark: number) =>
  queryRows<{
    actor_id: number;
    module: string;
    row_id: number | null;
    action: string;
    changes: string | null;
  }>(env, "SELECT actor_id, module, row_id, action, changes FROM audit_log WHERE id > ? ORDER BY id", [mark]);

let env: TestEnv;
let callers: Record<CallerKey, Caller>;
let cx: CallContext;

beforeAll(async () => {
  env = await createTestEnv();
  const five = await fiveCallers(env);
  const byKey = (k: string) => five.find((c) => c.key === k)!;
  callers = { anonymous: byKey("anonymous"), member: byKey("user"), orgOwner: byKey("orgA"), orgOther: byKey("orgB"), superAdmin: byKey("superAdmin") };
  let n = 0;
  cx = { env, ownerId: callers.orgOwner.userId!, unique: () => `${Date.now().toString(36)}-${++n}` };
});
afterAll(() => env.cleanup());

async function codeOf(call: () => Promise<unknown>): Promise<{ code: string; value?: unknown }> {
  try {
    return { code: "OK", value: await call() };
  } catch (error) {
    return { code: error instanceof TRPCError ? error.code : `not a tRPC error: ${String(error)}` };
  }
}

type Api = Caller["api"];
const call = (api: Api, path: string, input: unknown) => () => callPath(api, path, input);

/** Every row the caller's list shows (all pages). */
async function listAll(api: Api, module: string): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const result = (await api.admin.list({ module, page, pageSize: 100 })) as { rows: Record<string, unknown>[]; total: number };
    rows.push(...result.rows);
    if (rows.length >= result.total || result.rows.length === 0) return { rows, total: result.total };
  }
}

const rowKey = (module: string) => MODULE_FIXTURES[module]!.key ?? "id";

async function stored(module: string, id: number): Promise<Record<string, unknown> | undefined> {
  const f = MODULE_FIXTURES[module]!;
  return queryFirst(env, `SELECT * FROM "${f.table}" WHERE "${f.key ?? "id"}" = ?`, [id]);
}

/**
 * One operation of a table module as one caller: the outcome in the table's vocabulary. An allowed
 * call is checked for its effect (or, for list/export, whether the owner's row is among the rows).
 */
async function runOperation(module: string, op: Operation, who: CallerKey, row: TestRow): Promise<Omit<Attempt, "before" | "mark">> {
  const f = MODULE_FIXTURES[module]!;
  switch (op) {
    case "list":
    case "get":
      return { code: await runOperationCall(module, op, who, row) };
    case "export": {
      // An export that answers is recorded, whether or not the owner's row was among its rows (NOT_FOUND here).
      const code = await runOperationCall(module, op, who, row);
      return { code, answered: code === "OK" || code === "NOT_FOUND", audit: { module, action: "export", rowId: null } };
    }
    case "create": {
      let id = 0;
      const code = await runOperationCall(module, op, who, row, (created) => {
        id = created;
      });
      const audit = {
        module,
        action: "create",
        rowId: id,
        changes: (c: Changes) => expect(c[f.labelColumn]?.before, `${module} create: ${f.labelColumn} set`).toBeNull(),
      };
      return { code, audit };
    }
    case "update": {
      const [, column, shown] = f.update;
      const changes = (c: Changes) => expect(c[column], `${module} update: ${column} before/after`).toEqual({ before: row.label, after: shown });
      return { code: await runOperationCall(module, op, who, row), audit: { module, action: "update", rowId: row.id, changes } };
    }
    case "delete": {
      const changes = (c: Changes) => expect(c[f.labelColumn], `${module} delete: ${f.labelColumn} before`).toEqual({ before: row.label, after: null });
      return { code: await runOperationCall(module, op, who, row), audit: { module, action: "delete", rowId: row.id, changes } };
    }
    case "toggle": {
      const was = (await stored(module, row.id))?.is_active;
      const changes = (c: Changes) => expect(c.is_active, `${module} toggle: is_active before/after`).toEqual({ before: was, after: was ? 0 : 1 });
      return { code: await runOperationCall(module, op, who, row), audit: { module, action: "toggle", rowId: row.id, changes } };
    }
    case "reorder": {
      const column = orderColumn(module);
      const was = (await stored(module, row.id))?.[column];
      const changes = async (c: Changes) => {
        expect(c[column]?.before, `${module} reorder: ${column} before`).toBe(was);
        expect(c[column]?.after, `${module} reorder: ${column} after`).toBe(
          (await queryFirst<Record<string, number>>(env, `SELECT ${column} FROM "${f.table}" WHERE id = ?`, [row.id]))![column],
        );
      };
      return { code: await runOperationCall(module, op, who, row), audit: { module, action: "reorder", rowId: row.id, changes } };
    }
  }
}

async function runOperationCall(module: string, op: Operation, who: CallerKey, row: TestRow, onCreated?: (id: number) => void): Promise<string> {
  const { api } = callers[who];
  const f = MODULE_FIXTURES[module]!;
  switch (op) {
    case "list": {
      const listed = await codeOf(() => listAll(api, module));
      const summary = await codeOf(call(api, "admin.summary", { module }));
      const options = REFERENCE_FIELDS[module] ? await codeOf(call(api, "admin.options", { module, field: REFERENCE_FIELDS[module] })) : listed;
      const allowed = listed.code === "OK";
      // Summary cards and reference options share the list's rights.
      expect([summary.code, options.code], `${module} summary/options as ${who}`).toEqual([listed.code, listed.code]);
      if (!allowed) return listed.code;
      const { rows, total } = listed.value as { rows: Record<string, unknown>[]; total: number };
      // The total card counts the same rows as the list (owners' counts included).
      const totalCard = (summary.value as { cards: { key: string; value: unknown }[] }).cards.find((c) => c.key === "total");
      if (totalCard) expect(totalCard.value, `${module} total card as ${who}`).toBe(total);
      return rows.some((r) => r[rowKey(module)] === row.id) ? "OK" : "NOT_FOUND";
    }
    case "export": {
      const exported = await codeOf(call(api, "admin.exportRows", { module }));
      if (exported.code !== "OK") return exported.code;
      const { rows, columns } = exported.value as { rows: Record<string, unknown>[]; columns: { field: string }[] };
      expect(
        columns.map((c) => c.field),
        `${module} CSV shows ${f.labelColumn}`,
      ).toContain(f.labelColumn);
      return rows.some((r) => r[f.labelColumn] === row.label) ? "OK" : "NOT_FOUND";
    }
    case "get": {
      const got = await codeOf(call(api, "admin.get", { module, id: row.id }));
      if (got.code === "OK") expect((got.value as Record<string, unknown>)[rowKey(module)]).toBe(row.id);
      // A translatable module's translations are read by the same rights as its row.
      const table = getModule(module);
      if (table?.kind === "table" && isTranslatable(table)) {
        expect((await codeOf(call(api, "admin.translations", { module, id: row.id }))).code, `${module} translations as ${who}`).toBe(got.code);
      }
      // A lesson's "right first time" figures are read by the same rights as the lesson (issue 30).
      if (table?.kind === "table" && table.table === "course_lessons") {
        expect((await codeOf(call(api, "admin.exerciseFigures", { module, id: row.id }))).code, `${module} exercise figures as ${who}`).toBe(got.code);
      }
      return got.code;
    }
    case "create": {
      const created = await codeOf(call(api, "admin.create", { module, values: f.createValues(cx) }));
      if (created.code === "OK") {
        const id = Number((created.value as { row: Record<string, unknown> }).row[rowKey(module)]);
        onCreated?.(id);
        const written = await stored(module, id);
        expect(written, `${module} created row`).toBeDefined();
        if (f.ownerColumn) expect(written?.[f.ownerColumn], `${module} author from the session`).toBe(callers[who].userId);
      }
      return created.code;
    }
    case "update": {
      const [values, column, shown] = f.update;
      const updated = await codeOf(call(api, "admin.update", { module, id: row.id, values }));
      if (updated.code === "OK") expect((await stored(module, row.id))?.[column]).toBe(shown);
      return updated.code;
    }
    case "delete": {
      const deleted = await codeOf(call(api, "admin.delete", { module, id: row.id }));
      if (deleted.code === "OK") expect(await stored(module, row.id), `${module} row deleted`).toBeUndefined();
      return deleted.code;
    }
    case "toggle": {
      const before = (await stored(module, row.id))?.is_active;
      const toggled = await codeOf(call(api, "admin.toggle", { module, id: row.id }));
      if (toggled.code === "OK") expect((await stored(module, row.id))?.is_active).toBe(before ? 0 : 1);
      return toggled.code;
    }
    case "reorder": {
      const column = orderColumn(module);
      const before = (await stored(module, row.id))?.[column];
      const moved = await codeOf(call(api, "admin.reorder", { module, id: row.id, direction: "down" }));
      if (moved.code === "OK") expect((await stored(module, row.id))?.[column]).not.toBe(before);
      return moved.code;
    }
  }
}

/** Runs `attempt` as each caller; a refused call, and a query, must leave every table as it was. */
async function asEveryCaller(label: string, isQuery: boolean, attempt: (who: CallerKey) => Promise<Attempt>): Promise<Seen> {
  const seen = {} as Seen;
  const wrote: string[] = [];
  for (const who of CALLERS) {
    await restoreFiveCallers(env, Object.values(callers));
    const { before, mark, code, answered = code === "OK", audit } = await attempt(who);
    seen[who] = code;
    if (code !== "OK" || isQuery) {
      const after = await checksum(env, { except: RECORDS_REFUSALS });
      if (after !== before) wrote.push(`${who} (${code}) into ${changedTables(before, after).join(", ")}`);
    }
    const entries = await auditSince(mark);
    if (!answered || !audit) {
      expect(entries, `${label} as ${who} (${code}): no audit entry`).toEqual([]);
      continue;
    }
    expect(entries, `${label} as ${who}: exactly one audit entry`).toHaveLength(1);
    const [entry] = entries;
    expect({ actor: entry.actor_id, module: entry.module, action: entry.action }, `${label} as ${who}: audit entry`).toEqual({
      actor: callers[who].userId,
      module: audit.module,
      action: audit.action,
    });
    if (audit.rowId !== undefined) expect(entry.row_id, `${label} as ${who}: audited row`).toBe(audit.rowId);
    await audit.changes?.(JSON.parse(entry.changes ?? "{}") as Changes);
  }
  recordOutcomes(label, seen);
  expect(wrote, `${label}: refused calls and queries must not write`).toEqual([]);
  return seen;
}

async function runProcedure(label: string, pc: ProcedureCall, audit?: (input: unknown) => AuditExpectation): Promise<Seen> {
  if (!pc.query && !pc.unaudited) expect(audit, `${label}: a write needs its audit expectation (ACTION_AUDIT)`).toBeDefined();
  return asEveryCaller(label, Boolean(pc.query), async (who) => {
    const input = await pc.input(cx);
    const before = await checksum(env, { except: RECORDS_REFUSALS });
    const mark = await auditMark();
    return { before, mark, code: (await codeOf(call(callers[who].api, pc.procedure, input))).code, audit: audit?.(input) };
  });
}

const idOf = (input: unknown) => (input as { id: number }).id;
const userIdOf = (input: unknown) => (input as { userId: number }).userId;
const decided = (status: string) => (c: Changes) => expect(c.status?.after, "status after").toBe(status);

/** The audit entry each workflow action must leave (queries: none). Content review always decides an event submission. */
/** Who closed a report and when: the columns its declared actions set besides the status. */
const resolvedBy = () => ({
  resolved_by: { before: null, after: expect.any(Number) },
  resolved_at: { before: null, after: expect.any(String) },
});

const ACTION_AUDIT: Record<string, (input: unknown) => AuditExpectation> = {
  "content-resource.review": (i) => ({ module: "content-event", action: "reject", rowId: idOf(i), changes: decided("rejected") }),
  "content-learning.review": (i) => ({ module: "content-event", action: "reject", rowId: idOf(i), changes: decided("rejected") }),
  "content-media.review": (i) => ({ module: "content-event", action: "reject", rowId: idOf(i), changes: decided("rejected") }),
  "content-event.review": (i) => ({ module: "content-event", action: "reject", rowId: idOf(i), changes: decided("rejected") }),
  "content-review.review": (i) => ({ module: "content-event", action: "reject", rowId: idOf(i), changes: decided("rejected") }),
  // A batch of one: the row's own entry, as its one-row procedure writes it (server/admin/bulk.ts).
  "content-review.bulkReview": (i) => ({
    module: "content-event",
    action: "approve",
    rowId: (i as { items: { id: number }[] }).items[0]!.id,
    changes: decided("approved"),
  }),
  "media.bulk:approve": (i) => ({
    module: "media",
    action: "approve",
    rowId: (i as { ids: number[] }).ids[0],
    changes: (c) => expect(c.status).toEqual({ before: "pending", after: "approved" }),
  }),
  "events.review": (i) => ({
    module: "events",
    action: "approve",
    rowId: idOf(i),
    changes: (c) => expect(c.review_status).toEqual({ before: "pending", after: "approved" }),
  }),
  "emergency-contacts.review": (i) => ({
    module: "emergency-contacts",
    action: "approve",
    rowId: idOf(i),
    changes: (c) => expect(c.review_status).toEqual({ before: "pending", after: "approved" }),
  }),
  "media.review": (i) => ({
    module: "media",
    action: "approve",
    rowId: idOf(i),
    changes: (c) => expect(c.status).toEqual({ before: "pending", after: "approved" }),
  }),
  // A super admin grants the teacher role (issue 31): who and when.
  "teachers.confirm": (i) => ({
    module: "teachers",
    action: "confirm",
    rowId: idOf(i),
    changes: (c) => expect(c).toEqual({ confirmed_at: { before: null, after: expect.any(String) }, confirmed_by: { before: null, after: expect.any(Number) } }),
  }),
  "event-registrations.confirm": (i) => ({
    module: "event-registrations",
    action: "confirm",
    rowId: idOf(i),
    changes: (c) => expect(c).toEqual({ status: { before: "pending", after: "confirmed" } }),
  }),
  "event-registrations.cancel": (i) => ({
    module: "event-registrations",
    action: "cancel",
    rowId: idOf(i),
    changes: (c) => expect(c).toEqual({ status: { before: "confirmed", after: "cancelled" } }),
  }),
  "event-registrations.delete": (i) => ({
    module: "event-registrations",
    action: "delete",
    rowId: idOf(i),
    changes: (c) => expect(c.status?.after).toBeNull(),
  }),
  "users.editUser": (i) => ({ module: "users", action: "editUser", rowId: userIdOf(i), changes: (c) => expect(c.full_name?.after).toBe("Renamed") }),
  "users.setRole": (i) => ({
    module: "users",
    action: "setRole",
    rowId: userIdOf(i),
    changes: (c) => expect(c).toEqual({ role: { before: null, after: "organization" } }),
  }),
  "reports.resolve": (i) => ({
    module: "reports",
    action: "resolve",
    rowId: idOf(i),
    changes: (c) => expect(c).toEqual({ status: { before: "open", after: "resolved" }, ...resolvedBy() }),
  }),
  "reports.dismiss": (i) => ({
    module: "reports",
    action: "dismiss",
    rowId: idOf(i),
    // The reason asked for is kept in the entry (no column of the report takes it).
    changes: (c) => expect(c).toEqual({ status: { before: "open", after: "dismissed" }, ...resolvedBy(), note: { before: null, after: "Not harmful" } }),
  }),
  "dashboard.removeDemoContent": () => ({ module: "dashboard", action: "removeDemoContent", rowId: null }),
  "settings.saveSiteSettings": () => ({
    module: "settings",
    action: "update",
    rowId: 1,
    changes: (c) => expect(c.site_name?.after ?? "Access Site").toBe("Access Site"),
  }),
};

describe("the access table covers the registry", () => {
  it("has an entry for every registered module, of the right kind, and none for a module that does not exist", () => {
    const tables = allModules()
      .filter((m) => m.kind === "table")
      .map((m) => m.key)
      .sort();
    const screens = allModules()
      .filter((m) => m.kind === "screen")
      .map((m) => m.key)
      .sort();
    expect(Object.keys(ACCESS_TABLE.tables).sort(), "table modules (add rows to tests/security/access-table.ts)").toEqual(tables);
    expect(Object.keys(ACCESS_TABLE.screens).sort(), "screens (add rows to tests/security/access-table.ts)").toEqual(screens);
  });

  it("has a row for every workflow action a module declares, and a way to call every row", () => {
    const missing: string[] = [];
    for (const module of allModules()) {
      if (module.kind !== "table") continue;
      const rows = ACCESS_TABLE.tables[module.key]?.actions ?? {};
      for (const action of module.actions ?? []) if (action.kind === "workflow" && !rows[action.key]) missing.push(`${module.key}.${action.key}`);
    }
    expect(missing, "workflow actions without a row in tests/security/access-table.ts").toEqual([]);
    const uncallable: string[] = [];
    for (const [key, entry] of [...Object.entries(ACCESS_TABLE.tables), ...Object.entries(ACCESS_TABLE.screens)]) {
      for (const action of Object.keys(entry.actions ?? {})) if (!ACTION_CALLS[key]?.[action]) uncallable.push(`${key}.${action}`);
      if ("view" in entry && entry.view && !SCREEN_VIEW_CALLS[key]) uncallable.push(`${key}.view`);
      if (key in ACCESS_TABLE.tables && !MODULE_FIXTURES[key]) uncallable.push(`${key} (no fixture)`);
    }
    expect(uncallable, "rows without a call in tests/security/access-calls.ts").toEqual([]);
  });

  it("names only workflow actions the registry declares (besides the content editor's and screens' own)", () => {
    const unknown: string[] = [];
    for (const [key, entry] of Object.entries(ACCESS_TABLE.tables)) {
      const module = getModule(key);
      const declared = new Set(
        module?.kind === "table"
          ? [...(module.actions ?? []).filter((a) => a.kind === "workflow").map((a) => a.key), ...(module.bulkActions ?? []).map((b) => `bulk:${b.key}`)]
          : [],
      );
      // The content editor's "openInEditor" and the review screens' "shown" (a picture shown, issue 29) are theirs.
      for (const action of Object.keys(entry.actions ?? {}))
        if (!declared.has(action) && !["openInEditor", "shown"].includes(action)) unknown.push(`${key}.${action}`);
    }
    expect(unknown).toEqual([]);
  });
});

describe.each(Object.keys(ACCESS_TABLE.tables))("module %s", (module) => {
  const entry = ACCESS_TABLE.tables[module] as TableModuleAccess;

  it.each(OPERATIONS)("%s", async (op) => {
    const seen = await asEveryCaller(`${module} ${op}`, QUERIES.includes(op), async (who) => {
      const row = await MODULE_FIXTURES[module]!.make(cx);
      const before = await checksum(env, { except: RECORDS_REFUSALS });
      const mark = await auditMark();
      return { before, mark, ...(await runOperation(module, op, who, row)) };
    });
    expect(seen).toEqual(entry[op]);
  });

  const actions = Object.entries(entry.actions ?? {});
  if (actions.length) {
    it.each(actions)("action %s", async (action, cell) => {
      expect(await runProcedure(`${module}.${action}`, ACTION_CALLS[module]![action]!, ACTION_AUDIT[`${module}.${action}`])).toEqual(cell);
    });
  }
});

describe.each(Object.keys(ACCESS_TABLE.screens))("screen %s", (screen) => {
  const entry = ACCESS_TABLE.screens[screen]!;
  if (entry.view) {
    it("view", async () => {
      expect(await runProcedure(`${screen} view`, SCREEN_VIEW_CALLS[screen]!)).toEqual(entry.view);
    });
  }
  const actions = Object.entries(entry.actions ?? {});
  if (actions.length) {
    it.each(actions)("action %s", async (action, cell) => {
      expect(await runProcedure(`${screen}.${action}`, ACTION_CALLS[screen]![action]!, ACTION_AUDIT[`${screen}.${action}`])).toEqual(cell);
    });
  }
});

describe("a sample of cells over HTTP (the real Express app, session cookies)", () => {
  let http: Served;
  beforeAll(async () => {
    http = await serve(env);
  });
  afterAll(() => http.close());

  /** One tRPC call over HTTP: GET for queries, POST for mutations; the error code from the JSON body. */
  async function overHttp(who: CallerKey, path: string, input: unknown, query: boolean): Promise<string> {
    const token = callers[who].token;
    const headers: Record<string, string> = { "content-type": "application/json", ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}) };
    const url = `${http.base}/trpc/${path}`;
    const res = query
      ? await fetch(`${url}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
      : await fetch(url, { method: "POST", headers, body: JSON.stringify(input) });
    const body = (await res.json()) as { error?: { data?: { code?: string } } };
    if (res.ok) return "OK";
    return body.error?.data?.code ?? `HTTP ${res.status}`;
  }

  const sample: [module: string, op: "list" | "get" | "update" | "delete" | "reorder"][] = [
    ["reports", "list"],
    ["categories", "update"],
    ["categories", "delete"],
    ["events", "get"],
    ["resources", "delete"],
    ["emergency-contacts", "reorder"],
    ["users", "list"],
  ];

  it.each(sample)("%s %s", async (module, op) => {
    const seen = {} as Seen;
    for (const who of CALLERS) {
      await restoreFiveCallers(env, Object.values(callers));
      const row = await MODULE_FIXTURES[module]!.make(cx);
      const input =
        op === "list"
          ? { module, pageSize: 100 }
          : op === "update"
            ? { module, id: row.id, values: MODULE_FIXTURES[module]!.update[0] }
            : op === "reorder"
              ? { module, id: row.id, direction: "down" }
              : { module, id: row.id };
      const procedure = op === "list" ? "admin.list" : `admin.${op}`;
      seen[who] = await overHttp(who, procedure, input, op === "list" || op === "get");
    }
    recordOutcomes(`http ${module} ${op}`, seen);
    // Over HTTP a list that answers counts as allowed; whether the row is among the rows is checked above.
    const cell = ACCESS_TABLE.tables[module]![op] as Cell;
    const expected = op === "list" ? Object.fromEntries(CALLERS.map((c) => [c, cell[c] === "NOT_FOUND" ? "OK" : cell[c]])) : cell;
    expect(seen).toEqual(expected);
  });
});
