/**
 * E-mails to the people affected by a staff decision (issue #14): a submitter with an account hears that
 * their media or event was approved or not (with the reviewer's reason), a registrant that their
 * registration was confirmed or cancelled, and an event's organiser gets one digest a day of new
 * registrations. Each kind can be switched off in the site settings.
 *
 * A transactional outbox: the write path queues the e-mail in its own transaction (mail_queue), already
 * written in the recipient's language, so a rolled-back decision sends nothing and a crash after the
 * commit loses nothing. Delivery (SMTP_URL, or the .eml outbox: server/services/mail.ts) happens after
 * the commit: at once after any tRPC mutation (server/trpc.ts) and at every sweep (server/services/sweep.ts).
 *
 * The recipient's language: a registration's is the language of the page it was made on; an account's
 * is the language it last signed in or signed up in (profiles.locale); without either, the site's default
 * (English).
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/open";
import type { SiteLocale } from "../../db/types";
import { baseLocale, isLocale, m } from "../../admin-modules/domain/i18n";
import { formatDay, formatInstant } from "../../admin-modules/domain/intl";
import { sriLankaDate } from "../../admin-modules/domain/time";
import type { Config } from "../config";
import { runWithLocale } from "../request-locale";
import { log, scrubEmails } from "../logger";
import { sendMail } from "./mail";

type Tx = Kysely<any>;
type MailConfig = Pick<Config, "smtpUrl" | "mailFrom" | "databaseFile" | "publicUrl">;

/** "urgent": a safeguarding word in a child's submission, to the safety address (server/services/urgent.ts); never switched off. */
export type MailKind = "review-decision" | "registration-status" | "registration-digest" | "urgent";

/** The site-settings switch of each kind of e-mail that has one. */
const SWITCH: Partial<Record<MailKind, "mail_review_decisions" | "mail_registration_status" | "mail_registration_digest">> = {
  "review-decision": "mail_review_decisions",
  "registration-status": "mail_registration_status",
  "registration-digest": "mail_registration_digest",
};

/** A message gives up after this many failed deliveries (a dead address must not be retried forever). */
const MAX_ATTEMPTS = 5;

async function isSwitchedOn(trx: Tx, kind: MailKind): Promise<boolean> {
  const column = SWITCH[kind];
  if (!column) return true;
  const row = (await trx.selectFrom("site_settings").select(column).where("id", "=", 1).executeTakeFirst()) as Record<string, number> | undefined;
  return row ? row[column] === 1 : true;
}

async function siteName(trx: Tx): Promise<string | null> {
  const row = (await trx.selectFrom("site_settings").select("site_name").where("id", "=", 1).executeTakeFirst()) as { site_name: string } | undefined;
  return row?.site_name ?? null;
}

const languageOf = (value: string | null | undefined): SiteLocale => (value && isLocale(value) ? value : baseLocale);

/** Set after a message is queued: the next mutation's delivery looks at the queue (the sweep looks anyway). */
let queuedSinceDelivery = false;

/**
 * Queues one e-mail inside the caller's transaction, written in `locale`, unless its kind is switched off.
 * `write` runs with every message (and date format) in the recipient's language.
 */
