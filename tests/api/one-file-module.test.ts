/**
 * One file is one module: the "callbacks" module of tests/fixtures/extra-module (its table made by its own
 * migration there) gets, from the declaration alone, its own row action ("Mark called": roles, `when`, an input
 * field, the columns it sets), a bulk action running that action on many rows, a CSV export and a detail
 * slot (pieces of a row's details that name its fields), all through the generic router (admin.action,
 * admin.bulk, admin.exportRows, admin.get) with no server code of its own; its texts are keys of its
 * folder's messages/{en,si,ta}.json, answered in the caller's language.
 * The list's per-row decisions say which rows the action applies to, decided by the same SQL as the
 * server's check.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkModule, detailFields, detailPieceFields, registerModule, ROW_DECISIONS, type RowDecisions, unregisterModule } from "../../admin-modules/registry";
import { registerExtraModules } from "../../server/admin/load-modules";
import { runWithLocale } from "../../server/http/locale";
import { up as createCallbackRequests } from "../fixtures/extra-module/migrations/9001_callback_requests";
import callbacks from "../fixtures/extra-module/modules/callbacks";
import { createTestEnv, type TestEnv } from "../support/api";
import { errorOf, personas } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
  // The module's own migration, as the migrator runs it for EXTRA_ADMIN_MODULES (db/extra-modules.ts).
  await createCallbackRequests(env.db);
  // With its messages, as the loader registers an EXTRA_ADMIN_MODULES folder (server/admin/load-modules.ts).
  registerExtraModules([callbacks], "tests/fixtures/extra-module/messages");
});
afterAll(async () => {
  unregisterModule("callbacks");
  await env.cleanup();
});

/** The module's table is not in the typed Database (it is the test's own). */
const rowsOfTable = () => sql<{ id: number; name: string }>`SELECT * FROM callback_requests ORDER BY id`.execute(env.db).then((r) => r.rows);
const decisions = (row: Record<string, unknown>) => row[ROW_DECISIONS] as RowDecisions;
const auditOf = (action: string) =>
  env.db
    .selectFrom("audit_log")
    .select(["actor_id", "row_id", "action", "changes"])
    .where("module", "=", "callbacks")
    .where("action", "=", action)
    .orderBy("id")
    .execute();

describe("a module's own row action, run by admin.action", () => {
  let mine: number;
  let saRow: number;

  it("is offered on the rows its `when` holds for, as the list's decisions say", async () => {
    mine = Number((await people.orgA.api.admin.create({ module: "callbacks", values: { name: "Nimal", phone: "077 123 4567" } })).row.id);
    saRow = Number((await people.sa.api.admin.create({ module: "callbacks", values: { name: "Sita", phone: "071 765 4321" } })).row.id);
    const list = await people.orgA.api.admin.list({ module: "callbacks" });
    // The organization sees its own row only, which it may change and mark called.
    expect(list.rows.map((r) => r.id)).toEqual([mine]);
    expect(decisions(list.rows[0]!)).toEqual({ editable: true, when: { markCalled: true } });
  });

  it("sets the declared columns, records one audit entry and answers the declared toast", async () => {
    const result = await people.orgA.api.admin.action({ module: "callbacks", action: "markCalled", id: mine, values: { note: "  Called back, all fine  " } });
    expect(result.message).toBe("Marked as called");
    expect(result.row).toMatchObject({ status: "called", note: "Called back, all fine", called_by: people.orgA.userId });
    expect(String(result.row?.called_at)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const entries = await auditOf("markCalled");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_id: people.orgA.userId, row_id: mine });
    expect(JSON.parse(entries[0]!.changes!)).toMatchObject({
      status: { before: "new", after: "called" },
      note: { before: null, after: "Called back, all fine" },
      called_by: { before: null, after: people.orgA.userId },
    });
    const list = await people.orgA.api.admin.list({ module: "callbacks" });
    expect(decisions(list.rows[0]!).when.markCalled).toBe(false);
  });

  it("the server checks `when`: a row already called is refused, nothing written", async () => {
    const error = await errorOf(people.orgA.api.admin.action({ module: "callbacks", action: "markCalled", id: mine }));
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe("This action does not apply to this row any more. Refresh the list and try again.");
    expect(await auditOf("markCalled")).toHaveLength(1);
  });

  it("roles, ownership and the input's field rules are checked like any generic write", async () => {
    const before = await rowsOfTable();
    expect((await errorOf(people.anon.api.admin.action({ module: "callbacks", action: "markCalled", id: saRow }))).code).toBe("UNAUTHORIZED");
    expect((await errorOf(people.plain.api.admin.action({ module: "callbacks", action: "markCalled", id: saRow }))).code).toBe("FORBIDDEN");
    // Another owner's row is as absent as a missing one.
    expect((await errorOf(people.orgA.api.admin.action({ module: "callbacks", action: "markCalled", id: saRow }))).code).toBe("NOT_FOUND");
    expect((await errorOf(people.sa.api.admin.action({ module: "callbacks", action: "noSuchAction", id: saRow }))).code).toBe("NOT_FOUND");
    // The generic actions are not run through admin.action.
    expect((await errorOf(people.sa.api.admin.action({ module: "callbacks", action: "delete", id: saRow }))).code).toBe("NOT_FOUND");
    const tooLong = await errorOf(people.sa.api.admin.action({ module: "callbacks", action: "markCalled", id: saRow, values: { note: "x".repeat(201) } }));
    expect(tooLong.code).toBe("BAD_REQUEST");
    expect(tooLong.message).toBe("Note is too long.");
    const notAField = await errorOf(people.sa.api.admin.action({ module: "callbacks", action: "markCalled", id: saRow, values: { status: "new" } }));
    expect(notAField.code).toBe("BAD_REQUEST");
    expect(await rowsOfTable()).toEqual(before);
    expect(await auditOf("markCalled")).toHaveLength(1);
  });
});

