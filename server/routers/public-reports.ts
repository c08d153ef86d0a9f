/**
 * The Report button (public.reports): anyone may report approved media, the person named on it (byline),
 * a public event or a course. Reports go to the back office's reports queue and, by e-mail, to the safety
 * address. The reporter's address is used for the rate limit only.
 */
import { TRPCError } from "@trpc/server";
import { m } from "../../admin-modules/domain/i18n";
import { reportInputSchema, reportInputSchemaWith } from "../../admin-modules/domain/media-schemas";
import { enforceLimitsForProcedure } from "../auth/rate-limit";
import { publicProcedure, router } from "../trpc";
import type { Context } from "../context";
import type { ReportTargetType } from "../../db/types";
import { startReportMail } from "../services/report-mail";
import { activeScreeningWords, personalWords, urgencyOf } from "../services/urgent";

/** Only what the public can see can be reported (no probing of pending or hidden rows). */
async function isPublicTarget(db: Context["db"], type: ReportTargetType, id: number): Promise<boolean> {
  if (type === "course") {
    return Boolean(await db.selectFrom("courses").select("id").where("id", "=", id).where("is_active", "=", 1).executeTakeFirst());
  }
  // A byline is the person named on an approved media item.
  if (type === "media" || type === "byline") {
    return Boolean(await db.selectFrom("media_submissions").select("id").where("id", "=", id).where("status", "=", "approved").executeTakeFirst());
  }
  return Boolean(
    await db.selectFrom("events").select("id").where("id", "=", id).where("is_active", "=", 1).where("review_status", "=", "approved").executeTakeFirst(),
  );
}

export const reportsRouter = router({
  create: publicProcedure.input(reportInputSchema).mutation(async ({ ctx, input }) => {
    await enforceLimitsForProcedure(ctx.db, "report", { ip: ctx.ip, userId: ctx.user?.id });
    if (!(await isPublicTarget(ctx.db, input.targetType, input.targetId))) {
      throw new TRPCError({ code: "NOT_FOUND", message: m["report.targetMissing"]() });
    }
    const words = await activeScreeningWords(ctx.db);
    // The staff's "personal" words (school and place names) are pointed out like a phone number.
    const screened = reportInputSchemaWith(personalWords(words)).safeParse(input);
    if (!screened.success) throw new TRPCError({ code: "BAD_REQUEST", message: screened.error.issues[0]?.message, cause: screened.error });
    // A safeguarding word in the details marks the report urgent (services/urgent.ts); its one e-mail says so.
    const urgency = urgencyOf([input.details], words);
    await ctx.db
      .insertInto("reports")
      .values({
        target_type: input.targetType,
        target_id: input.targetId,
        reason: input.reason,
        details: input.details,
        reporter_user_id: ctx.user?.id ?? null,
        ...urgency,
      })
      .execute();
    startReportMail(ctx.db, ctx.config, { ...input, urgentRule: urgency.urgent_rule });
    return { ok: true as const, urgent: urgency.urgent === 1 };
  }),
});
