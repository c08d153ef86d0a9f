/**
 * Public procedures of the learning area (mounted at public.learning). Reads are open to everyone and
 * carry only the caller's own progress; writes need a signed-in user and act on that user only.
 */
import { z } from "zod";
import { completeLesson, enrollInCourse, loadCourseDetail, loadLearningList } from "../services/learning";
import { assertMayStorePersonalData } from "../services/parental-consent";
import { recordLearningActivity } from "../services/learning-time";
import { authedProcedure, publicProcedure, router } from "../trpc";

const courseId = z.number().int().positive();

export const learningRouter = router({
  list: publicProcedure.query(({ ctx }) => loadLearningList(ctx.db, ctx.user?.id ?? null)),

  detail: publicProcedure
    .input(z.object({ slug: z.string().min(1).max(300) }))
    .query(({ ctx, input }) => loadCourseDetail(ctx.db, input.slug, ctx.user?.id ?? null)),

  enroll: authedProcedure
    .input(z.object({ courseId }))
    .mutation(async ({ ctx, input }) => {
      await assertMayStorePersonalData(ctx.db, ctx.user.id);
      return enrollInCourse(ctx.db, ctx.user.id, input.courseId);
    }),

  /** The course page's once-a-minute heartbeat; answers whether to show the daily break message. */
  activity: authedProcedure.mutation(({ ctx }) => recordLearningActivity(ctx.db, ctx.user.id)),

  completeLesson: authedProcedure
    .input(z.object({ courseId, lessonIndex: z.number().int().min(0).max(999) }))
    .mutation(async ({ ctx, input }) => {
      await assertMayStorePersonalData(ctx.db, ctx.user.id);
      return completeLesson(ctx.db, ctx.user.id, input.courseId, input.lessonIndex);
    }),
});
