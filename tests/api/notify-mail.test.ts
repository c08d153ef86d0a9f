/**
 * E-mails to the people affected (issue #14), over real SMTP (a local smtp-server on 127.0.0.1 stands in for
 * the NGO's relay), parsed with mailparser: the right recipient, in the recipient's language, with the right
 * content (the reviewer's reason for a rejection), one organisers' digest a day, and none of a kind that is
 * switched off in the site settings.
 */
import { simpleParser } from "mailparser";
import { type SmtpRelay, startSmtpRelay } from "../support/smtp-relay";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetRateLimits } from "../../server/auth/rate-limit";
import { runWithLocale } from "../../server/http/locale";
import { DIGEST_HOUR, deliverQueuedMail, mailDeliveriesSettled, queueRegistrationDigests } from "../../server/services/notify";
import { sweepMail } from "../../server/services/sweep";
import { createTestEnv, type TestEnv } from "../support/api";
import { queryFirst } from "../support/tables";
import { eventValues, insertRow } from "./admin-helpers";

interface Received {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

let env: TestEnv;
let relay: SmtpRelay;
const received: Received[] = [];
let admin: Awaited<ReturnType<TestEnv["userCaller"]>>;
let org: Awaited<ReturnType<TestEnv["userCaller"]>>;

beforeAll(async () => {
  env = await createTestEnv();
  relay = await startSmtpRelay(async ({ to, data }) => {
    const mail = await simpleParser(data);
    received.push({ to, subject: mail.subject ?? "", text: mail.text ?? "", html: typeof mail.html === "string" ? mail.html : "" });
  });
  env.config.smtpUrl = `smtp://127.0.0.1:${relay.port}`;
  admin = await env.userCaller({ role: "super_admin" });
  org = await env.userCaller({ role: "organization", email: "organiser@example.org", organizationName: "Kids Club" });
  await env.db
    .insertInto("site_settings")
    .values({ id: 1, site_name: "Safe Site", support_email: "s@example.org", safety_email: "x@example.org", partnerships_email: "p@example.org" })
    .execute();
});

afterAll(async () => {
  await relay.close();
  await env.cleanup();
});

beforeEach(async () => {
  await mailDeliveriesSettled();
  received.length = 0;
  await resetRateLimits(env.db);
});

/** Waits for the background delivery a mutation started, and for the relay to have parsed what it got. */
async function delivered(): Promise<Received[]> {
  await mailDeliveriesSettled();
  await new Promise((resolve) => setTimeout(resolve, 50));
  return [...received];
}

async function switches(on: boolean) {
  await admin.api.adminWorkflows.updateSiteSettings({
    site_name: "Safe Site",
    support_email: "s@example.org",
    safety_email: "x@example.org",
    partnerships_email: "p@example.org",
    mail_review_decisions: on,
    mail_registration_status: on,
    mail_registration_digest: on,
  });
}

/** A registration made by a visitor on a page in `locale`, for a fresh event of the organisation. */
async function register(locale: "en" | "si" | "ta", email: string, name: string, eventTitle = `Drawing Day ${Math.random().toString(36).slice(2, 7)}`) {
  const eventId = await insertRow(env, "events", eventValues(org.userId, { title: eventTitle, capacity: 50 }));
  const visitor = await env.caller();
  const result = await runWithLocale(locale, () =>
    visitor.api.public.events.register({ eventId, name, age: 10, guardianName: "A Parent", consent: true, email }),
  );
  const { id } = await env.db.selectFrom("event_registrations").select("id").where("email", "=", email).orderBy("id", "desc").executeTakeFirstOrThrow();
  return { id, eventId, eventTitle, result };
}

describe("registration confirmed or cancelled", () => {
  it("goes to the registration's e-mail, in the language of the page it was made on", async () => {
    const reg = await register("si", "parent.si@example.org", "Nimal", "Art Camp");
    await org.api.adminWorkflows.confirmRegistration({ id: reg.id });
    let mails = await delivered();
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(["parent.si@example.org"]);
    expect(mails[0].subject).toBe("ලියාපදිංචිය තහවුරු විය: Art Camp");
    expect(mails[0].text).toContain("Nimal");
    expect(mails[0].text).toContain("Town Hall");
    expect(mails[0].text).toContain("Safe Site");

    received.length = 0;
    await org.api.adminWorkflows.cancelRegistration({ id: reg.id });
    mails = await delivered();
    expect(mails.map((m) => [m.to[0], m.subject])).toEqual([["parent.si@example.org", "ලියාපදිංචිය අවලංගු විය: Art Camp"]]);
  });

  it("English and Tamil registrants get their own language", async () => {
    const en = await register("en", "parent.en@example.org", "Ann", "Music Day");
    const ta = await register("ta", "parent.ta@example.org", "Kumar", "Music Day");
    await org.api.adminWorkflows.confirmRegistration({ id: en.id });
    await org.api.adminWorkflows.confirmRegistration({ id: ta.id });
    const mails = await delivered();
    expect(mails.map((m) => [m.to[0], m.subject]).sort()).toEqual([
      ["parent.en@example.org", "Registration confirmed: Music Day"],
      ["parent.ta@example.org", "பதிவு உறுதிப்படுத்தப்பட்டது: Music Day"],
    ]);
    // Its HTML is the same text in the Tamil language, in a font list that names Tamil and Sinhala fonts.
    const tamil = mails.find((m) => m.to[0] === "parent.ta@example.org")!;
    expect(tamil.html).toContain('<html lang="ta">');
    expect(tamil.html).toMatch(/font-family: 'Noto Sans Sinhala', 'Iskoola Pota'.*'Noto Sans Tamil', 'Latha'/);
    expect(tamil.html).toContain("Kumar");
    expect(mails.find((m) => m.to[0] === "parent.en@example.org")!.html).toContain('<html lang="en">');
  });
});

describe("review decisions to the submitter", () => {
  it("a rejected media item: the submitter (language of their last sign-in) gets the reviewer's reason", async () => {
    const child = await env.userCaller({ email: "young.artist@example.org" });
    // Signing in on a Tamil page makes Tamil the account's language.
    await runWithLocale("ta", () => env.caller().then((c) => c.api.auth.signIn({ email: "young.artist@example.org", password: "secret-password" })));
    const mediaId = await insertRow(env, "media_submissions", { title: "My Kite", type: "story", author_name: "Kid", submitted_by: child.userId });
    await admin.api.adminWorkflows.reviewMedia({ id: mediaId, decision: "rejected", notes: "Please leave out your school's name." });
    const mails = await delivered();
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(["young.artist@example.org"]);
    expect(mails[0].subject).toBe("வெளியிடப்படவில்லை: My Kite");
    expect(mails[0].text).toContain("Please leave out your school's name.");
  });

  it("an approved event submission: the submitter hears it in the site's default language when none is known", async () => {
    const submitter = await env.userCaller({ email: "event.maker@example.org" });
    const id = await insertRow(env, "content_submissions", {
      title: "Beach Clean-up",
      description: "D",
      content_type: "event",
      submitted_by: submitter.userId,
      content_data: JSON.stringify({
        type: "workshop",
        event_date: "2031-05-01",
        start_time: "10:00",
        end_time: "12:00",
        location: "Beach",
        district: "Colombo",
        capacity: 20,
      }),
    });
    await admin.api.adminWorkflows.reviewSubmission({ id, decision: "approved" });
    const mails = await delivered();
    expect(mails.map((m) => [m.to[0], m.subject])).toEqual([["event.maker@example.org", "Approved: Beach Clean-up"]]);
    expect(mails[0].text).toContain("Safe Site");
  });

  it("an organisation's event approved by a super admin: the organisation hears it", async () => {
    const eventId = await insertRow(env, "events", eventValues(org.userId, { title: "Org Held Event", review_status: "pending" }));
    await admin.api.adminWorkflows.reviewRow({ module: "events", id: eventId, decision: "rejected", notes: "Add the end time." });
    const mails = await delivered();
    expect(mails.map((m) => [m.to[0], m.subject])).toEqual([["organiser@example.org", "Not published: Org Held Event"]]);
    expect(mails[0].text).toContain("Add the end time.");
  });
});

describe("the organisers' daily digest", () => {
  const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00+05:30`);

  it("one e-mail per organiser listing the new registrations, once a day, from the digest hour", async () => {
    // Registrations from the tests above were listed by nobody yet: start from a clean slate.
    await sweepMail(env.db, env.config, at("2031-01-01", DIGEST_HOUR));
    received.length = 0;
    await register("en", "a.parent@example.org", "Asha", "Kite Festival");
    await register("en", "b.parent@example.org", "Bimal", "Kite Festival");
    expect((await sweepMail(env.db, env.config, at("2031-01-02", DIGEST_HOUR - 1))).digests).toBe(0);
    expect((await sweepMail(env.db, env.config, at("2031-01-02", DIGEST_HOUR))).digests).toBe(1);
    const mails = await delivered();
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(["organiser@example.org"]);
    expect(mails[0].subject).toBe("New registrations for your events on Safe Site: 2");
    expect(mails[0].text).toMatch(/Kite Festival .*: Asha/);
    expect(mails[0].text).toMatch(/Kite Festival .*: Bimal/);
    // The same day again: nothing, even with a new registration (it waits for tomorrow).
    await register("en", "c.parent@example.org", "Chamari", "Kite Festival");
    expect((await sweepMail(env.db, env.config, at("2031-01-02", 22))).digests).toBe(0);
    expect((await sweepMail(env.db, env.config, at("2031-01-03", 9))).digests).toBe(1);
    expect((await delivered()).at(-1)?.text).toContain("Chamari");
  });
  it("many organisers are written in batches, each told once of their own registrations, none lost", async () => {
    await sweepMail(env.db, env.config, at("2031-01-04", DIGEST_HOUR));
    received.length = 0;
    const second = await env.userCaller({ role: "organization", email: "second.organiser@example.org", organizationName: "Art Club" });
    const third = await env.userCaller({ role: "organization", email: "third.organiser@example.org", organizationName: "Book Club" });
    const visitor = await env.caller();
    for (const [organiser, title, child] of [
      [org, "Batch Kites", "Kasun"],
      [second, "Batch Paint", "Dilani"],
      [third, "Batch Books", "Tharshan"],
      [third, "Batch Poems", "Malini"],
    ] as const) {
      const eventId = await insertRow(env, "events", eventValues(organiser.userId, { title, capacity: 50 }));
      await visitor.api.public.events.register({
        eventId,
        name: child,
        age: 10,
        guardianName: "A Parent",
        consent: true,
        email: `${child.toLowerCase()}@example.org`,
      });
    }
    // One organiser per transaction: three batches.
    expect(await queueRegistrationDigests(env.db, env.config, at("2031-01-05", DIGEST_HOUR), 1)).toBe(3);
    await deliverQueuedMail(env.db, env.config);
    const mails = await delivered();
    const byOrganiser = Object.fromEntries(mails.map((mail) => [mail.to[0], mail.text]));
    expect(Object.keys(byOrganiser).sort()).toEqual(["organiser@example.org", "second.organiser@example.org", "third.organiser@example.org"]);
    expect(byOrganiser["organiser@example.org"]).toContain("Kasun");
    expect(byOrganiser["organiser@example.org"]).not.toContain("Dilani");
    expect(byOrganiser["third.organiser@example.org"]).toMatch(/Tharshan[\s\S]*Malini|Malini[\s\S]*Tharshan/);
    expect(await queryFirst(env, "SELECT count(*) AS n FROM event_registrations WHERE digested_at IS NULL")).toEqual({ n: 0 });
    // The day is done: no second digest.
    expect(await queueRegistrationDigests(env.db, env.config, at("2031-01-05", 20), 1)).toBe(0);
  });
});

describe("switched off in the site settings", () => {
  it("sends none of the three kinds", async () => {
    await switches(false);
    try {
      const reg = await register("en", "off.parent@example.org", "Off", "Quiet Day");
      await org.api.adminWorkflows.confirmRegistration({ id: reg.id });
      const child = await env.userCaller({ email: "off.child@example.org" });
      const mediaId = await insertRow(env, "media_submissions", { title: "Quiet Kite", type: "story", author_name: "Kid", submitted_by: child.userId });
      await admin.api.adminWorkflows.reviewMedia({ id: mediaId, decision: "approved" });
      expect((await sweepMail(env.db, env.config, at2("2031-02-01"))).digests).toBe(0);
      expect(await delivered()).toEqual([]);
      expect(await queryFirst(env, "SELECT count(*) AS n FROM mail_queue")).toEqual({ n: 0 });
    } finally {
      await switches(true);
    }
    // Switched on again: the next change is told (and no backlog of the quiet ones).
    const reg = await register("en", "on.parent@example.org", "On", "Loud Day");
    await org.api.adminWorkflows.confirmRegistration({ id: reg.id });
    expect((await delivered()).map((m) => m.to[0])).toEqual(["on.parent@example.org"]);
  });
});

const at2 = (day: string) => new Date(`${day}T09:00:00+05:30`);
