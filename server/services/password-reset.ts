/**
 * Password reset by e-mailed one-time link: only the token's SHA-256 is stored, it lives one hour and
 * works once. Asking always gets the same answer, so nobody can learn which e-mails have accounts.
 * The token and the link are never logged.
 */
import { baseLocale, getLocale, m } from "../../admin-modules/domain/i18n";
import type { DB } from "../../db/open";
import type { Config } from "../config";
import { hashPassword } from "../auth/password";
import { invalidateUserSessions } from "../auth/session";
import { enforceLimits, LimitReachedError } from "../auth/rate-limit";
import { findUserByEmail } from "./accounts";
import { sendMail } from "./mail";
import { backgroundMail } from "./background-mail";
import { log } from "../logger";
import { consumeOneTimeToken, createOneTimeToken, isOneTimeTokenValid } from "./setup";
import { getSiteSettings } from "./site-settings";
import { markEmailVerifiedIfSame } from "./email-verification";
import { sessionMemoFor } from "./session-memo";

export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

const background = backgroundMail();

/**
 * Starts the request in the background and returns at once, so the answer takes the same time whether
 * or not the e-mail has an account (a slow SMTP server would otherwise tell).
 */
export function startPasswordReset(db: DB, config: Config, email: string): void {
  background.start(() => preparePasswordReset(db, config, email), "a password reset e-mail could not be sent");
}

/** Resolves once every started request has finished (tests, and a tidy shutdown). */
export const passwordResetsSettled = background.settled;

async function preparePasswordReset(db: DB, config: Config, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  // A per-e-mail allowance keeps anyone from flooding one person's inbox from many addresses. It is
  // counted here, in the background, so the visitor's answer never tells whether the e-mail has an account.
  try {
    await enforceLimits(db, "passwordReset", { email: user.email });
  } catch (error) {
    if (error instanceof LimitReachedError) return;
    throw error;
  }
  const token = await createOneTimeToken(db, "password_reset", PASSWORD_RESET_LIFETIME_MS, user.id);
  const [settings, profile] = await Promise.all([
    getSiteSettings(db),
    db.selectFrom("profiles").select(["full_name", "username"]).where("user_id", "=", user.id).executeTakeFirst(),
  ]);
  // The e-mail and its link are in the language of the request that asked for it.
  const locale = getLocale();
  const link = `${config.publicUrl}${locale === baseLocale ? "" : `/${locale}`}/reset-password?token=${encodeURIComponent(token)}`;
  const where = await sendMail(config, {
    to: user.email,
    subject: m["account.mail.resetSubject"]({ site: settings.site_name }),
    text: m["account.mail.resetBody"]({ name: profile?.full_name || profile?.username || user.email, site: settings.site_name, link }),
  });
  log.info({ delivery: where === "smtp" ? "smtp" : where }, "a password reset e-mail was prepared");
}

export function isPasswordResetTokenValid(db: DB, token: string): Promise<boolean> {
  return isOneTimeTokenValid(db, "password_reset", token);
}

/**
 * Uses the token once and sets the new password; every session of the user ends, every other reset
 * link of theirs dies, a sign-in lockout is lifted, and the address counts as proved. Answers false for an unknown, used or expired token.
 */
export async function resetPassword(db: DB, token: string, newPassword: string): Promise<boolean> {
  // Hash before the transaction: argon2 takes a while and SQLite has one writer.
  const passwordHash = await hashPassword(newPassword);
  const resetFor = await db.transaction().execute(async (trx) => {
    const used = await consumeOneTimeToken(trx, "password_reset", token);
    if (!used?.userId) return null;
    const userId = used.userId;
    const user = await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).returning("email").executeTakeFirst();
    if (!user) return null;
    await invalidateUserSessions(trx, userId);
    await trx
      .updateTable("one_time_tokens")
      .set({ used_at: new Date().toISOString() })
      .where("user_id", "=", userId)
      .where("purpose", "=", "password_reset")
      .where("used_at", "is", null)
      .execute();
    await trx.deleteFrom("login_attempts").where("email", "=", user.email.trim().toLowerCase()).execute();
    // The link reached the account's address: that proves it (issue #26).
    await markEmailVerifiedIfSame(trx, userId, user.email);
    return userId;
  });
  if (resetFor === null) return false;
  // Every session ended: what this process kept for them goes from memory too.
  sessionMemoFor(db).forgetUser(resetFor);
  return true;
}
