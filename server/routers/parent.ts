/**
 * The parent's page, reached by the link in the consent e-mail (no password: the link's long random token
 * is the key, stored only as its SHA-256). Every procedure acts on the one child the token belongs to.
 */
import { z } from "zod";
import { emailSchema, resetTokenSchema } from "../../admin-modules/domain/account-schemas";
import { enforceLimitsForProcedure } from "../auth/rate-limit";
import { deleteAccount, exportAccountData } from "../services/account-data";
import { sendDeletionMail } from "../services/deletion-mail";
import { childForToken, decideConsent, parentLinks, revokeParentLink, startParentLinkRequest } from "../services/parental-consent";
import { loadParentView } from "../services/parent-view";
import { publicProcedure, router } from "../trpc";

const tokenInput = z.object({ token: resetTokenSchema });

export const parentRouter = router({
  /** What the link shows: the consent request while pending, the child's learning once agreed. */
  view: publicProcedure.input(tokenInput).query(async ({ ctx, input }) => {
    const link = await childForToken(ctx.db, input.token);
    const view = await loadParentView(ctx.db, link.user_id);
    const consent = { status: link.status, consentedAt: link.consented_at, parentEmail: link.parent_email };
    if (link.status === "pending")
      return { consent, links: [], child: view.child, visible: false, courses: [], achievements: [], submissions: [], registrations: [] };
    // The working links to this page (this one marked): the parent stops any of them.
    return { consent, links: await parentLinks(ctx.db, link.user_id, link.link_id), ...view };
  }),

  decide: publicProcedure
    .input(tokenInput.extend({ decision: z.enum(["agree", "decline"]) }))
    .mutation(({ ctx, input }) => decideConsent(ctx.db, ctx.config, input.token, input.decision)),

  /** Withdrawing consent deletes the account and everything it stored, published creations too; the parent is told what went. */
  withdraw: publicProcedure.input(tokenInput).mutation(async ({ ctx, input }) => {
    const link = await childForToken(ctx.db, input.token);
    const removed = await deleteAccount(ctx.db, link.user_id, ctx.config.uploadsDir);
    if (removed) await sendDeletionMail(ctx.db, ctx.config, link.parent_email, removed);
    return { status: "deleted" as const };
  }),

  exportData: publicProcedure.input(tokenInput).query(async ({ ctx, input }) => {
    const link = await childForToken(ctx.db, input.token);
    await enforceLimitsForProcedure(ctx.db, "dataExport", { ip: ctx.ip, userId: link.user_id });
    return exportAccountData(ctx.db, link.user_id);
  }),

  /** Stops this link, or another working link of the same child (`linkId`); `current` says whether it was this one. */
  revoke: publicProcedure.input(tokenInput.extend({ linkId: z.number().int().positive().optional() })).mutation(async ({ ctx, input }) => {
    return { ok: true as const, ...(await revokeParentLink(ctx.db, input.token, input.linkId)) };
  }),

  /** Always the same answer; the e-mails go out in the background. Each adds a link: the working ones keep working. */
  requestLink: publicProcedure.input(z.object({ email: emailSchema })).mutation(async ({ ctx, input }) => {
    await enforceLimitsForProcedure(ctx.db, "parentEmail", { ip: ctx.ip, email: input.email });
    startParentLinkRequest(ctx.db, ctx.config, input.email);
    return { ok: true as const };
  }),
});
