/**
 * A parent's consent for a child below the consent age (Sri Lanka's Personal Data Protection Act No. 9 of
 * 2022; see README). Sign-up records the parent's e-mail and sends a link; until the parent agrees, nothing
 * personal beyond the account is stored. A link's token is random (160 bits), only its SHA-256 is kept
 * (parent_links); it lives 7 days to agree and then serves as the parent's view. Asking for a new link by
 * e-mail adds one and leaves the working ones alone; the parent stops any of them from the page.
 * Declining, withdrawing, or no answer within 30 days deletes the account.
 */
import { TRPCError } from "@trpc/server";
import type { DB } from "../../db/open";
import type { Config } from "../config";
import { m } from "../../admin-modules/domain/i18n";
import { CONSENT_LINK_DAYS, CONSENT_RESEND_MINUTES, CONSENT_WAIT_DAYS, PARENT_VIEW_LINK_DAYS } from "../../admin-modules/domain/child-safety";
import { generateSessionToken, hashToken } from "../auth/session";
import type { Caller } from "../auth/caller";
import { deleteAccount } from "./account-data";
import { sendDeletionMail } from "./deletion-mail";
import { log } from "../logger";
import { sendMail } from "./mail";
import { backgroundMail } from "./background-mail";
import { markEmailVerifiedIfSame } from "./email-verification";
import { getSiteSettings } from "./site-settings";
import { sessionMemoFor } from "./session-memo";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the account still waits for a parent's consent, from the request's caller (its one session
 * statement read the consent: server/auth/caller.ts).
 */
export const waitingForParent = (caller: Pick<Caller, "consent"> | null): boolean => caller?.consent?.status === "pending";

/** Refuses (with the friendly explanation) anything personal while a parent has not agreed yet. */
export function assertMayStorePersonalData(caller: Pick<Caller, "consent">): void {
  if (waitingForParent(caller)) throw new TRPCError({ code: "PRECONDITION_FAILED", message: m["safety.consent.waitingError"]() });
}

/** Records the request at sign-up (inside the account's transaction); the e-mail goes after commit. */
export async function recordConsentRequest(db: Pick<DB, "insertInto">, userId: number, parentEmail: string): Promise<void> {
  await db.insertInto("parental_consents").values({ user_id: userId, parent_email: parentEmail.trim() }).execute();
}

/**
 * A new link for the parent, added to any working ones (issue #26: asking for a link never breaks the one
 * the parent uses): 7 days to agree, or the view's lifetime once agreed.
 */
async function newParentLink(db: DB, userId: number, status: "pending" | "granted", now: Date): Promise<string> {
  const token = generateSessionToken();
  const days = status === "pending" ? CONSENT_LINK_DAYS : PARENT_VIEW_LINK_DAYS;
  await db
    .insertInto("parent_links")
    .values({ user_id: userId, token_hash: hashToken(token), created_at: now.toISOString(), expires_at: new Date(now.getTime() + days * DAY_MS).toISOString() })
    .execute();
  await db.updateTable("parental_consents").set({ last_sent_at: now.toISOString() }).where("user_id", "=", userId).execute();
  return token;
}

/** Writes the parent's e-mail: for a pending consent the request, once agreed a fresh link to the view. */
export async function sendParentEmail(db: DB, config: Config, userId: number, now = new Date()): Promise<void> {
  const row = await db
    .selectFrom("parental_consents")
    .innerJoin("profiles", "profiles.user_id", "parental_consents.user_id")
    .select(["parental_consents.parent_email", "parental_consents.status", "profiles.username"])
    .where("parental_consents.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return;
  const token = await newParentLink(db, userId, row.status, now);
  const settings = await getSiteSettings(db);
  const link = `${config.publicUrl}/parent?token=${encodeURIComponent(token)}`;
  const params = { site: settings.site_name, username: row.username, link, days: CONSENT_LINK_DAYS, wait: CONSENT_WAIT_DAYS, safety: settings.safety_email };
  const where = await sendMail(config, {
    to: row.parent_email,
    subject: (row.status === "pending" ? m["safety.mail.consentSubject"] : m["safety.mail.viewSubject"])(params),
    text: (row.status === "pending" ? m["safety.mail.consentBody"] : m["safety.mail.viewBody"])(params),
  });
  log.info({ delivery: where }, "a parent's e-mail was prepared");
}

/** "Send the e-mail again": only while pending, and at most once every few minutes. */
export async function resendConsentEmail(db: DB, config: Config, userId: number, now = new Date()): Promise<void> {
  const row = await db.selectFrom("parental_consents").select(["status", "last_sent_at"]).where("user_id", "=", userId).executeTakeFirst();
  if (row?.status !== "pending") throw new TRPCError({ code: "BAD_REQUEST", message: m["safety.consent.notWaiting"]() });
  if (row.last_sent_at && now.getTime() - new Date(row.last_sent_at).getTime() < CONSENT_RESEND_MINUTES * 60_000) {
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: m["safety.consent.resendTooSoon"]({ minutes: CONSENT_RESEND_MINUTES }) });
  }
  await sendParentEmail(db, config, userId, now);
}

