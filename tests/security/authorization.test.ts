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
import { generateSessionToken, hashToken, SESSION_COOKIE } from "../../server/auth/session";
import { PASSWORD_RESET_LIFETIME_MS, passwordResetsSettled } from "../../server/services/password-reset";
import { type Fixtures, MATRIX, type Outcome } from "./authorization-matrix";
import { allProcedures, callPath } from "./procedures";
import { accessTableProcedures } from "./access-calls";
import { type Caller, type CallerKey, checksum, fiveCallers, recordOutcomes, restoreFiveCallers } from "./support";

const PASSWORD = "secret-password"; // the password env.userCaller gives every account
/** Refused sign-ins are counted here on purpose (the throttle); everything else must stay as it was. */
// Attempt counters record refused calls too (that is their job), and the limits' daily hit counts.
const RECORDS_REFUSALS = ["login_attempts", "rate_limits", "rate_limit_hits"];

let env: TestEnv;
let callers: Caller[];
let fx: Fixtures;

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  callers = await fiveCallers(env);
  // A confirmed teacher (issue 31): no staff role; the role comes from teacher_accounts.
  const teacher = await env.userCaller({ role: "teacher", name: "matrix teacher" });
  callers.push({
    key: "teacher",
    name: "teacher",
    role: null,
    userId: teacher.userId,
    api: teacher.api,
    jar: teacher.jar,
    token: teacher.jar.get(SESSION_COOKIE)!,
  });
  const otherTeacher = await env.userCaller({ role: "teacher", name: "other teacher" });
  const matrixChild = await env.userCaller({ name: "matrix child" });
  const id = (key: CallerKey) => callers.find((c) => c.key === key)!.userId!;
  const passwordHash = await hashPassword(PASSWORD);
  let n = 0;
  const unique = () => `${Date.now().toString(36)}-${++n}`;
  const newUser = () =>
    createAccount(env.db, { email: `fixture-${unique()}@example.org`, password: PASSWORD, fullName: "Fixture", role: null, organizationName: null });
  await createAccount(env.db, { email: "matrix-login@example.org", password: PASSWORD, fullName: "Login", role: null, organizationName: null });
  const event = () => insertRow(env, "events", eventValues(id("orgA"), { capacity: 100000 }));
  fx = {
    password: PASSWORD,
    unique,
    futureDate,
    event,
    pendingEvent: () => insertRow(env, "events", eventValues(id("orgA"), { capacity: 100, review_status: "pending" })),
    media: (status = "pending") =>
      insertRow(env, "media_submissions", { title: `M ${unique()}`, type: "story", author_name: "Kid", submitted_by: id("orgA"), status }),
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
    async parentToken(status = "pending") {
      const userId = await createAccount(env.db, {
        email: `child-${unique()}@example.org`,
        password: PASSWORD,
        ageRange: "under_13",
        parentEmail: `parent-${unique()}@example.org`,
      });
      const token = generateSessionToken();
      await env.db
        .insertInto("parent_links")
        .values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + 86_400_000).toISOString() })
        .execute();
      if (status === "granted")
        await env.db.updateTable("parental_consents").set({ status, consented_at: new Date().toISOString() }).where("user_id", "=", userId).execute();
      return token;
    },
    async verificationToken() {
      const userId = await newUser();
      const token = generateSessionToken();
      const { email } = await env.db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirstOrThrow();
      await env.db
        .insertInto("email_verifications")
        .values({ token_hash: hashToken(token), user_id: userId, email, expires_at: new Date(Date.now() + 86_400_000).toISOString() })
        .execute();
      return token;
    },
    async resetToken() {
      return createOneTimeToken(env.db, "password_reset", PASSWORD_RESET_LIFETIME_MS, await newUser());
    },
    async teacherClass() {
      const made = await teacher.api.teacher.createClass({ name: `Matrix ${unique()}`, school: "School", grade: "6", language: "en" });
      // Written directly: the child's own join calls count against the join limit (tests/api/classes.test.ts joins by code).
      await env.db.insertInto("class_members").values({ class_id: made.id, user_id: matrixChild.userId }).execute();
      const { id: assignmentId } = await teacher.api.teacher.assign({ classId: made.id, courseId: await fx.course(), target: { kind: "class" } });
      return { classId: made.id, childId: matrixChild.userId, code: made.joinCode, assignmentId };
    },
    async otherClass(join) {
      const made = await otherTeacher.api.teacher.createClass({ name: `Other ${unique()}`, school: "School", grade: "6", language: "en" });
      if (join && join !== "anonymous") await callers.find((c) => c.key === join)!.api.classes.join({ code: made.joinCode });
      return { classId: made.id, code: made.joinCode };
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
    const backOffice = new Set(accessTableProcedures());
    expect(
      procedures.filter((p) => !rows.has(p) && !backOffice.has(p)),
      "procedures without a row in tests/security/authorization-matrix.ts (or, for the back office, tests/security/access-table.ts)",
    ).toEqual([]);
    expect(
      [...backOffice].filter((p) => !procedures.includes(p)),
      "access-table calls to procedures that do not exist",
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
    recordOutcomes(row.on ? `${row.path} (${row.on})` : row.path, seen);
    expect(seen).toEqual({ ...row.expect, teacher: row.expect.teacher ?? row.expect.user });
    expect(wrote, "refused calls and queries must not write").toEqual([]);
  });
});
