/**
 * Children's text is always rendered as text. An XSS corpus is written straight into the e2e server's
 * database (past the server's validation on purpose: rendering must be safe even for bad stored rows)
 * into every text field the pages show; then every public page and every back-office page is visited.
 * On each page the payload is seen as literal text, and no dialog opens, no CSP violation is reported,
 * no page error is thrown, no element carries an on* attribute and no link or source is a javascript: URL.
 * The rows stay (no spec counts seeded rows; each reads its counts or owns its data); the site name, which
 * every page shows, is put back.
 */
import { expect, type Page, test } from "./fixtures";
import type { OpenedDatabase } from "../../db/open";
import { slugWithId } from "../../admin-modules/domain/slug";
import { addDays, sriLankaDate } from "../../admin-modules/domain/time";
import { createTestAccount, signIn, useE2eDatabase } from "./support";

const P = {
  script: "<script>alert(1)</script>",
  img: "<img src=x onerror=alert(1)>",
  svg: '"><svg onload=alert(1)>',
  js: "javascript:alert(1)",
  template: "{{constructor.constructor('alert(1)')()}}",
  link: '<a href="javascript:alert(1)">x</a>',
  title: "</title><script>alert(1)</script>",
  bidi: "\u202Egnp.exe\u202C report",
};
/** Every payload in one text, for descriptions, stories and notes (with line breaks, as children write). */
const ALL = Object.values(P).join("\n\n");
const ADMIN_NAME = `${P.svg} Admin`;
// Tags are lower case without spaces (CHECK) and unique: each run names its own, so a repeat never collides.
const TAG_NAME = `<svg/onload=alert(1)>-${Date.now().toString(36)}`;

let originalSiteName: string | null = null;
let admin: { email: string; userId: number };
let organizationUserId = 0;
const ids = { resource: 0, course: 0, event: 0, submission: 0, media: {} as Record<string, { id: number; title: string }> };
const eventDate = addDays(sriLankaDate(), 1);

async function restoreSiteName(opened: OpenedDatabase) {
  if (originalSiteName !== null) await opened.db.updateTable("site_settings").set({ site_name: originalSiteName }).where("id", "=", 1).execute();
}

const database = useE2eDatabase({ beforeClose: restoreSiteName });

async function insert(table: string, values: Record<string, unknown>): Promise<number> {
  const row = await database()
    .db.insertInto(table as never)
    .values(values as never)
    .returning("id" as never)
    .executeTakeFirstOrThrow();
  const id = (row as { id: number }).id;
  return id;
}

