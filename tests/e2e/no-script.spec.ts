/**
 * Issue #28: every public form and tab works with JavaScript off, at 375 px. Each form is the page's own
 * plain form, handled by the server (server/http/forms/): a success goes on to the next page (post,
 * redirect, get), a wrong input comes back as the same page with the problem under its field, in the
 * page's language, with everything typed kept (never a password). Checked in the browser and in the
 * database the server writes to.
 */
import fs from "node:fs";
import sharp from "sharp";
import { expect, type Page, test } from "./fixtures";
import { PASSWORD, uniqueEmail, useE2eDatabase } from "./support";
import { uniqueUsername } from "../support/unique-username";
import { slugWithId } from "../../admin-modules/domain/slug";
import { sriLankaDate } from "../../admin-modules/domain/time";

const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../admin-modules/domain/messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
const TEXTS = { en: messages("en"), si: messages("si"), ta: messages("ta") } as const;

const database = useE2eDatabase();

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

/** A real PNG (the server decodes and re-encodes it). */
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 220, g: 120, b: 30 } } })
    .png()
    .toBuffer();

/** The answer to the form just sent: the status of the page it ended on. */
async function send(page: Page, button: ReturnType<Page["getByRole"]>): Promise<number> {
  const [response] = await Promise.all([page.waitForEvent("response", (r) => r.request().method() === "POST"), button.click()]);
  await page.waitForLoadState("load");
  // A redirect answers 303; the page it leads to is the one shown.
  return response.status();
}

test("sign up: wrong input is answered in the form in English, Sinhala and Tamil with the text kept; then sign up, sign in and sign out", async ({ page }) => {
  for (const [locale, prefix] of [
    ["si", "/si"],
    ["ta", "/ta"],
    ["en", ""],
  ] as const) {
    const t = TEXTS[locale];
    await page.goto(`${prefix}/auth?tab=sign-up`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("tab", { name: t["auth.signUpTab"] })).toHaveAttribute("aria-selected", "true");
    const form = page.locator("#panel-signup");
    await form.getByLabel(t["safety.signUp.username"]).fill("ab");
    await form.getByLabel(t["auth.email"], { exact: true }).fill("not-an-address");
    await form.getByLabel(t["auth.password"], { exact: true }).fill("123");
    await form.getByLabel(t["auth.confirmPassword"]).fill("123");
    await form.getByLabel(t["safety.ageRange.18_plus"]).check();
    expect(await send(page, form.getByRole("button", { name: t["auth.signUpButton"] }))).toBe(400);

    // The same page, in the same language, with each problem under its field and the text kept.
    await expect(page).toHaveURL(new RegExp(`${prefix}/auth\\?tab=sign-up$`));
    await expect(form.getByText(t["safety.username.length"])).toBeVisible();
    await expect(form.getByText(t["error.emailInvalid"])).toBeVisible();
    await expect(form.getByText(t["error.passwordShort"])).toBeVisible();
    await expect(form.getByLabel(t["safety.signUp.username"])).toHaveValue("ab");
    await expect(form.getByLabel(t["safety.signUp.username"])).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel(t["auth.email"], { exact: true })).toHaveValue("not-an-address");
    await expect(form.getByLabel(t["safety.ageRange.18_plus"])).toBeChecked();
    // Never a password.
    await expect(form.getByLabel(t["auth.password"], { exact: true })).toHaveValue("");
  }

  // Under the consent age the parent's e-mail shows, without a script, once the age is chosen.
  const form = page.locator("#panel-signup");
  await expect(form.getByLabel("Parent or guardian's e-mail")).toBeHidden();
  await form.getByLabel("Under 13").check();
  await expect(form.getByLabel("Parent or guardian's e-mail")).toBeVisible();

  const username = uniqueUsername("noscript");
  const email = uniqueEmail("noscript");
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm password").fill("different");
  await form.getByLabel("18 or over").check();
  expect(await send(page, form.getByRole("button", { name: "Create Account" }))).toBe(400);
  await expect(form.getByText("Passwords do not match")).toBeVisible();
  await expect(form.getByLabel("Username")).toHaveValue(username);

  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm password").fill(PASSWORD);
  expect(await send(page, form.getByRole("button", { name: "Create Account" }))).toBe(303);
  await expect(page).toHaveURL(/\/auth\?done=signUp$/);
  await expect(page.getByRole("heading", { name: "Account created successfully" })).toBeVisible();
  const account = await database().db.selectFrom("profiles").select(["username", "age_range"]).where("email", "=", email).executeTakeFirst();
  expect(account).toEqual({ username, age_range: "18_plus" });

  // Sign in: a wrong password is said in the form, the e-mail kept; then the right one.
  const signIn = page.locator("#panel-signin");
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill("wrong-password");
  expect(await send(page, signIn.getByRole("button", { name: "Sign In" }))).toBe(401);
  await expect(signIn.getByText("Invalid email or password.")).toBeVisible();
  await expect(signIn.getByLabel("Email")).toHaveValue(email);
  await expect(signIn.getByLabel("Password")).toHaveValue("");
  await signIn.getByLabel("Password").fill(PASSWORD);
  expect(await send(page, signIn.getByRole("button", { name: "Sign In" }))).toBe(303);
  await expect(page).toHaveURL(/\/$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === "session");
  expect(cookie?.httpOnly).toBe(true);

  // The menu button leads to the footer, which has the account's links; Sign Out is a form there.
  await page.getByRole("link", { name: "Open menu" }).click();
  const footer = page.locator("#site-footer");
  await expect(footer.getByRole("link", { name: "My Account" })).toBeVisible();
  expect(await send(page, footer.getByRole("button", { name: "Sign Out" }))).toBe(303);
  await expect(page.locator("#site-footer").getByRole("link", { name: "Sign In" })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "session")).toBeUndefined();
  const sessions = await database()
    .db.selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select("sessions.id")
    .where("users.email", "=", email)
    .execute();
  expect(sessions).toEqual([]);
});

