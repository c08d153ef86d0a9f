/**
 * The generic back-office router, built from the registry. Every procedure names a module by key; the
 * server checks sign-in, looks the module up, checks the module's roles for the operation and the
 * caller's row scope (ownership), and parses values with the module's own zod schemas.
 */
import { z } from "zod";
import type { Operation } from "../../admin-modules/registry";
import { publicProcedure, router } from "../trpc";
import type { Context } from "../context";
import { moduleForCaller } from "../admin/access";
import { assertBatchSize, assertBulkAllowed, bulkActionOf, MAX_BULK_ROWS, runBulk } from "../admin/bulk";
import { runModuleAction } from "../admin/module-action";
import {
  createRow,
  deleteRow,
  exportRows,
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

/** Sign-in is checked here rather than by authedProcedure so that a module can word the refusal. */
const open = (ctx: Context, key: string, operation: Operation) => moduleForCaller(key, operation, ctx.user, ctx.role);

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
    .query(({ ctx, input }) => {
      const { module, caller } = open(ctx, input.module, "list");
      return listRows(ctx.db, caller, module, input);
    }),

  get: publicProcedure.input(z.object({ module: moduleKey, id })).query(({ ctx, input }) => {
    const { module, caller } = open(ctx, input.module, "read");
    return getRow(ctx.db, caller, module, input.id);
  }),

  /** The module's summary cards: { cards: [{ key, value }] }. */
  summary: publicProcedure.input(z.object({ module: moduleKey })).query(({ ctx, input }) => {
    const { module, caller } = open(ctx, input.module, "list");
    return summaryCards(ctx.db, caller, module);
  }),

  /** Every row matching the current search and filters (not only a page), with CSV headers. */
  exportRows: publicProcedure.input(z.object({ module: moduleKey, ...listQuery })).query(({ ctx, input }) => {
    const { module, caller } = open(ctx, input.module, "export");
    return exportRows(ctx.db, caller, module, input);
  }),

  /** Choices of a reference field: [{ value, label }]. */
  options: publicProcedure.input(z.object({ module: moduleKey, field: z.string().max(64) })).query(({ ctx, input }) => {
    const { module, caller } = open(ctx, input.module, "list");
    return referenceOptions(ctx.db, caller, module, input.field);
  }),

  create: publicProcedure.input(z.object({ module: moduleKey, values, translations })).mutation(async ({ ctx, input }) => {
    const { module, caller } = open(ctx, input.module, "create");
    return (await createRow(ctx.db, caller, module, input.values, input.translations))!;
  }),

  update: publicProcedure.input(z.object({ module: moduleKey, id, values, translations })).mutation(async ({ ctx, input }) => {
    const { module, caller } = open(ctx, input.module, "update");
    return (await updateRow(ctx.db, caller, module, input.id, input.values, input.translations))!;
  }),

  /**
   * A row's translations for the editor: per language and field, the text, the original it was made from,
   * whether that original changed since, the native speaker's check; and the ones an organization's
   * change proposes, waiting for review.
   */
  translations: publicProcedure.input(z.object({ module: moduleKey, id })).query(({ ctx, input }) => {
    const { module, caller } = open(ctx, input.module, "read");
    return rowTranslations(ctx.db, caller, module, input.id);
  }),

  delete: publicProcedure.input(z.object({ module: moduleKey, id })).mutation(async ({ ctx, input }) => {
    const { module, caller } = open(ctx, input.module, "delete");
    return (await deleteRow(ctx.db, caller, module, input.id))!;
  }),

  toggle: publicProcedure.input(z.object({ module: moduleKey, id, action: z.string().max(64).optional() })).mutation(async ({ ctx, input }) => {
    const { module, caller } = open(ctx, input.module, "toggle");
    return (await toggleRow(ctx.db, caller, module, input.id, input.action))!;
  }),

  reorder: publicProcedure.input(z.object({ module: moduleKey, id, direction: z.enum(["up", "down"]) })).mutation(async ({ ctx, input }) => {
    const { module, caller } = open(ctx, input.module, "reorder");
    return (await reorderRow(ctx.db, caller, module, input.id, input.direction))!;
  }),

  /**
   * A module's own row action, declared as data in its file (RowAction.set): roles, row scope, `when`
   * and the action's input fields are checked here like every generic operation.
   */
  action: publicProcedure.input(z.object({ module: moduleKey, action: z.string().max(64), id, values: values.optional() })).mutation(async ({ ctx, input }) => {
    const { module, caller } = open(ctx, input.module, "update");
    return (await runModuleAction(ctx.db, caller, module, input.action, input.id, input.values))!;
  }),

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
    .mutation(async ({ ctx, input }) => {
      const { module, caller } = open(ctx, input.module, "list");
      const action = bulkActionOf(module, input.action);
      assertBulkAllowed(module, action, caller);
      const ids = input.matching ? await matchingIds(ctx.db, caller, module, input.matching, MAX_BULK_ROWS + 1) : [...new Set(input.ids)];
      assertBatchSize(ids.length);
      return runBulk(
        ctx.db,
        caller,
        ids.map((rowId) => ({ module, action, id: rowId })),
      );
    }),
});
