/**
 * A module's own action that asks for input: Reports' Dismiss declares a short reason (RowAction.fields).
 * admin.action checks it with the field's rules (the same messages a form gets, per field), writes
 * nothing when it is missing or too long, and keeps it in the dismissal's audit entry (no column of the
 * report takes it). A declaration whose kept-only input shares a column's name is refused at registration.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { checkModule, defineModule, getTableModule } from "../../admin-modules/registry";
import { createTestEnv, type TestEnv } from "../support/api";
import { errorOf, insertRow, personas, snapshot } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
});
afterAll(() => env.cleanup());

const openReport = () => insertRow(env, "reports", { target_type: "event", target_id: 1, reason: "unsafe", details: "Looks wrong" });
const dismiss = (id: number, values?: Record<string, unknown>) => people.sa.api.admin.action({ module: "reports", action: "dismiss", id, values });
const entriesFor = (id: number) =>
  env.db.selectFrom("audit_log").select(["action", "actor_id", "changes"]).where("module", "=", "reports").where("row_id", "=", id).execute();

describe("Reports' Dismiss asks for a reason", () => {
  it("is declared as the action's input field", () => {
    const action = getTableModule("reports")?.actions?.find((a) => a.key === "dismiss");
    expect(action?.fields?.note).toMatchObject({ kind: "text", required: true, maxLength: 200 });
  });

  it("refuses a missing, blank or too long reason with the field's own message, writing nothing", async () => {
    const id = await openReport();
    const before = await snapshot(env, ["reports", "audit_log"]);
    for (const [values, message] of [
      [undefined, "Why is it dismissed? is required"],
      [{ note: "   " }, "Why is it dismissed? is required"],
      [{ note: "x".repeat(201) }, "Why is it dismissed? is too long."],
    ] as const) {
      const error = await errorOf(dismiss(id, values));
      expect(error.code).toBe("BAD_REQUEST");
      expect(error.message).toBe(message);
      // The browser's dialog puts it under the field: the error names it (the formatter's fieldErrors come from this).
      expect(error.cause).toBeInstanceOf(ZodError);
      expect((error.cause as ZodError).issues.map((issue) => issue.path)).toEqual([["note"]]);
    }
    expect(await snapshot(env, ["reports", "audit_log"])).toEqual(before);
  });

  it("dismisses with the reason, which the audit entry keeps with who did it", async () => {
    const id = await openReport();
    const result = await dismiss(id, { note: "  Duplicate of an earlier report  " });
    expect(result.message).toBe("Report dismissed successfully");
    const row = await env.db.selectFrom("reports").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "dismissed", resolved_by: people.sa.userId });
    const entries = await entriesFor(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "dismiss", actor_id: people.sa.userId });
    expect(JSON.parse(String(entries[0]!.changes)).note).toEqual({ before: null, after: "Duplicate of an earlier report" });
    // The Audit Log's search finds the entry by the reason.
    const found = await people.sa.api.admin.list({ module: "audit-log", search: "Duplicate of an earlier" });
    expect(found.rows.map((r) => r.row_id)).toContain(id);
  });

  it("Resolve asks for nothing: a reason sent to it is refused", async () => {
    const id = await openReport();
    const error = await errorOf(people.sa.api.admin.action({ module: "reports", action: "resolve", id, values: { note: "why" } }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(await entriesFor(id)).toEqual([]);
  });
});

describe("the declaration's check", () => {
  it("refuses an action input kept only in the audit entry under a column's name", () => {
    const reports = getTableModule("reports")!;
    const clash = defineModule({
      ...reports,
      key: "reports-clash",
      actions: [
        {
          key: "dismiss",
          kind: "workflow",
          roles: ["super_admin"],
          fields: { details: { kind: "text", label: "Why" } },
          set: { status: "dismissed" },
        },
      ],
    });
    expect(checkModule(clash)).toContain('action dismiss field "details" is kept in the audit entry only, and shares a column\'s name');
    expect(checkModule(reports)).toEqual([]);
  });
});
