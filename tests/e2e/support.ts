/**
 * Shared pieces of the browser tests: the e2e server's own SQLite file (WAL lets the test process write
 * fixtures next to the running server), staff accounts, and signing in through the real form.
 * playwright.config.ts puts the data folder in E2E_DATA_DIR, which the test workers inherit.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { openDatabase, type OpenedDatabase } from "../../db/open";
import type { StaffRole as Role } from "../../db/types";
import { createAccount } from "../../server/services/accounts";
import { slugWithId } from "../../admin-modules/domain/slug";

export const PASSWORD = "secret12";

export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts");
  return dir;
}

/**
 * Opens the e2e server's database for the tests of one file (before all) and closes it (after all).
 * Call at the top level of a spec; use the returned getter inside tests. Playwright runs afterAll hooks
 * in the order they were declared, so clean-up that needs the database goes in `beforeClose`.
 */
export function useE2eDatabase(options: { beforeClose?: (opened: OpenedDatabase) => Promise<void> } = {}): () => OpenedDatabase {
  let opened: OpenedDatabase | undefined;
  test.beforeAll(() => {
    const file = path.join(e2eDataDir(), "app.db");
    if (!fs.existsSync(file)) throw new Error(`The e2e database ${file} was not found`);
    opened = openDatabase(file);
  });
  test.afterAll(async () => {
    if (opened) await options.beforeClose?.(opened);
    await opened?.close();
  });
  return () => {
    if (!opened) throw new Error("The e2e database is opened in beforeAll");
    return opened;
  };
}

/** Every public page: the fixed routes and one detail page of each kind (the first active or approved row). */
export async function publicPagePaths(opened: OpenedDatabase): Promise<string[]> {
  const { db } = opened;
  const resource = await db.selectFrom("resources").select(["id"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
  const course = await db.selectFrom("courses").select(["id", "title"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
  const approved = await db.selectFrom("media_submissions").select(["id", "title"]).where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow();
  const event = await db.selectFrom("events").select(["id", "title"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
  return [
    "/",
    "/resources",
    "/learning",
    "/media",
    "/media/submit",
    "/events",
    "/events/submit",
    "/emergency",
    "/about-us",
    "/our-values",
    "/faq",
    "/contact-us",
    "/privacy-policy",
    "/terms-of-use",
    "/child-safeguarding-statement",
    "/auth",
    `/resources/${resource.id}`,
    `/learning/${slugWithId(course.title, course.id)}`,
    `/media/${slugWithId(approved.title, approved.id)}`,
    `/events/${slugWithId(event.title, event.id)}`,
  ];
}

let stamp = 0;

/** An e-mail no other test uses. */
export function uniqueEmail(prefix: string): string {
  stamp += 1;
  return `${prefix}${Date.now().toString(36)}${stamp}@example.org`;
}

/** Creates an account (with a role, or none) straight in the database; answers its e-mail and id. */
export async function createTestAccount(
  opened: OpenedDatabase,
  options: { role: Role | null; prefix?: string; fullName?: string; organizationName?: string | null },
): Promise<{ email: string; userId: number }> {
  const email = uniqueEmail(options.prefix ?? options.role?.replace("_", "") ?? "user");
  const userId = await createAccount(opened.db, {
    email,
    password: PASSWORD,
    fullName: options.fullName ?? "Test Person",
    role: options.role ?? undefined,
    organizationName: options.organizationName ?? (options.role === "organization" ? "Test Organisation" : null),
  });
  return { email, userId };
}

/** Signs in through the /auth form and waits until the app has brought the user to `to`. */
export async function signIn(page: Page, email: string, to = "/admin"): Promise<void> {
  await page.goto(`/auth?redirect=${encodeURIComponent(to)}`);
  // The page is drawn by the server: its form is the app's once hydrated.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.locator("#panel-signin").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/?]/g, "\\$&")}$`));
}
