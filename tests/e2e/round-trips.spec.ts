/**
 * Speed as the guide asks: every public page costs one API round trip (the session, settings and page
 * queries share one batched request) and downloads no back-office code. A media detail page also sends
 * its one view count, a write.
 */
import { expect, test } from "@playwright/test";
import { slugWithId } from "../../admin-modules/domain/slug";
import { useE2eDatabase } from "./support";

const database = useE2eDatabase();

async function detailPaths(): Promise<string[]> {
  const { db } = database();
  const resource = await db.selectFrom("resources").select(["id"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
  const course = await db.selectFrom("courses").select(["id", "title"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
  const approved = await db.selectFrom("media_submissions").select(["id", "title"]).where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow();
  const event = await db.selectFrom("events").select(["id", "title"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
  return [
    `/resources/${resource.id}`,
    `/learning/${slugWithId(course.title, course.id)}`,
    `/media/${slugWithId(approved.title, approved.id)}`,
    `/events/${slugWithId(event.title, event.id)}`,
  ];
}

test("each public page costs one API round trip and loads no back-office code", async ({ page }) => {
  const paths = [
    "/", "/resources", "/learning", "/media", "/media/submit", "/events", "/events/submit", "/emergency",
    "/about-us", "/our-values", "/faq", "/contact-us", "/privacy-policy", "/terms-of-use", "/child-safeguarding-statement", "/auth",
    ...(await detailPaths()),
  ];
  for (const path of paths) {
    const reads: string[] = [];
    const scripts: string[] = [];
    const listen = (request: import("@playwright/test").Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/trpc/") && request.method() === "GET") reads.push(url.pathname);
      if (url.pathname.endsWith(".js")) scripts.push(url.pathname);
    };
    page.on("request", listen);
    await page.goto(path, { waitUntil: "networkidle" });
    page.off("request", listen);
    expect(reads, `${path} reads`).toHaveLength(1);
    expect(scripts.filter((s) => /admin/i.test(s)), `${path} scripts`).toEqual([]);
  }
});
