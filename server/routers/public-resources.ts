/**
 * Public procedures of the resources area (mounted at public.resources). The resources page asks one
 * query: the matching resources plus the per-category counts for the current search, so the filter
 * buttons always say how many a click will show.
 */
import { z } from "zod";
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { TRPCError } from "@trpc/server";
import { containsText, dialectOf, type SqlDialect } from "../../db/dialect";
import type { Database } from "../../db/types";
import type { DB } from "../../db/open";
import { m } from "../../admin-modules/domain/i18n";
import { idFromSlug } from "../../admin-modules/domain/slug";
import { contentLanguageInput } from "../services/content-language";
import { availableIn, localizeRow, localizeRows, readableFirst, translationMatches } from "../services/translations";
import { publicResourceWithSize } from "../services/file-size";
import { publicProcedure, router } from "../trpc";
import { cachedQuery } from "../services/public-cache";

/** The filter buttons of the page, in order. */
export const RESOURCE_FILTERS = ["all", "education", "health", "safety", "rights"] as const;
export type ResourceFilter = (typeof RESOURCE_FILTERS)[number];

type ResourcesEb = ExpressionBuilder<Database, "resources">;

/** Spec: equality on the category name, except Health and Rights which match by substring. */
function categoryMatches(dialect: SqlDialect, eb: ResourcesEb, filter: Exclude<ResourceFilter, "all">): Expression<SqlBool> {
  return filter === "health" || filter === "rights" ? containsText(dialect, eb.ref("category"), filter) : eb("category", "=", filter);
}

/** Case-insensitive match on title or description, in any of their languages; "100%" means the characters. */
function searchMatches(dialect: SqlDialect, eb: ResourcesEb, q: string): Expression<SqlBool> {
  return eb.or([
    containsText(dialect, eb.ref("title"), q),
    containsText(dialect, eb.ref("description"), q),
    translationMatches(dialect, "resources", ["title", "description"], q),
  ]);
}

const listInput = z
  .object({
    q: z.string().trim().max(200).optional(),
    category: z.enum(RESOURCE_FILTERS).optional(),
    /** Only resources readable in this language (written or translated); without it, every language. */
    language: contentLanguageInput,
  })
  .optional();

export const resourcesRouter = router({
  /** Active resources matching the search and category, most downloaded first, with counts per button. */
  list: publicProcedure.input(listInput).query(
    cachedQuery(["resources"], async ({ ctx, input }) => {
      const dialect = dialectOf(ctx.db);
      const q = input?.q ?? "";
      const filter = input?.category ?? "all";
      const language = input?.language;
      const searched = ctx.db
        .selectFrom("resources")
        .where("is_active", "=", 1)
        .$if(q !== "", (qb) => qb.where((eb) => searchMatches(dialect, eb, q)))
        .$if(language !== undefined, (qb) => qb.where(availableIn("resources", language!)));

      const count = (eb: ResourcesEb, f: Exclude<ResourceFilter, "all">) =>
        eb.fn.coalesce(
          eb.fn.sum<number>(
            eb
              .case()
              .when(categoryMatches(dialect, eb, f))
              .then(1)
              .else(0)
              .end(),
          ),
          eb.lit(0),
        );

      const [rows, counts] = await Promise.all([
        searched
          .selectAll()
          .$if(filter !== "all", (qb) => qb.where((eb) => categoryMatches(dialect, eb, filter as Exclude<ResourceFilter, "all">)))
          // Nothing is hidden unless the visitor filters; what the reader can read comes first.
          .orderBy(readableFirst("resources", language))
          .orderBy("download_count", "desc")
          .orderBy("id")
          .execute(),
        searched
          .select((eb) => [
            eb.fn.countAll<number>().as("all"),
            count(eb, "education").as("education"),
            count(eb, "health").as("health"),
            count(eb, "safety").as("safety"),
            count(eb, "rights").as("rights"),
          ])
          .executeTakeFirstOrThrow(),
      ]);

      return {
        items: (await localizeRows(ctx.db, "resources", rows)).map(publicResourceWithSize(ctx.config.uploadsDir)),
        counts: {
          all: Number(counts.all),
          education: Number(counts.education),
          health: Number(counts.health),
          safety: Number(counts.safety),
          rights: Number(counts.rights),
        } satisfies Record<ResourceFilter, number>,
      };
    }),
  ),

  /**
   * One active resource by its link: "title-slug-42", "42", the bare title slug, or a slug it had before
   * (its title changed, or the slug rule did). The stored slug is tried first so a title ending in a
   * number ("top-10") is not read as id 10.
   */
  get: publicProcedure.input(z.object({ slug: z.string().trim().min(1).max(300) })).query(
    cachedQuery(["resources"], async ({ ctx, input }) => {
      const row = await findActiveResource(ctx.db, input.slug);
      if (!row) throw new TRPCError({ code: "NOT_FOUND", message: m["resources.notFoundTitle"]() });
      return publicResourceWithSize(ctx.config.uploadsDir)(await localizeRow(ctx.db, "resources", row));
    }),
  ),
});

/** The active resource a link names (see `get`), or undefined. */
export async function findActiveResource(db: DB, link: string) {
  const slug = link.toLowerCase();
  const parsed = idFromSlug(slug);
  const id = typeof parsed === "number" ? parsed : -1;
  const row = await db
    .selectFrom("resources")
    .selectAll()
    .where("is_active", "=", 1)
    .where((eb) => eb.or([eb("slug", "=", slug), eb("id", "=", id)]))
    .orderBy(sql`slug = ${slug}`, "desc")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (row) return row;
  const earlier = await db.selectFrom("slug_history").select("row_id").where("entity", "=", "resources").where("slug", "=", slug).executeTakeFirst();
  return earlier ? db.selectFrom("resources").selectAll().where("id", "=", earlier.row_id).where("is_active", "=", 1).executeTakeFirst() : undefined;
}
