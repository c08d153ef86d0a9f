/**
 * Issue 30: a lesson's block texts are translated text by text in the back office's language tabs, never as
 * JSON. A super admin opens a lesson's Sinhala tab and sees each text of each block (paragraph, question,
 * choices, hint, explanation) as its own labelled field beside the English; what they write is stored in the
 * structure the public page reads, and a child reads it in Sinhala. Then the English question is changed: only
 * that text is flagged for re-translation (the tab says so, with what the translation was made from), and
 * writing its new Sinhala makes the translation current again. axe on the tab.
 */
import path from "node:path";
import type { Browser } from "@playwright/test";
import { blockColumns, type Block } from "../../admin-modules/domain/lesson-blocks";
import { slugWithId } from "../../admin-modules/domain/slug";
import { createAccount } from "../../server/services/accounts";
import { enrollInCourse } from "../../server/services/learning";
import { createSession, generateSessionToken, SESSION_COOKIE } from "../../server/auth/session";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";
import { createTestAccount, PASSWORD, signIn, uniqueEmail, useE2eDatabase } from "./support";
import { uniqueUsername } from "../support/unique-username";

const database = useE2eDatabase();

const BLOCKS: Block[] = [
  { id: "t1", type: "text", text: "Kites need wind to fly." },
  {
    id: "q1",
    type: "single",
    prompt: "What lifts a kite?",
    choices: [
      { id: "a", text: "Moving air", correct: true },
      { id: "b", text: "Rain", correct: false },
    ],
    hint: "Think of the air around you.",
    explanation: "Moving air pushes the kite up.",
  },
];

const SINHALA: Record<string, string> = {
  "t1.text": "සරුංගල් පියාසර කිරීමට සුළඟ අවශ්‍යයි.",
  "q1.prompt": "සරුංගලයක් ඉහළට ඔසවන්නේ කුමක්ද?",
  "q1.choice.a": "චලනය වන වාතය",
  "q1.choice.b": "වැස්ස",
  "q1.hint": "ඔබ වටා ඇති වාතය ගැන සිතන්න.",
  "q1.explanation": "චලනය වන වාතය සරුංගලය ඉහළට තල්ලු කරයි.",
};

test.use({ viewport: { width: 1280, height: 900 } });

/** An active course of one English lesson made of `blocks`, created by `adminId`. */
async function courseWithLesson(adminId: number, course: { title: string; description: string }, lesson: { title: string; blocks: Block[] }) {
  const db = database().db;
  const made = await db
    .insertInto("courses")
    .values({
      ...course,
      category: "Science",
      level: "Beginner",
      instructor_name: "Teacher",
      duration: "10 min",
      age_group: "all",
      is_active: 1,
      created_by: adminId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto("course_lessons")
    .values({ course_id: made.id, position: 0, title: lesson.title, language: "en", ...blockColumns(lesson.blocks) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { courseId: made.id, lessonId: row.id };
}

/** A new child enrolled in the course, signed in on a 375 px phone, on the course's first lesson in `locale`. */
async function childOnLesson(browser: Browser, baseURL: string, course: { title: string; id: number }, locale: "si" | "ta") {
  const db = database().db;
  const childId = await createAccount(db, { email: uniqueEmail(`kite-${locale}`), password: PASSWORD, username: uniqueUsername("kid_") });
  await enrollInCourse(db, childId, course.id);
  const token = generateSessionToken();
  await createSession(db, token, childId);
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL });
  await phone.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL }]);
  const child = await phone.newPage();
  await child.goto(`/${locale}/learning/${slugWithId(course.title, course.id)}/lessons/1`);
  return { phone, child };
}

