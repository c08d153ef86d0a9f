/**
 * A module that is not drawn by the generic screen says so in its own file (`customView`), and the view
 * it names exists: the back office finds no screen by file name alone (issue #14). Every view file in
 * src/admin/screens is named by a module, except the content editor, which the editor's addresses open.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { allModules } from "../../admin-modules/registry";
import { loadAdminModules } from "../../server/admin/load-modules";

const screensDir = path.resolve(import.meta.dirname, "../../src/admin/screens");
const viewFiles = fs
  .readdirSync(screensDir)
  .filter((file) => file.endsWith(".tsx"))
  .map((file) => file.replace(/\.tsx$/, ""));

beforeAll(async () => {
  await loadAdminModules();
});

describe("custom views are declared by their modules", () => {
  it("every view a module names is a file in src/admin/screens", () => {
    const named = allModules().flatMap((module) => (module.customView ? [module.customView] : []));
    // The three screens the generic renderer cannot draw; Media, Reports and Event Registrations are generic (issue #32).
    expect(named.sort()).toEqual(["content-review", "dashboard", "settings"]);
    for (const view of named) expect(viewFiles, view).toContain(view);
  });

  it("every screen module names its view, and every view file is named by one module", () => {
    for (const module of allModules().filter((m) => m.kind === "screen")) expect(module.customView, module.key).toBeTruthy();
    for (const file of viewFiles.filter((name) => name !== "content-editor")) {
      expect(
        allModules()
          .filter((module) => module.customView === file)
          .map((module) => module.key),
        `${file}.tsx is drawn for no module`,
      ).toHaveLength(1);
    }
  });
});
