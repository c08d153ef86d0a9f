/**
 * Public procedures of the media area (mounted at public.media). Only approved items are ever read;
 * pending and rejected ones stay invisible, whatever id or slug is asked for.
 */
import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import { z } from "zod";
import { m } from "../../admin-modules/domain/i18n";
import type { DB } from "../../db/open";
import { idFromSlug } from "../../admin-modules/domain/slug";
import { MEDIA_TYPES } from "../../admin-modules/domain/vocabulary";
import { contentLanguageInput, languagesShown, readerLanguageFirst } from "../services/content-language";
import { publicMedia } from "../services/public-shapes";
import { assertMayStorePersonalData } from "../services/parental-consent";
import { withImages } from "../services/image-variants";
import { authedProcedure, publicProcedure, router } from "../trpc";
import { cachedQuery } from "../services/public-cache";
import { MEDIA_VIEW_WINDOW_MS } from "../auth/limits";

const MEDIA_TABLES = ["media_submissions", "image_variants"] as const;

export const MEDIA_PAGE_SIZE = 12;

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: m["media.notFound"]() });
const mediaId = z.object({ id: z.number().int().positive() });

/**
 * Counts a view unless the same address viewed the item in the last 30 minutes: a reload or a second tab
 * does not count again. The marks are in the database (migration 0013), so app processes that share it
 * count once between them; one statement sets the mark, so two requests at once cannot both count.
 */
async function firstViewInWindow(db: DB, address: string, id: number, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const before = new Date(now.getTime() - MEDIA_VIEW_WINDOW_MS).toISOString();
  const marked = await db
    .insertInto("media_view_marks")
    .values({ address, media_id: id, counted_at: at })
    .onConflict((oc) => oc.columns(["address", "media_id"]).doUpdateSet({ counted_at: at }).where("media_view_marks.counted_at", "<=", before))
    .returning("media_id")
    .executeTakeFirst();
  return marked !== undefined;
}

export const mediaRouter = router({
  /**
   * One page of approved media (the reader's language and content for everyone first, then most liked, then
   * newest) and the count of every tab, in one call. `language` keeps one language plus content for everyone,
   * in the items and in the tab counts alike.
   */
  list: publicProcedure
    .input(
      z
        .object({
          type: z.enum(MEDIA_TYPES).optional(),
          page: z.number().int().min(1).max(10_000).default(1),
          /** The same as page; lets the client use an infinite query. */
          cursor: z.number().int().min(1).max(10_000).nullish(),
          language: contentLanguageInput,
        })
        .default({ page: 1 }),
    )
    .query(
      cachedQuery(MEDIA_TABLES, async ({ ctx, input }) => {
        const page = input.cursor ?? input.page;
        const approved = ctx.db
          .selectFrom("media_submissions")
          .where("status", "=", "approved")
          .$if(input.language !== undefined, (qb) => qb.where("language", "in", languagesShown(input.language!)));
        const query = approved.selectAll().$if(input.type !== undefined, (qb) => qb.where("type", "=", input.type!));
        const [rows, counts] = await Promise.all([
          query
            .orderBy(readerLanguageFirst(input.language))
            .orderBy("likes", "desc")
            .orderBy("created_at", "desc")
            .orderBy("id", "desc")
            .limit(MEDIA_PAGE_SIZE)
            .offset((page - 1) * MEDIA_PAGE_SIZE)
            .execute(),
          approved
            .select([
              sql<number>`count(*)`.as("all"),
              sql<number>`count(*) filter (where type = 'story')`.as("story"),
              sql<number>`count(*) filter (where type = 'artwork')`.as("artwork"),
              sql<number>`count(*) filter (where type = 'photo')`.as("photo"),
              sql<number>`count(*) filter (where type = 'video')`.as("video"),
            ])
            .executeTakeFirstOrThrow(),
        ]);
        const tabCounts = {
          all: Number(counts.all),
          story: Number(counts.story),
          artwork: Number(counts.artwork),
          photo: Number(counts.photo),
          video: Number(counts.video),
        };
        const total = input.type ? tabCounts[input.type] : tabCounts.all;
        const hasMore = page * MEDIA_PAGE_SIZE < total;
        return {
          items: await withImages(ctx.db, rows.map(publicMedia)),
          counts: tabCounts,
          total,
          page,
          pageSize: MEDIA_PAGE_SIZE,
          nextCursor: hasMore ? page + 1 : null,
        };
      }),
    ),

  /** An approved item by its slug ("my-story-42"), and whether the caller has liked it. */
  detail: publicProcedure.input(z.object({ slug: z.string().min(1).max(300) })).query(async ({ ctx, input, path }) => {
    const id = idFromSlug(input.slug);
    if (typeof id !== "number") throw notFound();
    // The item is the same for everyone and comes from the shared cache; "liked" is the caller's own.
    const item = await cachedQuery(MEDIA_TABLES, async () => {
      const row = await ctx.db.selectFrom("media_submissions").selectAll().where("id", "=", id).where("status", "=", "approved").executeTakeFirst();
      return row ? (await withImages(ctx.db, [publicMedia(row)]))[0]! : null;
    })({ ctx, input: { id }, path });
    if (!item) throw notFound();
    const liked = ctx.user
      ? Boolean(await ctx.db.selectFrom("media_likes").select("media_id").where("media_id", "=", id).where("user_id", "=", ctx.user.id).executeTakeFirst())
      : false;
    return { item, liked };
  }),

  /** Counts a view; the page calls it once per visit, and the server ignores repeats for 30 minutes. */
  view: publicProcedure.input(mediaId).mutation(async ({ ctx, input }) => {
    const approved = await ctx.db.selectFrom("media_submissions").select("id").where("id", "=", input.id).where("status", "=", "approved").executeTakeFirst();
    if (!approved) return { counted: false };
    return ctx.db.transaction().execute(async (trx) => {
      if (!(await firstViewInWindow(trx, ctx.ip, input.id))) return { counted: false };
      const result = await trx
        .updateTable("media_submissions")
        .set({ views: sql`views + 1` })
        .where("id", "=", input.id)
        .where("status", "=", "approved")
        .executeTakeFirst();
      return { counted: Number(result.numUpdatedRows) > 0 };
    });
  }),

  /** One like per signed-in user: the like row and the counter change together, in one transaction. */
  like: authedProcedure.input(mediaId).mutation(async ({ ctx, input }) => {
    assertMayStorePersonalData(ctx.caller);
    return ctx.db.transaction().execute(async (trx) => {
      const item = await trx.selectFrom("media_submissions").select("id").where("id", "=", input.id).where("status", "=", "approved").executeTakeFirst();
      if (!item) throw notFound();
      const inserted = await trx
        .insertInto("media_likes")
        .values({ media_id: input.id, user_id: ctx.user.id })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        await trx.updateTable("media_submissions").set({ likes: sql`likes + 1` }).where("id", "=", input.id).execute();
      }
      const { likes } = await trx.selectFrom("media_submissions").select("likes").where("id", "=", input.id).executeTakeFirstOrThrow();
      return { likes, liked: true };
    });
  }),
});