test("a lesson's block texts are translated one labelled field each; a changed English question is flagged alone and made current again", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const db = database().db;
  const admin = await createTestAccount(database(), { role: "super_admin" });
  const title = `Kites ${Date.now().toString(36)}`;
  const { courseId, lessonId } = await courseWithLesson(admin.userId, { title, description: "How kites fly" }, { title: "Flying a kite", blocks: BLOCKS });

  await signIn(page, admin.email, `/admin/course-lessons?f_course_id=${courseId}`);
  await page.getByRole("button", { name: "Edit: Flying a kite" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Lesson" });
  await dialog.getByRole("tab", { name: /සිංහල/ }).click();
  const panel = dialog.getByRole("tabpanel", { name: /සිංහල/ });
  await expect(panel.getByText("0 of 6 texts translated")).toBeVisible();
  // Each text its own field, named by what it is and its block, with the English beside it.
  const field = (what: string, block: string) => panel.getByLabel(`${what} — ${block} (සිංහල)`, { exact: true });
  const labels: [string, string, string][] = [
    ["t1.text", "Text", "Text, block 1"],
    ["q1.prompt", "Question", "Single choice, block 2"],
    ["q1.choice.a", "Choice 1", "Single choice, block 2"],
    ["q1.choice.b", "Choice 2", "Single choice, block 2"],
    ["q1.hint", "Hint after a wrong answer", "Single choice, block 2"],
    ["q1.explanation", "Explanation after the answer", "Single choice, block 2"],
  ];
  await expect(panel.getByRole("group", { name: "Single choice, block 2" })).toContainText("What lifts a kite?");
  await expect(panel.getByRole("group", { name: "Text, block 1" })).toContainText("Kites need wind to fly.");
  for (const [key, what, block] of labels) await field(what, block).fill(SINHALA[key]!);
  await expect(panel.getByText("6 of 6 texts translated")).toBeVisible();
  // No field holds JSON.
  for (const value of await panel.locator("input, textarea").evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value)))
    expect(value.trim().startsWith("{")).toBe(false);
  await expectAccessible(page, "per-text translation of a lesson's blocks (si tab)");
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/block-translations-si-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/block-translations-si-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  // Stored in the structure the public page reads: one JSON of text key → Sinhala text.
  const stored = await db
    .selectFrom("content_translations")
    .select(["text", "source_text"])
    .where("entity", "=", "course_lessons")
    .where("row_id", "=", lessonId)
    .where("field", "=", "block_texts")
    .where("language", "=", "si")
    .executeTakeFirstOrThrow();
  expect(JSON.parse(stored.text)).toEqual(SINHALA);

  // A child reads the lesson in Sinhala.
  const { phone, child } = await childOnLesson(browser, baseURL!, { title, id: courseId }, "si");
  await expect(child.getByText(SINHALA["t1.text"]!)).toBeVisible();
  await expect(child.getByRole("group", { name: SINHALA["q1.prompt"] })).toBeVisible();
  await expect(child.getByLabel(SINHALA["q1.choice.a"]!)).toBeVisible();

  // The English question changes: only its Sinhala is flagged, with the English it was made from.
  await page.getByRole("button", { name: "Edit: Flying a kite" }).click();
  await dialog.getByRole("group", { name: "Block 2: Single choice" }).getByLabel("Question", { exact: true }).fill("What pushes a kite up?");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  // The list's row is what the form opens with: read afresh.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Edit: Flying a kite" }).click();
  await expect(dialog.getByRole("tab", { name: /සිංහල/ })).toContainText("Needs re-translation");
  await dialog.getByRole("tab", { name: /සිංහල/ }).click();
  await expect(panel.locator(".translation-row.is-stale")).toHaveCount(1);
  const flagged = panel.locator(".translation-row.is-stale");
  await expect(flagged).toContainText("What pushes a kite up?");
  await expect(flagged.getByRole("note")).toContainText("What lifts a kite?");
  await expectAccessible(page, "a block text flagged for re-translation (si tab)");
  await field("Question", "Single choice, block 2").fill("සරුංගලයක් ඉහළට තල්ලු කරන්නේ කුමක්ද?");
  await expect(panel.locator(".translation-row.is-stale")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const updated = await db
    .selectFrom("content_translations")
    .select(["text", "source_text"])
    .where("entity", "=", "course_lessons")
    .where("row_id", "=", lessonId)
    .where("field", "=", "block_texts")
    .where("language", "=", "si")
    .executeTakeFirstOrThrow();
  const lessonRow = await db.selectFrom("course_lessons").select("block_texts").where("id", "=", lessonId).executeTakeFirstOrThrow();
  // Current again: made from the English as it is now, key by key.
  expect(updated.source_text).toBe(lessonRow.block_texts);
  expect(JSON.parse(updated.text)).toEqual({ ...SINHALA, "q1.prompt": "සරුංගලයක් ඉහළට තල්ලු කරන්නේ කුමක්ද?" });
  await page.getByRole("button", { name: "Edit: Flying a kite" }).click();
  await expect(dialog.getByRole("tab", { name: /සිංහල/ })).not.toContainText("Needs re-translation");
  await phone.close();
});