export async function queueMail(
  trx: Tx,
  mail: { kind: MailKind; to: string; locale: string | null | undefined; write: (site: string) => { subject: string; text: string } },
): Promise<boolean> {
  if (!(await isSwitchedOn(trx, mail.kind))) return false;
  const stored = await siteName(trx);
  const { subject, text } = runWithLocale(languageOf(mail.locale), () => mail.write(stored ?? m["site.defaultName"]()));
  await trx.insertInto("mail_queue").values({ kind: mail.kind, to_address: mail.to, subject, body: text }).execute();
  queuedSinceDelivery = true;
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// What is sent

/** A review decision, to the account that submitted the media item or event (nothing for an anonymous one). */
export async function queueReviewDecision(
  trx: Tx,
  input: { submittedBy: number | null; title: string; decision: "approved" | "rejected"; notes: string | null },
): Promise<void> {
  if (input.submittedBy === null) return;
  const who = (await trx.selectFrom("profiles").select(["email", "locale"]).where("user_id", "=", input.submittedBy).executeTakeFirst()) as
    | { email: string; locale: string | null }
    | undefined;
  if (!who) return;
  await queueMail(trx, {
    kind: "review-decision",
    to: who.email,
    locale: who.locale,
    write: (site) =>
      input.decision === "approved"
        ? { subject: m["mail.review.approvedSubject"]({ title: input.title }), text: m["mail.review.approvedBody"]({ title: input.title, site }) }
        : {
            subject: m["mail.review.rejectedSubject"]({ title: input.title }),
            text: m["mail.review.rejectedBody"]({ title: input.title, site, reason: input.notes?.trim() || m["mail.review.noReason"]() }),
          },
  });
}

/** A registration confirmed or cancelled, to the e-mail it was made with, in the language it was made in. */
export async function queueRegistrationStatus(trx: Tx, registrationId: number, status: "confirmed" | "cancelled"): Promise<void> {
  const reg = (await trx
    .selectFrom("event_registrations as r")
    .innerJoin("events as e", "e.id", "r.event_id")
    .leftJoin("profiles as p", "p.user_id", "r.user_id")
    .select(["r.name", "r.email", "r.locale", "p.locale as account_locale", "e.title", "e.event_date", "e.start_time", "e.location"])
    .where("r.id", "=", registrationId)
    .executeTakeFirst()) as
    | {
        name: string;
        email: string;
        locale: string | null;
        account_locale: string | null;
        title: string;
        event_date: string;
        start_time: string;
        location: string;
      }
    | undefined;
  if (!reg) return;
  await queueMail(trx, {
    kind: "registration-status",
    to: reg.email,
    locale: reg.locale ?? reg.account_locale,
    write: (site) => {
      const params = { name: reg.name, event: reg.title, date: formatDay(reg.event_date), time: reg.start_time, location: reg.location, site };
      return status === "confirmed"
        ? { subject: m["mail.registration.confirmedSubject"](params), text: m["mail.registration.confirmedBody"](params) }
        : { subject: m["mail.registration.cancelledSubject"](params), text: m["mail.registration.cancelledBody"](params) };
    },
  });
}

const DIGEST_JOB = "registration-digest";
/** Sri Lanka hour from which the day's digest goes (the first sweep at or after it sends). */
export const DIGEST_HOUR = 7;

/** Organisers whose digests are written in one transaction; the event loop gets a turn between batches. */
export const DIGEST_BATCH_ORGANISERS = 100;

/**
 * Once a Sri Lanka day (from DIGEST_HOUR): one e-mail per organiser (the account that created the event)
 * listing the registrations made since the last digest. Every listed registration is marked, also when
 * the digest is switched off or the event has no organiser account, so switching it on never sends a
 * backlog. Answers how many digests were queued.
 *
 * In batches of DIGEST_BATCH_ORGANISERS organisers, each in its own transaction: a day with thousands of
 * organisers (a campaign, or the first start after an upgrade) once wrote every digest in one transaction
 * on the server's thread, which held requests for about 5 s and raised the server's resident memory from
 * about 140 to 280 MiB for the rest of its life (issue #34, measured with 10,000 organisers). A digest
 * stopped half-way goes on at the next sweep: the day is recorded as done only after the last batch.
 */
export async function queueRegistrationDigests(
  db: DB,
  config: Pick<Config, "publicUrl">,
  now = new Date(),
  batchSize = DIGEST_BATCH_ORGANISERS,
): Promise<number> {
  const today = sriLankaDate(now);
  const slHour = Number(new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "Asia/Colombo" }).format(now));
  if (slHour < DIGEST_HOUR) return 0;
  const run = await db.selectFrom("job_runs").select("last_day").where("name", "=", DIGEST_JOB).executeTakeFirst();
  if (run && run.last_day >= today) return 0;
  let queued = 0;
  let after = 0;
  for (;;) {
    const organisers = await db
      .selectFrom("event_registrations as r")
      .innerJoin("events as e", "e.id", "r.event_id")
      .innerJoin("profiles as p", "p.user_id", "e.created_by")
      .select("e.created_by")
      .distinct()
      .where("r.digested_at", "is", null)
      .where("e.created_by", ">", after)
      .orderBy("e.created_by")
      .limit(batchSize)
      .execute();
    if (organisers.length === 0) break;
    const ids = organisers.map((row) => Number(row.created_by));
    queued += await db.transaction().execute((trx) => queueDigestsOf(trx, ids, config, now));
    after = ids.at(-1)!;
    // A request that arrived meanwhile is answered before the next batch.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await db.transaction().execute(async (trx) => {
    // Registrations for events without an organiser account: nobody to tell; marked so they never pile up.
    await trx
      .updateTable("event_registrations")
      .set({ digested_at: now.toISOString() })
      .where("digested_at", "is", null)
      .where("event_id", "in", (eb) =>
        eb.selectFrom("events as e").leftJoin("profiles as p", "p.user_id", "e.created_by").select("e.id").where("p.user_id", "is", null),
      )
      .execute();
    await trx
      .insertInto("job_runs")
      .values({ name: DIGEST_JOB, last_day: today })
      .onConflict((oc) => oc.column("name").doUpdateSet({ last_day: today }))
      .execute();
  });
  return queued;
}

