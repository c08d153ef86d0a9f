/**
 * Public procedures of the learning area (mounted at public.learning). Reads are open to everyone and
 * carry only the caller's own progress; writes need a signed-in user and act on that user only.
 */
import { z } from "zod";
import { contentLanguageInput } from "../services/content-language";
import {
  completeLesson,
  courseProgress,
  enrollInCourse,
  learnerActivity,
  loadCourse,
  loadCourseList,
  withCourseProgress,
  withLearnerActivity,
} from "../services/learning";
import { assertMayStorePersonalData, waitingForParent } from "../services/parental-consent";
import { answerExercise } from "../services/lesson-practice";
import { loadCertificate } from "../services/learning-certificate";
import { attemptFeedback } from "../services/attempt-feedback";
import { answerSchema } from "../../admin-modules/domain/lesson-blocks-schema";
import { recordLearningActivity } from "../services/learning-time";
import { authedProcedure, publicProcedure, router } from "../trpc";
import { cachedQuery } from "../services/public-cache";

const COURSE_TABLES = ["courses", "image_variants"] as const;
/** A course page shows its lessons too. */
const COURSE_PAGE_TABLES = ["courses", "course_lessons", "image_variants"] as const;

const courseId = z.number().int().positive();
/** The learner's own id for one answer (made by the app, or drawn into the lesson's plain form). */
const attemptKey = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

export const learningRouter = router({
  // The courses are the same for everyone (the public cache); only the caller's own progress is added.
  list: publicProcedure.input(z.object({ language: contentLanguageInput }).optional()).query(async ({ ctx, input, path }) => {
    const courses = await cachedQuery(COURSE_TABLES, () => loadCourseList(ctx.db, input?.language))({ ctx, input, path });
    return withLearnerActivity(courses, ctx.user ? await learnerActivity(ctx.db, ctx.user.id) : null);
  }),

  detail: publicProcedure.input(z.object({ slug: z.string().min(1).max(300) })).query(async ({ ctx, input, path }) => {
    const course = await cachedQuery(COURSE_PAGE_TABLES, () => loadCourse(ctx.db, input.slug))({ ctx, input, path });
    return withCourseProgress(course, ctx.user ? await courseProgress(ctx.db, ctx.user.id, course.course.id) : null);
  }),

  enroll: authedProcedure.input(z.object({ courseId })).mutation(async ({ ctx, input }) => {
    assertMayStorePersonalData(ctx.caller);
    return enrollInCourse(ctx.db, ctx.user.id, input.courseId);
  }),

  /** The course page's once-a-minute heartbeat; answers whether to show the daily break message. */
  // Nothing about the child is kept before a parent agrees (it is progress, too).
  activity: authedProcedure.mutation(({ ctx }) =>
    waitingForParent(ctx.caller) ? { showBreak: false, minutesToday: 0 } : recordLearningActivity(ctx.db, ctx.user.id),
  ),

  /**
   * One answer to one exercise, checked by the server (issue 30). `attemptKey` is the learner's own id for
   * this answer: sent again (a retry, a double tap), it is counted once and answered as the first time.
   */
  answer: authedProcedure
    .input(
      z.strictObject({
        courseId,
        lessonId: z.number().int().positive(),
        blockId: z.string().regex(/^[a-z0-9]{1,12}$/),
        attemptKey,
        answer: answerSchema,
      }),
    )
    .mutation(({ ctx, input }) => {
      assertMayStorePersonalData(ctx.caller);
      return answerExercise(ctx.db, ctx.user.id, input);
    }),

  /**
   * The verdict on one of the caller's own answers, found by its attempt key (the lesson page after an
   * exercise form was sent without the script); null for a key the caller never sent.
   */
  attempt: authedProcedure.input(z.object({ attemptKey })).query(({ ctx, input }) => attemptFeedback(ctx.db, ctx.user.id, input.attemptKey)),

  /** The caller's own certificate of a course they mastered; NOT_FOUND (with the reason) before that. */
  certificate: authedProcedure
    .input(z.object({ slug: z.string().min(1).max(300) }))
    .query(({ ctx, input }) => loadCertificate(ctx.db, ctx.user.id, input.slug)),

  completeLesson: authedProcedure.input(z.object({ courseId, lessonIndex: z.number().int().min(0).max(999) })).mutation(async ({ ctx, input }) => {
    assertMayStorePersonalData(ctx.caller);
    return completeLesson(ctx.db, ctx.user.id, input.courseId, input.lessonIndex);
  }),
});