test.beforeAll(async () => {
  const db = database().db;
  admin = await createTestAccount(database(), { role: "super_admin", prefix: "xss", fullName: ADMIN_NAME });
  organizationUserId = (await createTestAccount(database(), { role: "organization", prefix: "xssorg", fullName: P.img, organizationName: P.script })).userId;

  const settings = await db.selectFrom("site_settings").select("site_name").where("id", "=", 1).executeTakeFirstOrThrow();
  originalSiteName = settings.site_name;
  await db.updateTable("site_settings").set({ site_name: P.title }).where("id", "=", 1).execute();

  await insert("announcements", { title: P.script, content: ALL, priority: 5, is_active: 1 });
  await insert("hubs", { title: P.title, description: ALL, path: "/resources", display_order: 0, is_active: 1 });
  ids.resource = await insert("resources", {
    title: P.img,
    slug: "xss-resource",
    description: ALL,
    category: "safety",
    age_group: "6-10",
    organization_name: P.svg,
    tags: JSON.stringify([P.script, P.link, P.template]),
    download_count: 999_999,
    pages: 1,
  });
  ids.course = await insert("courses", {
    title: P.link,
    description: ALL,
    category: P.template,
    level: "Beginner",
    rating: 5,
    instructor_name: P.img,
    duration: P.bidi,
    lessons_count: 1,
    enrolled_count: 999_999,
    age_group: "6-10",
    badges: JSON.stringify([P.script, P.template]),
  });
  // A text block and an exercise whose texts are the payloads (migration 0023's blocks).
  const exercise = {
    id: "q1",
    type: "single",
    prompt: P.script,
    hint: P.img,
    explanation: P.svg,
    choices: [
      { id: "a", text: P.img, correct: true },
      { id: "b", text: P.template, correct: false },
    ],
  };
  await insert("course_lessons", {
    course_id: ids.course,
    position: 0,
    title: P.svg,
    duration: "5 min",
    blocks: JSON.stringify([{ id: "t1", type: "text", text: ALL }, exercise]),
    block_texts: JSON.stringify({ "t1.text": ALL }),
  });
  // Enrolled, the super admin sees the lesson text too (it is sent to enrolled learners only).
  await db.insertInto("course_enrollments").values({ user_id: admin.userId, course_id: ids.course }).execute();

  const media = [
    { type: "story", title: P.svg, content: ALL },
    { type: "artwork", title: P.template },
    { type: "photo", title: P.title },
    { type: "video", title: P.script, media_url: P.js },
  ];
  for (const [i, m] of media.entries()) {
    const id = await insert("media_submissions", {
      description: ALL,
      author_name: P.img,
      author_age: 11,
      age_group: "11-14",
      status: "approved",
      likes: 999_999 - i,
      review_notes: ALL,
      published_at: new Date().toISOString(),
      ...m,
    });
    ids.media[m.type] = { id, title: m.title };
  }
  ids.media.pending = {
    id: await insert("media_submissions", {
      title: P.link,
      description: ALL,
      type: "story",
      content: ALL,
      author_name: P.svg,
      author_age: 12,
      age_group: "11-14",
      status: "pending",
      review_notes: ALL,
    }),
    title: P.link,
  };

  ids.event = await insert("events", {
    title: P.svg,
    description: ALL,
    type: "workshop",
    event_date: eventDate,
    start_time: "09:00",
    end_time: "10:00",
    location: P.img,
    district: "Colombo",
    capacity: 50,
    registered_count: 1,
    age_group: "6-10",
    organizer_name: P.template,
    featured: 1,
    tags: JSON.stringify([P.script, P.link]),
    contact_phone: P.img,
    contact_email: P.svg,
    contact_website: P.js,
    status: "upcoming",
  });
  await insert("event_registrations", {
    event_id: ids.event,
    name: P.title,
    email: "xss-registration@example.org",
    phone: P.script,
    notes: ALL,
    status: "pending",
  });
  await insert("reports", { target_type: "media", target_id: ids.media.story.id, reason: "other", details: ALL });

  await insert("emergency_contacts", {
    name: P.img,
    number: `119${P.script}`,
    description: ALL,
    superhero_name: P.svg,
    superhero_emoji: P.script,
    availability: P.link,
    display_order: 0,
  });
  ids.submission = await insert("content_submissions", {
    title: P.template,
    description: ALL,
    content_type: "resource",
    age_group: "11-14",
    tags: JSON.stringify([P.img, P.svg, P.link]),
    content_data: JSON.stringify({ category: P.script, note: ALL }),
    image_url: P.js,
    review_notes: ALL,
    submitted_by: organizationUserId,
  });
  await insert("categories", { name: P.img, description: ALL, hub_type: "resources", display_order: 0 });
  await insert("tags", { name: TAG_NAME, description: ALL });
});

