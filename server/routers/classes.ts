/**
 * A signed-in child's side of classes (issue 31, mounted at `classes`): look a join code up (the class's
 * name and its teacher's username, nothing about who is in it), join, leave, and "From your teacher".
 * Looking up and joining count against the classJoin limits (guessing codes is slow); joining stores that
 * the child is in the class, so below the consent age it waits for the parent's consent like all learning.
 */
import { z } from "zod";
import { joinCodeSchema } from "../../admin-modules/domain/classes";
import { enforceLimitsForProcedure } from "../auth/rate-limit";
import { joinClass, leaveClass, myClasses, previewClass } from "../services/classes";
import { assertMayStorePersonalData } from "../services/parental-consent";
import { authedProcedure, router } from "../trpc";

const code = z.object({ code: joinCodeSchema });

export const classesRouter = router({
  preview: authedProcedure.input(code).query(async ({ ctx, input }) => {
    await enforceLimitsForProcedure(ctx.db, "classJoin", { ip: ctx.ip, userId: ctx.user.id });
    const found = await previewClass(ctx.db, input.code);
    return { name: found.name, school: found.school, grade: found.grade, teacher: found.teacher };
  }),

  join: authedProcedure.input(code).mutation(async ({ ctx, input }) => {
    assertMayStorePersonalData(ctx.caller);
    await enforceLimitsForProcedure(ctx.db, "classJoin", { ip: ctx.ip, userId: ctx.user.id });
    return joinClass(ctx.db, ctx.user.id, input.code);
  }),

  leave: authedProcedure.input(z.object({ classId: z.number().int().positive() })).mutation(async ({ ctx, input }) => {
    await leaveClass(ctx.db, ctx.user.id, input.classId);
    return { ok: true as const };
  }),

  /** The caller's classes and what their teachers gave them; never anything about another child. */
  mine: authedProcedure.query(({ ctx }) => myClasses(ctx.db, ctx.user.id)),
});
