/**
 * Classes in Chromium (issue 31): a teacher who asked for the role waits until a super admin confirms it in
 * the back office, creates a class, prints its join sheet (the code and the steps in Sinhala, Tamil and
 * English), two children join with the code after seeing the class and its teacher, the teacher gives the
 * class "Staying Safe Online" (it has questions), one child completes it and the other keeps answering the
 * first question wrong; the teacher's view shows one done and one "needs help" (the rule stated), and the CSV
 * downloaded from it has the same figures as the table.
 */
import fs from "node:fs";
import Papa from "papaparse";
import { type Browser, expect, type Page, test } from "./fixtures";
import { createAccount } from "../../server/services/accounts";
import { createTestAccount, PASSWORD, signIn, uniqueEmail, useE2eDatabase } from "./support";
import { uniqueUsername } from "../support/unique-username";
import { RIGHT_ANSWERS } from "../api/classes-support";
import { expectAccessible } from "./axe";

const database = useE2eDatabase();

/** With SCREENSHOT_DIR set, keeps a full-page picture to look at (not part of the test's verdict). */
async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

async function person(browser: Browser, baseURL: string | undefined, options: { ageRange: "16_17" | "adult_carer"; teacher?: boolean }) {
  const email = uniqueEmail(options.teacher ? "teacher" : "pupil");
  const username = uniqueUsername(options.teacher ? "teacher_" : "pupil_");
  const userId = await createAccount(database().db, { email, password: PASSWORD, username, ageRange: options.ageRange });
  // What sign-up's "Teacher" choice records (tests/api/classes.test.ts signs up through the procedure).
  if (options.teacher) await database().db.insertInto("teacher_accounts").values({ user_id: userId, school: "Royal College" }).execute();
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  return { email, username, userId, page };
}

/** The course's lessons, and where each question is, for answering through the child's own session. */
async function safetyCourse() {
  const course = await database().db.selectFrom("courses").select("id").where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
  const lessons = (await database().db.selectFrom("course_lessons").select("id").where("course_id", "=", course.id).orderBy("position").execute()).map(
    (l) => l.id,
  );
  return { id: course.id, lessons };
}

let attempts = 0;