/** Records dialogs, page errors and CSP violations from the first script of every document on. */
async function guard(page: Page) {
  const problems: string[] = [];
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`), true);
  });
  return problems;
}

/** Waits for `expected` shown as literal text, then checks nothing on the page ran or could run. */
async function expectSafe(page: Page, problems: string[], where: string, expected: string | ((page: Page) => Promise<void>)) {
  if (typeof expected === "string") await expect(page.getByText(expected, { exact: true }).filter({ visible: true }).first(), where).toBeVisible();
  else await expected(page);
  const found = await page.evaluate(() => {
    const w = window as unknown as { __csp?: string[] };
    const handlers: string[] = [];
    for (const el of Array.from(document.querySelectorAll("*"))) {
      for (const attribute of Array.from(el.attributes)) if (attribute.name.startsWith("on")) handlers.push(`<${el.tagName.toLowerCase()} ${attribute.name}>`);
    }
    const scriptUrls = Array.from(
      document.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i], [action^="javascript:" i], [formaction^="javascript:" i]'),
    ).map((el) => el.outerHTML.slice(0, 200));
    return { csp: w.__csp ?? ["(the CSP listener was not installed)"], handlers, scriptUrls, hooked: document.querySelectorAll("[onerror],[onload]").length };
  });
  expect({ where, problems, ...found }).toEqual({ where, problems: [], csp: [], handlers: [], scriptUrls: [], hooked: 0 });
}

test("every public page shows the stored payloads as text and runs none of them", async ({ page }) => {
  test.setTimeout(60_000);
  const problems = await guard(page);
  const visit = async (path: string, expected: string | ((page: Page) => Promise<void>)) => {
    await page.goto(path);
    await expectSafe(page, problems, path, expected);
  };

  await visit("/", async (p) => {
    await expect(p.getByText(P.script, { exact: true }).first()).toBeVisible(); // the announcement banner
    await expect(p.getByText(P.title, { exact: true }).first()).toBeVisible(); // site name and hub
    await expect(p.getByText(P.img, { exact: true }).first()).toBeVisible(); // resource, contact
  });
  expect(await page.title()).toContain(P.title);
  await visit("/resources", P.img);
  await visit(`/resources/${ids.resource}`, async (p) => {
    await expect(p.getByRole("heading", { level: 1, name: P.img })).toBeVisible();
    await expect(p.getByText(P.svg).first()).toBeVisible();
  });
  await visit("/learning", P.link);
  await visit(`/learning/${slugWithId(P.link, ids.course)}`, async (p) => {
    await expect(p.getByRole("heading", { level: 1, name: P.link })).toBeVisible();
    await expect(p.getByRole("heading", { level: 3, name: P.svg })).toBeVisible(); // the lesson's title
  });

  await visit("/media", P.svg);
  const tabs = [
    ["Stories", "story"],
    ["Artwork", "artwork"],
    ["Photos", "photo"],
    ["Videos", "video"],
    ["All Media", "story"],
  ] as const;
  for (const [label, type] of tabs) {
    await page.getByRole("tab", { name: new RegExp(`^${label}`) }).click();
    await expectSafe(page, problems, `/media tab ${label}`, ids.media[type].title);
  }
  for (const type of ["story", "artwork", "photo", "video"]) {
    const { id, title } = ids.media[type];
    await visit(`/media/${slugWithId(title, id)}`, async (p) => {
      await expect(p.getByRole("heading", { level: 1, name: title })).toBeVisible();
      if (type === "story") await expect(p.locator(".media-story")).toHaveText(ALL, { useInnerText: false });
    });
  }
  // The pending story is not public.
  await page.goto(`/media/${slugWithId(P.link, ids.media.pending.id)}`);
  await expect(page.getByRole("heading", { level: 1, name: P.link })).toHaveCount(0);

  await visit("/events", P.svg);
  await visit(`/events?view=calendar&month=${eventDate.slice(0, 7)}`, async (p) => {
    // This run's event (a repeated run has made one with the same title before).
    await expect(p.locator(`.calendar-titles a[href="/events/${slugWithId(P.svg, ids.event)}"]`).filter({ visible: true })).toHaveText(`09:00 ${P.svg}`);
  });
  await visit(`/events/${slugWithId(P.svg, ids.event)}`, async (p) => {
    await expect(p.getByRole("heading", { level: 1, name: P.svg })).toBeVisible();
    await expect(p.getByText(P.template, { exact: true })).toBeVisible(); // organizer
    // The stored website is javascript: — it is not made a link (checked by expectSafe) nor shown.
    await expect(p.getByRole("link", { name: `E-mail: ${P.svg}` })).toHaveAttribute("href", `mailto:${P.svg}`);
    await expect(p.getByRole("link", { name: `Phone: ${P.img}` })).toHaveAttribute("href", "tel:1");
  });
  await visit("/emergency", async (p) => {
    await expect(p.getByRole("heading", { name: P.img }).first()).toBeVisible();
    await expect(p.getByText(`119${P.script}`).first()).toBeVisible();
  });
  for (const path of ["/about-us", "/our-values", "/faq", "/contact-us", "/privacy-policy", "/terms-of-use", "/child-safeguarding-statement", "/auth"]) {
    await visit(path, P.title); // the site name in the header
  }
});

test("every back-office page shows the stored payloads as text and runs none of them", async ({ page }) => {
  test.setTimeout(90_000);
  const problems = await guard(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, admin.email, "/admin");
  const visit = async (path: string, expected: string | ((page: Page) => Promise<void>)) => {
    await page.goto(path);
    await expectSafe(page, problems, path, expected);
  };

  await visit("/admin", ADMIN_NAME);
  await visit("/admin/content-review", P.template);
  // Content Review lists every type together: more than one submission may carry this title.
  await page
    .getByRole("button", { name: `Review ${P.template}`, exact: true })
    .first()
    .click();
  await expectSafe(page, problems, "content review dialog", async (p) => {
    const dialog = p.getByRole("dialog", { name: "Review submission" });
    await expect(dialog.getByText(P.js, { exact: true }).first()).toBeVisible(); // the image address, as text
    await expect(dialog.getByText(P.img).first()).toBeVisible();
  });
  await visit("/admin/announcements", P.script);
  await visit("/admin/users", P.img);
  await visit("/admin/categories", P.img);
  await visit("/admin/tags", TAG_NAME);
  await visit("/admin/hubs", P.title);
  await visit("/admin/resources", P.img);
  await visit("/admin/learning", P.link);
  await visit("/admin/media", P.svg);
  // Any item with this payload (a repeated run has stored it before): each must open as text.
  await page
    .getByRole("button", { name: `Review: ${P.link}`, exact: true })
    .first()
    .click();
  await expectSafe(page, problems, "media review dialog", async (p) => {
    const dialog = p.getByRole("dialog", { name: "Review Media Submission" });
    await expect(dialog.getByText(P.svg, { exact: false }).first()).toBeVisible();
    await expect(dialog.getByLabel("Review notes (optional)")).toHaveValue(ALL);
  });
  await visit("/admin/events", P.svg);
  await visit("/admin/event-registrations", P.title);
  await page
    .getByRole("button", { name: `Details: ${P.title}`, exact: true })
    .first()
    .click();
  await expectSafe(page, problems, "registration details dialog", async (p) => {
    await expect(p.getByRole("dialog").getByText(P.img).first()).toBeVisible(); // the notes
  });
  await visit("/admin/emergency-contacts", P.img);
  await visit("/admin/settings", async (p) => {
    await expect(p.getByLabel("Site name")).toHaveValue(P.title);
  });
  await visit("/admin/reports", async (p) => {
    await expect(p.getByText(P.img).first()).toBeVisible();
  });
  await visit("/admin/content/resource", P.template);
  await visit(`/admin/content/edit/${ids.submission}`, async (p) => {
    await expect(p.getByLabel("Title")).toHaveValue(P.template);
    await expect(p.getByText(P.img).first()).toBeVisible(); // review notes
  });

  // Enrolled, the lesson text (sent to learners only) is shown as text too.
  await visit(`/learning/${slugWithId(P.link, ids.course)}`, P.svg);
  await page.getByRole("button", { name: /^Open lesson 1/ }).click();
  await expectSafe(page, problems, "course lesson text", async (p) => {
    await expect(p.locator(".lesson-body p").first()).toHaveText(P.script);
    await expect(p.locator(".lesson-body p")).toHaveCount(Object.keys(P).length);
  });
  // The lesson's page: the exercise's question and choices are text too, and so is the hint after a wrong answer.
  await visit(`/learning/${slugWithId(P.link, ids.course)}/lessons/1`, P.svg);
  await page.getByLabel(P.template).check();
  await page.getByRole("button", { name: "Check my answer" }).click();
  await expectSafe(page, problems, "exercise and its hint", async (p) => {
    await expect(p.locator(".exercise legend")).toHaveText(P.script);
    await expect(p.locator(".feedback-wrong")).toContainText(P.img);
  });
});
