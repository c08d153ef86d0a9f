/**
 * Walks the router against the authorization matrix (tests/security/authorization-matrix.ts): every
 * procedure must have a row; every row is called as each of the five callers and must give its outcome.
 * A refused call writes nothing, and a query never writes, allowed or not (checksum of every table).
 */
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { eventValues, futureDate, insertRow } from "../api/admin-helpers";
import { hashPassword } from "../../server/auth/password";
import { createAccount } from "../../server/services/accounts";
import { createOneTimeToken } from "../../server/services/setup";
import { PASSWORD_RESET_LIFETIME_MS, passwordResetsSettled } from "../../server/services/password-reset";
import { type Fixtures, MATRIX, type Outcome } from "./authorization-matrix";
import { allProcedures, callPath } from "./procedures";
import { type Caller, type CallerKey, checksum, fiveCallers, restoreFiveCallers } from "./support";

const PASSWORD = "secret-password"; // the password env.userCaller gives every account
/** Refused sign-ins are counted here on purpose (the throttle); everything else must stay as it was. */
const RECORDS_REFUSALS = ["login_attempts"];

let env: TestEnv;
let callers: Caller[];
let fx: Fixtures;

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  callers = await fiveCallers(env);
  const id = (key: CallerKey) => callers.find((c) => c.key === key)!.userId!;
  const passwordHash = await hashPassword(PASSWORD);
  let n = 0;
  const unique = () => `${Date.now().toString(36)}-${++n}`;
  const newUser = () =>
    createAccount(env.db, { email: `fixture-${unique()}@example.org`, password: PASSWORD, fullName: "Fixture", role: null, organizationName: null });
  await createAccount(env.db, { email: "matrix-login@example.org", password: PASSWORD, fullName: "Login", role: null, organizationName: null });
  const event = () => insertRow(env, "events", eventValues(id("orgA"), { capacity: 100000 }));
  fx = {
    ids: { user: id("user"), orgA: id("orgA"), orgB: id("orgB"), superAdmin: id("superAdmin") },
    password: PASSWORD,
    unique,
    futureDate,
    event,
    async registration(status = "pending") {
      return insertRow(env, "event_registrations", { event_id: await event(), name: "Registered Kid", email: `r-${unique()}@example.org`, status });
    },
    submission: () =>
      insertRow(env, "content_submissions", {
        title: `S ${unique()}`,
        description: "D",
        content_type: "event",
        submitted_by: id("orgA"),
        content_data: JSON.stringify({
          type: "workshop",
          event_date: futureDate(),
          start_time: "10:00",
          end_time: "12:00",
          location: "Hall",
          district: "Colombo",
          capacity: 20,
          age_group: "all",
          organizer_name: "Org",
        }),
      }),
    media: (status = "pending") =>
      insertRow(env, "media_submissions", { title: `M ${unique()}`, type: "story", author_name: "Kid", submitted_by: id("orgA"), status }),
    async report() {
      return insertRow(env, "reports", { target_type: "event", target_id: await event(), reason: "spam" });
    },
    user: newUser,
    async contact() {
      const first = await insertRow(env, "emergency_contacts", { name: `E ${unique()}`, number: "119", display_order: n, created_by: id("orgA") });
      await insertRow(env, "emergency_contacts", { name: `E ${unique()}`, number: "119", display_order: n + 1, created_by: id("orgA") });
      return first;
    },
    async course(enrol) {
      const row = await env.db
        .selectFrom("courses")
        .select("id")
        .where("is_active", "=", 1)
        .where("lessons_count", ">", 0)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      if (enrol && enrol !== "anonymous") await callers.find((c) => c.key === enrol)!.api.public.learning.enroll({ courseId: row.id });
      return row.id;
    },
    async resource() {
      return (await env.db.selectFrom("resources").select("id").where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow()).id;
    },
    async resetToken() {
      return createOneTimeToken(env.db, "password_reset", PASSWORD_RESET_LIFETIME_MS, await newUser());
    },
    async resetPassword(caller) {
      await env.db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", id(caller)).execute();
    },
  };
});
afterAll(() => env.cleanup());

async function outcomeOf(call: Promise<unknown>): Promise<Outcome | string> {
  try {
    await call;
    return "OK";
  } catch (error) {
    return error instanceof TRPCError ? error.code : `not a tRPC error: ${String(error)}`;
  }
}

describe("authorization matrix", () => {
  it("has a row for every procedure of the router, and no row for a procedure that does not exist", () => {
    const procedures = allProcedures().map((p) => p.path);
    const rows = new Set(MATRIX.map((r) => r.path));
    expect(
      procedures.filter((p) => !rows.has(p)),
      "procedures without a row in tests/security/authorization-matrix.ts",
    ).toEqual([]);
    expect(
      [...rows].filter((r) => !procedures.includes(r)),
      "rows for procedures that do not exist",
    ).toEqual([]);
  });

  const types = new Map(allProcedures().map((p) => [p.path, p.type]));
  it.each(MATRIX.map((row) => [row.on ? `${row.path} (${row.on})` : row.path, row] as const))("%s", async (_name, row) => {
    const seen: Record<string, string> = {};
    const wrote: string[] = [];
    for (const caller of callers) {
      await restoreFiveCallers(env, callers);
      const input = await row.input(fx, caller.key);
      const before = await checksum(env, { except: RECORDS_REFUSALS });
      const outcome = await outcomeOf(callPath(caller.api, row.path, input));
      await passwordResetsSettled();
      seen[caller.key] = outcome;
      const refused = outcome !== "OK";
      if ((refused || types.get(row.path) === "query") && (await checksum(env, { except: RECORDS_REFUSALS })) !== before) {
        wrote.push(`${caller.key} (${outcome})`);
      }
    }
    expect(seen).toEqual(row.expect);
    expect(wrote, "refused calls and queries must not write").toEqual([]);
  });
});
