/**
 * Pages drawn by the server for a signed-in child, over real HTTP with the real renderer (the client build
 * that `npm test` makes before vitest): two children asking for the same pages in turn each get their own
 * page every time, the first from a render and the next ones from their session's memo
 * (server/services/session-memo.ts), never the other child's; a kept page is drawn again once the child's
 * progress changed; a page asking a query outside CALLER_KEPT_QUERIES is never kept; every one is no-store.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { serve, type Served } from "../security/support";
import { sessionMemoFor } from "../../server/services/session-memo";
import { slugWithId } from "../../admin-modules/domain/slug";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT_DIR = path.join(ROOT, "dist", "client");

let env: TestEnv;
let served: Served;
let course: { id: number; slug: string; firstLesson: string };

beforeAll(async () => {
  expect(fs.existsSync(path.join(ROOT, "dist", "server-entry", "entry-server.js")), "the server renderer is missing: run `npm run build` first").toBe(true);
  env = await createTestEnv({ seed: true });
  served = await serve(env, { clientDir: CLIENT_DIR });
  const row = await env.db
    .selectFrom("courses")
    .select(["id", "title"])
    .where("is_active", "=", 1)
    .where("id", "in", (eb) => eb.selectFrom("course_lessons").select("course_id"))
    // A course of reading lessons, so a tick moves its progress (one with exercises moves when mastered).
    .where("id", "not in", (eb) => eb.selectFrom("course_lessons").select("course_id").where("blocks", "like", '%"prompt"%'))
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const lesson = await env.db
    .selectFrom("course_lessons")
    .select("blocks")
    .where("course_id", "=", row.id)
    .orderBy("position")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  course = { id: row.id, slug: slugWithId(row.title, row.id), firstLesson: (JSON.parse(lesson.blocks!) as { text: string }[])[0]!.text.split("\n")[0]! };
});
afterAll(async () => {
  await served?.close();
  await env?.cleanup();
});

const memo = () => sessionMemoFor(env.db).stats();

interface Page {
  status: number;
  cacheControl: string | null;
  html: string;
  /** The answers the page was drawn with (its dehydrated query cache), by procedure. */
  answers: Map<string, unknown>;
}

async function page(token: string | null, address: string): Promise<Page> {
  const res = await fetch(`${served.base}${address}`, { headers: token ? { cookie: `session=${token}` } : {} });
  const html = await res.text();
  const state = /<script type="application\/json" id="query-state">(.*?)<\/script>/s.exec(html)?.[1];
  const answers = new Map<string, unknown>();
  for (const query of (JSON.parse(state ?? '{"queries":[]}') as { queries: { queryKey: [string[]]; state: { data: unknown } }[] }).queries) {
    answers.set(query.queryKey[0].join("."), query.state.data);
  }
  return { status: res.status, cacheControl: res.headers.get("cache-control"), html, answers };
}

const tokenOf = (caller: { jar: Map<string, string> }) => caller.jar.get("session")!;

describe("a signed-in child's pages", () => {
  it("two children asking the same pages in turn each get their own, drawn once and then kept for their session only", async () => {
    const ana = await env.userCaller({ email: "ana.pages@example.org" });
    const ben = await env.userCaller({ email: "ben.pages@example.org" });
    await ana.api.public.learning.enroll({ courseId: course.id });
    await ana.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 0 });
    const addresses = ["/", "/learning", "/learning?tab=progress", `/learning/${course.slug}`, "/si/learning"];
    const hits = memo().hits;
    for (let round = 0; round < 3; round++) {
      for (const address of addresses) {
        // Interleaved: Ana, Ben, Ana, Ben ... on the same address.
        const a = await page(tokenOf(ana), address);
        const b = await page(tokenOf(ben), address);
        for (const [mine, theirs, own, other] of [
          [a, b, "ana.pages@", "ben.pages@"],
          [b, a, "ben.pages@", "ana.pages@"],
        ] as const) {
          expect(mine.status, address).toBe(200);
          expect(mine.cacheControl, address).toBe("private, no-store");
          expect(mine.html, address).toContain(own);
          expect(mine.html, address).not.toContain(other);
          expect(mine.html).not.toBe(theirs.html);
        }
        const session = (p: Page) => p.answers.get("auth.session") as { user: { id: number } };
        expect([session(a).user.id, session(b).user.id]).toEqual([ana.userId, ben.userId]);
        if (address.startsWith("/learning/")) {
          // Only the enrolled child's page holds the lesson's text and her tick.
          expect(a.html).toContain(course.firstLesson);
          expect(b.html).not.toContain(course.firstLesson);
          const detail = (p: Page) => p.answers.get("public.learning.detail") as { enrolled: boolean; completedLessons: number[] };
          expect([detail(a).enrolled, detail(a).completedLessons, detail(b).enrolled]).toEqual([true, [0], false]);
        } else if (address.includes("learning")) {
          // Her progress bar is drawn on her page only.
          expect(a.html).toContain('class="course-progress"');
          expect(b.html).not.toContain('class="course-progress"');
        }
      }
    }
    // Rounds two and three came from the memo: 2 rounds x 5 addresses x 2 children.
    expect(memo().hits - hits).toBe(20);
  }, 120_000);

  it("a kept page is drawn again after the child ticks a lesson", async () => {
    const learner = await env.userCaller();
    await learner.api.public.learning.enroll({ courseId: course.id });
    const address = `/learning/${course.slug}`;
    const before = await page(tokenOf(learner), address);
    const hits = memo().hits;
    expect((await page(tokenOf(learner), address)).html).toBe(before.html);
    expect(memo().hits).toBe(hits + 1);
    await learner.api.public.learning.completeLesson({ courseId: course.id, lessonIndex: 0 });
    const after = await page(tokenOf(learner), address);
    expect((after.answers.get("public.learning.detail") as { completedLessons: number[] }).completedLessons).toEqual([0]);
    expect((before.answers.get("public.learning.detail") as { completedLessons: number[] }).completedLessons).toEqual([]);
  }, 60_000);

  it("a page that asks for something the stamp does not cover (a media item's like) is drawn every time, never kept", async () => {
    const member = await env.userCaller();
    const media = await env.db.selectFrom("media_submissions").select(["id", "title"]).where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow();
    const address = `/media/${slugWithId(media.title, media.id)}`;
    const entries = memo().entries;
    const first = await page(tokenOf(member), address);
    expect(first.answers.has("public.media.detail")).toBe(true);
    expect(first.cacheControl).toBe("private, no-store");
    await page(tokenOf(member), address);
    expect(memo().entries).toBe(entries);
  }, 60_000);

  it("the same address signed out is the shared page, without anyone's account", async () => {
    const member = await env.userCaller({ email: "shared.pages@example.org" });
    expect((await page(tokenOf(member), "/learning")).html).toContain("shared.pages@");
    const anonymous = await page(null, "/learning");
    expect(anonymous.cacheControl).toBe("no-cache");
    expect(anonymous.html).not.toContain("shared.pages@");
    expect((anonymous.answers.get("auth.session") as { user: unknown }).user).toBeNull();
  }, 60_000);
});
