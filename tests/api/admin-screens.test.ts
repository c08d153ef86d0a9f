/** adminWorkflows.submissionForEdit: the content editor's row, read under the type module's ownership rule. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { insertRow, personas } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
});
afterAll(() => env.cleanup());

describe("submissionForEdit", () => {
  it("answers the type, module and decoded row to its owner and to super admins, NOT_FOUND to others", async () => {
    const id = await insertRow(env, "content_submissions", {
      title: "Kite Day",
      description: "A day of kites",
      content_type: "event",
      tags: JSON.stringify(["fun", "outdoor"]),
      content_data: JSON.stringify({ district: "Galle" }),
      submitted_by: people.orgA.userId,
    });
    for (const p of [people.orgA, people.sa]) {
      const found = await p.api.adminWorkflows.submissionForEdit({ id });
      expect(found).toMatchObject({
        type: "event",
        module: "content-event",
        row: { id, title: "Kite Day", tags: ["fun", "outdoor"], content_data: { district: "Galle" }, status: "pending" },
      });
    }
    expect((await errorOf(people.orgB.api.adminWorkflows.submissionForEdit({ id })))?.code).toBe("NOT_FOUND");
    expect((await errorOf(people.plain.api.adminWorkflows.submissionForEdit({ id })))?.code).toBe("FORBIDDEN");
    expect((await errorOf(people.anon.api.adminWorkflows.submissionForEdit({ id })))?.code).toBe("UNAUTHORIZED");
    expect((await errorOf(people.sa.api.adminWorkflows.submissionForEdit({ id: 999999 })))?.code).toBe("NOT_FOUND");
  });
});
