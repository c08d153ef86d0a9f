/**
 * The teacher's procedures (issue 31, mounted at `teacher`). All but `status` need a teacher a super admin
 * confirmed (teacherProcedure); each acts on the caller's own classes only (server/services/classes.ts).
 */
import { z } from "zod";
import { assignInput, classIdInput, classInput, groupName } from "../../admin-modules/domain/classes";
import { classReport } from "../services/class-report";
import { addGroup, assign, classDetail, createClass, listClasses, removeChild, setGroup, teacherStatus, unassign } from "../services/classes";
import { authedProcedure, router, teacherProcedure } from "../trpc";

const id = z.number().int().positive();

export const teacherRouter = router({
  /** Whether the caller asked to be a teacher and whether a super admin confirmed it (the teacher's page says which). */
  status: authedProcedure.query(async ({ ctx }) => ({ status: await teacherStatus(ctx.db, ctx.user.id) })),

  classes: teacherProcedure.query(({ ctx }) => listClasses(ctx.db, ctx.user.id)),

  createClass: teacherProcedure.input(classInput).mutation(({ ctx, input }) => createClass(ctx.db, ctx.user.id, input)),

  classDetail: teacherProcedure.input(classIdInput).query(({ ctx, input }) => classDetail(ctx.db, ctx.user.id, input.classId, ctx.config.publicUrl)),

  /** The teacher's view: per assignment, each child's progress, needs help and difficult questions. */
  classReport: teacherProcedure.input(classIdInput).query(({ ctx, input }) => classReport(ctx.db, ctx.user.id, input.classId)),

  removeChild: teacherProcedure.input(z.object({ classId: id, userId: id })).mutation(async ({ ctx, input }) => {
    await removeChild(ctx.db, ctx.user.id, input.classId, input.userId);
    return { ok: true as const };
  }),

  addGroup: teacherProcedure
    .input(z.object({ classId: id, name: groupName }))
    .mutation(({ ctx, input }) => addGroup(ctx.db, ctx.user.id, input.classId, input.name)),

  setGroup: teacherProcedure.input(z.object({ classId: id, userId: id, groupId: id.nullable() })).mutation(async ({ ctx, input }) => {
    await setGroup(ctx.db, ctx.user.id, input.classId, input.userId, input.groupId);
    return { ok: true as const };
  }),

  assign: teacherProcedure.input(assignInput).mutation(({ ctx, input }) => assign(ctx.db, ctx.user.id, input)),

  unassign: teacherProcedure.input(z.object({ assignmentId: id })).mutation(async ({ ctx, input }) => {
    await unassign(ctx.db, ctx.user.id, input.assignmentId);
    return { ok: true as const };
  }),
});
