/**
 * Issue 30 without JavaScript: on a slow phone a child answers before the script has arrived, so every
 * exercise of a lesson is a plain form the server judges (server/http/forms/lesson-answer.ts). In Chromium
 * with JavaScript off at 375 px: a Sinhala child answers wrong, reads the hint, tries again, answers right,
 * reads the explanation, and masters the lesson by its rule; a Tamil child puts items in order with a place
 * per item and matches pairs with lists. axe runs on the page as the server draws it. Stored attempts are
 * checked in the database. SCREENSHOT_DIR=<folder> saves the pages (si and ta, 375 and 1280 px) to look at.
 */
import fs from "node:fs";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createAccount } from "../../server/services/accounts";
import { enrollInCourse } from "../../server/services/learning";
import { createSession, generateSessionToken, SESSION_COOKIE } from "../../server/auth/session";
import { PASSWORD, uniqueEmail, useE2eDatabase } from "./support";
import { uniqueUsername } from "../support/unique-username";
import { expectAccessible } from "./axe";

const database = useE2eDatabase();
const messages = (locale: "si" | "ta") =>
  JSON.parse(fs.readFileSync(new URL(`../../admin-modules/domain/messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
const si = messages("si");
const ta = messages("ta");

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

/** An enrolled learner of "Staying Safe Online", signed in in this browser (a session cookie, as after signing in). */
async function enrolledLearner(context: BrowserContext, baseURL: string) {
  const db = database().db;
  const userId = await createAccount(db, { email: uniqueEmail("nojs"), password: PASSWORD, username: uniqueUsername("kid_") });
  const course = await db.selectFrom("courses").select("id").where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
  await enrollInCourse(db, userId, course.id);
  const token = generateSessionToken();
  await createSession(db, token, userId);
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL }]);
  return { userId, slug: `staying-safe-online-${course.id}`, courseId: course.id };
}

const attempts = (userId: number) =>
  database().db.selectFrom("exercise_attempts").select(["block_id", "correct", "first_try"]).where("user_id", "=", userId).orderBy("id").execute();

/**
 * axe on the page exactly as the server drew it for a browser without JavaScript. axe needs the page's timers,
 * which a context without JavaScript never runs: so the drawn HTML, without any script, is served at its own
 * address to a second page that runs only axe (its styles and fonts come from the server as usual).
 */
async function expectAccessibleAsDrawn(page: Page, browser: Browser, where: string) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const address = page.url().split("#")[0]!;
  const checker = await browser.newPage({ viewport: page.viewportSize()!, javaScriptEnabled: true });
  await checker.route(
    (url) => url.href === address,
    (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
  );
  await checker.goto(address);
  expect(await checker.locator("script").count()).toBe(0);
  await expectAccessible(checker, where);
  await checker.close();
}

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
}

test("without JavaScript, a Sinhala child answers wrong, reads the hint, tries again, answers right and masters the lesson", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  const kid = await enrolledLearner(context, baseURL!);
  await page.goto(`/si/learning/${kid.slug}/lessons/1`);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { name: "ශක්තිමත් මුරපද", level: 1 })).toBeVisible();
  const practice = page.getByRole("region", { name: si["lesson.practiceTitle"] });
  const feedback = practice.getByRole("status");
  await expect(practice.getByRole("group", { name: "වඩාත්ම ශක්තිමත් මුරපදය කුමක්ද?" })).toBeVisible();
  await expectAccessibleAsDrawn(page, browser, "lesson page without JavaScript, si");

  // Wrong: the server's verdict and the hint in Sinhala, and another try.
  await practice.getByLabel("123456", { exact: true }).check();
  await practice.getByRole("button", { name: si["exercise.check"] }).click();
  await expect(page).toHaveURL(/\?answered=form-[0-9a-f]{32}#practice-title$/);
  await expect(feedback).toContainText(si["exercise.wrong"]!);
  await expect(feedback).toContainText("ශක්තිමත් මුරපදයක් දිගයි, අනුමාන කිරීමට අපහසුයි.");
  // The answer given is still chosen beside its verdict, as it is with the script.
  await expect(practice.getByLabel("123456", { exact: true })).toBeChecked();
  await expect(practice.getByLabel("green-kite-river", { exact: true })).not.toBeChecked();
  await expect(page.getByTestId("lesson-status")).toContainText("0");
  await expectAccessibleAsDrawn(page, browser, "exercise with its hint without JavaScript, si");
  await shot(page, "lesson-nojs-hint-si");
  // A reload shows the same verdict and sends nothing again (post, redirect, get).
  await page.reload();
  await expect(feedback).toContainText(si["exercise.wrong"]!);
  expect(await attempts(kid.userId)).toHaveLength(1);

  await practice.getByRole("link", { name: si["exercise.tryAgain"] }).click();
  await expect(feedback).not.toContainText(si["exercise.wrong"]!);
  await practice.getByLabel("green-kite-river", { exact: true }).check();
  await practice.getByRole("button", { name: si["exercise.check"] }).click();
  await expect(feedback).toContainText(si["exercise.right"]!);
  await expect(feedback).toContainText("අහඹු වචන තුනකින් මතක තබා ගැනීමට පහසු");
  await expectAccessibleAsDrawn(page, browser, "exercise with its explanation without JavaScript, si");
  await shot(page, "lesson-nojs-right-si");

  // Question 2 right at the first try, then question 1 again: two in a row, the lesson's rule.
  await practice.getByRole("link", { name: si["exercise.next"] }).click();
  await expect(practice.getByRole("heading", { name: si["exercise.question"]!.replace("{number}", "2").replace("{total}", "2") })).toBeVisible();
  await practice.getByLabel(si["exercise.false"]!, { exact: true }).check();
  await practice.getByRole("button", { name: si["exercise.check"] }).click();
  await expect(feedback).toContainText(si["exercise.right"]!);
  await expect(page.getByTestId("lesson-status")).not.toHaveText(si["mastery.plainMastered"]!);
  await expect(page.locator(".mastery-news"), "an answer that did not master the lesson reached nothing").toBeEmpty();
  await practice.getByRole("link", { name: si["exercise.practiseAgain"] }).click();
  await practice.getByLabel("green-kite-river", { exact: true }).check();
  await practice.getByRole("button", { name: si["exercise.check"] }).click();
  await expect(feedback).toContainText(si["exercise.right"]!);
  await expect(page.getByTestId("lesson-status")).toHaveText(si["mastery.plainMastered"]!);
  // What the script would have said at that answer, told by the page drawn after the form: mastery and the achievement.
  const news = page.locator(".mastery-news[role=status]");
  await expect(news).toContainText(si["mastery.justMastered"]!);
  await expect(news).toContainText(si["achievement.unlockedNow"]!.replace("{name}", si["achievement.firstLesson"]!));
  await shot(page, "lesson-nojs-mastered-si");

  expect(await attempts(kid.userId)).toEqual([
    { block_id: "q1", correct: 0, first_try: 1 },
    { block_id: "q1", correct: 1, first_try: 0 },
    { block_id: "q2", correct: 1, first_try: 1 },
    { block_id: "q1", correct: 1, first_try: 1 },
  ]);
  const mastery = await database()
    .db.selectFrom("lesson_mastery")
    .select("mastered_at")
    .where("user_id", "=", kid.userId)
    .where("course_id", "=", kid.courseId)
    .executeTakeFirstOrThrow();
  expect(mastery.mastered_at).not.toBeNull();
});

test("without JavaScript, a Tamil child orders items with a place each and matches pairs with lists; a place given twice is refused in Tamil", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  const kid = await enrolledLearner(context, baseURL!);
  await page.goto(`/ta/learning/${kid.slug}/lessons/3`);
  const practice = page.getByRole("region", { name: ta["lesson.practiceTitle"] });
  const feedback = practice.getByRole("status");
  const place = (item: string) => practice.getByLabel(ta["lessonForm.place"]!.replace("{item}", item));
  const steps = ["நிறுத்துங்கள்: பதில் அனுப்ப வேண்டாம்", "அந்த நபரைத் தடுங்கள்", "நம்பிக்கையான பெரியவரிடம் சொல்லுங்கள்"];
  await expect(practice.getByText(ta["lessonForm.orderHelp"]!)).toBeVisible();
  await expectAccessibleAsDrawn(page, browser, "order exercise without JavaScript, ta");
  await shot(page, "lesson-nojs-order-ta");

  // The same place twice: refused with the reason, nothing stored.
  for (const item of steps) await place(item).selectOption("1");
  await practice.getByRole("button", { name: ta["exercise.check"] }).click();
  await expect(feedback).toContainText(ta["lessonForm.orderPlaces"]!);
  expect(await attempts(kid.userId)).toEqual([]);

  // The wrong order: the hint; then the right one.
  for (const [index, item] of steps.entries()) await place(item).selectOption(String(3 - index));
  await practice.getByRole("button", { name: ta["exercise.check"] }).click();
  await expect(feedback).toContainText(ta["exercise.wrong"]!);
  await expect(feedback).toContainText("முதலில் உங்களைப் பாதுகாத்துக்கொள்ளுங்கள்");
  // The order given is still shown beside the verdict.
  for (const [index, item] of steps.entries()) await expect(place(item)).toHaveValue(String(3 - index));
  await practice.getByRole("link", { name: ta["exercise.tryAgain"] }).click();
  for (const [index, item] of steps.entries()) await place(item).selectOption(String(index + 1));
  await practice.getByRole("button", { name: ta["exercise.check"] }).click();
  await expect(feedback).toContainText(ta["exercise.right"]!);

  // Matching with a list per situation.
  await practice.getByRole("link", { name: ta["exercise.next"] }).click();
  await practice.getByLabel("ஒரு அந்நியர் உங்கள் புகைப்படத்தைக் கேட்கிறார்").selectOption({ label: "மறுத்துவிட்டுப் பெரியவரிடம் சொல்லுங்கள்" });
  await practice.getByLabel("ஒரு நண்பர் கேலி செய்யப்படுகிறார்").selectOption({ label: "அன்பாக இருந்து அவருடன் நில்லுங்கள்" });
  await practice.getByLabel("நீங்கள் ஒரு மோசமான கருத்தைப் பார்க்கிறீர்கள்").selectOption({ label: "அதைப் புகாரளியுங்கள்" });
  await practice.getByRole("button", { name: ta["exercise.check"] }).click();
  await expect(feedback).toContainText(ta["exercise.right"]!);
  await expect(practice.getByLabel("ஒரு நண்பர் கேலி செய்யப்படுகிறார்").locator("option:checked")).toHaveText("அன்பாக இருந்து அவருடன் நில்லுங்கள்");
  await expectAccessibleAsDrawn(page, browser, "matching exercise answered without JavaScript, ta");
  await shot(page, "lesson-nojs-match-ta");

  const lessons = await database().db.selectFrom("course_lessons").select("id").where("course_id", "=", kid.courseId).orderBy("position").execute();
  expect(
    (await attempts(kid.userId)).map((a) => [a.block_id, a.correct]),
    `lesson ${lessons[2]!.id}`,
  ).toEqual([
    ["q5", 0],
    ["q5", 1],
    ["q6", 1],
  ]);
});

test("without JavaScript, a signed-out visitor is offered the sign-in path on a lesson, and a form sent without a session leads there", async ({ page }) => {
  const course = await database().db.selectFrom("courses").select("id").where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
  const slug = `staying-safe-online-${course.id}`;
  await page.goto(`/ta/learning/${slug}/lessons/1`);
  await expect(page.getByText(ta["lesson.notEnrolled"]!)).toBeVisible();
  await page.locator(".lesson-page .notice").getByRole("link", { name: ta["nav.signIn"], exact: true }).click();
  await expect(page).toHaveURL(/\/ta\/auth\?redirect=/);
  expect(decodeURIComponent(page.url())).toContain(`/learning/${slug}/lessons/1`);
});
