/**
 * Back-office workflows: what a table cannot express. Each checks its roles against the registry (the
 * action's `roles`, or the screen's `access.view`), so the menu, the buttons and the server agree.
 */
import { z } from "zod";
import { emailSchema, fullNameSchema } from "../../admin-modules/domain/account-schemas";
import { m } from "../../admin-modules/domain/i18n";
import { translate } from "../../admin-modules/domain/translate";
import { getModule, getTableModule, REVIEW_QUEUE_TYPES, SITE_TEXT_FIELDS, TEXT_LANGUAGES, translationsInputSchema } from "../../admin-modules/registry";
import { ROLES } from "../../admin-modules/domain/vocabulary";
import { CONSENT_AGES } from "../../admin-modules/domain/child-safety";
import { type Caller, forbidden, notFound } from "../admin/access";
import { assertActionAllowed } from "../admin/workflows/actions";
import { reviewSubmission } from "../admin/workflows/content-review";
import { awaitingItems, pendingCounts, reviewQueue } from "../admin/workflows/review-queue";
import { assertBatchSize, assertBulkAllowed, bulkActionOf, MAX_BULK_ROWS, runBulk } from "../admin/bulk";
import { reviewHeldRow } from "../admin/workflows/review-row";
import { loadDashboard } from "../admin/workflows/dashboard";
import { reviewMedia } from "../admin/workflows/media-review";
import { cancelRegistration, confirmRegistration, deleteRegistration } from "../admin/workflows/registrations";
import { loadSiteTexts, loadValveSettings, updateSiteSettings } from "../admin/workflows/site-settings";
import { setUserRole, updateUser } from "../admin/workflows/users";
import { submissionForEdit } from "../admin/workflows/submission-editor";
import { demoSummary, removeDemoContent } from "../services/demo-content";
import { authedProcedure, router, superAdminProcedure } from "../trpc";

const id = z.number().int().positive();
const notes = z
  .string()
  .trim()
  .max(2000, { error: () => m["error.tooLong"]({ field: m["admin.field.reviewNotes"]() }) })
  .nullable()
  .optional();

const hourlyCeiling = (label: "admin.limits.signupCeiling" | "admin.limits.submissionCeiling") => {
  const message = m["admin.limits.ceilingInvalid"]({ field: translate(label) });
  return z.number({ error: message }).int(message).min(1, message).max(1_000_000, message);
};

const caller = (ctx: { user: { id: number }; role: Caller["role"] }): Caller => ({ userId: ctx.user.id, role: ctx.role });

/** FORBIDDEN unless the registry screen lets this role in. */
function assertScreen(key: string, who: Caller): void {
  const screen = getModule(key);
  if (screen?.kind !== "screen" || !who.role || !screen.access.view.includes(who.role)) throw forbidden();
}