/** The digests of `organisers` (account ids): their registrations not yet listed, written and marked. */
async function queueDigestsOf(trx: Tx, organisers: number[], config: Pick<Config, "publicUrl">, now: Date): Promise<number> {
  const rows = await trx
    .selectFrom("event_registrations as r")
    .innerJoin("events as e", "e.id", "r.event_id")
    .innerJoin("profiles as p", "p.user_id", "e.created_by")
    .select(["r.id", "r.name", "r.registered_at", "e.title", "e.event_date", "e.created_by", "p.email", "p.locale"])
    .where("r.digested_at", "is", null)
    .where("e.created_by", "in", organisers)
    .orderBy("e.created_by")
    .orderBy("e.event_date")
    .orderBy("r.registered_at")
    .execute();
  const byOrganiser = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byOrganiser.get(Number(row.created_by)) ?? [];
    list.push(row);
    byOrganiser.set(Number(row.created_by), list);
  }
  let queued = 0;
  for (const list of byOrganiser.values()) {
    const sent = await queueMail(trx, {
      kind: "registration-digest",
      to: list[0].email,
      locale: list[0].locale,
      write: (site) => ({
        subject: m["mail.digest.subject"]({ count: list.length, site }),
        text: m["mail.digest.body"]({
          site,
          count: list.length,
          list: list
            .map((r) => m["mail.digest.line"]({ event: r.title, date: formatDay(r.event_date), name: r.name, at: formatInstant(r.registered_at) }))
            .join("\n"),
          link: `${config.publicUrl}/admin/event-registrations`,
        }),
      }),
    });
    if (sent) queued += 1;
  }
  // Only the rows listed: one made after the read waits for tomorrow's digest, never lost.
  const listed = rows.reduce((most, row) => Math.max(most, Number(row.id)), 0);
  await trx
    .updateTable("event_registrations")
    .set({ digested_at: now.toISOString() })
    .where("digested_at", "is", null)
    .where("id", "<=", listed)
    .where("event_id", "in", trx.selectFrom("events").select("id").where("created_by", "in", organisers))
    .execute();
  return queued;
}

// ---------------------------------------------------------------------------------------------------------
// Delivery

let delivering: Promise<number> | null = null;

/**
 * Sends every queued e-mail, oldest first; a sent one leaves the queue, a failed one is tried again at the
 * next delivery (up to MAX_ATTEMPTS). One delivery at a time per process; answers how many were sent.
 */
export function deliverQueuedMail(db: DB, config: MailConfig): Promise<number> {
  if (delivering) return delivering.then(() => deliverQueuedMail(db, config));
  queuedSinceDelivery = false;
  const run = (async () => {
    const queued = await db.selectFrom("mail_queue").selectAll().orderBy("id").limit(500).execute();
    let sent = 0;
    for (const mail of queued) {
      try {
        await sendMail(config, { to: mail.to_address, subject: mail.subject, text: mail.body });
        await db.deleteFrom("mail_queue").where("id", "=", mail.id).execute();
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        log.error({ kind: mail.kind, attempts, cause: scrubEmails(error instanceof Error ? error.message : String(error)) }, "an e-mail could not be sent");
        if (attempts >= MAX_ATTEMPTS) await db.deleteFrom("mail_queue").where("id", "=", mail.id).execute();
        else await db.updateTable("mail_queue").set({ attempts }).where("id", "=", mail.id).execute();
      }
    }
    return sent;
  })().finally(() => {
    delivering = null;
  });
  delivering = run;
  return run;
}

/** In the background, when something was queued since the last delivery: never delays or fails the request. */
export function startMailDelivery(db: DB, config: MailConfig): void {
  if (!queuedSinceDelivery) return;
  deliverQueuedMail(db, config).catch((error: unknown) => {
    log.error({ cause: scrubEmails(error instanceof Error ? error.message : String(error)) }, "queued e-mails could not be delivered");
  });
}

/** Waits for a running delivery (tests, shutdown). */
export async function mailDeliveriesSettled(): Promise<void> {
  while (delivering) await delivering.catch(() => undefined);
}