describe("its bulk action and its export", () => {
  it("runs the action on every chosen row in one request, skipping the rows it does not apply to", async () => {
    const ids: number[] = [];
    for (const name of ["Kamal", "Ravi", "Mala"]) {
      ids.push(Number((await people.sa.api.admin.create({ module: "callbacks", values: { name, phone: "011 222 3333" } })).row.id));
    }
    const called = (await people.sa.api.admin.list({ module: "callbacks", filters: { status: "called" } })).rows.map((r) => Number(r.id));
    expect(called).toHaveLength(1);
    const result = await people.sa.api.admin.bulk({ module: "callbacks", action: "markCalled", ids: [...ids, ...called] });
    expect(result.done).toBe(3);
    expect(result.skipped).toEqual([{ module: "callbacks", id: called[0], reason: "already called" }]);
    expect(result.message).toContain("3 marked called");
    const entries = await auditOf("markCalled");
    expect(entries.map((e) => e.row_id).slice(1)).toEqual(ids);
    // "All matching" for the organization is its own rows only; its one row is already called.
    const orgTry = await people.orgA.api.admin.bulk({ module: "callbacks", action: "markCalled", matching: {} });
    expect(orgTry).toMatchObject({ done: 0, skipped: [{ id: called[0], reason: "already called" }] });
  });

  it("exports every matching row with its declared columns, for the roles allowed to export", async () => {
    const file = await people.sa.api.admin.exportRows({ module: "callbacks", filters: { status: "called" } });
    expect(file.filename).toBe("callbacks.csv");
    expect(file.columns).toEqual([
      { field: "name", header: "Name" },
      { field: "phone", header: "Phone" },
      { field: "status", header: "Status" },
      { field: "note", header: "Call note" },
    ]);
    // Sita's callback is still new: the filter leaves it out.
    expect(file.rows.map((r) => r.name)).toEqual(["Nimal", "Kamal", "Ravi", "Mala"]);
    expect(file.rows[0]).toEqual({ name: "Nimal", phone: "077 123 4567", status: "called", note: "Called back, all fine" });
    expect((await errorOf(people.orgA.api.admin.exportRows({ module: "callbacks" }))).code).toBe("FORBIDDEN");
    expect(await auditOf("export")).toHaveLength(1);
  });

  it("a declaration whose action sets an undeclared column, or an undeclared input, is refused at registration", () => {
    const action = callbacks.actions![0]!;
    const broken = (set: Record<string, unknown>) => ({ ...callbacks, key: "callbacks-broken", actions: [{ ...action, set }] }) as typeof callbacks;
    expect(() => registerModule(broken({ nope: 1 }))).toThrow(/action markCalled sets "nope" is not a declared field/);
    expect(() => registerModule(broken({ note: { input: "other" } }))).toThrow(/sets note from an input it does not declare/);
  });
});

