/**
 * Static pages and account pages in a real browser against the built server. The site settings and a
 * test account are written straight into the e2e server's SQLite file (tests/e2e/support.ts); without SMTP
 * the reset e-mail lands in that data folder's outbox.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test, untilHydrated } from "./fixtures";
import { createAccount } from "../../server/services/accounts";
import { e2eDataDir, useE2eDatabase } from "./support";

const SETTINGS = {
  site_name: "Lanka Kids Test Hub",
  support_email: "help-desk@kids-test.lk",
  safety_email: "keep-safe@kids-test.lk",
  partnerships_email: "work-with-us@kids-test.lk",
};

let original: typeof SETTINGS | undefined;
const database = useE2eDatabase({
  beforeClose: async (opened) => {
    if (original) await opened.db.updateTable("site_settings").set(original).where("id", "=", 1).execute();
  },
});

test.beforeAll(async () => {
  const opened = database();
  original = await opened.db
    .selectFrom("site_settings")
    .select(["site_name", "support_email", "safety_email", "partnerships_email"])
    .where("id", "=", 1)
    .executeTakeFirst();
  await opened.db.updateTable("site_settings").set(SETTINGS).where("id", "=", 1).execute();
});

const heading = (page: Page, name: string, level?: number) => page.getByRole("heading", { name, exact: true, level });

test("About, Values and Safeguarding show their spec sections", async ({ page }) => {
  await page.goto("/about-us");
  await expect(heading(page, "About Us", 1)).toBeVisible();
  for (const name of ["Our Mission", "Child Participation", "Inclusive Platform", "Who We Serve", "Our Commitment"])
    await expect(heading(page, name)).toBeVisible();
  await expect(page.getByText(/^Lanka Kids Test Hub is a free website/)).toBeVisible();

  await page.goto("/our-values");
  await expect(heading(page, "Our Values", 1)).toBeVisible();
  for (const name of [
    "Child-Centered",
    "Safety First",
    "Collaboration",
    "Knowledge Sharing",
    "Child Participation",
    "Inclusivity & Respect",
    "Innovation for Good",
  ]) {
    await expect(heading(page, name, 2)).toBeVisible();
  }
  await expect(page.locator(".value-emoji")).toHaveCount(7);
  await expect(heading(page, "Living Our Values")).toBeVisible();

  await page.goto("/child-safeguarding-statement");
  await expect(heading(page, "Child Safeguarding Statement", 1)).toBeVisible();
  for (const name of [
    "Protection from Harm",
    "Meaningful Participation",
    "Community Responsibility",
    "Partner Collaboration",
    "Reporting Concerns",
    "Emergency Situations",
    "General Concerns",
  ]) {
    await expect(heading(page, name)).toBeVisible();
  }
  await expect(page.getByText("for children, with children, in their best interests")).toBeVisible();
  await expect(page.getByText(/United Nations Convention on the Rights of the Child/)).toBeVisible();
  await page.locator("main").getByRole("link", { name: "Contact us", exact: true }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await page.goBack();
  await page.getByRole("link", { name: "Go to Emergency Heroes" }).click();
  await expect(page).toHaveURL(/\/emergency$/);
});

test("Contact shows the configured addresses, helplines, location, FAQ link and reply time", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/contact-us");
  await expect(heading(page, "Contact Us", 1)).toBeVisible();
  for (const email of [SETTINGS.support_email, SETTINGS.safety_email, SETTINGS.partnerships_email]) {
    await expect(page.locator(`a[href="mailto:${email}"]`)).toHaveText(email);
  }
  await expect(page.getByRole("link", { name: "Emergency Services 119" })).toHaveAttribute("href", "tel:119");
  await expect(page.getByRole("link", { name: "Childline 1929" })).toHaveAttribute("href", "tel:1929");
  await expect(page.getByRole("link", { name: "Crisis Support 1333" })).toHaveAttribute("href", "tel:1333");
  await expect(page.getByText("Colombo, Sri Lanka")).toBeVisible();
  await expect(page.locator("main").getByText("Lanka Kids Test Hub", { exact: true })).toBeVisible();
  await expect(page.getByText("Replies usually come within 24 hours.")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await page.getByRole("link", { name: "Read the FAQ" }).click();
  await expect(heading(page, "Frequently Asked Questions", 1)).toBeVisible();
});

test("Privacy and Terms are dated September 2024 and give the configured addresses", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(heading(page, "Privacy Policy", 1)).toBeVisible();
  await expect(page.getByText("Last updated: September 2024")).toBeVisible();
  for (const name of ["Information We Collect", "How We Use It", "Sharing", "Your Rights", "Security", "Children Under 13 and Their Parents"])
    await expect(heading(page, name)).toBeVisible();
  await expect(page.locator(`a[href="mailto:${SETTINGS.safety_email}"]`)).toBeVisible();
  await expect(page.getByText(`by writing to ${SETTINGS.support_email}`)).toBeVisible();

  await page.goto("/terms-of-use");
  await expect(heading(page, "Terms of Use", 1)).toBeVisible();
  await expect(page.getByText("Last updated: September 2024")).toBeVisible();
  for (const name of [
    "Acceptable Use",
    "Prohibited Activities",
    "Account Responsibilities",
    "Parents and Guardians",
    "If the Rules Are Broken",
    "Content and Copyright",
    "Changes to These Terms",
  ]) {
    await expect(heading(page, name)).toBeVisible();
  }
  await expect(page.locator(`a[href="mailto:${SETTINGS.support_email}"]`)).toBeVisible();
});

test("FAQ groups expand and Still Need Help links to the three addresses", async ({ page }) => {
  await page.goto("/faq");
  for (const name of ["Getting Started", "Safety & Security", "Learning & Content", "Technical Support", "For Parents and Guardians", "Still Need Help?"]) {
    await expect(heading(page, name, 2)).toBeVisible();
  }
  const answer = page.getByText(/Once a PDF or document is downloaded you can read and print it without internet/);
  await expect(answer).toBeHidden();
  await page.getByText("Can I use downloaded resources offline?").click();
  await expect(answer).toBeVisible();
  await page.getByText("Is Lanka Kids Test Hub really free?").press("Enter");
  await expect(page.getByText(/every resource and course here is free/)).toBeVisible();
  await expect(page.getByText(/Most events are free too/)).toBeVisible();
  const help = page.locator(".help-links a");
  await expect(help).toHaveCount(3);
  await expect(help.nth(0)).toHaveAttribute("href", `mailto:${SETTINGS.support_email}`);
  await expect(help.nth(1)).toHaveAttribute("href", `mailto:${SETTINGS.safety_email}`);
  await expect(help.nth(2)).toHaveAttribute("href", `mailto:${SETTINGS.partnerships_email}`);
});

function outboxMessageFor(email: string): string | null {
  const outbox = path.join(e2eDataDir(), "outbox");
  if (!fs.existsSync(outbox)) return null;
  for (const name of fs.readdirSync(outbox)) {
    const text = fs.readFileSync(path.join(outbox, name), "utf8");
    if (text.includes(`To: ${email}`)) return text;
  }
  return null;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.locator("#panel-signin").getByRole("button", { name: "Sign In" }).click();
}

test("forgot password: neutral answer, e-mail in the outbox, reset once, sign in with the new password", async ({ page }) => {
  const email = `forgot${Date.now()}@example.org`;
  await createAccount(database().db, { email, password: "old-secret", fullName: "Nimal Test" });

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(heading(page, "Forgot Password", 1)).toBeVisible();
  await page.getByLabel("Email").fill("nobody-at-all@example.org");
  await page.getByRole("button", { name: "Send reset link" }).click();
  const neutral = (address: string) => `If an account uses ${address}, a link to choose a new password is on its way.`;
  await expect(page.getByText(neutral("nobody-at-all@example.org"), { exact: false })).toBeVisible();

  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(neutral(email), { exact: false })).toBeVisible();

  await expect.poll(() => outboxMessageFor(email), { timeout: 5000 }).not.toBeNull();
  const body = outboxMessageFor(email)!
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = /http\S+\/reset-password\?token=[a-z0-9]+/.exec(body)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);

  await page.goto(url.pathname + url.search);
  await expect(heading(page, "Choose a New Password", 1)).toBeVisible();
  await page.locator("input[name=newPassword]").fill("new-secret");
  await page.getByLabel("Confirm new password").fill("new-secreX");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save new password" })).toBeDisabled();
  await page.getByLabel("Confirm new password").fill("new-secret");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText(/Please sign in with your new password/)).toBeVisible();

  await page.goto(url.pathname + url.search);
  await expect(page.getByText("This reset link is invalid, used or expired. You can ask for a new one.")).toBeVisible();

  await page.goto("/auth");
  await signIn(page, email, "old-secret");
  await expect(page.getByText("Sign In Failed")).toBeVisible();
  await signIn(page, email, "new-secret");
  await expect(page).toHaveURL(/\/$/);
});

test("My Account: signed-out goes to sign-in; edit profile and change password", async ({ page, browser }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Faccount$/);

  const email = `acct${Date.now()}@example.org`;
  await createAccount(database().db, { email, password: "first-pass", fullName: "Kamala Test" });
  await signIn(page, email, "first-pass");
  await expect(page).toHaveURL(/\/account$/);
  await expect(heading(page, "My Account", 1)).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  // A second browser signed in to the same account loses its session when the password changes.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/auth?redirect=%2Faccount");
  // A page of its own context, not the fixture's: its form is the app's only once hydrated.
  await untilHydrated(otherPage);
  await signIn(otherPage, email, "first-pass");
  await expect(otherPage).toHaveURL(/\/account$/);

  // A link (?edit=profile), so it works before the script has run (issue #28).
  await page.getByRole("link", { name: "Edit profile" }).click();
  await page.getByLabel("Name or nickname").fill("Kamala Perera");
  await page.getByLabel("Phone").fill("077 123 4567");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(page.getByText("Kamala Perera", { exact: true })).toBeVisible();
  await expect(page.getByText("077 123 4567", { exact: true })).toBeVisible();

  await page.getByLabel("Current password").fill("wrong-pass");
  await page.locator("input[name=newPassword]").fill("second-pass");
  await page.getByLabel("Confirm new password").fill("second-pass");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is not correct.")).toBeVisible();

  await page.getByLabel("Current password").fill("first-pass");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed", { exact: true })).toBeVisible();

  await page.reload();
  await expect(heading(page, "My Account", 1)).toBeVisible();
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/auth\?redirect=%2Faccount$/);
  await other.close();
});
