/**
 * Emergency Heroes: the public list (active contacts in the staff's order, public shape only) and the
 * server-rendered HTML of /emergency that works without JavaScript, read with a plain HTTP GET.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicCacheFor } from "../../server/services/public-cache";
import { sql } from "kysely";
import { createTestEnv, type TestCaller, type TestEnv } from "../support/api";
import { serveWithShells } from "../support/page-shells";

let env: TestEnv;
let anon: TestCaller;
let served: Awaited<ReturnType<typeof serveWithShells>>;
let base: string;

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  anon = await env.caller();
  served = await serveWithShells(env);
  base = served.base;
});

afterAll(async () => {
  await served.close();
  await env.cleanup();
});

describe("public.emergency.list", () => {
  it("returns the active contacts by display order in the public shape", async () => {
    const contacts = await anon.api.public.emergency.list();
    expect(contacts.map((c) => c.number)).toEqual(["119", "1929", "1333", "1926", "1990", "110", "117", "1938"]);
    expect(Object.keys(contacts[0]).sort()).toEqual(
      ["availability", "category", "description", "fallback", "icon_color", "id", "name", "number", "superhero_emoji", "superhero_name"].sort(),
    );
  });

  it("hides inactive contacts and follows a changed order", async () => {
    await env.db.updateTable("emergency_contacts").set({ is_active: 0 }).where("number", "=", "1926").execute();
    await env.db.updateTable("emergency_contacts").set({ display_order: 10 }).where("number", "=", "119").execute();
    const contacts = await anon.api.public.emergency.list();
    expect(contacts.map((c) => c.number)).toEqual(["1929", "1333", "1990", "110", "117", "1938", "119"]);
    await env.db.updateTable("emergency_contacts").set({ is_active: 1 }).where("number", "=", "1926").execute();
    await env.db.updateTable("emergency_contacts").set({ display_order: 0 }).where("number", "=", "119").execute();
  });
});

describe("GET /emergency (server-rendered)", () => {
  it("puts every active helpline into the HTML as a tel: link", async () => {
    const res = await fetch(`${base}/emergency`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1>Emergency Heroes</h1>");
    for (const number of ["119", "1929", "1333", "1926", "1990", "110", "117", "1938"]) {
      expect(html).toContain(`<a class="btn btn-call" href="tel:${number}">Call ${number}</a>`);
    }
    expect(html).toContain("Child Helpline (National Child Protection Authority)");
    expect(html).toContain("Safety Tips");
    expect(html.match(/<li><strong>/g)).toHaveLength(4);
    // Other pages do not get it.
    expect(await (await fetch(`${base}/resources`)).text()).toContain('<div id="server-rendered"></div>');
  });

  it("speaks the address's language (Sinhala, Tamil) in the page and its lang, and follows the cookie at the root", async () => {
    const tamil = await (await fetch(`${base}/ta/emergency`)).text();
    expect(tamil).toContain('<html lang="ta" dir="ltr">');
    expect(tamil).toMatch(/<h1>[\u0B80-\u0BFF ]+<\/h1>/);
    const sinhala = await (await fetch(`${base}/si/emergency`)).text();
    expect(sinhala).toContain('<html lang="si" dir="ltr">');
    expect(sinhala).toMatch(/<h1>[\u0D80-\u0DFF ]+<\/h1>/);
    const redirected = await fetch(`${base}/emergency`, { headers: { cookie: "locale=ta" }, redirect: "manual" });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("location")).toBe("/ta/emergency");
    const english = await (await fetch(`${base}/emergency`, { headers: { "accept-language": "fr, en;q=0.8" } })).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
  });

  it("every page carries the configured quick-exit address (escaped); /emergency also as Leave quickly links", async () => {
    const url = 'https://weather.example.org/today?a=1&b="2"';
    await env.db
      .insertInto("site_settings")
      .values({
        id: 1,
        site_name: "Site",
        support_email: "s@example.org",
        safety_email: "t@example.org",
        partnerships_email: "p@example.org",
        quick_exit_url: url,
      })
      .onConflict((oc) => oc.column("id").doUpdateSet({ quick_exit_url: url }))
      .execute();
    const escaped = "https://weather.example.org/today?a=1&amp;b=&quot;2&quot;";
    try {
      for (const page of ["/", "/resources", "/contact-us", "/emergency"]) {
        expect(await (await fetch(`${base}${page}`)).text(), page).toContain(`<meta name="quick-exit-url" content="${escaped}" />`);
      }
      const html = await (await fetch(`${base}/emergency`)).text();
      expect(html.match(new RegExp(`<a class="btn quick-exit[^"]*" href="${escaped.replace(/[?]/g, "\\?")}" rel="noreferrer"`, "g"))).toHaveLength(2);
    } finally {
      await env.db.updateTable("site_settings").set({ quick_exit_url: "https://www.bbc.com/weather" }).where("id", "=", 1).execute();
    }
  });

  it("escapes every value and keeps only digits and + in the tel: link", async () => {
    const { id } = await env.db
      .insertInto("emergency_contacts")
      .values({
        name: `<script>alert("x")</script>`,
        number: `+94 11"><img src=x onerror=alert(1)>`,
        description: "Fish & chips <b>bold</b>",
        icon_color: "red; background: url(https://evil.example)",
        display_order: 100,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const html = await (await fetch(`${base}/emergency`)).text();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("evil.example");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("Fish &amp; chips &lt;b&gt;bold&lt;/b&gt;");
    expect(html).toContain('href="tel:+94111"');
    await env.db.deleteFrom("emergency_contacts").where("id", "=", id).execute();
  });

  it("hides inactive contacts from the HTML", async () => {
    await env.db.updateTable("emergency_contacts").set({ is_active: 0 }).where("number", "=", "1926").execute();
    const html = await (await fetch(`${base}/emergency`)).text();
    expect(html).not.toContain("tel:1926");
    expect(html).not.toContain("National Mental Health Helpline");
    await env.db.updateTable("emergency_contacts").set({ is_active: 1 }).where("number", "=", "1926").execute();
  });
  it("when the helplines cannot be read, sends the fallback helpline for that request only; the next one shows the list again", async () => {
    const cached = await (await fetch(`${base}/emergency`)).text();
    expect(cached).toContain("Child Helpline (National Child Protection Authority)");
    // A broken read (the table is out of reach), without any write that would move its version.
    await sql`ALTER TABLE emergency_contacts RENAME TO emergency_contacts_away`.execute(env.db);
    try {
      // A cached page stays what it was: the helplines did not change.
      expect(await (await fetch(`${base}/emergency`)).text()).toBe(cached);
      publicCacheFor(env.db).clear();
      const fallback = await (await fetch(`${base}/emergency`)).text();
      expect(fallback).toContain('<a class="btn btn-call" href="tel:119">Call 119</a>');
      expect(fallback).not.toContain("Child Helpline (National Child Protection Authority)");
    } finally {
      await sql`ALTER TABLE emergency_contacts_away RENAME TO emergency_contacts`.execute(env.db);
    }
    // The fallback was not kept: the list is back at the next request, with no write in between.
    expect(await (await fetch(`${base}/emergency`)).text()).toBe(cached);
  });
});
