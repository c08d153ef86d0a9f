/**
 * Custom back-office screens in a real browser against the built server: media review publishing to the
 * public Media Hub, content review, an organization's own dashboard, and the registrations CSV export.
 * Staff accounts and fixture rows are written straight into the e2e server's SQLite file (tests/e2e/support.ts).
 */
import fs from "node:fs";
import Papa from "papaparse";
import { expect, test } from "./fixtures";
import { createTestAccount, signIn, uniqueEmail, useE2eDatabase } from "./support";

const database = useE2eDatabase();
let stamp = 0;

const unique = (word: string) => {
  stamp += 1;
  return `${word} ${Date.now().toString(36)}${stamp}`;
};

function staff(role: "super_admin" | "organization", organizationName: string | null = null) {
  const fullName = role === "super_admin" ? "Admin Amara" : `${organizationName} Staff`;
  return createTestAccount(database(), { role, fullName, organizationName });
}

async function submission(title: string, submittedBy: number, type: "resource" | "media" = "resource") {
  const row = await database()
    .db.insertInto("content_submissions")
    .values({
      title,
      description: "Made for children, by children",
      content_type: type,
      age_group: "11-14",
      tags: JSON.stringify(["safety", "online", "kids", "fourth"]),
      content_data: JSON.stringify({ category: "safety" }),
      submitted_by: submittedBy,
      submitted_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

test("a super admin approves a child's pending media in the Review dialog and it appears in the Media Hub", async ({ page }) => {
  const admin = await staff("super_admin");
  const title = unique("My Kite Story");
  await database()
    .db.insertInto("media_submissions")
    .values({
      title,
      description: "A story about a red kite",
      type: "story",
      content: "Once upon a time <b>a kite</b> flew.",
      author_name: "Nimal",
      author_age: 11,
      age_group: "11-14",
      status: "pending",
    })
    .execute();

  await page.goto("/media");
  await expect(page.getByText(title)).toHaveCount(0);

  await signIn(page, admin.email, "/admin/media");
  await expect(page.getByRole("heading", { name: "Media Management" })).toBeVisible();
  await expect(page.getByText("Pending Review")).toBeVisible();
  await page.getByLabel("Status").selectOption("pending");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Age 11")).toBeVisible();
  await row.getByRole("button", { name: `Review: ${title}` }).click();

  const dialog = page.getByRole("dialog", { name: "Review Media Submission" });
  // The child's text is shown as text: the markup is visible, not interpreted.
  await expect(dialog.getByText("Once upon a time <b>a kite</b> flew.")).toBeVisible();
  await dialog.getByLabel("Review notes (optional)").fill("Lovely story");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Submission approved successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto("/media");
  await expect(page.getByText(title).first()).toBeVisible();
});

test("a pending submission approved in Content review leaves the queue", async ({ page }) => {
  const admin = await staff("super_admin");
  const org = await staff("organization", "Safe Kids Lanka");
  const title = unique("Online Safety Poster");
  await submission(title, org.userId);

  await signIn(page, admin.email, "/admin/content-review");
  const item = page.getByTestId("pending-submission").filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.locator(".screen-tag")).toHaveCount(3);
  await item.getByRole("button", { name: `Review ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Review submission" });
  await dialog.getByLabel("Review notes (optional)").fill("Looks good");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Content approved successfully")).toBeVisible();
  await expect(page.getByTestId("pending-submission").filter({ hasText: title })).toHaveCount(0);

  const stored = await database()
    .db.selectFrom("content_submissions")
    .select(["status", "review_notes", "published_id"])
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  expect(stored).toMatchObject({ status: "approved", review_notes: "Looks good" });
  expect(stored.published_id).toBeGreaterThan(0);
});

test("an organization user sees only their own submissions on the dashboard", async ({ page }) => {
  const mine = await staff("organization", "Green Schools");
  const theirs = await staff("organization", "Other Org");
  const own = unique("Our Tree Planting Guide");
  const other = unique("Someone Else's Guide");
  await submission(own, mine.userId);
  await submission(other, theirs.userId);

  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, mine.email, "/admin");
  await expect(page.getByRole("heading", { name: "Your items by type" })).toBeVisible();
  const recent = page.getByTestId("recent-submissions");
  await expect(recent.getByText(own)).toBeVisible();
  await expect(recent.getByText("Pending")).toBeVisible();
  await expect(page.getByText(other)).toHaveCount(0);
  // Super-admin cards are not shown to organizations.
  await expect(page.getByRole("heading", { name: "Administration" })).toHaveCount(0);
});

test("a registrations export downloads every row matching the filters as CSV", async ({ page }) => {
  const admin = await staff("super_admin");
  const event = await database().db.selectFrom("events").select(["id", "title"]).orderBy("id").executeTakeFirstOrThrow();
  const tag = unique("csv");
  const people = [
    { name: `නිමල් ${tag}`, status: "confirmed" },
    { name: `=HYPERLINK ${tag}`, status: "confirmed" },
    { name: `Kamal, "KJ" ${tag}`, status: "confirmed" },
    { name: `Pending Pat ${tag}`, status: "pending" },
    { name: `Cancelled Cal ${tag}`, status: "cancelled" },
  ] as const;
  // More confirmed rows than one page (20), so the export must not be only the visible page.
  const filler = Array.from({ length: 22 }, (_, i) => ({ name: `Filler ${i} ${tag}`, status: "confirmed" as const }));
  for (const p of [...people, ...filler]) {
    await database()
      .db.insertInto("event_registrations")
      .values({ event_id: event.id, name: p.name, email: uniqueEmail("p"), phone: "+94 77 123 4567", status: p.status })
      .execute();
  }

  await signIn(page, admin.email, "/admin/event-registrations");
  await page.getByLabel("Search by name, email or event").fill(tag);
  await page.getByLabel("Status").selectOption("confirmed");
  // Both choices reach the address, whichever is written last (the search waits 300 ms after typing).
  await expect(page).toHaveURL(/[?&]q=csv/);
  await expect(page).toHaveURL(/f_status=confirmed/);
  await expect(page.getByText("Page 1 of 2 (25 total)")).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toBe("event-registrations.csv");
  const text = fs.readFileSync(await download.path(), "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(header).toEqual(["Name", "Email", "Phone", "Event", "Date", "Status", "Registered At", "Age", "Parent or Guardian", "Parent Consent"]);
  expect(rows).toHaveLength(25);
  expect(rows.every((r) => r[5] === "confirmed" && r[3] === event.title)).toBe(true);
  const names = rows.map((r) => r[0]);
  expect(names).toContain(`නිමල් ${tag}`);
  expect(names).toContain(`'=HYPERLINK ${tag}`);
  expect(names).toContain(`Kamal, "KJ" ${tag}`);
  expect(names.some((n) => n.startsWith("Pending") || n.startsWith("Cancelled"))).toBe(false);
  expect(rows[0][2]).toBe("'+94 77 123 4567");

  await page.getByRole("button", { name: "Clear Filters" }).click();
  await page.getByLabel("Search by name, email or event").fill(`${tag} nobody`);
  await expect(page.getByText("No registrations match your current filters")).toBeVisible();
});

test("the content editor checks the form, splits tags and submits as pending", async ({ page }) => {
  const org = await staff("organization", "Art Circle");
  const title = unique("Paper Crane Workshop Notes");
  await signIn(page, org.email, "/admin/content/new/resource");
  await expect(page.getByRole("heading", { name: "New Resource submission" })).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("How to fold a crane");
  await page.getByLabel("Tags").fill(" origami, ,paper ,  ");
  await page.getByLabel("Image URL", { exact: true }).fill("not a url");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Image URL must be a valid URL")).toBeVisible();
  await page.getByLabel("Image URL", { exact: true }).fill("https://example.org/crane.png");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Content submitted successfully")).toBeVisible();

  const stored = await database()
    .db.selectFrom("content_submissions")
    .select(["status", "tags", "content_type", "submitted_by"])
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({ status: "pending", tags: JSON.stringify(["origami", "paper"]), content_type: "resource", submitted_by: org.userId });
});
