/** Accounts: sign up, sign in, sign out, the current session, own profile, first-admin setup. */
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import {
  changePasswordInput,
  profileUpdateInput,
  requestPasswordResetInput,
  resetPasswordInput,
  resetTokenSchema,
  setupInput,
  signInInput,
  signUpInput,
} from "../../admin-modules/domain/account-schemas";
import { getLocale, m } from "../../admin-modules/domain/i18n";
import { dummyPasswordHash, verifyPassword } from "../auth/password";
import { createSession, generateSessionToken, invalidateSession } from "../auth/session";
import { clearSignInAttempts, enforceSignInAttempt } from "../auth/throttle";
import { enforceLimitsForProcedure } from "../auth/rate-limit";
import { createAccount, findUserByEmail, superAdminExists } from "../services/accounts";
import { consumeOneTimeToken, isOneTimeTokenValid } from "../services/setup";
import { changePassword } from "../services/change-password";
import { isPasswordResetTokenValid, resetPassword, startPasswordReset } from "../services/password-reset";
import { authedProcedure, publicProcedure, router } from "../trpc";
import { needsParentConsent, usernameListedWord } from "../../admin-modules/domain/child-safety";
import { activeScreeningWords, personalWords } from "../services/urgent";
import { getSiteSettings } from "../services/site-settings";
import { requestTeacherRole } from "../services/classes";
import { sendParentEmailInBackground } from "../services/parental-consent";
import { isVerificationTokenValid, startEmailVerification, verifyEmail } from "../services/email-verification";
import type { DB } from "../../db/open";

/** The language of the page used to sign in or up: e-mails to this account are written in it (server/services/notify.ts). */
async function rememberLanguage(db: DB, userId: number): Promise<void> {
  await db.updateTable("profiles").set({ locale: getLocale() }).where("user_id", "=", userId).execute();
}

/**
 * Issue #29: a username is public, so it may not hold a school or place name from the staff's screening
 * list (read at every sign-up: a name added today counts at once). Refused on the username field, in the
 * visitor's language, like the schema's own username rules.
 */
async function assertUsernameUnlisted(db: DB, username: string): Promise<void> {
  const phrases = personalWords(await activeScreeningWords(db)).map((w) => w.phrase);
  const screened = z
    .object({ username: z.string().refine((value) => !usernameListedWord(value, phrases), { error: () => m["safety.username.listed"]() }) })
    .safeParse({ username });
  if (!screened.success) throw new TRPCError({ code: "BAD_REQUEST", message: screened.error.issues[0]?.message, cause: screened.error });
}