/** Answers through the child's signed-in session (the browser context's cookies), as the lesson page does. */
async function answer(page: Page, course: { id: number; lessons: number[] }, question: keyof typeof RIGHT_ANSWERS) {
  const lesson = course.lessons[{ q1: 0, q2: 0, q3: 1, q4: 1, q5: 2, q6: 2 }[question]]!;
  const res = await page.request.post("/trpc/public.learning.answer", {
    data: {
      courseId: course.id,
      lessonId: lesson,
      blockId: question,
      attemptKey: `e2e-${question}-${Date.now()}-${++attempts}`,
      answer: RIGHT_ANSWERS[question],
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { data: { mastered: boolean } } }).result.data;
}

test("a confirmed teacher's class: join sheet, two children join, a course given; one done, one needs help; the CSV has the same figures", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const teacher = await person(browser, baseURL, { ageRange: "adult_carer", teacher: true });

  // Until a super admin confirms, the teacher sees nothing of any child.
  await signIn(teacher.page, teacher.email, "/teacher");
  await expect(teacher.page.getByText("A super admin will confirm your teacher account")).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await createTestAccount(database(), { role: "super_admin", prefix: "classadmin" });
  await signIn(page, admin.email, "/admin/teachers");
  const row = page.getByRole("row").filter({ hasText: teacher.username });
  await row.getByRole("button", { name: "Confirm teacher" }).click();
  await expect(page.getByText("Teacher confirmed")).toBeVisible();

  // The teacher creates a class.
  const t = teacher.page;
  await t.reload();
  await expect(t.locator("html")).toHaveAttribute("data-hydrated", "true");
  await t.getByLabel("Class name").fill("Grade 6 B");
  await t.getByLabel("School").fill("Royal College");
  await t.getByLabel("Grade").fill("6");
  await t.getByLabel("Language of the class").selectOption("si");
  await t.getByRole("button", { name: "Create a class" }).click();
  await t.getByRole("link", { name: "Grade 6 B" }).click();
  await expect(t.getByRole("heading", { name: "Grade 6 B", level: 1 })).toBeVisible();

  // The join sheet: the code, the address and the steps in three languages; Print prints it.
  await t.getByRole("link", { name: "Print the join sheet" }).click();
  const code = (await t.getByTestId("sheet-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
  await expect(t.getByText(`${baseURL}/join`).first()).toBeVisible();
  await expect(t.getByRole("heading", { name: "අපේ පන්තියට එක් වන්න" })).toBeVisible();
  await expect(t.getByRole("heading", { name: "எங்கள் வகுப்பில் சேருங்கள்" })).toBeVisible();
  await expect(t.getByRole("heading", { name: "Join our class" })).toBeVisible();
  await expect(t.getByText(`Type the class code: ${code}`)).toBeVisible();
  // On a page in English, the Sinhala and Tamil steps are drawn with the site's own fonts (no boxes on a
  // computer without them): both are loaded once their letters are on the sheet.
  const loaded = await t.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family.replace(/"/g, ""));
  });
  expect(loaded).toEqual(expect.arrayContaining(["Noto Sans Sinhala", "Noto Sans Tamil"]));
  await expectAccessible(t, "the join sheet");
  await t.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await shot(t, "join-sheet-375");
  await t.getByRole("button", { name: "Print" }).click();
  expect(await t.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await t.getByRole("link", { name: "Back to the class" }).click();

  // Two children join with the code after seeing the class and the teacher.
  const done = await person(browser, baseURL, { ageRange: "16_17" });
  const stuck = await person(browser, baseURL, { ageRange: "16_17" });
  for (const child of [done, stuck]) {
    await signIn(child.page, child.email, "/join");
    await child.page.getByLabel("Class code").fill(code.toLowerCase());
    await child.page.getByRole("button", { name: "Find the class" }).click();
    await expect(child.page.getByText("Class: Grade 6 B")).toBeVisible();
    await expect(child.page.getByText(`Teacher: ${teacher.username}`)).toBeVisible();
    await shot(child.page, "join-found-375");
    if (child === done) await expectAccessible(child.page, "the join page with the class found");
    await child.page.getByRole("button", { name: "Join this class" }).click();
    await expect(child.page.getByText("You joined Grade 6 B.")).toBeVisible();
  }

  // The teacher gives the class the course.
  await t.reload();
  await expect(t.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(t.getByText(done.username).first()).toBeVisible();
  await t.getByRole("combobox", { name: "Course", exact: true }).selectOption({ label: "Staying Safe Online" });
  await t.getByRole("button", { name: "Give", exact: true }).click();
  await expect(t.getByRole("heading", { name: "Staying Safe Online", level: 3 })).toBeVisible();

  // "From your teacher" on the child's Learning page.
  await done.page.goto("/learning");
  const fromTeacher = done.page.getByRole("region", { name: "From your teacher" });
  await expect(fromTeacher.getByRole("link", { name: "Staying Safe Online" })).toBeVisible();
  // Nothing of the other child.
  await expect(done.page.getByText(stuck.username)).toHaveCount(0);

  // One child completes the course, the other keeps answering the first question wrong on the lesson page.
  const course = await safetyCourse();
  await done.page.request.post("/trpc/public.learning.enroll", { data: { courseId: course.id } });
  for (const questions of [
    ["q1", "q2"],
    ["q3", "q4"],
    ["q5", "q6"],
  ] as const) {
    let mastered = false;
    for (let i = 0; i < 12 && !mastered; i++) mastered = (await answer(done.page, course, questions[i % 2]!)).mastered;
    expect(mastered).toBe(true);
  }
  await stuck.page.request.post("/trpc/public.learning.enroll", { data: { courseId: course.id } });
  await stuck.page.goto(`/learning/staying-safe-online-${course.id}/lessons/1`);
  // Drawn by the server: its forms are the app's once hydrated (a click before that posts the page).
  await expect(stuck.page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const practice = stuck.page.getByRole("region", { name: "Practise" });
  for (let i = 0; i < 3; i++) {
    await practice.getByLabel("123456", { exact: true }).check();
    await practice.getByRole("button", { name: "Check my answer" }).click();
    await expect(practice.getByRole("status")).toContainText("Not quite.");
    await practice.getByRole("button", { name: "Try again" }).click();
  }

  // The teacher's view: one done, one needs help, the rule stated.
  await t.reload();
  await expect(t.getByText("Needs help: a child answered the same question wrong 3 times or more and has not answered it right since.")).toBeVisible();
  const assignment = t.getByTestId("assignment");
  await expect(assignment.getByText("Done: 1 of 2")).toBeVisible();
  await expect(assignment.getByText("Needs help: 1", { exact: true })).toBeVisible();
  const doneRow = assignment.getByTestId("child-row").filter({ hasText: done.username });
  const stuckRow = assignment.getByTestId("child-row").filter({ hasText: stuck.username });
  await expect(doneRow.getByRole("cell").first()).toHaveText("Done");
  await expect(stuckRow).toContainText("Needs help: Strong passwords – question 1");
  await shot(t, "teacher-view-375");
  await expectAccessible(t, "the teacher's view of the class");
  const cells = async (row: typeof doneRow) => [(await row.getByRole("rowheader").textContent())!, ...(await row.getByRole("cell").allTextContents())];
  const table = { [done.username]: await cells(doneRow), [stuck.username]: await cells(stuckRow) };

  // The CSV: the same figures.
  const download = t.waitForEvent("download");
  await assignment.getByRole("button", { name: "Download CSV" }).click();
  const file = await (await download).path();
  const parsed = Papa.parse<string[]>(fs.readFileSync(file, "utf8").replace(/^\uFEFF/, ""), { skipEmptyLines: true });
  const [header, ...rows] = parsed.data;
  expect(header).toEqual([
    "Child (username)",
    "Status",
    "Lessons done",
    "Lessons given",
    "Lessons mastered",
    "Done (%)",
    "Answers",
    "Right answers",
    "Needs help",
  ]);
  const byName = Object.fromEntries(rows.map((r) => [r[0], r]));
  expect(byName[done.username]!.slice(0, 6)).toEqual([done.username, "Done", "3", "3", "3", "100"]);
  expect(byName[stuck.username]!.slice(0, 8)).toEqual([stuck.username, "Started", "0", "3", "0", "0", "3", "0"]);
  expect(byName[stuck.username]![8]).toBe("Strong passwords – question 1");
  // The page's table and the CSV agree cell by cell (the table shows "done / given" in one cell).
  for (const [name, shown] of Object.entries(table)) {
    const csv = byName[name]!;
    expect(shown.slice(0, 2)).toEqual([csv[0], csv[1]]);
    expect(shown[2]!.replace(/\s/g, "")).toBe(`${csv[2]}/${csv[3]}`);
    expect(shown.slice(3, 7)).toEqual([csv[4], csv[5], csv[6], csv[7]]);
  }

  // Print view: the page prints as it is (print styles hide the forms).
  await t.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "yes");
  });
  await t.getByRole("button", { name: "Print", exact: true }).click();
  await expect(t.locator("body")).toHaveAttribute("data-printed", "yes");

  // Groups and taking back, as the app does them: a group added, a child moved by choosing it (saved at once),
  // and "Take back" asks first (dismissed: nothing happens; accepted: taken back).
  const db = database().db;
  const classId = Number(new URL(t.url()).pathname.split("/").at(-1));
  await t.getByLabel("Group name", { exact: true }).fill("Readers");
  await t.getByRole("button", { name: "Add group" }).click();
  await expect(t.getByLabel(`Group of ${stuck.username}`)).toBeVisible();
  await expect(t.getByLabel("Group name", { exact: true })).toHaveValue("");
  const readers = await db.selectFrom("class_groups").select("id").where("class_id", "=", classId).where("name", "=", "Readers").executeTakeFirstOrThrow();
  // Once the app runs, the choice saves itself: no button of its own.
  await expect(t.getByRole("button", { name: `Save the group of ${stuck.username}` })).toHaveCount(0);
  await t.getByLabel(`Group of ${stuck.username}`).selectOption({ label: "Readers" });
  await expect(t.getByText("Saved").first()).toBeVisible();
  await expect
    .poll(async () => (await db.selectFrom("class_members").select("group_id").where("user_id", "=", stuck.userId).executeTakeFirstOrThrow()).group_id)
    .toBe(readers.id);
  const question = "Take back “Staying Safe Online” (The whole class)? What the children have done stays theirs.";
  const asked: string[] = [];
  t.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await assignment.getByRole("button", { name: "Take back" }).click();
  await expect.poll(() => asked).toEqual([question]);
  await expect(assignment).toBeVisible();
  t.once("dialog", (dialog) => void dialog.accept());
  await assignment.getByRole("button", { name: "Take back" }).click();
  await expect(t.getByText("Taken back")).toBeVisible();
  await expect(t.getByText("Nothing given yet.")).toBeVisible();
  expect(await db.selectFrom("class_assignments").select("id").where("class_id", "=", classId).execute()).toEqual([]);
  for (const p of [teacher.page, done.page, stuck.page]) await p.context().close();
});
