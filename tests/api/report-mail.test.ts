/**
 * Reports reach people: each new report writes exactly one e-mail to the site's safety address (outbox)
 * with the item and the reason and nothing about the reporter; the dashboard counts open reports older
 * than 24 hours as overdue (the time is set in the test).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { outboxDir } from "../../server/services/mail";
import { reportMailsSettled } from "../../server/services/report-mail";
import { loadDashboard } from "../../server/admin/workflows/dashboard";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  await env.db
    .insertInto("site_settings")
    .values({ id: 1, site_name: "Safe Site", support_email: "help@example.org", safety_email: "safety.team@example.org", partnerships_email: "p@example.org" })
    .onConflict((oc) => oc.column("id").doUpdateSet({ site_name: "Safe Site", safety_email: "safety.team@example.org" }))
    .execute();
});
afterAll(() => env.cleanup());

function safetyMails(): string[] {
  const dir = outboxDir(env.config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
    .filter((m) => m.includes("To: safety.team@example.org"))
    .map((m) => m.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

describe("a new report", () => {
  it("sends one e-mail to the safety address with the item and reason, never the reporter's data", async () => {
    const reporter = await env.userCaller({ email: "reporter.private@example.org", name: "Reporter Realname" });
    const media = await env.db.selectFrom("media_submissions").select(["id", "title"]).where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow();
    const before = safetyMails().length;
    await reporter.api.public.reports.create({
      targetType: "media",
      targetId: media.id,
      reason: "bullying",
      details: "I am Reporter Realname, call me on 0779998887",
      // The reporter was told it looks like a phone number (issue #29) and sends anyway.
      sendAnyway: true,
    });
    await reportMailsSettled();
    const mails = safetyMails();
    expect(mails.length).toBe(before + 1);
    const mail = mails.find((m) => m.includes(media.title))!;
    expect(mail).toContain("Subject: New report on Safe Site: Media item");
    expect(mail).toContain("Reason: Bullying");
    expect(mail).toContain("/admin/reports");
    for (const secret of ["reporter.private@example.org", "Reporter Realname", "0779998887", "member_"]) expect(mail).not.toContain(secret);
  });

  it("courses and bylines can be reported (one e-mail each); a hidden course cannot", async () => {
    const { api } = await env.caller();
    const course = await env.db.selectFrom("courses").select(["id", "title"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
    const media = await env.db
      .selectFrom("media_submissions")
      .select(["id", "author_name"])
      .where("status", "=", "approved")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const before = safetyMails().length;
    await api.public.reports.create({ targetType: "course", targetId: course.id, reason: "inappropriate", details: null });
    await api.public.reports.create({ targetType: "byline", targetId: media.id, reason: "personal_info", details: null });
    await reportMailsSettled();
    const added = safetyMails().slice(before);
    expect(added).toHaveLength(2);
    expect(added.some((m) => m.includes(course.title) && m.includes("Course"))).toBe(true);
    expect(added.some((m) => m.includes("Person shown on media item") && m.includes(media.author_name))).toBe(true);
    await env.db.updateTable("courses").set({ is_active: 0 }).where("id", "=", course.id).execute();
    expect((await errorOf(api.public.reports.create({ targetType: "course", targetId: course.id, reason: "spam", details: null }))).code).toBe("NOT_FOUND");
    await env.db.updateTable("courses").set({ is_active: 1 }).where("id", "=", course.id).execute();
  });
});

describe("overdue reports on the dashboard", () => {
  it("counts open reports older than 24 hours, not newer or closed ones", async () => {
    const admin = await env.userCaller({ role: "super_admin" });
    const caller = { userId: admin.userId, role: "super_admin" as const };
    await env.db.deleteFrom("reports").execute();
    const event = await env.db.selectFrom("events").select("id").where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
    const now = new Date("2031-03-10T12:00:00Z");
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
    await env.db
      .insertInto("reports")
      .values([
        { target_type: "event", target_id: event.id, reason: "spam", status: "open", created_at: hoursAgo(25) },
        { target_type: "event", target_id: event.id, reason: "spam", status: "open", created_at: hoursAgo(48) },
        { target_type: "event", target_id: event.id, reason: "spam", status: "open", created_at: hoursAgo(23) },
        { target_type: "event", target_id: event.id, reason: "spam", created_at: hoursAgo(30), status: "resolved" },
      ])
      .execute();
    const dashboard = await loadDashboard(env.db, caller, now);
    expect(dashboard.admin).toMatchObject({ openReports: 3, overdueReports: 2 });
    // Through the procedure (the real clock: all four are far in the future, so none is overdue yet).
    expect((await admin.api.adminWorkflows.dashboard()).admin?.overdueReports).toBe(0);
  });
});