describe("its detail slot", () => {
  it("names declared fields only, and the row's details (admin.get) carry the values its pieces read, for those who may read the row", async () => {
    expect(checkModule(callbacks)).toEqual([]);
    expect(callbacks.slots?.details?.map((piece) => [piece.key, detailPieceFields(piece)])).toEqual([
      ["call", ["name", "phone"]],
      ["note", ["note"]],
    ]);
    const nimal = (await rowsOfTable()).find((r) => r.name === "Nimal")!;
    const sita = (await rowsOfTable()).find((r) => r.name === "Sita")!;
    // The call note is a "server" field: kept out of the details' field list, read by the piece.
    expect(detailFields(callbacks).map((f) => f.name)).not.toContain("note");
    const row = await people.orgA.api.admin.get({ module: "callbacks", id: Number(nimal.id) });
    expect(row).toMatchObject({ name: "Nimal", phone: "077 123 4567", note: "Called back, all fine" });
    // Another owner's row, and its pieces' values, are as absent as a missing one.
    expect((await errorOf(people.orgA.api.admin.get({ module: "callbacks", id: Number(sita.id) }))).code).toBe("NOT_FOUND");
    expect((await errorOf(people.plain.api.admin.get({ module: "callbacks", id: Number(nimal.id) }))).code).toBe("FORBIDDEN");
  });

  it("a piece that names an undeclared field, or a key twice, is refused at registration", () => {
    const broken = (details: unknown) => ({ ...callbacks, key: "callbacks-pieces", slots: { details } }) as typeof callbacks;
    expect(() => registerModule(broken([{ key: "call", kind: "link", label: "Call", href: "tel:{mobile}" }]))).toThrow(
      /detail piece "call" names "mobile", which is not a declared field/,
    );
    const note = { key: "note", kind: "sentence", text: "Note: {n}", params: { n: "note" } };
    expect(() => registerModule(broken([note, note]))).toThrow(/detail piece "note" is declared twice/);
  });
});

describe("its messages, in the caller's language", () => {
  const inSinhala = <T>(call: () => Promise<T>) => runWithLocale("si", call);
  const inTamil = <T>(call: () => Promise<T>) => runWithLocale("ta", call);

  it("the generic router answers its toasts, refusals, bulk results and export headers in Sinhala and Tamil from its folder's messages", async () => {
    const created = await inSinhala(() => people.orgA.api.admin.create({ module: "callbacks", values: { name: "Amara", phone: "077 000 1111" } }));
    expect(created.message).toBe("ආපසු ඇමතුම සුරැකුවා");
    const id = Number(created.row.id);
    const tooLong = await inTamil(() =>
      errorOf(people.orgA.api.admin.action({ module: "callbacks", action: "markCalled", id, values: { note: "x".repeat(201) } })),
    );
    expect(tooLong.code).toBe("BAD_REQUEST");
    expect(tooLong.message).toContain("குறிப்பு");
    const marked = await inTamil(() => people.orgA.api.admin.action({ module: "callbacks", action: "markCalled", id, values: { note: "சரி" } }));
    expect(marked.message).toBe("அழைத்ததாகக் குறிக்கப்பட்டது");
    const other = Number((await people.orgA.api.admin.create({ module: "callbacks", values: { name: "Dilani", phone: "077 000 2222" } })).row.id);
    const bulk = await inSinhala(() => people.orgA.api.admin.bulk({ module: "callbacks", action: "markCalled", ids: [other, id] }));
    expect(bulk.done).toBe(1);
    expect(bulk.message).toContain("1ක් ඇමතූ බව සලකුණු කළා");
    expect(bulk.skipped).toEqual([{ module: "callbacks", id, reason: "දැනටමත් ඇමතුවා" }]);
    const file = await inTamil(() => people.sa.api.admin.exportRows({ module: "callbacks" }));
    expect(file.columns.map((c) => c.header)).toEqual(["பெயர்", "தொலைபேசி", "நிலை", "அழைப்புக் குறிப்பு"]);
  });
});
