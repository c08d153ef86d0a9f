/**
 * Issue 29, urgent items and staff word lists, through the real routes: a child's story holding a
 * safeguarding word is first in the review queue and the media list with its rule, exactly one e-mail
 * reaches the safety address (the outbox) naming the item and the rule and nothing of the child's account,
 * the dashboard counts it and how long it waited; a report is marked the same way with its one e-mail; a
 * word a super admin adds through the generic admin router is found on the very next submission.
 */
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { SESSION_COOKIE } from "../../server/auth/session";
import { resetRateLimits } from "../../server/auth/rate-limit";
import { outboxDir } from "../../server/services/mail";
import { mailDeliveriesSettled } from "../../server/services/notify";
import { reportMailsSettled } from "../../server/services/report-mail";
import { createTestEnv, errorOf, type TestCaller, type TestEnv } from "../support/api";

const SAFETY = "safety.team@example.org";
const CHILD_EMAIL = "kid.private@example.org";
const CHILD_NAME = "Nimali Realname";

let env: TestEnv;
let base: string;
let close: () => Promise<void>;
let admin: TestCaller;
let child: TestCaller & { userId: number };
let childToken = "";

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  await env.db.updateTable("site_settings").set({ site_name: "Safe Site", safety_email: SAFETY }).where("id", "=", 1).execute();
  const app = createApp({ db: env.db, config: env.config });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  admin = await env.userCaller({ role: "super_admin" });
  child = await env.userCaller({ email: CHILD_EMAIL, name: CHILD_NAME });
  childToken = child.jar.get(SESSION_COOKIE)!;
});
afterAll(async () => {
  await close();
  await env.cleanup();
});
beforeEach(() => resetRateLimits(env.db));

async function share(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ type: "story", author_name: "Star", author_age: "11", age_group: "11-14", ...fields })) body.append(k, v);
  const res = await fetch(`${base}/api/media/submit`, { method: "POST", body, headers: { cookie: `${SESSION_COOKIE}=${childToken}` } });
  return { status: res.status, body: (await res.json()) as { ok?: boolean; urgent?: boolean; error?: { message: string; field?: string } } };
}

/** The e-mails in the outbox to the safety address, decoded (quoted-printable). */
function safetyMails(): string[] {
  const dir = outboxDir(env.config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
    .filter((mail) => mail.includes(`To: ${SAFETY}`))
    .map((mail) =>
      Buffer.from(
        mail
          // Encoded header words (=?UTF-8?Q?...?=), then the quoted-printable body.
          .replace(/\?=\s+=\?UTF-8\?Q\?/g, "")
          .replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) => word.replace(/_/g, " "))
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8"),
    );
}

const settled = async () => {
  await mailDeliveriesSettled();
  await reportMailsSettled();
};

describe("an urgent story", () => {
  it("is first in the queue and the media list, with one e-mail to the safety address and nothing of the child's account", async () => {
    const before = safetyMails().length;
    const calm = await share({ title: "The Kite Day", content: "We flew a kite by the sea." });
    expect(calm.body).toEqual({ ok: true, urgent: false });
    const urgent = await share({ title: "Sad Night", content: "Sometimes I want to kill myself. Nobody listens." });
    expect(urgent.body).toEqual({ ok: true, urgent: true });
    // A story sent after it that is not urgent does not pass it.
    expect((await share({ title: "Later Story", content: "We planted a tree at school." })).body.urgent).toBe(false);
    await settled();

    const row = await env.db.selectFrom("media_submissions").selectAll().where("title", "=", "Sad Night").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", urgent: 1, urgent_rule: "self_harm: kill myself" });

    const queue = await admin.api.adminWorkflows.reviewQueue({ page: 1, pageSize: 20 });
    expect(queue.rows[0]).toMatchObject({ module: "media", id: row.id, title: "Sad Night", urgent: true, urgent_rule: "self_harm: kill myself" });
    expect(queue.rows.filter((r) => r.urgent)).toHaveLength(1);
    const media = await admin.api.admin.list({ module: "media", page: 1, pageSize: 20 });
    expect(media.rows[0]).toMatchObject({ id: row.id, urgent: true });

    const mails = safetyMails().slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain('Subject: URGENT on Safe Site: Media item "Sad Night"');
    expect(mail).toContain("Sad Night");
    expect(mail).toContain("Matched rule: Self-harm: kill myself");
    expect(mail).toContain("/admin/media");
    for (const secret of [CHILD_EMAIL, CHILD_NAME, "Nobody listens"]) expect(mail).not.toContain(secret);
  });

  it("is counted on the dashboard with how long the oldest has waited", async () => {
    const twoHoursAgo = new Date(Date.now() - 125 * 60 * 1000).toISOString();
    await env.db.updateTable("media_submissions").set({ created_at: twoHoursAgo }).where("title", "=", "Sad Night").execute();
    const dashboard = await admin.api.adminWorkflows.dashboard();
    expect(dashboard.urgent.count).toBe(1);
    expect(dashboard.urgent.oldestMinutes).toBeGreaterThanOrEqual(125);
    expect(dashboard.urgent.oldestMinutes).toBeLessThan(130);
    // Decided, it no longer waits.
    const row = await env.db.selectFrom("media_submissions").select("id").where("title", "=", "Sad Night").executeTakeFirstOrThrow();
    await env.db.updateTable("media_submissions").set({ status: "rejected" }).where("id", "=", row.id).execute();
    expect((await admin.api.adminWorkflows.dashboard()).urgent).toEqual({ count: 0, oldestMinutes: null });
  });

  it("a report with a safeguarding word is urgent: first in Reports, one URGENT e-mail, counted", async () => {
    const target = await env.db.selectFrom("media_submissions").select("id").where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow();
    const before = safetyMails().length;
    const visitor = await env.caller({ ip: "10.1.2.3" });
    expect(await visitor.api.public.reports.create({ targetType: "media", targetId: target.id, reason: "other", details: "Nice picture" })).toEqual({
      ok: true,
      urgent: false,
    });
    expect(
      await visitor.api.public.reports.create({
        targetType: "media",
        targetId: target.id,
        reason: "bullying",
        details: "They bully me at school because of this",
      }),
    ).toEqual({ ok: true, urgent: true });
    await settled();
    const mails = safetyMails().slice(before);
    expect(mails).toHaveLength(2);
    expect(mails.filter((m) => m.includes("Subject: URGENT report on Safe Site"))).toHaveLength(1);
    expect(mails.find((m) => m.includes("URGENT"))).toContain("Matched rule: Bullying: bully me");
    const reports = await admin.api.admin.list({ module: "reports", page: 1, pageSize: 20 });
    expect(reports.rows[0]).toMatchObject({ urgent: true, urgent_rule: "bullying: bully me" });
    expect((await admin.api.adminWorkflows.dashboard()).urgent.count).toBe(1);
  });
});

