/**
 * Issue 18, the public half, walked in Chromium against the built server: no text can break the layout,
 * the view moves to the success message after a send or a registration, dead ends (404, Access Denied)
 * sit inside the public layout with helplines and a way home, child registration with a parent, the
 * whole event card opens the event, the phone menu closes on Escape and a tap outside, the Events Hub's
 * district filter, plurals, and inline form validation. axe checks every changed screen.
 */
import { expect, type Page, test } from "./fixtures";
import { slugWithId } from "../../admin-modules/domain/slug";
import { sriLankaDate } from "../../admin-modules/domain/time";
import { expectAccessible } from "./axe";
import { createTestAccount, signIn, useE2eDatabase } from "./support";

/** Rows this file adds, removed again so the other specs see the demo data they expect. */
const created = { media: [] as number[], events: [] as number[], resources: [] as number[], courses: [] as number[] };
const database = useE2eDatabase({
  beforeClose: async ({ db }) => {
    if (created.media.length) await db.deleteFrom("media_submissions").where("id", "in", created.media).execute();
    if (created.events.length) await db.deleteFrom("events").where("id", "in", created.events).execute();
    if (created.resources.length) await db.deleteFrom("resources").where("id", "in", created.resources).execute();
    if (created.courses.length) await db.deleteFrom("courses").where("id", "in", created.courses).execute();
  },
});

const PHONE = { width: 375, height: 812 };
/** One word of 200 letters, no spaces: what a child may type as a title. */
const longWord = (prefix: string) => (prefix + "Supercalifragilistic".repeat(10)).slice(0, 200);

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

