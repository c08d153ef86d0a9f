/**
 * The generic back-office router, built from the registry. Every procedure names a module by key; its
 * middleware (moduleOperation or moduleAction, server/module-procedures.ts) checks sign-in, looks the
 * module up and decides the caller's role; the caller's row scope (ownership) is a floor of every query,
 * and values are parsed with the module's own zod schemas.
 */
import { z } from "zod";
import { publicProcedure, router } from "../trpc";
import { moduleAction, moduleOperation, namedModule } from "../module-procedures";
import { assertBatchSize, bulkActionOf, MAX_BULK_ROWS, runBulk } from "../admin/bulk";
import { runAction } from "../admin/action-table";
import {
  createRow,
  deleteRow,
  exportRows,
  findVisible,
  getRow,
  listRows,
  matchingIds,
  MAX_PAGE_SIZE,
  referenceOptions,
  reorderRow,
  rowTranslations,
  summaryCards,
  toggleRow,
  updateRow,
} from "../admin/crud";
import { notFound } from "../admin/access";
import { exerciseFigures } from "../services/exercise-stats";

const moduleKey = z.string().min(1).max(64);
const id = z.number().int().positive();
const filterValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);
const listQuery = {
  search: z.string().max(200).optional(),
  filters: z.record(z.string().max(64), filterValue).optional(),
  sort: z.object({ column: z.string().max(64), direction: z.enum(["asc", "desc"]) }).optional(),
};
/** Values are checked by the module's own create/update schema inside the procedure. */
const values = z.record(z.string().max(64), z.unknown());
/** A form's translations (per language: texts, confirmations, the native speaker's check), checked by the module's translatable fields. */
const translations = z.record(z.string().max(8), z.unknown()).optional();

export const adminRouter = router({
  /** One page: { rows, total, page, pageSize }. */
  list: publicProcedure
    .input(
      z.object({
        module: moduleKey,
        page: z.number().int().min(1).max(1_000_000).optional(),
        pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
        ...listQuery,
      }),
    )
    .use(moduleOperation("list"))
    .query(({ ctx, input }) => {
      return listRows(ctx.db, ctx.caller, ctx.module, input);
    }),

  get: publicProcedure
    .input(z.object({ module: moduleKey, id }))
    .use(moduleOperation("read"))
    .query(({ ctx, input }) => {
      return getRow(ctx.db, ctx.caller, ctx.module, input.id);
    }),

  /** The module's summary cards: { cards: [{ key, value }] }. */
  summary: publicProcedure
    .input(z.object({ module: moduleKey }))
    .use(moduleOperation("list"))
    .query(({ ctx }) => {
      return summaryCards(ctx.db, ctx.caller, ctx.module);
    }),

  /** Every row matching the current search and filters (not only a page), with CSV headers. */
  exportRows: publicProcedure
    .input(z.object({ module: moduleKey, ...listQuery }))
    .use(moduleOperation("export"))
    .query(({ ctx, input }) => {
      return exportRows(ctx.db, ctx.caller, ctx.module, input);
    }),

  /** Choices of a reference field: [{ value, label }]. */
  options: publicProcedure
    .input(z.object({ module: moduleKey, field: z.string().max(64) }))
    .use(moduleOperation("list"))
    .query(({ ctx, input }) => {
      return referenceOptions(ctx.db, ctx.caller, ctx.module, input.field);
    }),

  create: publicProcedure
    .input(z.object({ module: moduleKey, values, translations }))
    .use(moduleOperation("create"))
    .mutation(async ({ ctx, input }) => {
      return (await createRow(ctx.db, ctx.config, ctx.caller, ctx.module, input.values, input.translations))!;
    }),

  update: publicProcedure
    .input(z.object({ module: moduleKey, id, values, translations }))
    .use(moduleOperation("update"))
    .mutation(async ({ ctx, input }) => {
      return (await updateRow(ctx.db, ctx.config, ctx.caller, ctx.module, input.id, input.values, input.translations))!;
    }),

  /**
   * A row's translations for the editor: per language and field, the text, the original it was made from,
   * whether that original changed since, the native speaker's check; and the ones an organization's
   * change proposes, waiting for review.
   */
  translations: publicProcedure
    .input(z.object({ module: moduleKey, id }))
    .use(moduleOperation("read"))
    .query(({ ctx, input }) => {
      return rowTranslations(ctx.db, ctx.caller, ctx.module, input.id);
    }),

  /**
   * "Right first time" per exercise of a lesson the caller may see (issue 30): [{ blockId, tried, rightFirstTime }].
   * Only a module whose rows are lessons has exercises children answered; the row's scope is the module's
   * (an organization sees only its own courses' lessons, another's is NOT_FOUND).
   */
  exerciseFigures: publicProcedure
    .input(z.object({ module: moduleKey, id }))
    .use(moduleOperation("read"))
    .query(async ({ ctx, input }) => {
      if (ctx.module.table !== "course_lessons") throw notFound();
      await findVisible(ctx.db, ctx.caller, ctx.module, input.id);
      return exerciseFigures(ctx.db, input.id);
    }),

  delete: publicProcedure
    .input(z.object({ module: moduleKey, id }))
    .use(moduleOperation("delete"))
    .mutation(async ({ ctx, input }) => {
      return (await deleteRow(ctx.db, ctx.caller, ctx.module, input.id))!;
    }),

  toggle: publicProcedure
    .input(z.object({ module: moduleKey, id, action: z.string().max(64).optional() }))
    .use(moduleOperation("toggle"))
    .mutation(async ({ ctx, input }) => {
      return (await toggleRow(ctx.db, ctx.caller, ctx.module, input.id, input.action))!;
    }),

  reorder: publicProcedure
    .input(z.object({ module: moduleKey, id, direction: z.enum(["up", "down"]) }))
    .use(moduleOperation("reorder"))
    .mutation(async ({ ctx, input }) => {
      return (await reorderRow(ctx.db, ctx.caller, ctx.module, input.id, input.direction))!;
    }),

  /**
   * Every module action (review, confirm, set role, a module's own `set` action...): the one procedure the
   * client calls them through. Its roles are decided by the action middleware; the row's scope, its `when`
   * and the action's input are judged by its entry in the action table (server/admin/action-table.ts).
   */
  action: publicProcedure
    .input(z.object({ module: moduleKey, action: z.string().max(64), id, values: values.optional() }))
    .use(moduleAction({}))
    .mutation(async ({ ctx, input }) => runAction(ctx.db, ctx.caller, namedModule(input), input.action, input.id, input.values)),

  /**
   * A bulk action on the chosen rows, or on every row matching the list's search and filters (resolved
   * here with the list's own condition, at most MAX_BULK_ROWS): { done, skipped: [{ id, reason }], message }.
   */
  bulk: publicProcedure
    .input(
      z
        .object({
          module: moduleKey,
          action: z.string().max(64),
          ids: z.array(id).max(MAX_BULK_ROWS).optional(),
          matching: z.object(listQuery).optional(),
        })
        .refine((v) => (v.ids === undefined) !== (v.matching === undefined)),
    )
    .use(moduleAction({ bulk: true }))
    .mutation(async ({ ctx, input }) => {
      const module = namedModule(input);
      const action = bulkActionOf(module, input.action);
      const ids = input.matching ? await matchingIds(ctx.db, ctx.caller, module, input.matching, MAX_BULK_ROWS + 1) : [...new Set(input.ids)];
      assertBatchSize(ids.length);
      return runBulk(
        ctx.db,
        ctx.caller,
        ids.map((rowId) => ({ module, action, id: rowId })),
      );
    }),
});
