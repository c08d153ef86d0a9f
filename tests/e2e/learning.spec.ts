import { expect, type Page, test } from "./fixtures";
import { useE2eDatabase } from "./support";
import { uniqueUsername } from "../support/unique-username";

const database = useE2eDatabase();

async function signUpAndSignIn(page: Page) {
  const email = `learner${Date.now()}@example.org`;
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Username").fill(uniqueUsername("learner_"));
  await page.getByLabel("16 to 17").check();
  await page.getByLabel("Email").fill(email);
  await page.locator('input[name="password"]').fill("secret1");
  await page.getByLabel("Confirm password").fill("secret1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created successfully")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("secret1");
  await page.locator("#panel-signin").getByRole("button", { name: "Sign In" }).click();
}

test("a visitor sees courses, the daily limit and sign-in prompts, and Start Course goes to sign-in and back", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // Enrolments by other specs change the count: read, not assumed.
  const course = await database().db.selectFrom("courses").select("enrolled_count").where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
  await page.goto("/learning");
  await expect(page.getByRole("heading", { name: "Learning", level: 1 })).toBeVisible();
  await expect(page.getByText("60 minutes a day is plenty!")).toBeVisible();
  const card = page.locator("article.course-card").filter({ hasText: "Staying Safe Online" });
  await expect(card.getByText("Beginner")).toBeVisible();
  await expect(card.getByText("by Nimali Perera")).toBeVisible();
  await expect(card.getByText("3 lessons")).toBeVisible();
  await expect(card.getByText(`${course.enrolled_count.toLocaleString("en-US")} enrolled`)).toBeVisible();

  await page.getByRole("tab", { name: "My Progress" }).click();
  await expect(page).toHaveURL(/\/learning\?tab=progress$/);
  await expect(page.getByText("Sign in to see your progress.", { exact: false })).toBeVisible();
  await page.getByRole("tab", { name: "Achievements" }).click();
  await expect(page.locator(".achievement.locked")).toHaveCount(3);

  await page.getByRole("tab", { name: "All Courses" }).click();
  await card.getByRole("link", { name: "Start Course" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Flearning%2Fstaying-safe-online-\d+$/);
  await signUpAndSignIn(page);
  await expect(page).toHaveURL(/\/learning\/staying-safe-online-\d+$/);
  await expect(page.getByRole("heading", { name: "Staying Safe Online", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Course" })).toBeVisible();
});

test("a learner starts a course, completes a lesson and sees the progress on the card, in My Progress and in Achievements", async ({ page }) => {
  await page.goto("/auth?redirect=/learning");
  await signUpAndSignIn(page);
  await expect(page).toHaveURL(/\/learning$/);

  const card = page.locator("article.course-card").filter({ hasText: "Drawing Your Feelings" });
  await card.getByRole("link", { name: "Start Course" }).click();
  await expect(page.getByRole("heading", { name: "Drawing Your Feelings", level: 1 })).toBeVisible();
  await expect(page.getByText("Colours and moods")).toBeVisible();
  await page.getByRole("button", { name: "Start Course" }).click();
  await expect(page.getByText("0% complete")).toBeVisible();

  await page.getByRole("button", { name: "Open lesson 1: Colours and moods" }).click();
  await expect(page.getByText("Which colour feels happy?", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Mark as done" }).click();
  await expect(page.getByText("50% complete")).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");

  await page.getByRole("link", { name: "Back to courses" }).click();
  const back = page.locator("article.course-card").filter({ hasText: "Drawing Your Feelings" });
  await expect(back.getByText("50% complete")).toBeVisible();
  await expect(back.getByRole("link", { name: "Continue Learning" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Learning" })).toHaveCount(1);

  await page.getByRole("tab", { name: "My Progress" }).click();
  await expect(page.locator("article.course-card")).toHaveCount(1);
  await expect(page.locator("article.course-card").getByText("Drawing Your Feelings")).toBeVisible();
  // Each lesson in plain words (issue 30).
  await expect(page.getByText("Colours and moods: Read")).toBeVisible();

  // Achievements follow from mastery: reading half a course unlocks none; the days count toward a week.
  await page.getByRole("tab", { name: "Achievements" }).click();
  await expect(page.locator(".achievement.unlocked")).toHaveCount(0);
  await expect(page.locator(".achievement").getByRole("heading", { name: "First lesson mastered" })).toBeVisible();
});

test("the tabs' labels break between words, never inside one, on a 320 and a 375 px phone in every language", async ({ page }) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 700 });
    for (const prefix of ["", "/si", "/ta"]) {
      await page.goto(`${prefix}/learning?tab=achievements`);
      // Each word of each label drawn on one line: a word cut across two lines has two boxes.
      const cutWords = await page.locator(".learning-tabs a").evaluateAll((tabs) =>
        tabs.flatMap((tab) => {
          const text = tab.firstChild as Text;
          const cut: string[] = [];
          let at = 0;
          for (const word of text.data.split(" ")) {
            const range = document.createRange();
            range.setStart(text, at);
            range.setEnd(text, at + word.length);
            if (range.getClientRects().length > 1) cut.push(word);
            at += word.length + 1;
          }
          return cut;
        }),
      );
      expect(cutWords, `${width} px, ${prefix || "/"}learning`).toEqual([]);
    }
  }
});
