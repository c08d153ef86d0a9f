/**
 * Proving an e-mail address (issue #26). An address links data to an account only once its owner has
 * shown they receive its mail: sign-up sends a link (in the visitor's language, through SMTP or the outbox
 * like password resets); opening it and pressing the button records the proof. A used password-reset link
 * proves the address too (it went there), and so does a parent's consent link when the parent's e-mail is
 * the child's own. Children below the consent age get no link of their own: their parent's consent is
 * their flow, and nothing is linked to their account by their e-mail.
 *
 * A link's token is random (160 bits); only its SHA-256 is kept, with the address it proves, for 7 days.
 * Asking always answers the same; the e-mail is prepared in the background. Tokens and links are never logged.
 */
import { baseLocale, getLocale, m } from "../../admin-modules/domain/i18n";
import type { DB } from "../../db/open";
import type { Config } from "../config";
import { enforceLimits, LimitReachedError } from "../auth/rate-limit";
import { generateSessionToken, hashToken } from "../auth/session";
import { log } from "../logger";
import { sendMail } from "./mail";
import { backgroundMail } from "./background-mail";
import { getSiteSettings } from "./site-settings";

export const VERIFICATION_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type Writer = Pick<DB, "selectFrom" | "updateTable" | "deleteFrom">;

/** The account as an identity: its id, and its e-mail only once that address is proved. */
export interface AccountIdentity {
  userId: number;
  verifiedEmail: string | null;
}

export async function accountIdentity(db: Pick<DB, "selectFrom">, userId: number): Promise<AccountIdentity> {
  const user = await db.selectFrom("users").select(["email", "email_verified_at"]).where("id", "=", userId).executeTakeFirst();
  return { userId, verifiedEmail: user?.email_verified_at ? user.email.trim().toLowerCase() : null };
}

/** Records the proof for the account's current address (nothing when it already has one or the address differs). */
export async function markEmailVerifiedIfSame(db: Writer, userId: number, provedAddress: string, now = new Date()): Promise<boolean> {
  const done = await db
    .updateTable("users")
    .set({ email_verified_at: now.toISOString() })
    .where("id", "=", userId)
    .where("email_verified_at", "is", null)
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", provedAddress.trim().toLowerCase()))
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) > 0) await db.deleteFrom("email_verifications").where("user_id", "=", userId).execute();
  return Number(done.numUpdatedRows) > 0;
}

/** The address changed (a super admin's edit): the old proof and any link sent to the old address go. */
export async function forgetEmailProof(db: Writer, userId: number): Promise<void> {
  await db.updateTable("users").set({ email_verified_at: null }).where("id", "=", userId).execute();
  await db.deleteFrom("email_verifications").where("user_id", "=", userId).execute();
}

const background = backgroundMail();

/** Starts preparing the e-mail in the background; the caller's answer never waits on (or tells of) it. */
export function startEmailVerification(db: DB, config: Config, userId: number): void {
  background.start(() => sendVerificationEmail(db, config, userId), "an e-mail verification link could not be sent");
}

/** Resolves once every started e-mail has been prepared (tests, a tidy shutdown). */
export const emailVerificationsSettled = background.settled;

async function sendVerificationEmail(db: DB, config: Config, userId: number): Promise<void> {
  const user = await db.selectFrom("users").select(["email", "email_verified_at"]).where("id", "=", userId).executeTakeFirst();
  if (!user || user.email_verified_at) return;
  // Nobody can flood an inbox with links: the same allowance per address as password resets.
  try {
    await enforceLimits(db, "emailVerification", { email: user.email });
  } catch (error) {
    if (error instanceof LimitReachedError) return;
    throw error;
  }
  const token = generateSessionToken();
  await db
    .insertInto("email_verifications")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      email: user.email,
      expires_at: new Date(Date.now() + VERIFICATION_LINK_DAYS * DAY_MS).toISOString(),
    })
    .execute();
  const [settings, profile] = await Promise.all([
    getSiteSettings(db),
    db.selectFrom("profiles").select(["username"]).where("user_id", "=", userId).executeTakeFirst(),
  ]);
  // The e-mail and its link are in the language of the page that asked for it.
  const locale = getLocale();
  const link = `${config.publicUrl}${locale === baseLocale ? "" : `/${locale}`}/verify-email?token=${encodeURIComponent(token)}`;
  const params = { name: profile?.username ?? "", site: settings.site_name, link, days: VERIFICATION_LINK_DAYS };
  const where = await sendMail(config, { to: user.email, subject: m["auth.verify.mailSubject"](params), text: m["auth.verify.mailBody"](params) });
  log.info({ delivery: where === "smtp" ? "smtp" : where }, "an e-mail verification link was prepared");
}

/** Is this a working link (unused, not expired, for the account's current address)? */
export async function isVerificationTokenValid(db: DB, token: string): Promise<boolean> {
  return Boolean(await validLink(db, token));
}

function validLink(db: Pick<DB, "selectFrom">, token: string) {
  return db
    .selectFrom("email_verifications")
    .innerJoin("users", "users.id", "email_verifications.user_id")
    .select(["email_verifications.user_id", "email_verifications.email"])
    .where("email_verifications.token_hash", "=", hashToken(token))
    .where("email_verifications.expires_at", ">", new Date().toISOString())
    .where((eb) => eb(eb.fn("lower", ["users.email"]), "=", eb.fn("lower", ["email_verifications.email"])))
    .executeTakeFirst();
}

/** Uses a link: the account's address is proved. False for an unknown, expired or outdated link. */
export async function verifyEmail(db: DB, token: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const link = await validLink(trx, token);
    if (!link) return false;
    await markEmailVerifiedIfSame(trx, link.user_id, link.email);
    await trx.deleteFrom("email_verifications").where("user_id", "=", link.user_id).execute();
    return true;
  });
}
