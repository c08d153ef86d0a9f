/**
 * The signed-in person's own data rights and consent: download everything, delete the account, the
 * parent's view choice (13 and over), and "send the e-mail again" to a parent who has not answered; and a
 * staff member's language for the back office.
 */
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { locales, m } from "../../admin-modules/domain/i18n";
import { parentViewIsAlwaysOn } from "../../admin-modules/domain/child-safety";
import { verifyPassword } from "../auth/password";
import { countSignInAttempt, clearSignInAttempts } from "../auth/throttle";
import { enforceLimitsForProcedure } from "../auth/rate-limit";
import { deleteAccount, exportAccountData } from "../services/account-data";
import { sendDeletionMail } from "../services/deletion-mail";
import { resendConsentEmail } from "../services/parental-consent";
import { authedProcedure, router, staffProcedure } from "../trpc";

export const accountRouter = router({
  /**
   * The back office's language, kept with the account so it follows the staff member to another computer
   * (src/admin/AdminApp.tsx opens the back office in it). A preference, not a change to the site: no audit entry.
   */
  setBackOfficeLanguage: staffProcedure.input(z.object({ locale: z.enum(locales) })).mutation(async ({ ctx, input }) => {
    await ctx.db.updateTable("profiles").set({ back_office_locale: input.locale }).where("user_id", "=", ctx.user.id).execute();
    return { locale: input.locale };
  }),

  /** Limited per account and address (server/auth/limits.ts, dataExport): it reads every table about the account. */
  exportData: authedProcedure.query(async ({ ctx }) => {
    await enforceLimitsForProcedure(ctx.db, "dataExport", { ip: ctx.ip, userId: ctx.user.id });
    return exportAccountData(ctx.db, ctx.user.id);
  }),

  /**
   * Needs the password, checked like a sign-in so it cannot be guessed: the address ceiling of sign-ins
   * and the account's lockout after wrong passwords. Ends every session.
   */
  deleteAccount: authedProcedure
    .input(
      z.object({
        password: z
          .string({ error: () => m["error.passwordRequired"]() })
          .min(1, { error: () => m["error.passwordRequired"]() })
          .max(200),
        /** Published creations stay without the name only when the person ticks the box that offers it. */
        keepPublished: z.boolean().default(false),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await enforceLimitsForProcedure(ctx.db, "signIn", { ip: ctx.ip });
      const { allowed } = await countSignInAttempt(ctx.db, ctx.user.email);
      if (!allowed) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: m["error.tooManyAttempts"]() });
      const user = await ctx.db.selectFrom("users").select("password_hash").where("id", "=", ctx.user.id).executeTakeFirstOrThrow();
      if (!(await verifyPassword(user.password_hash, input.password))) {
        throw new TRPCError({ code: "BAD_REQUEST", message: m["account.error.currentPasswordWrong"]() });
      }
      await clearSignInAttempts(ctx.db, ctx.user.email);
      if (ctx.role === "super_admin") {
        const others = await ctx.db
          .selectFrom("user_roles")
          .select("id")
          .where("role", "=", "super_admin")
          .where("user_id", "!=", ctx.user.id)
          .limit(1)
          .executeTakeFirst();
        if (!others) throw new TRPCError({ code: "CONFLICT", message: m["safety.account.lastSuperAdmin"]() });
      }
      const removed = await deleteAccount(ctx.db, ctx.user.id, ctx.config.uploadsDir, input.keepPublished ? "keep_anonymised" : "remove");
      ctx.clearSessionCookie();
      // Only to an address the account proved (issue #26): a typed address learns nothing of the account.
      if (removed?.provedEmail) await sendDeletionMail(ctx.db, ctx.config, removed.provedEmail, removed);
      return { ok: true as const };
    }),

  /** A child of 13 or over chooses whether the parent keeps the progress view; under 13 it stays on. */
  setParentView: authedProcedure.input(z.object({ visible: z.boolean() })).mutation(async ({ ctx, input }) => {
    const profile = await ctx.db.selectFrom("profiles").select("age_range").where("user_id", "=", ctx.user.id).executeTakeFirst();
    if (!input.visible && parentViewIsAlwaysOn(profile?.age_range ?? null)) {
      throw new TRPCError({ code: "FORBIDDEN", message: m["safety.account.parentViewAlways"]() });
    }
    await ctx.db
      .updateTable("profiles")
      .set({ parent_view: input.visible ? 1 : 0, updated_at: new Date().toISOString() })
      .where("user_id", "=", ctx.user.id)
      .execute();
    return { visible: input.visible };
  }),

  /** Limited like every e-mail to a parent (per address and per parent's inbox), and once every few minutes. */
  resendConsent: authedProcedure.mutation(async ({ ctx }) => {
    const consent = await ctx.db.selectFrom("parental_consents").select("parent_email").where("user_id", "=", ctx.user.id).executeTakeFirst();
    await enforceLimitsForProcedure(ctx.db, "parentEmail", { ip: ctx.ip, userId: ctx.user.id, email: consent?.parent_email });
    await resendConsentEmail(ctx.db, ctx.config, ctx.user.id);
    return { ok: true as const };
  }),
});
