/**
 * The shared family phone after sign-out (issue #26, finding 3). In Chromium at 375 px: a person signs
 * in, opens /emergency and a course they follow (kept for offline), then signs out (or deletes their
 * account) and the phone goes offline. Every Cache Storage entry, every IndexedDB store and the page's
 * storage are then read, and none holds the account's username, e-mail, phone or name; /emergency opens
 * offline with the helplines, signed out.
 */
import { expect, type Page, test } from "./fixtures";
import { PASSWORD, signIn, uniqueEmail, useE2eDatabase } from "./support";
import { enrolledCourse, waitUntilKeptForOffline } from "./offline-support";
import { createAccount } from "../../server/services/accounts";

const database = useE2eDatabase();

test.use({ viewport: { width: 375, height: 812 } });

/** An adult with a username, a private full name and phone, enrolled in a course with lessons. */
async function person(tag: string) {
  const db = database().db;
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const identity = {
    username: `family_${tag}_${stamp}`.slice(0, 30),
    email: uniqueEmail(`family.${tag}.`),
    phone: `0771${stamp.slice(-6).replace(/\D/g, "7").padStart(6, "5")}`,
    fullName: `Nirmala Jayasuriya ${tag} ${stamp}`,
  };
  const userId = await createAccount(db, {
    email: identity.email,
    password: PASSWORD,
    username: identity.username,
    fullName: identity.fullName,
    ageRange: "18_plus",
  });
  await db.updateTable("profiles").set({ phone: identity.phone }).where("user_id", "=", userId).execute();
  const title = `Safe at home ${stamp}`;
  const { slug } = await enrolledCourse(database(), userId, title, [
    { title: "Who to tell", duration: "5 min", content: "Tell an adult you trust, or call 1929." },
  ]);
  return { ...identity, userId, courseTitle: title, courseSlug: slug };
}

/** Everything the site keeps in this browser: every Cache Storage entry, every IndexedDB record, local and session storage. */
function everythingStored(page: Page) {
  return page.evaluate(async () => {
    const entries: { where: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ where: `cache ${name} ${request.url}`, text: `${request.url}\n${response ? await response.text() : ""}` });
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const records = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store, "readonly").objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        entries.push({ where: `indexedDB ${name}/${store}`, text: JSON.stringify(records) });
      }
      db.close();
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        entries.push({ where: `storage ${key}`, text: `${key}\n${storage.getItem(key)}` });
      }
    }
    return entries;
  });
}

/** The entries that name the person, by any of the four (also as an address encodes them). */
async function entriesNaming(page: Page, who: { username: string; email: string; phone: string; fullName: string }): Promise<string[]> {
  const needles = [who.username, who.email, encodeURIComponent(who.email), who.phone, who.fullName, encodeURIComponent(who.fullName)].map((n) =>
    n.toLowerCase(),
  );
  return (await everythingStored(page)).filter((entry) => needles.some((n) => entry.text.toLowerCase().includes(n))).map((entry) => entry.where);
}

/** Signed in: /emergency, then the followed course (kept for offline by the app); waits until both are kept. */
async function visitAsPerson(page: Page, who: Awaited<ReturnType<typeof person>>) {
  await page.goto("/");
  await waitUntilKeptForOffline(page, "/emergency");
  await signIn(page, who.email, "/");
  const emergency = await page.goto("/emergency");
  expect(emergency?.headers()["cache-control"]).toBe("private, no-store");
  // The visit's own page is the person's (their account in the header)...
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("#mobile-menu").getByRole("link", { name: "My Account" })).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  // ...and the worker has meanwhile refreshed its signed-out copy.
  await expect
    .poll(() => page.evaluate(async () => Date.parse((await caches.match("/emergency", { ignoreVary: true }))?.headers.get("Date") ?? "") || 0))
    .toBeGreaterThan(Date.now() - 60_000);
  await page.goto(`/learning/${who.courseSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: who.courseTitle })).toBeVisible();
  await expect.poll(() => page.evaluate(async (key) => !!(await caches.match(key, { cacheName: "user-v1" })), `/offline/courses/${who.courseSlug}`)).toBe(true);
}

/** Offline, after the person has gone: nothing of theirs anywhere, and /emergency with its helplines, signed out. */
async function assertNothingLeft(page: Page, who: Awaited<ReturnType<typeof person>>, screenshot: string) {
  await page.context().setOffline(true);
  expect(await entriesNaming(page, who)).toEqual([]);
  expect(await page.evaluate(() => caches.has("user-v1"))).toBe(false);
  const helplines = await database()
    .db.selectFrom("emergency_contacts")
    .select("name")
    .where("is_active", "=", 1)
    .where("review_status", "=", "approved")
    .execute();
  await page.goto("/emergency");
  await expect(page.getByRole("heading", { level: 1, name: "Emergency Heroes" })).toBeVisible();
  await expect(page.getByText("You are offline — saved pages still work")).toBeVisible();
  await expect(page.locator(".emergency-list > li")).toHaveCount(helplines.length);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("#mobile-menu").getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(page.locator("#mobile-menu").getByRole("link", { name: "My Account" })).toHaveCount(0);
  await page.getByRole("button", { name: "Close menu" }).click();
  expect((await page.content()).toLowerCase()).not.toContain(who.email.toLowerCase());
  await page.screenshot({ path: screenshot, fullPage: false });
  await page.context().setOffline(false);
}

test("after Sign Out, the phone keeps nothing of the person, and /emergency works offline signed out", async ({ page }) => {
  const who = await person("out");
  await visitAsPerson(page, who);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#mobile-menu").getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  await assertNothingLeft(page, who, "test-results/offline-after-sign-out-375.png");
});

test("after Delete my account, the same", async ({ page }) => {
  const who = await person("gone");
  await visitAsPerson(page, who);
  await page.goto("/account");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.getByLabel("Type your password to confirm").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account for ever" }).click();
  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  expect(await database().db.selectFrom("users").select("id").where("id", "=", who.userId).executeTakeFirst()).toBeUndefined();
  await assertNothingLeft(page, who, "test-results/offline-after-delete-375.png");
});

test("the service worker never keeps a page drawn for a session, even a copy an older worker kept is removed", async ({ page }) => {
  const who = await person("old");
  await page.goto("/");
  await waitUntilKeptForOffline(page, "/emergency");
  // What the first worker did: a signed-in /emergency kept in emergency-v1.
  await page.evaluate(async (email) => {
    const old = await caches.open("emergency-v1");
    await old.put("/emergency", new Response(`<html><body>${email}</body></html>`, { headers: { "Content-Type": "text/html" } }));
  }, who.email);
  await signIn(page, who.email, "/");
  await page.goto("/emergency");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#mobile-menu").getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  expect(await page.evaluate(() => caches.keys())).not.toContain("emergency-v1");
  expect(await entriesNaming(page, who)).toEqual([]);
});
