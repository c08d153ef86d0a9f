/**
 * Issue 30 in Chromium at 375 px, against the built server and its demo course "Staying Safe Online"
 * (lesson 1's rule: two different questions right in a row at the first try): a child opens a lesson,
 * answers wrong, reads the hint, tries again, answers right, reaches mastery by the rule, and sees the
 * achievement; My Progress and the parent's page say "Mastered". The lesson and its exercises pass axe in
 * English, Sinhala and Tamil; every answer is given by keyboard alone.
 * SCREENSHOT_DIR=<folder> also saves the lesson page in each language there (to look at, not to compare).
 */
import { expect, type Page, test } from "./fixtures";
import { createAccount } from "../../server/services/accounts";
import { generateSessionToken, hashToken } from "../../server/auth/session";
import { PASSWORD, signIn, uniqueEmail, useE2eDatabase } from "./support";
import { uniqueUsername } from "../support/unique-username";
import { expectAccessible } from "./axe";

const database = useE2eDatabase();

/** A child of 13-15 whose parent agreed, with a working parent's link. */
async function child() {
  const email = uniqueEmail("learner");
  const username = uniqueUsername("kid_");
  const userId = await createAccount(database().db, { email, password: PASSWORD, username, ageRange: "13_15", parentEmail: uniqueEmail("parent") });
  await database()
    .db.updateTable("parental_consents")
    .set({ status: "granted", consented_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .execute();
  const token = generateSessionToken();
  await database()
    .db.insertInto("parent_links")
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString() })
    .execute();
  return { userId, email, username, token };
}

async function courseSlug() {
  const course = await database().db.selectFrom("courses").select("id").where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
  return `staying-safe-online-${course.id}`;
}

/** Chooses an option by keyboard alone: focus on it, Space to choose it. */
async function chooseByKeyboard(page: Page, label: string) {
  const option = page.getByLabel(label, { exact: true });
  await option.focus();
  await page.keyboard.press("Space");
  await expect(option).toBeChecked();
}

