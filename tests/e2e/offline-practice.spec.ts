/**
 * Issue 30's "Offline" must-show, in Chromium at 375 px against the built server: a learner opens a course
 * online (the phone keeps it, with its lesson's picture and narration); without a connection the lesson
 * opens, its picture shows and its narration plays from the phone; answers given offline are judged from
 * the kept hashes (wrong: the hint; right), said to be waiting to be sent, and after reconnecting they reach
 * the server once each (rows in exercise_attempts, the lesson mastered by its rule), and the page says they
 * were sent. Signing out sends what is still waiting (the signed-in account's answers only) and leaves
 * nothing of the learner on the phone.
 * The page says so in Sinhala and Tamil too. SCREENSHOT_DIR=<folder> saves the offline lesson in English,
 * Sinhala and Tamil there (to look at, not to compare).
 */
import fs from "node:fs";
import path from "node:path";
import { slugWithId } from "../../admin-modules/domain/slug";
import { expect, type Page, test } from "./fixtures";
import { waitUntilKeptForOffline } from "./offline-support";
import { createTestAccount, e2eDataDir, signIn, useE2eDatabase } from "./support";

const database = useE2eDatabase();

/** A 1-second 440 Hz tone, 8 kHz mono 16-bit PCM WAV. */
function toneWav(): Buffer {
  const rate = 8000;
  const samples = rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A 2x2 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64");

/** A course of one lesson with a picture, a narration and two exercises (mastered at two different questions right in a row). */
async function lessonWithPictureAndSound(userId: number) {
  const stamp = Date.now();
  const image = `/uploads/images/offline-${stamp}.png`;
  const audio = `/uploads/audio/offline-${stamp}.wav`;
  for (const [file, bytes] of [
    [image, PNG],
    [audio, toneWav()],
  ] as const) {
    const target = path.join(e2eDataDir(), file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
  }
  const db = database().db;
  const title = `Offline practice ${stamp}`;
  const { id: courseId } = await db
    .insertInto("courses")
    .values({
      title,
      description: "Practise anywhere",
      category: "Safety",
      level: "Beginner",
      instructor_name: "Teacher",
      duration: "10 min",
      lessons_count: 1,
      age_group: "all",
      is_active: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const blocks = [
    { id: "t1", type: "text", text: "Say no, go away, tell someone." },
    { id: "i1", type: "image", src: image, alt: "A child saying no", caption: "Say no" },
    { id: "a1", type: "audio", src: audio, label: "The lesson read aloud", transcript: "Say no, go away, tell someone." },
    {
      id: "q1",
      type: "single",
      prompt: "Someone asks for your password. What do you say?",
      hint: "Your password is only yours.",
      explanation: "Never share it.",
      choices: [
        { id: "a", text: "Here it is", correct: false },
        { id: "b", text: "No", correct: true },
      ],
    },
    { id: "q2", type: "truefalse", prompt: "You can tell a trusted adult.", hint: "Adults can help.", explanation: "Yes, always.", answer: true },
  ];
  const texts: Record<string, string> = {
    "t1.text": blocks[0]!.text as string,
    "i1.alt": "A child saying no",
    "i1.caption": "Say no",
    "a1.label": "The lesson read aloud",
    "a1.src": audio,
    "a1.transcript": "Say no, go away, tell someone.",
  };
  const { id: lessonId } = await db
    .insertInto("course_lessons")
    .values({
      course_id: courseId,
      position: 0,
      title: "Say no",
      duration: "5 min",
      blocks: JSON.stringify(blocks),
      block_texts: JSON.stringify(texts),
      mastery_rule: "streak",
      mastery_correct: 2,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("course_enrollments").values({ user_id: userId, course_id: courseId }).execute();
  return { courseId, lessonId, slug: slugWithId(title, courseId), image, audio };
}

/**
 * The course kept on the phone, and every script and style the page has loaded kept by the worker: the
 * course page loads the lesson page's code and then asks the worker to keep what it loaded.
 */
async function waitUntilLessonKept(page: Page, slug: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (key) => {
          if (!(await caches.match(key, { cacheName: "user-v1" }))) return ["the course"];
          const code = performance
            .getEntriesByType("resource")
            .map((entry) => new URL(entry.name).pathname)
            .filter((file) => /^\/assets\/[^/]+\.(js|css)$/.test(file));
          const kept = await Promise.all(code.map(async (file) => !!(await caches.match(file, { cacheName: "assets-v1" }))));
          return code.filter((_, i) => !kept[i]);
        }, `/offline/courses/${slug}`),
      { timeout: 20_000 },
    )
    .toEqual([]);
}

const practice = (page: Page) => page.getByRole("region", { name: "Practise" });

async function answer(page: Page, option: string) {
  await practice(page).getByLabel(option, { exact: true }).check();
  await practice(page).getByRole("button", { name: "Check" }).click();
}

test.describe("offline lessons and practice at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a kept lesson shows its picture and plays its narration offline; answers given offline are judged, wait, and count once after reconnecting", async ({
    page,
    context,
  }) => {
    const db = database().db;
    const { email, userId } = await createTestAccount(database(), { role: null, prefix: "offline" });
    const lesson = await lessonWithPictureAndSound(userId);
    const attempts = () =>
      db.selectFrom("exercise_attempts").select(["block_id", "correct", "first_try", "attempt_key"]).where("user_id", "=", userId).orderBy("id").execute();
    const mastery = () =>
      db.selectFrom("lesson_mastery").select("mastered_at").where("user_id", "=", userId).where("lesson_id", "=", lesson.lessonId).executeTakeFirst();

    await page.goto("/");
    await waitUntilKeptForOffline(page, "/emergency");
    await signIn(page, email, `/learning/${lesson.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: /Offline practice/ })).toBeVisible();
    // Opening the course keeps it on the phone, with the lesson's picture and narration.
    const kept = (key: string) => page.evaluate(async (k) => !!(await caches.match(k, { cacheName: "user-v1" })), key);
    await waitUntilLessonKept(page, lesson.slug);
    await expect.poll(() => kept(lesson.image)).toBe(true);
    await expect.poll(() => kept(lesson.audio)).toBe(true);

    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("public.learning.answer")) sent.push(r.postData() ?? "");
    });
    await context.setOffline(true);
    await page.goto(`/learning/${lesson.slug}/lessons/1`);
    await expect(page.getByText("You are offline — saved pages still work")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Say no" })).toBeVisible();
    await expect(page.getByText("Say no, go away, tell someone.").first()).toBeVisible();

    // The picture, from the phone.
    const picture = page.getByRole("img", { name: "A child saying no" });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    // The narration plays from the phone (muted: a test may not make a sound without a tap).
    const played = await page.locator("audio").evaluate(async (audio: HTMLAudioElement) => {
      audio.muted = true;
      await audio.play();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { time: audio.currentTime, duration: audio.duration, error: audio.error?.code ?? null };
    });
    expect(played.error).toBeNull();
    expect(played.duration).toBeCloseTo(1, 1);
    expect(played.time).toBeGreaterThan(0);

    // Wrong, with the hint, from the kept hashes; then right; then the next question right at its first try.
    await answer(page, "Here it is");
    await expect(practice(page).getByText("Not quite.")).toBeVisible();
    await expect(practice(page).getByText("Your password is only yours.")).toBeVisible();
    await expect(practice(page).getByText("Checked on this phone.", { exact: false })).toBeVisible();
    await expect(page.getByTestId("offline-answers")).toHaveText("Answers waiting to be sent: 1");
    await practice(page).getByRole("button", { name: "Try again" }).click();
    await answer(page, "No");
    await expect(practice(page).getByText("Right! Well done.")).toBeVisible();
    // The explanation is not on the phone (it may name the answer): it comes from the server.
    await expect(practice(page).getByText("Never share it.")).toHaveCount(0);
    await practice(page).getByRole("button", { name: "Next question" }).click();
    await answer(page, "True");
    await expect(practice(page).getByText("Right! Well done.")).toBeVisible();
    await practice(page).getByRole("button", { name: "Practise again" }).click();
    await answer(page, "No");
    await expect(page.getByTestId("offline-answers")).toHaveText("Answers waiting to be sent: 4");
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, "offline-practice-en.png"), fullPage: true });
    expect(await attempts()).toEqual([]);
    expect(sent).toEqual([]);

    // Back online: sent once each, judged by the server, the lesson mastered by its rule (q2 then q1 right at the first try).
    await context.setOffline(false);
    await expect(page.getByTestId("offline-answers")).toHaveText("Answers sent: 4. They now count in your progress.", { timeout: 20_000 });
    const stored = await attempts();
    expect(stored.map((a) => [a.block_id, a.correct, a.first_try])).toEqual([
      ["q1", 0, 1],
      ["q1", 1, 0],
      ["q2", 1, 1],
      ["q1", 1, 1],
    ]);
    expect(new Set(stored.map((a) => a.attempt_key)).size).toBe(4);
    expect((await mastery())?.mastered_at).not.toBeNull();
    await expect(page.getByTestId("lesson-status")).toContainText("Mastered");
    expect(sent).toHaveLength(4);

    // A reload sends nothing again: the queue is empty, the server still has each answer once.
    await page.reload();
    await expect(page.getByTestId("lesson-status")).toContainText("Mastered");
    await page.waitForLoadState("networkidle");
    expect(sent).toHaveLength(4);
    expect(await attempts()).toEqual(stored);
    expect(await page.evaluate(() => localStorage.getItem("offline-answers"))).toBeNull();

    // Signing out with answers still waiting: the signed-in account's are sent first (once), another
    // account's never; then nothing of the learner stays on the phone.
    await page.evaluate(([queued]) => localStorage.setItem("offline-answers", JSON.stringify(queued)), [
      [
        {
          userId,
          courseId: lesson.courseId,
          lessonId: lesson.lessonId,
          blockId: "q2",
          attemptKey: `sign-out-${userId}`,
          answer: { type: "truefalse", value: false },
        },
        {
          userId: userId + 1,
          courseId: lesson.courseId,
          lessonId: lesson.lessonId,
          blockId: "q2",
          attemptKey: `someone-else-${userId}`,
          answer: { type: "truefalse", value: true },
        },
      ],
    ] as const);
    // The footer's Sign Out (it used to post the form only, leaving the kept course on the phone).
    await page.getByRole("region", { name: "Quick Links" }).getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    const afterSignOut = await attempts();
    expect(afterSignOut.slice(0, 4)).toEqual(stored);
    expect(afterSignOut.slice(4).map((a) => [a.attempt_key, a.correct])).toEqual([[`sign-out-${userId}`, 0]]);
    expect(await db.selectFrom("exercise_attempts").select("id").where("attempt_key", "=", `someone-else-${userId}`).execute()).toEqual([]);
    expect(await page.evaluate(async () => ({ cache: await caches.has("user-v1"), queue: localStorage.getItem("offline-answers") }))).toEqual({
      cache: false,
      queue: null,
    });
  });

  test("offline, the lesson says in Sinhala and Tamil that answers wait, then that they were sent", async ({ page, context }) => {
    const { email, userId } = await createTestAccount(database(), { role: null, prefix: "offline" });
    const lesson = await lessonWithPictureAndSound(userId);
    await page.goto("/");
    await waitUntilKeptForOffline(page, "/emergency");
    await signIn(page, email, `/learning/${lesson.slug}`);
    await page.goto(`/si/learning/${lesson.slug}`);
    await waitUntilLessonKept(page, lesson.slug);
    await page.goto(`/ta/learning/${lesson.slug}`);
    await waitUntilLessonKept(page, lesson.slug);

    await context.setOffline(true);
    const waiting = { si: "යැවීමට බලා සිටින පිළිතුරු: 1", ta: "அனுப்பக் காத்திருக்கும் பதில்கள்: 2" };
    for (const locale of ["si", "ta"] as const) {
      await page.goto(`/${locale}/learning/${lesson.slug}/lessons/1`);
      // The region's name is in the page's language: found by its class here.
      await page.locator(".practice input[type=radio]").first().check();
      await page.locator(".practice button[type=submit]").click();
      await expect(page.getByTestId("offline-answers")).toHaveText(waiting[locale]);
      if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `offline-practice-${locale}.png`), fullPage: true });
    }
    await context.setOffline(false);
    await expect(page.getByTestId("offline-answers")).toHaveText(/^அனுப்பப்பட்ட பதில்கள்: 2\./, { timeout: 20_000 });
    expect(await database().db.selectFrom("exercise_attempts").select("id").where("user_id", "=", userId).execute()).toHaveLength(2);
  });
});
