/**
 * The review workflows decide which rows they may act on by the module's declared `when` (checked by
 * assertActionApplies), not by a condition of their own: a row in the wrong state is refused with the
 * module's `whenRefused` message and nothing is written; and changing the declaration alone changes
 * what the workflow accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTableModule, type RowAction, text } from "../../admin-modules/registry";
import { createTestEnv, type TestEnv } from "../support/api";
import { errorOf, eventValues, insertRow, next, personas, snapshot } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
});
afterAll(() => env.cleanup());

/** The module's declared workflow action of that key. */
function declared(moduleKey: string, actionKey: string): RowAction {
  const action = getTableModule(moduleKey)?.actions?.find((a) => a.key === actionKey && a.kind === "workflow");
  if (!action) throw new Error(`${moduleKey}.${actionKey} is not declared`);
  return action;
}

/** Runs a call that must be refused with CONFLICT and `message`, leaving `tables` and the audit log as they were. */
async function refusedWith(call: () => Promise<unknown>, message: string, tables: string[]) {
  const before = await snapshot(env, [...tables, "audit_log"]);
  const error = await errorOf(call());
  expect(error.code).toBe("CONFLICT");
  expect(error.message).toBe(message);
  expect(await snapshot(env, [...tables, "audit_log"])).toEqual(before);
}

/** Swaps an action's `when` for the length of `body`, as a module file declaring another condition would. */
async function withWhen(action: RowAction, when: RowAction["when"], body: () => Promise<void>) {
  const original = action.when;
  action.when = when;
  try {
    await body();
  } finally {
    action.when = original;
  }
}

const submission = (status: "pending" | "approved" | "rejected") =>
  insertRow(env, "content_submissions", {
    title: `Submission ${next()}`,
    description: "Made by a child",
    content_type: "resource",
    status,
    submitted_by: people.orgA.userId,
  });

describe("a row in the wrong state is refused with the module's declared message", () => {
  it("content review: an approved submission cannot be rejected", async () => {
    const action = declared("content-resource", "review");
    expect(action.whenRefused).toBe("admin.review.alreadyReviewed");
    const id = await submission("pending");
    await people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "approved" });
    await refusedWith(() => people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "rejected" }), text(action.whenRefused!), [
      "content_submissions",
      "resources",
    ]);
    expect(text(action.whenRefused!)).toBe("This submission has already been reviewed.");
  });

  it("events and helplines: a row with nothing waiting cannot be reviewed", async () => {
    const eventId = await insertRow(env, "events", eventValues(people.orgA.userId, { review_status: "approved" }));
    const contactId = await insertRow(env, "emergency_contacts", {
      name: `E${next()}`,
      number: "119",
      created_by: people.orgA.userId,
      review_status: "rejected",
    });
    for (const [module, id, table] of [
      ["events", eventId, "events"],
      ["emergency-contacts", contactId, "emergency_contacts"],
    ] as const) {
      const action = declared(module, "review");
      expect(text(action.whenRefused!)).toBe("Nothing here is waiting for review.");
      for (const decision of ["approved", "rejected"] as const) {
        await refusedWith(() => people.sa.api.adminWorkflows.reviewRow({ module, id, decision }), text(action.whenRefused!), [table]);
      }
    }
  });

  it("registrations: a confirmed registration cannot be confirmed, a pending one cannot be cancelled", async () => {
    const eventId = await insertRow(env, "events", eventValues(people.orgA.userId, { registered_count: 2 }));
    const registration = (status: string) => insertRow(env, "event_registrations", { event_id: eventId, name: "Kid", email: `k${next()}@example.org`, status });
    const confirmed = await registration("confirmed");
    const pending = await registration("pending");
    await refusedWith(
      () => people.sa.api.adminWorkflows.confirmRegistration({ id: confirmed }),
      text(declared("event-registrations", "confirm").whenRefused!),
      ["event_registrations", "events"],
    );
    await refusedWith(() => people.sa.api.adminWorkflows.cancelRegistration({ id: pending }), text(declared("event-registrations", "cancel").whenRefused!), [
      "event_registrations",
      "events",
    ]);
  });
});

describe("the declared `when` is the one the workflow checks", () => {
  it("content review follows its module's condition, whatever it says", async () => {
    const action = declared("content-resource", "review");
    const id = await submission("pending");
    // A module that declared "only submissions titled Never" would refuse this pending one.
    await withWhen(action, { title: "Never" }, () =>
      refusedWith(() => people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "rejected" }), text(action.whenRefused!), ["content_submissions"]),
    );
    // And with the module's own condition back, a rejected submission may still be approved.
    await people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "rejected" });
    const approved = await people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "approved" });
    expect(approved.publishedId).toBeGreaterThan(0);
  });

  it("events follow their module's condition, whatever it says", async () => {
    const action = declared("events", "review");
    const id = await insertRow(env, "events", eventValues(people.orgA.userId, { review_status: "pending" }));
    await withWhen(action, { review_status: "rejected" }, () =>
      refusedWith(() => people.sa.api.adminWorkflows.reviewRow({ module: "events", id, decision: "approved" }), text(action.whenRefused!), ["events"]),
    );
    const result = await people.sa.api.adminWorkflows.reviewRow({ module: "events", id, decision: "approved" });
    expect(result?.status).toBe("approved");
  });
});