test("register a child for an event: a wrong input is answered in the form with the text kept, then the registration is made", async ({ page }) => {
  const { db } = database();
  const event = await db
    .selectFrom("events")
    .select(["id", "title"])
    .where("is_active", "=", 1)
    .where("review_status", "=", "approved")
    .where("status", "=", "upcoming")
    .where("event_date", ">=", sriLankaDate())
    .whereRef("registered_count", "<", "capacity")
    .orderBy("event_date")
    .executeTakeFirstOrThrow();
  await page.goto(`/events/${slugWithId(event.title, event.id)}`);
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Register for this event" }) });
  const guardian = `Guardian ${Date.now()}`;
  const email = uniqueEmail("registration");
  await form.getByLabel("Child's age").fill("9");
  await form.getByLabel("Parent or guardian's name").fill(guardian);
  await form.getByLabel("Parent or guardian's e-mail").fill(email);
  expect(await send(page, form.getByRole("button", { name: "Register" }))).toBe(400);
  await expect(form.getByText("Please enter the child's first name or nickname.")).toBeVisible();
  await expect(form.getByLabel("Parent or guardian's name")).toHaveValue(guardian);
  await expect(form.getByLabel("Parent or guardian's e-mail")).toHaveValue(email);
  await expect(form.getByLabel("Child's age")).toHaveValue("9");

  await form.getByLabel("Child's first name or nickname").fill("Nimal");
  await form.getByLabel(/I am the child's parent or guardian/).check();
  expect(await send(page, form.getByRole("button", { name: "Register" }))).toBe(303);
  await expect(page.getByRole("heading", { name: "You're registered!" })).toBeVisible();
  await expect(page.getByText(`We have your registration for ${event.title}`)).toBeVisible();
  const stored = await db
    .selectFrom("event_registrations")
    .select(["name", "participant_age", "guardian_name", "guardian_consent"])
    .where("email", "=", email)
    .execute();
  expect(stored).toEqual([{ name: "Nimal", participant_age: 9, guardian_name: guardian, guardian_consent: 1 }]);
});

test("share a story with a picture and submit an event: each wrong input answered in the form with the text kept", async ({ page }) => {
  const { db } = database();
  await page.goto("/media/submit");
  const title = `Rain song ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await expect(page.getByLabel("Type")).toHaveValue("story");
  await page.getByLabel(/^Image/).setInputFiles({ name: "rain.png", mimeType: "image/png", buffer: await png() });
  await page.getByLabel("Your first name or nickname").fill("Tharu");
  await page.getByLabel("Your age").fill("11");
  await page.getByLabel("Age group").selectOption("11-14");
  expect(await send(page, page.getByRole("button", { name: "Send for Review" }))).toBe(400);
  await expect(page.getByText("Please write your story.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Your first name or nickname")).toHaveValue("Tharu");
  await expect(page.getByLabel("Age group")).toHaveValue("11-14");

  const story = "The rain sang on the roof.\nWe listened.";
  await page.getByLabel("Your story", { exact: true }).fill(story);
  // A browser never keeps a chosen file: it is chosen again.
  await page.getByLabel(/^Image/).setInputFiles({ name: "rain.png", mimeType: "image/png", buffer: await png() });
  expect(await send(page, page.getByRole("button", { name: "Send for Review" }))).toBe(303);
  await expect(page.getByRole("heading", { name: "Sent for review!" })).toBeVisible();
  const shared = await db.selectFrom("media_submissions").select(["content", "status", "thumbnail", "author_name"]).where("title", "=", title).execute();
  expect(shared).toHaveLength(1);
  expect(shared[0]).toMatchObject({ content: story, status: "pending", author_name: "Tharu" });
  expect(shared[0]!.thumbnail).toMatch(/^\/uploads\/media\//);

  await page.goto("/events/submit");
  const eventTitle = `Kite day ${Date.now()}`;
  await page.getByLabel("Event title").fill(eventTitle);
  await page.getByLabel("Description").fill("Bring a kite.");
  await page.getByLabel("Date").fill(sriLankaDate());
  await page.getByLabel("Start time").fill("09:00");
  await page.getByLabel("End time").fill("11:00");
  await page.getByLabel("Location (venue and address)").fill("Galle Face Green");
  await page.getByLabel("District").selectOption("Colombo");
  await page.getByLabel("Organiser name").fill("Kite Club");
  await page.getByLabel("Capacity (number of places)").fill("30");
  expect(await send(page, page.getByRole("button", { name: "Send for review" }))).toBe(400);
  await expect(page.getByText("Please give a contact phone number or e-mail address.")).toBeVisible();
  await expect(page.getByLabel("Event title")).toHaveValue(eventTitle);
  await expect(page.getByLabel("District")).toHaveValue("Colombo");
  await page.getByLabel("Contact phone").fill("0112 345 678");
  expect(await send(page, page.getByRole("button", { name: "Send for review" }))).toBe(303);
  await expect(page.getByRole("heading", { name: "Event sent for review" })).toBeVisible();
  expect(await db.selectFrom("content_submissions").select("id").where("title", "=", eventTitle).execute()).toHaveLength(1);
});

test("report an item, search resources with a category, switch tabs and change language", async ({ page }) => {
  const { db } = database();
  const item = await db.selectFrom("media_submissions").select(["id", "title"]).where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow();
  const reportsBefore = (await db.selectFrom("reports").select("id").where("target_id", "=", item.id).execute()).length;
  await page.goto(`/media/${slugWithId(item.title, item.id)}`);
  // The Report link opens the form in the page.
  await page.getByRole("link", { name: "Report this content" }).click();
  const report = page.locator(`#report-media-${item.id}`);
  await expect(report).toBeVisible();
  await report.getByLabel("More details (optional)").fill("It names a school.");
  expect(await send(page, report.getByRole("button", { name: "Send Report" }))).toBe(400);
  await expect(report.getByText("Please choose a reason.")).toBeVisible();
  await expect(report.getByLabel("More details (optional)")).toHaveValue("It names a school.");
  await report.getByLabel("Shows personal information").check();
  expect(await send(page, report.getByRole("button", { name: "Send Report" }))).toBe(303);
  await expect(page.getByText("Report sent")).toBeVisible();
  expect(await db.selectFrom("reports").select("id").where("target_id", "=", item.id).execute()).toHaveLength(reportsBefore + 1);

  // Search and category are GET forms: the address holds both.
  const health = await db.selectFrom("resources").select("title").where("is_active", "=", 1).where("category", "=", "health").executeTakeFirstOrThrow();
  const word = health.title.split(/\s+/).find((w) => w.length > 4)!;
  await page.goto("/resources");
  await page.getByLabel("Search resources").fill(word);
  await page.getByLabel("Search resources").press("Enter");
  await expect(page).toHaveURL(new RegExp(`/resources\\?q=${encodeURIComponent(word)}`));
  await page.getByRole("button", { name: /^Health & Wellbeing/ }).click();
  await expect(page).toHaveURL(/category=health/);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  await expect(page.getByRole("button", { name: /^Health & Wellbeing/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { name: health.title })).toBeVisible();

  // Tabs are links.
  await page.goto("/learning");
  await page.getByRole("tab", { name: "My Progress" }).click();
  await expect(page).toHaveURL(/\/learning\?tab=progress$/);
  await expect(page.getByRole("tab", { name: "My Progress" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Sign in to see your progress.", { exact: false })).toBeVisible();
  await page.goto("/media");
  await page.getByRole("tab", { name: /^Stories/ }).click();
  await expect(page).toHaveURL(/\/media\?type=story$/);
  await expect(page.getByRole("tab", { name: /^Stories/ })).toHaveAttribute("aria-selected", "true");

  // The language switch is a plain link.
  await page.locator("#site-footer").getByRole("link", { name: "සිංහල" }).click();
  await expect(page).toHaveURL(/\/si\/media\?type=story$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "si");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS.si["media.title"]!);
  await page.locator("#site-footer").getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
