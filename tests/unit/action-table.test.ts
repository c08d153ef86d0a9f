/**
 * One way to act on a row (issue 32): every module action is declared in its module file and run by the
 * server's action table, keyed "<module>.<action>"; the check at start catches a declaration without an
 * entry and an entry without a declaration; no module file names a procedure.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { allModules, checkActionImplementations, defineModule, type TableModule } from "../../admin-modules/registry";
import { ACTION_KEYS } from "../../server/admin/action-table";
import { loadAdminModules, MODULES_DIR } from "../../server/admin/load-modules";

beforeAll(async () => {
  await loadAdminModules();
});

const probe = (actions: TableModule["actions"]) =>
  defineModule({
    key: "probe",
    labels: { singular: "Probe", plural: "Probes" },
    icon: "Box",
    path: "probe",
    sidebar: null,
    access: { list: ["super_admin"] },
    table: "callback_requests",
    defaultSort: [{ column: "id", direction: "asc" }],
    fields: { id: { kind: "number", label: "Id", mode: "readOnly" } },
    actions,
    emptyState: { title: "None" },
    toasts: {},
  });

describe("the action table", () => {
  it("has an entry for every declared action that is not a `set`, and a declaration for every entry", () => {
    expect(checkActionImplementations(allModules(), ACTION_KEYS)).toEqual([]);
    // The hand-written actions of the product, each found in the table.
    for (const key of [
      "media.review",
      "content-resource.review",
      "events.review",
      "emergency-contacts.review",
      "event-registrations.confirm",
      "users.setRole",
    ]) {
      expect(ACTION_KEYS, key).toContain(key);
    }
  });

  it("fails when a declared action has no entry, an entry has no declaration, or an entry shadows a `set` action", () => {
    const modules = [
      ...allModules(),
      probe([
        { key: "approve", kind: "workflow", roles: ["super_admin"], label: "Approve" },
        { key: "close", kind: "workflow", roles: ["super_admin"], label: "Close", set: { id: 1 } },
      ]),
    ];
    expect(checkActionImplementations(modules, [...ACTION_KEYS, "probe.close", "nowhere.run"])).toEqual([
      "action probe.approve is declared but the action table has no entry for it",
      "action probe.close declares set, and the action table has an entry for it too",
      "the action table's entry nowhere.run is declared by no module",
    ]);
  });

  it("is reached by no procedure name in any module file", () => {
    const files = fs.readdirSync(MODULES_DIR).filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = fs.readFileSync(path.join(MODULES_DIR, file), "utf8");
      expect(source, file).not.toMatch(/\bprocedure\s*:|adminWorkflows\.|"admin\.(action|toggle|delete|exportRows)"/);
    }
  });
});
