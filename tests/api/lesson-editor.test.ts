/**
 * The block editor's server side (issue 30): the audio upload a narration block uses, and the "right
 * first time" figures shown beside each exercise.
 * - Audio: only staff; the bytes decide (a picture or a page renamed .mp3 is refused), 10 MB at most,
 *   nothing left on disk on a refusal, stored under a name the server chose and served as audio.
 * - Figures: per exercise, children who tried and those right at their first attempt; a retry, a repeated
 *   attempt or a staff member's answer changes nothing; an organization sees only its own courses' lessons.
 */
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { SESSION_COOKIE } from "../../server/auth/session";
import { resetRateLimits } from "../../server/auth/rate-limit";
import { sniffAudioFormat } from "../../server/services/audio";
import { createTestEnv, errorOf, type TestCaller, type TestEnv } from "../support/api";

const FIXTURES = path.join(import.meta.dirname, "../fixtures/lesson-files");
const WAV = fs.readFileSync(path.join(FIXTURES, "narration.wav"));
const PNG = fs.readFileSync(path.join(FIXTURES, "kite.png"));

let env: TestEnv;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  const app = createApp({ db: env.db, config: env.config });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await env.cleanup();
});
beforeEach(() => resetRateLimits(env.db));

const tokenOf = (caller: TestCaller) => caller.jar.get(SESSION_COOKIE)!;

function audioFiles(): string[] {
  const dir = path.join(env.config.uploadsDir, "audio");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

async function uploadAudio(bytes: Buffer, token: string | null, name = "narration.wav", type = "audio/wav") {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${base}/api/uploads/audio`, { method: "POST", headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}, body });
  return { status: res.status, body: (await res.json()) as { url?: string; error?: { message: string } } };
}

describe("audio upload for a lesson's narration", () => {
  it("stores a real recording under a server-chosen name and serves it as audio, for staff and organizations", async () => {
    for (const role of ["super_admin", "organization"] as const) {
      const staff = await env.userCaller({ role });
      const saved = await uploadAudio(WAV, tokenOf(staff), "../../etc/passwd.wav");
      expect(saved.status).toBe(200);
      expect(saved.body.url).toMatch(/^\/uploads\/audio\/[0-9a-f-]{36}\.wav$/);
      const served = await fetch(`${base}${saved.body.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("audio/wav");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await served.arrayBuffer()).equals(WAV)).toBe(true);
    }
  });

  it("judges by the bytes: a picture or a page renamed .mp3 is refused and nothing is stored", async () => {
    const staff = await env.userCaller({ role: "super_admin" });
    const before = audioFiles();
    for (const bytes of [PNG, Buffer.from("<html><script>alert(1)</script></html>"), Buffer.from("RIFF\0\0\0\0AVI LIST")]) {
      const refused = await uploadAudio(bytes, tokenOf(staff), "song.mp3", "audio/mpeg");
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toBe("This is not a sound file we accept. Use MP3, M4A, OGG, Opus, WAV or WebM.");
    }
    expect(audioFiles()).toEqual(before);
  });

  it("refuses a recording over 10 MB, with nothing left on disk", async () => {
    const staff = await env.userCaller({ role: "super_admin" });
    const before = audioFiles();
    const big = Buffer.concat([WAV, Buffer.alloc(10 * 1024 * 1024)]);
    const refused = await uploadAudio(big, tokenOf(staff));
    expect(refused.status).toBe(413);
    expect(refused.body.error?.message).toBe("A recording can be at most 10 MB.");
    expect(audioFiles()).toEqual(before);
  });

  it("refuses signed-out visitors and children before reading the file", async () => {
    expect((await uploadAudio(WAV, null)).status).toBe(401);
    const child = await env.userCaller();
    expect((await uploadAudio(WAV, tokenOf(child))).status).toBe(403);
  });

  it("knows each accepted container by its header", () => {
    const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));
    expect(sniffAudioFormat(WAV)).toBe("wav");
    expect(sniffAudioFormat(bytes("ID3", [4, 0, 0, 0, 0, 0, 0]))).toBe("mp3");
    expect(sniffAudioFormat(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe("mp3");
    expect(sniffAudioFormat(bytes("OggS", [0, 2, 0, 0]))).toBe("ogg");
    expect(sniffAudioFormat(bytes([0, 0, 0, 0x20], "ftypM4A ", [0, 0, 0, 0]))).toBe("m4a");
    expect(sniffAudioFormat(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], "webm"))).toBe("webm");
    // Near misses: an MPEG sync with a forbidden bitrate, a video's MP4 brand, a Matroska video, a picture.
    expect(sniffAudioFormat(bytes([0xff, 0xfb, 0xf0, 0x64]))).toBeNull();
    expect(sniffAudioFormat(bytes([0, 0, 0, 0x20], "ftypqt  "))).toBeNull();
    expect(sniffAudioFormat(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], "matroska"))).toBeNull();
    expect(sniffAudioFormat(PNG)).toBeNull();
  });
});

