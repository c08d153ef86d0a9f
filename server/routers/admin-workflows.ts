/**
 * Back-office workflows: what a table cannot express. Each checks its roles against the registry (the
 * action's `roles`, or the screen's `access.view`), so the menu, the buttons and the server agree.
 */
import { z } from "zod";
import { emailSchema, fullNameSchema } from "../../admin-modules/domain/account-schemas";
import { m } from "../../admin-modules/domain/i18n";
import { translate } from "../../admin-modules/domain/translate";
import { getTableModule, REVIEW_QUEUE_TYPES, SITE_TEXT_FIELDS, TEXT_LANGUAGES, translationsInputSchema } from "../../admin-modules/registry";
import { ROLES } from "../../admin-modules/domain/vocabulary";
import { CONSENT_AGES } from "../../admin-modules/domain/child-safety";
import { reviewSubmission } from "../admin/workflows/content-review";
import { awaitingItems, pendingCounts, reviewQueue } from "../admin/workflows/review-queue";
import { assertBatchSize, bulkActionOf, MAX_BULK_ROWS, runBulk } from "../admin/bulk";
import { reviewHeldRow } from "../admin/workflows/review-row";
import { recordShown } from "../admin/workflows/shown-pictures";
import { loadDashboard } from "../admin/workflows/dashboard";
import { reviewMedia } from "../admin/workflows/media-review";
import { cancelRegistration, confirmRegistration, deleteRegistration } from "../admin/workflows/registrations";
import { loadSiteTexts, loadValveSettings, updateSiteSettings } from "../admin/workflows/site-settings";
import { setUserRole, updateUser } from "../admin/workflows/users";
import { submissionForEdit, submissionModuleKey } from "../admin/workflows/submission-editor";
import { demoSummary, removeDemoContent } from "../services/demo-content";
import { authedProcedure, router } from "../trpc";
import { activeScreeningWords } from "../services/urgent";
import { mayView, moduleAction, moduleOperation, namedModule } from "../module-procedures";

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

/** The site's settings (read and saved) and the demo content are screen actions, decided before their input. */
const editSite = authedProcedure.use(moduleAction({ screen: "settings", action: "editSite" }));
const removeDemo = authedProcedure.use(moduleAction({ screen: "dashboard", action: "removeDemo" }));

