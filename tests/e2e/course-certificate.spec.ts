/**
 * Issue 30's certificate in Chromium, against the built server and its demo content: a child masters the
 * short demo course "Drawing Your Feelings" (two lessons of reading), the course page and My Progress then
 * link to the certificate, which names the child by username and the course, in Sinhala and Tamil too,
 * passes axe, prints on one A4 page without the site's header and footer, and is personal (private,
 * no-store). Another child and a signed-out visitor get no certificate. Also: the new demo courses'
 * lessons show their pictures (the image pipeline's copies) with alt text in the reader's language.
 * SCREENSHOT_DIR=<folder> also saves the certificate (375 and 1280 px, si and ta, print) there, to look at.
 */
import fs from "node:fs";
import type { Browser } from "@playwright/test";
import { expect, type Page, test } from "./fixtures";
import { createAccount } from "../../server/services/accounts";
import { PASSWORD, signIn, uniqueEmail, useE2eDatabase } from "./support";
import { uniqueUsername } from "../support/unique-username";
import { expectAccessible } from "./axe";

const database = useE2eDatabase();
const shots = process.env.SCREENSHOT_DIR;

/** A child of 13-15 whose parent agreed (so progress may be kept). */
async function child() {
  const email = uniqueEmail("certificate");
  const username = uniqueUsername("kid_");
  const userId = await createAccount(database().db, { email, password: PASSWORD, username, ageRange: "13_15", parentEmail: uniqueEmail("parent") });
  await database()
    .db.updateTable("parental_consents")
    .set({ status: "granted", consented_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .execute();
  return { userId, email, username };
}

async function slugOf(title: string, slug: string) {
  const course = await database().db.selectFrom("courses").select("id").where("title", "=", title).executeTakeFirstOrThrow();
  return `${slug}-${course.id}`;
}

/** A page in a new browser context, signed in as this account (or signed out). */
async function pageAs(browser: Browser, email: string | null, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  if (email) await signIn(page, email, "/learning");
  return page;
}

test.describe("a course's certificate", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a child masters a short course, the certificate link appears, the certificate shows the username and the course in Sinhala and Tamil, prints on one page; nobody else gets it", async ({
    page,
    browser,
  }) => {
    const kid = await child();
    const slug = await slugOf("Drawing Your Feelings", "drawing-your-feelings");
    const address = `/learning/${slug}/certificate`;

    await signIn(page, kid.email, `/learning/${slug}`);
    await page.getByRole("button", { name: "Start Course" }).click();
    await expect(page.getByText("0% complete")).toBeVisible();
    await expect(page.getByRole("link", { name: "Your certificate" })).toHaveCount(0);
    // Before mastery the certificate's address says why there is none (404), in words.
    const early = await page.goto(address);
    expect(early?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "No certificate yet", level: 1 })).toBeVisible();
    await expect(page.getByText("The certificate is ready when every lesson of this course is done.")).toBeVisible();

    await page.getByRole("link", { name: "Back to the course" }).click();
    await page.getByRole("button", { name: "Open lesson 1: Colours and moods" }).click();
    await page.getByRole("button", { name: "Mark as done" }).click();
    await expect(page.getByText("50% complete")).toBeVisible();
    await page.getByRole("button", { name: "Open lesson 2: My safe place" }).click();
    await page.getByRole("button", { name: "Mark as done" }).click();
    await expect(page.getByText("100% complete")).toBeVisible();

    // Mastered: the course page links to the certificate.
    await page.getByRole("link", { name: "Your certificate" }).click();
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(page.getByRole("heading", { name: "Certificate of learning", level: 1 })).toBeVisible();
    await expect(page.getByTestId("certificate-username")).toHaveText(kid.username);
    await expect(page.getByTestId("certificate-course")).toHaveText("Drawing Your Feelings");
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(kid.email);
    await expectAccessible(page, "certificate, English");

    // My Progress links to it too, named with the course.
    await page.goto("/learning?tab=progress");
    await expect(page.getByRole("link", { name: "Your certificate for Drawing Your Feelings" })).toHaveAttribute("href", address);

    // In Sinhala and Tamil, drawn by the server with the session's answer: personal, never kept.
    for (const [lang, heading, course] of [
      ["si", "ඉගෙනුම් සහතිකය", "ඔබේ හැඟීම් අඳින්න"],
      ["ta", "கற்றல் சான்றிதழ்", "உங்கள் உணர்வுகளை வரையுங்கள்"],
    ] as const) {
      const response = await page.goto(`/${lang}${address}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      const html = (await response?.text()) ?? "";
      expect(html).toContain(kid.username);
      expect(html).toContain(course);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByTestId("certificate-username")).toHaveText(kid.username);
      await expect(page.getByTestId("certificate-course")).toHaveText(course);
      await expectAccessible(page, `certificate, ${lang}`);
      if (shots) await page.screenshot({ path: `${shots}/certificate-${lang}-375.png`, fullPage: true });
    }

    // Printed: the certificate alone (no header, footer, buttons), on one A4 page.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".site-header")).toBeHidden();
    await expect(page.locator(".site-footer")).toBeHidden();
    await expect(page.getByRole("button", { name: /PDF/ })).toBeHidden();
    await expect(page.getByTestId("certificate-username")).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/certificate-ta-print.png`, fullPage: true });
    const pdf = await page.pdf({ preferCSSPageSize: true });
    if (shots) fs.writeFileSync(`${shots}/certificate-ta.pdf`, pdf);
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
    await page.emulateMedia({ media: "screen" });

    // Another child asks for the same address: not theirs, and nothing of the first child's.
    const other = await child();
    const otherPage = await pageAs(browser, other.email, 375);
    const refused = await otherPage.goto(`/si${address}`);
    expect(refused?.status()).toBe(404);
    expect(await refused?.text()).not.toContain(kid.username);
    await expect(otherPage.getByRole("heading", { name: "තවම සහතිකයක් නැත", level: 1 })).toBeVisible();
    await expect(otherPage.getByTestId("certificate-username")).toHaveCount(0);
    await otherPage.context().close();

    // Signed out: asked to sign in, nothing personal.
    const visitor = await pageAs(browser, null, 375);
    const signedOut = await visitor.goto(address);
    expect(await signedOut?.text()).not.toContain(kid.username);
    await expect(visitor.getByText("Sign in to see your certificate.")).toBeVisible();
    await visitor.context().close();

    if (shots)
      for (const lang of ["si", "ta"]) {
        const wide = await pageAs(browser, kid.email, 1280);
        await wide.goto(`/${lang}${address}`);
        await wide.screenshot({ path: `${shots}/certificate-${lang}-1280.png`, fullPage: true });
        await wide.context().close();
      }
  });

  test("the new demo courses' lessons show their pictures' phone-sized copies, with alt text in the reader's language", async ({ page }) => {
    const kid = await child();
    const slug = await slugOf("Feelings and Who to Talk To", "feelings-and-who-to-talk-to");
    await signIn(page, kid.email, `/learning/${slug}`);
    await page.getByRole("button", { name: "Start Course" }).click();
    await expect(page.getByText("0% complete")).toBeVisible();

    await page.goto(`/si/learning/${slug}/lessons/1`);
    await expect(page.getByRole("heading", { name: "සියලු හැඟීම් කමක් නැත", level: 1 })).toBeVisible();
    const picture = page.getByRole("img", { name: /මුහුණු හතරක්/ });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("srcset", /\/uploads\/images\/[0-9a-f-]+-480\.webp 480w/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText("සතුට, දුක, කේන්තිය, බය: සියලු හැඟීම් කමක් නැත.")).toBeVisible();
    await expectAccessible(page, "lesson with a picture, si");
    if (shots) await page.screenshot({ path: `${shots}/feelings-lesson-si-375.png`, fullPage: true });

    await page.goto(`/ta/learning/${slug}/lessons/3`);
    await expect(page.getByRole("img", { name: /ஹெட்செட்/ })).toBeVisible();
    await expect(page.locator(".lesson-text")).toContainText("1929");
    await expectAccessible(page, "lesson with a picture, ta");
    if (shots) await page.screenshot({ path: `${shots}/feelings-lesson-ta-375.png`, fullPage: true });
  });
});