test.describe("interactive lessons at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a child answers wrong, reads the hint, answers right, masters the lesson by its rule; My Progress, the parent's page and the achievement show it", async ({
    page,
  }) => {
    const kid = await child();
    const slug = await courseSlug();
    await signIn(page, kid.email, `/learning/${slug}`);
    await page.getByRole("button", { name: "Start Course" }).click();
    await expect(page.getByText("0% complete")).toBeVisible();

    await page.getByRole("button", { name: "Open lesson 1: Strong passwords" }).click();
    await page.getByRole("link", { name: "Practise" }).click();
    await expect(page).toHaveURL(new RegExp(`/learning/${slug}/lessons/1$`));
    await expect(page.getByRole("heading", { name: "Strong passwords", level: 1 })).toBeVisible();
    // The text's list and emphasis are drawn as elements, never as raw markup.
    await expect(page.locator(".lesson-text li")).toHaveCount(3);
    await expect(page.locator(".lesson-text em")).toHaveText("green kite river");
    await expect(page.getByText("To master this lesson, answer 2 questions in a row right at the first try.")).toBeVisible();

    const practice = page.getByRole("region", { name: "Practise" });
    const feedback = practice.getByRole("status");
    const group = practice.getByRole("group", { name: "Which password is the strongest?" });
    await expect(group).toBeVisible();
    await expectAccessible(page, "lesson page, English");

    // Wrong, by keyboard: the hint, and another try.
    await chooseByKeyboard(page, "123456");
    await practice.getByRole("button", { name: "Check my answer" }).press("Enter");
    await expect(feedback).toContainText("Not quite.");
    await expect(feedback).toContainText("Hint: A strong password is long and hard to guess.");
    await expectAccessible(page, "exercise with its hint, English");
    await practice.getByRole("button", { name: "Try again" }).press("Enter");
    await chooseByKeyboard(page, "green-kite-river");
    await practice.getByRole("button", { name: "Check my answer" }).press("Enter");
    await expect(feedback).toContainText("Right! Well done.");
    await expect(feedback).toContainText("Why: Three random words make a long password");
    // Right after the hint helps, but does not count: the lesson is practised, not mastered.
    await expect(page.getByTestId("lesson-status")).toHaveText("Practised, not mastered yet: 0 of 2 right in a row so far");

    await practice.getByRole("button", { name: "Next question" }).press("Enter");
    await chooseByKeyboard(page, "False");
    await practice.getByRole("button", { name: "Check my answer" }).press("Enter");
    await expect(feedback).toContainText("Right! Well done.");
    await expect(page.getByTestId("lesson-status")).toHaveText("Practised, not mastered yet: 1 of 2 right in a row so far");
    await practice.getByRole("button", { name: "Practise again" }).press("Enter");
    await chooseByKeyboard(page, "green-kite-river");
    await practice.getByRole("button", { name: "Check my answer" }).press("Enter");
    await expect(page.getByText("You mastered this lesson!")).toBeVisible();
    await expect(page.getByText("New achievement: First lesson mastered")).toBeVisible();
    await expect(page.getByTestId("lesson-status")).toHaveText("Mastered: answered the practice questions right");

    // Stored as the server judged them: one wrong, three right, two of them first tries.
    const stored = await database()
      .db.selectFrom("exercise_attempts")
      .select(["block_id", "correct", "first_try"])
      .where("user_id", "=", kid.userId)
      .orderBy("id")
      .execute();
    expect(stored).toEqual([
      { block_id: "q1", correct: 0, first_try: 1 },
      { block_id: "q1", correct: 1, first_try: 0 },
      { block_id: "q2", correct: 1, first_try: 1 },
      { block_id: "q1", correct: 1, first_try: 1 },
    ]);

    await page.goto("/learning?tab=progress");
    await expect(page.getByText("Strong passwords: Mastered: answered the practice questions right")).toBeVisible();
    await expect(page.getByText("Private information: Not started yet")).toBeVisible();
    await page.getByRole("tab", { name: "Achievements" }).click();
    await expect(page.locator(".achievement.unlocked").getByRole("heading", { name: "First lesson mastered" })).toBeVisible();

    await page.goto(`/parent?token=${kid.token}`);
    await expect(page.getByText("Strong passwords: Mastered: answered the practice questions right")).toBeVisible();
    await expect(page.getByText("First lesson mastered")).toBeVisible();
  });

  test("every exercise kind works by keyboard; the lesson and exercise pages pass axe in English, Sinhala and Tamil", async ({ page }) => {
    const kid = await child();
    const slug = await courseSlug();
    await signIn(page, kid.email, `/learning/${slug}`);
    await page.getByRole("button", { name: "Start Course" }).click();
    await expect(page.getByText("0% complete")).toBeVisible();

    // Lesson 2: several right answers (check boxes), then a typed number in Tamil digits.
    await page.goto(`/learning/${slug}/lessons/2`);
    const practice = page.getByRole("region", { name: "Practise" });
    const feedback = practice.getByRole("status");
    await expect(practice.getByText("Choose every right answer.")).toBeVisible();
    for (const label of ["Your home address", "Your phone number"]) await chooseByKeyboard(page, label);
    await practice.getByRole("button", { name: "Check my answer" }).press("Enter");
    await expect(feedback).toContainText("Right! Well done.");
    await practice.getByRole("button", { name: "Next question" }).press("Enter");
    const typed = practice.getByLabel("Your answer");
    await typed.focus();
    await page.keyboard.type("௧௦");
    await page.keyboard.press("Enter");
    await expect(feedback).toContainText("Right! Well done.");
    await expectAccessible(page, "typed exercise, English");

    // Lesson 3: ordering with the buttons, then matching with labelled lists.
    await page.goto(`/learning/${slug}/lessons/3`);
    const order = page.getByRole("region", { name: "Practise" });
    const items = order.locator(".exercise-order li > span:first-child");
    // Put "Stop: do not reply", "Block the person", "Tell a trusted adult" in order, by keyboard.
    for (const [position, text] of ["Stop: do not reply", "Block the person", "Tell a trusted adult"].entries()) {
      for (let guard = 0; guard < 3 && (await items.nth(position).textContent()) !== text; guard++)
        await order.getByRole("button", { name: `Move up: ${text}` }).press("Enter");
    }
    await expect(items).toHaveText(["Stop: do not reply", "Block the person", "Tell a trusted adult"]);
    await expect(order.locator("p[aria-live]")).not.toBeEmpty();
    await order.getByRole("button", { name: "Check my answer" }).press("Enter");
    await expect(order.getByRole("status")).toContainText("Right! Well done.");
    await order.getByRole("button", { name: "Next question" }).press("Enter");
    await order.getByLabel("A stranger asks for your photo").selectOption({ label: "Say no and tell an adult" });
    await order.getByLabel("A friend is being teased").selectOption({ label: "Report it" });
    await order.getByLabel("You see a mean comment").selectOption({ label: "Be kind and stand with them" });
    await order.getByRole("button", { name: "Check my answer" }).press("Enter");
    await expect(order.getByRole("status")).toContainText("Not quite.");
    await expectAccessible(page, "matching exercise with its hint, English");

    for (const [lang, heading, hint] of [
      ["si", "ශක්තිමත් මුරපද", "සිතන්න"],
      ["ta", "வலுவான கடவுச்சொற்கள்", "யோசியுங்கள்"],
    ] as const) {
      await page.goto(`/${lang}/learning/${slug}/lessons/1`);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expectAccessible(page, `lesson page, ${lang}`);
      const local = page.getByRole("region").filter({ has: page.locator("form.exercise") });
      // Question 1, right (a new round of the page starts at the first question), then question 2 wrong.
      await local.locator('input[value="c"]').focus();
      await page.keyboard.press("Space");
      await local.locator('button[type="submit"]').press("Enter");
      await expect(local.locator(".feedback-right")).toBeVisible();
      await local.locator(".exercise-actions button").press("Enter");
      await local.locator('input[value="true"]').focus();
      await page.keyboard.press("Space");
      await local.locator('button[type="submit"]').press("Enter");
      await expect(local.getByRole("status")).toContainText(hint);
      await expectAccessible(page, `exercise with its hint, ${lang}`);
      if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/lesson-${lang}-375.png`, fullPage: true });
    }
  });
});