export const adminWorkflowsRouter = router({
  dashboard: authedProcedure.use(moduleOperation("view", "dashboard")).query(({ ctx }) => loadDashboard(ctx.db, ctx.caller)),

  /** The staff's active screening words, for marking findings in the review dialog (issue #29); whoever may list them. */
  screeningWords: authedProcedure.use(moduleOperation("list", "screening-words")).query(({ ctx }) => activeScreeningWords(ctx.db)),

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
    .use(moduleOperation("view", "content-review"))
    .query(({ ctx, input }) => reviewQueue(ctx.db, ctx.caller, input)),

  /** Rows waiting for review, per module (the sidebar's badges; organizations count their own) and in all. */
  pendingCounts: authedProcedure.use(moduleOperation("view", "dashboard")).query(async ({ ctx }) => {
    const who = ctx.caller;
    const counts = await pendingCounts(ctx.db, who);
    // Content Review's badge is the whole queue, for those who may open it.
    const byModule: Record<string, number> = { ...counts.byModule };
    if (mayView("content-review", who)) byModule["content-review"] = counts.total;
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
    .use(moduleOperation("view", "content-review"))
    .use(moduleAction({ reviewQueue: true }))
    .mutation(async ({ ctx, input }) => {
      const who = ctx.caller;
      const chosen = input.matching ? await awaitingItems(ctx.db, who, input.matching.type, MAX_BULK_ROWS + 1) : input.items!;
      const items = [...new Map(chosen.map((item) => [`${item.module}:${item.id}`, item])).values()];
      assertBatchSize(items.length);
      // The roles were decided by the middleware for every module these items can be of.
      const targets = items.map((item) => {
        const module = getTableModule(item.module)!;
        return { module, action: bulkActionOf(module, input.action), id: item.id };
      });
      return runBulk(ctx.db, who, targets);
    }),

  /**
   * The reviewer's screen has shown this item's picture (it loaded in the review dialog or the bulk grid):
   * the mark an approval of the picture needs (issue 29). For those who may review the module's rows.
   */
  reviewShown: authedProcedure
    .input(z.object({ module: z.string().min(1).max(64), id, picture: z.string().min(1).max(2000) }))
    .use(moduleAction({ action: "review", applies: (module) => Boolean(module.review?.pictureColumn) }))
    .mutation(({ ctx, input }) => recordShown(ctx.db, ctx.caller, namedModule(input), input.id, input.picture)),

  /** Approve or reject what an organization wrote in a module whose writes are reviewed (events, emergency contacts). */
  reviewRow: authedProcedure
    .input(z.object({ module: z.string().min(1).max(64), id, decision: z.enum(["approved", "rejected"]), notes }))
    .use(moduleAction({ action: "review", applies: (module) => Boolean(module.review?.heldFor) }))
    .mutation(({ ctx, input }) => reviewHeldRow(ctx.db, ctx.caller, namedModule(input), input)),

  /** Approve (publishing into the public table exactly once) or reject, with optional notes. */
  reviewSubmission: authedProcedure
    .input(z.object({ id, decision: z.enum(["approved", "rejected"]), notes }))
    .use(moduleOperation("view", "content-review"))
    .mutation(({ ctx, input }) => reviewSubmission(ctx.db, ctx.caller, input)),

  /** The content editor's row for /admin/content/edit/{id}: its type, module key and values (ownership applies). */
  submissionForEdit: authedProcedure
    .input(z.object({ id }))
    .use(moduleOperation("read", (input, ctx) => submissionModuleKey(ctx.db, (input as { id: number }).id)))
    .query(({ ctx, input }) => submissionForEdit(ctx.db, ctx.caller, ctx.module, input.id)),

  reviewMedia: authedProcedure
    .input(z.object({ id, decision: z.enum(["approved", "rejected"]), notes }))
    .use(moduleAction({ module: "media", action: "review" }))
    .mutation(({ ctx, input }) => reviewMedia(ctx.db, ctx.user.id, input)),

  confirmRegistration: authedProcedure
    .input(z.object({ id }))
    .use(moduleAction({ module: "event-registrations", action: "confirm" }))
    .mutation(({ ctx, input }) => confirmRegistration(ctx.db, ctx.caller, input.id)),
  cancelRegistration: authedProcedure
    .input(z.object({ id }))
    .use(moduleAction({ module: "event-registrations", action: "cancel" }))
    .mutation(({ ctx, input }) => cancelRegistration(ctx.db, ctx.caller, input.id)),
  deleteRegistration: authedProcedure
    .input(z.object({ id }))
    .use(moduleAction({ module: "event-registrations", action: "delete" }))
    .mutation(({ ctx, input }) => deleteRegistration(ctx.db, ctx.caller, input.id)),

  /** "none" takes every staff role away (a member again). */
  setUserRole: authedProcedure
    .input(z.object({ userId: id, role: z.enum([...ROLES, "none"]) }))
    .use(moduleAction({ module: "users", action: "setRole" }))
    .mutation(({ ctx, input }) => setUserRole(ctx.db, input, ctx.user.id)),

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
    .use(moduleAction({ module: "users", action: "editUser" }))
    .mutation(({ ctx, input }) => updateUser(ctx.db, input, ctx.user.id)),

  updateSiteSettings: editSite
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
  siteTexts: editSite.query(({ ctx }) => loadSiteTexts(ctx.db)),

  /** The global valve's hourly ceilings (sign-ups, submissions) for the site settings form. */
  valveSettings: editSite.query(({ ctx }) => loadValveSettings(ctx.db)),
  /** How many demo rows the site still shows (the dashboard's "This site shows demo content" notice). */
  demoContent: removeDemo.query(({ ctx }) => demoSummary(ctx.db)),

  /** Removes every demo row in one transaction; staff accounts and staff-created rows stay. */
  removeDemoContent: removeDemo
    .input(z.object({ confirm: z.literal(true, { error: () => m["admin.demo.confirmRequired"]() }) }))
    .mutation(({ ctx }) => removeDemoContent(ctx.db, { uploadsDir: ctx.config.uploadsDir, actorId: ctx.user.id })),
});
