/**
 * The generic back-office router, built from the registry. Every procedure names a module by key; the
 * server looks it up, checks sign-in, the module's roles for the operation and the caller's row scope
 * (ownership), and parses values with the module's own zod schemas.
 */
import { z } from "zod";
import { authedProcedure, router } from "../trpc";
import { type Caller, requireTableModule } from "../admin/access";
import {
  createRow,
  deleteRow,
  exportRows,
  getRow,
  listRows,
  MAX_PAGE_SIZE,
  referenceOptions,
  reorderRow,
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

const caller = (ctx: { user: { id: number }; role: Caller["role"] }): Caller => ({ userId: ctx.user.id, role: ctx.role });

export const adminRouter = router({
  list: authedProcedure
    .input(z.object({ module: moduleKey, page: z.number().int().min(1).max(1_000_000).optional(), pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(), ...listQuery }))
    .query(({ ctx, input }) => listRows(ctx.db, caller(ctx), requireTableModule(input.module), input)),

  get: authedProcedure
    .input(z.object({ module: moduleKey, id }))
    .query(({ ctx, input }) => getRow(ctx.db, caller(ctx), requireTableModule(input.module), input.id)),

  summary: authedProcedure
    .input(z.object({ module: moduleKey }))
    .query(({ ctx, input }) => summaryCards(ctx.db, caller(ctx), requireTableModule(input.module))),

  /** Every row matching the current search and filters (not only a page), with CSV headers. */
  exportRows: authedProcedure
    .input(z.object({ module: moduleKey, ...listQuery }))
    .query(({ ctx, input }) => exportRows(ctx.db, caller(ctx), requireTableModule(input.module), input)),

  options: authedProcedure
    .input(z.object({ module: moduleKey, field: z.string().max(64) }))
    .query(({ ctx, input }) => referenceOptions(ctx.db, caller(ctx), requireTableModule(input.module), input.field)),

  create: authedProcedure
    .input(z.object({ module: moduleKey, values }))
    .mutation(async ({ ctx, input }) => (await createRow(ctx.db, caller(ctx), requireTableModule(input.module), input.values))!),

  update: authedProcedure
    .input(z.object({ module: moduleKey, id, values }))
    .mutation(async ({ ctx, input }) => (await updateRow(ctx.db, caller(ctx), requireTableModule(input.module), input.id, input.values))!),

  delete: authedProcedure
    .input(z.object({ module: moduleKey, id }))
    .mutation(async ({ ctx, input }) => (await deleteRow(ctx.db, caller(ctx), requireTableModule(input.module), input.id))!),

  toggle: authedProcedure
    .input(z.object({ module: moduleKey, id, action: z.string().max(64).optional() }))
    .mutation(async ({ ctx, input }) => (await toggleRow(ctx.db, caller(ctx), requireTableModule(input.module), input.id, input.action))!),

  reorder: authedProcedure
    .input(z.object({ module: moduleKey, id, direction: z.enum(["up", "down"]) }))
    .mutation(async ({ ctx, input }) => (await reorderRow(ctx.db, caller(ctx), requireTableModule(input.module), input.id, input.direction))!),
});
