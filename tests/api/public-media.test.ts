/**
 * public.media and public.reports against the real router and a real SQLite file: only approved items
 * are ever read, tab counts and paging come from the server, likes count once per user under
 * concurrency, views once per address per 30 minutes, and reports only reach public content.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NewRow } from "../../db/types";
import { createSession, generateSessionToken } from "../../server/auth/session";
import { LIMITS, resetRateLimits } from "../../server/auth/rate-limit";
import { MEDIA_PAGE_SIZE } from "../../server/routers/public-media";
import { createTestEnv, errorOf, type TestCaller, type TestEnv } from "../support/api";

let env: TestEnv;
let anon: TestCaller;

async function addMedia(row: Partial<NewRow<"media_submissions">> = {}) {
  const inserted = await env.db
    .insertInto("media_submissions")
    .values({ title: "Item", type: "story", content: "text", author_name: "Kid", status: "approved", ...row })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

const media = (id: number) => env.db.selectFrom("media_submissions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** Users made straight in the database (no password hashing): many likers stay fast. */
async function quickUsers(count: number): Promise<TestCaller[]> {
  const callers: TestCaller[] = [];
  for (let i = 0; i < count; i++) {
    const user = await env.db
      .insertInto("users")
      .values({ email: `liker${i}-${Date.now()}@example.org`, password_hash: "x" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const token = generateSessionToken();
    await createSession(env.db, token, user.id);
    callers.push(await env.caller({ token }));
  }
  return callers;
}

beforeAll(async () => {
  env = await createTestEnv();
  anon = await env.caller();
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await resetRateLimits(env.db);
  await env.db.deleteFrom("media_view_marks").execute();
});

describe("media.list", () => {
  beforeAll(async () => {
    await addMedia({ title: "Pending story", status: "pending", likes: 999 });
    await addMedia({ title: "Rejected art", type: "artwork", status: "rejected", likes: 999 });
    // 14 approved stories, 3 artwork, 2 photos, 1 video.
    for (let i = 0; i < 14; i++) await addMedia({ title: `Story ${i}`, likes: i, created_at: `2025-01-${String(i + 1).padStart(2, "0")}T00:00:00.000Z` });
    for (let i = 0; i < 3; i++) await addMedia({ title: `Art ${i}`, type: "artwork", thumbnail: "/demo/a.svg" });
    for (let i = 0; i < 2; i++) await addMedia({ title: `Photo ${i}`, type: "photo" });
    await addMedia({ title: "Video 0", type: "video", media_url: "https://example.org/v" });
  });

  it("lists approved items only, with every tab's count in the same answer", async () => {
    const first = await anon.api.public.media.list({ page: 1 });
    expect(first.counts).toEqual({ all: 20, story: 14, artwork: 3, photo: 2, video: 1 });
    expect(first.total).toBe(20);
    const all = [...first.items, ...(await anon.api.public.media.list({ page: 2 })).items];
    expect(all.map((m) => m.title)).not.toContain("Pending story");
    expect(all.map((m) => m.title)).not.toContain("Rejected art");
    expect(all).toHaveLength(20);
  });

  it("pages on the server, most liked first, then newest", async () => {
    const first = await anon.api.public.media.list({ type: "story", page: 1 });
    expect(first.items).toHaveLength(MEDIA_PAGE_SIZE);
    expect(first.items[0].title).toBe("Story 13");
    expect(first.nextCursor).toBe(2);
    const second = await anon.api.public.media.list({ type: "story", cursor: 2 });
    expect(second.items.map((m) => m.title)).toEqual(["Story 1", "Story 0"]);
    expect(second.nextCursor).toBeNull();
    const ties = (await anon.api.public.media.list({ type: "artwork" })).items.map((m) => m.title);
    // Equal likes: newest (highest id at equal created_at) first.
    expect(ties).toEqual(["Art 2", "Art 1", "Art 0"]);
  });

  it("filters by type and returns only public fields", async () => {
    const videos = await anon.api.public.media.list({ type: "video" });
    expect(videos.items.map((m) => m.type)).toEqual(["video"]);
    expect(Object.keys(videos.items[0])).not.toContain("submitted_by");
    expect(Object.keys(videos.items[0])).not.toContain("reviewed_by");
    expect(Object.keys(videos.items[0])).not.toContain("review_notes");
  });

  it("refuses an unknown type", async () => {
    expect((await errorOf(anon.api.public.media.list({ type: "html" as "story" }))).code).toBe("BAD_REQUEST");
  });
});

describe("media.detail", () => {
  it("finds an approved item by slug and never a pending one", async () => {
    const id = await addMedia({ title: "My Garden Story" });
    const pendingId = await addMedia({ title: "Secret Draft", status: "pending" });
    const found = await anon.api.public.media.detail({ slug: `my-garden-story-${id}` });
    expect(found.item.title).toBe("My Garden Story");
    expect(found.liked).toBe(false);
    expect((await errorOf(anon.api.public.media.detail({ slug: `secret-draft-${pendingId}` }))).code).toBe("NOT_FOUND");
    expect((await errorOf(anon.api.public.media.detail({ slug: "no-id-here" }))).code).toBe("NOT_FOUND");
  });

  it("an approval by a super admin makes a submission public", async () => {
    // The most liked and newest story: were the status filter missing, it would be the first item of page 1.
    const id = await addMedia({ title: "Waiting Kite", status: "pending", likes: 100_000 });
    const firstTitle = async () => (await anon.api.public.media.list({ type: "story", page: 1 })).items[0]?.title;
    expect(await firstTitle()).not.toBe("Waiting Kite");
    expect((await errorOf(anon.api.public.media.detail({ slug: `waiting-kite-${id}` }))).code).toBe("NOT_FOUND");
    const admin = await env.userCaller({ role: "super_admin" });
    await admin.api.adminWorkflows.reviewMedia({ id, decision: "approved" });
    expect(await firstTitle()).toBe("Waiting Kite");
    const detail = await anon.api.public.media.detail({ slug: `waiting-kite-${id}` });
    expect(detail.item.published_at).not.toBeNull();
  });
});

describe("media.view", () => {
  it("counts once per address and item for 30 minutes", async () => {
    const id = await addMedia({ title: "Viewed" });
    const here = await env.caller({ ip: "10.0.0.1" });
    expect(await here.api.public.media.view({ id })).toEqual({ counted: true });
    expect(await here.api.public.media.view({ id })).toEqual({ counted: false });
    const there = await env.caller({ ip: "10.0.0.2" });
    await there.api.public.media.view({ id });
    expect((await media(id)).views).toBe(2);
  });

  it("does not count views of pending items", async () => {
    const id = await addMedia({ status: "pending" });
    expect(await anon.api.public.media.view({ id })).toEqual({ counted: false });
    expect((await media(id)).views).toBe(0);
  });
});

describe("media.like", () => {
  it("needs sign-in", async () => {
    const id = await addMedia();
    expect((await errorOf(anon.api.public.media.like({ id }))).code).toBe("UNAUTHORIZED");
    expect((await media(id)).likes).toBe(0);
  });

  it("counts one user once, even with 20 concurrent likes", async () => {
    const id = await addMedia({ title: "Liked Once", likes: 5 });
    const [user] = await quickUsers(1);
    const results = await Promise.all(Array.from({ length: 20 }, () => user.api.public.media.like({ id })));
    expect(results.every((r) => r.liked && r.likes === 6)).toBe(true);
    expect((await media(id)).likes).toBe(6);
    expect((await user.api.public.media.detail({ slug: `liked-once-${id}` })).liked).toBe(true);
  });

  it("counts 100 likes by 100 users exactly", async () => {
    const id = await addMedia();
    const users = await quickUsers(100);
    await Promise.all(users.map((u) => u.api.public.media.like({ id })));
    expect((await media(id)).likes).toBe(100);
    const rows = await env.db.selectFrom("media_likes").select("user_id").where("media_id", "=", id).execute();
    expect(rows).toHaveLength(100);
  });

  it("refuses to like a pending item", async () => {
    const id = await addMedia({ status: "pending" });
    const [user] = await quickUsers(1);
    expect((await errorOf(user.api.public.media.like({ id }))).code).toBe("NOT_FOUND");
    expect((await media(id)).likes).toBe(0);
  });
});

describe("reports.create", () => {
  const reports = () => env.db.selectFrom("reports").selectAll().execute();

  it("lets anyone report approved media; the reporter's account is kept when signed in", async () => {
    const id = await addMedia();
    await anon.api.public.reports.create({ targetType: "media", targetId: id, reason: "personal_info", details: "Shows a school name" });
    const [user] = await quickUsers(1);
    await user.api.public.reports.create({ targetType: "media", targetId: id, reason: "bullying" });
    const rows = (await reports()).filter((r) => r.target_id === id);
    expect(rows.map((r) => [r.reason, r.status, r.reporter_user_id === null])).toEqual([
      ["personal_info", "open", true],
      ["bullying", "open", false],
    ]);
  });

  it("reports an active event, not a hidden one or a pending media item", async () => {
    const event = (active: number) =>
      env.db
        .insertInto("events")
        .values({
          title: "Fair",
          type: "arts",
          event_date: "2030-01-01",
          start_time: "09:00",
          end_time: "10:00",
          location: "Hall",
          district: "Colombo",
          capacity: 10,
          age_group: "all",
          organizer_name: "NGO",
          is_active: active,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const shown = await event(1);
    const hidden = await event(0);
    const before = (await reports()).length;
    await anon.api.public.reports.create({ targetType: "event", targetId: shown.id, reason: "unsafe" });
    expect((await errorOf(anon.api.public.reports.create({ targetType: "event", targetId: hidden.id, reason: "spam" }))).code).toBe("NOT_FOUND");
    const pendingId = await addMedia({ status: "pending" });
    expect((await errorOf(anon.api.public.reports.create({ targetType: "media", targetId: pendingId, reason: "spam" }))).code).toBe("NOT_FOUND");
    expect((await reports()).length).toBe(before + 1);
  });

  it("refuses unknown reasons and details over 1000 characters", async () => {
    const id = await addMedia();
    const before = (await reports()).length;
    expect((await errorOf(anon.api.public.reports.create({ targetType: "media", targetId: id, reason: "meh" as "spam" }))).code).toBe("BAD_REQUEST");
    const long = await errorOf(anon.api.public.reports.create({ targetType: "media", targetId: id, reason: "other", details: "x".repeat(1001) }));
    expect(long.code).toBe("BAD_REQUEST");
    expect(long.message).toContain("Details can be at most 1000 characters.");
    expect((await reports()).length).toBe(before);
  });

  it("rate-limits reports per address", async () => {
    const id = await addMedia();
    const caller = await env.caller({ ip: "10.9.9.9" });
    for (let i = 0; i < LIMITS.reportPerAddress.max; i++) await caller.api.public.reports.create({ targetType: "media", targetId: id, reason: "spam" });
    expect((await errorOf(caller.api.public.reports.create({ targetType: "media", targetId: id, reason: "spam" }))).code).toBe("TOO_MANY_REQUESTS");
  });
});
