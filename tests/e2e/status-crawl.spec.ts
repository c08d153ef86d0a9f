/**
 * Issue #28: no raw framework page and no page that lies about its status. Every public address is
 * asked for with GET and POST (and PUT, PATCH, DELETE): GET answers the page (200), a POST without one
 * of the page's forms and any other method answer 405 with the site's page in the visitor's language,
 * a post from another site 403; unknown addresses and items answer 404 with the site's not-found page.
 * Nowhere "Cannot GET" or "Cannot POST". HTTP only (no browser): the pages' HTML is what is checked.
 */
import fs from "node:fs";
import { expect, test } from "./fixtures";
import { publicPagePaths, useE2eDatabase } from "./support";

const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../admin-modules/domain/messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
const TEXTS = { en: messages("en"), si: messages("si"), ta: messages("ta") } as const;

const database = useE2eDatabase();

/** Every public page: the fixed routes, a detail page of each kind, the pages reached from e-mails, tabs and views. */
async function everyPublicAddress(): Promise<string[]> {
  return [
    ...(await publicPagePaths(database())),
    "/forgot-password",
    "/reset-password?token=nope",
    "/verify-email?token=nope",
    "/parent?token=nope",
    "/account",
    "/auth?tab=sign-up",
    "/learning?tab=progress",
    "/learning?tab=achievements",
    "/media?type=story",
    "/events?view=calendar",
    "/events?when=past",
    "/resources?view=saved",
  ];
}

const raw = /Cannot (GET|POST|PUT|PATCH|DELETE)/;

test("every public address answers GET with its page, and POST, PUT, PATCH and DELETE with the site's 405 page", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const sameSite = { origin: baseURL!, "sec-fetch-site": "same-origin" };
  for (const path of await everyPublicAddress()) {
    for (const address of [path, `/si${path}`]) {
      const page = await request.get(address);
      expect(page.status(), `GET ${address}`).toBe(200);
      expect(await page.text(), `GET ${address}`).not.toMatch(raw);

      const post = await request.post(address, { headers: sameSite, form: { anything: "x" } });
      expect(post.status(), `POST ${address}`).toBe(405);
      expect(post.headers().allow).toBe("GET, HEAD, POST");
      const body = await post.text();
      expect(body, `POST ${address}`).not.toMatch(raw);
      const locale = address.startsWith("/si/") ? "si" : "en";
      expect(body, `POST ${address}`).toContain(TEXTS[locale]["form.refused.title"]);
      expect(body).toContain('<footer class="site-footer"');
    }
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const answer = await request.fetch(path, { method, headers: sameSite });
      expect(answer.status(), `${method} ${path}`).toBe(405);
      expect(await answer.text()).not.toMatch(raw);
    }
  }
});

test("a form posted from another site is refused with 403 and the site's page, and changes nothing", async ({ request }) => {
  const { db } = database();
  const before = (await db.selectFrom("users").select("id").execute()).length;
  const answer = await request.post("/auth?tab=sign-up", {
    headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    form: { _form: "signUp", username: "crosssite", email: "cross@example.org", password: "secret12", confirmPassword: "secret12", ageRange: "18_plus" },
  });
  expect(answer.status()).toBe(403);
  expect(await answer.text()).toContain(TEXTS.en["form.refused.title"]);
  expect((await db.selectFrom("users").select("id").execute()).length).toBe(before);
});

test("unknown pages and unknown items answer 404 with the site's not-found page, in the address's language", async ({ request }) => {
  const unknown = [
    "/no-such-page",
    "/events/no-such-event-999999",
    "/media/no-such-item-999999",
    "/learning/no-such-course-999999",
    "/resources/no-such-999999",
  ];
  for (const path of unknown) {
    for (const [locale, address] of [
      ["en", path],
      ["si", `/si${path}`],
      ["ta", `/ta${path}`],
    ] as const) {
      const page = await request.get(address);
      expect(page.status(), address).toBe(404);
      const html = await page.text();
      expect(html, address).toContain(`<html lang="${locale}"`);
      expect(html).toContain('<footer class="site-footer"');
      expect(html).not.toMatch(raw);
      // A post there is still about an address that does not exist.
      expect((await request.post(address, { headers: { "sec-fetch-site": "same-origin" }, form: { x: "1" } })).status(), `POST ${address}`).toBe(404);
    }
  }
  const page = await (await request.get("/ta/no-such-page")).text();
  expect(page).toContain(TEXTS.ta["notFound.title"]);
});