async function addEvent(values: { title: string; district?: string; location?: string }): Promise<{ id: number; slug: string }> {
  const row = await database()
    .db.insertInto("events")
    .values({
      title: values.title,
      description: "A test event.",
      type: "workshop",
      event_date: sriLankaDate(),
      start_time: "23:00",
      end_time: "23:30",
      location: values.location ?? "Town Hall",
      district: values.district ?? "Colombo",
      capacity: 40,
      registered_count: 0,
      age_group: "all",
      organizer_name: "Test Org",
      is_active: 1,
      status: "upcoming",
      price_type: "free",
      price_amount: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  created.events.push(row.id);
  return { id: row.id, slug: slugWithId(values.title, row.id) };
}

/** The page never scrolls sideways: the document is exactly as wide as the window. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll, where).toBe(widths.viewport);
}

test("a 200-character word in a media, event, resource and course title leaves every list and detail page 375 px wide", async ({ page }) => {
  test.setTimeout(90_000);
  const { db } = database();
  const media = longWord("Media");
  const event = longWord("Event");
  const resource = longWord("Resource");
  const course = longWord("Course");

  // Ordered first everywhere: most likes, today's date, most downloads, most enrolled.
  const m = await db
    .insertInto("media_submissions")
    .values({
      title: media,
      description: longWord("Description"),
      type: "story",
      content: longWord("Story"),
      author_name: longWord("Author").slice(0, 40),
      author_age: 10,
      age_group: "6-10",
      status: "approved",
      likes: 1_000_000,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  created.media.push(m.id);
  const e = await addEvent({ title: event, location: longWord("Location") });
  const r = await db
    .insertInto("resources")
    .values({
      title: resource,
      slug: `long-word-${Date.now()}`,
      description: longWord("About"),
      category: "rights",
      age_group: "all",
      download_count: 10_000_000,
      organization_name: longWord("Organisation"),
      is_active: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  created.resources.push(r.id);
  const c = await db
    .insertInto("courses")
    .values({
      title: course,
      description: longWord("Course about"),
      category: "Rights",
      level: "Beginner",
      instructor_name: longWord("Teacher").slice(0, 60),
      duration: "1 hour",
      age_group: "all",
      enrolled_count: 10_000_000,
      is_active: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  created.courses.push(c.id);

  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => window.innerWidth)).toBe(375);
  const pages: [string, string][] = [
    ["/", media],
    ["/", event],
    ["/", resource],
    ["/", course],
    ["/media", media],
    [`/media/${slugWithId(media, m.id)}`, media],
    ["/events", event],
    [`/events/${e.slug}`, event],
    ["/resources", resource],
    [`/resources/${r.id}`, resource],
    ["/learning", course],
    [`/learning/${slugWithId(course, c.id)}`, course],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    // The long title is really on the page (else the check below proves nothing).
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, `${path} with ${title.slice(0, 8)}…`);
  }
  await page.screenshot({ path: "test-results/long-word-media-375.png", fullPage: false });
});

test("after Send for Review on Share Your Creation, focus lands on the success heading, in view, in plain words", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/media/submit");
  await page.getByLabel("Title").fill(`Paper boats ${Date.now()}`);
  await page.getByLabel("Type").selectOption("story");
  await page.getByLabel("Short description").fill("A story about the monsoon.");
  await page.getByLabel("Your story", { exact: true }).fill("It rained all day.\n\nWe made paper boats.");
  await page.getByLabel("Your first name or nickname").fill("Kavi");
  await page.getByLabel("Your age").fill("10");
  await page.getByLabel("Age group").selectOption("6-10");
  await page.getByRole("button", { name: "Send for Review" }).click();

  const heading = page.getByRole("heading", { name: "Sent for review!" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByRole("status")).toContainText("is with our team now");
  await expect(page.getByRole("status")).not.toContainText("pending");
  await expectAccessible(page, "media sent");
});

test("Submit Event checks inline (no browser pop-up), focuses the first wrong field, then focuses the success heading", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/events/submit");
  await expect(page.locator("form.event-form")).toHaveAttribute("novalidate", "");
  await page.getByRole("button", { name: "Send for review" }).click();

  const title = page.getByLabel("Event title");
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  const describedBy = await title.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Please enter the event title.");
  await expect(page.getByText("Please choose one of the 25 districts.")).toBeVisible();
  await expectAccessible(page, "event form with errors");

  await title.fill("Puppet Show");
  await page.getByLabel("Description").fill("Puppets tell the story of the clever rabbit.");
  await page.getByLabel("Date").fill(new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10));
  await page.getByLabel("Start time").fill("10:00");
  await page.getByLabel("End time").fill("11:30");
  await page.getByLabel("Location (venue and address)").fill("Town Hall, Matara");
  await page.getByLabel("District").selectOption("Matara");
  await page.getByLabel("Organiser name").fill("Puppet Friends");
  await page.getByLabel("Capacity (number of places)").fill("30");
  await page.getByLabel("Contact e-mail").fill("hello@puppets.lk");
  await page.getByRole("button", { name: "Send for review" }).click();

  const heading = page.getByRole("heading", { name: "Event sent for review" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expectAccessible(page, "event sent");
});

test("a child under 13 is registered with a parent: refused without the tick, then the success heading takes focus", async ({ page }) => {
  const { slug } = await addEvent({ title: `Kite Morning ${Date.now()}` });
  await page.setViewportSize(PHONE);
  await page.goto(`/events/${slug}`);
  await expect(page.getByText("Ask a parent or another grown-up")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveCount(0);
  await expect(page.getByLabel(/phone/i)).toHaveCount(0);

  await page.getByLabel("Child's first name or nickname").fill("Nimmi");
  await page.getByLabel("Child's age").fill("9");
  await page.getByLabel("Parent or guardian's name").fill("Kamala Perera");
  await page.getByLabel("Parent or guardian's e-mail").fill(`kamala${Date.now()}@example.org`);
  await page.getByRole("button", { name: "Register" }).click();

  const consent = page.getByLabel("I am the child's parent or guardian and I agree to this registration.");
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("A parent or guardian must tick the consent box for a child under 13.")).toBeVisible();
  await expectAccessible(page, "registration refused without consent");

  await consent.check();
  await page.getByRole("button", { name: "Register" }).click();
  const heading = page.getByRole("heading", { name: "You're registered!" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByText("39 of 40 spots left")).toBeVisible();
  await expectAccessible(page, "registered");
  await page.screenshot({ path: "test-results/registered-375.png" });
});

test("the 404 page sits in the public layout with helplines and a way home", async ({ page }) => {
  for (const size of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await page.goto("/no-such-page-here");
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.locator('a[href="tel:1929"]')).toBeVisible();
    await expect(main.getByRole("link", { name: "See all helplines" })).toHaveAttribute("href", "/emergency");
    await expect(main.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expectAccessible(page, `404 at ${size.width}`);
    await page.screenshot({ path: `test-results/404-${size.width}.png`, fullPage: true });
  }
  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("Access Denied sits in the public layout with helplines and a way home", async ({ page }) => {
  const member = await createTestAccount(database(), { role: null, prefix: "member" });
  await page.setViewportSize(PHONE);
  await signIn(page, member.email, "/account");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.locator('a[href="tel:119"]')).toBeVisible();
  await expect(main.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expectAccessible(page, "access denied at 375");
  await page.screenshot({ path: "test-results/access-denied-375.png", fullPage: true });
});

test("on a phone the emergency button reads Help, and the menu closes on Escape and on a tap outside", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/faq");
  const help = page.getByRole("banner").getByRole("link", { name: "Help (emergency helplines)" });
  await expect(help).toBeVisible();
  await expect(help).toHaveText(/Help/);

  const button = page.getByRole("button", { name: "Open menu" });
  await button.click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  await expectAccessible(page, "open phone menu");
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await expect(menu).toBeVisible();
  // A tap on the page below the header.
  await page.mouse.click(180, 700);
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("a long site name never pushes Sign In (or the Help button) onto two lines", async ({ page }) => {
  const { db } = database();
  const before = await db.selectFrom("site_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  const longName = "Child Rights Hub Sri Lanka: the National Platform for Children, Parents and Teachers";
  await db
    .insertInto("site_settings")
    .values({
      id: 1,
      site_name: longName,
      support_email: "support@childrights.lk",
      safety_email: "safety@childrights.lk",
      partnerships_email: "partnerships@childrights.lk",
    })
    .onConflict((oc) => oc.column("id").doUpdateSet({ site_name: longName }))
    .execute();
  try {
    for (const size of [{ width: 1280, height: 800 }, { width: 800, height: 800 }, PHONE]) {
      await page.setViewportSize(size);
      await page.goto("/faq");
      await expect(page.getByRole("banner").getByText(longName)).toBeVisible();
      const signIn = page.getByRole("banner").getByRole("link", { name: "Sign In" });
      const buttons =
        size.width >= 768
          ? [signIn, page.getByRole("banner").getByRole("link", { name: /^Super Hero/ })]
          : [page.getByRole("banner").getByRole("link", { name: /^Help/ })];
      for (const button of buttons) {
        // One line of text: the button keeps its 44 px height and its text fits on one line.
        const box = await button.boundingBox();
        expect(box!.height, `${size.width} px`).toBeLessThanOrEqual(48);
      }
      await expectNoSidewaysScroll(page, `header at ${size.width}`);
      await page.screenshot({ path: `test-results/long-site-name-${size.width}.png` });
    }
  } finally {
    if (before) await db.updateTable("site_settings").set({ site_name: before.site_name }).where("id", "=", 1).execute();
    else await db.deleteFrom("site_settings").where("id", "=", 1).execute();
  }
});

test("the whole event card opens the event, not only its title", async ({ page }) => {
  const title = `Card Click Day ${Date.now()}`;
  const { slug } = await addEvent({ title });
  await page.goto("/events");
  const card = page.locator("article.event-card", { has: page.getByRole("link", { name: title }) });
  // A tap on the card's progress bar, far from the title (a mouse click where a finger would land).
  const bar = card.getByRole("progressbar");
  await bar.scrollIntoViewIfNeeded();
  const box = (await bar.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`/events/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("the Events Hub filters by district, in the address and on the server", async ({ page }) => {
  const galle = `Galle Beach Games ${Date.now()}`;
  const kandy = `Kandy Lake Walk ${Date.now()}`;
  await addEvent({ title: galle, district: "Galle" });
  await addEvent({ title: kandy, district: "Kandy" });
  await page.setViewportSize(PHONE);
  await page.goto("/events");
  await expect(page.getByRole("link", { name: kandy })).toBeVisible();

  await page.getByLabel("District").selectOption("Galle");
  await expect(page).toHaveURL(/district=Galle/);
  await expect(page.getByRole("link", { name: galle })).toBeVisible();
  await expect(page.getByRole("link", { name: kandy })).toHaveCount(0);
  const districts = await page.locator("article.event-card").allInnerTexts();
  expect(districts.every((text) => text.includes("Galle"))).toBe(true);
  await expectAccessible(page, "events by district");

  await page.reload();
  await expect(page.getByLabel("District")).toHaveValue("Galle");
  await expect(page.getByRole("link", { name: kandy })).toHaveCount(0);
});

test('the home page says "1 video", not "1 videos"', async ({ page }) => {
  const { db } = database();
  const videos = await db.selectFrom("media_submissions").select("id").where("status", "=", "approved").where("type", "=", "video").orderBy("id").execute();
  // Exactly one approved video for this check; the others are put back afterwards.
  const hidden = videos.slice(1).map((v) => v.id);
  if (videos.length === 0) {
    const row = await db
      .insertInto("media_submissions")
      .values({
        title: "One Video",
        description: "A video",
        type: "video",
        media_url: "https://example.org/v",
        author_name: "Kavi",
        author_age: 11,
        age_group: "11-14",
        status: "approved",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    created.media.push(row.id);
  }
  if (hidden.length) await db.updateTable("media_submissions").set({ status: "pending" }).where("id", "in", hidden).execute();
  try {
    await page.goto("/");
    await expect(page.getByText(/(^|\s)1 video ·/)).toBeVisible();
    await expect(page.getByText("1 videos")).toHaveCount(0);
  } finally {
    if (hidden.length) await db.updateTable("media_submissions").set({ status: "approved" }).where("id", "in", hidden).execute();
  }
});

test("sign-up asks for a username (no real name), and checks inline", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.getByLabel("Full name")).toHaveCount(0);
  await expect(page.getByLabel("Name or nickname")).toHaveCount(0);
  const name = page.getByLabel("Username");
  await expect(name).toBeVisible();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please choose a username.")).toBeVisible();
  await expect(page.getByText("Please choose how old you are.")).toBeVisible();
  // A username that is an e-mail address is refused before sending; the age range is asked for.
  await name.fill("amaya@gmail.com");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("A username cannot be an e-mail address. Choose a nickname instead.")).toBeVisible();
  await expectAccessible(page, "sign-up with errors");
});
