/**
 * Offline and installable (issue #13): after one online visit the emergency page opens without a
 * connection in each language used, any other unsaved page shows the offline page, the manifest and the
 * service worker pass Chromium's installability check, and the back office is never cached.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { createTestAccount, e2eDataDir, signIn, useE2eDatabase } from "./support";
import { enrolledCourse, waitUntilKeptForOffline } from "./offline-support";

const database = useE2eDatabase();

async function activeHelplines(): Promise<string[]> {
  const rows = await database().db.selectFrom("emergency_contacts").select("name").where("is_active", "=", 1).execute();
  return rows.map((r) => r.name);
}

test("the manifest and the service worker make the site installable", async ({ page, baseURL }) => {
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const response = await page.request.get("/manifest.webmanifest");
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "Child Rights Hub Sri Lanka",
    short_name: "Child Rights Hub",
    start_url: "/",
    display: "standalone",
    theme_color: "#2563eb",
  });
  const sizes = (purpose: string) => manifest.icons.filter((i: { purpose: string }) => i.purpose === purpose).map((i: { sizes: string }) => i.sizes);
  expect(sizes("any")).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(sizes("maskable")).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()["content-type"]).toBe("image/png");

  await waitUntilKeptForOffline(page, "/emergency");
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { scope: r?.scope, script: r?.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });

  // Chromium's own check, the one behind "Install app" / "Add to Home screen".
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's contexts are incognito, the one thing Chromium names; nothing about the manifest or worker.
  expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
});

test("after one online visit /emergency opens offline with the helplines and their call links", async ({ page, context }) => {
  const names = await activeHelplines();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Know Your Rights. Own Your Future." })).toBeVisible();
  await waitUntilKeptForOffline(page, "/emergency");

  await context.setOffline(true);
  const savedAnswer = await page.goto("/emergency");
  expect(savedAnswer?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { level: 1, name: "Emergency Heroes" })).toBeVisible();
  await expect(page.getByText("You are offline — saved pages still work")).toBeVisible();
  // The app ran (its page chunk was never loaded by the home page: the worker kept it with the page).
  await expect(page.locator("#server-rendered")).toHaveCount(0);
  await expect(page.locator(".emergency-list > li")).toHaveCount(names.length);
  for (const name of names) await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  await expect(page.locator(".emergency-list").getByRole("button", { name: /^Call \d+/ })).toHaveCount(names.length);
  // The saved page itself carries every number as a tel: link (it works even before the script runs).
  const savedHtml = await page.evaluate(async () => (await (await caches.match("/emergency", { ignoreVary: true }))?.text()) ?? "");
  // (Each number at least once: the server-drawn card and its no-JavaScript link may both carry it.)
  expect(new Set(savedHtml.match(/href="tel:[\d+]+"/g))).toHaveProperty("size", names.length);
  expect(savedHtml).toContain('href="tel:119"');
});

for (const locale of ["si", "ta"] as const) {
  test(`/${locale}/emergency is kept, with its scripts, for a visitor who only opened another ${locale} page`, async ({ page, context }) => {
    const names = await activeHelplines();
    // Another page: the emergency page's own chunk and styles are not loaded by it, the worker keeps them.
    await page.goto(`/${locale}/about-us`);
    await waitUntilKeptForOffline(page, `/${locale}/emergency`);
    await context.setOffline(true);
    await page.goto(`/${locale}/emergency`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    // Drawn by the app (its cards have call buttons; the server's HTML has links), so its scripts ran offline.
    await expect(page.locator("#server-rendered")).toHaveCount(0);
    await expect(page.locator(".emergency-list").getByRole("button")).toHaveCount(names.length);
    const savedHtml = await page.evaluate(async (path) => (await (await caches.match(path, { ignoreVary: true }))?.text()) ?? "", `/${locale}/emergency`);
    expect(savedHtml).toContain(`<html lang="${locale}"`);
    expect(savedHtml).toContain('href="tel:119"');
    // This language's entry, not another's: the one worker serves each language its own build.
    const entry = /<meta name="app-entry" content="(\/assets\/[^"]+)"/.exec(savedHtml)?.[1];
    expect(entry).toBeTruthy();
    expect(await page.evaluate(async (file) => !!(await caches.match(file!, { cacheName: "assets-v1" })), entry)).toBe(true);
  });
}

test("a page that is not saved shows the offline page, with the way to the helplines", async ({ page, context }) => {
  const names = await activeHelplines();
  await page.goto("/about-us");
  await waitUntilKeptForOffline(page, "/emergency");
  await context.setOffline(true);
  const offlineAnswer = await page.goto("/events");
  // The worker's answer keeps the server's Content-Security-Policy.
  expect(offlineAnswer?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText("You are offline — saved pages still work")).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: "/tmp/off-land/offline-page-375.png" });
  await page.getByRole("main").getByRole("link", { name: "Emergency helplines" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Emergency Heroes" })).toBeVisible();
  // Reached inside the app, the page reads the helplines from the saved emergency page.
  await expect(page.locator(".emergency-list").getByRole("button", { name: /^Call \d+/ })).toHaveCount(names.length);

  // Back online, the page works again.
  await context.setOffline(false);
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toHaveCount(0);
  await expect(page.getByText("You are offline — saved pages still work")).toHaveCount(0);
});

test("nothing under /admin, and no back-office script, is ever in the cache", async ({ page }) => {
  const { email } = await createTestAccount(database(), { role: "super_admin" });
  await page.goto("/");
  await waitUntilKeptForOffline(page, "/emergency");
  await signIn(page, email, "/admin");
  await page.goto("/admin/resources");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const adminScripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith("/assets/") && /admin/i.test(p)),
  );
  expect(adminScripts.length).toBeGreaterThan(0);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((p) => p.startsWith("/admin"))).toEqual([]);
  expect(cached.filter((p) => adminScripts.includes(p))).toEqual([]);
  expect(cached.filter((p) => p.startsWith("/trpc") || p.startsWith("/api"))).toEqual([]);
});

test("a saved resource opens from the Saved tab offline; removing it frees the space", async ({ page, context }) => {
  const stamp = Date.now();
  const text = `Stay safe online, lesson ${stamp}`;
  const stored = `resources/offline-${stamp}.txt`;
  fs.mkdirSync(path.join(e2eDataDir(), "uploads", "resources"), { recursive: true });
  fs.writeFileSync(path.join(e2eDataDir(), "uploads", stored), text);
  const title = `Offline reading ${stamp}`;
  const { id } = await database()
    .db.insertInto("resources")
    .values({
      title,
      slug: `offline-reading-${stamp}`,
      description: "Read it without a connection",
      category: "safety",
      age_group: "all",
      file_type: "DOC",
      file_path: stored,
      is_active: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  await page.goto(`/resources/offline-reading-${stamp}-${id}`);
  await page.getByRole("button", { name: `Save for offline: ${title}` }).click();
  await expect(page.getByText("Saved for offline")).toBeVisible();
  await waitUntilKeptForOffline(page, "/emergency");

  await context.setOffline(true);
  await page.goto("/resources?view=saved");
  await expect(page.getByText("You are offline — saved pages still work")).toBeVisible();
  await expect(page.getByRole("link", { name: "Saved", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "All resources" })).not.toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText(/ kB used on this device$/)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: "/tmp/off-land/saved-tab-375.png", fullPage: true });
  const opened = page.waitForEvent("popup");
  await page.getByRole("button", { name: `Open ${title}` }).click();
  const file = await opened;
  await file.waitForURL(/^blob:/);
  await expect(file.locator("body")).toContainText(text);
  await file.close();

  await page.getByRole("button", { name: `Remove ${title} from this device` }).click();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  await expect(page.getByText("Nothing is saved yet.", { exact: false })).toBeVisible();
  expect(
    await page.evaluate(async () =>
      (await caches.keys()).some((name) => name.startsWith("saved-resources")) ? (await (await caches.open("saved-resources-v1")).keys()).length : 0,
    ),
  ).toBe(0);
});

test("a lesson marked done offline reaches the server once after reconnecting; signing out removes the kept course", async ({ page, context }) => {
  const db = database().db;
  const { email, userId } = await createTestAccount(database(), { role: null, prefix: "learner" });
  const title = `Offline course ${Date.now()}`;
  const lessons = [
    { title: "Your body belongs to you", duration: "5 min", content: "Nobody may touch you in a way that feels wrong." },
    { title: "Who to tell", duration: "5 min", content: "Tell an adult you trust, or call 1929." },
  ];
  const { courseId, slug, lessonIds } = await enrolledCourse(database(), userId, title, lessons);
  // The lessons ticked, by their place in the course.
  const progressRows = async () =>
    (await db.selectFrom("lesson_progress").select("lesson_id").where("user_id", "=", userId).where("course_id", "=", courseId).execute())
      .map((r) => lessonIds.indexOf(r.lesson_id))
      .sort();

  await page.goto("/");
  await waitUntilKeptForOffline(page, "/emergency");
  await signIn(page, email, "/");
  await page.goto(`/learning/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect.poll(() => page.evaluate(async (key) => !!(await caches.match(key, { cacheName: "user-v1" })), `/offline/courses/${slug}`)).toBe(true);

  const sends: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("public.learning.completeLesson")) sends.push(r.url());
  });
  await context.setOffline(true);
  await page.goto(`/learning/${slug}`);
  await expect(page.getByText("You are offline — saved pages still work")).toBeVisible();
  await page.getByRole("button", { name: `Open lesson 2: ${lessons[1].title}` }).click();
  await expect(page.getByText(lessons[1].content)).toBeVisible();
  await page.getByRole("button", { name: "Mark as done" }).click();
  await expect(page.locator(".lesson.done")).toHaveCount(1);
  expect(await progressRows()).toEqual([]);

  await context.setOffline(false);
  await expect.poll(progressRows, { timeout: 15_000 }).toEqual([1]);
  await page.reload();
  await expect(page.locator(".lesson.done")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(sends).toHaveLength(1);
  expect(await progressRows()).toEqual([1]);

  // Signing out removes the learner's kept course and any unsent progress from the device.
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  expect(await page.evaluate(async () => ({ cache: await caches.has("user-v1"), queue: localStorage.getItem("offline-lesson-progress") }))).toEqual({
    cache: false,
    queue: null,
  });
});
