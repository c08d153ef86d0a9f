/**
 * Public procedures of the learning area (mounted at public.learning). Reads are open to everyone and
 * carry only the caller's own progress; writes need a signed-in user and act on that user only.
 */
import { z } from "zod";
import { contentLanguageInput } from "../services/content-language";
import { completeLesson, enrollInCourse, loadCourseDetail, loadLearningList } from "../services/learning";
import { authedProcedure, publicProcedure, router } from "../trpc";

const courseId = z.number().int().positive();

export const learningRouter = router({
  list: publicProcedure
    .input(z.object({ language: contentLanguageInput }).optional())
    .query(({ ctx, input }) => loadLearningList(ctx.db, ctx.user?.id ?? null, input?.language)),

  detail: publicProcedure
    .input(z.object({ slug: z.string().min(1).max(300) }))
    .query(({ ctx, input }) => loadCourseDetail(ctx.db, input.slug, ctx.user?.id ?? null)),

  enroll: authedProcedure
    .input(z.object({ courseId }))
    .mutation(({ ctx, input }) => enrollInCourse(ctx.db, ctx.user.id, input.courseId)),

  completeLesson: authedProcedure
    .input(z.object({ courseId, lessonIndex: z.number().int().min(0).max(999) }))
    .mutation(({ ctx, input }) => completeLesson(ctx.db, ctx.user.id, input.courseId, input.lessonIndex)),
});
