/**
 * Starting a course and marking a lesson read before the script has arrived (a slow phone), in Tamil at 375 px
 * with JavaScript off: "Start course" and "Mark as read" are plain forms the server handles
 * (server/http/forms/handlers.ts, courseEnroll and lessonRead) through the app's own procedures.
 * - A signed-in child starts "Staying Safe Online": the page after it says so, and the enrolment is stored.
 * - The course's outline opens its first lesson on the lesson's own page (its panels need the script).
 * - The child marks the first lesson read: the page after it says so, and the lesson's progress is stored.
 * - A child under the consent age whose parent has not agreed yet is told so in Tamil, and nothing is stored.
 * Checked in the page and in the database the server writes to.
 */
import fs from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createAccount } from "../../server/services/accounts";
import { createSession, generateSessionToken, SESSION_COOKIE } from "../../server/auth/session";
import { PASSWORD, uniqueEmail, useE2eDatabase } from "./support";
import { uniqueUsername } from "../support/unique-username";

const database = useE2eDatabase();
const ta = JSON.parse(fs.readFileSync(new URL("../../admin-modules/domain/messages/ta.json", import.meta.url), "utf8")) as Record<string, string>;

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

/** A child signed in in this browser (a session cookie, as after signing in), enrolled in nothing. */
async function child(context: BrowserContext, baseURL: string, ageRange: "16_17" | "under_13") {
  const db = database().db;
  const userId = await createAccount(db, {
    email: uniqueEmail("startnojs"),
    password: PASSWORD,
    username: uniqueUsername("starter_"),
    ageRange,
    parentEmail: ageRange === "under_13" ? uniqueEmail("startparent") : null,
  });
  const token = generateSessionToken();
  await createSession(db, token, userId);
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL }]);
  return userId;
}

/** The answer to the form the button sends: the status of the POST (a redirect answers 303). */
async function send(page: Page, button: ReturnType<Page["getByRole"]>): Promise<number> {
  const [response] = await Promise.all([page.waitForEvent("response", (r) => r.request().method() === "POST"), button.click()]);
  await page.waitForLoadState("load");
  return response.status();
}

/** With SCREENSHOT_DIR set, keeps a full-page picture to look at (not part of the test's verdict). */
async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

async function safetyCourse() {
  const course = await database().db.selectFrom("courses").select("id").where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
  return { id: course.id, slug: `staying-safe-online-${course.id}` };
}

const enrolments = (userId: number, courseId: number) =>
  database().db.selectFrom("course_enrollments").select("course_id").where("user_id", "=", userId).where("course_id", "=", courseId).execute();

test("without JavaScript, a Tamil child starts a course and marks a lesson read; a child waiting for a parent is told so", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  const db = database().db;
  const course = await safetyCourse();
  const userId = await child(context, baseURL!, "16_17");

  await page.goto(`/ta/learning/${course.slug}`);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  expect(await send(page, page.getByRole("button", { name: ta["course.startCourse"] }))).toBe(303);
  await expect(page).toHaveURL(new RegExp(`/ta/learning/${course.slug}\\?done=enrolled$`));
  await expect(page.getByRole("status").filter({ hasText: ta["course.enrolled"] })).toBeVisible();
  await expect(page.getByRole("button", { name: ta["course.startCourse"] })).toHaveCount(0);
  expect(await enrolments(userId, course.id)).toEqual([{ course_id: course.id }]);
  await shot(page, "course-started-ta-375-noscript");

  // The first lesson opens on its own page (the outline's panels need the script).
  const firstLesson = await db
    .selectFrom("course_lessons")
    .select(["id", "title"])
    .where("course_id", "=", course.id)
    .orderBy("position")
    .executeTakeFirstOrThrow();
  const titleInTamil = await db
    .selectFrom("content_translations")
    .select("text")
    .where("entity", "=", "course_lessons")
    .where("row_id", "=", firstLesson.id)
    .where("field", "=", "title")
    .where("language", "=", "ta")
    .executeTakeFirstOrThrow();
  await page.getByRole("link", { name: ta["course.openLesson"]!.replace("{number}", "1").replace("{title}", titleInTamil.text) }).click();
  await expect(page).toHaveURL(new RegExp(`/ta/learning/${course.slug}/lessons/1$`));
  await expect(page.getByRole("heading", { level: 1, name: titleInTamil.text })).toBeVisible();
  expect(await send(page, page.getByRole("button", { name: ta["lesson.markRead"] }))).toBe(303);
  await expect(page).toHaveURL(new RegExp(`/ta/learning/${course.slug}/lessons/1\\?done=read$`));
  await expect(page.getByRole("status").filter({ hasText: ta["lesson.readDone"] })).toBeVisible();
  await expect(page.getByRole("button", { name: ta["lesson.markRead"] })).toHaveCount(0);
  expect(await db.selectFrom("lesson_progress").select("lesson_id").where("user_id", "=", userId).execute()).toEqual([{ lesson_id: firstLesson.id }]);

  // Under the consent age, before the parent agrees: refused in Tamil with the reason, nothing stored.
  const youngContext = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const young = await child(youngContext, baseURL!, "under_13");
  const youngPage = await youngContext.newPage();
  await youngPage.goto(`/ta/learning/${course.slug}`);
  expect(await send(youngPage, youngPage.getByRole("button", { name: ta["course.startCourse"] }))).toBe(412);
  await expect(youngPage.getByRole("alert").filter({ hasText: ta["safety.consent.waitingError"] })).toBeVisible();
  expect(await enrolments(young, course.id)).toEqual([]);
  await shot(youngPage, "course-start-refused-ta-375-noscript");
  await youngContext.close();
});