export const adminWorkflowsRouter = router({
  dashboard: authedProcedure.query(({ ctx }) => {
    assertScreen("dashboard", caller(ctx));
    return loadDashboard(ctx.db, caller(ctx));
  }),

  /** Everything waiting for review (children's media, content submissions, organizations' events and helplines), newest first. */
  reviewQueue: authedProcedure
    .input(
      z
        .object({
          type: z.enum(REVIEW_QUEUE_TYPES).optional(),
          page: z.number().int().min(1).max(100000).default(1),
          pageSize: z.number().int().min(1).max(100).default(20),
        })
        .default({ page: 1, pageSize: 20 }),
    )
    .query(({ ctx, input }) => {
      assertScreen("content-review", caller(ctx));
      return reviewQueue(ctx.db, caller(ctx), input);
    }),

  /** Rows waiting for review, per module (the sidebar's badges; organizations count their own) and in all. */
  pendingCounts: authedProcedure.query(async ({ ctx }) => {
    const who = caller(ctx);
    assertScreen("dashboard", who);
    const counts = await pendingCounts(ctx.db, who);
    // Content Review's badge is the whole queue, for those who may open it.
    const queue = getModule("content-review");
    const seesQueue = queue?.kind === "screen" && who.role !== null && queue.access.view.includes(who.role);
    const byModule: Record<string, number> = { ...counts.byModule };
    if (seesQueue) byModule["content-review"] = counts.total;
    return { byModule, byType: counts.byType, total: counts.total };
  }),

  /**
   * Content Review's bulk approve or reject: the chosen queue items, or every item waiting (of one type),
   * each through its own module's bulk action (and so its own one-row review procedure), one transaction.
   */
  bulkReview: authedProcedure
    .input(
      z
        .object({
          action: z.enum(["approve", "reject"]),
          items: z
            .array(z.object({ module: z.string().min(1).max(64), id }))
            .max(MAX_BULK_ROWS)
            .optional(),
          matching: z.object({ type: z.enum(REVIEW_QUEUE_TYPES).optional() }).optional(),
        })
        .refine((v) => (v.items === undefined) !== (v.matching === undefined)),
    )
    .mutation(async ({ ctx, input }) => {
      const who = caller(ctx);
      assertScreen("content-review", who);
      const chosen = input.matching ? await awaitingItems(ctx.db, who, input.matching.type, MAX_BULK_ROWS + 1) : input.items!;
      const items = [...new Map(chosen.map((item) => [`${item.module}:${item.id}`, item])).values()];
      assertBatchSize(items.length);
      const targets = items.map((item) => {
        const module = getTableModule(item.module);
        if (!module?.review) throw notFound();
        const action = bulkActionOf(module, input.action);
        assertBulkAllowed(module, action, who);
        return { module, action, id: item.id };
      });
      return runBulk(ctx.db, who, targets);
    }),

  /** Approve or reject what an organization wrote in a module whose writes are reviewed (events, emergency contacts). */
  reviewRow: authedProcedure
    .input(z.object({ module: z.string().min(1).max(64), id, decision: z.enum(["approved", "rejected"]), notes }))
    .mutation(({ ctx, input }) => {
      const module = getTableModule(input.module);
      if (!module?.review?.heldFor) throw notFound();
      assertActionAllowed(module.key, module.review.action, caller(ctx));
      return reviewHeldRow(ctx.db, caller(ctx), module, input);
    }),

  /** Approve (publishing into the public table exactly once) or reject, with optional notes. */
  reviewSubmission: authedProcedure.input(z.object({ id, decision: z.enum(["approved", "rejected"]), notes })).mutation(({ ctx, input }) => {
    const who = caller(ctx);
    assertScreen("content-review", who);
    return reviewSubmission(ctx.db, who, input);
  }),

  /** The content editor's row for /admin/content/edit/{id}: its type, module key and values (ownership applies). */
  submissionForEdit: authedProcedure.input(z.object({ id })).query(({ ctx, input }) => submissionForEdit(ctx.db, caller(ctx), input.id)),

  reviewMedia: authedProcedure.input(z.object({ id, decision: z.enum(["approved", "rejected"]), notes })).mutation(({ ctx, input }) => {
    assertActionAllowed("media", "review", caller(ctx));
    return reviewMedia(ctx.db, ctx.user.id, input);
  }),

  confirmRegistration: authedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => confirmRegistration(ctx.db, caller(ctx), input.id)),
  cancelRegistration: authedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => cancelRegistration(ctx.db, caller(ctx), input.id)),
  deleteRegistration: authedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => deleteRegistration(ctx.db, caller(ctx), input.id)),

  /** "none" takes every staff role away (a member again). */
  setUserRole: authedProcedure.input(z.object({ userId: id, role: z.enum([...ROLES, "none"]) })).mutation(({ ctx, input }) => {
    assertActionAllowed("users", "setRole", caller(ctx));
    return setUserRole(ctx.db, input, ctx.user.id);
  }),

  updateUser: authedProcedure
    .input(
      z.object({
        userId: id,
        full_name: fullNameSchema.optional(),
        email: emailSchema.optional(),
        organization_name: z
          .string()
          .trim()
          .max(200, { error: () => m["error.tooLong"]({ field: m["admin.field.organizationName"]() }) })
          .nullable()
          .optional(),
      }),
    )
    .mutation(({ ctx, input }) => {
      assertActionAllowed("users", "editUser", caller(ctx));
      return updateUser(ctx.db, input, ctx.user.id);
    }),

  updateSiteSettings: superAdminProcedure
    .input(
      z.object({
        site_name: z
          .string()
          .trim()
          .min(1, { error: () => m["admin.validation.required"]({ field: m["admin.siteSettings.siteName"]() }) })
          .max(100, { error: () => m["error.tooLong"]({ field: m["admin.siteSettings.siteName"]() }) }),
        support_email: emailSchema,
        safety_email: emailSchema,
        partnerships_email: emailSchema,
        signup_hourly_ceiling: hourlyCeiling("admin.limits.signupCeiling").optional(),
        submission_hourly_ceiling: hourlyCeiling("admin.limits.submissionCeiling").optional(),
        consent_age: z
          .union(
            CONSENT_AGES.map((age) => z.literal(age)),
            { error: () => m["admin.validation.required"]({ field: m["safety.settings.consentAge"]() }) },
          )
          .optional(),
        mail_review_decisions: z.boolean().optional(),
        mail_registration_status: z.boolean().optional(),
        mail_registration_digest: z.boolean().optional(),
        quick_exit_url: z
          .url({ protocol: /^https?$/, error: () => m["admin.validation.required"]({ field: m["safety.settings.quickExitUrl"]() }) })
          .max(500)
          .optional(),
        contact_address: z
          .string()
          .trim()
          .max(300, { error: () => m["error.tooLong"]({ field: m["admin.translations.contactAddress"]() }) })
          .nullish()
          .transform((v) => v || null),
        // The language the site's name and address are written in, and their translations.
        language: z.enum(TEXT_LANGUAGES).optional(),
        translations: translationsInputSchema(SITE_TEXT_FIELDS).optional(),
      }),
    )
    .mutation(({ ctx, input }) => updateSiteSettings(ctx.db, input, ctx.user.id)),

  /** The site's name and address as written (their original language) with their translations, for the Settings screen. */
  siteTexts: superAdminProcedure.query(({ ctx }) => loadSiteTexts(ctx.db)),

  /** The global valve's hourly ceilings (sign-ups, submissions) for the site settings form. */
  valveSettings: superAdminProcedure.query(({ ctx }) => loadValveSettings(ctx.db)),
  /** How many demo rows the site still shows (the dashboard's "This site shows demo content" notice). */
  demoContent: superAdminProcedure.query(({ ctx }) => demoSummary(ctx.db)),

  /** Removes every demo row in one transaction; staff accounts and staff-created rows stay. */
  removeDemoContent: superAdminProcedure
    .input(z.object({ confirm: z.literal(true, { error: () => m["admin.demo.confirmRequired"]() }) }))
    .mutation(({ ctx }) => removeDemoContent(ctx.db, { uploadsDir: ctx.config.uploadsDir, actorId: ctx.user.id })),
});