test("a recording uploaded in a lesson's Tamil tab is what a Tamil child hears; a Sinhala child hears the original, told it is in English", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await createTestAccount(database(), { role: "super_admin" });
  const title = `Kite story ${Date.now().toString(36)}`;
  const english = "/uploads/audio/6f1c2b0e-2d5a-4c1e-9a77-000000000001.wav";
  const blocks: Block[] = [{ id: "n1", type: "audio", src: english, label: "Listen to the story", transcript: "A kite flew over the sea." }];
  const { courseId } = await courseWithLesson(admin.userId, { title, description: "A story about a kite" }, { title: "The kite's story", blocks });

  // The Tamil tab: the recording's own upload beside the label and transcript.
  await signIn(page, admin.email, `/admin/course-lessons?f_course_id=${courseId}`);
  await page.getByRole("button", { name: "Edit: The kite's story" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Lesson" });
  await dialog.getByRole("tab", { name: /தமிழ்/ }).click();
  const panel = dialog.getByRole("tabpanel", { name: /தமிழ்/ });
  await panel.locator('input[type="file"]').setInputFiles(path.join(import.meta.dirname, "../fixtures/lesson-files/narration.wav"));
  const uploaded = panel.getByRole("group", { name: "Sound, block 1" }).locator("audio");
  await expect(uploaded).toHaveAttribute("src", /^\/uploads\/audio\/[0-9a-f-]+\.wav$/);
  const tamil = (await uploaded.getAttribute("src"))!;
  expect(tamil).not.toBe(english);
  await panel.getByLabel("Written version of the recording — Sound, block 1 (தமிழ்)", { exact: true }).fill("ஒரு பட்டம் கடலுக்கு மேல் பறந்தது.");
  await expectAccessible(page, "a lesson's Tamil tab with its own recording");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  // Tamil: the Tamil recording and transcript, and no note about another language.
  const ta = await childOnLesson(browser, baseURL!, { title, id: courseId }, "ta");
  await expect(ta.child.locator("audio")).toHaveAttribute("src", tamil);
  await ta.child.getByText("சொல்லப்படுவதைப் படியுங்கள்").click();
  await expect(ta.child.getByText("ஒரு பட்டம் கடலுக்கு மேல் பறந்தது.")).toBeVisible();
  await expect(ta.child.getByText(/உங்கள் மொழியில் இன்னும் ஒலிப்பதிவு இல்லை/)).toHaveCount(0);
  // Sinhala (no recording of its own): the English original, and the note says so in Sinhala.
  const si = await childOnLesson(browser, baseURL!, { title, id: courseId }, "si");
  await expect(si.child.locator("audio")).toHaveAttribute("src", english);
  await expect(si.child.getByText(/ඔබේ භාෂාවෙන් තවම පටිගත කිරීමක් නැත/)).toBeVisible();
  await ta.phone.close();
  await si.phone.close();
});