export const authRouter = router({
  /**
   * The caller's user, role, profile and consent; all nulls when signed out. All of it was read by the
   * request's one session statement (server/auth/caller.ts): no query of its own.
   */
  session: publicProcedure.query(({ ctx }) => {
    const caller = ctx.caller;
    if (!caller) return { user: null, role: null, profile: null, consent: null };
    return {
      user: { id: caller.user.id, email: caller.user.email, emailVerified: caller.emailVerified },
      role: caller.role,
      profile: caller.profile,
      consent: caller.consent,
    };
  }),

  /**
   * A username, an e-mail, a password and an age range; below the site's consent age also a parent's
   * e-mail, who is then asked to agree (the account works for reading at once).
   */
  signUp: publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) => {
    await enforceLimitsForProcedure(ctx.db, "signUp", { ip: ctx.ip });
    await assertUsernameUnlisted(ctx.db, input.username);
    const { consent_age } = await getSiteSettings(ctx.db);
    const needsConsent = needsParentConsent(input.ageRange, consent_age);
    if (needsConsent) {
      if (!input.parentEmail) throw new TRPCError({ code: "BAD_REQUEST", message: m["safety.parentEmail.required"]() });
      // The consent e-mail counts like every e-mail to a parent: nobody can flood a parent's inbox with sign-ups.
      await enforceLimitsForProcedure(ctx.db, "parentEmail", { ip: ctx.ip, email: input.parentEmail });
    }
    const userId = await createAccount(ctx.db, {
      username: input.username,
      email: input.email,
      password: input.password,
      ageRange: input.ageRange,
      parentEmail: needsConsent ? input.parentEmail : null,
    });
    await rememberLanguage(ctx.db, userId);
    if (input.teacher) await requestTeacherRole(ctx.db, userId);
    // Below the consent age the parent's consent e-mail is the child's flow; everyone else proves their address.
    if (needsConsent) sendParentEmailInBackground(ctx.db, ctx.config, userId);
    else startEmailVerification(ctx.db, ctx.config, userId);
    return { ok: true as const, waitingForParent: needsConsent, verificationSent: !needsConsent };
  }),

  /**
   * "Send the link again" (My Account): a new link to prove the account's address, in the page's language.
   * Always the same answer; the per-inbox allowance is counted in the background, as for password resets.
   */
  resendVerification: authedProcedure.mutation(async ({ ctx }) => {
    const verified = await ctx.db.selectFrom("users").select("email_verified_at").where("id", "=", ctx.user.id).executeTakeFirst();
    if (verified?.email_verified_at) throw new TRPCError({ code: "BAD_REQUEST", message: m["auth.verify.alreadyVerified"]() });
    const consent = await ctx.db.selectFrom("parental_consents").select("user_id").where("user_id", "=", ctx.user.id).executeTakeFirst();
    if (consent) throw new TRPCError({ code: "BAD_REQUEST", message: m["auth.verify.parentFlow"]() });
    await enforceLimitsForProcedure(ctx.db, "emailVerification", { ip: ctx.ip });
    startEmailVerification(ctx.db, ctx.config, ctx.user.id);
    return { ok: true as const };
  }),

  emailVerificationStatus: publicProcedure.input(z.object({ token: resetTokenSchema })).query(async ({ ctx, input }) => {
    return { valid: await isVerificationTokenValid(ctx.db, input.token) };
  }),

  /** Uses the e-mailed link: the account's address is proved (from any browser; signing in is not needed). */
  verifyEmail: publicProcedure.input(z.object({ token: resetTokenSchema })).mutation(async ({ ctx, input }) => {
    if (!(await verifyEmail(ctx.db, input.token))) throw new TRPCError({ code: "BAD_REQUEST", message: m["auth.verify.invalid"]() });
    return { ok: true as const };
  }),

  signIn: publicProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    // The address ceiling first (a flood across many e-mails), then the account's own lockout.
    await enforceLimitsForProcedure(ctx.db, "signIn", { ip: ctx.ip });
    await enforceSignInAttempt(ctx.db, input.email);
    const user = await findUserByEmail(ctx.db, input.email);
    // An unknown e-mail still pays for one hash, so its timing matches a wrong password.
    const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
    if (!user || !valid) throw new TRPCError({ code: "UNAUTHORIZED", message: m["error.invalidCredentials"]() });
    await clearSignInAttempts(ctx.db, input.email);
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
    const token = generateSessionToken();
    const session = await createSession(ctx.db, token, user.id);
    await rememberLanguage(ctx.db, user.id);
    ctx.setSessionCookie(token, session.expiresAt);
    return { ok: true as const };
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
    ctx.clearSessionCookie();
    return { ok: true as const };
  }),

  updateProfile: authedProcedure.input(profileUpdateInput).mutation(async ({ ctx, input }) => {
    const changes: Record<string, string | null> = {};
    if (input.full_name !== undefined) changes.full_name = input.full_name || null;
    if (input.phone !== undefined) changes.phone = input.phone || null;
    // Only organization users name their organization (the spec's Settings rule).
    if (input.organization_name !== undefined) {
      if (ctx.role !== "organization") throw new TRPCError({ code: "FORBIDDEN", message: m["error.forbidden"]() });
      changes.organization_name = input.organization_name || null;
    }
    await ctx.db
      .updateTable("profiles")
      .set({ ...changes, updated_at: new Date().toISOString() })
      .where("user_id", "=", ctx.user.id)
      .execute();
    return { ok: true as const };
  }),

  /** Needs the current password; ends every other session of the user and keeps this one. */
  changePassword: authedProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    await changePassword(ctx.db, { userId: ctx.user.id, email: ctx.user.email, keepSessionId: ctx.session.id }, input);
    return { ok: true as const };
  }),

  /** Always the same answer, whether or not the e-mail has an account; the e-mail goes out in the background. */
  requestPasswordReset: publicProcedure.input(requestPasswordResetInput).mutation(async ({ ctx, input }) => {
    await enforceLimitsForProcedure(ctx.db, "passwordReset", { ip: ctx.ip });
    startPasswordReset(ctx.db, ctx.config, input.email);
    return { ok: true as const };
  }),

  passwordResetStatus: publicProcedure.input(z.object({ token: resetTokenSchema })).query(async ({ ctx, input }) => {
    return { valid: await isPasswordResetTokenValid(ctx.db, input.token) };
  }),

  /** Uses the e-mailed token once; every session of the user ends, so they sign in again. */
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    const done = await resetPassword(ctx.db, input.token, input.newPassword);
    if (!done) throw new TRPCError({ code: "BAD_REQUEST", message: m["account.error.resetTokenInvalid"]() });
    return { ok: true as const };
  }),

  setupStatus: publicProcedure.input(z.object({ token: z.string().max(100) })).query(async ({ ctx, input }) => {
    const valid = !(await superAdminExists(ctx.db)) && (await isOneTimeTokenValid(ctx.db, "setup", input.token));
    return { valid };
  }),

  /** Creates the first super admin from the one-time link printed by `npm start`. */
  setup: publicProcedure.input(setupInput).mutation(async ({ ctx, input }) => {
    if (await superAdminExists(ctx.db)) throw new TRPCError({ code: "FORBIDDEN", message: m["error.setupTokenInvalid"]() });
    const token = await consumeOneTimeToken(ctx.db, "setup", input.token);
    if (!token) throw new TRPCError({ code: "FORBIDDEN", message: m["error.setupTokenInvalid"]() });
    await createAccount(ctx.db, { email: input.email, password: input.password, fullName: input.fullName, role: "super_admin" });
    return { ok: true as const };
  }),
});
