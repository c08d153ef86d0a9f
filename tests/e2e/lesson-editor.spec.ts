/**
 * Issue 30's block editor in Chromium, against the built server: a staff member builds a lesson from a text,
 * an uploaded picture, an uploaded recording and two exercises (choices and accepted answers as fields; no
 * JSON typed anywhere), moves, removes and restores blocks by keyboard, sees a refused save's problem beside
 * its block, previews the lesson in a phone-wide frame drawn by the child's own lesson components, saves and
 * publishes it; a child at 375 px opens it, sees and hears it, and answers; the staff member then sees how
 * many children were right at their first try. axe checks the editor (English at 1280 px, Sinhala at 375 px).
 * SCREENSHOT_DIR=<folder> also saves the editor at 1280 px and 375 px, in English and Sinhala (to look at).
 */
import path from "node:path";
import { slugWithId } from "../../admin-modules/domain/slug";
import { createAccount } from "../../server/services/accounts";
import { uniqueUsername } from "../support/unique-username";
import { expectAccessible } from "./axe";
import { expect, type Locator, type Page, test } from "./fixtures";
import { createTestAccount, PASSWORD, signIn, uniqueEmail, useE2eDatabase } from "./support";

const database = useE2eDatabase();
const FIXTURES = path.join(import.meta.dirname, "../fixtures/lesson-files");

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/** A course of the staff member's, not yet published (inactive), without lessons. */
async function draftCourse(ownerId: number, title: string) {
  const { id } = await database()
    .db.insertInto("courses")
    .values({
      title,
      description: "How kites fly",
      category: "Science",
      level: "Beginner",
      instructor_name: "Teacher",
      duration: "10 min",
      age_group: "all",
      is_active: 0,
      created_by: ownerId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, slug: slugWithId(title, id) };
}

/** A child of 13-15 whose parent agreed. */
async function child() {
  const email = uniqueEmail("kite-kid");
  const userId = await createAccount(database().db, {
    email,
    password: PASSWORD,
    username: uniqueUsername("kid_"),
    ageRange: "13_15",
    parentEmail: uniqueEmail("parent"),
  });
  await database()
    .db.updateTable("parental_consents")
    .set({ status: "granted", consented_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .execute();
  return email;
}

const block = (dialog: Locator, name: string) => dialog.getByRole("group", { name, exact: true });

test("a staff member builds a lesson with text, a picture, a recording and two exercises, previews it, publishes it; a child takes it; the first-try figures show", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const staff = await createTestAccount(database(), { role: "super_admin", prefix: "editor", fullName: "Lesson Writer" });
  const title = `Kites ${Date.now()}`;
  const course = await draftCourse(staff.userId, title);
  await signIn(page, staff.email, `/admin/course-lessons?f_course_id=${course.id}`);
  await page.getByRole("button", { name: "Add Lesson" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Lesson" });
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("Flying a kite");
  await expect(dialog.getByText("No blocks yet. Add the first one below.")).toBeVisible();

  // 1. Text.
  await dialog.getByRole("button", { name: "Add: Text" }).click();
  await block(dialog, "Block 1: Text").getByLabel("Text", { exact: true }).fill("Kites fly when the *wind* blows.\n\n- Hold the string\n- Run");

  // 2. A picture, uploaded (re-encoded by the server), with its alt text.
  await dialog.getByRole("button", { name: "Add: Picture" }).click();
  const picture = block(dialog, "Block 2: Picture");
  await picture.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, "kite.png"));
  await expect(picture.getByRole("img", { name: "Preview" })).toHaveAttribute("src", /^\/uploads\/images\/[0-9a-f-]+\.png$/);
  await picture.getByLabel("What the picture shows (for children who cannot see it)").fill("A blue kite in the sky");

  // 3. A recording, uploaded, with its label and transcript.
  await dialog.getByRole("button", { name: "Add: Sound" }).click();
  const sound = block(dialog, "Block 3: Sound");
  await sound.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, "narration.wav"));
  await expect(sound.locator("audio")).toHaveAttribute("src", /^\/uploads\/audio\/[0-9a-f-]+\.wav$/);
  await sound.getByLabel("What the recording is").fill("The lesson read aloud");
  await sound.getByLabel("Written version of the recording").fill("Kites fly when the wind blows.");

  // 4. Single choice: the question, choices and the right one as fields.
  await dialog.getByRole("button", { name: "Add: Single choice" }).click();
  const single = block(dialog, "Block 4: Single choice");
  await single.getByLabel("Question", { exact: true }).fill("When do kites fly best?");
  await single.getByLabel("Choice 1", { exact: true }).fill("When it rains");
  await single.getByLabel("Choice 2", { exact: true }).fill("When it is windy");
  await single.getByRole("button", { name: "Add a choice" }).click();
  await single.getByLabel("Choice 3", { exact: true }).fill("At night");
  await single.getByRole("button", { name: "Remove choice 3" }).click();
  await expect(block(single, "Choice 3")).toHaveCount(0);
  await block(single, "Choice 2").getByLabel("Right answer").check();
  await single.getByLabel("Hint after a wrong answer").fill("Think about what lifts the kite.");
  await single.getByLabel("Explanation after the answer").fill("The wind lifts the kite.");

  // 5. A typed answer with accepted variants, its question left empty for now.
  await dialog.getByRole("button", { name: "Add: Typed answer" }).click();
  const typed = block(dialog, "Block 5: Typed answer");
  await typed.getByLabel("Accepted answers, one per line").fill("1\none");

  // A refused save: the problem is said beside its block, and the keyboard is taken there.
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(typed.getByRole("alert")).toHaveText("Block 5: Question is missing.");
  await expect(typed.getByLabel("Question", { exact: true })).toBeFocused();
  await typed.getByLabel("Question", { exact: true }).fill("How many strings does a kite need?");

  // Moving by keyboard: the sound up, then back down; the keyboard stays on the moved block.
  await sound.getByRole("button", { name: "Move block 3 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(block(dialog, "Block 2: Sound")).toBeVisible();
  await expect(block(dialog, "Block 2: Sound").getByRole("button", { name: "Move block 2 up" })).toBeFocused();
  await block(dialog, "Block 2: Sound").getByRole("button", { name: "Move block 2 down" }).click();
  await expect(block(dialog, "Block 3: Sound")).toBeVisible();

  // Removing asks for nothing but can be undone.
  await dialog.getByRole("button", { name: "Add: Video link" }).click();
  await dialog.getByRole("button", { name: "Remove block 6" }).click();
  await expect(block(dialog, "Block 6: Video link")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Undo" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(block(dialog, "Block 6: Video link")).toBeVisible();
  await dialog.getByRole("button", { name: "Remove block 6" }).click();
  await expect(block(dialog, "Block 6: Video link")).toHaveCount(0);

  // No JSON anywhere in the form.
  for (const field of await dialog.locator("input:not([type=file]), textarea").all()) expect(await field.inputValue()).not.toMatch(/^\s*[[{]/);

  // The preview: the child's components, 375 px wide, from the unsaved blocks; answers checked, not saved.
  await dialog.getByRole("button", { name: "Preview on a phone" }).click();
  const preview = dialog.getByRole("region", { name: "Preview on a phone" });
  await expect(preview.locator(".lesson-text em")).toHaveText("wind");
  await expect(preview.locator(".lesson-text li")).toHaveCount(2);
  await expect(preview.getByRole("img", { name: "A blue kite in the sky" })).toBeVisible();
  await expect(preview.locator("audio")).toHaveAttribute("src", /^\/uploads\/audio\//);
  expect(await preview.locator(".lesson-preview-phone").evaluate((frame) => frame.clientWidth)).toBe(375);
  await preview.getByLabel("When it rains").check();
  await preview.getByRole("button", { name: "Check my answer" }).click();
  await expect(preview.getByRole("status").first()).toContainText("Hint: Think about what lifts the kite.");
  await preview.getByRole("button", { name: "Try again" }).click();
  await preview.getByLabel("When it is windy").check();
  await preview.getByRole("button", { name: "Check my answer" }).click();
  await expect(preview.getByRole("status").first()).toContainText("Right! Well done.");
  await shot(page, "editor-1280-en");
  await expectAccessible(page, "block editor with its preview, English, 1280 px");
  expect(await database().db.selectFrom("exercise_attempts").select("id").where("user_id", "=", staff.userId).execute()).toEqual([]);

  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Lesson added")).toBeVisible();
  const stored = await database().db.selectFrom("course_lessons").select(["id", "blocks"]).where("course_id", "=", course.id).executeTakeFirstOrThrow();
  expect(JSON.parse(stored.blocks!).map((b: { type: string }) => b.type)).toEqual(["text", "image", "audio", "single", "typed"]);

  // Publishing: the course goes live.
  await page.goto("/admin/learning");
  await page.getByLabel(`Active: ${title}`).click();
  await expect(page.getByLabel(`Active: ${title}`)).toBeChecked();

  // A child on a phone takes the lesson.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 375, height: 812 } });
  const phone = await context.newPage();
  await signIn(phone, await child(), `/learning/${course.slug}`);
  // The course page is the app's before its button is pressed, and the enrolment is done before the lesson opens.
  await expect(phone.locator("html")).toHaveAttribute("data-hydrated", "true");
  await phone.getByRole("button", { name: "Start Course" }).click();
  await expect(phone.getByText("0% complete")).toBeVisible();
  await phone.goto(`/learning/${course.slug}/lessons/1`);
  await expect(phone.getByRole("heading", { name: "Flying a kite", level: 1 })).toBeVisible();
  await expect(phone.getByRole("img", { name: "A blue kite in the sky" })).toBeVisible();
  await expect(phone.locator("audio")).toHaveAttribute("src", /^\/uploads\/audio\/[0-9a-f-]+\.wav$/);
  const practice = phone.getByRole("region", { name: "Practise" });
  await practice.getByLabel("When it rains").check();
  await practice.getByRole("button", { name: "Check my answer" }).click();
  await expect(practice.getByRole("status")).toContainText("Hint: Think about what lifts the kite.");
  await practice.getByRole("button", { name: "Try again" }).click();
  await practice.getByLabel("When it is windy").check();
  await practice.getByRole("button", { name: "Check my answer" }).click();
  await expect(practice.getByRole("status")).toContainText("Right! Well done.");
  await practice.getByRole("button", { name: "Next question" }).click();
  await practice.getByLabel("Your answer").fill("one");
  await practice.getByRole("button", { name: "Check my answer" }).click();
  await expect(practice.getByRole("status")).toContainText("Right! Well done.");
  await context.close();

  // Back in the editor: right at the first try, per exercise.
  await page.goto(`/admin/course-lessons?f_course_id=${course.id}`);
  await page.getByRole("button", { name: "Edit: Flying a kite" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Lesson" });
  await expect(block(edit, "Block 4: Single choice")).toContainText("Right at the first try: 0 of 1 children (0%)");
  await expect(block(edit, "Block 5: Typed answer")).toContainText("Right at the first try: 1 of 1 children (100%)");
  await block(edit, "Block 4: Single choice").scrollIntoViewIfNeeded();
  await shot(page, "editor-figures-1280-en");
});

test("the editor at 375 px in Sinhala: labelled, named, axe finds nothing, a block's problem is said in Sinhala beside it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const staff = await createTestAccount(database(), { role: "super_admin", prefix: "editor-si", fullName: "Lesson Writer" });
  await database().db.updateTable("profiles").set({ back_office_locale: "si" }).where("user_id", "=", staff.userId).execute();
  const course = await draftCourse(staff.userId, `Kites si ${Date.now()}`);
  await database()
    .db.insertInto("course_lessons")
    .values({
      course_id: course.id,
      title: "සරුංගල",
      blocks: JSON.stringify([
        { id: "t1", type: "text", text: "සුළඟ හමන විට සරුංගල පියාසර කරයි." },
        {
          id: "q1",
          type: "single",
          prompt: "සරුංගල හොඳින්ම පියාසර කරන්නේ කවදාද?",
          hint: "",
          explanation: "",
          choices: [
            { id: "a", text: "වැසි ඇති විට", correct: false },
            { id: "b", text: "සුළං ඇති විට", correct: true },
          ],
        },
        {
          id: "m1",
          type: "match",
          prompt: "ගළපන්න",
          hint: "",
          explanation: "",
          pairs: [
            { id: "p1", left: "සුළඟ", right: "වාතය" },
            { id: "p2", left: "නූල", right: "අල්ලාගන්න" },
          ],
        },
      ]),
    })
    .execute();
  await signIn(page, staff.email, `/admin/course-lessons?f_course_id=${course.id}`);
  await page.getByRole("button", { name: "සංස්කරණය: සරුංගල" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("group", { name: "කොටස 2: එක් පිළිතුරක් තෝරන්න" })).toBeVisible();
  await shot(page, "editor-375-si");
  await dialog.getByRole("group", { name: "කොටස 2: එක් පිළිතුරක් තෝරන්න" }).scrollIntoViewIfNeeded();
  await shot(page, "editor-choice-375-si");
  await dialog.getByRole("group", { name: "කොටස 3: ගැළපෙන යුගල" }).scrollIntoViewIfNeeded();
  await shot(page, "editor-blocks-375-si");
  await expectAccessible(page, "block editor, Sinhala, 375 px");
  await dialog.getByRole("button", { name: /දුරකථනයක/ }).click();
  await expect(dialog.locator(".lesson-preview-phone")).toBeVisible();
  await dialog.locator(".lesson-preview-phone").scrollIntoViewIfNeeded();
  await shot(page, "editor-preview-375-si");
  await expectAccessible(page, "block editor's preview, Sinhala, 375 px");

  // A refused save says what is wrong beside the block, in the staff member's language.
  const single = dialog.getByRole("group", { name: "කොටස 2: එක් පිළිතුරක් තෝරන්න" });
  await single.getByLabel("ප්‍රශ්නය", { exact: true }).fill("");
  await dialog.getByRole("button", { name: "සුරකින්න" }).click();
  await expect(single.getByRole("alert")).toHaveText("කොටස 2: ප්‍රශ්නය නැත.");
});
