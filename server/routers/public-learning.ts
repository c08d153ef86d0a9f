/**
 * Public procedures of the learning area (mounted at public.learning). Reads are open to everyone and
 * carry only the caller's own progress; writes need a signed-in user and act on that user only.
 */
import { z } from "zod";
import { contentLanguageInput } from "../services/content-language";
import { completeLesson, enrollInCourse, loadCertificate, loadCourseDetail, loadLearningList } from "../services/learning";
import { answerExercise } from "../services/lesson-practice";
import { answerSchema } from "../../admin-modules/domain/lesson-blocks-schema";
import { assertMayStorePersonalData } from "../services/parental-consent";
import { recordLearningActivity } from "../services/learning-time";
import { authedProcedure, publicProcedure, router } from "../trpc";
import { cachedQuery } from "../services/public-cache";

const COURSE_TABLES = ["courses", "image_variants"] as const;
/** A course page shows its lessons too. */
const COURSE_PAGE_TABLES = ["courses", "course_lessons", "image_variants"] as const;

const courseId = z.number().int().positive();

export const learningRouter = router({
  // A signed-in learner's answer carries their own progress: never shared (userDependent).
  list: publicProcedure
    .input(z.object({ language: contentLanguageInput }).optional())
    .query(cachedQuery(COURSE_TABLES, ({ ctx, input }) => loadLearningList(ctx.db, ctx.user?.id ?? null, input?.language), { userDependent: true })),

  detail: publicProcedure
    .input(z.object({ slug: z.string().min(1).max(300) }))
    .query(cachedQuery(COURSE_PAGE_TABLES, ({ ctx, input }) => loadCourseDetail(ctx.db, input.slug, ctx.user?.id ?? null), { userDependent: true })),

  enroll: authedProcedure.input(z.object({ courseId })).mutation(async ({ ctx, input }) => {
    await assertMayStorePersonalData(ctx.db, ctx.user.id);
    return enrollInCourse(ctx.db, ctx.user.id, input.courseId);
  }),

  /** The course page's once-a-minute heartbeat; answers whether to show the daily break message. */
  activity: authedProcedure.mutation(({ ctx }) => recordLearningActivity(ctx.db, ctx.user.id)),

  /**
   * One answer to one exercise, checked by the server (issue 30). `attemptKey` is the learner's own id for
   * this answer: sent again (a retry, the offline queue), it is counted once and answered as the first time.
   */
  answer: authedProcedure
    .input(
      z.strictObject({
        courseId,
        lessonId: z.number().int().positive(),
        blockId: z.string().regex(/^[a-z0-9]{1,12}$/),
        attemptKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
        answer: answerSchema,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await assertMayStorePersonalData(ctx.db, ctx.user.id);
      return answerExercise(ctx.db, ctx.user.id, input);
    }),

  /** A mastered course's certificate: the learner's username and the course, in the reader's language. */
  certificate: authedProcedure
    .input(z.object({ slug: z.string().min(1).max(300) }))
    .query(({ ctx, input }) => loadCertificate(ctx.db, input.slug, ctx.user.id)),

  completeLesson: authedProcedure.input(z.object({ courseId, lessonIndex: z.number().int().min(0).max(999) })).mutation(async ({ ctx, input }) => {
    await assertMayStorePersonalData(ctx.db, ctx.user.id);
    return completeLesson(ctx.db, ctx.user.id, input.courseId, input.lessonIndex);
  }),
});
