/**
 * The Audit Log's action filter offers exactly the actions the server records: the generic writes
 * (AUDIT_ACTIONS) and each registered module's own actions. A literal action in any recordAudit call of
 * the server is in that list, a module registered later brings its action to the filter, and the server
 * refuses to record an action outside the list.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "../../admin-modules/domain/audit";
import { defineModule, getTableModule, recordedAuditActions, registerModule, unregisterModule } from "../../admin-modules/registry";
import { recordAudit } from "../../server/admin/audit";
import { loadAdminModules } from "../../server/admin/load-modules";

beforeAll(async () => {
  await loadAdminModules();
});

const filterValues = () => {
  const field = getTableModule("audit-log")?.fields.action;
  if (!field || !("options" in field) || !field.filterable) throw new Error("the Audit Log has no action filter");
  return (field.options ?? []).map((o) => (typeof o === "string" ? o : o.value));
};

/** Every action named by a string literal in a recordAudit call in server/ (e.g. `action: approving ? "approve" : "reject"`). */
function literalActionsInServer(): Set<string> {
  const found = new Set<string>();
  const files = fs.readdirSync("server", { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
  for (const file of files) {
    const source = fs.readFileSync(path.join("server", file), "utf8");
    for (const call of source.split("recordAudit(").slice(1)) {
      const value = /\baction:\s*([^,\n}]*)/.exec(call.slice(0, call.indexOf(");")))?.[1] ?? "";
      for (const [, literal] of value.matchAll(/"(\w+)"/g)) found.add(literal!);
    }
  }
  return found;
}

describe("the Audit Log's action filter", () => {
  it("offers exactly the list the server records, each action once, every generic write included", () => {
    const values = filterValues();
    expect(values).toEqual(recordedAuditActions().map((o) => o.value));
    expect(new Set(values).size).toBe(values.length);
    expect(values.slice(0, AUDIT_ACTIONS.length)).toEqual([...AUDIT_ACTIONS]);
  });

  it("holds every action the server's write paths record", () => {
    const literals = literalActionsInServer();
    // The scan itself found the write paths (the generic ones, the reviews, registrations, users).
    for (const known of ["create", "update", "delete", "approve", "reject", "confirm", "cancel", "setRole", "export"]) expect(literals).toContain(known);
    for (const action of literals) expect(filterValues(), `server records "${action}"`).toContain(action);
  });

  describe("with a module that declares an action of its own", () => {
    beforeAll(() => {
      registerModule(
        defineModule({
          key: "callbacks-audit",
          labels: { singular: "Callback", plural: "Callbacks" },
          icon: "Phone",
          path: "callbacks-audit",
          sidebar: null,
          access: { list: ["super_admin"] },
          table: "callback_requests",
          defaultSort: [{ column: "id", direction: "asc" }],
          fields: { id: { kind: "number", label: "Id", mode: "readOnly" }, status: { kind: "text", label: "Status", mode: "server" } },
          actions: [{ key: "markCalled", kind: "workflow", roles: ["super_admin"], label: "Mark called", set: { status: "called" } }],
          emptyState: { title: "None" },
          toasts: {},
        }),
      );
    });
    afterAll(() => unregisterModule("callbacks-audit"));

    it("offers that action under its button label", () => {
      expect(filterValues()).toContain("markCalled");
      expect(recordedAuditActions().find((o) => o.value === "markCalled")?.label).toBe("Mark called");
    });
  });

  it("is the only list: the server refuses to record an action outside it (before touching the database)", async () => {
    const nowhere = {} as Parameters<typeof recordAudit>[0];
    await expect(recordAudit(nowhere, { actor: 1, module: "reports", rowId: 1, action: "archive" })).rejects.toThrow(/not in the audit log's list/);
  });
});