/** The child a parent's link belongs to (and the link), while the link is valid. */
export async function childForToken(db: DB, token: string, now = new Date()) {
  const row = await db
    .selectFrom("parent_links")
    .innerJoin("parental_consents", "parental_consents.user_id", "parent_links.user_id")
    .select([
      "parent_links.id as link_id",
      "parental_consents.user_id",
      "parental_consents.status",
      "parental_consents.parent_email",
      "parental_consents.consented_at",
    ])
    .where("parent_links.token_hash", "=", hashToken(token))
    .where("parent_links.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: m["safety.parent.linkInvalid"]() });
  return row;
}

/** The child's working links, newest first, for the parent's page (which one is this one). */
export async function parentLinks(db: DB, userId: number, currentLinkId: number, now = new Date()) {
  const rows = await db
    .selectFrom("parent_links")
    .select(["id", "created_at", "expires_at"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, expiresAt: row.expires_at, current: row.id === currentLinkId }));
}

/** The parent agrees (recorded with the time; the link becomes the view's) or declines (the account goes). */
export async function decideConsent(db: DB, config: Config, token: string, decision: "agree" | "decline", now = new Date()) {
  const child = await childForToken(db, token, now);
  if (decision === "decline") {
    const removed = await deleteAccount(db, child.user_id, config.uploadsDir);
    if (removed) await sendDeletionMail(db, config, child.parent_email, removed);
    return { status: "deleted" as const };
  }
  if (child.status === "pending") {
    await db.transaction().execute(async (trx) => {
      const agreed = await trx
        .updateTable("parental_consents")
        .set({ status: "granted", consented_at: now.toISOString() })
        .where("user_id", "=", child.user_id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (Number(agreed.numUpdatedRows) === 0) return;
      // The link the parent agreed with becomes the view's link.
      await trx
        .updateTable("parent_links")
        .set({ expires_at: new Date(now.getTime() + PARENT_VIEW_LINK_DAYS * DAY_MS).toISOString() })
        .where("id", "=", child.link_id)
        .execute();
      // The consent link reached the parent's address: when the child's account uses that same address, it is proved.
      await markEmailVerifiedIfSame(trx, child.user_id, child.parent_email, now);
    });
    // The child's kept answers show the consent still pending: gone from memory now (the stamp moved anyway).
    sessionMemoFor(db).forgetUser(child.user_id);
  }
  return { status: "granted" as const };
}

/**
 * The parent stops one of the child's links: this one by default, or another working one named by its id
 * (a new one can be asked for by e-mail). Only links of the same child.
 */
export async function revokeParentLink(db: DB, token: string, linkId?: number): Promise<{ current: boolean }> {
  const child = await childForToken(db, token);
  const target = linkId ?? child.link_id;
  const stopped = await db.deleteFrom("parent_links").where("id", "=", target).where("user_id", "=", child.user_id).executeTakeFirst();
  if (Number(stopped.numDeletedRows) === 0) throw new TRPCError({ code: "NOT_FOUND", message: m["safety.parent.links.notFound"]() });
  return { current: target === child.link_id };
}

const background = backgroundMail();

/**
 * A parent asks for new links: every child naming this e-mail gets one sent to it. Always the same answer,
 * in the background, so nobody learns which e-mails are parents here.
 */
export function startParentLinkRequest(db: DB, config: Config, email: string): void {
  background.start(async () => {
    const children = await db
      .selectFrom("parental_consents")
      .select("user_id")
      .where((eb) => eb(eb.fn("lower", ["parent_email"]), "=", email.trim().toLowerCase()))
      .execute();
    for (const child of children) await sendParentEmail(db, config, child.user_id);
  }, "a parent's new link could not be sent");
}

/** Resolves once every background e-mail has been written (tests, tidy shutdown). */
export const parentEmailsSettled = background.settled;

/** Runs a parent's e-mail in the background (sign-up must not wait on, or fail with, an SMTP server). */
export function sendParentEmailInBackground(db: DB, config: Config, userId: number): void {
  background.start(() => sendParentEmail(db, config, userId), "a parent's consent e-mail could not be sent");
}

/**
 * Deletes every account whose parent has not answered within 30 days of sign-up. Part of the sweep
 * (server/services/sweep.ts: at start, hourly, and `npm run sweep`); safe to run from several places at
 * once: each account is deleted once.
 */
export async function sweepUnansweredConsents(db: DB, config: { uploadsDir: string | null }, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CONSENT_WAIT_DAYS * DAY_MS).toISOString();
  const expired = await db.selectFrom("parental_consents").select("user_id").where("status", "=", "pending").where("requested_at", "<", cutoff).execute();
  let deleted = 0;
  for (const row of expired) if (await deleteAccount(db, row.user_id, config.uploadsDir)) deleted += 1;
  return deleted;
}