describe("a report's details are screened like a creation", () => {
  it("a phone number is pointed out before sending, in the reporter's words; sent anyway, it is kept", async () => {
    const target = await env.db.selectFrom("media_submissions").select("id").where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow();
    const visitor = await env.caller({ ip: "10.1.2.4" });
    const report = { targetType: "media" as const, targetId: target.id, reason: "personal_info" as const, details: "It shows my number 077 123 4567" };
    const refused = await errorOf(visitor.api.public.reports.create(report));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.message).toContain("Your report has something that looks like a phone number. Remove it to keep yourself safe.");
    expect(await env.db.selectFrom("reports").select("id").where("details", "=", report.details).execute()).toEqual([]);
    expect(await visitor.api.public.reports.create({ ...report, sendAnyway: true })).toEqual({ ok: true, urgent: false });
    await settled();
  });
});

describe("the staff word lists (module screening-words)", () => {
  it("start with safeguarding words in three languages, the Sinhala and Tamil ones marked for native review", async () => {
    const list = await admin.api.admin.list({ module: "screening-words", page: 1, pageSize: 100 });
    const languages = new Set(list.rows.map((r) => r.language));
    expect(languages).toEqual(new Set(["en", "si", "ta"]));
    expect(list.rows.filter((r) => r.language !== "en").every((r) => r.needs_review === true)).toBe(true);
    expect(list.rows.filter((r) => r.language === "en").every((r) => r.needs_review === false)).toBe(true);
  });

  it("are for super admins only", async () => {
    const org = await env.userCaller({ role: "organization", organizationName: "Org" });
    expect((await errorOf(org.api.admin.list({ module: "screening-words", page: 1, pageSize: 10 }))).code).toBe("FORBIDDEN");
    expect((await errorOf(org.api.adminWorkflows.screeningWords())).code).toBe("FORBIDDEN");
  });

  it("a school name added in the back office is pointed out on the next story; the child may still send it", async () => {
    const story = { title: "My School", content: "I study at Sunrise Academy in the hills." };
    expect((await share(story)).status).toBe(200);
    await admin.api.admin.create({ module: "screening-words", values: { phrase: "Sunrise Academy", kind: "personal", language: "en" } });
    const warned = await share(story);
    expect(warned.status).toBe(400);
    expect(warned.body.error).toEqual({
      field: "send_anyway",
      message: "Your creation has something that looks like a school or place name. Remove it to keep yourself safe.",
    });
    expect((await share({ ...story, send_anyway: "on" })).body).toEqual({ ok: true, urgent: false });
  });

  it("the same school name in a report's details is pointed out too", async () => {
    const target = await env.db.selectFrom("media_submissions").select("id").where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow();
    const visitor = await env.caller({ ip: "10.1.2.5" });
    const report = { targetType: "media" as const, targetId: target.id, reason: "other" as const, details: "That is my class at sunrise academy" };
    expect((await errorOf(visitor.api.public.reports.create(report))).message).toBe(
      "Your report has something that looks like a school or place name. Remove it to keep yourself safe.",
    );
    expect(await visitor.api.public.reports.create({ ...report, sendAnyway: true })).toEqual({ ok: true, urgent: false });
    await settled();
  });

  it("a safeguarding word added in Sinhala marks the next Sinhala story urgent; switched off, it no longer does", async () => {
    const created = await admin.api.admin.create({ module: "screening-words", values: { phrase: "රහස් මිතුරා", kind: "danger", language: "en" } });
    const word = await env.db.selectFrom("screening_words").selectAll().where("phrase", "=", "රහස් මිතුරා").executeTakeFirstOrThrow();
    // Written in Sinhala letters, it is a Sinhala word whatever was chosen.
    expect(word.language).toBe("si");
    expect(created).toBeTruthy();
    expect((await share({ title: "අලුත් යාළුවා", content: "මගේ රහස් මිතුරාට මම හමුවෙනවා" })).body.urgent).toBe(true);
    await env.db.updateTable("screening_words").set({ is_active: 0 }).where("id", "=", word.id).execute();
    expect((await share({ title: "අලුත් යාළුවා 2", content: "මගේ රහස් මිතුරාට මම හමුවෙනවා" })).body.urgent).toBe(false);
  });
});