describe("right at the first try, per exercise", () => {
  let course: { id: number; lessonId: number };
  let owner: TestCaller & { userId: number };

  beforeAll(async () => {
    const row = await env.db.selectFrom("courses").select("id").where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
    const lesson = await env.db.selectFrom("course_lessons").select("id").where("course_id", "=", row.id).orderBy("position").executeTakeFirstOrThrow();
    course = { id: row.id, lessonId: lesson.id };
    owner = await env.userCaller({ role: "organization", organizationName: "Owner NGO" });
    await env.db.updateTable("courses").set({ created_by: owner.userId }).where("id", "=", row.id).execute();
  });

  let keys = 0;
  const answer = (caller: TestCaller, blockId: string, choice: unknown, attemptKey = `figure-${++keys}`) =>
    caller.api.public.learning.answer({
      courseId: course.id,
      lessonId: course.lessonId,
      blockId,
      attemptKey,
      answer: (blockId === "q1" ? { type: "single", choice } : { type: "truefalse", value: choice }) as never,
    });
  async function learner(role: "super_admin" | null = null) {
    const user = await env.userCaller({ role });
    await user.api.public.learning.enroll({ courseId: course.id });
    return user;
  }
  const figures = (caller: TestCaller) => caller.api.admin.exerciseFigures({ module: "course-lessons", id: course.lessonId });

  it("counts each child's first answer to each exercise; retries, repeats and staff answers change nothing", async () => {
    expect(await figures(owner)).toEqual([]);
    const wrongThenRight = await learner();
    await answer(wrongThenRight, "q1", "a");
    await answer(wrongThenRight, "q1", "c");
    const rightAtOnce = await learner();
    await answer(rightAtOnce, "q1", "c", "same-key");
    await answer(rightAtOnce, "q1", "c", "same-key");
    await answer(rightAtOnce, "q2", true);
    await answer(rightAtOnce, "q2", false);
    // A staff member trying the lesson is no child.
    const staff = await learner("super_admin");
    await answer(staff, "q1", "c");

    const shown = await figures(owner);
    expect(shown.sort((a, b) => a.blockId.localeCompare(b.blockId))).toEqual([
      { blockId: "q1", tried: 2, rightFirstTime: 1 },
      { blockId: "q2", tried: 1, rightFirstTime: 0 },
    ]);
    const admin = await env.userCaller({ role: "super_admin" });
    expect(await figures(admin)).toHaveLength(2);
  });

  it("an organization sees only its own courses' lessons; children and visitors see none", async () => {
    const other = await env.userCaller({ role: "organization", organizationName: "Other NGO" });
    expect((await errorOf(figures(other))).code).toBe("NOT_FOUND");
    const child = await env.userCaller();
    expect((await errorOf(figures(child))).code).toBe("FORBIDDEN");
    expect((await errorOf(figures(await env.caller()))).code).toBe("UNAUTHORIZED");
    // Only a module whose rows are lessons has figures.
    const admin = await env.userCaller({ role: "super_admin" });
    expect((await errorOf(admin.api.admin.exerciseFigures({ module: "learning", id: course.id }))).code).toBe("NOT_FOUND");
  });
});
