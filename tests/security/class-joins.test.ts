/**
 * A whole class at once (issue 31), over real HTTP through the Express app from one school address (the
 * reverse proxy names it in X-Forwarded-For, as in production): 40 children look the class up by its code,
 * join it and take their first lesson (enrol, and master lesson 1 of "Staying Safe Online" by answering its
 * two questions) within two minutes, and no limit says no. Then the teacher's view shows the 40 of them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { resetRateLimits } from "../../server/auth/rate-limit";
import { SESSION_COOKIE } from "../../server/auth/session";
import { RIGHT_ANSWERS, safetyCourse } from "../api/classes-support";
import { serve, type Served } from "./support";

let env: TestEnv;
let http: Served;
beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  http = await serve(env);
});
afterAll(async () => {
  await http.close();
  await env.cleanup();
});

const SCHOOL = "198.51.100.31";
const nick = (i: number) => `pupil_${String(i).replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;

interface Answer {
  status: number;
  code: string | null;
  cookie: string | null;
  data: unknown;
}

/** One tRPC call over HTTP (not batched), from the school's address, with the child's cookie. */
async function call(type: "query" | "mutation", path: string, input: unknown, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = { "x-forwarded-for": SCHOOL, "sec-fetch-site": "same-origin" };
  if (cookie) headers.cookie = cookie;
  const res =
    type === "query"
      ? await fetch(`${http.base}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
      : await fetch(`${http.base}/trpc/${path}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(input) });
  const body = (await res.json()) as { result?: { data: unknown }; error?: { data: { code: string } } };
  const setCookie = res.headers.get("set-cookie");
  return { status: res.status, code: body.error?.data.code ?? null, cookie: setCookie ? /^([^;]+)/.exec(setCookie)![1]! : null, data: body.result?.data };
}

describe("a class of 40 joining and starting the same lesson from one school address", () => {
  it("40 look-ups, 40 joins and 40 first lessons within two minutes all pass the classroom limits", async () => {
    await resetRateLimits(env.db);
    const course = await safetyCourse(env);
    const teacher = await env.userCaller({ role: "teacher" });
    const made = await teacher.api.teacher.createClass({ name: "Grade 5 A", school: "Vidyalaya", grade: "5", language: "si" });

    // Before the lesson: the children have accounts (made at home with a parent, who agreed).
    const children: { cookie: string }[] = [];
    for (let i = 0; i < 40; i++) {
      const email = `pupil${i}-${Date.now()}@example.org`;
      const signUp = await call("mutation", "auth.signUp", {
        username: nick(i),
        email,
        password: `class-pass-${i}`,
        ageRange: "under_13",
        parentEmail: `parent${i}-${Date.now()}@example.org`,
      });
      expect(signUp).toMatchObject({ status: 200, code: null });
      await env.db
        .updateTable("parental_consents")
        .set({ status: "granted", consented_at: new Date().toISOString() })
        .where("user_id", "=", (await env.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id)
        .execute();
    }

    const started = Date.now();
    for (let i = 0; i < 40; i++) {
      const signIn = await call("mutation", "auth.signIn", { email: (await emailOf(nick(i)))!, password: `class-pass-${i}` });
      expect(signIn).toMatchObject({ status: 200, code: null });
      expect(signIn.cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
      children.push({ cookie: signIn.cookie! });
    }
    for (const child of children) {
      // The code as the board shows it.
      const code = `${made.joinCode.slice(0, 3)}-${made.joinCode.slice(3)}`;
      expect(await call("query", "classes.preview", { code }, child.cookie)).toMatchObject({ status: 200, code: null, data: { name: "Grade 5 A" } });
      expect(await call("mutation", "classes.join", { code }, child.cookie)).toMatchObject({ status: 200, code: null });
      expect(await call("mutation", "public.learning.enroll", { courseId: course.id }, child.cookie)).toMatchObject({ status: 200, code: null });
      for (const question of ["q1", "q2"] as const) {
        const answer = await call(
          "mutation",
          "public.learning.answer",
          { ...course.q(question), attemptKey: `forty-${question}-${child.cookie.slice(-12)}`, answer: RIGHT_ANSWERS[question] },
          child.cookie,
        );
        expect(answer).toMatchObject({ status: 200, code: null, data: { correct: true } });
      }
    }
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(120);

    // No limit said no today, and the teacher sees the whole class with lesson 1 mastered.
    expect(await env.db.selectFrom("rate_limit_hits").selectAll().execute()).toEqual([]);
    await teacher.api.teacher.assign({ classId: made.id, courseId: course.id, lessonIds: [course.lessons[0]!], target: { kind: "class" } });
    const report = await teacher.api.teacher.classReport({ classId: made.id });
    expect(report.assignments[0]!.children).toHaveLength(40);
    expect(report.assignments[0]!.children.every((c) => c.status === "done" && c.mastered === 1)).toBe(true);
  }, 300_000);
});

async function emailOf(username: string): Promise<string | undefined> {
  const row = await env.db.selectFrom("profiles").select("email").where("username", "=", username).executeTakeFirst();
  return row?.email;
}
